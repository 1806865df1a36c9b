import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// A route that carries an object, so a test can see whether anything still holds the route.
struct Document: Route {
  final class Body: Sendable {}
  let body: Body

  static func == (lhs: Document, rhs: Document) -> Bool { lhs.body === rhs.body }
  func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(body)) }
}

@MainActor
@Suite("Memory")
struct MemoryTests {
  @Test func aPoppedScreensRouteIsReleased() async throws {
    let (navigator, host) = makeNavigator()
    weak var body: Document.Body?
    do {
      let document = Document(body: .init())
      body = document.body
      try await navigator.push(document).value
      try await navigator.present(document, style: .sheet).value
    }
    #expect(body != nil)
    _ = try await navigator.dismiss().value
    _ = try await navigator.pop().value
    host.clearRecords()  // the host's log keeps every step by design
    #expect(body == nil)
  }

  @Test func aDismissedLayerIsReleasedAfterAUserPullDown() async throws {
    let (navigator, host) = makeNavigator()
    weak var body: Document.Body?
    do {
      let document = Document(body: .init())
      body = document.body
      try await navigator.present(document).value
    }
    try host.simulatePullDown()
    host.clearRecords()
    #expect(navigator.state.modals.isEmpty)
    #expect(body == nil)
  }

  @Test func theNavigatorAndItsHostAreFreedTogether() async throws {
    weak var weakNavigator: Navigator<Page>?
    weak var weakHost: TestHost?
    do {
      let (navigator, host) = makeNavigator()
      weakNavigator = navigator
      weakHost = host
      try await navigator.push(Page.cart).value
      let tap: @MainActor () -> Void = { navigator.push(.reviews).onCompletion { _ in } }
      tap()
      _ = try await navigator.pop().value
    }
    #expect(weakNavigator == nil)
    #expect(weakHost == nil)
  }

  @Test func aNavigatorWithGuardsObserversAndConfigureClosuresIsFreed() async throws {
    weak var weakNavigator: Navigator<Page>?
    weak var weakScreen: Probe?
    do {
      let screens = ScreenRegistry()
      try screens.register(Page.self) { _, _ in Probe() }
      let navigator = Navigator<Page>(root: .home, host: TestHost(), screens: screens)
      weakNavigator = navigator
      // Each closure reaches the navigator weakly, as the docs of these APIs ask.
      navigator.addGuard { [weak navigator] context in
        navigator?.state.topStack.depth ?? 0 > 5 ? .deny(Forbidden()) : .allow
      }
      let configured = Destination.route(Page.cart).configure { [weak navigator] _ in
        _ = navigator?.state
      }
      try await navigator.push(configured).value
      weakScreen = navigator.screen(for: navigator.state.topScreen.id) as? Probe
      navigator.onLifecycle(of: navigator.state.topScreen.id) { [weak navigator] _ in
        _ = navigator?.isTransitioning
      }
      let events = navigator.events()
      _ = events
      try await navigator.push(Page.reviews).value
    }
    #expect(weakNavigator == nil)
    #expect(weakScreen == nil)
  }

  /// A request redirected to login; the user signs in elsewhere and the app jumps to a tree
  /// with the screen the login was up for and without the login: every request ends, and
  /// nothing is left waiting for the login, holding the navigator.
  @Test func aNavigatorWhoseLoginAJumpTookAwayIsFreed() async throws {
    weak var weakNavigator: Navigator<Page>?
    var eventsEnded = false
    do {
      let session = Session()
      let (navigator, _) = makeNavigator()
      weakNavigator = navigator
      navigator.addGuard(for: Page.self) { route, _ in
        route == .checkout && !session.isSignedIn ? .redirect(Redirect(to: Page.login)) : .allow
      }
      let events = navigator.events()
      Task { @MainActor in
        for await _ in events {}
        eventsEnded = true
      }
      var redirected: Result<Void, NavigationError>?
      navigator.push(Page.checkout).onCompletion { redirected = $0 }
      await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
      session.isSignedIn = true
      var jump = NavigationState(root: Page.home)
      jump.push(ScreenEntry(Page.checkout))
      var jumped: Result<Void, NavigationError>?
      navigator.navigate(to: jump).onCompletion { jumped = $0 }
      await eventually { jumped != nil && redirected != nil }
      #expect(jumped != nil)
      #expect(redirected != nil)
    }
    await eventually { weakNavigator == nil && eventsEnded }
    #expect(weakNavigator == nil)
    #expect(eventsEnded)
  }

  @Test func aGuardThatCapturesTheNavigatorStronglyKeepsItAlive() async throws {
    weak var weakNavigator: Navigator<Page>?
    do {
      let navigator = Navigator<Page>(root: .home, host: TestHost())
      weakNavigator = navigator
      navigator.addGuard { _ in navigator.isTransitioning ? .allow : .allow }
    }
    // What the docs warn of: the navigator holds its guards, and this one holds the navigator.
    #expect(weakNavigator != nil)
  }
}
