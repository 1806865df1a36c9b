import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// No `for await` loop outlives what it listens to, and no stream grows without bound.
@MainActor
@Suite("Streams end and stay small")
struct StreamLifetimeTests {
  @Test func eventStreamsEndWhenTheNavigatorIsReleased() async throws {
    var navigator: Navigator<Page>? = Navigator(root: .home, host: TestHost())
    let events = navigator!.events()
    let lifecycle = navigator!.lifecycle(of: navigator!.state.topScreen.id)
    navigator = nil
    var seen = 0
    for await _ in events { seen += 1 }
    for await _ in lifecycle { seen += 1 }
    #expect(seen == 0)  // both ended, with nothing in them
  }

  @Test func aScreensLifecycleStreamEndsWhenItIsDestroyed() async throws {
    let (navigator, _) = makeNavigator()
    try await navigator.push(Page.cart).value
    let events = navigator.lifecycle(of: navigator.state.topScreen.id)
    _ = try await navigator.pop().value
    var seen: [LifecycleEvent] = []
    for await event in events { seen.append(event) }
    #expect(seen == [.willDisappear, .didDisappear, .destroyed])
  }

  @Test func aStreamNobodyReadsKeepsOnlyItsNewestEvents() async throws {
    var navigator: Navigator<Page>? = Navigator(root: .home, host: TestHost())
    let home = navigator!.state.topScreen.id
    let events = navigator!.events()
    let lifecycle = navigator!.lifecycle(of: home)
    for _ in 0..<100 {
      try await navigator!.push(Page.cart).value
      _ = try await navigator!.pop().value
    }
    navigator = nil
    var kept: [NavigationEvent] = []
    for await event in events { kept.append(event) }
    #expect(kept.count == 256)  // 400 sent; the oldest dropped
    if case .didNavigate(let top) = kept.last {
      #expect(top.id == home)
    } else {
      Issue.record("\(kept.last!)")
    }
    var screenEvents = 0
    for await _ in lifecycle { screenEvents += 1 }
    #expect(screenEvents == 64)  // 400 sent
  }
}
