import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

@Suite struct RoutingRegistrationTests {
  static let invalid: [(String, String)] = [
    ("product/:id(int)/*rest/more", "the catch-all must be the last segment"),
    ("product/:id/:id", "the name id is used twice"),
    ("product//x", "empty segment"),
    ("product/:", "a placeholder needs a name, as in :id"),
    ("product/:id(int", "missing \")\" after :id("),
    ("product/:id(int)x", "unexpected \"x\" after :id"),
    ("files/*", "a catch-all needs a name, as in *rest"),
    ("a/../b", "\".\" and \"..\" are not segments"),
    ("a b", "the literal \"a b\" contains a reserved character"),
    ("search?q", "a query item is written key=:name(type), not \"q\""),
    ("search?q=:a&q=:b", "the query item q is named twice"),
  ]

  @Test(arguments: invalid)
  func invalidPatternIsRefusedWithReason(pattern: String, reason: String) throws {
    var links = try RouteTable<Shop>()
    #expect(throws: RouteTableError.invalidPattern(pattern, reason: reason)) {
      try links.add(pattern, Shop.cart)
    }
  }

  @Test func patternMustFitTheRoutesValues() throws {
    var links = try RouteTable<Shop>()
    #expect(
      throws: RouteTableError.invalidPattern(
        "product/:id(string)", reason: ":id is string, the route takes int")
    ) {
      try links.add("product/:id(string)", Shop.product)
    }
    #expect(throws: RouteTableError.invalidPattern("product", reason: "it has 0 values, the route takes 1")) {
      try links.add("product", Shop.product)
    }
    #expect(
      throws: RouteTableError.invalidPattern("files/:path", reason: ":path cannot be a path; use *path")
    ) {
      try links.add("files/:path", Shop.files)
    }
    #expect(
      throws: RouteTableError.invalidPattern("s?q=:q&page=:p(int)=x&sort=:s?", reason: "\"x\" is not a int")
    ) {
      try links.add("s?q=:q&page=:p(int)=x&sort=:s?", Shop.search)
    }
    #expect(
      throws: RouteTableError.invalidPattern(
        "s?q=:q&page=:p(int)&sort=:s", reason: ":s is optional; write :s?")
    ) {
      try links.add("s?q=:q&page=:p(int)&sort=:s", Shop.search)
    }
  }

  static let conflicts: [(String, String, Bool)] = [
    ("product/:id(int)", "product/:other(int)", true),
    ("product/:id(int)", "/product/:n(int)/", true),
    ("files/*path", "files/*other", true),
    ("product/:id(int)", "product/:slug(string)", false),
    ("product/:id(int)", "product/:x(double)", false),
    ("product/:id(int)", "product/new", false),
    ("files/*path", "files/:name", false),
  ]

  @Test(arguments: conflicts)
  func samePatternShapeIsAConflictNotAnOverride(first: String, second: String, conflicts: Bool) throws {
    var links = try RouteTable<Shop>()
    try add(first, to: &links)
    if conflicts {
      #expect(throws: RouteTableError.conflict(second, existing: first)) { try add(second, to: &links) }
    } else {
      try add(second, to: &links)
    }
  }

  @Test func caseInsensitiveTableTreatsLiteralsDifferingInCaseAsTheSame() throws {
    var links = try RouteTable<Shop>(caseSensitive: false)
    try links.add("Cart", Shop.cart)
    #expect(throws: RouteTableError.conflict("cart", existing: "Cart")) { try links.add("cart", Shop.chat) }
  }

  @Test func literalBeatsTypedBeatsStringBeatsCatchAll() throws {
    var links = try RouteTable<Shop>()
    try links.add("x/*path", Shop.files)
    try links.add("x/:slug", Shop.article)
    try links.add("x/:n(int)", Shop.product)
    try links.add("x/cart", Shop.cart)
    #expect(try links.route(for: "/x/cart") == .cart)
    #expect(try links.route(for: "/x/42") == .product(42))
    #expect(try links.route(for: "/x/shoes") == .article("shoes"))
    #expect(try links.route(for: "/x/a/b") == .files(["a", "b"]))
  }

  @Test func matcherBacktracksWhenAHigherRankedBranchFailsLater() throws {
    var links = try RouteTable<Shop>()
    try links.add("p/:id(int)/reviews", Shop.reviews)
    try links.add("p/:slug/info", Shop.article)
    #expect(try links.route(for: "/p/42/info") == .article("42"))
    #expect(try links.route(for: "/p/42/reviews") == .reviews(42))
  }

  @Test func routeTypeWithStructWorksToo() throws {
    struct Product: Route { var id: Int; var color: String? }
    var links = try RouteTable<Product>(schemes: ["shop"])
    try links.add("product/:id(int)?color=:color?", Product.init)
    #expect(try links.route(for: "shop://product/3?color=red") == Product(id: 3, color: "red"))
    #expect(try links.string(for: Product(id: 3, color: nil)) == "shop://product/3")
  }

  @Test func patternsAreListedInRegistrationOrder() throws {
    let links = try shopLinks()
    #expect(links.patterns.first?.text == "")
    #expect(links.patterns.count == 15)
  }

  private func add(_ pattern: String, to links: inout RouteTable<Shop>) throws {
    if pattern.contains("*") {
      try links.add(pattern, Shop.files)
    } else if pattern.contains("int") {
      try links.add(pattern, Shop.product)
    } else if pattern.contains("double") {
      try links.add(pattern, Shop.price)
    } else if pattern.contains(":") {
      try links.add(pattern, Shop.article)
    } else {
      try links.add(pattern, Shop.cart)
    }
  }
}
