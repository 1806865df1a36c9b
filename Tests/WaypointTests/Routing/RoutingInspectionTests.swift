import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

/// A pattern checked on its own, a match read by name, patterns registered at run time.
@Suite struct RoutingInspectionTests {
  static let patterns: [(String, Result<[String], RouteTableError>)] = [
    ("product/:id(int)/reviews", .success(["id"])),
    ("files/*path", .success(["path"])),
    ("search?q=:q&page=:page(int)=1&sort=:sort?", .success(["q", "page", "sort"])),
    ("tags?tag=:tags([string])#:section?", .success(["tags", "section"])),
    ("/p/:a/:b/*rest?x=:x#:y=top", .success(["a", "b", "rest", "x", "y"])),
    ("", .success([])),
    ("product/:id(int", .failure(.invalidPattern("product/:id(int", reason: "missing \")\" after :id("))),
    ("a/*rest/b", .failure(.invalidPattern("a/*rest/b", reason: "the catch-all must be the last segment"))),
    (
      "p/:ids([int])",
      .failure(
        .invalidPattern("p/:ids([int])", reason: ":ids is a list, which only a query item can be; use *ids"))
    ),
    ("p#top", .failure(.invalidPattern("p#top", reason: "a fragment is written #:name(type), not \"#top\""))),
  ]

  @Test(arguments: patterns)
  func patternIsCheckedOnItsOwn(text: String, expected: Result<[String], RouteTableError>) {
    let actual: Result<[String], RouteTableError>
    do throws(RouteTableError) {
      actual = .success(try RoutePattern(text).names)
    } catch {
      actual = .failure(error)
    }
    #expect(actual == expected)
  }

  @Test func checkedPatternIsThePatternTheTableLists() throws {
    var links = try RouteTable<Shop>()
    try links.add("product/:id(int)", Shop.product)
    #expect(links.patterns == [try RoutePattern("product/:id(int)")])
  }

