import Foundation
import Waypoint
import WaypointTesting

// The example shop apps' tree: a tab bar on an iPhone and a sidebar on an iPad (iOS 18), whose
// catalogue tab is a split view, a search tab, and an Account group of two tabs. The user
// reorders and hides tabs; a link reaches a tab of the group; the tree is saved and restored;
// then a bar of six tabs on an iPhone, whose More tab lists two; headless over TestHost.
enum TabsDemo {
  enum Shop: Route, Codable {
    case products, search, orders, profile, wishlist, help
    case product(Int), order(Int)
  }

  enum ShopTab: String, Hashable, Sendable, Codable {
    case catalogue, search, orders, profile, account, wishlist, help
  }

  /// The tree both example apps start with.
  static let start = NavigationState(
    tabs: Tab(
      id: ShopTab.catalogue,
      split: SplitRoot(sidebar: ScreenStack(Shop.products), detail: ScreenStack(Shop.product(1)))),
    Tab(id: ShopTab.search, root: Shop.search, role: .search),
    Tab(id: ShopTab.orders, root: Shop.orders, group: ShopTab.account),
    Tab(id: ShopTab.profile, root: Shop.profile, group: ShopTab.account))

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Tabs as iOS 18 lists them: a split in a tab, the search tab, a group ──")
    let host = TestHost()
    let navigator = Navigator<Shop>(start, host: host)
    do {
      print("▸ the shop apps' tree, on an iPad")
      print(ShopDemo.indent(navigator.state.description))

      _ = try await navigator.select(Shop.product(42)).value
      try host.simulateSplitResize(collapsed: true)
      print("\n▸ product 42 picked, then an iPhone's width: the catalogue's split is one stack")
      print("  the catalogue tab's stack: \(navigator.state.topStack.routes)")

      var links = try RouteTable<Shop>(schemes: ["shop"])
      try links.add("orders", Shop.orders, placement: .tab(ShopTab.orders))
      _ = try await navigator.open("shop://orders", using: links).value
      let bar = navigator.state.tabBar
      print(
        "\n▸ shop://orders selects the Orders tab, in the group \(bar?.selected.group.map { "\($0)" } ?? "none")"
      )

      let order = [ShopTab.catalogue, .search, .profile, .orders].map { AnyTag($0) }
      try host.simulateTabArrangement(order, hidden: [AnyTag(ShopTab.search)])
      await host.clock.run()
      print("\n▸ in the sidebar's Edit, the user puts Profile first in the group and hides Search")
      print(ShopDemo.indent(navigator.state.description))

      var restoration = Restoration(version: 1)
      try restoration.register(Shop.self, as: "shop")
      try restoration.register(ShopTab.self, as: "tab")
      let restored = try restoration.decode(try restoration.encode(navigator.state))
      print("\n▸ saved and restored: the same tabs, order, hidden tab and split")
      print("  the same tree: \(restored.hasSameStructure(as: navigator.state))")
    } catch {
      print("  failed: \(error)")
    }
    await moreTab()
  }

  /// Six tabs on an iPhone: four in the bar, and the More tab listing Help and Orders.
  @MainActor
  static func moreTab() async {
    print("\n── More than five tabs: the More tab ──")
    let host = TestHost()
    let navigator = Navigator<Shop>(
      NavigationState(
        tabs: Tab(id: ShopTab.catalogue, root: Shop.products), Tab(id: ShopTab.search, root: Shop.search),
        Tab(id: ShopTab.profile, root: Shop.profile), Tab(id: ShopTab.wishlist, root: Shop.wishlist),
        Tab(id: ShopTab.help, root: Shop.help), Tab(id: ShopTab.orders, root: Shop.orders)),
      host: host)
    do {
      let under = navigator.state.tabBar?.tabsUnderMore.map(\.description) ?? []
      print("▸ six tabs: the More tab lists \(under.joined(separator: " and "))")
      _ = try await navigator.select(tab: ShopTab.orders).value
      try await navigator.push(Shop.order(7)).value
      print("▸ Orders picked in the More list, order 7 pushed: \(navigator.state.topStack.routes)")
      try host.simulateMoreTap()
      let bar = navigator.state.tabBar
      print(
        "▸ the user taps More: the list is on screen (\(bar?.showsMoreList == true)), Orders keeps "
          + "\(bar?.selected.stack.depth ?? 0) pushed screen")
      try await navigator.push(Shop.order(8)).value
      print("▸ a notification pushes order 8: Orders shows again, \(navigator.state.topStack.routes)")
    } catch {
      print("  failed: \(error)")
    }
  }
}
