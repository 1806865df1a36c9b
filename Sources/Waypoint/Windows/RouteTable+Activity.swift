import Foundation

// Activities use the link table: an activity carries a route's link, so Handoff, Spotlight and
// quick actions open screens exactly as links do.
extension RouteTable {
  /// The activity for `route`: its link, as ``string(for:)`` prints it, and a window's tree
  /// when `restoration` is given.
  ///
  /// ```swift
  /// let activity = try links.userActivity(for: .product(42), type: "com.example.shop.screen")
  /// activity.link        // "https://shop.example/product/42"
  /// activity.webpageURL  // the same, so Safari opens it on a device without the app
  /// ```
  ///
  /// - Parameters:
  ///   - route: The screen the activity opens.
  ///   - type: The activity type, declared under `NSUserActivityTypes` in the Info.plist.
  ///   - restoration: A window's whole tree (``AnyNavigator/snapshot()``), or `nil`.
  /// - Throws: ``DeepLinkError/unprintable(route:)`` when no pattern prints `route`.
  public func userActivity(
    for route: Route, type: String, restoration: Data? = nil
  ) throws(DeepLinkError) -> WindowActivity {
    WindowActivity(type: type, link: try string(for: route), restoration: restoration)
  }

  /// The route `activity` opens: the route of its link.
  /// - Throws: ``DeepLinkError/malformed(reason:)`` when the activity carries no link, or any
  ///   error of ``route(for:)-(String)`` for its link.
  public func route(for activity: WindowActivity) throws(DeepLinkError) -> Route {
    try route(for: try Self.link(of: activity))
  }

  /// The link `activity` opens, with the routes of its path; see ``parse(_:)-(String)``.
  /// - Throws: As ``route(for:)-(WindowActivity)``.
  public func parse(_ activity: WindowActivity) throws(DeepLinkError) -> DeepLink<Route> {
    try parse(try Self.link(of: activity))
  }

  private static func link(of activity: WindowActivity) throws(DeepLinkError) -> String {
    guard let link = activity.link ?? activity.webpageURL?.absoluteString else {
      throw .malformed(reason: "the activity \(activity.type) carries no link")
    }
    return link
  }
}

extension Navigator {
  /// The activity for this window: the link of the top-most screen a link in `links` opens, and
  /// the whole tree (``AnyNavigator/snapshot()``), for scene restoration or Handoff of the
  /// window.
  ///
  /// ```swift
  /// func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? {
  ///   (try? shop.navigator.userActivity(using: shop.links, type: "com.example.shop.window"))
  ///     .map(NSUserActivity.init)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - links: The app's route table.
  ///   - type: The activity type.
  /// - Returns: The activity; its link is `nil` when no screen on the top stack has one.
  /// - Throws: A ``RestorationError`` when the tree cannot be saved.
  public func userActivity(using links: RouteTable<R>, type: String) throws(RestorationError)
    -> WindowActivity
  {
    let link = state.topStack.entries.reversed().lazy.compactMap { entry in
      entry.route.as(R.self).flatMap { try? links.string(for: $0) }
    }.first
    return WindowActivity(type: type, link: link, restoration: try snapshot())
  }
}
