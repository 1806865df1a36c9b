/// A screen the user started or stopped seeing, for analytics (``AnyNavigator/screenViews()``).
///
/// A screen is seen from its `didAppear` to its `didDisappear`, by the appearance rules every host
/// follows: the top screen of the top layer, and under a page sheet or a card the screen it covers
/// too. So a push, a Back swipe, a sheet pulled down, a tab tapped and a restore each give their
/// views; a swipe the user called off, or a plan that ends where it began, gives none.
public struct ScreenView: Hashable, Sendable, CustomStringConvertible {
  /// Whether the screen came into view or left it.
  public enum Change: Hashable, Sendable, CustomStringConvertible {
    /// The screen came into view (`viewDidAppear`).
    case appeared
    /// The screen left the view (`viewDidDisappear`), or the tree while it was in view.
    case disappeared

    public var description: String {
      switch self {
      case .appeared: "appeared"
      case .disappeared: "disappeared"
      }
    }
  }

  /// The screen's identity: the same in the view that ends what an earlier one began.
  public let id: ScreenID
  /// What the screen shows.
  public let route: AnyRoute
  /// Whether it came into view or left it.
  public let change: Change
  /// The pattern that prints the route in the route table the stream was made with
  /// (``AnyNavigator/screenViews(linkingWith:)``), `nil` without a table or when no pattern
  /// prints it: a name for the screen without its values (`product/:id(int)`), which analytics
  /// can group by.
  public private(set) var linkPattern: RoutePattern?

  /// A view of `entry`.
  public init(_ change: Change, _ entry: ScreenEntry, linkPattern: RoutePattern? = nil) {
    self.id = entry.id
    self.route = entry.route
    self.change = change
    self.linkPattern = linkPattern
  }

  public var description: String {
    "\(route) \(change)" + (linkPattern.map { " (/\($0.text))" } ?? "")
  }

  /// This view with the pattern `links` prints its route with.
  func linked<R: Route>(by links: RouteTable<R>) -> ScreenView {
    let route = R.self == AnyRoute.self ? self.route as? R : self.route.as(R.self)
    var view = self
    view.linkPattern = route.flatMap(links.pattern(for:))
    return view
  }
}

/// The screens in view, followed from the lifecycle events the host delivers, and the streams
/// of their views.
@MainActor
final class ScreenViewFeed {
  /// The screens in view, each with its entry.
  private var inView: [ScreenID: ScreenEntry] = [:]
  let broadcast = Broadcast<ScreenView>(bufferSize: 256)

  /// Follows `event`: a screen's first `didAppear` is a view, its `didDisappear` ends it; any
  /// other (a `didAppear` again, the reversal of a gesture called off) changes nothing.
  func hear(_ event: HostEvent) {
    switch event.event {
    case .didAppear:
      guard inView.updateValue(event.entry, forKey: event.entry.id) == nil else { return }
      broadcast.send(ScreenView(.appeared, event.entry))
    case .didDisappear:
      guard inView.removeValue(forKey: event.entry.id) != nil else { return }
      broadcast.send(ScreenView(.disappeared, event.entry))
    default:
      return
    }
  }

  /// The screens `gone` left the tree: one still in view (a host that sent no `didDisappear`)
  /// leaves it.
  func left(_ gone: [ScreenID]) {
    for id in gone {
      guard let entry = inView.removeValue(forKey: id) else { continue }
      broadcast.send(ScreenView(.disappeared, entry))
    }
  }
}
