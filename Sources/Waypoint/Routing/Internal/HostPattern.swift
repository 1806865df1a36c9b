/// One entry of a table's `hosts`, checked: an exact host (`shop.example`) or every subdomain of a
/// domain (`*.example.com`), each with an optional port (`shop.example:8443`).
///
/// As in apple-app-site-association, `*.example.com` matches `www.example.com` and
/// `a.b.example.com`, never `example.com` itself. Hosts compare without ASCII case; anything else
/// must be equal byte for byte, so a look-alike host never matches.
struct HostPattern: Hashable, Sendable {
  /// The host as the app wrote it.
  let text: String
  /// Whether it is `*.` and a domain.
  let isWildcard: Bool
  /// The bytes a link's host must equal (exact) or end with (wildcard, with the leading `.`),
  /// ASCII letters lowercased.
  private let key: [UInt8]

  /// Checks `text`.
  /// - Throws: ``RouteTableError/invalidHost(_:reason:)`` naming the first problem.
  init(_ text: String) throws(RouteTableError) {
    func fail(_ reason: String) -> RouteTableError { .invalidHost(text, reason: reason) }
    self.text = text
    var rest = Substring(text)
    isWildcard = rest.hasPrefix("*.")
    if isWildcard { rest = rest.dropFirst(2) }
    guard !rest.isEmpty else { throw fail("empty host") }
    if rest.contains("://") || rest.contains("/") { throw fail("a host is written without scheme or path") }
    var domain = rest
    if let colon = rest.firstIndex(of: ":") {
      domain = rest[..<colon]
      let port = rest[rest.index(after: colon)...]
      guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }),
        let number = Int(port), (1...65_535).contains(number)
      else { throw fail("a port is a number from 1 to 65535") }
    }
    if domain.contains("*") { throw fail("* only as the whole first label, as in *.example.com") }
    guard domain.utf8.allSatisfy({ Self.isHostByte($0) || $0 == UInt8(ascii: ".") }) else {
      throw fail("a host is ASCII letters, digits, - and . (an international name in its xn-- form)")
    }
    guard domain.utf8.count <= 253 else { throw fail("longer than 253 characters") }
    let labels = domain.split(separator: ".", omittingEmptySubsequences: false)
    for label in labels {
      guard !label.isEmpty else { throw fail("an empty label") }
      guard label.utf8.count <= 63 else { throw fail("a label longer than 63 characters") }
      guard label.first != "-", label.last != "-" else { throw fail("a label starts or ends with -") }
    }
    if isWildcard, labels.count < 2 {
      throw fail("a wildcard needs a domain of two labels or more, as in *.example.com")
    }
    key = Array(((isWildcard ? "." : "") + rest).utf8).map(Self.lowered)
  }

  /// The host that serves the app-site-association file for this entry: the host itself, or the
  /// domain of a wildcard (`example.com` for `*.example.com`), lowercased.
  var associationHost: String {
    String(decoding: isWildcard ? key.dropFirst() : key[...], as: UTF8.self)
  }

  /// Whether a link's host (its bytes between `//` and the path) is this entry's.
  /// - Complexity: O(*n*) in the length of `host`.
  func matches(_ host: UnsafeBufferPointer<UInt8>) -> Bool {
    guard isWildcard else { return host.count == key.count && Self.endsWith(host, key) }
    guard host.count > key.count, Self.endsWith(host, key) else { return false }
    return Self.isLabels(UnsafeBufferPointer(rebasing: host[..<(host.count - key.count)]))
  }

  /// Whether `bytes` end with `suffix`, ASCII letters compared without case.
  private static func endsWith(_ bytes: UnsafeBufferPointer<UInt8>, _ suffix: [UInt8]) -> Bool {
    let start = bytes.count - suffix.count
    for index in suffix.indices where lowered(bytes[start + index]) != suffix[index] { return false }
    return true
  }

  /// Whether `bytes` are one or more non-empty labels of letters, digits and `-`, joined by `.`.
  private static func isLabels(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    var previous = UInt8(ascii: ".")
    for byte in bytes {
      if byte == UInt8(ascii: ".") {
        if previous == byte { return false }
      } else if !isHostByte(byte) {
        return false
      }
      previous = byte
    }
    return previous != UInt8(ascii: ".")
  }

  private static func isHostByte(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
      true
    default:
      false
    }
  }

  static func lowered(_ byte: UInt8) -> UInt8 {
    (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
  }
}
