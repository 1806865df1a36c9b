import Observation
import Waypoint
import WaypointTesting

/// The screens of the sample shop the core tests navigate.
enum Page: Route {
  case home, cart, checkout, settings, login, reviews
  case product(Int)
}

/// The sample shop's tabs.
enum TabID: String, Hashable, Sendable {
  case shop, search, profile
}

/// A second route type, to show that one tree holds several.
enum Profile: Route {
  case home, orders
}

extension NavigationState {
  /// The sample shop with three tabs, `shop` selected.
  static var shopTabs: NavigationState {
    NavigationState(
      tabs: Tab(id: TabID.shop, root: Page.home), Tab(id: TabID.search, root: Page.product(0)),
      Tab(id: TabID.profile, root: Profile.home))
  }
}

/// A navigator over a test host whose transitions finish at once on an automatic clock.
@MainActor
func makeNavigator(_ state: NavigationState = NavigationState(root: Page.home)) -> (Navigator<Page>, TestHost)
{
  let host = TestHost()
  return (Navigator<Page>(state, host: host), host)
}

/// A route named by a string, for tests that make many screens.
struct Name: Route, ExpressibleByStringLiteral, CustomStringConvertible {
  let name: String
  init(_ name: String) { self.name = name }
  init(stringLiteral name: String) { self.name = name }
  var description: String { name }
}

/// Runs a mutating operation and returns what it reported; `#expect` cannot call a mutating
/// method on a captured variable itself.
func changed(_ state: inout NavigationState, _ operation: (inout NavigationState) -> Bool) -> Bool {
  operation(&state)
}

/// A screen that records its lifecycle.
@MainActor
final class Probe: Screen {
  var events: [LifecycleEvent] = []
  func lifecycle(_ event: LifecycleEvent) { events.append(event) }
}

/// The probes a registry made, by route.
@MainActor
final class ProbeBox {
  var made: [Page: Probe] = [:]

  /// A registry whose screen for every `Page` is a new probe, kept here.
  func registry() throws -> ScreenRegistry {
    let registry = ScreenRegistry()
    try registry.register(Page.self) { [unowned self] route, _ in
      let probe = Probe()
      self.made[route] = probe
      return probe
    }
    return registry
  }
}

/// How many changes `withObservationTracking` reported for what a closure read (tracking
/// ends at the first change, so at most one).
final class ObservedChanges: @unchecked Sendable {
  private(set) var count = 0

  init(_ read: () -> Void) {
    withObservationTracking(read) { self.count += 1 }
  }
}

extension AnyNavigator {
  /// The screen instance the navigator hands its host for entry `id` (over a `TestHost`).
  func screen(for id: ScreenID) -> (any Screen)? {
    (host as? TestHost)?.screen(for: id)
  }
}

extension PresentationStyle {
  /// A cross-fade that leaves what it covers on screen, like a sheet.
  static let fade = PresentationStyle("fade", coversContent: false, allowsInteractiveDismissal: true)
  /// A zoom that covers everything and cannot be dismissed by a gesture.
  static let zoom = PresentationStyle("zoom", coversContent: true, allowsInteractiveDismissal: false)
}

extension AnyNavigator {
  /// Finishes the screen `id` with `value`, through its context, as the screen would.
  @discardableResult
  func finish(_ id: ScreenID, with value: some Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    guard let context = context(for: id) else { return false }
    return try await context.finish(with: value, animated: animated).value
  }

  /// Finishes the screen `id` without a value, through its context, as the screen would.
  func close(_ id: ScreenID, animated: Bool = true) async throws(NavigationError) {
    try await context(for: id)?.finish(animated: animated).value
  }
}
