import Testing
import WaypointTesting
import WaypointUIKitLogic

@_spi(Hosts) @testable import Waypoint
@testable import WaypointHarness

/// The UIKit host's read of what UIKit shows, run here over simulated controllers: the code the
/// host runs on a device (`WaypointUIKitLogic/UIKitLogic.swift`).
@MainActor
@Suite("How the UIKit host reads UIKit's controllers")
struct UIKitLogicTests {
  /// A controller per screen of `stack`, and the table the reading finds screens by.
  @MainActor
  final class Screens {
    var ids: [ObjectIdentifier: ScreenID] = [:]
    var tabs: [ObjectIdentifier: AnyTag] = [:]

    func controllers(_ stack: ScreenStack) -> [SimulatedController] {
      stack.entries.map { entry in
        let controller = SimulatedController()
        ids[ObjectIdentifier(controller)] = entry.id
        return controller
      }
    }

    func navigation(_ stack: ScreenStack, tab: AnyTag? = nil) -> SimulatedNavigation {
      let navigation = SimulatedNavigation(controllers(stack))
      if let tab { tabs[ObjectIdentifier(navigation)] = tab }
      return navigation
    }

    /// The host's logic over UIKit showing `root`, whose layers `presenter` presents.
    func reading(
      _ root: SimulatedController, _ session: HostSession?,
      presenter: SimulatedController = SimulatedController()
    ) -> UIKitLogic {
      let logic = UIKitLogic(
        root: presenter, content: { root },
        screen: { [self] in ids[ObjectIdentifier($0)] }, tab: { [self] in tabs[ObjectIdentifier($0)] })
      logic.session = session
      return logic
    }
  }

  /// Home with a sheet of the cart over it (`withReviews`: the reviews pushed in the sheet), and the
  /// root's stack.
  static func sheetOverHome(withReviews: Bool = true) -> (state: NavigationState, root: ScreenStack) {
    var state = NavigationState(root: Page.home)
    let root = state.topStack
    state.present(Page.cart, style: .sheet)
    if withReviews { state.push(Page.reviews) }
    return (state, root)
  }

