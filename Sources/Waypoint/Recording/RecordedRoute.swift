/// A route as a ``NavigationRecording`` keeps it: the route's type and case, and its whole value
/// only when the recorder was allowed to keep values (routes can hold personal data).
///
/// A recording read back (``NavigationRecording/init(json:)``) holds these in place of the app's
/// routes, so a recording replays without the app's types. Written as `{"name": …, "value": …}`.
public struct RecordedRoute: Route, Codable, CustomStringConvertible {
  /// The route's type and case, as `Shop.product`; a route that is not an enum case is its type.
  public let name: String
  /// The whole route as the app's type describes it (`product(42)`), when values were kept.
  public let value: String?

  public init(name: String, value: String? = nil) {
    self.name = name
    self.value = value
  }

  /// `route` as a recording keeps it, with its value when `keepingValue`.
  package init(_ route: AnyRoute, keepingValue: Bool) {
    if let recorded = route.as(RecordedRoute.self) {
      self.init(name: recorded.name, value: keepingValue ? recorded.value : nil)
      return
    }
    let base = route.base
    let type = String(describing: Swift.type(of: base))
    // NB: the case's name from the value's structure, not from a description the app may have
    // written to show the value; a case without a payload is named by its description only when
    // the app wrote none.
    let mirror = Mirror(reflecting: base)
    var name = type
    if mirror.displayStyle == .enum {
      if let label = mirror.children.first?.label {
        name = "\(type).\(label)"
      } else if !(base is any CustomStringConvertible) {
        name = "\(type).\(String(describing: base))"
      }
    }
    self.init(name: name, value: keepingValue ? String(describing: base) : nil)
  }

  public var description: String { value.map { "\(name) \($0)" } ?? name }
}

/// A tag, a tab's id or a group's id as a ``NavigationRecording`` keeps it: its description, the
/// same for the same tag, so a replay tells tabs and tagged screens apart as the app did. Written
/// as that text.
public struct RecordedTag: Hashable, Sendable, Codable, CustomStringConvertible {
  /// The tag's description (`shop`, `42`).
  public let text: String

  public init(_ text: String) {
    self.text = text
  }

  /// `tag` as a recording keeps it.
  init(_ tag: AnyTag) {
    self.init(tag.as(RecordedTag.self)?.text ?? String(describing: tag.base))
  }

  public init(from decoder: any Decoder) throws {
    text = try decoder.singleValueContainer().decode(String.self)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(text)
  }

  public var description: String { text }
}
