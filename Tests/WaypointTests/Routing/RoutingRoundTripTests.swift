import Foundation
import PropertyBased
import Testing
import Waypoint

@testable import WaypointHarness

/// Round-trip: every route the table prints parses back to itself, in every link form, and
/// every link the table parses prints to a link that parses to the same route.
@Suite struct RoutingRoundTripTests {
  static let alphabet: [Character] = [
    "a", "Z", "0", "7", "-", ".", "_", "~", "/", "%", "?", "#", "&", "=", "+", " ", "é", "😀", "ѕ", ":",
  ]
  static let text = Gen.element(of: alphabet).array(of: 0...6).map { String($0.compactMap { $0 }) }

  /// A route of every case, from random inputs.
  static func route(_ pick: Int, _ number: Int, _ text: String, _ real: Double) -> Shop {
    switch pick {
    case 0: .home
    case 1: .catalog
    case 2: .product(number)
    case 3: .reviews(number)
    case 4: .review(product: number, review: number &* 31)
    case 5: .article(text)
    case 6: .price(real)
    case 7: .order(UUID(uuid: uuidBytes(number)))
    case 8: .toggle(number % 2 == 0)
    case 9: .category(number % 2 == 0 ? .shoes : .bags)
    case 10: .search(text, page: number, sort: text.count % 2 == 0 ? nil : text + "!")
    case 11: .files(text.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    case 12: .cart
    case 13: .chat
    default: .settings
    }
  }

  /// Routes no URL can carry: values that are not segments, or shadowed by a higher-ranked
  /// pattern (`product/:slug` given a number is `product/:id`). An empty query value is one
  /// (`?q=`).
  static func isUnprintable(_ route: Shop) -> Bool {
    func notSegment(_ text: String) -> Bool { text.isEmpty || text == "." || text == ".." }
    switch route {
    case .article(let slug): return notSegment(slug) || Int(urlText: Substring(slug)) != nil
    case .files(let path): return path.contains(where: notSegment)
    default: return false
    }
  }

  @Test func everyPrintedRouteParsesBackToItself() async throws {
    let links = try shopLinks()
    await propertyCheck(
      count: 500, input: Gen.int(in: 0...14), Gen.int(in: Int.min...Int.max), Self.text,
      Gen.double(in: -1e15...1e15)
    ) { pick, number, text, real in
      let route = Self.route(pick, number, text, real)
      do {
        let path = try links.path(for: route)
        #expect(try links.route(for: path) == route, "\(path)")
        #expect(try links.route(for: links.string(for: route)) == route)
        #expect(try links.parse(links.url(for: route)).route == route)
        #expect(!Self.isUnprintable(route), "\(route) printed as \(path)")
      } catch {
        #expect(Self.isUnprintable(route), "\(route): \(error)")
      }
    }
  }

  @Test func everyParsedLinkPrintsToALinkOfTheSameRoute() async throws {
    let links = try shopLinks()
    let prefixes = [
      "shop://", "https://shop.example/", "/", "shop://product/", "shop://files/", "shop://search?q=",
    ]
    await propertyCheck(count: 500, input: Gen.int(in: 0...5), Self.text, Self.text) {
      prefix, first, second in
      let link = prefixes[prefix] + first + (first.count % 2 == 0 ? "/" : "&page=") + second
      guard let route = try? links.route(for: link) else { return }
      let printed = try? links.path(for: route)
      #expect(printed != nil, "\(link) → \(route) does not print")
      if let printed { #expect((try? links.route(for: printed)) == route, "\(link) → \(printed)") }
    }
  }

  @Test(arguments: [
    (Shop.search("red shoes", page: 1, sort: nil), "/search?q=red%20shoes"),
    (Shop.search("a&b", page: 2, sort: "new"), "/search?q=a%26b&page=2&sort=new"),
    (Shop.search("", page: 1, sort: nil), "/search?q="),
    (Shop.product(42), "/product/42"),
    (Shop.home, "/"),
    (Shop.article("café/bar"), "/product/caf%C3%A9%2Fbar"),
    (Shop.files(["a b", "c"]), "/files/a%20b/c"),
    (Shop.price(4.5), "/price/4.5"),
  ])
  func routePrintsCanonicalPath(route: Shop, expected: String) throws {
    #expect(try shopLinks().path(for: route) == expected)
  }

  @Test func printedLinkUsesTheFirstHostElseTheFirstScheme() throws {
    var links = try RouteTable<Shop>(schemes: ["shop"])
    try links.add("product/:id", Shop.product)
    #expect(try links.string(for: .product(1)) == "shop://product/1")
    #expect(try shopLinks().string(for: .product(1)) == "https://shop.example/product/1")
  }

  @Test func unregisteredRouteIsUnprintable() throws {
    var links = try RouteTable<Shop>()
    try links.add("cart", Shop.cart)
    #expect(throws: DeepLinkError.unprintable(route: "chat")) { try links.url(for: .chat) }
  }

  static func uuidBytes(_ number: Int) -> uuid_t {
    let b = withUnsafeBytes(of: number.bigEndian) { Array($0) }
    return (b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[7], b[6], b[5], b[4], b[3], b[2], b[1], b[0])
  }
}
