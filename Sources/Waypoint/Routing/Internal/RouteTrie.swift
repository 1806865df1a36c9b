/// The compiled patterns of a ``RouteTable``: a trie over path segments, stored in an array so
/// the table stays a value.
///
/// Literal children live in one table keyed by (node, literal) (``LiteralTable``), so following
/// a literal is one hash lookup; each node has placeholder edges sorted by rank (typed ones first,
/// `string` last) and at most one catch-all. A lookup takes the literal child, then tries the
/// placeholder edges in rank order, backtracking when a branch fails further down.
struct RouteTrie: Sendable {
  struct Node: Sendable {
    var placeholders: [Edge] = []
    var catchAll: Int?
    var entry: Int?
  }

  /// A placeholder edge; the kind and the name are in ``kinds`` and ``names``, so iterating
  /// edges copies no reference.
  struct Edge: Sendable {
    var kind: Int
    var rank: Int
    var child: Int
  }

  /// A successful lookup: the entry, the placeholder values in order, and the nodes passed
  /// through (root first), whose entries make up the link's path.
  struct Match {
    var entry: Int
    var values: [any Sendable]
    var trail: [Int]
  }

  var nodes: [Node] = [Node()]
  /// The literal edges.
  var literals = LiteralTable()
  /// The placeholder types of the edges, by ``Edge/kind``.
  var kinds: [ParameterKind] = []
  /// The placeholder name of the edges (the first pattern's), by ``Edge/kind``.
  var names: [String] = []
  let isCaseSensitive: Bool

  init(caseSensitive: Bool) {
    self.isCaseSensitive = caseSensitive
  }

  /// The node reached by a pattern's segments, created as needed, and whether the pattern is a
  /// catch-all. `rank` orders placeholder types.
  mutating func insert(
    _ segments: [RoutePattern.Segment], kinds: [ParameterKind], ranks: [Int]
  ) -> (node: Int, isCatchAll: Bool) {
    var node = 0
    var kindIndex = 0
    for segment in segments {
      switch segment {
      case .literal(let text):
        let key = isCaseSensitive ? text : text.lowercased()
        if let child = literals.child(of: node, key) {
          node = child
        } else {
          nodes.append(Node())
          literals.insert(node: node, key, child: nodes.count - 1)
          node = nodes.count - 1
        }
      case .placeholder(let name, _):
        let kind = kinds[kindIndex]
        let rank = ranks[kindIndex]
        kindIndex += 1
        if let edge = nodes[node].placeholders.first(where: { self.kinds[$0.kind].type == kind.type }) {
          node = edge.child
        } else {
          nodes.append(Node())
          self.kinds.append(kind)
          names.append(name)
          let edge = Edge(kind: self.kinds.count - 1, rank: rank, child: nodes.count - 1)
          nodes[node].placeholders.append(edge)
          nodes[node].placeholders.sort { $0.rank < $1.rank }
          node = edge.child
        }
      case .catchAll:
        return (node, true)
      }
    }
    return (node, false)
  }

  /// Finds the highest-priority match for the segments of `input`.
  ///
  /// - Parameter failure: Set to the deepest placeholder refusal seen, to explain a miss.
  /// - Complexity: O(*m*) hash lookups for *m* segments when the patterns met are literal.
  ///   Each placeholder edge may be tried as well, so the worst case is O(*m* · *k*^*d*) for
  ///   *k* placeholder types at a node and *d* segments matched by placeholders on a failing
  ///   branch. Neither depends on the number of patterns.
  func match(
    _ input: LinkInput, trail wantsTrail: Bool, failure: inout (depth: Int, error: DeepLinkError)?
  ) -> Match? {
    var values: [any Sendable] = []
    var trail: [Int] = []
    values.reserveCapacity(4)
    if wantsTrail { trail.reserveCapacity(input.segments.count + 1) }
    var path = input.path
    let entry = path.withUTF8 { bytes in
      Walker(trie: self, input: input, bytes: bytes, wantsTrail: wantsTrail)
        .walk(0, 0, &values, &trail, &failure)
    }
    guard let entry else { return nil }
    return Match(entry: entry, values: values, trail: trail)
  }

}

/// One lookup's depth-first walk, with what does not change along it.
private struct Walker {
  let trie: RouteTrie
  let input: LinkInput
  /// The UTF-8 bytes of `input.path`.
  let bytes: UnsafeBufferPointer<UInt8>
  let wantsTrail: Bool

  func walk(
    _ nodeIndex: Int, _ depth: Int, _ values: inout [any Sendable],
    _ trail: inout [Int], _ failure: inout (depth: Int, error: DeepLinkError)?
  ) -> Int? {
    let nodes = trie.nodes
    if wantsTrail { trail.append(nodeIndex) }
    if depth == input.segments.count {
      if let entry = nodes[nodeIndex].entry { return entry }
      if wantsTrail { trail.removeLast() }
      return nil
    }
    let segment = UnsafeBufferPointer(rebasing: bytes[input.segments[depth]])
    let literal =
      trie.isCaseSensitive
      ? trie.literals.child(of: nodeIndex, segment)
      : trie.literals.child(of: nodeIndex, input.segment(depth).lowercased())
    if let child = literal, let entry = walk(child, depth + 1, &values, &trail, &failure) {
      return entry
    }
    for edge in nodes[nodeIndex].placeholders {
      let parsed: (any Sendable)?
      if let parseUTF8 = trie.kinds[edge.kind].parseUTF8 {
        parsed = parseUTF8(segment)
      } else {
        parsed = trie.kinds[edge.kind].parse(input.segment(depth))
      }
      guard let value = parsed else {
        if failure == nil || failure!.depth < depth {
          failure = (
            depth, trie.kinds[edge.kind].failure(parameter: trie.names[edge.kind], text: input.segment(depth))
          )
        }
        continue
      }
      values.append(value)
      if let entry = walk(edge.child, depth + 1, &values, &trail, &failure) { return entry }
      values.removeLast()
    }
    if let entry = nodes[nodeIndex].catchAll {
      values.append(
        input.segments[depth...].map {
          String(decoding: UnsafeBufferPointer(rebasing: bytes[$0]), as: UTF8.self)
        })
      return entry
    }
    if wantsTrail { trail.removeLast() }
    return nil
  }
}
