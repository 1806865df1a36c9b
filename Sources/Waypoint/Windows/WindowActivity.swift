import Foundation

/// A link to a screen, and optionally a window's whole tree, as a value an `NSUserActivity`
/// carries: for Handoff, Spotlight, quick actions and a new window's first screen.
///
/// ``RouteTable`` makes one for a route (``RouteTable/userActivity(for:type:restoration:)``)
/// and reads the route back (``RouteTable/route(for:)-(WindowActivity)``), so activities use
/// the same table as links. On Apple's systems `NSUserActivity(activity)` and
/// `WindowActivity(userActivity)` convert it; Linux's Foundation has no `NSUserActivity`, so the
/// value is plain.
///
/// ```swift
/// let activity = try links.userActivity(for: .product(42), type: "com.example.shop.screen")
/// scene.userActivity = NSUserActivity(activity)   // Handoff
/// let route = try links.route(for: WindowActivity(continued))  // .product(42)
/// ```
public struct WindowActivity: Hashable, Sendable, Codable {
  /// The activity type, as the app declares it under `NSUserActivityTypes` in its Info.plist.
  public var type: String
  /// The link the activity opens: a custom-scheme link, a universal link, or a bare path.
  public var link: String?
  /// The `https` link a browser opens when the activity is continued on a device without the
  /// app; `nil` when the link is not `http` or `https` (`NSUserActivity` accepts no other).
  public var webpageURL: URL?
  /// A window's whole tree (``AnyNavigator/snapshot()``), for a window restored or continued
  /// whole; `nil` for a link only.
  public var restoration: Data?

  /// An activity of `type` opening `link`, with a window's tree when `restoration` is given.
  ///
  /// ``webpageURL`` is `link` when it is an `http` or `https` link, else `nil`.
  public init(type: String, link: String?, restoration: Data? = nil) {
    self.type = type
    self.link = link
    self.restoration = restoration
    webpageURL = link.flatMap(Self.webpage)
  }

  /// `text` as a web page's URL, or `nil` when it is not an absolute `http` or `https` URL.
  static func webpage(_ text: String) -> URL? {
    guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
      scheme == "https" || scheme == "http", url.host != nil
    else { return nil }
    return url
  }

  /// The key of ``link`` in an `NSUserActivity`'s `userInfo`.
  public static let linkKey = "waypoint.link"
  /// The key of ``restoration`` in an `NSUserActivity`'s `userInfo`.
  public static let restorationKey = "waypoint.restoration"
}