  /// UIKit keeps its tabs where they were made while the user reorders them: the read lists the
  /// stacks, and counts the selected tab, in the order the session draws them.
  @Test func theTabsAreReadInTheOrderTheSessionDrawsThem() throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(.shopTabs, host: host)
    let bar = try #require(navigator.state.tabBar)
    let screens = Screens()
    let navigations = bar.tabs.map { screens.navigation($0.stack, tab: $0.id) }
    // UIKit lists them profile, shop, search; search is selected.
    let uikit = SimulatedTabBar([navigations[2], navigations[0], navigations[1]], selected: 2)
    let read = screens.reading(uikit, host.session).read()
    #expect(read.stacks == bar.tabs.map { $0.stack.entries.map(\.id) })
    #expect(read.selectedTab == 1)
    #expect(!read.showsMoreList)
  }

  /// The More navigation controller holds a tab picked there after its list (UIKit moved the
  /// tab's screens in, `UIKitTraces.morePick`): that tab is selected, its stack read from there;
  /// showing its list alone, the tab selected before stays the selection.
  @Test func aTabPickedUnderMoreIsReadFromTheMoreNavigationController() throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(TabLayoutTests.sixTabs, host: host)
    let bar = try #require(navigator.state.tabBar)
    let screens = Screens()
    let navigations = bar.tabs.map { screens.navigation($0.stack, tab: $0.id) }
    let uikit = SimulatedTabBar(navigations)
    let sixth = try #require(bar.tabs.last)
    uikit.more.stack = [SimulatedController()] + screens.controllers(sixth.stack)
    uikit.selected = uikit.more
    let picked = screens.reading(uikit, host.session).read()
    #expect(picked.selectedTab == 5)
    #expect(picked.stacks[5] == sixth.stack.entries.map(\.id))
    #expect(!picked.showsMoreList)
    uikit.more.stack = Array(uikit.more.stack.prefix(1))
    let list = screens.reading(uikit, host.session).read()
    #expect(list.showsMoreList)
    #expect(list.selectedTab == bar.selectedIndex)
  }

  /// Collapsed, UIKit stacks the columns up to the one on top (each column's navigation
  /// controller on the one before): the column on top is the last so stacked.
  @Test func aCollapsedSplitShowsTheLastColumnUIKitStacked() throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(.shopSplit, host: host)
    let split = try #require(navigator.state.split)
    let screens = Screens()
    let sidebar = screens.navigation(split.sidebar), detail = screens.navigation(split.detail)
    let uikit = SimulatedSplit([.sidebar: sidebar, .detail: detail])
    uikit.isCollapsed = true
    detail.parent = sidebar
    let read = screens.reading(uikit, host.session).read()
    #expect(read.split == SplitRead(collapsed: true, showing: .detail))
    #expect(read.stacks == [split.sidebar.entries.map(\.id), split.detail.entries.map(\.id)])
    detail.parent = uikit
    #expect(
      screens.reading(uikit, host.session).read().split == SplitRead(collapsed: true, showing: .sidebar))
  }

  /// The review's P1: collapsed, Back past the first screen of a tab's split column pops that
  /// column off the one below it (`UIKitSplitTraces.backPastAColumn`, with no `willHideColumn`):
  /// the stack's `didShow` reports the column on top, for a tab's split as for the root's, so the
  /// navigator does not believe the detail is still on top.
  @Test func aBackPastAColumnsFirstScreenInATabsSplitIsReported() throws {
    let host = UIKitStandIn()
    let collapsed = SplitRoot(
      sidebar: ScreenStack(Page.home), detail: ScreenStack(Page.cart), compactColumn: .detail,
      isCollapsed: true)
    let state = NavigationState(
      tabs: Tab(id: TabID.shop, split: collapsed), Tab(id: TabID.search, root: Page.reviews),
      Tab(id: TabID.profile, root: Page.login))
    let navigator = Navigator<Page>(state, host: host)
    let split = try #require(navigator.state.split)
    #expect(split.isCollapsed && split.compactColumn == .detail)
    let shop = AnyTag(TabID.shop)
    let screens = Screens()
    let sidebar = screens.navigation(split.sidebar), detail = screens.navigation(split.detail)
    let uikitSplit = SimulatedSplit([.sidebar: sidebar, .detail: detail])
    uikitSplit.isCollapsed = true
    screens.tabs[ObjectIdentifier(uikitSplit)] = shop
    let bar = try #require(navigator.state.tabBar)
    let others = bar.tabs.dropFirst().map { screens.navigation($0.stack, tab: $0.id) }
    let uikit = SimulatedTabBar([uikitSplit] + others)
    let logic = screens.reading(uikit, host.session)
    // Back on the detail's first screen: UIKit pops the detail's navigation controller off the
    // sidebar's, which shows its own top.
    detail.parent = uikitSplit
    logic.didShow(sidebar, top: sidebar.stack.last)
    #expect(navigator.state.split?.compactColumn == .sidebar, "the sidebar's coming back was not reported")
    #expect(navigator.state.topLocation == .tabColumn(shop, .sidebar))
  }

  /// The review's P2: a leave guard's put-back on the tab the More list shows sets that tab's
  /// screens back in the More navigation controller over its list, so the More tab still has its
  /// list to go back to and the session still matches the screen.
  @Test func aPutBackOnTheMoreTabKeepsTheMoreList() throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(TabLayoutTests.sixTabs, host: host)
    let bar = try #require(navigator.state.tabBar)
    let screens = Screens()
    let uikit = SimulatedTabBar(bar.tabs.map { screens.navigation($0.stack, tab: $0.id) })
    let sixth = try #require(bar.tabs.last)
    let list = SimulatedController()
    uikit.more.stack = [list] + screens.controllers(sixth.stack) + [SimulatedController()]
    uikit.selected = uikit.more
    let logic = screens.reading(uikit, host.session)
    logic.restore(sixth.stack, at: .tab(sixth.id)) { screens.controllers($0) }
    #expect(uikit.more.stack.first === list, "the More list is gone")
    #expect(uikit.more.stack.count == 1 + sixth.stack.entries.count)
    #expect(logic.read().stacks[5] == sixth.stack.entries.map(\.id))
  }

  /// The review's P2: UIKit may tell its tab bar delegate of a selection the host made in code
  /// (iOS 18.6: "Called when the selected tab has changed"), even a turn later; that call is no
  /// tap, so it is not replayed at the plan's end as a re-tap popping the tab the plan just filled.
  @Test func aLateDidSelectTabForTheTabJustSelectedIsNoReTap() async throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(.shopTabs, host: host)
    let bar = try #require(navigator.state.tabBar)
    let screens = Screens()
    let uikit = SimulatedTabBar(bar.tabs.map { screens.navigation($0.stack, tab: $0.id) })
    let logic = screens.reading(uikit, host.session)
    let search = AnyTag(TabID.search)
    // The plan's selection step, as the host makes it; UIKit's didSelectTab comes after it.
    logic.selectsInCode(search)
    host.afterNextStep = { logic.didSelect(search) }
    _ = try await navigator.navigate { state in
      state.select(tab: TabID.search)
      state.push(Page.reviews)
    }.value
    // NB: a re-tap would pop the tab by a request of its own, a few turns later.
    await eventually { navigator.state.topStack.top.route != AnyRoute(Page.reviews) }
    await host.clock.run()
    #expect(navigator.state.tabBar?.selected.id == search)
    #expect(navigator.state.topStack.top.route == AnyRoute(Page.reviews), "the search tab was popped")
    // A tap after it is the user's.
    logic.didSelect(AnyTag(TabID.profile))
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.profile))
  }

  /// The review's P3: each coordinator's completion ends the change it belongs to. A Back pop in a
  /// sheet whose coordinator ends while the finger still pulls the sheet down ends the pop, not the
  /// pull-down, which ends with its own completion (here it springs back, and the pop is applied).
  @Test func aCompletionEndsOnlyItsOwnGesture() throws {
    let (state, rootStack) = Self.sheetOverHome()
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(state, host: host)
    let layer = navigator.state.modals[0]
    let screens = Screens()
    let presenter = SimulatedController(), root = screens.navigation(rootStack)
    let logic = screens.reading(root, host.session, presenter: presenter)
    let sheet = screens.navigation(layer.stack)
    presenter.presented = SimulatedLayer(layer.id, content: sheet)
    // Back in the sheet: UIKit pops at once and animates, with a coordinator.
    let pop = SimulatedCoordinator()
    let cart = sheet.stack[0]
    sheet.stack.removeLast()
    logic.willShow(sheet, top: cart, coordinator: pop)
    // The finger pulls the sheet down meanwhile (presentationControllerWillDismiss).
    let pullDown = SimulatedCoordinator(interactive: true)
    host.session?.report(.layerWillDismiss(layer.id, coordinated: true))
    logic.reportEnd(of: pullDown, ending: .dismissed(layer: layer.id))
    pop.end(cancelled: false)
    #expect(navigator.state.modals.count == 1, "the Back pop's completion ended the pull-down")
    logic.didShow(sheet, top: cart)
    #expect(navigator.state.modals.first?.stack.top.id == layer.stack.top.id, "applied under the finger")
    pullDown.end(cancelled: true)
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.state.modals.first?.stack.entries.map(\.id) == [layer.stack.root.id])
  }

  /// A pull-down, as UIKit's presentation delegate tells of it: allowed for a layer the host
  /// presented (not for one it did not, nor when the app's delegate refuses), begun with the
  /// presenting controller's coordinator, and
  /// ended by that coordinator's completion; the layer's leaving then reads as it is.
  @Test func aPullDownIsAskedBegunAndEndedThroughTheLogic() throws {
    let (state, rootStack) = Self.sheetOverHome(withReviews: false)
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(state, host: host)
    let layer = navigator.state.modals[0]
    let screens = Screens()
    let presenter = SimulatedController(), root = screens.navigation(rootStack)
    let logic = screens.reading(root, host.session, presenter: presenter)
    let container = SimulatedLayer(layer.id, content: screens.navigation(layer.stack))
    presenter.presented = container
    #expect(logic.allowsPullDown(of: container))
    #expect(!logic.allowsPullDown(of: SimulatedController()), "a controller the host did not present")
    #expect(!logic.allowsPullDown(of: container, app: false), "the app's own delegate refused it")
    let coordinator = SimulatedCoordinator(interactive: true)
    presenter.coordinator = coordinator
    logic.pullDownBegins(of: container, from: presenter)
    #expect(navigator.state.modals.count == 1, "not dismissed while the finger holds it")
    coordinator.end(cancelled: false)
    presenter.presented = nil
    logic.layerLeft()
    #expect(navigator.state.modals.isEmpty)
    #expect(logic.read() == navigator.state.read)
  }

  /// A tab's split that is not on screen collapses to the column it shows, not to the one on
  /// screen's, and says nothing of the split on screen when UIKit shows or hides its columns.
  @Test func aTabsSplitNotOnScreenCollapsesToItsOwnColumnAndSaysNothing() throws {
    let catalogue = SplitRoot(
      sidebar: ScreenStack(Page.home), detail: ScreenStack(Page.cart), compactColumn: .sidebar)
    let state = NavigationState(
      tabs: Tab(id: TabID.shop, split: catalogue), Tab(id: TabID.search, root: Page.reviews), selected: 1)
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(state, host: host)
    let bar = try #require(navigator.state.tabBar)
    let screens = Screens()
    let shop = try #require(bar.tabs.first?.split)
    let split = SimulatedSplit([
      .sidebar: screens.navigation(shop.sidebar), .detail: screens.navigation(shop.detail),
    ])
    screens.tabs[ObjectIdentifier(split)] = AnyTag(TabID.shop)
    let search = screens.navigation(bar.tabs[1].stack, tab: AnyTag(TabID.search))
    let logic = screens.reading(SimulatedTabBar([split, search], selected: 1), host.session)
    #expect(logic.topColumn(collapsing: split, proposed: .detail) == .sidebar)
    let before = navigator.state
    logic.column(.detail, of: split, shown: true)
    #expect(navigator.state == before, "another tab's split spoke for the screen")
  }

  /// A bar of controllers: a tap on another tab is allowed and reported when UIKit selected it; a
  /// tap on the selected tab is refused (UIKit would pop it itself) and the navigator pops it; a bar
  /// of `UITab`s leaves both to its own calls.
  @Test func tabTapsAreAnsweredAndReportedThroughTheLogic() async throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(.shopTabs, host: host)
    try await navigator.push(Page.cart).value
    let bar = try #require(navigator.state.tabBar)
    let screens = Screens()
    let navigations = bar.tabs.map { screens.navigation($0.stack, tab: $0.id) }
    let uikit = SimulatedTabBar(navigations)
    let logic = screens.reading(uikit, host.session)
    #expect(!logic.allowsSelecting(navigations[0]), "a re-tap UIKit would carry out itself")
    await eventually { navigator.state.topStack.path.isEmpty }
    #expect(navigator.state.topStack.path.isEmpty, "the navigator did not pop the re-tapped tab")
    #expect(logic.allowsSelecting(navigations[1]))
    uikit.selected = navigations[1]
    logic.didSelect(navigations[1])
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.search))
    uikit.items = zip(bar.tabs, navigations).map { SimulatedTabItem($0.id, controller: $1) }
    #expect(logic.allowsSelecting(navigations[0]), "a bar of UITabs answers in shouldSelectTab")
    logic.didSelect(navigations[0])
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.search))
  }

  /// The Back button of a screen a leave guard protects asks the guard instead of popping, and a
  /// layer's pull-down is locked while the session says so (during a plan) and unlocked after.
  @Test func aProtectedScreensBackButtonAsksItsGuardAndPullDownsFollowThePlan() async throws {
    var state = NavigationState(root: Page.home)
    state.present(Page.cart, style: .sheet)
    state.push(Page.reviews)
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(state, host: host)
    let layer = navigator.state.modals[0]
    let diary = LeaveDiary()
    navigator.addLeaveGuard(protecting: layer.stack.top.id) { diary.check($0) }
    let screens = Screens()
    let presenter = SimulatedController(),
      root = screens.navigation(NavigationState(root: Page.home).topStack)
    let logic = screens.reading(root, host.session, presenter: presenter)
    let sheet = screens.navigation(layer.stack)
    let container = SimulatedLayer(layer.id, content: sheet)
    presenter.presented = container
    logic.gesturesChanged()
    let reviews = try #require(sheet.stack.last)
    #expect(sheet.stack[0].backAction == nil, "an unprotected screen keeps UIKit's Back button")
    let back = try #require(reviews.backAction, "the protected screen's Back button was not replaced")
    back()
    await eventually { !diary.asked.isEmpty }
    #expect(diary.asked.count == 1)
    #expect(navigator.state.modals.first?.stack.top.id == layer.stack.top.id, "the guard said stay")
    // The sheet's pull-down is held by the guard too, and follows the session's rules.
    #expect(container.isModalInPresentation)
  }

  /// The review's P2: a swipe back in the More navigation controller is held as any stack's, for
  /// the tab it holds as the swipe begins: here, while a leave guard protects that tab's top screen.
  @Test func theMoreNavigationControllersSwipeBackIsHeldForTheTabItHolds() async throws {
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(TabLayoutTests.sixTabs, host: host)
    _ = try await navigator.select(tab: "t6").value
    try await navigator.push(Page.cart).value
    let bar = try #require(navigator.state.tabBar)
    let screens = Screens()
    let uikit = SimulatedTabBar(bar.tabs.map { screens.navigation($0.stack, tab: $0.id) })
    let sixth = try #require(bar.tabs.last)
    uikit.more.stack = [SimulatedController()] + screens.controllers(sixth.stack)
    uikit.selected = uikit.more
    let logic = screens.reading(uikit, host.session)
    #expect(!logic.holdsSwipeBack(in: uikit.more, fromContent: false))
    let diary = LeaveDiary()
    navigator.addLeaveGuard(protecting: sixth.stack.top.id) { diary.check($0) }
    #expect(
      logic.holdsSwipeBack(in: uikit.more, fromContent: false), "the protected screen can be swiped away")
    #expect(
      !logic.holdsSwipeBack(in: SimulatedNavigation(), fromContent: false), "a stack UIKit does not show")
  }

  /// Each presented layer reads as its container's stack; a controller the host did not make reads
  /// as a screen nobody knows, never as one of the navigator's.
  @Test func layersAreReadFromThePresentedChain() throws {
    let (state, rootStack) = Self.sheetOverHome()
    let host = UIKitStandIn()
    let navigator = Navigator<Page>(state, host: host)
    let screens = Screens()
    let root = screens.navigation(rootStack)
    let layer = navigator.state.modals[0]
    let presenter = SimulatedController()
    let reading = screens.reading(root, host.session, presenter: presenter)
    let container = SimulatedLayer(layer.id, content: screens.navigation(layer.stack))
    presenter.presented = container
    #expect(reading.read().layers == [layer.stack.entries.map(\.id)])
    container.presented = SimulatedController()
    #expect(reading.layers.count == 1, "a controller the host did not present is no layer")
  }
}

