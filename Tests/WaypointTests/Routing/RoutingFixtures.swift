import Foundation
import Waypoint

@testable import WaypointHarness

/// The shop app of the routing tests.
enum Shop: Route {
  case home
  case catalog
  case product(Int)
  case reviews(Int)
  case review(product: Int, review: Int)
  case article(String)
  case price(Double)
  case order(UUID)
  case toggle(Bool)
  case category(Category)
  case search(String, page: Int, sort: String?)
  case files([String])
  case cart
  case chat
  case settings
}

enum Category: String, URLParameter, CaseIterable {
  case shoes, bags
  static let urlTypeName = "category"
}

enum AppTab: Hashable, Sendable {
  case shop, account
}

/// The table the tests share.
func shopLinks(caseSensitive: Bool = true, maxLength: Int = 2048) throws -> RouteTable<Shop> {
  var links = try RouteTable<Shop>(
    schemes: ["shop"], hosts: ["shop.example"], caseSensitive: caseSensitive, maxLength: maxLength)
  try links.add("", Shop.home)
  try links.add("catalog", Shop.catalog)
  try links.add("product/:id(int)", Shop.product)
  try links.add("product/:id(int)/reviews", Shop.reviews)
  try links.add("product/:product(int)/reviews/:review(int)", Shop.review)
  try links.add("product/:slug(string)", Shop.article)
  try links.add("price/:amount(double)", Shop.price)
  try links.add("order/:id(uuid)", Shop.order)
  try links.add("toggle/:on(bool)", Shop.toggle)
  try links.add("category/:name(category)", Shop.category)
  try links.add("search?q=:query&page=:page(int)=1&sort=:sort?", Shop.search, placement: .present(.sheet))
  try links.add("files/*path", Shop.files)
  try links.add("cart", Shop.cart, placement: .present(.sheet))
  try links.add("chat", Shop.chat, placement: .present(.sheet).keepingModals())
  try links.add("account/settings", Shop.settings, placement: .tab(AppTab.account))
  return links
}
