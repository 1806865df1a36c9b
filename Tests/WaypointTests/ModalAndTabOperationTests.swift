import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@Suite("Modal and tab operations")
struct ModalAndTabOperationTests {
  /// Four layers over home: cart (sheet, #cart) · checkout (cover, #pay) · login (sheet) ·
  /// settings (custom, #cart).
  static func sample() -> NavigationState {
    var state = NavigationState(root: Page.home)
    state.present(Page.cart, style: .sheet, tag: "cart")
    state.present(Page.checkout, style: .fullScreenCover, tag: "pay")
    state.present(Page.login, style: .sheet)
    state.present(Page.settings, style: .fade, tag: "cart")
    return state
  }

  static func roots(_ state: NavigationState) -> [Page] {
    state.modals.compactMap { $0.stack.root.route.as(Page.self) }
  }

  @Test func presentAddsALayerWithItsOwnStack() {
    var state = NavigationState(root: Page.home)
    state.present(Page.cart, style: .fullScreenCover, tag: "c")
    state.expectModals([(PresentationStyle.fullScreenCover, [Page.cart])])
    #expect(state.modals[0].tag == AnyTag("c"))
    #expect(state.topLocation == .modal(0))
    state.expectStack([Page.home], in: .root)
  }

  @Test func dismissRemovesTheTopLayerOnly() {
    var state = Self.sample()
    #expect(changed(&state) { $0.dismiss() })
    #expect(Self.roots(state) == [.cart, .checkout, .login])
    var empty = NavigationState(root: Page.home)
    #expect(!changed(&empty) { $0.dismiss() })
  }

  @Test(arguments: [
    (0, [Page.cart, .checkout, .login, .settings], false),
    (-1, [Page.cart, .checkout, .login, .settings], false),
    (1, [Page.cart, .checkout, .login], true),
    (3, [Page.cart], true),
    (4, [], true),
    (10, [], true),
  ])
  func dismissLastClamps(k: Int, expected: [Page], reports: Bool) {
    var state = Self.sample()
    #expect(changed(&state) { $0.dismissLast(k) } == reports)
    #expect(Self.roots(state) == expected)
  }

  @Test func dismissToKeepsTheNearestTaggedLayerOnTop() {
    var state = Self.sample()
    // The nearest #cart is the top layer: nothing to do.
    #expect(!changed(&state) { $0.dismiss(to: "cart") })
    #expect(changed(&state) { $0.dismiss(to: "pay") })
    #expect(Self.roots(state) == [.cart, .checkout])
    #expect(!changed(&state) { $0.dismiss(to: "missing") })
    #expect(Self.roots(state) == [.cart, .checkout])
  }

  @Test func dismissFromRemovesTheTaggedLayerAndAbove() {
    var state = Self.sample()
    #expect(changed(&state) { $0.dismiss(from: "pay") })
    #expect(Self.roots(state) == [.cart])
    #expect(!changed(&state) { $0.dismiss(from: "pay") })
    #expect(changed(&state) { $0.dismiss(from: "cart") })
    state.expectNoModals()
  }

  @Test func dismissAllReportsWhetherAnythingWasPresented() {
    var state = Self.sample()
    #expect(changed(&state) { $0.dismissAll() })
    state.expectNoModals()
    #expect(!changed(&state) { $0.dismissAll() })
  }

  @Test func selectTabKeepsEveryTabsStack() {
    var state = NavigationState.shopTabs
    state.push(Page.product(7))
    #expect(changed(&state) { $0.select(tab: TabID.profile) })
    #expect(state.tabBar?.selected.id == AnyTag(TabID.profile))
    #expect(!changed(&state) { $0.select(tab: TabID.profile) })  // already selected
    #expect(!changed(&state) { $0.select(tab: "profile") })  // not the same tag type
    #expect(changed(&state) { $0.select(tab: TabID.shop) })
    state.expectStack([Page.home, .product(7)])
  }

  @Test func selectTabWithoutTabsIsANoOp() {
    var state = NavigationState(root: Page.home)
    #expect(!changed(&state) { $0.select(tab: TabID.shop) })
    #expect(state.tabBar == nil)
  }

  @Test func tabBarDropsRepeatedIdsAndFallsBackToTheFirstTab() {
    let state = NavigationState(
      tabs: Tab(id: TabID.shop, root: Page.home), Tab(id: TabID.shop, root: Page.cart),
      Tab(id: TabID.profile, root: Profile.home), selected: TabID.search)
    #expect(state.tabBar?.ids == [AnyTag(TabID.shop), AnyTag(TabID.profile)])
    #expect(state.tabBar?.selectedIndex == 0)
    state._checkInvariants()
  }

  @Test func stackSubscriptIgnoresUnknownLocations() {
    var state = NavigationState(root: Page.home)
    let before = state
    #expect(state[stack: .tab(AnyTag(TabID.shop))] == nil)
    #expect(state[stack: .modal(0)] == nil)
    state[stack: .modal(3)] = ScreenStack(Page.cart)
    state[stack: .tab(AnyTag(TabID.shop))] = ScreenStack(Page.cart)
    #expect(state == before)
  }

  @Test func everyOperationReportsExactlyWhetherItChangedTheState() {
    let operations: [(String, (inout NavigationState) -> Bool)] = [
      ("pop", { $0.pop() }), ("popLast 2", { $0.popLast(2) }), ("popToRoot", { $0.popToRoot() }),
      ("pop(to:)", { $0.pop(to: "a") }), ("pop(from:)", { $0.pop(from: "a") }),
      ("dismiss", { $0.dismiss() }), ("dismissLast 2", { $0.dismissLast(2) }),
      ("dismiss(to:)", { $0.dismiss(to: "pay") }), ("dismiss(from:)", { $0.dismiss(from: "pay") }),
      ("dismissAll", { $0.dismissAll() }), ("select", { $0.select(tab: TabID.search) }),
    ]
    var withStack = StackOperationTests.sample()
    withStack.present(Page.login, style: .sheet, tag: "pay")
    withStack.push(Page.reviews, tag: "a")
    let starts = [
      NavigationState(root: Page.home), StackOperationTests.sample(), Self.sample(), withStack, .shopTabs,
    ]
    for start in starts {
      for (name, operation) in operations {
        var state = start
        let changed = operation(&state)
        #expect(changed == (state != start), "\(name) on\n\(start)")
        state._checkInvariants()
      }
    }
  }
}