/// What the UIKit host's logic does over the simulated UIKit when the user acts where nothing
/// holds them.
@MainActor
@Suite("The UIKit host's logic over the simulated UIKit")
struct SimulatedUIKitTests {
  /// A pick in the More list calls no tab bar delegate (iOS 26.1's UIKitCore), so nothing refuses
  /// it, nor a plan that starts while it animates: the step under way still ends as asked (the
  /// pick is the user's, not the platform's half of the step), and the pick is followed at the
  /// plan's end.
  @Test func aPickInTheMoreListDuringAStepIsTheUsersNotAStepLeftHalfDone() async throws {
    let driver = SimulatedUIKitDriver(clock: .manual)
    let navigator = Navigator<Page>(TabLayoutTests.sixTabs, host: driver.makeHost())
    let host = try #require(driver.host)
    try driver.simulate(.tapMore)
    await host.clock.run()
    #expect(navigator.state.tabBar?.showsMoreList == true)
    // The pick animates; the presentation starts meanwhile, and the More navigation controller's
    // didShow comes during it.
    try driver.simulate(.tapTab(AnyTag("t6")))
    let present = navigator.present(Page.cart)
    await eventually { driver.session?.runningStep != nil }
    await host.clock.run()
    let result = await present.result
    #expect(throws: Never.self) { try result.get() }
    await eventually { navigator.state.tabBar?.selected.id == AnyTag("t6") }
    #expect(navigator.state.tabBar?.selected.id == AnyTag("t6"), "the pick was not followed")
    #expect(navigator.state.modals.map(\.stack.root.route) == [AnyRoute(Page.cart)])
    #expect(driver.shown == navigator.state)
  }

