/// The literal edges of a ``RouteTrie``: (node, literal) → child, in one open-addressed table
/// keyed by the literal's UTF-8 bytes.
///
/// NB: a lookup hashes the segment's bytes once (FNV-1a), mixes in the node and compares bytes
/// only where the digests agree: about a fifth of a `Dictionary` lookup, whose `Hasher` and
/// `Substring` keys cost about 550 instructions a segment (callgrind). Byte equality is also
/// what untrusted input needs: `café` written with a combining accent is not the literal `café`.
/// The table holds only the app's literals, so a link cannot make its probes longer.
struct LiteralTable: Sendable {
  struct Edge: Sendable {
    var node: Int
    var digest: UInt64
    /// The literal's bytes, in ``bytes``.
    var start: Int
    var count: Int
    var child: Int
  }

  /// Indices into ``edges``, `-1` for an empty slot; the count is a power of two, at most half
  /// full.
  private var slots = [Int](repeating: -1, count: 16)
  private(set) var edges: [Edge] = []
  /// Every literal's bytes, one after the other.
  private var bytes: [UInt8] = []

  /// The literal of `edge`.
  func text(of edge: Edge) -> String {
    String(decoding: bytes[edge.start..<edge.start + edge.count], as: UTF8.self)
  }

  /// The child of `node` by the literal `literal`, or `nil`.
  func child(of node: Int, _ literal: UnsafeBufferPointer<UInt8>) -> Int? {
    let digest = Self.digest(literal)
    let mask = slots.count - 1
    var slot = Self.slot(digest, node) & mask
    return bytes.withUnsafeBufferPointer { stored in
      while true {
        let index = slots[slot]
        if index < 0 { return nil }
        let edge = edges[index]
        if edge.digest == digest, edge.node == node, edge.count == literal.count,
          Self.equal(stored, edge.start, literal)
        {
          return edge.child
        }
        slot = (slot + 1) & mask
      }
    }
  }

  /// The child of `node` by `literal`, or `nil`.
  func child(of node: Int, _ literal: String) -> Int? {
    var literal = literal
    return literal.withUTF8 { child(of: node, $0) }
  }

  /// Adds the edge from `node` by `literal` (not yet in the table) to `child`.
  mutating func insert(node: Int, _ literal: String, child: Int) {
    if (edges.count + 1) * 2 > slots.count {
      slots = [Int](repeating: -1, count: slots.count * 2)
      for index in edges.indices { place(index) }
    }
    var literal = literal
    let digest = literal.withUTF8 { Self.digest($0) }
    edges.append(
      Edge(node: node, digest: digest, start: bytes.count, count: literal.utf8.count, child: child))
    bytes.append(contentsOf: literal.utf8)
    place(edges.count - 1)
  }

  private mutating func place(_ index: Int) {
    let mask = slots.count - 1
    var slot = Self.slot(edges[index].digest, edges[index].node) & mask
    while slots[slot] >= 0 { slot = (slot + 1) & mask }
    slots[slot] = index
  }

  private static func digest(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var digest: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes { digest = (digest ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return digest
  }

  /// A slot for the digest and the node: their mix, high bits first.
  private static func slot(_ digest: UInt64, _ node: Int) -> Int {
    let mixed =
      (digest ^ (UInt64(truncatingIfNeeded: node) &* 0x9E37_79B9_7F4A_7C15)) &* 0xBF58_476D_1CE4_E5B9
    return Int(truncatingIfNeeded: mixed >> 32)
  }

  private static func equal(
    _ stored: UnsafeBufferPointer<UInt8>, _ start: Int, _ literal: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    for offset in 0..<literal.count where stored[start + offset] != literal[offset] { return false }
    return true
  }
}
