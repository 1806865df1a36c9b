import Testing
import Waypoint
import WaypointTesting

/// The navigator settles each change from what it added and removed, not by walking the tree:
/// these hold the cases where what landed is not what was planned.
@MainActor
@Suite("Settling")
struct SettlingTests {
  /// A host that carries steps out on a TestHost, and runs `script` before each.
  final class ScriptedHost: NavigationHost {
    let inner = TestHost()
    var script: (NavigationStep) throws -> Void = { _ in }
    func attach(to navigator: Navigator) { inner.attach(to: navigator) }
    func perform(_ step: NavigationStep, animated: Bool) async throws {
      try script(step)
      try await inner.perform(step, animated: animated)
    }
  }

  struct Refused: Error {}

  @Test func aScreenMadeForAStepThatFailedIsDestroyed() async throws {
    let box = ProbeBox()
    let host = ScriptedHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: try box.registry())
    try await navigator.present(Page.cart)
    host.script = { step in if case .setStack = step { throw Refused() } }
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate { state in
        state.dismissAll()
        state.push(Page.product(2))
      }
    }
    // The sheet went (its step ran), the push did not: its screen was made and let go.
    navigator.expectStack([Page.home])
    #expect(box.made[.product(2)]?.events.last == .destroyed, "\(box.made[.product(2)]?.events ?? [])")
    #expect(box.made[.cart]?.events.last == .destroyed)
    #expect(navigator.screen(for: navigator.state.topScreen.id) === box.made[.home])
  }

  @Test func aUserChangeInTheMiddleOfAPlanIsSettledWithIt() async throws {
    let box = ProbeBox()
    let host = ScriptedHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: try box.registry())
    try await navigator.push(Page.product(1))
    try await navigator.present(Page.cart)
    let reviews = ScreenEntry(Page.reviews)
    try await navigator.navigate { $0.push(reviews) }
    // While the sheet is dismissed, the user pops the sheet's top screen.
    host.script = { [unowned navigator] step in
      if case .dismiss = step {
        navigator.userDidPop(in: .modal(0), to: navigator.state.modals[0].stack.root.id)
      }
    }
    try await navigator.navigate { state in
      state.dismissAll()
      state.push(Page.checkout)
    }
    navigator.expectStack([Page.home, .product(1), .checkout])
    #expect(navigator.screen(for: reviews.id) == nil)
    #expect(box.made[.reviews]?.events.last == .destroyed)
    #expect(box.made[.cart]?.events.last == .destroyed)
    #expect(box.made[.product(1)]?.events.contains(.destroyed) == false)
    #expect(box.made[.checkout]?.events.contains(.destroyed) == false)
    // The navigator's record of the tree is right afterwards: the popped screen can come back.
    try await navigator.navigate { $0.push(reviews) }
    #expect(navigator.state.topScreen == reviews)
  }

  @Test func aUserChangeToAStackThePlanDoesNotTouchIsSettledToo() async throws {
    let box = ProbeBox()
    let host = ScriptedHost()
    let navigator = Navigator(.shopTabs, host: host, screens: try box.registry())
    let searched = ScreenEntry(Page.product(1))
    try await navigator.navigate { state in
      state.select(tab: TabID.search)
      state.push(searched)
      state.select(tab: TabID.shop)
    }
    // While the shop tab's stack is set, the user pops the search tab (which the plan only
    // selects afterwards).
    host.script = { [unowned navigator] step in
      if case .setStack = step {
        let root = navigator.state[stack: .tab(AnyTag(TabID.search))]!.root.id
        navigator.userDidPop(in: .tab(AnyTag(TabID.search)), to: root)
      }
    }
    try await navigator.navigate { state in
      state.push(Page.cart)
      state.select(tab: TabID.search)
    }
    #expect(navigator.state.topStack.depth == 0)
    #expect(box.made[.product(1)]?.events.last == .destroyed, "\(box.made[.product(1)]?.events ?? [])")
    #expect(navigator.screen(for: searched.id) == nil)
    // The popped screen is gone from the navigator's record of the tree: it can come back.
    host.script = { _ in }
    try await navigator.navigate { $0.push(searched) }
    #expect(navigator.state.topScreen == searched)
  }
}
