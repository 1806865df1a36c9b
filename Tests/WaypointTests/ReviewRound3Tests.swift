import Testing
import WaypointTesting

@testable import Waypoint

@MainActor
@Suite("Review round 3")
struct ReviewRound3Tests {
  struct Refused: Error {}

  /// A host that draws nothing and runs `script` before each step.
  final class ChaosHost: NavigationHost {
    var script: (NavigationStep) throws -> Void = { _ in }
    func attach(to navigator: Navigator) {}
    func perform(_ step: NavigationStep, animated: Bool) async throws { try script(step) }
  }

  // MARK: A host failure in the middle of a move

  /// A plan that moves a screen from a kept sheet to the root stack sets the root stack first
  /// (the screen is now in both places) and the sheet's stack second. When the host fails the
  /// second step, the state shows the screen twice. Popping it from the root must not drop it
  /// from the navigator's count of live screens while the sheet still shows it: its screen
  /// would be destroyed while on screen and the same entry let in again.
  @Test func aScreenShownTwiceAfterAFailedMoveIsDestroyedWhenOneCopyGoes() async throws {
    let box = ProbeBox()
    let host = ChaosHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: try box.registry())
    try await navigator.present(Page.cart)
    let reviews = ScreenEntry(Page.reviews)
    try await navigator.navigate { $0.push(reviews) }
    host.script = { step in if case .setStack(_, .modal) = step { throw Refused() } }
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate { state in
        state[stack: .modal(0)]?.pop()
        state[stack: .root]?.push(reviews)
      }
    }
    host.script = { _ in }
    #expect(navigator.state[stack: .modal(0)]?.top == reviews)
    #expect(navigator.state[stack: .root]?.top == reviews)
    // The user's request pops the root stack; the sheet still shows the reviews.
    try await navigator.navigate { _ = $0[stack: .root]?.pop() }
    #expect(navigator.state[stack: .modal(0)]?.top == reviews)
    #expect(navigator.liveScreens.contains(reviews.id), "the live set lost a screen still in the tree")
    #expect(box.made[.reviews]?.events.contains(.destroyed) == false, "destroyed while on screen")
    #expect(navigator.screen(for: reviews.id) != nil)
    // The duplicate check consults the same live set: the entry the sheet shows is let in again.
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate { $0[stack: .root]?.push(reviews) }
    }
  }

  @Test func aUserStepThatCannotApplyTellsNoObserver() async throws {
    let (navigator, _) = makeNavigator(.shopTabs)
    let changes = ObservedChanges { _ = navigator.state }
    #expect(!navigator.userDidSelect(tab: "no such tab"))
    #expect(changes.count == 0)
    #expect(navigator.userDidSelect(tab: TabID.search))
    #expect(changes.count == 1)
  }
}
