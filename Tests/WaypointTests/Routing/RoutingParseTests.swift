import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

@Suite struct RoutingParseTests {
  static let uuid = UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!

  static let matches: [(String, Shop)] = [
    ("shop://", .home),
    ("shop://catalog", .catalog),
    ("shop://catalog/", .catalog),
    ("shop:catalog", .catalog),
    ("SHOP://catalog", .catalog),
    ("https://shop.example/catalog", .catalog),
    ("https://SHOP.example/catalog#top", .catalog),
    ("/catalog", .catalog),
    ("shop://product/42", .product(42)),
    ("shop://product/-7", .product(-7)),
    ("shop://product/42/reviews", .reviews(42)),
    ("shop://product/42/reviews/9", .review(product: 42, review: 9)),
    ("shop://product/blue-shoes", .article("blue-shoes")),
    ("shop://product/caf%C3%A9", .article("café")),
    ("shop://product/a%2Fb", .article("a/b")),
    ("shop://product/+5", .article("+5")),
    ("shop://product/99999999999999999999", .article("99999999999999999999")),
    ("shop://price/4.5", .price(4.5)),
    ("shop://price/3", .price(3)),
    ("shop://order/e621e1f8-c36c-495a-93fc-0c247a3e6e5f", .order(uuid)),
    ("shop://toggle/true", .toggle(true)),
    ("shop://category/bags", .category(.bags)),
    ("shop://search?q=red%20shoes", .search("red shoes", page: 1, sort: nil)),
    ("shop://search?page=3&q=x&sort=price&utm_source=mail", .search("x", page: 3, sort: "price")),
    ("shop://files/a/b/c", .files(["a", "b", "c"])),
    ("shop://files/a%2Fb", .files(["a/b"])),
  ]

  @Test(arguments: matches)
  func linkMatchesRoute(link: String, expected: Shop) throws {
    let links = try shopLinks()
    #expect(try links.route(for: link) == expected)
    #expect(try links.parse(link).route == expected)
  }

  static let failures: [(String, DeepLinkError)] = [
    ("shop://nowhere", .unmatched(path: "/nowhere")),
    ("shop://product", .unmatched(path: "/product")),
    ("shop://product/42/unknown", .unmatched(path: "/product/42/unknown")),
    ("shop://Catalog", .unmatched(path: "/Catalog")),
    ("ftp://catalog", .unsupportedScheme("ftp")),
    ("https://evil.example/catalog", .unknownHost("evil.example")),
    ("https://shop.example@evil.example/catalog", .malformed(reason: "user info in host")),
    ("catalog", .malformed(reason: "no scheme")),
    ("shop://cata log", .malformed(reason: "control character or space")),
    ("shop://price/abc", .invalidValue(parameter: "amount", value: "abc", type: "double")),
    ("shop://price/nan", .invalidValue(parameter: "amount", value: "nan", type: "double")),
    ("shop://toggle/yes", .invalidValue(parameter: "on", value: "yes", type: "bool")),
    ("shop://order/42", .invalidValue(parameter: "id", value: "42", type: "uuid")),
    ("shop://category/hats", .invalidValue(parameter: "name", value: "hats", type: "category")),
    (
      "shop://product/99999999999999999999/reviews", .overflow(parameter: "id", value: "99999999999999999999")
    ),
    ("shop://search", .missingQueryItem("q")),
    ("shop://search?q=a&q=b", .duplicateQueryItem("q")),
    ("shop://search?q=a&page=two", .invalidValue(parameter: "page", value: "two", type: "int")),
    ("shop://search?q=%ZZ", .badEscape("q=%ZZ")),
    ("shop://product/%E", .badEscape("%E")),
    ("shop://product/%FF", .badEscape("%FF")),
    ("shop://product/%C0%AF", .badEscape("%C0%AF")),  // an overlong "/"
    ("shop://product/%ED%A0%80", .badEscape("%ED%A0%80")),  // a lone surrogate
    ("shop://product//42", .emptySegment(index: 1)),
    ("shop://product/../cart", .dotSegment(index: 1)),
    ("shop://product/%2E%2E/cart", .dotSegment(index: 1)),
    ("shop://./catalog", .dotSegment(index: 0)),
    ("shop://files", .unmatched(path: "/files")),
  ]

  @Test(arguments: failures)
  func linkFailsWithReason(link: String, expected: DeepLinkError) throws {
    let links = try shopLinks()
    #expect(throws: expected) { try links.parse(link) }
  }

  @Test func caseInsensitiveTableMatchesLiteralsInAnyCase() throws {
    let links = try shopLinks(caseSensitive: false)
    #expect(try links.route(for: "shop://CATALOG") == .catalog)
    #expect(try links.route(for: "shop://Product/Blue") == .article("Blue"))
  }

  @Test func linkPathHoldsEveryRegisteredPrefix() throws {
    let links = try shopLinks()
    let link = try links.parse("https://shop.example/product/42/reviews/9")
    #expect(link.routes == [.home, .product(42), .reviews(42), .review(product: 42, review: 9)])
    #expect(link.placement == .push)
    #expect(try links.parse("shop://files/a/b").routes == [.home, .files(["a", "b"])])
    let search = try links.parse("shop://search?q=x")
    #expect(search.routes == [.search("x", page: 1, sort: nil)])
    #expect(search.placement == .present(.sheet))
  }

  @Test func deepLinkHasAtLeastOneRoute() {
    #expect(DeepLink<Shop>(routes: [], placement: .push) == nil)
    #expect(DeepLink(routes: [Shop.home, .cart], placement: .push)?.route == .cart)
  }

  @Test func parsingAFoundationURLGivesTheSameLink() throws {
    let links = try shopLinks()
    let url = try #require(URL(string: "https://shop.example/product/42?utm=1"))
    #expect(try links.parse(url).route == .product(42))
  }
}
