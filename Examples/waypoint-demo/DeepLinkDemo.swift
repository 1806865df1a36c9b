import Foundation
import Waypoint
import WaypointTesting

// Deep links: one RouteTable parses links into navigation and prints routes back into links.
// Flags: `--route-map PATH` writes the route map (Graphviz DOT) to PATH instead of a temp file.
enum DeepLinkDemo {
  enum Screen: Route {
    case home, cart, chat, account, settings
    case product(Int)
    case reviews(Int)
    case search(String, page: Int)
    case feed([String], section: String?)
    case promotion(String)
  }

  enum AppTab: Hashable, Sendable {
    case shop, account
  }

  static func table() throws -> RouteTable<Screen> {
    var links = try RouteTable<Screen>(schemes: ["shop"], hosts: ["shop.example", "*.shop.example"])
    try links.add("", Screen.home, placement: .tab(AppTab.shop))
    try links.add("product/:id(int)", Screen.product, placement: .tab(AppTab.shop))
    try links.add("product/:id(int)/reviews", Screen.reviews, placement: .tab(AppTab.shop))
    try links.add("search?q=:query&page=:page(int)=1", Screen.search, placement: .present(.sheet))
    try links.add("cart", Screen.cart, placement: .present(.sheet))
    try links.add("chat", Screen.chat, placement: .present(.sheet).keepingModals())
    try links.add("account/settings", Screen.settings, placement: .tab(AppTab.account))
    // Every `tag=` in order, and the fragment as a placeholder.
    try links.add("feed?tag=:tags#:section?", Screen.feed, placement: .tab(AppTab.shop))
    // A pattern read from data at run time (a server's campaign list, say): no generic code.
    for campaign in ["spring/:code", "summer/:code"] {
      try links.add(RoutePattern(campaign), placement: .present(.sheet)) { match in
        match.value("code", as: String.self).map(Screen.promotion)
      }
    }
    return links
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Deep links ──")
    do {
      let links = try table()
      print(
        "A route table with \(links.patterns.count) patterns, for shop:// links, https://shop.example and "
          + "every subdomain of it:")
      for pattern in links.patterns { print("  /\(pattern.text)") }

      let state = NavigationState(
        tabs: Tab(id: AppTab.shop, root: Screen.home), Tab(id: AppTab.account, root: Screen.account))
      let navigator = Navigator(state, host: TestHost())

      await open(
        "shop://product/42/reviews", "a whole path: the back button leads to product 42", navigator, links)
      try await navigator.present(Screen.cart).value
      print("\n(the user opens the cart sheet)\n\(indent(navigator.state))")
      await open(
        "https://shop.example/search?q=red%20shoes", "while a sheet is open: it is dismissed first",
        navigator, links)
      await open("shop://chat", "chat is declared to present on top of open sheets", navigator, links)
      await open("shop://account/settings", "selects the account tab", navigator, links)
      await open(
        "https://eu.shop.example/feed?tag=new&tag=sale#top", "a wildcard host; a list and a fragment",
        navigator,
        links)
      await open("shop://search?q=", "an empty query value is the empty search", navigator, links)
      await open("shop://spring/SAVE10", "a pattern registered at run time", navigator, links)
      await open("shop://nowhere", "unmatched", navigator, links)
      await open("shop://product/99999999999999999999/reviews", "hostile: integer overflow", navigator, links)
      await open(
        "https://shop.example@evil.example/cart", "hostile: user info posing as the host", navigator, links)
      await open("https://\u{0455}hop.example/cart", "hostile: a Cyrillic look-alike host", navigator, links)
      await open(
        "https://shop.example.evil/cart", "hostile: a host that only starts like ours", navigator, links)
      await open("shop://product/%2E%2E/admin", "hostile: an encoded .. segment", navigator, links)

      print("\nPrinting routes back into links (the same table):")
      for route in [
        Screen.product(7), .search("blue & green", page: 2), .settings, .feed(["a", "b"], section: "top"),
      ] {
        print("  \(route) → \(try links.string(for: route))")
      }

      print("\nReading a link by name, for analytics:")
      print("  \(try links.match("https://eu.shop.example/feed?tag=new#top"))")
      print("Associated Domains: \(links.associatedDomains.joined(separator: ", "))")
      print("Serve apple-app-site-association at:")
      for url in links.appSiteAssociationURLs { print("  \(url)") }

      let mapPath = routeMapPath(arguments)
      try links.routeMap(.dot).write(toFile: mapPath, atomically: true, encoding: .utf8)
      print("\nRoute map (Graphviz DOT) written to \(mapPath); as Mermaid:")
      print(links.routeMap(.mermaid), terminator: "")
    } catch {
      print("The deep-link demo failed: \(error)")
    }
  }

  @MainActor
  static func open(_ link: String, _ note: String, _ navigator: AnyNavigator, _ links: RouteTable<Screen>)
    async
  {
    print("\nopen \(link)   — \(note)")
    do {
      _ = try await navigator.open(link, using: links).value
      print(indent(navigator.state))
    } catch {
      print("  ✗ \(error) (nothing changed)")
    }
  }

  static func indent(_ state: NavigationState) -> String {
    state.description.split(separator: "\n").map { "  " + $0 }.joined(separator: "\n")
  }

  static func routeMapPath(_ arguments: [String]) -> String {
    if let index = arguments.firstIndex(of: "--route-map"), index + 1 < arguments.count {
      return arguments[index + 1]
    }
    return FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-routes.dot").path
  }
}