  /// A tap on More while a pick's push animates takes the More navigation controller back to its
  /// list: the transition of the picked tab has ended with it, and the next request does not wait
  /// for it until the watchdog gives up.
  @Test func aTapOnMoreDuringAPicksPushEndsThatTransition() async throws {
    let driver = SimulatedUIKitDriver(clock: .manual)
    let navigator = Navigator<Page>(TabLayoutTests.sixTabs, host: driver.makeHost())
    let host = try #require(driver.host)
    host.runsEveryWatchdogOnTheClock = true
    try driver.simulate(.tapTab(AnyTag("t6")))
    try driver.simulate(.tapMore)
    var pushed = false
    let push = navigator.push(Page.checkout).onCompletion { _ in pushed = true }
    // NB: both animations end in 350 ms, the push's in 350 more; the watchdog would take 2.3 s.
    await host.clock.advance(by: .seconds(1))
    #expect(pushed, "the push waited for a transition the More list had ended")
    await host.clock.run()
    await #expect(throws: Never.self) { try await push.value }
    #expect(driver.shown == navigator.state)
  }

  /// A presentation's completion ends its own step only: one that comes once its step is over
  /// (the user took away the layer it was presented from, and the request was cancelled) does not
  /// end the next step, whose own presentation still animates.
  @Test func aLateCompletionDoesNotEndTheNextStep() async throws {
    let driver = SimulatedUIKitDriver(clock: .manual)
    var state = NavigationState(root: Page.home)
    state.present(Page.cart, style: .sheet)
    let navigator = Navigator<Page>(state, host: driver.makeHost())
    let host = try #require(driver.host)
    let overtaken = navigator.present(Page.reviews)
    await eventually { driver.session?.runningStep != nil }
    // UIKit lets go of the sheet (a screen dismissed it) while the presentation above it animates.
    host.uikit.root.presented = nil
    host.logic.layerDisappeared()
    overtaken.cancel()
    _ = await overtaken.result
    await host.clock.advance(by: .milliseconds(200))
    var presented = false
    navigator.present(Page.settings).onCompletion { _ in presented = true }
    await eventually { driver.session?.runningStep != nil }
    // The first presentation's completion is due at 350 ms, the second's at 550.
    await host.clock.advance(by: .milliseconds(250))
    #expect(!presented, "the first presentation's completion ended the second")
    await host.clock.run()
    #expect(presented)
    #expect(driver.shown == navigator.state)
  }

