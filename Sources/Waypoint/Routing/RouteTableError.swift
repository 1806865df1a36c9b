/// Why a ``RouteTable`` could not be set up: a pattern that could not be added, or a scheme or
/// host it cannot take links from. Set-up happens once, at launch, so these are programmer errors
/// reported with the text that caused them.
public enum RouteTableError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The pattern breaks the syntax of ``RoutePattern``, or does not fit the route's
  /// constructor (wrong number or types of values).
  case invalidPattern(String, reason: String)
  /// The pattern would match exactly the same URLs as one already registered. Waypoint never
  /// lets a later registration silently win.
  case conflict(String, existing: String)
  /// A scheme that is not one: empty, written with `://`, a character RFC 3986 does not allow,
  /// or `http`/`https` (whose links are read through the table's hosts).
  case invalidScheme(String, reason: String)
  /// A host that is not one: a character a host cannot have, an empty label, a bad port, or a
  /// `*` anywhere but as the whole first label of `*.example.com`.
  case invalidHost(String, reason: String)

  public var description: String {
    switch self {
    case .invalidPattern(let pattern, let reason): "Invalid route pattern \"\(pattern)\": \(reason)"
    case .conflict(let pattern, let existing):
      "Route pattern \"\(pattern)\" matches exactly the same URLs as \"\(existing)\""
    case .invalidScheme(let scheme, let reason): "Invalid scheme \"\(scheme)\": \(reason)"
    case .invalidHost(let host, let reason): "Invalid host \"\(host)\": \(reason)"
    }
  }
}
