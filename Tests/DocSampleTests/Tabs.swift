import Testing
import Waypoint

// Waypoint.docc, "Tabs, groups and the sidebar": the shop apps' tree and the user's order.
@Suite("Tabs, groups and the sidebar")
struct TabsSamples {
  enum Shop: Route { case products, search, orders, profile, product(Int) }
  enum ShopTab: Hashable, Sendable { case catalogue, search, orders, profile, account }

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
}
