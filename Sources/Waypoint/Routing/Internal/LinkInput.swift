/// An untrusted link, taken apart: its path segments (percent-decoded) and its raw query.
struct LinkInput {
  var segments: [Substring]
  var query: Substring?

  /// Takes `text` apart for a table with `schemes`, `hosts` and a length `limit`.
  ///
  /// Accepted forms: `scheme://first/more` or `scheme:first/more` for a custom scheme (the host
  /// is the first segment), `https://host/path` for a known host, and `/path` alone. A fragment
  /// is ignored; one trailing `/` is ignored.
  ///
  /// - Throws: ``DeepLinkError`` naming the first problem found.
  /// - Complexity: O(n) in the length of `text`.
  init(_ text: String, schemes: [String], hosts: [String], limit: Int) throws(DeepLinkError) {
    let length = text.utf8.count
    guard length <= limit else { throw .tooLong(length: length, limit: limit) }
    guard !text.utf8.contains(where: { $0 < 0x21 || $0 == 0x7F }) else {
      throw .malformed(reason: "control character or space")
    }
    var rest = Substring(text)
    if let hash = rest.utf8.firstIndex(of: UInt8(ascii: "#")) { rest = rest[..<hash] }
    if let mark = rest.utf8.firstIndex(of: UInt8(ascii: "?")) {
      query = rest[rest.index(after: mark)...]
      rest = rest[..<mark]
    } else {
      query = nil
    }
    if rest.utf8.first != UInt8(ascii: "/") {
      rest = try Self.dropSchemeAndHost(rest, schemes: schemes, hosts: hosts)
    }
    if rest.utf8.first == UInt8(ascii: "/") { rest = rest.dropFirst() }
    if rest.utf8.last == UInt8(ascii: "/") { rest = rest.dropLast() }
    segments = []
    guard !rest.isEmpty else { return }
    var index = 0
    for raw in rest.split(separator: "/", omittingEmptySubsequences: false) {
      guard !raw.isEmpty else { throw .emptySegment(index: index) }
      guard let segment = PercentEncoding.decode(raw) else { throw .badEscape(String(raw)) }
      guard segment != ".", segment != ".." else { throw .dotSegment(index: index) }
      segments.append(segment)
      index += 1
    }
  }

  private static func dropSchemeAndHost(
    _ text: Substring, schemes: [String], hosts: [String]
  ) throws(DeepLinkError) -> Substring {
    guard let colon = text.utf8.firstIndex(of: UInt8(ascii: ":")) else {
      throw .malformed(reason: "no scheme")
    }
    let scheme = text[..<colon]
    guard let first = scheme.utf8.first, isASCIILetter(first),
      scheme.utf8.allSatisfy({ isASCIILetter($0) || (0x30...0x39).contains($0) || "+-.".utf8.contains($0) })
    else { throw .malformed(reason: "no scheme") }
    var rest = text[text.index(after: colon)...]
    if schemes.contains(where: { equalIgnoringASCIICase($0, scheme) }) {
      if rest.hasPrefix("//") { rest = rest.dropFirst(2) }
      return rest
    }
    guard equalIgnoringASCIICase("https", scheme), !hosts.isEmpty else {
      throw .unsupportedScheme(String(scheme))
    }
    guard rest.hasPrefix("//") else { throw .malformed(reason: "https link without a host") }
    rest = rest.dropFirst(2)
    let slash = rest.utf8.firstIndex(of: UInt8(ascii: "/")) ?? rest.endIndex
    let host = rest[..<slash]
    guard !host.utf8.contains(UInt8(ascii: "@")) else { throw .malformed(reason: "user info in host") }
    guard hosts.contains(where: { equalIgnoringASCIICase($0, host) }) else {
      throw .unknownHost(String(host))
    }
    return rest[slash...]
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether `known` and `text` are equal, ASCII letters compared without case. Non-ASCII
  /// bytes must be equal, so a look-alike (Cyrillic `ѕ` for `s`) never matches.
  static func equalIgnoringASCIICase(_ known: String, _ text: Substring) -> Bool {
    guard known.utf8.count == text.utf8.count else { return false }
    return zip(known.utf8, text.utf8).allSatisfy { lowered($0) == lowered($1) }
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}

extension LinkInput {
  /// The query's items, keys and values percent-decoded, in order; empty items are skipped.
  /// - Throws: ``DeepLinkError/badEscape(_:)``.
  func queryItems() throws(DeepLinkError) -> [(key: Substring, value: Substring)] {
    guard let query, !query.isEmpty else { return [] }
    var items: [(key: Substring, value: Substring)] = []
    for raw in query.split(separator: "&") {
      let equals = raw.utf8.firstIndex(of: UInt8(ascii: "=")) ?? raw.endIndex
      let rawValue = equals == raw.endIndex ? raw[equals...] : raw[raw.index(after: equals)...]
      guard let key = PercentEncoding.decode(raw[..<equals]), let value = PercentEncoding.decode(rawValue)
      else { throw .badEscape(String(raw)) }
      items.append((key, value))
    }
    return items
  }
}
