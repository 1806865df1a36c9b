import Foundation
import Waypoint

// Waypoint.docc, "Deep links".
enum ReadmeLinks {
  enum Shop: Route {
    case home, chat
    case product(Int), reviews(Int)
    case search(String, page: Int)
    case feed([String], section: String?)
    case order(UUID)
    case promotion(String)
  }

  enum AppTab: Hashable, Sendable { case shop, orders }

  struct Promotion { let pattern: String }
  struct Config { let promotions: [Promotion] }

  @MainActor func links(_ navigator: Navigator<Shop>, url: URL) async throws {
    var links = try RouteTable<Shop>(schemes: ["shop"], hosts: ["shop.example", "*.shop.example"])
    try links.add("", Shop.home)
    try links.add("product/:id(int)", Shop.product)
    try links.add("product/:id(int)/reviews", Shop.reviews)
    try links.add("search?q=:query&page=:page(int)=1", Shop.search, placement: .present(.sheet))
    try links.add("feed?tag=:tags#:section?", Shop.feed)  // case feed([String], section: String?)
    try links.add("orders/:id(uuid)", Shop.order, placement: .tab(AppTab.orders))
    try links.add("chat", Shop.chat, placement: .present(.sheet).keepingModals())

    // shop://product/42/reviews pushes product(42), reviews(42)
    _ = try await navigator.open(url, using: links).value
    _ = try await navigator.open(Shop.product(7), using: links).value
    let printed = try links.url(for: .product(7))  // https://shop.example/product/7

    let pattern = try RoutePattern("product/:id(int)?tag=:tags([string])")  // throws RouteTableError
    print(pattern.names)  // ["id", "tags"]
    let match = try links.match("https://eu.shop.example/product/42")
    print(match.pattern.text)  // "product/:id(int)"
    let id = match.value("id", as: Int.self)  // 42
    _ = (printed, id)
  }

  func runtime(_ links: inout RouteTable<Shop>, config: Config) throws {
    for promo in config.promotions {  // "spring/:code", "summer/:code"
      try links.add(RoutePattern(promo.pattern), placement: .present(.sheet)) { match in
        match.value("code", as: String.self).map(Shop.promotion)  // nil refuses the link
      }
    }
  }
}
