import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Test clock")
struct TestClockTests {
  @Test func aManualSleepInACancelledTaskEndsAtOnce() async throws {
    let clock = TestClock(mode: .manual)
    var outcome = "pending"
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      do { try await clock.sleep(for: .seconds(1)); outcome = "slept" } catch { outcome = "cancelled" }
    }
    await eventually { outcome != "pending" }
    #expect(outcome == "cancelled", "pendingSleeps \(clock.pendingSleeps)")
    await clock.advance(by: .seconds(2))
    _ = await task.value
  }

  @Test func advancingPastBackToBackTransitionsFinishesThemAll() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)  // 350 ms per animated step
    var state = NavigationState(root: Page.home)
    state.present(Page.cart)
    state.present(Page.checkout)
    let navigator = Navigator(state, host: host)
    let dismiss = Task { try await navigator.dismissAll().value }
    await clock.advance(by: .milliseconds(700))
    #expect(
      navigator.state.modals.isEmpty, "after 700 ms: \(navigator.state.modals.count) modals, now \(clock.now)"
    )
    await clock.run()
    _ = try await dismiss.value
  }
}
