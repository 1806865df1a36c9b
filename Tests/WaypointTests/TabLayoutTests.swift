import Foundation
import Testing
import WaypointTesting

@_spi(Hosts) @testable import Waypoint
@testable import WaypointHarness

/// Tabs as iOS 18 and later list them: groups in the sidebar, the search tab, the user's order
/// and hidden tabs. Each runs on TestHost and on both stand-ins, and the host shows what the
/// navigator holds after every change.
@MainActor
@Suite("Tab groups, the search tab and the user's arrangement")
struct TabLayoutTests {
  nonisolated static let hosts = ["TestHost", "UIKit stand-in", "SwiftUI stand-in"]

  enum Group: String, Hashable, Sendable, Codable {
    case account
  }

  /// Shop, search, then the account group: profile and the orders (settings).
  static var shop: NavigationState {
    NavigationState(
      tabs: Tab(id: TabID.shop, root: Page.home),
      Tab(id: TabID.search, root: Page.reviews, role: .search),
      Tab(id: TabID.profile, root: Page.login, group: Group.account),
      Tab(id: "orders", root: Page.settings, group: Group.account))
  }

  static func restoration() -> Restoration {
    var restoration = Restoration.shop()
    try! restoration.register(Group.self, as: "group")
    return restoration
  }

  private func expectInSync(
    _ navigator: AnyNavigator, _ driver: any HostDriver, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      driver.shown == navigator.state, "the host shows \(driver.shown.map(\.description) ?? "nothing")",
      sourceLocation: sourceLocation)
  }

  @Test(arguments: hosts)
  func aTabInsideAGroupKeepsItsOwnStack(on host: String) async throws {
    let driver = HalfDoneStepTests.driver(host)
    let navigator = Navigator(Self.shop, host: driver.makeHost())
    #expect(navigator.state.tabBar?.groups == [AnyTag(Group.account)])
    _ = try await navigator.select(tab: TabID.profile).value
    try await navigator.push(Page.product(1)).value
    _ = try await navigator.select(tab: "orders").value
    try await navigator.push(Page.checkout).value
    expectInSync(navigator, driver)
    // The user goes back to the group's other tab: it shows the stack it had.
    try driver.simulate(.tapTab(AnyTag(TabID.profile)))
    await driver.settle()
    let bar = try #require(navigator.state.tabBar)
    #expect(bar.selected.id == AnyTag(TabID.profile))
    #expect(bar.selected.group == AnyTag(Group.account))
    #expect(navigator.state.topStack.routes == [Page.login, .product(1)].map { AnyRoute($0) })
    #expect(bar[stackOf: AnyTag("orders")]?.routes == [Page.settings, .checkout].map { AnyRoute($0) })
    expectInSync(navigator, driver)
  }

  @Test(arguments: hosts)
  func theSearchTabIsATabLikeAnyOther(on host: String) async throws {
    let driver = HalfDoneStepTests.driver(host)
    let navigator = Navigator(Self.shop, host: driver.makeHost())
    try driver.simulate(.tapTab(AnyTag(TabID.search)))
    await driver.settle()
    try await navigator.push(Page.product(7)).value
    #expect(navigator.state.tabBar?.selected.role == .search)
    #expect(navigator.state.topStack.routes == [Page.reviews, .product(7)].map { AnyRoute($0) })
    try driver.simulate(.tapBack)
    await driver.settle()
    #expect(navigator.state.topStack.depth == 0)
    expectInSync(navigator, driver)
    // It keeps its role through a save and a restore.
    let restoration = Self.restoration()
    let restored = try restoration.decode(try restoration.encode(navigator.state))
    #expect(restored.tabBar?.tabs.map(\.role) == [nil, .search, nil, nil])
  }

  /// Six tabs: an iPhone shows the first four and a More tab listing the fifth and sixth.
  static var sixTabs: NavigationState {
    NavigationState(
      tabs: Tab(id: "t1", root: Page.home), Tab(id: "t2", root: Page.reviews),
      Tab(id: "t3", root: Page.login),
      Tab(id: "t4", root: Page.settings), Tab(id: "t5", root: Page.product(5)),
      Tab(id: "t6", root: Page.product(6)))
  }

  @Test(arguments: hosts)
  func sixTabsAreShownNotRefused(on host: String) async throws {
    let driver = HalfDoneStepTests.driver(host)
    let navigator = Navigator(Self.sixTabs, host: driver.makeHost())
    await driver.settle()
    #expect(navigator.state.tabBar?.tabsUnderMore == ["t5", "t6"].map { AnyTag($0) })
    // The sixth tab, under More, is selected and pushed onto like any other.
    _ = try await navigator.select(tab: "t6").value
    try await navigator.push(Page.checkout).value
    expectInSync(navigator, driver)
    // The user taps More: its list shows, the sixth tab keeps its stack, and its top screen left
    // the screen.
    try driver.simulate(.tapMore)
    await driver.settle()
    var bar = try #require(navigator.state.tabBar)
    #expect(bar.showsMoreList && bar.selected.id == AnyTag("t6"))
    #expect(bar.selected.stack.routes == [Page.product(6), .checkout].map { AnyRoute($0) })
    #expect(
      driver.events.last?.event == .didDisappear && driver.events.last?.entry.route == AnyRoute(Page.checkout)
    )
    expectInSync(navigator, driver)
    // A push shows the tab again, with the new screen on top.
    try await navigator.push(Page.settings).value
    bar = try #require(navigator.state.tabBar)
    #expect(!bar.showsMoreList)
    #expect(
      driver.events.last?.event == .didAppear && driver.events.last?.entry.route == AnyRoute(Page.settings))
    expectInSync(navigator, driver)
    // From a tab in the bar to the More list, and back to the same tab: no re-tap, nothing pops.
    try driver.simulate(.tapTab(AnyTag("t2")))
    await driver.settle()
    try await navigator.push(Page.checkout).value
    try driver.simulate(.tapMore)
    await driver.settle()
    #expect(navigator.state.tabBar?.showsMoreList == true)
    try driver.simulate(.tapTab(AnyTag("t2")))
    await driver.settle()
    bar = try #require(navigator.state.tabBar)
    #expect(!bar.showsMoreList && bar.selected.id == AnyTag("t2") && bar.selected.stack.depth == 1)
    expectInSync(navigator, driver)
    // The fifth tab picked in the More list; Back on its first screen goes to the list.
    try driver.simulate(.tapMore)
    await driver.settle()
    try driver.simulate(.tapTab(AnyTag("t5")))
    await driver.settle()
    #expect(navigator.state.tabBar?.selected.id == AnyTag("t5"))
    try driver.simulate(.tapBack)
    await driver.settle()
    #expect(navigator.state.tabBar?.showsMoreList == true)
    expectInSync(navigator, driver)
    // A link to a tab under More selects it in place of the list; a restored tree shows its
    // selected tab, not the list.
    _ = try await navigator.select(tab: "t6").value
    #expect(navigator.state.tabBar?.showsMoreList == false)
    expectInSync(navigator, driver)
    try driver.simulate(.tapMore)
    await driver.settle()
    let restoration = Self.restoration()
    let restored = try restoration.decode(try restoration.encode(navigator.state))
    #expect(restored.tabBar?.showsMoreList == false && restored.tabBar?.selected.id == AnyTag("t6"))
  }

  @Test(arguments: UIKitVariants.MoreTabStack.allCases)
  func aPushInATabUnderMoreStaysWhereverUIKitKeepsItsScreens(_ stack: UIKitVariants.MoreTabStack) async throws
  {
    var variants = UIKitVariants()
    variants.moreTabStack = stack
    let driver = UIKitStandInDriver(variants: variants)
    let navigator = Navigator(Self.sixTabs, host: driver.makeHost())
    var reTapped = 0
    navigator.onTabReselected = { _ in reTapped += 1 }
    _ = try await navigator.select(tab: "t6").value
    try await navigator.push(Page.checkout).value
    try await navigator.push(Page.settings).value
    try driver.simulate(.tapBack)
    await driver.settle()
    #expect(navigator.state.topStack.routes == [Page.product(6), .checkout].map { AnyRoute($0) })
    #expect(reTapped == 0)
    expectInSync(navigator, driver)
  }

  @Test func theMoreListLeavesWithTheMoreTabOrANewRoot() throws {
    var state = Self.sixTabs
    _ = state.select(tab: "t6")
    let shown = state.apply(.showedMoreList)
    #expect(shown)
    // Five tabs shown: no More tab, and so no list.
    var arranged = state
    var bar = try #require(arranged.tabBar)
    bar.arrange(bar.ids, hidden: [AnyTag("t2")])
    arranged.root = .tabs(bar)
    #expect(arranged.tabBar?.showsMoreList == false)
    #expect(arranged.invariantViolation == nil)
    // A new root (another role) is drawn showing its selected tab.
    var target = state
    target.root = .tabs(
      TabBar(
        Tab(id: "t1", root: Page.home, role: .search),
        Array(try #require(state.tabBar).tabs.dropFirst()), selected: AnyTag("t6")))
    let steps = state.plan(to: target)
    var reached = state
    for step in steps {
      let applied = reached.apply(step)
      #expect(applied, "\(step)")
    }
    #expect(reached.tabBar?.showsMoreList == false)
    #expect(reached.tabBar?.selected.id == AnyTag("t6"))
  }

  @Test func theMoreTabListsTheTabsAfterTheFourthShownAndOnlyWhenMoreThanFiveShow() throws {
    var bar = try #require(Self.sixTabs.tabBar)
    bar.arrange(["t6", "t1", "t2", "t3", "t4", "t5"].map { AnyTag($0) }, hidden: [])
    #expect(bar.tabsUnderMore == ["t4", "t5"].map { AnyTag($0) })
    bar.arrange(bar.ids, hidden: [AnyTag("t3")])
    #expect(bar.tabsUnderMore.isEmpty)
    var state = NavigationState(root: .tabs(bar))
    let applied = state.apply(.showedMoreList)
    #expect(!applied)
    #expect(try #require(Self.shop.tabBar).tabsUnderMore.isEmpty)
  }

  @Test func aTabBarHasOneSearchTabInNoGroupAndListsAGroupTogether() throws {
    let bar = TabBar(
      Tab(id: "a", root: Page.home, group: "g"),
      [
        Tab(id: "b", root: Page.home),
        Tab(id: "s", root: Page.home, group: "g", role: .search),
        Tab(id: "c", root: Page.home, group: "g"),
        Tab(id: "t", root: Page.home, role: .search),
      ])
    #expect(bar.ids == ["a", "c", "b", "s", "t"].map { AnyTag($0) })
    #expect(bar.tabs.map(\.role) == [nil, nil, nil, .search, nil])
    #expect(bar.tabs.first { $0.id == AnyTag("s") }?.group == nil)
  }

  @Test(arguments: hosts)
  func theUsersTabOrderIsRestored(on host: String) async throws {
    let driver = HalfDoneStepTests.driver(host)
    let navigator = Navigator(Self.shop, host: driver.makeHost())
    _ = try await navigator.select(tab: "orders").value
    try await navigator.push(Page.checkout).value
    // The user puts orders before profile in the group, and hides search.
    let order = [TabID.shop, TabID.search].map { AnyTag($0) } + [AnyTag("orders"), AnyTag(TabID.profile)]
    try driver.simulate(.arrangeTabs(order, hidden: [AnyTag(TabID.search)]))
    await driver.settle()
    let bar = try #require(navigator.state.tabBar)
    #expect(bar.ids == order)
    #expect(bar.hidden == [AnyTag(TabID.search)])
    #expect(bar.selected.id == AnyTag("orders"), "arranging the tabs changed the selection")
    expectInSync(navigator, driver)
    // Saved and restored on a new host: the same order, the same hidden tab, the same stacks.
    let restoration = Self.restoration()
    let data = try restoration.encode(navigator.state)
    let next = HalfDoneStepTests.driver(host)
    let restored = Navigator(NavigationState(root: Page.home), host: next.makeHost())
    restored.restoration = restoration
    try await restored.restore(from: data).value
    let restoredBar = try #require(restored.state.tabBar)
    #expect(restoredBar.ids == order)
    #expect(restoredBar.hidden == [AnyTag(TabID.search)])
    #expect(restoredBar.groups == [AnyTag(Group.account)])
    #expect(restored.state.topStack.routes == [Page.settings, .checkout].map { AnyRoute($0) })
    expectInSync(restored, next)
    // Selecting the hidden tab (a link to it) shows it again.
    _ = try await restored.select(tab: TabID.search).value
    #expect(restored.state.tabBar?.hidden == [])
    expectInSync(restored, next)
  }

  @Test func aDocumentWithoutGroupsStillReadsAndOneListingAGroupApartIsRefused() throws {
    let restoration = Self.restoration()
    // A document written before groups: no group, role or hidden keys.
    let old = Data(
      """
      {"format":2,"version":1,"types":["tab","page"],
       "root":{"tabs":[{"id":[0,"shop"],"stack":[{"route":[1,"home"]}]},
                       {"id":[0,"profile"],"stack":[{"route":[1,"login"]}]}],"selected":1}}
      """.utf8)
    let state = try restoration.decode(old)
    #expect(state.tabBar?.ids == [TabID.shop, .profile].map { AnyTag($0) })
    #expect(state.tabBar?.tabs.allSatisfy { $0.group == nil && $0.role == nil } == true)
    let apart = Data(
      """
      {"format":2,"version":1,"types":["tab","page","group"],
       "root":{"tabs":[{"id":[0,"shop"],"stack":[{"route":[1,"home"]}],"group":[2,"account"]},
                       {"id":[0,"search"],"stack":[{"route":[1,"home"]}]},
                       {"id":[0,"profile"],"stack":[{"route":[1,"login"]}],"group":[2,"account"]}],
               "selected":0}}
      """.utf8)
    #expect(throws: RestorationError.self) { try restoration.decode(apart) }
    let hiddenAndSelected = Data(
      """
      {"format":2,"version":1,"types":["tab","page"],
       "root":{"tabs":[{"id":[0,"shop"],"stack":[{"route":[1,"home"]}]}],"selected":0,"hidden":[0]}}
      """.utf8)
    #expect(throws: RestorationError.self) { try restoration.decode(hiddenAndSelected) }
    let unknownRole = Data(
      """
      {"format":2,"version":1,"types":["tab","page"],
       "root":{"tabs":[{"id":[0,"shop"],"stack":[{"route":[1,"home"]}],"role":"favourites"}],"selected":0}}
      """.utf8)
    #expect(throws: RestorationError.self) { try restoration.decode(unknownRole) }
    let stackAndSplit = Data(
      """
      {"format":2,"version":1,"types":["tab","page"],
       "root":{"tabs":[{"id":[0,"shop"],"stack":[{"route":[1,"home"]}],
                        "split":[[{"route":[1,"home"]}],[{"route":[1,"cart"]}]],"compact":"detail"}],"selected":0}}
      """.utf8)
    #expect(throws: RestorationError.self) { try restoration.decode(stackAndSplit) }
  }

  /// The catalogue tab shows a split of categories and products; search and profile are stacks.
  static var shopWithACatalogueSplit: NavigationState {
    NavigationState(
      tabs: Tab(
        id: TabID.shop, split: SplitRoot(sidebar: ScreenStack(Page.home), detail: ScreenStack(Page.cart))),
      Tab(id: TabID.search, root: Page.reviews, role: .search),
      Tab(id: TabID.profile, root: Page.login))
  }

  @Test(arguments: hosts)
  func aSplitInsideATabCollapsesOnAnIPhone(on host: String) async throws {
    let driver = HalfDoneStepTests.driver(host)
    let navigator = Navigator(Self.shopWithACatalogueSplit, host: driver.makeHost())
    // A product picked in the sidebar, then its reviews pushed in the detail.
    try await navigator.navigate { _ = $0.select(Page.product(1)) }.value
    try await navigator.push(Page.reviews).value
    #expect(navigator.state.topLocation == .tabColumn(AnyTag(TabID.shop), .detail))
    expectInSync(navigator, driver)
    // The width turns compact: the tab's split collapses into one stack.
    try driver.simulate(.splitResize(collapsed: true))
    await driver.settle()
    let split = try #require(navigator.state.split)
    #expect(split.isCollapsed)
    #expect(navigator.state.topStack.routes == [Page.home, .product(1), .reviews].map { AnyRoute($0) })
    expectInSync(navigator, driver)
    // Back twice: past the detail's first screen, the sidebar is on top.
    try driver.simulate(.tapBack)
    await driver.settle()
    try driver.simulate(.tapBack)
    await driver.settle()
    #expect(navigator.state.split?.compactColumn == .sidebar)
    #expect(navigator.state.topScreen.route == AnyRoute(Page.home))
    expectInSync(navigator, driver)
    // Another tab and back: the split is as the user left it.
    try driver.simulate(.tapTab(AnyTag(TabID.profile)))
    await driver.settle()
    #expect(navigator.state.split == nil)
    try await navigator.push(Page.settings).value
    try driver.simulate(.tapTab(AnyTag(TabID.shop)))
    await driver.settle()
    #expect(navigator.state.split?.isCollapsed == true)
    #expect(navigator.state.topScreen.route == AnyRoute(Page.home))
    expectInSync(navigator, driver)
    // Regular again while another tab is selected: the split follows the width all the same.
    try driver.simulate(.tapTab(AnyTag(TabID.search)))
    await driver.settle()
    try driver.simulate(.splitResize(collapsed: false))
    await driver.settle()
    try driver.simulate(.tapTab(AnyTag(TabID.shop)))
    await driver.settle()
    #expect(navigator.state.split?.isCollapsed == false)
    #expect(navigator.state.split?.detail.routes == [AnyRoute(Page.product(1))])
    expectInSync(navigator, driver)
    // Saved and restored: the tab still shows its split, columns and all.
    let restoration = Self.restoration()
    let restored = try restoration.decode(try restoration.encode(navigator.state))
    #expect(restored.hasSameStructure(as: navigator.state))
    #expect(restored.tabBar?.tabs[0].split?.detail.routes == [AnyRoute(Page.product(1))])
  }

  /// Applies `state`'s plan to `target` step by step, as a host would, and checks it gets there.
  private func expectPlanReaches(
    _ target: NavigationState, from state: NavigationState, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    var reached = state
    for step in state.plan(to: target) {
      let applied = reached.apply(step)
      #expect(applied, "\(step) was refused", sourceLocation: sourceLocation)
    }
    #expect(reached == target, "the plan ends on\n\(reached)", sourceLocation: sourceLocation)
  }

  @Test func aPlanThatLeavesASplitsTabChangesItsColumnWhileItIsOnScreen() throws {
    var state = Self.shopWithACatalogueSplit
    state.root = state.root.collapsingSplits(true)
    state.select(Page.product(3))
    var target = state
    target.popToRoot()
    target.select(tab: TabID.profile)
    #expect(target.tabBar?[splitOf: AnyTag(TabID.shop)]?.compactColumn == .sidebar)
    expectPlanReaches(target, from: state)
    // And from one split's tab to another's, back to the first.
    expectPlanReaches(state, from: target)
  }

  @Test func aTargetCanHideTheTabSelectedNow() throws {
    let state = Self.shop
    var target = state
    var bar = try #require(target.tabBar)
    bar.select(AnyTag("orders"))
    bar.arrange(bar.ids, hidden: [AnyTag(TabID.shop)])
    target.root = .tabs(bar)
    #expect(bar.hidden == [AnyTag(TabID.shop)])
    expectPlanReaches(target, from: state)
  }

  @Test(arguments: hosts)
  func aLinkIntoATabThatKeepsTheLayersGoesOnTheTab(on host: String) async throws {
    let driver = HalfDoneStepTests.driver(host)
    let navigator = Navigator(Self.shop, host: driver.makeHost())
    try await navigator.present(Page.cart).value
    var links = try RouteTable<Page>(schemes: ["shop"])
    try links.add("orders/checkout", Page.checkout, placement: Placement.tab("orders").keepingModals())
    _ = try await navigator.open("shop://orders/checkout", using: links).value
    #expect(navigator.state.modals.map(\.stack.routes) == [[AnyRoute(Page.cart)]])
    #expect(
      navigator.state.tabBar?[stackOf: AnyTag("orders")]?.routes
        == [Page.settings, .checkout].map { AnyRoute($0) })
    expectInSync(navigator, driver)
  }

  @Test(arguments: hosts)
  func aReTappedSplitTabPopsItsTopColumn(on host: String) async throws {
    let driver = HalfDoneStepTests.driver(host)
    let navigator = Navigator(Self.shopWithACatalogueSplit, host: driver.makeHost())
    try await navigator.navigate { _ = $0.select(Page.product(1)) }.value
    try await navigator.push(Page.reviews).value
    try driver.simulate(.tapTab(AnyTag(TabID.shop)))
    await driver.settle()
    #expect(navigator.state.split?.detail.routes == [AnyRoute(Page.product(1))])
    expectInSync(navigator, driver)
  }

  @Test func aPlanReachesATabsSplitColumnByColumn() throws {
    var state = Self.shopWithACatalogueSplit
    var target = state
    target.select(Page.product(2))
    target.push(Page.reviews)
    #expect(
      state.plan(to: target).map(\.description) == ["setStack tab shop column detail [product(2), reviews]"])
    expectPlanReaches(target, from: state)
    // The split's column on top changes with the tab selected: once the tab is.
    state.select(tab: TabID.profile)
    target = state
    target.select(tab: TabID.shop)
    target.show(column: .sidebar)
    #expect(state.plan(to: target).map(\.description) == ["selectTab shop", "showColumn sidebar"])
    expectPlanReaches(target, from: state)
    // A split on screen in neither state whose column on top changes is reached by a new root.
    target.select(tab: TabID.profile)
    #expect(state.plan(to: target).map(\.description).first?.hasPrefix("setRoot tabs") == true)
    expectPlanReaches(target, from: state)
  }

  @Test func anotherTabOrderIsOneStepThatChangesNoScreen() throws {
    var state = Self.shop
    state.present(Page.cart)
    var target = state
    var bar = try #require(target.tabBar)
    bar.arrange(
      [AnyTag("orders"), AnyTag(TabID.profile), AnyTag(TabID.shop)], hidden: [AnyTag(TabID.profile)])
    bar.select(AnyTag("orders"))
    target.root = .tabs(bar)
    // The layer stays; the order and the hidden tab are one step, after the selection.
    #expect(
      state.plan(to: target).map(\.description) == [
        "selectTab orders", "arrangeTabs [orders, profile, shop, search] hiding [profile]",
      ])
    expectPlanReaches(target, from: state)
    var model = HostModel(showing: state)
    let transition = try model.begin(.arrangeTabs(bar.ids, hidden: bar.hidden))
    #expect(transition.appearing.isEmpty && transition.disappearing.isEmpty)
  }

  @Test(arguments: hosts)
  func aLinkIntoATabOfAGroupSelectsItsGroup(on host: String) async throws {
    let driver = HalfDoneStepTests.driver(host)
    let navigator = Navigator(Self.shop, host: driver.makeHost())
    var links = try RouteTable<Page>(schemes: ["shop"])
    try links.add("orders/checkout", Page.checkout, placement: .tab("orders"))
    #expect(navigator.state.tabBar?.selected.group == nil)
    _ = try await navigator.open("shop://orders/checkout", using: links).value
    let bar = try #require(navigator.state.tabBar)
    #expect(bar.selected.id == AnyTag("orders"))
    #expect(bar.selected.group == AnyTag(Group.account))
    #expect(navigator.state.topStack.routes == [Page.settings, .checkout].map { AnyRoute($0) })
    expectInSync(navigator, driver)
  }
}
