import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@Suite("Transition plan")
struct PlanTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let name: String
    let start: @Sendable () -> NavigationState
    let change: @Sendable (inout NavigationState) -> Void
    let steps: [String]
    var testDescription: String { name }
  }

  static let threeModals: @Sendable () -> NavigationState = {
    var state = NavigationState.shopTabs
    state.present(Page.cart, style: .sheet)
    state.present(Page.checkout, style: .fullScreenCover)
    state.present(Page.login, style: .sheet)
    return state
  }

  static let cases: [Case] = [
    Case(
      name: "nothing changes", start: { NavigationState(root: Page.home) }, change: { _ in },
      steps: []),
    Case(
      name: "push is one setStack", start: { NavigationState(root: Page.home) },
      change: { $0.push(Page.product(42)) }, steps: ["setStack root [home, product(42)]"]),
    Case(
      name: "popLast is one setStack", start: { StackOperationTests.sample() },
      change: { $0.popLast(3) }, steps: ["setStack root [home, product(1) #a]"]),
    Case(
      name: "present", start: { NavigationState(root: Page.home) },
      change: { $0.present(Page.cart, style: .sheet, tag: "c") }, steps: ["present sheet 0 [cart #c]"]),
    Case(
      name: "dismissAll goes one layer at a time, top down", start: threeModals,
      change: { $0.dismissAll() },
      steps: ["dismiss modal 2", "dismiss modal 1", "dismiss modal 0"]),
    Case(
      name: "a push into a covered stack waits for the layers above it to go",
      start: {
        var state = NavigationState(root: Page.home)
        state.present(Page.cart)
        state.present(Page.checkout)
        return state
      },
      change: {
        $0.dismissAll()
        $0.push(Page.reviews)
      },
      steps: ["dismiss modal 1", "dismiss modal 0", "setStack root [home, reviews]"]),
    Case(
      name: "whole-tree jump: three modals to another tab with two pushes and a sheet",
      start: threeModals,
      change: {
        $0.dismissAll()
        $0.select(tab: TabID.search)
        $0.push(Page.product(1))
        $0.push(Page.reviews)
        $0.present(Page.cart, style: .sheet)
      },
      steps: [
        "dismiss modal 2", "dismiss modal 1", "dismiss modal 0",
        "setStack tab search [product(0), product(1), reviews]", "selectTab search",
        "present sheet 0 [cart]",
      ]),
    Case(
      name: "replacing the top layer dismisses it and presents the new one",
      start: {
        var state = NavigationState(root: Page.home)
        state.present(Page.cart)
        return state
      },
      change: {
        $0.dismiss()
        $0.present(Page.login)
      },
      steps: ["dismiss modal 0", "present sheet 0 [login]"]),
    Case(
      name: "a kept layer's stack changes, then a new layer goes on top",
      start: {
        var state = NavigationState(root: Page.home)
        state.present(Page.cart)
        return state
      },
      change: {
        $0.push(Page.checkout)
        $0.present(Page.login, style: .fullScreenCover)
      },
      steps: ["setStack modal 0 [cart, checkout]", "present fullScreenCover 1 [login]"]),
    Case(
      name: "a stack under a kept layer is set in place",
      start: {
        var state = NavigationState(root: Page.home)
        state.present(Page.cart)
        return state
      },
      change: { $0[stack: .root] = ScreenStack(Page.settings) },
      steps: ["setStack root [settings]"]),
    Case(
      name: "a new style for the same screen is a new presentation",
      start: {
        var state = NavigationState(root: Page.home)
        state.present(Page.cart, style: .sheet)
        return state
      },
      change: { $0.modals[0].style = .fullScreenCover },
      steps: ["dismiss modal 0", "present fullScreenCover 0 [cart]"]),
    Case(
      name: "a stack becoming tabs replaces the root after the layers go",
      start: {
        var state = NavigationState(root: Page.login)
        state.present(Page.settings)
        return state
      },
      change: { $0 = .shopTabs },
      steps: ["dismiss modal 0", "setRoot tabs [shop, search, profile]"]),
    Case(
      name: "selecting a tab under a layer keeps the layer",
      start: {
        var state = NavigationState.shopTabs
        state.present(Page.cart)
        return state
      },
      change: { $0.select(tab: TabID.profile) },
      steps: ["selectTab profile"]),
    Case(
      name: "a screen moving from a kept layer to the root leaves the layer first",
      start: {
        var state = NavigationState(root: Page.home)
        state.present(Page.cart)
        state.push(Page.reviews)
        return state
      },
      change: { state in
        let reviews = state.topScreen
        state[stack: .modal(0)]?.pop()
        state[stack: .root]?.push(reviews)
      },
      steps: ["setStack modal 0 [cart]", "setStack root [home, reviews]"]),
    Case(
      name: "a screen moving between two tabs leaves its tab first, whatever the tab order",
      start: {
        var state = NavigationState.shopTabs
        state[stack: .tab(AnyTag(TabID.profile))]?.push(ScreenEntry(Page.reviews))
        return state
      },
      change: { state in
        let reviews = state[stack: .tab(AnyTag(TabID.profile))]!.top
        state[stack: .tab(AnyTag(TabID.profile))]?.pop()
        state[stack: .tab(AnyTag(TabID.shop))]?.push(reviews)
      },
      steps: ["setStack tab profile [home]", "setStack tab shop [home, reviews]"]),
    Case(
      name: "a layer losing its navigation container is presented again",
      start: {
        var state = NavigationState(root: Page.home)
        state.present(Page.cart)
        return state
      },
      change: { $0.modals[0].embedded = false },
      steps: ["dismiss modal 0", "present sheet bare 0 [cart]"]),
  ]

  @Test(arguments: cases)
  func everyPlannedStateKeepsTheInvariants(_ testCase: Case) {
    let start = testCase.start()
    var target = start
    testCase.change(&target)
    var replayed = start
    for step in start.plan(to: target) {
      replayed.apply(step)
      #expect(replayed.invariantViolation == nil, "after \(step): \(replayed)")
    }
  }

  @Test func aHostThatDismissesLayersTogetherGetsOneStep() {
    let start = Self.threeModals()
    var target = start
    target.dismissAll()
    target.push(Page.reviews)
    let plan = start.plan(to: target, dismissingLayersTogether: true)
    #expect(plan.map(\.description) == ["dismiss modals from 0", "setStack tab shop [home, reviews]"])
    var kept = start
    kept.dismiss()
    #expect(start.plan(to: kept, dismissingLayersTogether: true).map(\.description) == ["dismiss modal 2"])
    var replayed = start
    for step in plan { replayed.apply(step) }
    #expect(replayed == target)
  }

  @Test(arguments: cases)
  func plansTheSteps(_ testCase: Case) {
    let start = testCase.start()
    var target = start
    testCase.change(&target)
    let plan = start.plan(to: target)
    #expect(plan.map(\.description) == testCase.steps)
    var replayed = start
    for step in plan {
      #expect(changed(&replayed) { $0.apply(step) }, "illegal step \(step)")
    }
    #expect(replayed == target)
  }

  @Test func applyRefusesWhatUIKitRefuses() {
    var state = NavigationState(root: Page.home)
    state.present(Page.cart)
    state.present(Page.login)
    let before = state
    let layer = ModalLayer(style: .sheet, stack: ScreenStack(Page.reviews))
    #expect(!changed(&state) { $0.apply(.dismiss(at: 0)) })  // not the top layer
    #expect(!changed(&state) { $0.apply(.present(layer, at: 1)) })  // not on top
    #expect(!changed(&state) { $0.apply(.setStack(ScreenStack(Page.cart), in: .tab(AnyTag(TabID.shop)))) })
    #expect(!changed(&state) { $0.apply(.selectTab(AnyTag(TabID.shop))) })
    #expect(!changed(&state) { $0.apply(.setRoot(.stack(ScreenStack(Page.home)))) })  // layers still up
    #expect(!changed(&state) { $0.apply(.setStack(ScreenStack(Page.cart), in: .modal(5))) })
    #expect(state == before)
  }
}
