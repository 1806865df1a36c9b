import Foundation

/// The app's live windows, each with its own navigator, and the rule that picks the window a
/// link or an activity opens in.
///
/// Each window registers its navigator under its scene session's id when the scene connects,
/// reports its phase as it changes, and unregisters when the scene disconnects. The registry
/// holds navigators weakly: a closed window's navigator is freed even if it never unregistered.
///
/// A link goes, in this order, to:
/// 1. the window the app's ``rule`` picks, when it picks one;
/// 2. the window whose tree holds the link's route (the foremost, when several do);
/// 3. the foremost window: the one active last;
/// 4. a new window (``WindowPlacement/newWindow(_:)``), when no window is live.
///
/// ```swift
/// let windows = WindowRegistry(links: links, activityType: "com.example.shop.link")
/// windows.register(navigator, window: session.persistentIdentifier, phase: .inactive)
/// let placement = try windows.open(url)  // opened in a live window, or a new window asked for
/// ```
@MainActor
public final class WindowRegistry<R: Route> {
  /// A live window, as the ``rule`` sees it.
  public struct Window: Hashable, Sendable {
    /// The window's id (its scene session's `persistentIdentifier`).
    public let id: String
    /// What the window shows.
    public let state: NavigationState
    /// Where the window is.
    public let phase: WindowPhase
  }

  /// The app's own choice of window for a link, given the live windows foremost first; `nil`
  /// leaves it to the registry. A choice of a window that is not live is ignored.
  public typealias Rule = @MainActor (DeepLink<R>, [Window]) -> WindowChoice?

  /// The table links and activities are read with.
  public let links: RouteTable<R>
  /// The type of the activities the registry makes for new windows.
  public let activityType: String
  /// The app's rule, asked first; see ``Rule``.
  public var rule: Rule?

  /// The registered windows, foremost first.
  private var entries: [Entry] = []

  private struct Entry {
    let id: String
    weak var navigator: Navigator<R>?
    var phase: WindowPhase
  }

  /// A registry of no windows.
  /// - Parameters:
  ///   - links: The app's route table.
  ///   - activityType: The type of the activities made for new windows, declared under
  ///     `NSUserActivityTypes` in the Info.plist.
  ///   - rule: The app's own choice of window, asked first.
  public init(links: RouteTable<R>, activityType: String, rule: Rule? = nil) {
    self.links = links
    self.activityType = activityType
    self.rule = rule
  }

  // MARK: Windows

  /// Registers `navigator` as the window `id`'s, foremost; registering an id again replaces its
  /// navigator.
  public func register(_ navigator: Navigator<R>, window id: String, phase: WindowPhase) {
    entries.removeAll { $0.id == id }
    entries.insert(Entry(id: id, navigator: navigator, phase: phase), at: 0)
  }

  /// Removes the window `id` (its scene disconnected); an unknown id is a no-op.
  public func unregister(_ id: String) {
    entries.removeAll { $0.id == id }
  }

  /// Records that the window `id` is now in `phase`; becoming active makes it the foremost. An
  /// unknown id is a no-op.
  public func update(_ id: String, phase: WindowPhase) {
    guard let index = entries.firstIndex(where: { $0.id == id }) else { return }
    var entry = entries.remove(at: index)
    entry.phase = phase
    entries.insert(entry, at: phase == .active ? 0 : index)
  }

  /// The live windows, foremost first. A window whose navigator was freed is dropped.
  public var windows: [Window] {
    entries.compactMap { entry in
      entry.navigator.map { Window(id: entry.id, state: $0.state, phase: entry.phase) }
    }
  }

  /// The navigator of the live window `id`.
  public func navigator(for id: String) -> Navigator<R>? {
    entries.first { $0.id == id }?.navigator
  }

  // MARK: Links

  /// The window `link` opens in; see the order in ``WindowRegistry``. A new window's activity
  /// carries `activity`, or the link of `link`'s route.
  /// - Parameters:
  ///   - link: A matched link.
  ///   - activity: What a new window opens; `nil` for an activity of ``activityType`` with the
  ///     link of `link`'s route.
  public func placement(for link: DeepLink<R>, activity: WindowActivity? = nil) -> WindowPlacement {
    entries.removeAll { $0.navigator == nil }
    let live = windows
    func placed(_ window: Window) -> WindowPlacement {
      .window(window.id, activate: window.phase == .background)
    }
    func newWindow() -> WindowPlacement {
      .newWindow(activity ?? WindowActivity(type: activityType, link: try? links.string(for: link.route)))
    }
    switch rule?(link, live) {
    case .window(let id): if let window = live.first(where: { $0.id == id }) { return placed(window) }
    case .newWindow: return newWindow()
    case nil: break
    }
    let route = AnyRoute(link.route)
    if let showing = live.first(where: { $0.state.allEntries.contains { $0.route == route } }) {
      return placed(showing)
    }
    return live.first.map(placed) ?? newWindow()
  }

  /// Opens the link `text` in the window ``placement(for:activity:)`` picks: in a live window
  /// through its navigator (a failure there is logged by the navigator and broadcast as
  /// ``NavigationEvent/failed(_:)``), or not at all for a new window, which the caller asks for.
  ///
  /// - Parameters:
  ///   - text: The link, untrusted.
  ///   - animated: Whether the window's transitions are animated.
  /// - Returns: Where the link went, for the caller to bring that window forward or ask for a
  ///   new one.
  /// - Throws: A ``DeepLinkError`` when the link does not match; no window changes.
  @discardableResult
  public func open(_ text: String, animated: Bool = true) throws(DeepLinkError) -> WindowPlacement {
    let link = try links.parse(text)
    return open(link, activity: WindowActivity(type: activityType, link: text), animated: animated)
  }

  /// Opens the link `url`; see ``open(_:animated:)-(String,_)``.
  @discardableResult
  public func open(_ url: URL, animated: Bool = true) throws(DeepLinkError) -> WindowPlacement {
    try open(url.absoluteString, animated: animated)
  }

  /// Opens the link `activity` carries (from Handoff, Spotlight, a quick action) as a link;
  /// a new window gets `activity` itself, with the tree it carries.
  /// - Throws: A ``DeepLinkError`` when the activity carries no link or it does not match.
  @discardableResult
  public func open(_ activity: WindowActivity, animated: Bool = true) throws(DeepLinkError) -> WindowPlacement
  {
    open(try links.parse(activity), activity: activity, animated: animated)
  }

  private func open(_ link: DeepLink<R>, activity: WindowActivity, animated: Bool) -> WindowPlacement {
    let placement = placement(for: link, activity: activity)
    if case .window(let id, _) = placement { navigator(for: id)?.open(link, animated: animated) }
    return placement
  }
}