  @Test func matchNamesItsPatternAndReadsValuesByName() throws {
    var links = try shopLinks()
    try links.add("deals/:percent(double)?tag=:tags([string])&on=:on(bool)?#:section?") {
      (_: Double, _: [String], _: Bool?, _: String?) in Shop.cart
    }
    let match = try links.match("https://shop.example/deals/12.5?tag=a&tag=b#top")
    #expect(match.pattern.text == "deals/:percent(double)?tag=:tags([string])&on=:on(bool)?#:section?")
    #expect(match.names == ["percent", "tags", "on", "section"])
    #expect(match.value("percent", as: Double.self) == 12.5)
    #expect(match.value("tags", as: [String].self) == ["a", "b"])
    #expect(match.value("on", as: Bool.self) == nil)
    #expect(match.value("section", as: String.self) == "top")
    #expect(match.value("percent", as: Int.self) == nil)
    #expect(match.value("nothing", as: String.self) == nil)
    #expect(match.placement == .push)
    #expect(
      match.description
        == "deals/:percent(double)?tag=:tags([string])&on=:on(bool)?#:section? percent=12.5 tags=[a, b] on=nil section=top"
    )
    let search = try links.match("shop://search?q=red")
    #expect(search.value("page", as: Int.self) == 1)
    #expect(search.placement == .present(.sheet))
    #expect(throws: DeepLinkError.unmatched(path: "/nowhere")) { try links.match("shop://nowhere") }
  }

  enum Page: Route {
    case promotion(code: String)
    case landing(String, ids: [Int], section: String?)
    case files([String])
  }

  /// Patterns as a server would send them, with the screen they open.
  static let served: [(pattern: String, screen: String)] = [
    ("spring/:code", "promotion"),
    ("landing/:name?id=:ids([int])#:section?", "landing"),
    ("docs/*path", "files"),
  ]

  static func runtimeTable() throws -> RouteTable<Page> {
    var links = try RouteTable<Page>(schemes: ["app"])
    for (text, screen) in served {
      let pattern = try RoutePattern(text)
      switch screen {
      case "promotion":
        try links.add(
          pattern, placement: .present(.sheet),
          values: { route in
            guard case .promotion(let code) = route else { return nil }
            return ["code": code]
          },
          build: { match in
            guard let code = match.value("code", as: String.self), code != "expired" else { return nil }
            return .promotion(code: code)
          })
      case "landing":
        try links.add(
          pattern,
          values: { route in
            guard case .landing(let name, let ids, let section) = route else { return nil }
            return ["name": name, "ids": ids, "section": section]
          },
          build: { match in
            .landing(
              match.value("name") ?? "", ids: match.value("ids") ?? [], section: match.value("section"))
          })
      default:
        try links.add(pattern) { match in match.value("path", as: [String].self).map(Page.files) }
      }
    }
    return links
  }

  static let runtimeLinks: [(String, Result<Page, DeepLinkError>)] = [
    ("app://spring/SAVE10", .success(.promotion(code: "SAVE10"))),
    ("app://spring/expired", .failure(.refused(pattern: "spring/:code"))),
    ("app://landing/boots?id=3&id=4#sizes", .success(.landing("boots", ids: [3, 4], section: "sizes"))),
    ("app://landing/boots", .success(.landing("boots", ids: [], section: nil))),
    ("app://landing/boots?id=x", .failure(.invalidValue(parameter: "ids", value: "x", type: "int"))),
    ("app://docs/a/b", .success(.files(["a", "b"]))),
    ("app://spring", .failure(.unmatched(path: "/spring"))),
  ]

  @Test(arguments: runtimeLinks)
  func patternRegisteredAtRunTimeBuildsItsRoute(link: String, expected: Result<Page, DeepLinkError>) throws {
    let links = try Self.runtimeTable()
    let actual: Result<Page, DeepLinkError>
    do throws(DeepLinkError) {
      actual = .success(try links.route(for: link))
    } catch {
      actual = .failure(error)
    }
    #expect(actual == expected)
  }

  @Test func patternRegisteredAtRunTimePrintsWhenItSaysHow() throws {
    let links = try Self.runtimeTable()
    #expect(try links.string(for: .promotion(code: "SAVE 10")) == "app://spring/SAVE%2010")
    #expect(
      try links.path(for: .landing("boots", ids: [3, 4], section: "sizes"))
        == "/landing/boots?id=3&id=4#sizes")
    #expect(try links.path(for: .landing("boots", ids: [], section: nil)) == "/landing/boots")
    #expect(try links.parse("app://spring/A").placement == .present(.sheet))
    // Refused by its own builder, so the printed link would not open it.
    #expect(throws: DeepLinkError.unprintable(route: "promotion(code: \"expired\")")) {
      try links.path(for: .promotion(code: "expired"))
    }
    // Registered without `values:`: reads links, prints nothing.
    #expect(throws: DeepLinkError.unprintable(route: "files([\"a\"])")) { try links.path(for: .files(["a"])) }
  }

  @Test func valuesOfTheWrongTypeOrNameAreUnprintable() throws {
    var links = try RouteTable<Page>()
    try links.add(RoutePattern("p/:n(int)"), values: { _ in ["n": "not a number"] }) { _ in .files([]) }
    try links.add(RoutePattern("q/:n(int)?s=:s?"), values: { _ in ["n": 1, "typo": "x"] }) { _ in .files([]) }
    #expect(throws: DeepLinkError.unprintable(route: "files([])")) { try links.path(for: .files([])) }
  }

  @Test func runtimePatternTakesBuiltInTypesOnly() throws {
    var links = try RouteTable<Page>()
    #expect(
      throws: RouteTableError.invalidPattern(
        "c/:c(category)",
        reason:
          "category is not a built-in type (string, int, double, bool, uuid or a list of them); "
          + "register app types with a route constructor")
    ) { try links.add(RoutePattern("c/:c(category)")) { _ in nil } }
    try links.add(RoutePattern("x/:a/:b(int)/:c(double)/:d(bool)/:e(uuid)?f=:f([uuid])")) { _ in nil }
    #expect(throws: DeepLinkError.refused(pattern: "x/:a/:b(int)/:c(double)/:d(bool)/:e(uuid)?f=:f([uuid])"))
    {
      try links.route(for: "/x/a/1/2.5/true/E621E1F8-C36C-495A-93FC-0C247A3E6E5F")
    }
  }
}
