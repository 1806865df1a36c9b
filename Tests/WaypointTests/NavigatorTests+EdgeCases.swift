import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

extension NavigatorTests {
  @Test func cancellingTheCallerLetsTheTransitionFinish() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    let push = Task { try await navigator.push(Page.cart).value }
    await eventually { host.runningStep != nil }
    push.cancel()
    await clock.advance(by: .seconds(1))
    let outcome = await push.result
    if case .failure(let error) = outcome { Issue.record("push failed: \(error)") }
    navigator.expectStack([Page.home, .cart])
    #expect(host.lifecycleLog.last == "didAppear cart", "\(host.lifecycleLog)")
  }

  @Test func pushingAnEntryAlreadyInTheTreeIsRefused() async throws {
    let (navigator, host) = makeNavigator()
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate { $0.push($0.topScreen) }.value
    }
    #expect(host.records.isEmpty)
  }

  @Test func removingAScreenInABackgroundTabKeepsTheModals() {
    var state = NavigationState.shopTabs
    state.select(tab: TabID.search)
    state.push(Page.reviews)
    let id = state.topScreen.id
    state.select(tab: TabID.shop)
    state.present(Page.cart)
    let removed = state.remove(id)
    #expect(removed)
    #expect(state.modals.count == 1, "the cart sheet in the shop tab was dismissed")
  }
}
