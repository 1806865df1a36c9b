import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Requests made while a shared login is up")
struct SharedLoginTests {
  /// The measured ordering: the first checkout is redirected to login; the user signs in, and
  /// a second checkout is asked for before the login screen finishes. Its guard now allows,
  /// but the login sheet is still up: the second checkout must wait for it and land on the stack
  /// it targets once the sheet is gone, not in the sheet's stack (which the login takes away).
  @Test func aRequestForTheScreenALoginIsUpForLandsAfterTheLogin() async throws {
    let session = Session()
    let (navigator, _) = guarded(session)
    let first = Task { try await navigator.push(Page.checkout).value }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    session.isSignedIn = true
    let second = navigator.push(Page.checkout, tag: "again", duplicates: .allowed)
    await eventually { !navigator.isTransitioning }
    try await navigator.finish(try #require(navigator.entry(showing: .login)).id, with: true)
    try await first.value
    try await second.value
    navigator.expectNoModals()
    navigator.expectStack([Page.home, .checkout, .checkout])
  }

  /// A jump that takes the login away (the app goes back to its start, the user signed in
  /// elsewhere) is not one for the login to finish first: it would wait for a screen it removes.
  /// It lands, and the request waiting for the login fails as the login goes.
  @Test func aRequestThatTakesTheLoginAwayDoesNotWaitForIt() async throws {
    let session = Session()
    let (navigator, _) = guarded(session)
    var first: Result<Void, NavigationError>?
    navigator.push(Page.checkout).onCompletion { first = $0 }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    session.isSignedIn = true
    var start = NavigationState(root: Page.home)
    start.push(ScreenEntry(Page.checkout))
    var jumped: Result<Void, NavigationError>?
    navigator.navigate(to: start).onCompletion { jumped = $0 }
    await eventually { jumped != nil && first != nil }
    #expect(throws: Never.self) { try #require(jumped).get() }
    #expect(throws: NavigationError.self) { try #require(first).get() }
    navigator.expectNoModals()
    navigator.expectStack([Page.home, .checkout])
  }

  /// Checkout needs a signed-in session, else it is redirected to login.
  func guarded(_ session: Session) -> (Navigator<Page>, TestHost) {
    let (navigator, host) = makeNavigator()
    navigator.addGuard(for: Page.self) { route, _ in
      guard route == .checkout, !session.isSignedIn else { return .allow }
      return .redirect(Redirect(to: Page.login))
    }
    return (navigator, host)
  }

  @Test func aScreenTheLoginPushesLandsInTheLoginLayer() async throws {
    let session = Session()
    let (navigator, _) = guarded(session)
    let checkout = Task { try await navigator.push(Page.checkout).value }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    try await navigator.push(Page.settings).value  // "forgot password", from the login screen
    navigator.expectStack([Page.login, .settings])
    checkout.cancel()
  }

  @Test func aRequestWaitingForALoginThatIsClosedFailsAndNothingLands() async throws {
    let session = Session()
    let (navigator, _) = guarded(session)
    let first = Task { try await navigator.push(Page.checkout).value }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    session.isSignedIn = true
    let second = navigator.push(Page.checkout, tag: "again", duplicates: .allowed)
    await eventually { !navigator.isTransitioning }
    try await navigator.close(try #require(navigator.entry(showing: .login)).id)
    await #expect(throws: NavigationError.self) { try await first.value }
    await #expect(throws: NavigationError.self) { try await second.value }
    navigator.expectNoModals()
    navigator.expectStack([Page.home])
  }
}
