import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// A screen moving from one stack to another leaves its old place before it takes the new one,
/// so no step, and no failure between two steps, ever shows it twice.
@MainActor
@Suite("Moving a screen between stacks")
struct MoveTests {
  struct Refused: Error {}

  func sheetWithReviews() async throws -> (Navigator<AnyRoute>, TestHost, ProbeBox, ScreenEntry) {
    let box = ProbeBox()
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: try box.registry())
    try await navigator.present(Page.cart).value
    let reviews = ScreenEntry(Page.reviews)
    try await navigator.navigate { $0.push(reviews) }.value
    return (navigator, host, box, reviews)
  }

  @Test func aMoveFromAKeptSheetToTheRootRemovesFirst() async throws {
    let (navigator, host, box, reviews) = try await sheetWithReviews()
    host.clearRecords()
    try await navigator.navigate { state in
      state[stack: .modal(0)]?.pop()
      state[stack: .root]?.push(reviews)
    }.value
    host.expectSteps(["setStack modal 0 [cart]", "setStack root [home, reviews]"])
    #expect(navigator.state[stack: .root]?.top == reviews)
    #expect(box.made[.reviews]?.events.contains(.destroyed) == false)
    host.expectInSync()
  }

  @Test func aHostFailureInTheMiddleOfAMoveLeavesTheScreenInNoStackAndDestroysIt() async throws {
    let (navigator, host, box, reviews) = try await sheetWithReviews()
    host.afterEachStep = { step in
      if case .setStack(_, .modal) = step { host.failNextStep = Refused() }
    }
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate { state in
        state[stack: .modal(0)]?.pop()
        state[stack: .root]?.push(reviews)
      }.value
    }
    #expect(!navigator.state.contains(reviews.id))
    #expect(navigator.state.invariantViolation == nil)
    #expect(box.made[.reviews]?.events.last == .destroyed)
    host.expectInSync()
    // The entry can come back.
    host.afterEachStep = nil
    try await navigator.navigate { $0.push(reviews) }.value
    #expect(navigator.state.topScreen == reviews)
  }

  @Test func aTabTapThatDoesNotFitTellsNoObserver() async throws {
    let (navigator, host) = makeNavigator(.shopTabs)
    let changes = ObservedChanges { _ = navigator.state }
    #expect(throws: HostError.self) { try host.simulateTabTap("no such tab") }
    #expect(changes.count == 0)
    try host.simulateTabTap(TabID.search)
    #expect(changes.count == 1)
  }
}
