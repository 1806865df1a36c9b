import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

extension ResultTests {
  @Test func finishDeliversNothingWhenTheScreenCannotBeClosed() async throws {
    let (navigator, host) = makeNavigator()
    let opener = Task { try await navigator.push(Page.checkout, expecting: Int.self).value }
    await eventually { navigator.state.topStack.depth == 1 }
    let id = navigator.state.topScreen.id
    host.failNextStep = Forbidden()
    var threw = false
    do { try await navigator.finish(id, with: 7) } catch { threw = true }
    #expect(threw)
    #expect(navigator.state.contains(id))
    try await navigator.close(id)  // the opener was still waiting: it gets .cancelled, not 7
    let result = try await opener.value
    #expect(result == .cancelled, "opener got the value while the screen is still on screen")
  }

  @Test func changingALayersStyleKeepsItsResultAndScreen() async throws {
    let (navigator, _) = makeNavigator()
    var result: ScreenResult<Int>?
    Task { result = try await navigator.present(Page.checkout, expecting: Int.self).value }
    await eventually { navigator.state.modals.count == 1 }
    let id = navigator.state.topScreen.id
    var events: [LifecycleEvent] = []
    navigator.onLifecycle(of: id) { events.append($0) }
    try await navigator.navigate { $0.modals[0].style = .fullScreenCover }.value
    #expect(navigator.state.contains(id))
    await eventually { result != nil }
    #expect(result == nil, "result \(String(describing: result)) while the screen is still on screen")
    #expect(!events.contains(.destroyed), "\(events)")
  }
}
