/// A link a ``RouteTable`` has matched: the routes of its path and where they are shown.
///
/// `shop://product/42/reviews` in a table with patterns for `product/:id` and
/// `product/:id/reviews` gives `routes == [.product(42), .reviews(42)]`: every registered
/// pattern that matches a leading part of the link and has the same placement adds its route,
/// so the back button leads where a user expects.
public struct DeepLink<Route: Waypoint.Route>: Hashable, Sendable {
  /// The routes of the path, the link's own route last. Never empty.
  public private(set) var routes: [Route]
  /// Where the path is shown, as the link's pattern declares.
  public var placement: Placement

  /// A link showing `routes` with `placement`, or `nil` when `routes` is empty.
  public init?(routes: [Route], placement: Placement) {
    guard !routes.isEmpty else { return nil }
    self.routes = routes
    self.placement = placement
  }

  /// The link's own route: the last of ``routes``.
  public var route: Route { routes[routes.count - 1] }
}