  /// A swipe from a More tab's first screen back to the More list is the user's transition, though
  /// UIKit has taken the tab's screens off the More navigation controller as it begins: a request
  /// meanwhile waits for it, and lands on what it left.
  @Test func aSwipeBackToTheMoreListIsTheUsersTransition() async throws {
    let driver = SimulatedUIKitDriver(clock: .manual)
    let navigator = Navigator<Page>(TabLayoutTests.sixTabs, host: driver.makeHost())
    let host = try #require(driver.host)
    let selection = navigator.select(tab: "t6")
    await host.clock.run()
    _ = try await selection.value
    try driver.simulate(.swipeBack(cancelled: true))
    let push = navigator.push(Page.checkout)
    await host.clock.run()
    await #expect(throws: Never.self) { try await push.value }
    #expect(navigator.state.topStack.routes == [Page.product(6), .checkout].map { AnyRoute($0) })
    #expect(driver.shown == navigator.state)
  }

  /// UIKit presents only from a view in a window: attached before its root is in one, the host
  /// shows the root and presents the restored layers once the root appears, and until then the
  /// session knows the root is not drawn in its window.
  @Test func restoredLayersArePresentedOnceTheRootIsInAWindow() async throws {
    let driver = SimulatedUIKitDriver()
    let host = try #require(driver.makeHost() as? SimulatedUIKitHost)
    host.uikit.root.viewIsInWindow = false
    var state = NavigationState(root: Page.home)
    state.present(Page.cart, style: .sheet)
    let navigator = Navigator<Page>(state, host: host)
    #expect(host.uikit.root.presented == nil)
    #expect(driver.session?.isDrawnInWindow == false)
    host.uikit.root.appears()
    await driver.settle()
    #expect(driver.session?.isDrawnInWindow == true)
    #expect(driver.shown == navigator.state)
  }

