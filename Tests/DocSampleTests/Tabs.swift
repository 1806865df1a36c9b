import Testing
import Waypoint
import WaypointTesting

// Waypoint.docc, "Tabs, groups and the sidebar": the shop apps' tree and the user's order.
@Suite("Tabs, groups and the sidebar")
struct TabsSamples {
  enum Shop: Route { case products, search, orders, profile, product(Int), order(Int), help, wishlist }
  enum ShopTab: Hashable, Sendable { case catalogue, search, orders, profile, account, help, wishlist }

  @Test func theShopAppsTreeListsItsTabsAsTheArticleSays() throws {
    let state = NavigationState(
      tabs: Tab(
        id: ShopTab.catalogue,
        split: SplitRoot(sidebar: ScreenStack(Shop.products), detail: ScreenStack(Shop.product(1)))),
      Tab(id: ShopTab.search, root: Shop.search, role: .search),
      Tab(id: ShopTab.orders, root: Shop.orders, group: ShopTab.account),
      Tab(id: ShopTab.profile, root: Shop.profile, group: ShopTab.account))
    var bar = try #require(state.tabBar)
    bar.arrange(
      [ShopTab.catalogue, .search, .profile, .orders].map { AnyTag($0) }, hidden: [AnyTag(ShopTab.search)])
    #expect(bar.ids == [ShopTab.catalogue, .search, .profile, .orders].map { AnyTag($0) })
    #expect(bar.hidden == [AnyTag(ShopTab.search)])
    #expect(bar.groups == [AnyTag(ShopTab.account)])
    #expect(state.split?.detail.routes == [AnyRoute(Shop.product(1))])
  }

  @MainActor @Test func aPushWhileTheMoreListShowsBringsTheTabBack() async throws {
    let host = TestHost()
    let navigator = Navigator(
      NavigationState(
        tabs: Tab(id: ShopTab.catalogue, root: Shop.products), Tab(id: ShopTab.search, root: Shop.search),
        Tab(id: ShopTab.profile, root: Shop.profile), Tab(id: ShopTab.wishlist, root: Shop.wishlist),
        Tab(id: ShopTab.help, root: Shop.help), Tab(id: ShopTab.orders, root: Shop.orders)),
      host: host)
    #expect(navigator.state.tabBar?.tabsUnderMore == [ShopTab.help, .orders].map { AnyTag($0) })
    _ = try await navigator.select(tab: ShopTab.orders).value
    try await navigator.push(Shop.order(7)).value
    try host.simulateMoreTap()
    #expect(navigator.state.tabBar?.showsMoreList == true)
    // The user tapped More: the list is on screen, and the orders keep their stack.
    if navigator.state.tabBar?.showsMoreList == true {
      try await navigator.push(Shop.order(8)).value  // the orders tab shows again
    }
    #expect(navigator.state.tabBar?.showsMoreList == false)
    navigator.expectStack([Shop.orders, .order(7), .order(8)])
    host.expectInSync()
  }
}
