import Foundation
import InMemoryLogging
import Logging
import Observation
import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

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
    #expect(host.session?.model.shown == navigator.state, sourceLocation: sourceLocation)
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
      await host.clock.run()  // the pop's animation ends
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

  /// A `NavigationLink(value:)` of a route is never activated: nothing is written and nothing
  /// changes. Should a path ever come back with an identity the navigator did not push, it is
  /// refused and the views draw the host's path again.
  @Test func aStrayNavigationLinkIsRefusedAndTheViewsDrawTheHostsPathAgain() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    let state = navigator.state
    host.play(SwiftUITraces.strayNavigationLink)
    #expect(navigator.state == state)
    #expect(host.redraws == 0)
    host.play(.pathLengthened(ScreenID.next()))
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
      await host.clock.run()
      navigator.expectNoModals()
      expectInSync(navigator, host)
      // A stale setter, called again: nothing.
      host.session?.report(.layerItemCleared(nil))
      navigator.expectNoModals()
    }
  }

  /// A pull-down's `nil` lands while a step runs: it is kept and applied when the step ends,
  /// never refused and drawn over (the sheet does not come back).
  @Test func aLateSheetDismissalDuringAStepIsTakenNotUndone() async throws {
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
    await host.clock.run()
    navigator.expectNoModals()
    expectInSync(navigator, host)
  }

  /// A sheet sliding away keeps drawing its screens; once another layer takes its place, its
  /// views draw its first screen alone, and its path binding reads empty.
  @Test func aSheetSlidingAwayStillDrawsItsStack() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    let drawing = try #require(host.session?.drawing)
    try await navigator.present(.cart).value
    _ = drawing.stack(at: .modal(0))  // the sheet's views read their stack
    try await navigator.push(.checkout).value
    let sheet = try #require(navigator.state.modals.first?.stack)
    _ = try await navigator.dismiss().value
    #expect(drawing.layer(at: 0).value == nil)
    #expect(drawing.stack(at: .modal(0), rootedAt: sheet.root) == sheet)
    try await navigator.present(.login).value
    #expect(drawing.stack(at: .modal(0), rootedAt: sheet.root) == ScreenStack(root: sheet.root))
    #expect(drawing.path(at: .modal(0), rootedAt: sheet.root.id) == [])
  }

  /// Several layers go in one transition: the lowest item set to `nil` (iOS 17).
  @Test func dismissingSeveralSheetsTakesOneTransition() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    try await navigator.present(.login).value
    let start = host.clock.now
    _ = SwiftUITraces.lowestItemClearedDismissesTheLayersAbove
    _ = try await navigator.dismissAll().value
    navigator.expectNoModals()
    #expect(host.clock.now.offset - start.offset == .milliseconds(350), "one animation, not one per layer")
    expectInSync(navigator, host)
  }

  /// `dismiss()` writes when its animation starts: a push made straight after waits for the
  /// dismissal's probes instead of running mid-animation, and the sheet's `did` events come then.
  @Test func aStepStartedStraightAfterDismissWaitsForItsAnimation() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    let start = host.clock.now
    host.play(SwiftUITraces.dismissWritesWhenItsAnimationStarts)
    navigator.expectNoModals()
    #expect(!host.events.map(\.description).contains("didDisappear cart"), "the sheet is still sliding away")
    try await navigator.push(.product(1)).value
    #expect(
      host.clock.now.offset - start.offset == .milliseconds(700), "the push began when the dismissal ended")
    let events = host.events.map(\.description)
    let dismissed = try #require(events.firstIndex(of: "didDisappear cart"))
    let pushed = try #require(events.firstIndex(of: "load product(1)"))
    #expect(dismissed < pushed)
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

  /// `TabView` cannot refuse a tap: one made during a plan is kept and applied when the plan
  /// ends, never drawn back.
  @Test func aTabTapDuringAPlanIsAppliedWhenThePlanEnds() async throws {
    let (navigator, host) = make(.shopTabs)
    host.play(SwiftUITraces.tabTap(index: 2))
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.profile))
    host.afterNextStep = { host.play(SwiftUITraces.tabTap(index: 0)) }
    _ = try await navigator.navigate { state in
      state.select(tab: TabID.search)
      state.push(Page.reviews)
    }.value
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.shop))
    #expect(navigator.state.tabBar?.tabs[1].stack.top.route == AnyRoute(Page.reviews))
    #expect(host.redraws == 0, "the tab bar is not drawn back")
    expectInSync(navigator, host)
  }

  /// A tap on a tab that was not selected, made during a plan that then goes to that tab, is done
  /// when the plan ends: never taken for a re-tap that would pop the tab the plan just filled.
  @Test func aTabTappedDuringAPlanThatGoesThereIsNoReTap() async throws {
    let (navigator, host) = make(.shopTabs)
    host.afterNextStep = { host.play(SwiftUITraces.tabTap(index: 1)) }
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

  // MARK: View identity

  /// SwiftUI replaces a stack's only screen in place: no probe reports, and the step ends once
  /// drawn instead of stalling for the watchdog and being undone.
  @Test(arguments: [true, false])
  func replacingTheOnlyScreenOfAStackFinishesWithoutAProbe(animated: Bool) async throws {
    let (navigator, host) = make(NavigationState(root: Page.login))
    _ = try await navigator.setStack([Page.home], animated: animated).value
    navigator.expectStack([Page.home])
    #expect(host.clock.now.offset == .zero, "the watchdog never ran")
    #expect(host.events.suffix(2).map(\.description) == ["didDisappear login", "didAppear home"])
    expectInSync(navigator, host)
  }

  @Test func restoreAtLaunchKeepsTheSavedTab() async throws {
    let (navigator, host) = make(.shopTabs)
    var target = NavigationState.shopTabs
    target.select(tab: TabID.profile)
    try await navigator.navigate(to: target, reason: .restoration, animated: false).value
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.profile))
    #expect(host.clock.now.offset == .zero)
    expectInSync(navigator, host)
  }

  // MARK: Launch

  /// The link that launched the app is opened over the restored tree, whether `onOpenURL` runs
  /// before the restore at launch or after it.
  @Test(arguments: [true, false])
  func aLinkAtLaunchIsOpenedAfterTheRestoreInEitherOrder(linkFirst: Bool) async throws {
    let (navigator, _) = make(NavigationState(root: Page.home))
    var links = try RouteTable<Page>(schemes: ["shop"])
    try links.add("cart", Page.cart)
    navigator.holdLinksUntilRestored()
    _ = SwiftUITraces.linkAndRestoreInEitherOrder
    let link = URL(string: "shop://cart")!
    let start = NavigationState(root: Page.home)
    if linkFirst {
      let opened = navigator.open(link, using: links)
      _ = try await navigator.restore(from: nil, fallback: start).value
      _ = try await opened.value
    } else {
      let restored = navigator.restore(from: nil, fallback: start)
      _ = try await navigator.open(link, using: links).value
      _ = try await restored.value
    }
    navigator.expectStack([Page.home, .cart])
  }

  /// A second view asking to draw the same host is refused (it draws a placeholder), with a
  /// warning; once the first lets go, another may draw.
  @Test func oneViewDrawsAHost() async throws {
    let (host, logs) = (BindingStandIn(), InMemoryLogHandler())
    let navigator = Navigator(
      NavigationState(root: Page.home), host: host, logger: Logger(label: "nav") { _ in logs })
    let session = try #require(host.session)
    let first = NSObject()
    let second = NSObject()
    #expect(session.claimDrawing(by: first))
    #expect(session.claimDrawing(by: first), "the same view drawing again")
    #expect(!session.claimDrawing(by: second))
    #expect(logs.entries.contains { $0.level == .warning && "\($0.message)".contains("second view") })
    session.releaseDrawing(by: first)
    #expect(session.claimDrawing(by: second))
    withExtendedLifetime(navigator) {}
  }

  /// SwiftUI asking for a screen id the navigator does not know is logged (the view draws a
  /// visible placeholder in debug), never drawn blank in silence.
  @Test func anUnknownScreenIdIsLogged() async throws {
    let (host, logs) = (BindingStandIn(), InMemoryLogHandler())
    let navigator = Navigator(
      NavigationState(root: Page.home), host: host, logger: Logger(label: "nav") { _ in logs })
    let session = try #require(host.session)
    #expect(session.entry(navigator.state.topScreen.id) != nil)
    #expect(logs.entries.isEmpty)
    #expect(session.entry(ScreenID.next()) == nil)
    #expect(logs.entries.contains { $0.level == .warning && "\($0.message)".contains("does not know") })
  }

  // MARK: Steps and probes

  /// The first screens' `didAppear` waits for a window to show them (their probes), not the
  /// attachment; a background launch sends none until then.
  @Test func attachingSendsDidAppearWhenTheWindowShowsTheScreen() async throws {
    let (_, host) = make(NavigationState(root: Page.home))
    _ = SwiftUITraces.windowShowsTheFirstScreens
    #expect(host.events.map(\.description) == ["load home", "willAppear home"])
    host.windowAppears()
    #expect(host.events.map(\.description) == ["load home", "willAppear home", "didAppear home"])
  }

  /// A push changes one stack: its views hear one notification, and no other part of the tree
  /// is written.
  @Test func aPushNotifiesOncePerChangedStack() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    let drawing = try #require(host.session?.drawing)
    let root = DrawnChanges(drawing.stack(at: .root))
    let everything = DrawnChanges(drawing, locations: [.root, .modal(0)], layers: 2)
    try await navigator.push(.product(1)).value
    #expect(root.count == 1)
    #expect(everything.count == 1)
    // In a sheet: one for its stack; its pull-down lock goes off and on around the plan.
    try await navigator.present(.cart).value
    let sheet = DrawnChanges(drawing.stack(at: .modal(0)))
    let all = DrawnChanges(drawing, locations: [.root, .modal(0)], layers: 2)
    try await navigator.push(.checkout).value
    #expect(sheet.count == 1)
    #expect(all.count == 3)
  }

  /// What the views draw is published in the animation of the step under way (SwiftUIHost wraps
  /// it in the step's transaction), and without one between steps (a write's own applies).
  @Test func publicationsDuringAStepCarryItsAnimation() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    let drawing = try #require(host.session?.drawing)
    var published: [Bool?] = []
    drawing.around = { animated, publish in
      published.append(animated)
      publish()
    }
    try await navigator.push(.product(1)).value
    try await navigator.push(.product(2), animated: false).value
    #expect(published.contains(true))
    #expect(published.contains(false))
    published = []
    host.play(SwiftUITraces.backButtonTap)
    #expect(!published.isEmpty)
    #expect(published.allSatisfy { $0 == nil })
  }

  @Test func aStepEndsAtItsLastProbeAndIgnoresEveryOtherSignal() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    host.holdsProbes = true
    let push = navigator.push(.product(1))
    let session = try #require(host.session)
    while session.runningStep == nil { await Task.yield() }
    let product = try #require(session.drawn.topScreen.id as ScreenID?)
    for event in [LifecycleEvent.load, .willAppear, .didDisappear] { session.report(.probe(event, product)) }
    #expect(session.runningStep != nil, "signals the step does not wait for are ignored")
    host.releaseProbes()
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

  /// A step given up on by its watchdog whose probe comes after all, even once another step has
  /// ended and after late probes of older changes: the probe is that step's, not a screen leaving
  /// ahead of a write, and the next step does not wait for one.
  @Test func aProbeOfAStepGivenUpOnHoldsNothingUp() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.push(.product(1)).value
    try await navigator.push(.reviews).value
    host.holdsProbes = true
    host.failure = .stallsHalfway
    await #expect(throws: NavigationError.self) { try await navigator.popToRoot().value }
    navigator.expectStack([Page.home, .product(1), .reviews])
    host.holdsProbes = false
    try await navigator.present(.cart).value
    let session = try #require(host.session)
    let reviews = try #require(navigator.state[stack: .root]?.top.id)
    session.report(.probe(.didAppear, reviews))  // an older change's probe, later still
    host.releaseProbes()  // the reviews' probe, drawn late
    #expect(session.probesAhead.disappeared.isEmpty, "the late probe was taken as one ahead")
    _ = try await navigator.dismiss().value
    _ = try await navigator.popToRoot().value
    navigator.expectNoModals()
    navigator.expectStack([Page.home])
    expectInSync(navigator, host)
  }

  /// iOS 26's interruptible pops on SwiftUI: three Back taps, each during the previous one's
  /// animation, whose path writes come as each animation starts or as it ends: the navigator ends
  /// where SwiftUI ends (a tap whose write reads the path of a pop still drawing pops no further),
  /// each screen popped left once, and the next request runs.
  @Test(arguments: SwiftUIVariants.DismissWrite.allCases)
  func threeBackTapsInQuickSuccessionEndWhereSwiftUIEnds(write: SwiftUIVariants.DismissWrite) async throws {
    let host = BindingStandIn()
    host.variants.dismissWrite = write
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    for page in [Page.product(1), .product(2), .product(3), .reviews] { try await navigator.push(page).value }
    let before = navigator.state.topStack.entries.map(\.id)
    let heard = host.events.count
    for _ in 0..<3 { host.play(SwiftUITraces.backButtonTap) }
    await host.clock.run()
    expectInSync(navigator, host)
    let kept = navigator.state.topStack.entries.map(\.id)
    #expect(kept.count < before.count && Array(before.prefix(kept.count)) == kept)
    let left = host.events[heard...].filter { $0.event == .didDisappear }.map(\.entry.id)
    for id in before.dropFirst(kept.count) {
      #expect(left.filter { $0 == id }.count == 1, "\(id) left \(left.filter { $0 == id }.count) times")
    }
    try await navigator.push(Page.cart).value
    #expect(navigator.state.topStack.entries.map(\.id).dropLast() == kept[...])
    #expect(host.clock.now.offset < .seconds(5), "a request waited for a watchdog")
    expectInSync(navigator, host)
  }

  /// A tab tap whose probes SwiftUI draws late, after a step that selected the first tab again:
  /// the first tab's root leaving is the user's change drawn late, not a screen leaving ahead of
  /// a write, and the next step does not wait for one.
  @Test func theLateProbesOfTheUsersOwnChangesHoldNothingUp() async throws {
    let (navigator, host) = make(.shopTabs)
    let home = navigator.state.topScreen.id
    host.holdsProbes = true
    host.play(SwiftUITraces.tabTap(index: 1))
    host.holdsProbes = false
    #expect(try await navigator.select(tab: TabID.shop).value)
    let session = try #require(host.session)
    host.releaseProbes()  // the tap's: the shop's home leaving, the search's root coming
    #expect(session.probesAhead.disappeared.isEmpty, "the late probe of \(home) was taken as one ahead")
    try await navigator.push(.cart).value
    navigator.expectStack([Page.home, .cart])
    #expect(host.clock.now.offset < .seconds(2), "the push waited for the watchdog")
  }

  /// A step given up on owes its probes, and the host drawing a held-back exit back afterwards
  /// forgets only the probes it took as ahead of a write: the given-up step's probe, drawn late,
  /// is still its own and holds nothing up.
  @Test func aHeldBackExitKeepsWhatAStepGivenUpOnOwes() async throws {
    let (navigator, host) = make(.shopTabs)
    try await navigator.present(.settings).value
    let settings = navigator.state.topScreen
    navigator.addLeaveGuard(protecting: settings.id) { _ in .stay }
    host.holdsProbes = true
    host.failure = .stallsAfterShowing
    await #expect(throws: NavigationError.self) { try await navigator.select(tab: TabID.search).value }
    host.holdsProbes = false
    host.play(SwiftUITraces.dismissInALayersRoot)
    await host.clock.run()
    #expect(navigator.state.modals.count == 1)
    let session = try #require(host.session)
    host.releaseProbes()  // the given-up selection's probes, drawn late
    #expect(session.probesAhead.disappeared.isEmpty, "the given-up step's probe was taken as one ahead")
  }

  /// A sheet's `dismiss()` a leave guard holds back: SwiftUI may have slid the sheet away before
  /// the write (`SwiftUIVariants.dismissWrite`), and the sheet's probe then comes after the host
  /// drew it back. The probe is the held-back exit's, not the sheet leaving ahead of a write:
  /// the next step does not wait for one.
  @Test func aProbeOfAnExitHeldBackHoldsNothingUp() async throws {
    let (navigator, host) = make(NavigationState(root: Page.home))
    try await navigator.present(.settings).value
    let settings = navigator.state.topScreen
    var asked = 0
    navigator.addLeaveGuard(protecting: settings.id) { _ in
      asked += 1
      return .stay
    }
    host.play(SwiftUITraces.dismissInALayersRoot)
    await host.clock.run()
    #expect(asked == 1)
    #expect(navigator.state.modals.count == 1)
    let session = try #require(host.session)
    session.report(.probe(.didDisappear, settings.id))  // the sheet sliding away, reported late
    #expect(session.probesAhead.disappeared.isEmpty, "the held-back exit's probe was taken as one ahead")
    try await navigator.present(.cart).value
    #expect(navigator.state.modals.count == 2)
  }

  /// A `TabView` of more than five tabs puts the others under a More tab on an iPhone, whose list
  /// pushes the tab it shows: a tab showing a split view is refused there, and the screen stays as
  /// it was; six tabs of stacks are drawn.
  @Test func aTabShowingASplitIsNotListedUnderMore() async throws {
    let tabs = (1...5).map { Tab(id: $0, root: Page.home) }
    let split = Tab(id: 6, split: SplitRoot(sidebar: ScreenStack(Page.home), detail: ScreenStack(Page.cart)))
    let sixth = NavigationState(tabs: tabs[0], tabs[1], tabs[2], tabs[3], tabs[4], split)
    let first = NavigationState(tabs: split, tabs[0], tabs[1], tabs[2], tabs[3], tabs[4])
    let (navigator, host) = make(NavigationState(root: Page.home))
    await #expect(throws: NavigationError.self) { try await navigator.navigate(to: sixth).value }
    navigator.expectStack([Page.home])
    try await navigator.navigate(to: first).value
    #expect(navigator.state == first)
    expectInSync(navigator, host)
  }

  /// The More list: the selected tab's content leaves with no write; picking the same tab writes
  /// it and shows it again, and while the list shows, the drawn selection names no tab.
  @Test func theMoreListIsHeardFromTheSelectedTabsContentLeaving() async throws {
    let six = (1...6).map { Tab(id: $0, root: Page.product($0)) }
    let (navigator, host) = make(NavigationState(tabs: six[0], six[1], six[2], six[3], six[4], six[5]))
    _ = try await navigator.select(tab: 6).value
    host.play(SwiftUITraces.moreTap(selected: 5))
    #expect(navigator.state.tabBar?.showsMoreList == true)
    #expect(host.session?.drawing?.selectedTab == HostDrawing.moreListSelection)
    host.play(SwiftUITraces.morePick(index: 5))
    #expect(navigator.state.tabBar?.showsMoreList == false)
    #expect(host.session?.drawing?.selectedTab == AnyTag(6))
    // A tab tap whose old tab leaves before the write: the list shows for a moment, and the tap
    // selects the new tab.
    var variants = SwiftUIVariants()
    variants.tabContentOrder = .leavesFirst
    host.play(SwiftUITraces.tabTap(index: 1, from: 5, variants))
    #expect(
      navigator.state.tabBar?.selected.id == AnyTag(2) && navigator.state.tabBar?.showsMoreList == false)
    expectInSync(navigator, host)
  }

  /// During a plan, only where the selected tab's content is at its end counts: one that left and
  /// came back (a cover presented and dismissed in the plan) is no More list.
  @Test func aTabsContentThatLeftAndCameBackDuringAPlanIsNoMoreList() async throws {
    let six = (1...6).map { Tab(id: $0, root: Page.product($0)) }
    let (navigator, host) = make(NavigationState(tabs: six[0], six[1], six[2], six[3], six[4], six[5]))
    let session = try #require(host.session)
    let events = host.events.count
    session.willBeginPlan([])
    session.report(.tabContentInWindow(AnyTag(1), false))
    session.report(.tabContentInWindow(AnyTag(1), true))
    session.didEndPlan()
    #expect(navigator.state.tabBar?.showsMoreList == false)
    #expect(host.events.count == events)
    // Left at the plan's end, it is.
    session.willBeginPlan([])
    session.report(.tabContentInWindow(AnyTag(1), false))
    session.didEndPlan()
    #expect(navigator.state.tabBar?.showsMoreList == true)
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

/// Counts the observation notifications of a drawing's parts, as SwiftUI's views hear them.
@MainActor
private final class DrawnChanges {
  private(set) var count = 0

  init<Value>(_ part: DrawnPart<Value>) {
    watch(part)
  }

  /// Every part of `drawing`: the root, the stacks at `locations`, the first `layers` layers and
  /// their pull-down locks.
  init(_ drawing: HostDrawing, locations: [StackLocation], layers: Int) {
    watch(drawing.root)
    for location in locations { watch(drawing.stack(at: location)) }
    for index in 0..<layers {
      watch(drawing.layer(at: index))
      watch(drawing.allowsInteractiveDismissal(ofLayerAt: index))
    }
  }

  private func watch<Value>(_ part: DrawnPart<Value>) {
    withObservationTracking {
      _ = part.value
    } onChange: { [weak self] in
      MainActor.assumeIsolated {
        self?.count += 1
        self?.watch(part)
      }
    }
  }
}

@MainActor
@Suite("SwiftUI's dialogs, replayed against the host session")
struct SwiftUIDialogTraceTests {
  let remove = Dialog(
    "Remove?", style: .confirmationDialog, buttons: [.destructive("Remove", value: CartChoice.remove)])

  func show<Value>(_ dialog: Dialog<Value>) async -> (
    Navigator<Page>, BindingStandIn, Task<ScreenResult<Value>, any Error>
  ) {
    let host = BindingStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let answer = Task { try await navigator.present(dialog, expecting: Value.self).value }
    await eventually { navigator.state.modals.last?.dialog != nil && !navigator.isTransitioning }
    return (navigator, host, answer)
  }

  /// Without the session's rule that a dialog is not awaited (it has no probe), the
  /// presentation waits for its watchdog and is refused as stalled.
  @Test func aDialogsPresentationEndsWithoutAProbe() async throws {
    let (navigator, host, answer) = await show(remove)
    #expect(host.session?.runningStep == nil)
    #expect(navigator.state.modals.map(\.style) == [.confirmationDialog])
    host.play(SwiftUITraces.dialogHasNoProbe)
    host.play(SwiftUITraces.dialogButtonTap(index: 0))
    #expect(try await answer.value == .value(.remove))
    navigator.expectNoModals()
    #expect(host.session?.drawn == navigator.state)
  }

  @Test func aTapOutsideAConfirmationDialogCancels() async throws {
    let (navigator, host, answer) = await show(remove)
    host.play(SwiftUITraces.dialogTapOutside)
    #expect(try await answer.value == .cancelled)
    navigator.expectNoModals()
  }

  @Test func theTextsTypedInAnAlertReachTheButtonsValue() async throws {
    let rename = Dialog<String>(
      "Rename", textFields: [DialogTextField("Name")], buttons: [.default("Save") { $0[0] }, .cancel()])
    let (navigator, host, answer) = await show(rename)
    host.play(SwiftUITraces.dialogButtonTap(index: 0, texts: ["Weekend"]))
    #expect(try await answer.value == .value("Weekend"))
    navigator.expectNoModals()
    await host.clock.run()
    #expect(host.session?.drawn == navigator.state)
  }
}
