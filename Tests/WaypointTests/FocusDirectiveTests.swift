import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// Where VoiceOver's focus goes: the rule as data, then as `TestHost` records it once the screen
/// has settled.
@MainActor
@Suite("Focus directives")
struct FocusDirectiveTests {
  /// `state` after `change`.
  private func after(_ state: NavigationState, _ change: (inout NavigationState) -> Void) -> NavigationState {
    var next = state
    change(&next)
    return next
  }

  private func directive(
    _ before: NavigationState, _ after: NavigationState, holding elements: Set<String> = ["cart"]
  ) -> FocusDirective? {
    FocusDirective(from: before, to: after, holdsElement: elements.contains)
  }

  // MARK: The rule

  @Test func theNewTopScreenGetsFocusAfterAPushAPresentationAPopAndATabSwitch() {
    let home = NavigationState(root: Page.home)
    let pushed = after(home) { $0.push(Page.product(1)) }
    let presented = after(home) { $0.present(Page.cart, style: .sheet) }
    let tabs = NavigationState.shopTabs
    let switched = after(tabs) { $0.select(tab: TabID.search) }
    #expect(directive(home, pushed) == .screen(pushed.topScreen.id))
    #expect(directive(pushed, home) == .screen(home.topScreen.id))
    #expect(directive(home, presented) == .screen(presented.topScreen.id))
    #expect(directive(tabs, switched) == .screen(switched.topScreen.id))
  }

  @Test func aClosedLayerGivesFocusBackToTheElementThatOpenedItWhenTheHostHoldsIt() {
    let home = NavigationState(root: Page.home)
    var cart = ScreenEntry(Page.cart)
    cart.openedFrom = "cart"
    let opened = after(home) { $0.modals = [ModalLayer(style: .sheet, stack: ScreenStack(root: cart))] }
    #expect(directive(opened, home) == .element("cart"))
    #expect(directive(opened, home, holding: []) == .screen(home.topScreen.id), "else the screen beneath")
    let pushedBeneath = after(home) { $0.push(Page.product(1)) }
    #expect(
      directive(opened, pushedBeneath) == .screen(pushedBeneath.topScreen.id),
      "a later step put another screen on top")
  }

  @Test func aClosedPopoverGivesFocusBackToItsAnchor() {
    let home = NavigationState(root: Page.home)
    var cart = ScreenEntry(Page.cart)
    cart.popoverAnchor = "cart"
    let opened = after(home) { $0.modals = [ModalLayer(style: .popover, stack: ScreenStack(root: cart))] }
    #expect(directive(opened, home) == .element("cart"))
  }

  @Test func layersClosedTogetherGiveFocusBackToWhatOpenedTheLowest() {
    let home = NavigationState(root: Page.home)
    var cart = ScreenEntry(Page.cart)
    cart.openedFrom = "cart"
    var checkout = ScreenEntry(Page.checkout)
    checkout.openedFrom = "pay"
    let opened = after(home) {
      $0.modals = [
        ModalLayer(style: .sheet, stack: ScreenStack(root: cart)),
        ModalLayer(style: .sheet, stack: ScreenStack(root: checkout)),
      ]
    }
    #expect(directive(opened, home, holding: ["cart", "pay"]) == .element("cart"))
    let one = after(opened) { _ = $0.dismiss() }
    #expect(directive(opened, one, holding: ["cart", "pay"]) == .element("pay"))
  }

  @Test func nothingMovesWhenTheScreenOnTopIsTheSame() {
    var home = NavigationState(root: Page.home)
    home.present(Page.cart, style: .sheet)
    var changedBeneath = home
    changedBeneath.root = .stack(ScreenStack(root: ScreenEntry(Page.settings)))
    #expect(directive(home, home) == nil)
    #expect(directive(home, changedBeneath) == nil)
  }

  // MARK: On TestHost, once the screen has settled

  @Test func eachRequestMovesFocusOnceItsPlanHasEnded() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.push(.product(1)).value
    let product = navigator.state.topScreen.id
    try await navigator.present(.cart).value
    let cart = navigator.state.topScreen.id
    _ = try await navigator.dismiss().value
    _ = try await navigator.pop().value
    #expect(
      host.focusDirectives == [
        .screen(product), .screen(cart), .screen(product), .screen(navigator.state.topScreen.id),
      ])
  }

  @Test func aStepALaterStepOfThePlanReplacedMovesNothing() async throws {
    let (navigator, host) = makeNavigator()
    host.elements = ["cart"]
    try await navigator.present(.route(Page.cart).opened(from: "cart")).value
    host.clearRecords()
    try await navigator.navigate { state in
      state.dismissAll()
      state.push(Page.product(2))
    }.value
    #expect(host.steps.count == 2)
    #expect(
      host.focusDirectives == [.screen(navigator.state.topScreen.id)], "not back to the cart button first")
  }

  @Test func aPlanThatChangesNothingOnTopMovesNothing() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.present(.cart, style: .sheet).value
    host.clearRecords()
    try await navigator.navigate { state in
      state.root = .stack(ScreenStack(root: ScreenEntry(Page.settings)))
    }.value
    #expect(!host.steps.isEmpty)
    #expect(host.focusDirectives.isEmpty)
  }

  /// The platform moves VoiceOver's focus for the user's own gestures (UIKit announces a tab it
  /// selects, a screen it pops to, a sheet it dismisses): the session posting again would move
  /// focus off the tab bar and announce the screen twice. A request of the app's moves it.
  @Test func theUsersOwnGesturesLeaveFocusToThePlatform() async throws {
    let (navigator, host) = makeNavigator(.shopTabs)
    host.elements = ["cart"]
    try await navigator.push(.product(1)).value
    host.clearRecords()
    try host.simulateSwipeBack(cancelled: true)
    try host.simulateSwipeBack()
    try host.simulateTabTap(TabID.search)
    #expect(host.focusDirectives.isEmpty)
    try await navigator.present(.route(Page.cart).opened(from: "cart")).value
    let cart = navigator.state.topScreen.id
    try host.simulatePullDown()
    #expect(host.focusDirectives == [.screen(cart)], "focus moved for the user's pull-down")
    try await navigator.push(.product(2)).value
    #expect(host.focusDirectives.last == .screen(navigator.state.topScreen.id))
  }

  @Test func aRestoreMovesFocusToTheRestoredTop() async throws {
    let (source, _) = makeNavigator()
    source.restoration = .shop()
    try await source.push(.product(7)).value
    let (navigator, host) = makeNavigator(NavigationState(root: Page.settings))
    navigator.restoration = .shop()
    try await navigator.restore(from: try source.snapshot()).value
    #expect(host.focusDirectives == [.screen(navigator.state.topScreen.id)])
  }
}
