/// A link as a ``RouteTable`` matched it, before any route is made: the pattern it matched and
/// the values it captured, by name.
///
/// Get one from ``RouteTable/match(_:)`` to log or count links by pattern, or in the closure of
/// ``RouteTable/add(_:placement:values:build:)``, which builds routes for patterns known only at
/// run time:
///
/// ```swift
/// let match = try links.match("shop://product/42?tag=new&tag=sale")
/// match.pattern.text                    // "product/:id(int)?tag=:tags([string])"
/// match.value("id", as: Int.self)       // 42
/// match.value("tags", as: [String].self)  // ["new", "sale"]
/// ```
public struct RouteMatch: Sendable, CustomStringConvertible {
  /// The pattern the link matched.
  public let pattern: RoutePattern
  /// Where the pattern places its route.
  public let placement: Placement
  /// The captured values, in the order of ``RoutePattern/names``.
  let values: [any Sendable]

  init(pattern: RoutePattern, placement: Placement, values: [any Sendable]) {
    self.pattern = pattern
    self.placement = placement
    self.values = values
  }

  /// The names of the captured values, in pattern order: path placeholders, the catch-all,
  /// query items, then the fragment.
  public var names: [String] { pattern.names }

  /// The value captured for the placeholder `name`, as a `T`.
  ///
  /// ```swift
  /// let id: Int? = match.value("id")
  /// ```
  ///
  /// - Parameters:
  ///   - name: A name from ``names``.
  ///   - type: The value's type: the placeholder's (`Int` for `:id(int)`, `[String]` for a catch-all
  ///     or a list of strings); for an optional item, the wrapped type.
  /// - Returns: The value, or `nil` when the pattern has no placeholder `name`, its value is of
  ///   another type, or it is an optional item the link left out.
  public func value<T: URLParameter>(_ name: String, as type: T.Type = T.self) -> T? {
    guard let index = names.firstIndex(of: name) else { return nil }
    return values[index] as? T
  }

  /// The pattern and each value as text, for logs: `product/:id(int) id=42 tags=[new, sale]`.
  public var description: String {
    let parts = zip(names, values).map { name, value in "\(name)=\(Self.text(of: value))" }
    return ([pattern.text] + parts).joined(separator: " ")
  }

  private static func text(of value: Any) -> String {
    if let value = value as? any OptionalURLParameter, value.isNone { return "nil" }
    if let list = value as? [any URLParameter] {
      return "[" + list.map(\.urlText).joined(separator: ", ") + "]"
    }
    if let value = value as? any URLParameter { return value.urlText }
    return "\(value)"
  }
}
