import Foundation

/// A value that a placeholder or a query item of a URL pattern can carry.
///
/// Waypoint ships `String`, `Int`, `Double`, `Bool` and `UUID`, `Optional`s of them (for query
/// items and the fragment that may be left out) and arrays of them (for a catch-all, `[String]`,
/// and for query items given several times, `?tag=a&tag=b`). An app adds its own by conforming a
/// type; enums with `String` raw values get the conversion for free:
///
/// ```swift
/// enum Category: String, URLParameter {
///   case shoes, bags
///   static let urlTypeName = "category"
/// }
/// try links.add("category/:name(category)", Shop.category)
/// ```
///
/// A conversion must round-trip: `Self(urlText: value.urlText) == value` for every value the
/// app creates, or a printed link would open another screen. Property tests check this for the
/// built-in types.
public protocol URLParameter: Hashable, Sendable {
  /// The type's name in patterns, as in `:id(int)`.
  static var urlTypeName: String { get }

  /// The value written in `urlText` (already percent-decoded), or `nil` when the text is not
  /// a valid value.
  init?(urlText: Substring)

  /// The value as text, before percent-encoding.
  var urlText: String { get }
}

extension URLParameter where Self: RawRepresentable, RawValue == String {
  /// The case whose raw value is `urlText`.
  public init?(urlText: Substring) {
    self.init(rawValue: String(urlText))
  }

  /// The raw value.
  public var urlText: String { rawValue }
}

extension URLParameter {
  /// The type's name, lowercased: `Category` is `category`.
  public static var urlTypeName: String { String(describing: Self.self).lowercased() }
}

extension String: URLParameter {
  public static var urlTypeName: String { "string" }
  /// Any text. A path segment is never empty, so only a query value (`?q=`) or a fragment gives
  /// the empty string.
  public init?(urlText: Substring) {
    self = String(urlText)
  }
  public var urlText: String { self }
}

extension Int: URLParameter {
  public static var urlTypeName: String { "int" }
  /// Decimal digits with an optional leading `-`; a value past `Int.max` or `Int.min` is
  /// refused (the link fails with ``DeepLinkError/overflow(parameter:value:)``).
  public init?(urlText: Substring) {
    let parsed =
      urlText.utf8.withContiguousStorageIfAvailable { Int(urlUTF8: $0) }
      ?? { () -> Int? in
        var text = String(urlText)
        return text.withUTF8 { Int(urlUTF8: $0) }
      }()
    guard let parsed else { return nil }
    self = parsed
  }
  public var urlText: String { String(self) }

  /// ``init(urlText:)`` on the text's UTF-8 bytes: decimal digits with an optional leading `-`,
  /// `nil` past `Int.max` or `Int.min`.
  init?(urlUTF8 bytes: UnsafeBufferPointer<UInt8>) {
    let negative = bytes.first == UInt8(ascii: "-")
    let digits = bytes.dropFirst(negative ? 1 : 0)
    guard !digits.isEmpty else { return nil }
    var value = 0
    for byte in digits {
      let digit = Int(byte) &- 0x30
      guard digit >= 0, digit <= 9 else { return nil }
      let (shifted, overflowA) = value.multipliedReportingOverflow(by: 10)
      let (next, overflowB) =
        negative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
      guard !overflowA, !overflowB else { return nil }
      value = next
    }
    self = value
  }
}

extension Double: URLParameter {
  public static var urlTypeName: String { "double" }
  /// A finite decimal number (`3`, `-0.5`, `1e3`); `nan` and `inf` are refused.
  public init?(urlText: Substring) {
    guard let first = urlText.utf8.first, first == UInt8(ascii: "-") || (0x30...0x39).contains(first),
      let value = Double(urlText), value.isFinite
    else { return nil }
    self = value
  }
  public var urlText: String { "\(self)" }
}

extension Bool: URLParameter {
  public static var urlTypeName: String { "bool" }
  /// `true` or `false`.
  public init?(urlText: Substring) {
    switch urlText {
    case "true": self = true
    case "false": self = false
    default: return nil
    }
  }
  public var urlText: String { self ? "true" : "false" }
}

extension UUID: URLParameter {
  public static var urlTypeName: String { "uuid" }
  /// The 36-character form, in either case.
  public init?(urlText: Substring) {
    guard urlText.utf8.count == 36, let value = UUID(uuidString: String(urlText)) else { return nil }
    self = value
  }
  /// Upper case, as `UUID.uuidString` writes it.
  public var urlText: String { uuidString }
}

extension Optional: URLParameter where Wrapped: URLParameter {
  public static var urlTypeName: String { Wrapped.urlTypeName }
  /// The wrapped value; only query items and the fragment may be optional (`?sort=:sort?`).
  public init?(urlText: Substring) {
    guard let value = Wrapped(urlText: urlText) else { return nil }
    self = .some(value)
  }
  /// The wrapped value's text, or empty for `nil` (the query item is then left out).
  public var urlText: String { self?.urlText ?? "" }
}

extension Array: URLParameter where Element: URLParameter {
  /// The element type's name in brackets: `[int]`, `[string]`.
  public static var urlTypeName: String { "[\(Element.urlTypeName)]" }
  /// The elements of `urlText` split at `/`, each non-empty: how a catch-all (`*rest`) reads
  /// its segments. A query item of a list type is read item by item instead: `?tag=a&tag=b`.
  public init?(urlText: Substring) {
    var elements: [Element] = []
    for segment in urlText.split(separator: "/", omittingEmptySubsequences: false) {
      guard !segment.isEmpty, let element = Element(urlText: segment) else { return nil }
      elements.append(element)
    }
    self = elements
  }
  /// The elements' texts joined by `/`.
  public var urlText: String { map(\.urlText).joined(separator: "/") }
}
