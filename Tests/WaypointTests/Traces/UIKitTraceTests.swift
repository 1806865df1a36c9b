import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

/// UIKit's recorded callbacks (`UIKitTraces`) replayed against `HostSession` through the UIKit
/// stand-in, which forwards each callback as `UIKitHost` does.
@MainActor
@Suite("UIKit's callbacks, replayed against the host session")
struct UIKitTraceTests {
  private func make(_ state: NavigationState) -> (Navigator<Page>, UIKitStandIn) {
    let host = UIKitStandIn()
    return (Navigator(state, host: host), host)
  }

  private func expectInSync(
    _ navigator: AnyNavigator, _ host: UIKitStandIn, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.session?.model.displayed == navigator.state, sourceLocation: sourceLocation)
    #expect(host.hierarchy == navigator.state.outline, sourceLocation: sourceLocation)
  }

  @Test func theBackButtonIsReportedAndTheNextPushDoesNotBringThePoppedScreenBack() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.backButtonTap)
    navigator.expectStack([Page.home])
    try await navigator.push(.product(2)).value
    navigator.expectStack([Page.home, .product(2)])
    expectInSync(navigator, host)
  }

  /// The rule the UIKit host followed before (a stack read while a coordinator is attached is
  /// ignored) loses the Back tap: `didShow` comes while the finished transition's coordinator is
  /// still attached. This is the defect the trace above pins.
  @Test func ignoringReadsWhileACoordinatorIsAttachedLosesTheBackTap() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    host.ignoresReadsDuringTransition = true
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.backButtonTap)
    navigator.expectStack([Page.home, .product(1)])
    #expect(host.hierarchy != navigator.state.outline)
  }

  @Test func theBackMenuPopsSeveralScreensByIdentity() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    for route in [Page.product(1), .reviews, .cart] { try await navigator.push(route).value }
    host.play(UIKitTraces.backMenu(toIndex: 1))
    navigator.expectStack([Page.home, .product(1)])
    expectInSync(navigator, host)
  }

  @Test(arguments: [true, false])
  func aScreenPoppingItselfIsFollowed(animated: Bool) async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    host.play(animated ? UIKitTraces.screenPopsItselfAnimated : UIKitTraces.screenPopsItselfWithoutAnimation)
    navigator.expectStack([Page.home])
    expectInSync(navigator, host)
  }

  @Test func aFinishedSwipeIsFollowedWhicheverOfItsEndsComesFirst() async throws {
    for trace in [UIKitTraces.swipeBackCompleted, UIKitTraces.swipeBackDidShowFirst] {
      let (navigator, host) = make(NavigationState(root: Page.home))
      try await navigator.push(.product(1)).value
      host.play(trace)
      navigator.expectStack([Page.home])
      expectInSync(navigator, host)
      #expect(
        host.events.suffix(4).map(\.description) == [
          "willDisappear product(1)", "willAppear home", "didDisappear product(1)", "didAppear home",
        ])
    }
  }

  @Test func aCancelledSwipeChangesNothingAndReversesItsEvents() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    let before = navigator.state
    host.play(UIKitTraces.swipeBackCancelled)
    #expect(navigator.state == before)
    #expect(
      host.events.suffix(6).map(\.description) == [
        "willDisappear product(1)", "willAppear home", "willDisappear home", "didDisappear home",
        "willAppear product(1)", "didAppear product(1)",
      ])
    expectInSync(navigator, host)
  }

  @Test func aPullDownIsFollowedAndACancelledOneChangesNothing() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    host.play(UIKitTraces.pullDownCancelled)
    #expect(navigator.state.modals.count == 1)
    host.play(UIKitTraces.pullDown(layerIndex: 0))
    navigator.expectNoModals()
    expectInSync(navigator, host)
  }

  @Test func aPullDownOnALayerInModalPresentationMovesNothing() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.route(Page.checkout).interactiveDismissDisabled()).value
    let before = (navigator.state, host.events.count)
    host.play(UIKitTraces.pullDownRefused)
    #expect(navigator.state == before.0)
    #expect(host.events.count == before.1)
  }

  @Test func aScreenDismissingItsLayerIsFollowed() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    host.play(UIKitTraces.screenDismissesItsLayer(layerIndex: 0))
    navigator.expectNoModals()
    expectInSync(navigator, host)
  }

  @Test func aChainDismissedFromBelowTakesEveryLayerAbove() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    try await navigator.present(.checkout, style: .fullScreenCover).value
    try await navigator.present(.login).value
    host.play(UIKitTraces.layerChainDismissedFromBelow(fromIndex: 1))
    navigator.expectModals([(PresentationStyle.sheet, [Page.cart])])
    expectInSync(navigator, host)
    // The cover hid the cart: the cart appears again as the chain goes.
    #expect(host.events.suffix(2).map(\.description).contains("didAppear cart"))
  }

  @Test func aTabTapIsFollowedAndRefusedDuringAPlan() async throws {
    let (navigator, host) = make(.shopTabs)
    host.play(UIKitTraces.tabTap(index: 2))
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.profile))
    host.afterNextStep = { host.play(UIKitTraces.tabTap(index: 0)) }
    _ = try await navigator.navigate { state in
      state.select(tab: TabID.search)
      state.push(Page.reviews)
    }.value
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.search))
    expectInSync(navigator, host)
  }

  @Test func reselectingATabPopsItsStackToTheRoot() async throws {
    let (navigator, host) = make(.shopTabs)
    try await navigator.push(.product(1)).value
    try await navigator.push(.reviews).value
    host.play(UIKitTraces.tabReselect)
    navigator.expectStack([Page.home])
    expectInSync(navigator, host)
  }

  /// With its delegate replaced the host hears nothing: the navigator keeps the popped screen,
  /// which is why UIKitHost owns its navigation controllers' delegate and forwards every call.
  @Test func aReplacedDelegateHearsNoPop() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.delegateReplacedThenBackTap)
    navigator.expectStack([Page.home, .product(1)])
  }

  @Test func aBackTapDuringAStepIsKeptAndAppliedWhenTheStepEnds() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    try await navigator.push(.reviews).value
    try await navigator.present(.cart).value
    // The sheet slides away; the user taps Back on the stack below before it has gone: the pop
    // is kept, not refused, and applied when the dismissal ends.
    let dismiss = navigator.dismiss()
    await eventually { host.session?.runningStep != nil }
    #expect(host.session?.runningStep != nil)
    host.play(UIKitTraces.screenPopsItselfWithoutAnimation)
    _ = try await dismiss.value
    navigator.expectStack([Page.home, .product(1)])
    navigator.expectNoModals()
    expectInSync(navigator, host)
  }

  @Test(arguments: [true, false])
  func aStackSetOnScreenOrOffWindowEndsItsStep(animated: Bool) async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    _ = try await navigator.setStack([Page.login, .product(3)], animated: animated).value
    navigator.expectStack([Page.login, .product(3)])
    expectInSync(navigator, host)
  }

  @Test func presentAndDismissEndAtTheirCompletions() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    #expect(host.hierarchy.layers.count == 1)
    _ = try await navigator.dismiss().value
    #expect(host.hierarchy.layers.isEmpty)
    expectInSync(navigator, host)
  }
}
