import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// What lands is not always what was planned: a step fails, or the user changes the screen
/// between two steps of a plan (a UIKit completion returns through the main queue, so a gesture
/// can land first). The navigator never undoes what the user did, plans the rest of the way
/// again, and settles the screens that left.
@MainActor
@Suite("Re-planning and settling")
struct ReplanningTests {
  struct Refused: Error {}

  @Test func aScreenMadeForAStepThatFailedIsDestroyed() async throws {
    let box = ProbeBox()
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: try box.registry())
    try await navigator.present(Page.cart).value
    host.afterEachStep = { step in if case .dismiss = step { host.failNextStep = Refused() } }
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate { state in
        state.dismissAll()
        state.push(Page.product(2))
      }.value
    }
    // The sheet went (its step ran), the push did not: its screen was made and let go.
    navigator.expectStack([Page.home])
    #expect(box.made[.product(2)]?.events.last == .destroyed, "\(box.made[.product(2)]?.events ?? [])")
    #expect(box.made[.cart]?.events.last == .destroyed)
    #expect(navigator.screen(for: navigator.state.topScreen.id) === box.made[.home])
    host.expectInSync()
  }

  @Test func aBackTapBetweenTheDismissalAndThePushIsNeverUndone() async throws {
    let box = ProbeBox()
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: try box.registry())
    try await navigator.push(Page.product(1)).value
    try await navigator.present(Page.cart).value
    try await navigator.push(Page.reviews).value
    let home = navigator.state.root
    // Once the sheet is gone, the user taps Back on the product before the push lands.
    host.afterEachStep = { step in
      guard case .dismiss = step, case .stack(let stack) = home else { return }
      try? host.simulateBackTap(to: stack.root.id)
    }
    host.clearRecords()
    try await navigator.navigate { state in
      state.dismissAll()
      state.push(Page.checkout)
    }.value
    // The product the user popped stays popped; the checkout is pushed on what is left.
    navigator.expectStack([Page.home, .checkout])
    navigator.expectNoModals()
    host.expectInSync()
    #expect(host.plans.count == 1)
    host.expectSteps(["dismiss modal 0", "setStack root [home, checkout]"])
    #expect(box.made[.product(1)]?.events.last == .destroyed)
    #expect(box.made[.reviews]?.events.last == .destroyed)
    #expect(box.made[.cart]?.events.last == .destroyed)
    #expect(box.made[.checkout]?.events.contains(.destroyed) == false)
  }

  @Test func aBackTapInTheMiddleOfATabJumpIsNeverUndone() async throws {
    let box = ProbeBox()
    let host = TestHost()
    let navigator = Navigator(.shopTabs, host: host, screens: try box.registry())
    try await navigator.push(Page.product(1)).value
    let shopRoot = navigator.state.topStack.root.id
    // The jump sets the search tab's stack, then selects it; in between, the user taps Back
    // in the shop tab, still on screen.
    host.afterEachStep = { step in
      if case .setStack = step { try? host.simulateBackTap(to: shopRoot) }
    }
    try await navigator.navigate { state in
      state.select(tab: TabID.search)
      state.push(Page.cart)
    }.value
    navigator.expectStack([Page.product(0), .cart], in: .tab(AnyTag(TabID.search)))
    navigator.expectStack([Page.home], in: .tab(AnyTag(TabID.shop)))
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.search))
    host.expectInSync()
    #expect(box.made[.product(1)]?.events.last == .destroyed)
  }

  @Test func aSheetDismissedByItsOwnScreenDuringARestoreStaysDismissed() async throws {
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    var saved = NavigationState(root: Page.home)
    saved.push(Page.product(3))
    saved.present(Page.cart)
    saved.push(Page.reviews)
    saved.present(Page.login)
    navigator.restoration = Restoration()
    try navigator.restoration.register(Page.self, as: "page")
    let document = try navigator.restoration.encode(saved)
    // After the first sheet is presented, its screen dismisses itself before the second comes.
    host.afterEachStep = { step in
      guard case .present(let layer, at: 0) = step, layer.stack.root.route == AnyRoute(Page.cart) else {
        return
      }
      try? host.simulateSelfDismiss()
    }
    try await navigator.restore(from: document).value
    navigator.expectStack([Page.home, .product(3)], in: .root)
    // The restored cart sheet is gone, as the user left it; the login that was to sit on it is
    // presented on what is left.
    navigator.expectModals([(PresentationStyle.sheet, [Page.login])])
    host.expectInSync()
  }

  @Test func aReportDuringAStepIsAppliedAfterIt() async throws {
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    try await navigator.push(Page.product(1)).value
    // The back tap lands after the push of the cart is on screen, before the navigator hears
    // that the push finished: it must apply to the stack with the cart in it.
    var cart: ScreenID?
    host.afterEachStep = { step in
      guard case .setStack(let stack, _) = step, stack.top.route == AnyRoute(Page.cart) else { return }
      cart = stack.top.id
      try? host.simulateBackTap()
    }
    try await navigator.push(Page.cart).value
    #expect(cart != nil)
    navigator.expectStack([Page.home, .product(1)])
    host.expectInSync()
  }
}
