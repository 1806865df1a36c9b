import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Guards asked again")
struct RecheckGuardTests {
  /// Checkout, settings and reviews need a signed-in session; `redirects` sends them to login
  /// instead of denying them.
  func membersOnly(_ navigator: Navigator<Page>, _ session: Session, redirects: Bool = false) {
    navigator.addGuard(for: Page.self) { route, _ in
      guard [.checkout, .settings, .reviews].contains(route), !session.isSignedIn else { return .allow }
      return redirects ? .redirect(Redirect(to: Page.login)) : .deny(Forbidden())
    }
  }

  /// Tabs (shop: home > checkout, selected), a sheet cart > settings, and a sheet reviews.
  var signedInTree: NavigationState {
    var state = NavigationState.shopTabs
    state.push(Page.checkout)
    state.present(ModalLayer(style: .sheet, stack: ScreenStack(Page.cart)))
    state.push(Page.settings)
    state.present(ModalLayer(style: .sheet, stack: ScreenStack(Page.reviews)))
    return state
  }

  @Test func signingOutTakesThreeProtectedScreensAwayInOnePlan() async throws {
    let session = Session()
    session.isSignedIn = true
    let (navigator, host) = makeNavigator(signedInTree)
    membersOnly(navigator, session)
    let diary = LeaveDiary()
    diary.answer = .leave
    navigator.addLeaveGuard(for: Page.self) { route, context in
      route == .settings ? diary.check(context) : .leave
    }
    session.isSignedIn = false
    try await navigator.recheckGuards().value
    #expect(navigator.state.modals.map(\.stack.entries.count) == [1])
    #expect(navigator.state.topScreen.route == AnyRoute(Page.cart))
    #expect(navigator.state[stack: .tab(AnyTag(TabID.shop))]?.entries.map(\.route) == [AnyRoute(Page.home)])
    #expect(host.plans.count == 1)
    #expect(diary.asked.map(\.reason) == [.recheck])
    #expect(host.screen == navigator.state)
  }

  @Test func aLeaveGuardKeepingItsScreenFailsTheRecheckAndNothingChanges() async throws {
    let session = Session()
    session.isSignedIn = true
    let (navigator, host) = makeNavigator(signedInTree)
    membersOnly(navigator, session)
    navigator.addLeaveGuard(for: Page.self) { route, _ in route == .settings ? .stay : .leave }
    let before = navigator.state
    host.clearRecords()
    session.isSignedIn = false
    await #expect(throws: NavigationError.self) { try await navigator.recheckGuards().value }
    #expect(navigator.state == before)
    #expect(host.steps.isEmpty)
  }

  @Test func aRedirectingGuardTakesItsScreenAwayAndShowsTheRedirect() async throws {
    let session = Session()
    session.isSignedIn = true
    var state = NavigationState(root: Page.home)
    state.push(Page.checkout)
    let (navigator, _) = makeNavigator(state)
    membersOnly(navigator, session, redirects: true)
    session.isSignedIn = false
    try await navigator.recheckGuards().value
    navigator.state.expectStack([Page.home], in: .root)
    #expect(navigator.state.modals.map(\.stack.root.route) == [AnyRoute(Page.login)])
  }

  @Test func aRecheckWithEverythingAllowedChangesNothing() async throws {
    let session = Session()
    session.isSignedIn = true
    let (navigator, host) = makeNavigator(signedInTree)
    membersOnly(navigator, session)
    host.clearRecords()
    try await navigator.recheckGuards().value
    #expect(host.steps.isEmpty)
  }
}
