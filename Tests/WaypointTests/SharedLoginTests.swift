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
    let login = try #require(navigator.entry(showing: .login))
    let context = try #require(navigator.context(for: login.id))
    try await context.push(.route(Page.settings)).value  // "forgot password", from the login screen
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

  /// A login requests wait for is not saved (the requests are not): the restored tree has no
  /// login nobody waits for, in whose layer a later push would land and go with it.
  @Test func aSavedTreeLeavesOutALoginThatRequestsWaitFor() async throws {
    let session = Session()
    let (navigator, _) = guarded(session)
    navigator.restoration = .shop()
    try await navigator.present(.settings).value
    let checkout = navigator.push(Page.checkout)
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    let document = try navigator.snapshot()
    try await navigator.restore(from: document).value
    await #expect(throws: NavigationError.self) { try await checkout.value }
    #expect(navigator.entry(showing: .login) == nil)
    #expect(navigator.state.modals.count == 1)
    try await navigator.push(Page.reviews).value
    navigator.expectStack([Page.settings, .reviews])
  }

  /// When a second request is made, relative to the shared login its first brought up.
  enum SecondMade: CaseIterable {
    case inTheSameTurn, asTheGuardRedirects, whileTheLoginSlidesIn, onceTheLoginIsOnScreen
  }

  /// Checkout and reviews both redirect to the login while signed out. Checkout brings the login
  /// up; reviews is asked for at every moment around it, and the user signs in before or after
  /// reviews' guard first runs, always before the login finishes. Reviews waits for the login
  /// either way (it would land in the login's layer and go with it): both requests succeed, in
  /// the order they were made, on the stack they targeted.
  @Test(arguments: SecondMade.allCases, [true, false])
  func aRequestWhoseGuardFirstRunsAfterSignInWaitsForTheLogin(
    made: SecondMade, signedInBeforeItsGuard: Bool
  ) async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let session = Session()
    var asked: [Page] = []
    var second: NavigationRequest<Void, NavigationError>?
    navigator.addGuard(for: Page.self) { route, _ in
      guard route == .checkout || route == .reviews else { return .allow }
      asked.append(route)
      guard !session.isSignedIn else { return .allow }
      if route == .checkout, made == .asTheGuardRedirects {
        Task { second = navigator.push(Page.reviews) }
      }
      // NB: signed in between checkout's guard and reviews': reviews' guard first runs after it.
      if signedInBeforeItsGuard { session.isSignedIn = true }
      return .redirect(Redirect(to: Page.login))
    }
    var ended: [Page] = []
    let first = navigator.push(Page.checkout)
    first.onCompletion { _ in ended.append(.checkout) }
    if made == .inTheSameTurn { second = navigator.push(Page.reviews) }
    func advance(until done: () -> Bool) async {
      for _ in 0..<40 where !done() { await clock.advance(by: .milliseconds(100)) }
    }
    await advance { host.runningStep != nil }
    if made == .whileTheLoginSlidesIn {
      #expect(host.runningStep.map { "\($0)".contains("login") } == true)
      second = navigator.push(Page.reviews)
    }
    await advance { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    if made == .onceTheLoginIsOnScreen { second = navigator.push(Page.reviews) }
    let reviews = try #require(second)
    reviews.onCompletion { _ in ended.append(.reviews) }
    await advance { false }
    session.isSignedIn = true
    navigator.expectStack([Page.login])
    let login = try #require(navigator.entry(showing: .login))
    let finished = try #require(navigator.context(for: login.id)).finish(with: true)
    await advance { ended.count == 2 }
    #expect(try await finished.value)
    try await first.value
    try await reviews.value
    #expect(ended == [.checkout, .reviews])
    navigator.expectNoModals()
    navigator.expectStack([Page.home, .checkout, .reviews])
  }
}
