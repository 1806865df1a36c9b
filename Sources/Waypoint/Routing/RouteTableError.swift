/// Why a pattern could not be added to a ``RouteTable``. Registration happens once, at launch,
/// so these are programmer errors reported with the pattern that caused them.
public enum RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The pattern breaks the syntax of ``RoutePattern``, or does not fit the route's
  /// constructor (wrong number or types of values).
  case invalidPattern(String, reason: String)
  /// The pattern would match exactly the same URLs as one already registered. Waypoint never
  /// lets a later registration silently win.
  case conflict(String, existing: String)

  public var description: String {
    switch self {
    case .invalidPattern(let pattern, let reason): "Invalid route pattern \"\(pattern)\": \(reason)"
    case .conflict(let pattern, let existing):
      "Route pattern \"\(pattern)\" matches exactly the same URLs as \"\(existing)\""
    }
  }
}
