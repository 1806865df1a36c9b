// Percent-decoding of untrusted text and percent-encoding of printed values (RFC 3986).
enum PercentEncoding {
  /// `text` with its `%XX` escapes decoded; `text` itself (no copy) when it has none.
  /// - Returns: `nil` for a `%` not followed by two hex digits, or bytes that are not UTF-8.
  /// - Complexity: O(n) in the length of `text`.
  static func decode(_ text: Substring) -> Substring? {
    let utf8 = text.utf8
    let hasEscape =
      utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: "%")) }
      ?? utf8.contains(UInt8(ascii: "%"))
    guard hasEscape else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count)
    var index = utf8.startIndex
    while index != utf8.endIndex {
      let byte = utf8[index]
      utf8.formIndex(after: &index)
      guard byte == UInt8(ascii: "%") else {
        bytes.append(byte)
        continue
      }
      guard index != utf8.endIndex, let high = hexValue(utf8[index]) else { return nil }
      utf8.formIndex(after: &index)
      guard index != utf8.endIndex, let low = hexValue(utf8[index]) else { return nil }
      utf8.formIndex(after: &index)
      bytes.append(high << 4 | low)
    }
    // NB: `String(validating:as:)` needs iOS 18. Decoding repairs bad UTF-8 with U+FFFD, so the
    // bytes come back unchanged exactly when they were valid.
    let decoded = String(decoding: bytes, as: UTF8.self)
    guard decoded.utf8.elementsEqual(bytes) else { return nil }
    return Substring(decoded)
  }

  /// `text` with every byte outside the unreserved set (`A-Z a-z 0-9 - . _ ~`) escaped, so it
  /// is safe in a path segment, a query key or a query value.
  /// - Complexity: O(n) in the length of `text`.
  static func encode(_ text: String) -> String {
    let utf8 = text.utf8
    guard !utf8.allSatisfy(isUnreserved) else { return text }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(utf8.count * 3)
    let hex = Array("0123456789ABCDEF".utf8)
    for byte in utf8 {
      if isUnreserved(byte) {
        bytes.append(byte)
      } else {
        bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
      }
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  private static func isUnreserved(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "~"):
      true
    default:
      false
    }
  }

  private static func hexValue(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }
}
