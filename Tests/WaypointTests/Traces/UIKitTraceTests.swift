import InMemoryLogging
import Logging
import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// UIKit's recorded callbacks (`UIKitTraces`) replayed against `HostSession` through the UIKit
/// stand-in, which forwards each callback as `UIKitHost` does.
@MainActor
@Suite("UIKit's callbacks, replayed against the host session")
struct UIKitTraceTests {
  private func make(_ state: NavigationState, inWindow: Bool = true, logger: Logger? = nil) -> (
    Navigator<Page>, UIKitStandIn
  ) {
    let host = UIKitStandIn()
    host.isInWindow = inWindow
    guard let logger else { return (Navigator(state, host: host), host) }
    return (Navigator(state, host: host, logger: logger), host)
  }

  private func expectInSync(
    _ navigator: AnyNavigator, _ host: UIKitStandIn, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.session?.model.shown == navigator.state, sourceLocation: sourceLocation)
    #expect(host.hierarchy == navigator.state.read, sourceLocation: sourceLocation)
  }

  @Test func aBackButtonTapIsReported() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.backButtonTap())
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
    host.play(UIKitTraces.backButtonTap())
    navigator.expectStack([Page.home, .product(1)])
    #expect(host.hierarchy != navigator.state.read)
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
    host.play(
      animated ? UIKitTraces.screenPopsItselfAnimated() : UIKitTraces.screenPopsItselfWithoutAnimation)
    navigator.expectStack([Page.home])
    expectInSync(navigator, host)
  }

  @Test func aFinishedSwipeIsFollowedWhicheverOfItsEndsComesFirst() async throws {
    for order in UIKitVariants.PopCallbacks.allCases {
      var variants = UIKitVariants()
      variants.popCallbacks = order
      let trace = UIKitTraces.swipeBackCompleted(variants)
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
    host.play(UIKitTraces.swipeBackCancelled())
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
    host.play(UIKitTraces.pullDownCancelled())
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

  /// The user taps Back while a pop of the same stack stalls: the watchdog's read shows the
  /// user's pop, which says nothing of the step; the Back tap is reported, not taken for the
  /// step's half-done work (found by `InterleavingRuns`; its input is in the fuzzer's corpus).
  /// A Back tap while a pop to the root stalls is reported, whether the step's watchdog reads
  /// the stack after the Back button's animation or during it (UIKit pops at once and calls
  /// `didShow` when the animation ends).
  @Test(arguments: [false, true])
  func aBackTapDuringAStalledPopIsReported(watchdogDuringTheAnimation: Bool) async throws {
    let (navigator, host) = make(.shopTabs)
    try await navigator.push(.cart).value
    try await navigator.push(.checkout).value
    host.failure = .stallsWithoutShowing
    let pop = navigator.popToRoot()
    await eventually { host.session?.runningStep != nil }
    if watchdogDuringTheAnimation {
      host.play(UIKitTraces.backButtonAnimationBegins())
      await host.clock.run()
      host.play(UIKitTraces.backButtonAnimationEnds())
    } else {
      host.play(UIKitTraces.backButtonTap())
      await host.clock.run()
    }
    await #expect(throws: NavigationError.self) { try await pop.value }
    navigator.expectStack([Page.home, .cart])
    expectInSync(navigator, host)
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

  /// A tap is followed; one during a plan is refused in `shouldSelect` (UIKit would switch tabs
  /// under the plan) and asked for once the plan ends, so it is not lost.
  @Test func aTabTapDuringAPlanIsAppliedWhenThePlanEnds() async throws {
    let (navigator, host) = make(.shopTabs)
    host.play(UIKitTraces.tabTap(index: 2))
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.profile))
    host.afterNextStep = { host.play(UIKitTraces.tabTap(index: 0)) }
    _ = try await navigator.navigate { state in
      state.select(tab: TabID.search)
      state.push(Page.reviews)
    }.value
    #expect(navigator.state.tabBar?.tabs[1].stack.top.route == AnyRoute(Page.reviews))
    await eventually { navigator.state.tabBar?.selected.id == AnyTag(TabID.shop) }
    await host.clock.run()
    #expect(
      navigator.state.tabBar?.selected.id == AnyTag(TabID.shop), "the tap made during the plan was lost")
    expectInSync(navigator, host)
  }

  /// A tap on a tab that was not selected, refused during a plan, asks for that tab when the plan
  /// ends: when the plan itself went there, the tap is done, never taken for a re-tap that would
  /// pop the tab the plan just filled.
  @Test func aTabTappedDuringAPlanThatGoesThereIsNoReTap() async throws {
    let (navigator, host) = make(.shopTabs)
    host.afterNextStep = { host.play(UIKitTraces.tabTap(index: 1)) }
    _ = try await navigator.navigate { state in
      state.push(Page.cart)
      state.select(tab: TabID.search)
      state.push(Page.reviews)
    }.value
    await host.clock.run()
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.search))
    #expect(
      navigator.state.topStack.top.route == AnyRoute(Page.reviews), "the tap was taken for a re-tap")
    expectInSync(navigator, host)
  }

  @Test(arguments: UIKitVariants.TabRetap.allCases)
  func reselectingATabPopsItsStackToTheRoot(whenUIKit retap: UIKitVariants.TabRetap) async throws {
    let (navigator, host) = make(.shopTabs)
    try await navigator.push(.product(1)).value
    try await navigator.push(.reviews).value
    var variants = UIKitVariants()
    variants.tabRetap = retap
    host.play(UIKitTraces.tabRetap(index: 0, variants))
    await host.clock.run()
    navigator.expectStack([Page.home])
    expectInSync(navigator, host)
  }

  /// With its delegate replaced the host hears no `didShow`: at the next step it sets that
  /// stack, the session logs an error that says where the app's delegate belongs and ends the
  /// step without waiting for a `didShow` that cannot come.
  @Test func aReplacedNavigationDelegateIsForwardedOrLogged() async throws {
    let logs = InMemoryLogHandler()
    let (navigator, host) = make(
      NavigationState(root: Page.home), logger: Logger(label: "test") { _ in logs })
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.delegateReplaced)
    try await navigator.push(.product(2)).value
    navigator.expectStack([Page.home, .product(1), .product(2)])
    expectInSync(navigator, host)
    let errors = logs.entries.filter { $0.level == .error }.map(\.message.description)
    #expect(errors.count == 1)
    #expect(errors.first?.contains("delegate other than the host") == true)
  }

  /// A screen that turns its stack's swipe back off as it appears, while the plan that shows it
  /// runs: the host never writes the recognizer's `isEnabled` (it holds a swipe as it begins,
  /// `SwipeBackHold`), so the screen's choice outlives the plan.
  @Test func aScreenThatTurnsOffSwipeBackAsItAppearsKeepsItOff() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    host.afterNextStep = { host.play(UIKitTraces.screenTurnsOffSwipeBack) }  // in its viewDidAppear
    try await navigator.push(.product(1)).value
    #expect(host.swipeBack[.root(0)] == false)
    #expect(!host.swipeBackBegins(at: .root(0)))
    try await navigator.present(.cart).value
    _ = try await navigator.dismiss().value
    #expect(host.swipeBack[.root(0)] == false, "the host turned the screen's swipe back on again")
    try await navigator.push(.product(2)).value
    #expect(host.swipeBack[.root(0)] == false)
  }

  @Test func aStepWaitsForTheUsersBackAnimationAndPlansAgainFromIt() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.backButtonAnimationBegins())
    let push = navigator.push(.reviews)
    await eventually { false }
    #expect(host.session?.runningStep == nil)
    #expect(host.hierarchy.stacks[0].count == 1)
    host.play(UIKitTraces.backButtonAnimationEnds())
    try await push.value
    navigator.expectStack([Page.home, .reviews])
    expectInSync(navigator, host)
  }

  /// The stand-in's fault counts from when the step starts: one set while the step waits (for
  /// a window here, for the user's animation in a fuzzer's program) still runs its watchdog on
  /// the clock, instead of a minute of real time the program never waits for.
  @Test func aStallSetWhileAStepWaitsForAWindowIsSettledByItsWatchdog() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home), inWindow: false)
    let present = navigator.present(.cart)
    await eventually { false }
    #expect(host.session?.runningStep == nil)
    host.failure = .stallsWithoutShowing
    host.play(UIKitTraces.rootAppears)
    await host.clock.run()
    await eventually { !navigator.isTransitioning }
    #expect(!navigator.isTransitioning)
    await #expect(throws: NavigationError.self) { try await present.value }
    expectInSync(navigator, host)
  }

  /// Found by the fuzzer's programs once the Back button played in two halves: a second tap
  /// during the first's animation popped again under the first's coordinator, which UIKit's bar
  /// does not allow; the driver refuses it, as it does a gesture with nothing to pop.
  @Test func aSecondBackTapDuringTheFirstsAnimationIsNotTaken() async throws {
    let driver = UIKitStandInDriver()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: driver.makeHost())
    _ = try await navigator.setStack([.home, .product(1), .reviews]).value
    try driver.simulate(.tapBack)
    #expect(throws: HostError.self) { try driver.simulate(.tapBack) }
    await driver.settle()
    navigator.expectStack([Page.home, .product(1)])
  }

  @Test func aStepArrivingMidSwipeStartsWhenTheSwipeEnds() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.swipeBackBegins())
    let present = navigator.present(.cart)
    await eventually { false }
    #expect(host.session?.runningStep == nil)
    host.play(UIKitTraces.swipeBackEnds())
    try await present.value
    #expect(navigator.state.read.stacks[0].count == 1)  // the swipe popped product(1)
    navigator.expectModals([(PresentationStyle.sheet, [Page.cart])])
    expectInSync(navigator, host)
  }

  @Test func aStepArrivingMidPullDownStartsWhenItIsLetGo() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    host.play(Array(UIKitTraces.pullDownCancelled().prefix(1)))
    let push = navigator.push(.reviews)
    await eventually { false }
    #expect(host.session?.runningStep == nil)
    host.play(Array(UIKitTraces.pullDownCancelled().dropFirst()))
    try await push.value
    navigator.expectModals([(PresentationStyle.sheet, [Page.cart, .reviews])])
    expectInSync(navigator, host)
  }

  @Test func aPresentBeforeTheRootIsInAWindowWaits() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home), inWindow: false)
    try await navigator.push(.product(1)).value  // a stack is set off screen
    let present = navigator.present(.cart)
    await eventually { false }
    #expect(host.session?.runningStep == nil)
    #expect(host.hierarchy.layers.isEmpty)
    host.play(UIKitTraces.rootAppears)
    try await present.value
    navigator.expectModals([(PresentationStyle.sheet, [Page.cart])])
    expectInSync(navigator, host)
  }

  @Test func initialLayersAreNotReportedAsDismissedBeforeTheRootAppears() async throws {
    var state = NavigationState(root: Page.home)
    state.present(Page.cart)
    let (navigator, host) = make(state, inWindow: false)
    // Any read of the layers before the root appears (a container disappearing) finds none.
    host.play(.topLayerDisappears)
    navigator.expectModals([(PresentationStyle.sheet, [Page.cart])])
    host.play(UIKitTraces.rootAppears)
    #expect(host.session?.isDrawnInWindow == true)
  }

  @Test func anUnanchoredPopoverIsRefused() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    for destination in [Destination.route(Page.cart), .route(Page.cart).anchored(to: "unknown")] {
      await #expect(throws: NavigationError.self) {
        try await navigator.present(destination, style: .popover).value
      }
      navigator.expectNoModals()
      expectInSync(navigator, host)
    }
    host.anchors = ["cartButton"]
    try await navigator.present(.route(Page.cart).anchored(to: "cartButton"), style: .popover).value
    #expect(navigator.state.modals.first?.stack.root.popoverAnchor == "cartButton")
    expectInSync(navigator, host)
  }

  /// The window closes before its root ever appeared (closed in the app switcher as it opened):
  /// the presentation waiting for the window ends with `HostError.windowClosed`, so does any
  /// request after, and once the app lets go of them the navigator and its host are freed.
  @Test func aHostFreedBeforeItAppearsEndsItsRequests() async throws {
    weak var weakNavigator: Navigator<Page>?
    weak var weakHost: UIKitStandIn?
    do {
      let (navigator, host) = make(NavigationState(root: Page.home), inWindow: false)
      weakNavigator = navigator
      weakHost = host
      let present = navigator.present(.cart)
      await host.clock.run()
      #expect(navigator.state.modals.isEmpty, "the sheet waits for the window")
      host.play(UIKitTraces.sceneDisconnectsBeforeTheRootAppears)
      for request in [present, navigator.push(.product(1))] {
        await #expect(throws: NavigationError.self) { try await request.value }
      }
      navigator.expectStack([Page.home])
      navigator.expectNoModals()
    }
    await eventually { weakNavigator == nil && weakHost == nil }
    #expect(weakNavigator == nil, "the navigator was not freed")
    #expect(weakHost == nil, "the host was not freed")
  }

  /// iOS 18's zoom has its own interactive dismissal (a swipe down, a pinch): it may begin only
  /// where a swipe back may, so a screen a leave guard protects stays, and once the guard is gone
  /// the dismissal pops it as a swipe back does.
  @Test func aZoomedScreensDismissGestureIsHeldByItsGuard() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    host.anchors = ["tile"]
    try await navigator.push(.route(Page.product(1)).transition(.zoom(from: "tile"))).value
    let product = navigator.state.topScreen
    let guardToken = navigator.addLeaveGuard(protecting: product.id) { _ in .stay }
    #expect(!host.zoomDismissBegins(), "the zoom's dismissal began on a protected screen")
    navigator.removeLeaveGuard(guardToken)
    var beganDuringAPlan: Bool?
    host.afterNextStep = { beganDuringAPlan = host.zoomDismissBegins() }
    _ = try await navigator.pop().value
    #expect(beganDuringAPlan == false, "the zoom's dismissal began during a plan")
    try await navigator.push(.route(Page.product(1)).transition(.zoom(from: "tile"))).value
    #expect(host.zoomDismissBegins())
    host.play(UIKitTraces.zoomDismissal())
    await host.clock.run()
    navigator.expectStack([Page.home])
    expectInSync(navigator, host)
  }

  /// iOS 26's swipe back from the content is held as the edge swipe is: on a screen a leave
  /// guard protects, and during a plan.
  @Test func theContentSwipeIsHeldByALeaveGuard() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.contentSwipeBackBegins)
    #expect(host.swipeBackBegins(at: host.topIndex, fromContent: true))
    let guardToken = navigator.addLeaveGuard(protecting: navigator.state.topScreen.id) { _ in .stay }
    #expect(!host.swipeBackBegins(at: host.topIndex, fromContent: true), "it began on a protected screen")
    #expect(!host.swipeBackBegins(at: host.topIndex))
    navigator.removeLeaveGuard(guardToken)
    var beganDuringAPlan: Bool?
    host.afterNextStep = { beganDuringAPlan = host.swipeBackBegins(at: host.topIndex, fromContent: true) }
    try await navigator.push(.reviews).value
    #expect(beganDuringAPlan == false, "it began during a plan")
    #expect(host.swipeBackBegins(at: host.topIndex, fromContent: true))
    host.play(UIKitTraces.swipeBackCompleted())
    await host.clock.run()
    navigator.expectStack([Page.home, .product(1)])
    expectInSync(navigator, host)
  }

  /// A screen pushed with `.contentSwipe(false)` keeps the edge swipe and the Back button, and
  /// its choice is restored with the tree; the screen pushed above it has its own.
  @Test func aScreenCanTurnOffTheContentSwipeAlone() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    navigator.restoration = .shop()
    try await navigator.push(.route(Page.product(1)).contentSwipe(false)).value
    #expect(!host.swipeBackBegins(at: host.topIndex, fromContent: true))
    #expect(host.swipeBackBegins(at: host.topIndex))
    let document = try navigator.snapshot()
    _ = try await navigator.popToRoot().value
    try await navigator.restore(from: document).value
    #expect(navigator.state.topScreen.allowsContentSwipe == false)
    #expect(!host.swipeBackBegins(at: host.topIndex, fromContent: true), "the choice was not restored")
    try await navigator.push(.reviews).value
    #expect(host.swipeBackBegins(at: host.topIndex, fromContent: true))
    expectInSync(navigator, host)
  }

  /// A bar button item is in a bar on screen only while its screen is the top of a stack in view:
  /// a popover anchored to one under a pushed screen is refused (UIKit would point it at nothing),
  /// and presented once its screen is back on top.
  @Test func aPopoverAnchoredToAHiddenBarItemIsRefused() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    host.anchors = ["share"]
    host.barItems = ["share": navigator.state.topScreen.id]
    try await navigator.push(.reviews).value
    let share = Destination.route(Page.cart).anchored(to: "share")
    await #expect(throws: NavigationError.self) { try await navigator.present(share, style: .popover).value }
    navigator.expectNoModals()
    expectInSync(navigator, host)
    _ = try await navigator.pop().value
    try await navigator.present(share, style: .popover).value
    #expect(navigator.state.modals.count == 1)
    expectInSync(navigator, host)
  }

  @Test func aTabShowingASplitIsNotListedUnderMore() async throws {
    let (navigator, host) = make(.shopTabs)
    let split = Tab(id: 5, split: SplitRoot(sidebar: ScreenStack(Page.home), detail: ScreenStack(Page.cart)))
    let five = (0..<5).map { Tab(id: $0, root: Page.product($0)) }
    // The sixth tab, under More, showing a split: refused, nothing changes.
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate(
        to: NavigationState(root: .tabs(TabBar(five[0], Array(five.dropFirst()) + [split])))
      )
      .value
    }
    #expect(navigator.state.tabBar?.tabs.count == 3)
    expectInSync(navigator, host)
    // First, it is drawn; listing it sixth is refused again.
    try await navigator.navigate(to: NavigationState(root: .tabs(TabBar(split, five)))).value
    #expect(navigator.state.tabBar?.tabsUnderMore == [3, 4].map { AnyTag($0) })
    var bar = try #require(navigator.state.tabBar)
    bar.arrange(five.map(\.id) + [AnyTag(5)], hidden: [])
    let arranged = NavigationState(root: .tabs(bar))
    await #expect(throws: NavigationError.self) { try await navigator.navigate(to: arranged).value }
    #expect(navigator.state.tabBar?.ids.first == AnyTag(5))
    expectInSync(navigator, host)
  }

  @Test func theMoreListIsHeardFromTheMoreTabAndItsBackButton() async throws {
    let six = (0..<6).map { Tab(id: $0, root: Page.product($0)) }
    let (navigator, host) = make(NavigationState(root: .tabs(TabBar(six[0], Array(six.dropFirst())))))
    _ = try await navigator.select(tab: 5).value
    host.play(UIKitTraces.moreTap)
    #expect(navigator.state.tabBar?.showsMoreList == true)
    expectInSync(navigator, host)
    // Back on its first screen: the list again.
    try await navigator.push(.cart).value
    host.play(UIKitTraces.backButtonTap())
    host.play(UIKitTraces.backToTheMoreList)
    #expect(navigator.state.tabBar?.showsMoreList == true && navigator.state.topStack.depth == 0)
    expectInSync(navigator, host)
    // Picked again, with its first screen alone: the screens pushed before leave the tree.
    try await navigator.push(.cart).value
    host.play(UIKitTraces.moreTap)
    var variants = UIKitVariants()
    variants.morePick = .showsItsFirstScreenOnly
    host.variants = variants
    host.play(UIKitTraces.morePick(index: 5))
    #expect(navigator.state.tabBar?.showsMoreList == false)
    #expect(navigator.state.topStack.depth == 0)
    expectInSync(navigator, host)
  }

  @Test func aControllerTheUserPoppedIsLetGoAtOnce() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    let popped = navigator.state.topScreen.id
    #expect(host.controllers.object(for: popped) != nil)
    host.play(UIKitTraces.backButtonTap())
    #expect(host.controllers.object(for: popped) == nil)
  }

  @Test func aLayerHiddenUnderACoverIsFollowedWhenTheChainGoes() async throws {
    for onlyAtOnce in [false, true] {
      let (navigator, host) = make(NavigationState(root: Page.home))
      host.readsLayersOnlyAtOnce = onlyAtOnce
      try await navigator.present(.cart).value
      try await navigator.present(.reviews).value
      try await navigator.present(.checkout, style: .fullScreenCover).value
      host.play(UIKitTraces.coverChainDismissedFromBelow(fromIndex: 1))
      await eventually { navigator.state.modals.count == 1 }
      // The rule the host followed before (read once, in viewDidDisappear) keeps both layers.
      #expect(navigator.state.modals.count == (onlyAtOnce ? 3 : 1))
    }
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

  /// A swipe back whose coordinator's completion never comes: `didShow` came, so the user has let
  /// go; the gesture's watchdog ends it from what UIKit reads (the pop finished), and nothing stays
  /// locked: a tab tap is taken, a swipe may begin, the next step runs.
  @Test func aGestureWhoseCompletionNeverComesLeavesNothingLocked() async throws {
    let (navigator, host) = make(.shopTabs)
    try await navigator.push(.cart).value
    try await navigator.push(.checkout).value
    host.play([.pop(toIndex: nil, animated: true, interactive: true), .willShow, .didShow])
    await host.clock.run()
    navigator.expectStack([Page.home, .cart])
    #expect(host.session?.acceptsGestures == true)
    #expect(host.swipeBackBegins(at: host.topIndex))
    #expect(host.session?.answer(.selectTab(AnyTag(TabID.search))) == true)
    try await navigator.push(.reviews).value
    navigator.expectStack([Page.home, .cart, .reviews])
    expectInSync(navigator, host)
  }

  /// A swipe back the user holds past a step's watchdog (no `didShow` yet: the finger may still be
  /// down) is not ended from a read: the step is refused, and when the user lets go the navigator
  /// shows what UIKit shows.
  @Test func aHeldSwipeIsNotEndedByAStepsWatchdog() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    host.runsEveryWatchdogOnTheClock = true
    try await navigator.push(.product(1)).value
    host.play(UIKitTraces.swipeBackBegins(), on: .root(0))
    let present = navigator.present(.cart)
    await eventually { false }
    await host.clock.run()
    await #expect(throws: NavigationError.self) { try await present.value }
    host.play(UIKitTraces.swipeLetGo(UIKitVariants()), on: .root(0))
    await host.clock.run()
    navigator.expectStack([Page.home, .product(1)])
    expectInSync(navigator, host)
  }

  /// A tab the bar does not have, selected by the platform, means nothing: nothing changes and
  /// nothing is drawn again.
  @Test func aTabTheBarDoesNotHaveSelectsNothing() async throws {
    let (navigator, host) = make(.shopTabs)
    let recorder = NavigationRecorder()
    navigator.recorder = recorder
    let before = navigator.state
    host.session?.report(.tabSelected(AnyTag("a tab of another bar")))
    #expect(navigator.state == before)
    let recording = try #require(recorder.recording)
    #expect(!recording.entries.contains { if case .restored = $0.event { true } else { false } })
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

@MainActor
@Suite("UIKit's dialogs, replayed against the host session")
struct UIKitDialogTraceTests {
  let remove = Dialog(
    "Remove?", style: .confirmationDialog, buttons: [.destructive("Remove", value: CartChoice.remove)])

  func show<Value>(_ dialog: Dialog<Value>) async -> (
    Navigator<Page>, UIKitStandIn, Task<ScreenResult<Value>, any Error>
  ) {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let answer = Task { try await navigator.present(dialog, expecting: Value.self).value }
    await eventually { navigator.state.modals.last?.dialog != nil && !navigator.isTransitioning }
    await host.clock.run()
    return (navigator, host, answer)
  }

  @Test func aButtonTapEndsTheRequestWithItsValueAndTheLayerGoes() async throws {
    let (navigator, host, answer) = await show(remove)
    #expect(host.hierarchy.layers == [[try #require(navigator.state.modals.first).id]])
    host.play(UIKitTraces.dialogButtonTap(index: 0))
    #expect(try await answer.value == .value(.remove))
    navigator.expectNoModals()
    #expect(host.hierarchy == navigator.state.read)
  }

  @Test func aTapOutsideAnActionSheetCancels() async throws {
    let (navigator, host, answer) = await show(remove)
    host.play(UIKitTraces.dialogTapOutside(layerIndex: 0))
    #expect(try await answer.value == .cancelled)
    navigator.expectNoModals()
  }

  @Test func theTextsTypedInAnAlertReachTheButtonsValue() async throws {
    let rename = Dialog<String>(
      "Rename", textFields: [DialogTextField("Name")], buttons: [.default("Save") { $0[0] }, .cancel()])
    let (navigator, host, answer) = await show(rename)
    host.play(UIKitTraces.dialogButtonTap(index: 0, texts: ["Weekend"]))
    #expect(try await answer.value == .value("Weekend"))
    navigator.expectNoModals()
  }

  @Test func anAlertDismissedInCodeEndsTheRequestCancelled() async throws {
    let (navigator, host, answer) = await show(remove)
    host.play(UIKitTraces.dialogDismissedInCode(layerIndex: 0))
    #expect(try await answer.value == .cancelled)
    navigator.expectNoModals()
    #expect(host.hierarchy == navigator.state.read)
  }

  @Test func anAlertDismissedInCodeWhileAStepStallsLeavesTheTreeAndTheStepFails() async throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(.shopTabs, host: host)
    let answer = Task { try await navigator.present(remove, expecting: CartChoice.self).value }
    await eventually { navigator.state.modals.last?.dialog != nil && !navigator.isTransitioning }
    await host.clock.run()
    host.failure = .stallsWithoutShowing
    let selection = navigator.select(tab: TabID.search)
    await eventually { host.session?.runningStep != nil }
    host.play(UIKitTraces.dialogDismissedInCode(layerIndex: 0))
    await host.clock.run()
    await #expect(throws: NavigationError.self) { try await selection.value }
    #expect(try await answer.value == .cancelled)
    navigator.expectNoModals()
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.shop))
    #expect(host.hierarchy == navigator.state.read)
  }

  /// Shows the alert over a sheet, has a dismissal of both stall before UIKit begins it, plays
  /// `trace` (the alert leaving), then runs the watchdog before the alert's probe reads the
  /// layers (the order the fuzzer found); returns once the dismissal has failed.
  func alertLeavingDuringAStalledDismissal(_ trace: [UIKitEvent]) async throws -> (
    Navigator<Page>, UIKitStandIn, Task<ScreenResult<CartChoice>, any Error>
  ) {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.present(.cart).value
    let answer = Task { try await navigator.present(remove, expecting: CartChoice.self).value }
    await eventually { navigator.state.modals.last?.dialog != nil && !navigator.isTransitioning }
    await host.clock.run()
    host.failure = .stallsWithoutShowing
    host.holdsAlertProbes = true
    let dismissal = navigator.dismissAll()
    await eventually { host.session?.runningStep != nil }
    host.play(trace)
    await host.clock.run()
    host.readHeldAlertProbes()
    await #expect(throws: NavigationError.self) { try await dismissal.value }
    return (navigator, host, answer)
  }

  /// The answer is the user's, and the alert leaves the state with the step failed, not the
  /// host alone.
  @Test func anAlertAnsweredWhileAStalledDismissalWaitsLeavesTheState() async throws {
    let (navigator, host, answer) = try await alertLeavingDuringAStalledDismissal(
      UIKitTraces.dialogButtonTap(index: 0))
    #expect(host.hierarchy == navigator.state.read)
    try #require(navigator.state.modals.map(\.stack.root.route) == [AnyRoute(Page.cart)])
    #expect(try await answer.value == .value(.remove))
  }

  /// The app dismisses the alert in code: the read shows fewer layers than the step's start and
  /// more than its end, which is no step's doing, and the probe then reports the alert gone.
  @Test func anAlertDismissedInCodeWhileAStalledDismissalWaitsLeavesTheState() async throws {
    let (navigator, host, answer) = try await alertLeavingDuringAStalledDismissal(
      UIKitTraces.dialogDismissedInCode(layerIndex: 1))
    #expect(host.hierarchy == navigator.state.read)
    try #require(navigator.state.modals.map(\.stack.root.route) == [AnyRoute(Page.cart)])
    #expect(try await answer.value == .cancelled)
  }

  /// The app dismisses the alert while a sheet slides in over it: the sheet goes with it, and
  /// UIKit's completion of the presentation comes before the alert's probe reads the layers
  /// (the order the fuzzer found).
  @Test func anAlertDismissedInCodeWhileASheetSlidesInOverItTakesTheSheetAlong() async throws {
    let host = UIKitStandIn(clock: TestClock(mode: .manual))
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let answer = Task { try await navigator.present(remove, expecting: CartChoice.self).value }
    await eventually { host.session?.runningStep != nil }
    await host.clock.advance(by: .milliseconds(350))
    await eventually { navigator.state.modals.last?.dialog != nil && !navigator.isTransitioning }
    let sheet = navigator.present(.cart)
    await eventually { host.session?.runningStep != nil }
    host.play(.layersUnlinked(fromIndex: 0))
    await host.clock.advance(by: .milliseconds(350))
    host.play(UIKitTraces.dialogDismissedInCode(layerIndex: 0))
    await host.clock.run()
    await #expect(throws: Never.self) { try await sheet.value }
    #expect(try await answer.value == .cancelled)
    navigator.expectNoModals()
    #expect(host.hierarchy == navigator.state.read)
  }

  @Test func aDialogAnchoredToAViewTheHostDoesNotHoldIsRefused() async throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    await #expect(throws: NavigationError.self) {
      try await navigator.present(remove.anchored(to: "cart"), expecting: CartChoice.self).value
    }
    navigator.expectNoModals()
  }
}
