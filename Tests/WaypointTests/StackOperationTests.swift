import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@Suite("Stack operations")
struct StackOperationTests {
  /// A root stack: home ← product(1) #a ← reviews ← product(2) #b ← cart #a.
  static func sample() -> NavigationState {
    var state = NavigationState(root: Page.home)
    state.push(Page.product(1), tag: "a")
    state.push(Page.reviews)
    state.push(Page.product(2), tag: "b")
    state.push(Page.cart, tag: "a")
    return state
  }

  static let full: [Page] = [.home, .product(1), .reviews, .product(2), .cart]

  @Test func pushAddsOnTopWithItsTag() {
    var state = NavigationState(root: Page.home)
    state.push(Page.product(42), tag: "p")
    state.expectStack([Page.home, .product(42)])
    #expect(state.topScreen.tag == AnyTag("p"))
    state._checkInvariants()
  }

  @Test func pushingTheSameRouteTwiceMakesTwoScreens() {
    var state = NavigationState(root: Page.home)
    state.push(Page.reviews)
    state.push(Page.reviews)
    let ids = state.topStack.entries.map(\.id)
    #expect(Set(ids).count == 3)
  }

  @Test(arguments: [
    // (k, expected stack, reported change)
    (0, full, false),
    (-3, full, false),
    (1, Array(full.prefix(4)), true),
    (2, Array(full.prefix(3)), true),
    (4, [Page.home], true),
    (5, [Page.home], true),
    (99, [Page.home], true),
  ])
  func popLastClampsToTheRoot(k: Int, expected: [Page], reports: Bool) {
    var state = Self.sample()
    #expect(changed(&state) { $0.popLast(k) } == reports)
    state.expectStack(expected)
  }

  @Test func popRemovesTheTopAndReportsNothingLeftAtTheRoot() {
    var state = NavigationState(root: Page.home)
    state.push(Page.cart)
    #expect(changed(&state) { $0.pop() })
    state.expectStack([Page.home])
    #expect(!changed(&state) { $0.pop() })
    state.expectStack([Page.home])
  }

  @Test func popToTagKeepsTheNearestTaggedScreenOnTop() {
    var state = Self.sample()
    // "a" is on cart (top) and on product(1); the top one is nearest, already on top.
    #expect(!changed(&state) { $0.pop(to: "a") })
    state.expectStack(Self.full)
    #expect(changed(&state) { $0.pop(to: "b") })
    state.expectStack([Page.home, .product(1), .reviews, .product(2)])
    #expect(changed(&state) { $0.pop(to: "a") })
    state.expectStack([Page.home, .product(1)])
  }

  @Test func popToUnknownTagIsANoOp() {
    var state = Self.sample()
    #expect(!changed(&state) { $0.pop(to: "nope") })
    #expect(!changed(&state) { $0.pop(to: 7) })
    state.expectStack(Self.full)
  }

  @Test func popToTheRootsTag() {
    var state = NavigationState(root: Page.home, tag: "root")
    state.push(Page.cart)
    state.push(Page.checkout)
    #expect(changed(&state) { $0.pop(to: "root") })
    state.expectStack([Page.home])
    #expect(!changed(&state) { $0.pop(to: "root") })
  }

  @Test func popFromTagRemovesItAndEverythingAbove() {
    var state = Self.sample()
    #expect(changed(&state) { $0.pop(from: "b") })
    state.expectStack([Page.home, .product(1), .reviews])
    #expect(changed(&state) { $0.pop(from: "a") })
    state.expectStack([Page.home])
  }

  @Test func popFromCannotRemoveTheRoot() {
    var state = NavigationState(root: Page.home, tag: "root")
    state.push(Page.cart)
    #expect(!changed(&state) { $0.pop(from: "root") })
    state.expectStack([Page.home, .cart])
    #expect(!changed(&state) { $0.pop(from: "unknown") })
  }

  @Test func tagsOfDifferentTypesNeverMatch() {
    var state = NavigationState(root: Page.home)
    state.push(Page.cart, tag: TabID.shop)
    state.push(Page.checkout)
    // The raw value of the enum tag is not the tag.
    #expect(!changed(&state) { $0.pop(to: "shop") })
    #expect(changed(&state) { $0.pop(to: TabID.shop) })
    state.expectStack([Page.home, .cart])
  }

  @Test func popToRootReportsWhetherAnythingWasPushed() {
    var state = Self.sample()
    #expect(changed(&state) { $0.popToRoot() })
    state.expectStack([Page.home])
    #expect(!changed(&state) { $0.popToRoot() })
  }

  @Test func setStackReplacesTheTopStackAndIgnoresAnEmptyList() {
    var state = Self.sample()
    #expect(changed(&state) { $0.setStack([Page.cart, Page.checkout]) })
    state.expectStack([Page.cart, .checkout])
    #expect(!changed(&state) { $0.setStack([]) })
    state.expectStack([Page.cart, .checkout])
  }

  @Test func oneStackHoldsSeveralRouteTypes() {
    var state = NavigationState(root: Page.home)
    state.push(Profile.orders)
    #expect(state.topScreen.route.as(Profile.self) == .orders)
    #expect(state.topScreen.route.as(Page.self) == nil)
    #expect(state.topStack.routes == [AnyRoute(Page.home), AnyRoute(Profile.orders)])
    // Same case name, different type: not equal.
    #expect(AnyRoute(Page.home) != AnyRoute(Profile.home))
  }

  @Test func anyRouteIsNeverWrappedTwice() {
    let route = AnyRoute(Page.cart)
    #expect(AnyRoute(route) == route)
    #expect(AnyRoute(route).as(Page.self) == .cart)
    #expect(AnyTag(AnyTag("x")).as(String.self) == "x")
    // Opened from an existential, and in an Optional: still one wrapping.
    let opened: any Route = route
    #expect(AnyRoute(opened) == route)
    #expect(AnyTag(Optional(AnyTag("x"))) == AnyTag("x"))
  }

  @Test func operationsActOnTheTopModalStack() {
    var state = NavigationState(root: Page.home)
    state.present(Page.cart, style: .sheet)
    state.push(Page.checkout)
    state.expectStack([Page.cart, .checkout])
    state.expectStack([Page.home], in: .root)
    #expect(changed(&state) { $0.pop() })
    #expect(!changed(&state) { $0.pop() })  // the layer's root stays; use dismiss() to close it
    state.expectModals([(PresentationStyle.sheet, [Page.cart])])
  }

  @Test func operationsActOnTheSelectedTab() {
    var state = NavigationState.shopTabs
    state.push(Page.product(1))
    state.select(tab: TabID.profile)
    state.push(Profile.orders)
    state.expectStack([Page.home, .product(1)], in: .tab(AnyTag(TabID.shop)))
    state.expectStack([Profile.home, .orders], in: .tab(AnyTag(TabID.profile)))
    state.expectStack([Page.product(0)], in: .tab(AnyTag(TabID.search)))
    state._checkInvariants()
  }
}
