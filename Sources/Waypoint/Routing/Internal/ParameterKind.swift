import Foundation

/// A ``URLParameter`` type, erased so a trie edge and a pattern's entry can hold it.
struct ParameterKind: Sendable {
  /// The type's name in patterns (`int`, `[int]` for a list).
  let name: String
  /// The identity of the type, `Optional` unwrapped.
  let type: ObjectIdentifier
  /// Whether the type is an `Optional` (allowed for query items and the fragment only).
  let isOptional: Bool
  /// Whether the type is a fixed-width integer, so a long run of digits is an overflow.
  let isInteger: Bool
  /// For an array type (`Optional` unwrapped), how to read and print it item by item.
  let list: ListKind?
  /// The value for `text`, boxed, or `nil` when `text` is not a valid value.
  let parse: @Sendable (Substring) -> (any Sendable)?
  /// ``parse`` on the text's UTF-8 bytes, for the types that read bytes directly (`String`, `Int`):
  /// a link's path segments are bytes, and making a `Substring` of one costs more than reading it.
  let parseUTF8: (@Sendable (UnsafeBufferPointer<UInt8>) -> (any Sendable)?)?
  /// The text for a boxed value, or `nil` for an absent optional.
  let print: @Sendable (any Sendable) -> String?
  /// Whether two boxed values are equal.
  let equal: @Sendable (any Sendable, any Sendable) -> Bool
  /// `value` as this type, boxed, or `nil` when it is another type.
  let cast: @Sendable (Any) -> (any Sendable)?
  /// The value of an item the link leaves out: `nil` for an optional, `[]` for a list.
  let absent: (any Sendable)?
  /// The value of an item the link gives as empty (`?q=`), when the type reads the empty text:
  /// `""` for a `String`.
  let empty: (any Sendable)?
  /// A value a link can give this type, or `nil` when none is known (see ``PrintIndex``).
  let sample: (any Sendable)?

  static func of<P: URLParameter>(_ type: P.Type) -> ParameterKind {
    let optional = P.self as? any OptionalURLParameter.Type
    let base = optional?.wrappedParameterType ?? P.self
    let list = (base as? any ListURLParameter.Type)?.listKind
    let parse = parser(P.self)
    var absent: (any Sendable)?
    if let optional {
      absent = optional.noneValue
    } else if let list {
      absent = list.make([])
    }
    return ParameterKind(
      name: P.urlTypeName,
      type: ObjectIdentifier(base),
      isOptional: optional != nil,
      isInteger: base is any FixedWidthInteger.Type,
      list: list,
      parse: parse,
      parseUTF8: utf8Parser(P.self),
      print: { value in
        guard let value = value as? P else { return nil }
        if let value = value as? any OptionalURLParameter, value.isNone { return nil }
        return value.urlText
      },
      equal: { lhs, rhs in (lhs as? P) == (rhs as? P) },
      cast: { $0 as? P },
      absent: absent,
      empty: parse(""),
      sample: absent ?? firstCase(of: P.self) ?? sampleTexts.lazy.compactMap { parse(Substring($0)) }.first
    )
  }

  /// Texts tried in turn for a sample value: a number, a `Bool`, a `UUID`, a word.
  private static let sampleTexts = ["0", "false", "00000000-0000-0000-0000-000000000000", "a"]

  private static func firstCase<P: URLParameter>(of _: P.Type) -> (any Sendable)? {
    func first<C: CaseIterable>(_: C.Type) -> Any? { C.allCases.first }
    guard let cases = P.self as? any CaseIterable.Type else { return nil }
    return first(cases) as? P
  }

  // NB: the built-in types get closures of their own, so the hot path needs no generic
  // metadata look-up for `P?` on every call.
  private static func parser<P: URLParameter>(_: P.Type) -> @Sendable (Substring) -> (any Sendable)? {
    if P.self == Int.self { return { Int(urlText: $0) } }
    if P.self == String.self { return { String(urlText: $0) } }
    if P.self == Double.self { return { Double(urlText: $0) } }
    if P.self == Bool.self { return { Bool(urlText: $0) } }
    return { P(urlText: $0) }
  }

  private static func utf8Parser<P: URLParameter>(
    _: P.Type
  ) -> (@Sendable (UnsafeBufferPointer<UInt8>) -> (any Sendable)?)? {
    if P.self == String.self { return { String(decoding: $0, as: UTF8.self) } }
    if P.self == Int.self { return { Int(urlUTF8: $0) } }
    return nil
  }

  /// The error for `text` that ``parse`` refused, at the placeholder `name`.
  func failure(parameter: String, text: Substring) -> DeepLinkError {
    let digits = text.first == "-" ? text.dropFirst() : text
    if isInteger, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
      return .overflow(parameter: parameter, value: String(text))
    }
    return .invalidValue(parameter: parameter, value: String(text), type: name)
  }
}

/// How a list type (`[Int]`) is read from repeated query items and printed back.
final class ListKind: Sendable {
  /// The kind of one element.
  let element: ParameterKind
  /// The list of `elements`, boxed; each is a boxed element.
  let make: @Sendable ([any Sendable]) -> any Sendable
  /// The elements of a boxed list, boxed, or `nil` when it is another type.
  let elements: @Sendable (any Sendable) -> [any Sendable]?

  init<Element: URLParameter>(_: Element.Type) {
    element = .of(Element.self)
    make = { values in values.map { $0 as! Element } }
    elements = { list in (list as? [Element])?.map { $0 } }
  }
}

/// Lets ``ParameterKind`` see through `Optional`.
protocol OptionalURLParameter {
  static var wrappedParameterType: any URLParameter.Type { get }
  static var noneValue: any Sendable { get }
  var isNone: Bool { get }
}

extension Optional: OptionalURLParameter where Wrapped: URLParameter {
  static var wrappedParameterType: any URLParameter.Type { Wrapped.self }
  static var noneValue: any Sendable { Wrapped?.none }
  var isNone: Bool { self == nil }
}

/// Lets ``ParameterKind`` see the element type of an array.
protocol ListURLParameter {
  static var listKind: ListKind { get }
}

extension Array: ListURLParameter where Element: URLParameter {
  static var listKind: ListKind { ListKind(Element.self) }
}
