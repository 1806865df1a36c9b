/// A ``URLParameter`` type, erased so a trie edge and a pattern's entry can hold it.
struct ParameterKind: Sendable {
  /// The type's name in patterns (`int`).
  let name: String
  /// The identity of the type, `Optional` unwrapped.
  let type: ObjectIdentifier
  /// Whether the type is an `Optional` (allowed for query items only).
  let isOptional: Bool
  /// Whether the type is a fixed-width integer, so a long run of digits is an overflow.
  let isInteger: Bool
  /// The value for `text`, boxed, or `nil` when `text` is not a valid value.
  let parse: @Sendable (Substring) -> (any Sendable)?
  /// The text for a boxed value, or `nil` for an absent optional.
  let print: @Sendable (any Sendable) -> String?
  /// Whether two boxed values are equal.
  let equal: @Sendable (any Sendable, any Sendable) -> Bool
  /// The boxed `nil` of an optional type.
  let absent: (any Sendable)?

  static func of<P: URLParameter>(_ type: P.Type) -> ParameterKind {
    let optional = P.self as? any OptionalURLParameter.Type
    let base = optional?.wrappedParameterType ?? P.self
    return ParameterKind(
      name: P.urlTypeName,
      type: ObjectIdentifier(base),
      isOptional: optional != nil,
      isInteger: base is any FixedWidthInteger.Type,
      parse: parser(P.self),
      print: { value in
        guard let value = value as? P else { return nil }
        if let value = value as? any OptionalURLParameter, value.isNone { return nil }
        return value.urlText
      },
      equal: { lhs, rhs in (lhs as? P) == (rhs as? P) },
      absent: optional?.noneValue
    )
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

  /// The error for `text` that ``parse`` refused, at the placeholder `name`.
  func failure(parameter: String, text: Substring) -> DeepLinkError {
    let digits = text.first == "-" ? text.dropFirst() : text
    if isInteger, !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) {
      return .overflow(parameter: parameter, value: String(text))
    }
    return .invalidValue(parameter: parameter, value: String(text), type: name)
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