  /// Below iOS 18 a tab bar lists its tabs' controllers, not `UITab`s: the host lists them in
  /// order, selects by controller, and follows the user's taps through `didSelect`.
  @Test func belowIOS18ABarListsItsTabsControllers() async throws {
    let driver = SimulatedUIKitDriver()
    let host = try #require(driver.makeHost() as? SimulatedUIKitHost)
    host.isIOS18 = false
    var state = NavigationState.shopTabs
    state.select(tab: TabID.search)
    let navigator = Navigator<Page>(state, host: host)
    let bar = try #require(host.uikit.tabBar)
    #expect(bar.items.isEmpty)
    #expect(
      bar.listed.map { host.tabMarks[ObjectIdentifier($0)] }
        == [TabID.shop, .search, .profile].map(AnyTag.init))
    #expect(bar.selected === bar.listed[1])
    #expect(driver.shown == navigator.state)
    try driver.simulate(.tapTab(AnyTag(TabID.shop)))
    await driver.settle()
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.shop))
    #expect(driver.shown == navigator.state)
  }

  /// A custom push transition plays the animation registered under its name; any other
  /// transition, or a name not registered, UIKit's default.
  @Test func aCustomPushPlaysTheAnimationRegisteredUnderItsName() throws {
    let driver = SimulatedUIKitDriver()
    let host = try #require(driver.makeHost() as? SimulatedUIKitHost)
    _ = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let registered = ["fade": 7]
    #expect(host.logic.customAnimation(.custom("fade")) { registered[$0] } == 7)
    #expect(host.logic.customAnimation(.custom("spin")) { registered[$0] } == nil)
    #expect(host.logic.customAnimation(.zoom(from: "fade")) { registered[$0] } == nil)
    #expect(host.logic.customAnimation(nil) { registered[$0] } == nil)
  }

  /// A pull-down whose presenting controller has no coordinator runs on the presented one's.
  @Test func aPullDownRunsOnThePresentedControllersCoordinatorWhenThePresenterHasNone() async throws {
    let driver = SimulatedUIKitDriver()
    let host = try #require(driver.makeHost() as? SimulatedUIKitHost)
    var state = NavigationState(root: Page.home)
    state.present(Page.cart, style: .sheet)
    let navigator = Navigator<Page>(state, host: host)
    await driver.settle()
    let container = try #require(host.uikit.root.presented)
    let coordinator = SimulatedCoordinator(interactive: true)
    container.coordinator = coordinator
    host.logic.pullDownBegins(of: container, from: host.uikit.root)
    host.uikit.root.presented = nil
    #expect(navigator.state.modals.count == 1, "dismissed while the finger holds it")
    coordinator.end(cancelled: false)
    host.logic.layerLeft()
    #expect(navigator.state.modals.isEmpty)
  }

  /// UIKit ignores a dismissal while an alert the user answered still leaves: the host waits for
  /// that transition to end, then dismisses; the alert's answer and the dismissal both land
  /// (found by the interleaving programs once the simulated UIKit ignored such calls).
  @Test func aDismissalWaitsForAnAnsweredAlertToLeave() async throws {
    let driver = SimulatedUIKitDriver(clock: .manual)
    var state = NavigationState(root: Page.home)
    state.present(Page.cart, style: .sheet)
    let navigator = Navigator<Page>(state, host: driver.makeHost())
    let host = try #require(driver.host)
    let dialog = Dialog<Int>("Sure?", buttons: [.default("Yes", value: 1), .cancel()])
    let answer = navigator.present(dialog, expecting: Int.self)
    await eventually { navigator.state.modals.count == 2 }
    await host.clock.run()
    try driver.simulate(.tapDialogButton(0))
    let dismissAll = navigator.dismissAll()
    await eventually { driver.session?.runningStep != nil }
    await host.clock.run()
    #expect(try await answer.value == .value(1))
    await #expect(throws: Never.self) { try await dismissAll.value }
    #expect(navigator.state.modals.isEmpty)
    #expect(driver.shown == navigator.state)
  }

  /// A bar made with its first tab selected tells of no selection; the user's tap on that tab from
  /// the More list is theirs (UIKit asks `shouldSelectTab` for taps only), not the selection made
  /// in code (found by the interleaving programs on the simulated UIKit: the tap was swallowed and
  /// the navigator kept the More list on screen).
  @Test func aTapOnTheTabTheBarWasMadeWithIsTheUsers() async throws {
    let driver = SimulatedUIKitDriver()
    let navigator = Navigator<Page>(TabLayoutTests.sixTabs, host: driver.makeHost())
    try driver.simulate(.tapMore)
    await driver.settle()
    #expect(navigator.state.tabBar?.showsMoreList == true)
    try driver.simulate(.tapTab(AnyTag("t1")))
    await driver.settle()
    #expect(navigator.state.tabBar?.showsMoreList == false, "the tap on the first tab was swallowed")
    #expect(navigator.state.tabBar?.selected.id == AnyTag("t1"))
    #expect(driver.shown == navigator.state)
  }
}
