import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// Requests run in the order they were made, a shared redirect included; a cancelled request
/// never runs, or stops after the step under way; a cancelled wait for a result returns at once.
@MainActor
@Suite("Request order and cancellation")
struct RequestOrderAndCancellationTests {
  /// A navigator whose checkout and settings need a signed-in session (else: login); `redirected`
  /// counts the requests the guard sent to the login.
  func guarded(_ session: Session, redirected: @escaping @MainActor () -> Void = {}) -> (
    Navigator<Page>, TestHost
  ) {
    let (navigator, host) = makeNavigator()
    navigator.addGuard(for: Page.self) { route, _ in
      guard route == .checkout || route == .settings, !session.isSignedIn else { return .allow }
      redirected()
      return .redirect(Redirect(to: Page.login))
    }
    return (navigator, host)
  }

  @Test(arguments: 0..<20)
  func requestsSharingARedirectResumeInTheOrderTheyWereMade(run: Int) async throws {
    let session = Session()
    var redirected = 0
    let (navigator, _) = guarded(session) { redirected += 1 }
    let taps:
      @MainActor () -> (NavigationRequest<Void, NavigationError>, NavigationRequest<Void, NavigationError>) =
        {
          (navigator.push(.checkout), navigator.push(.settings))
        }
    let (first, second) = taps()
    await eventually { redirected == 2 && !navigator.isTransitioning }
    session.isSignedIn = true
    let loginEntry = try #require(navigator.entry(showing: .login))
    let login = try #require(navigator.context(for: loginEntry.id))
    // The login finishes, and a request is made at once after it: the two redirected requests
    // resume before it, in the order they were made.
    let signIn: @MainActor () -> NavigationRequest<Void, NavigationError> = {
      login.finish(with: true)
      return navigator.push(.reviews)
    }
    let third = signIn()
    try await first.value
    try await second.value
    try await third.value
    navigator.expectStack([Page.home, .checkout, .settings, .reviews])
    navigator.expectNoModals()
  }

  @Test func aRequestCancelledBeforeItsTurnNeverRuns() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator<Page>(root: .home, host: host)
    let taps:
      @MainActor () -> (NavigationRequest<Void, NavigationError>, NavigationRequest<Void, NavigationError>) =
        {
          (navigator.push(.cart), navigator.push(.settings))
        }
    let (running, queued) = taps()
    await eventually { navigator.isTransitioning }
    queued.cancel()
    await clock.run()
    try await running.value
    await #expect(throws: NavigationError.cancelled) { try await queued.value }
    navigator.expectStack([Page.home, .cart])
    host.expectInSync()
  }

  @Test func aRequestCancelledInTheMiddleOfItsPlanStopsAfterTheStepUnderWay() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    var start = NavigationState(root: Page.home)
    start.present(Page.cart)
    start.present(Page.checkout)
    start.present(Page.login)
    let navigator = Navigator<Page>(start, host: host)
    let jump: @MainActor () -> NavigationRequest<Bool, NavigationError> = {
      navigator.navigate { state in
        state.dismissAll()
        state.push(Page.reviews)
        return true
      }
    }
    let request = jump()
    await eventually { host.runningStep == .dismiss(at: 2) }
    request.cancel()
    await clock.run()
    await #expect(throws: NavigationError.cancelled) { try await request.value }
    // The first dismissal was under way and finished; nothing after it ran.
    #expect(navigator.state.modals.count == 2)
    host.expectSteps(["dismiss modal 2"])
    host.expectInSync()
  }

  @Test func aCancelledWaitForAResultReturnsAtOnceAndTheScreenStays() async throws {
    let (navigator, _) = makeNavigator()
    let waiting = Task { try await navigator.present(Page.cart, expecting: Int.self).value }
    await eventually { navigator.state.modals.count == 1 && !navigator.isTransitioning }
    waiting.cancel()
    #expect(try await waiting.value == .cancelled)
    navigator.expectModals([(PresentationStyle.sheet, [Page.cart])])
  }

  @Test func aRequestCancelledWhileItsRedirectIsUpNeverResumes() async throws {
    let session = Session()
    let (navigator, _) = guarded(session)
    let tap: @MainActor () -> NavigationRequest<Void, NavigationError> = { navigator.push(.checkout) }
    let checkout = tap()
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    checkout.cancel()
    await #expect(throws: NavigationError.cancelled) { try await checkout.value }
    session.isSignedIn = true
    try await navigator.finish(try #require(navigator.entry(showing: .login)).id, with: true)
    try await navigator.push(Page.reviews).value
    navigator.expectStack([Page.home, .reviews])
  }

  @Test func aFailureNobodyAwaitedIsLoggedAndBroadcast() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard { context in context.route == AnyRoute(Page.settings) ? .deny(Forbidden()) : .allow }
    let events = navigator.events()
    let tap: @MainActor () -> Void = { navigator.push(.settings) }
    tap()
    for await event in events {
      guard case .failed(let error) = event else { continue }
      #expect(error == .denied(route: AnyRoute(Page.settings), reason: Forbidden()))
      break
    }
  }
}
