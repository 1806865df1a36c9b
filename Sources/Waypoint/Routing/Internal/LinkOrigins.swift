/// Where a table takes links from: its custom schemes, its universal-link hosts, and whether a
/// bare `/path` is a link. Checked once, when the table is made.
struct LinkOrigins: Sendable {
  var schemes: [String]
  var hosts: [HostPattern]
  var acceptsBarePaths: Bool

  /// Checks every scheme and host.
  /// - Throws: ``RouteTableError/invalidScheme(_:reason:)`` or
  ///   ``RouteTableError/invalidHost(_:reason:)`` naming the first problem; a table that refuses
  ///   bare paths and has no scheme or host would take no link at all, which is an
  ///   ``RouteTableError/invalidHost(_:reason:)`` of the empty host.
  init(schemes: [String], hosts: [String], acceptsBarePaths: Bool) throws(RouteTableError) {
    for scheme in schemes { try Self.check(scheme: scheme) }
    var patterns: [HostPattern] = []
    for host in hosts { patterns.append(try HostPattern(host)) }
    guard acceptsBarePaths || !schemes.isEmpty || !hosts.isEmpty else {
      throw .invalidHost("", reason: "a table that refuses bare paths needs a scheme or a host")
    }
    self.schemes = schemes
    self.hosts = patterns
    self.acceptsBarePaths = acceptsBarePaths
  }

  /// The same origins, taking bare paths too (the table's own printed paths are checked so).
  var withBarePaths: LinkOrigins {
    var origins = self
    origins.acceptsBarePaths = true
    return origins
  }

  /// The first host that is not a wildcard: the one printed links use.
  var printingHost: String? { hosts.first { !$0.isWildcard }?.text }

  /// Checks a custom scheme: RFC 3986's `ALPHA *( ALPHA / DIGIT / "+" / "-" / "." )`, and not
  /// `http` or `https`, whose links are read through the hosts.
  private static func check(scheme: String) throws(RouteTableError) {
    func fail(_ reason: String) -> RouteTableError { .invalidScheme(scheme, reason: reason) }
    if scheme.hasSuffix(":") || scheme.contains("://") {
      throw fail("a scheme is written without :// as in shop")
    }
    guard let first = scheme.utf8.first, isASCIILetter(first),
      scheme.utf8.allSatisfy({ isASCIILetter($0) || (0x30...0x39).contains($0) || "+-.".utf8.contains($0) })
    else { throw fail("a scheme is a letter, then letters, digits, +, - and .") }
    let lowered = scheme.lowercased()
    if lowered == "https" || lowered == "http" {
      throw fail("https links are read through hosts:, with the host checked")
    }
  }

  /// Where the path of `bytes[..<end]` starts: past the scheme and, for a universal link, the
  /// host; at once for a bare `/path`.
  /// - Throws: ``DeepLinkError`` naming why the link does not come from these origins.
  func pathStart(_ bytes: UnsafeBufferPointer<UInt8>, _ end: Int) throws(DeepLinkError) -> Int {
    if end > 0, bytes[0] == UInt8(ascii: "/") {
      guard acceptsBarePaths else {
        throw .malformed(reason: "a bare path; this table takes full links only")
      }
      return 0
    }
    guard let colon = bytes[0..<end].firstIndex(of: UInt8(ascii: ":")) else {
      throw .malformed(reason: "no scheme")
    }
    let scheme = UnsafeBufferPointer(rebasing: bytes[0..<colon])
    guard let first = scheme.first, Self.isASCIILetter(first),
      scheme.allSatisfy({
        Self.isASCIILetter($0) || (0x30...0x39).contains($0) || $0 == 0x2B || $0 == 0x2D || $0 == 0x2E
      })
    else { throw .malformed(reason: "no scheme") }
    var rest = colon + 1
    let slashes = end - rest >= 2 && bytes[rest] == UInt8(ascii: "/") && bytes[rest + 1] == UInt8(ascii: "/")
    if schemes.contains(where: { Self.equalIgnoringASCIICase($0, scheme) }) {
      return slashes ? rest + 2 : rest
    }
    guard Self.equalIgnoringASCIICase("https", scheme), !hosts.isEmpty else {
      throw .unsupportedScheme(String(decoding: scheme, as: UTF8.self))
    }
    guard slashes else { throw .malformed(reason: "https link without a host") }
    rest += 2
    let slash = bytes[rest..<end].firstIndex(of: UInt8(ascii: "/")) ?? end
    let host = UnsafeBufferPointer(rebasing: bytes[rest..<slash])
    guard !host.contains(UInt8(ascii: "@")) else { throw .malformed(reason: "user info in host") }
    guard hosts.contains(where: { $0.matches(host) }) else {
      throw .unknownHost(String(decoding: host, as: UTF8.self))
    }
    return slash
  }

  private static func isASCIILetter(_ byte: UInt8) -> Bool {
    (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
  }

  /// Whether `known` and `bytes` are equal, ASCII letters compared without case. Non-ASCII
  /// bytes must be equal, so a look-alike (Cyrillic `ѕ` for `s`) never matches.
  private static func equalIgnoringASCIICase(_ known: String, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var known = known
    return known.withUTF8 { left in
      guard left.count == bytes.count else { return false }
      for index in left.indices where HostPattern.lowered(left[index]) != HostPattern.lowered(bytes[index]) {
        return false
      }
      return true
    }
  }
}
