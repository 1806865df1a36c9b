// One table for an app with several route types (a child flow brings its own): a
// `RouteTable<AnyRoute>` takes each route type's cases as they are.
extension RouteTable where Route == AnyRoute {
  /// Registers `pattern` for a route of any route type, without values.
  ///
  /// ```swift
  /// var links = RouteTable<AnyRoute>(schemes: ["shop"])
  /// try links.add("cart", Shop.cart)
  /// try links.add("checkout/pay", Checkout.payment, placement: .present(.sheet))
  /// ```
  /// - Throws: As ``add(_:_:placement:)-(String,Route,_)``.
  public mutating func add<R: Waypoint.Route>(
    _ pattern: String, _ route: R, placement: Placement = .push
  ) throws(RouteTableError) {
    try add(pattern, AnyRoute(route), placement: placement)
  }

  /// Registers `pattern` for the routes, of any route type, that `route` makes from the
  /// pattern's values.
  ///
  /// ```swift
  /// try links.add("product/:id(int)", Shop.product)
  /// try links.add("orders/:id(int)", Account.order)
  /// ```
  /// - Throws: As the registration of a table of one route type.
  public mutating func add<R: Waypoint.Route, each Value: URLParameter>(
    _ pattern: String, _ route: @escaping @Sendable (repeat each Value) -> R, placement: Placement = .push
  ) throws(RouteTableError) {
    let wrapped: @Sendable (repeat each Value) -> AnyRoute = { (values: repeat each Value) in
      AnyRoute(route(repeat each values))
    }
    try add(pattern, making: wrapped, placement: placement)
  }
}
