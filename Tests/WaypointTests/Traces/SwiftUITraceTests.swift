import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

/// SwiftUI's recorded writes and view identities (`SwiftUITraces`) replayed against
/// `HostSession` through the SwiftUI stand-in, which forwards each write as `SwiftUIHost` does.
@MainActor
@Suite("SwiftUI's writes and views, replayed against the host session")
struct SwiftUITraceTests {
  private func make(_ state: NavigationState) -> (Navigator<Page>, BindingStandIn) {
    let host = BindingStandIn()
    return (Navigator(state, host: host), host)
  }

  private func expectInSync(
    _ navigator: AnyNavigator, _ host: BindingStandIn, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.session?.drawn == navigator.state, sourceLocation: sourceLocation)
    #expect(host.session?.model.displayed == navigator.state, sourceLocation: sourceLocation)
  }

  // MARK: Paths

  @Test func theBackButtonASwipeAndDismissInAPushedScreenPopByIdentity() async throws {
    for trace in [
      SwiftUITraces.backButtonTap, SwiftUITraces.swipeBackFinished, SwiftUITraces.dismissInAPushedScreen,
    ] {
      let (navigator, host) = make(NavigationState(root: Page.home))
      try await navigator.push(.product(1)).value
      try await navigator.push(.product(1), duplicates: .allowed).value  // told apart by identity
      host.play(trace)
      navigator.expectStack([Page.home, .product(1)])
      expectInSync(navigator, host)
      #expect(
        host.events.suffix(4).map(\.description) == [
          "willDisappear product(1)", "willAppear product(1)", "didDisappear product(1)",
          "didAppear product(1)",
        ])
    }
  }

  @Test func theBackMenuPopsSeveralInOneWrite() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    for route in [Page.product(1), .reviews, .cart] { try await navigator.push(route).value }
    host.play(SwiftUITraces.backMenu(popping: 2))
    navigator.expectStack([Page.home, .product(1)])
    expectInSync(navigator, host)
  }

  @Test func aGestureCalledOffWritesNothingAndChangesNothing() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    let before = (navigator.state, host.events.count)
    host.play(SwiftUITraces.gestureCalledOff)
    #expect(navigator.state == before.0)
    #expect(host.events.count == before.1)
  }

  @Test func aStrayNavigationLinkIsRefusedAndTheViewsDrawTheHostsPathAgain() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    let state = navigator.state
    host.play(SwiftUITraces.strayNavigationLink(to: ScreenID.next()))
    #expect(navigator.state == state)
    #expect(host.redraws == 1)
    expectInSync(navigator, host)
  }

  @Test func aWriteForAStackNoLongerDrawnThereMeansNothing() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    let sheet = try #require(navigator.state.modals.first)
    try await navigator.push(.checkout).value
    _ = try await navigator.dismiss().value
    // The sheet's NavigationStack setter, called as the sheet slides away.
    host.session?.report(.pathWritten([], above: sheet.id, at: .modal(0)))
    navigator.expectNoModals()
    #expect(host.redraws == 0)
  }

  // MARK: Layers

  @Test func dismissInALayersRootAndAPullDownDismissTheLayerTheBindingShowed() async throws {
    for trace in [SwiftUITraces.dismissInALayersRoot, SwiftUITraces.pullDownEnds] {
      let (navigator, host) = make(NavigationState(root: Page.home))
      try await navigator.present(.cart).value
      host.play(trace)
      navigator.expectNoModals()
      expectInSync(navigator, host)
      // A stale setter, called again: nothing.
      host.session?.report(.layerItemCleared(nil))
      navigator.expectNoModals()
    }
  }

  /// A pull-down's `nil` lands while a step runs: it is kept and applied when the step ends,
  /// never refused and drawn over (the sheet does not come back).
  @Test func aLatePullDownWriteDuringAStepIsKeptAndTheSheetStaysDismissed() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    let sheet = try #require(navigator.state.modals.first?.id)
    host.lateWrites = [.layerItemCleared(sheet)]
    _ = try? await navigator.push(.checkout).value
    navigator.expectNoModals()
    #expect(host.redraws == 0)
    expectInSync(navigator, host)
  }

  @Test func twoSheetsClearedInOneUpdateBothGo() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    try await navigator.present(.login).value
    host.play(SwiftUITraces.itemsClearedTogether(count: 2))
    navigator.expectNoModals()
    expectInSync(navigator, host)
  }

  @Test func aCoverWaitsForItsPresenterToLeaveAndSendsItsEvents() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.checkout, style: .fullScreenCover).value
    #expect(host.events.suffix(2).map(\.description) == ["didDisappear home", "didAppear checkout"])
    _ = try await navigator.dismiss().value
    #expect(host.events.suffix(2).map(\.description) == ["didDisappear checkout", "didAppear home"])
    #expect(host.clock.now.offset == .milliseconds(700), "no watchdog: both steps ended at their probes")
  }

  // MARK: Tabs

  @Test func aTabTapIsFollowedAndRefusedDuringAPlan() async throws {
    let (navigator, host) = make(.shopTabs)
    host.play(SwiftUITraces.tabTap(index: 2))
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.profile))
    host.afterNextStep = { host.play(SwiftUITraces.tabTap(index: 0)) }
    _ = try await navigator.navigate { state in
      state.select(tab: TabID.search)
      state.push(Page.reviews)
    }.value
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.search))
    #expect(host.redraws == 1)
    expectInSync(navigator, host)
  }

  // MARK: View identity

  /// SwiftUI replaces a stack's only screen in place: no probe reports, and the step ends once
  /// drawn instead of stalling for the watchdog and being undone.
  @Test(arguments: [true, false])
  func replacingAStacksOnlyScreenEndsWithoutWaitingForProbes(animated: Bool) async throws {
    let (navigator, host) = make(NavigationState(root: Page.login))
    _ = try await navigator.setStack([Page.home], animated: animated).value
    navigator.expectStack([Page.home])
    #expect(host.clock.now.offset == .zero, "the watchdog never ran")
    #expect(host.events.suffix(2).map(\.description) == ["didDisappear login", "didAppear home"])
    expectInSync(navigator, host)
  }

  @Test func aRestoreAtLaunchReplacesTheRootAndKeepsTheSavedTab() async throws {
    let (navigator, host) = make(.shopTabs)
    var target = NavigationState.shopTabs
    target.select(tab: TabID.profile)
    try await navigator.navigate(to: target, reason: .restoration, animated: false).value
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.profile))
    #expect(host.clock.now.offset == .zero)
    expectInSync(navigator, host)
  }

  // MARK: Steps and probes

  @Test func aStepEndsAtItsLastProbeAndIgnoresEveryOtherSignal() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    let push = navigator.push(.product(1))
    await Task.yield()
    let session = try #require(host.session)
    #expect(session.runningStep != nil)
    let product = try #require(session.drawn.topScreen.id as ScreenID?)
    for event in [LifecycleEvent.load, .willAppear, .didDisappear] { session.report(.probe(event, product)) }
    #expect(session.runningStep != nil, "signals the step does not wait for are ignored")
    try await push.value
    navigator.expectStack([Page.home, .product(1)])
    // Late signals, once the step has ended, change nothing.
    session.report(.probe(.didAppear, product))
    session.report(.stepCompleted)
    expectInSync(navigator, host)
  }

  @Test func aStalledStepSomeOfWhoseScreensReportedIsOnScreen() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    host.failure = .stallsAfterShowing
    try await navigator.push(.product(1)).value
    navigator.expectStack([Page.home, .product(1)])
    #expect(host.clock.now.offset >= .seconds(2), "the watchdog settled it")
    expectInSync(navigator, host)
  }

  @Test func aStalledStepNoneOfWhoseScreensReportedIsDrawnBackToItsStart() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    host.failure = .stallsWithoutShowing
    await #expect(throws: NavigationError.self) { try await navigator.present(.cart).value }
    navigator.expectNoModals()
    expectInSync(navigator, host)
    try await navigator.present(.cart).value
    #expect(navigator.state.modals.count == 1)
  }
}
