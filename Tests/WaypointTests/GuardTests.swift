import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// The app's session, as the guards see it.
@MainActor
final class Session {
  var isSignedIn = false
}

struct Forbidden: Error, Equatable {}

/// Yields until `condition` holds (or gives up after many turns).
@MainActor
func eventually(_ condition: () -> Bool) async {
  for _ in 0..<2_000 {
    guard !condition() else { return }
    await Task.yield()
  }
}

extension Navigator {
  /// The entry showing `route`, if any.
  func entry(showing route: Page) -> ScreenEntry? {
    state.allEntries.first { $0.route == AnyRoute(route) }
  }
}

@MainActor
@Suite("Guards")
struct GuardTests {
  /// A navigator whose checkout needs a signed-in session: otherwise it redirects to login.
  func guarded(_ session: Session, state: NavigationState = NavigationState(root: Page.home))
    -> (Navigator<Page>, TestHost)
  {
    let (navigator, host) = makeNavigator(state)
    navigator.addGuard(for: Page.self) { route, _ in
      guard route == .checkout, !session.isSignedIn else { return .allow }
      return .redirect(Redirect(to: Page.login))
    }
    return (navigator, host)
  }

  @Test func aDenyingGuardFailsTheRequestAndChangesNothing() async throws {
    let (navigator, host) = makeNavigator()
    navigator.addGuard { context in
      context.route == AnyRoute(Page.settings) ? .deny(Forbidden()) : .allow
    }
    try await navigator.push(Page.cart).value
    do {
      try await navigator.push(Page.settings).value
      Issue.record("the guard let settings through")
    } catch .denied(let route, let reason) {
      #expect(route == AnyRoute(Page.settings))
      #expect(reason is Forbidden)
    }
    navigator.expectStack([Page.home, .cart])
    #expect(host.steps.count == 1)
  }

  @Test func aGuardThatThrowsDenies() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard(for: Page.self) { _, _ in throw Forbidden() }
    await #expect(throws: NavigationError.self) { try await navigator.present(Page.cart).value }
    navigator.expectNoModals()
  }

  @Test func guardsSeeEveryWayAScreenCanAppear() async throws {
    let (navigator, _) = makeNavigator()
    var seen: [String] = []
    navigator.addGuard { context in
      seen.append("\(context.route) \(context.reason)")
      return .allow
    }
    try await navigator.push(Page.cart).value
    try await navigator.present(Page.login).value
    _ = try await navigator.setStack([Page.reviews, Page.product(1)]).value
    var target = navigator.state
    target.push(Page.checkout)
    try await navigator.navigate(to: target, reason: .deepLink).value
    try await navigator.navigate(reason: .restoration) { $0.push(Page.settings) }.value
    #expect(
      seen == [
        "cart request", "login request", "reviews request", "product(1) request", "checkout deep link",
        "settings restoration",
      ])
  }

  @Test func aRemovedGuardIsNotAskedAgain() async throws {
    let (navigator, _) = makeNavigator()
    let id = navigator.addGuard { _ in .deny(Forbidden()) }
    await #expect(throws: NavigationError.self) { try await navigator.push(Page.cart).value }
    navigator.removeGuard(id)
    try await navigator.push(Page.cart).value
    navigator.expectStack([Page.home, .cart])
  }

  @Test func aRedirectShowsLoginThenResumesTheRequestOnce() async throws {
    let session = Session()
    let (navigator, host) = guarded(session)
    let checkout = Task { try await navigator.push(Page.checkout).value }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    navigator.expectModals([(PresentationStyle.sheet, [Page.login])])
    navigator.expectStack([Page.home], in: .root)

    session.isSignedIn = true
    let login = try #require(navigator.entry(showing: .login))
    #expect(try await navigator.finish(login.id, with: true))
    _ = try await checkout.value
    navigator.expectNoModals()
    navigator.expectStack([Page.home, .checkout])
    host.expectSteps(["present sheet 0 [login]", "dismiss modal 0", "setStack root [home, checkout]"])
  }

  @Test func aCancelledRedirectFailsTheRequest() async throws {
    let session = Session()
    let (navigator, host) = guarded(session)
    let checkout = Task { try await navigator.push(Page.checkout).value }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    try host.simulatePullDown()  // the user gives up on login
    do {
      _ = try await checkout.value
      Issue.record("checkout went through without login")
    } catch let error as NavigationError {
      guard case .redirectCancelled(let route, _) = error else {
        Issue.record("unexpected \(error)")
        return
      }
      #expect(route == AnyRoute(Page.checkout))
    }
    navigator.expectStack([Page.home])
    navigator.expectNoModals()
  }

  @Test func twoGuardedRequestsShareOneLogin() async throws {
    let session = Session()
    let (navigator, host) = guarded(session)
    let first = Task { try await navigator.push(Page.checkout).value }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    let second = Task { try await navigator.push(Page.checkout, tag: "again", duplicates: .allowed).value }
    await eventually { navigator.isTransitioning }
    await eventually { !navigator.isTransitioning }
    #expect(navigator.state.modals.count == 1)  // one login, not two

    session.isSignedIn = true
    try await navigator.finish(try #require(navigator.entry(showing: .login)).id, with: true)
    _ = try await first.value
    _ = try await second.value
    navigator.expectStack([Page.home, .checkout, .checkout])
    #expect(host.steps.filter { $0.description.hasPrefix("present") }.count == 1)
  }

  @Test func aRedirectThatStillRedirectsAfterSuccessFails() async throws {
    let session = Session()
    let (navigator, _) = guarded(session)
    let checkout = Task { try await navigator.push(Page.checkout).value }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    // Login "succeeds" but the session stays signed out: resumed once, then it fails.
    try await navigator.finish(try #require(navigator.entry(showing: .login)).id, with: false)
    await #expect(throws: NavigationError.self) { try await checkout.value }
    navigator.expectStack([Page.home])
    navigator.expectNoModals()
  }

  @Test func restorationDropsADeniedScreenAndKeepsThePathBelowIt() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard(for: Page.self) { route, _ in route == .checkout ? .deny(Forbidden()) : .allow }
    var saved = NavigationState(root: Page.home)
    saved.push(Page.cart)
    saved.push(Page.checkout)
    saved.push(Page.reviews)
    saved.present(Page.checkout, style: .sheet)
    saved.present(Page.login, style: .sheet)
    try await navigator.navigate(to: saved, reason: .restoration).value
    navigator.expectStack([Page.home, .cart], in: .root)
    navigator.expectNoModals()
    // The same tree through a plain request fails whole.
    _ = try await navigator.popToRoot().value
    await #expect(throws: NavigationError.self) { try await navigator.navigate(to: saved).value }
    navigator.expectStack([Page.home])
  }
}
