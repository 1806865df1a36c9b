import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

/// Printing finds a route's pattern by the route's value or enum case, and still picks the first
/// registered pattern that prints it.
@Suite struct RoutingPrintIndexTests {
  enum Big: Route {
    case section(Int)
    case item(section: Int, id: Int)
    case even(Int)
    case odd(Int)
    case tagged(Tag)
    case pair(Int, Int)
  }

  /// An app type with no sample value: not `CaseIterable`, and reads none of the sample texts.
  struct Tag: URLParameter {
    static let urlTypeName = "tag"
    var text: String
    init?(urlText: Substring) {
      guard urlText.hasPrefix("#") else { return nil }
      text = String(urlText)
    }
    var urlText: String { text }
  }

  @Test func everyRouteOfTenThousandPatternsPrintsWithItsOwnPattern() throws {
    var links = try RouteTable<Big>(schemes: ["big"])
    for section in 0..<10_000 {
      try links.add("section\(section)", Big.section(section))
    }
    try links.add("item/:section(int)/:id(int)", Big.item)
    for section in [0, 1, 4_999, 9_999] {
      #expect(try links.path(for: .section(section)) == "/section\(section)")
    }
    #expect(try links.path(for: .item(section: 3, id: 4)) == "/item/3/4")
    #expect(throws: DeepLinkError.unprintable(route: "section(10000)")) {
      try links.path(for: .section(10_000))
    }
  }

  @Test(arguments: [
    (Big.section(1), "/a/1"),  // the first of two aliases
    (Big.section(2), "/fixed"),  // a fixed route registered before the constructor's alias
    (Big.pair(1, 2), "/pair/1/2"),
  ])
  func firstRegisteredPatternThatPrintsIsUsed(route: Big, expected: String) throws {
    var links = try RouteTable<Big>()
    try links.add("fixed", Big.section(2))
    try links.add("a/:n(int)", Big.section)
    try links.add("b/:n(int)", Big.section)
    try links.add("pair/:a(int)/:b(int)", Big.pair)
    #expect(try links.path(for: route) == expected)
  }

  @Test func constructorMakingAnotherCaseForSomeValuesStillPrints() throws {
    var links = try RouteTable<Big>()
    // The sample value 0 makes `.even`, so the index files this pattern under `even`; an odd
    // value's route is found by the scan the index falls back on.
    try links.add("n/:n(int)") { (n: Int) in n % 2 == 0 ? Big.even(n) : Big.odd(n) }
    #expect(try links.path(for: .even(4)) == "/n/4")
    #expect(try links.path(for: .odd(3)) == "/n/3")
    #expect(throws: DeepLinkError.unprintable(route: "even(3)")) { try links.path(for: .even(3)) }
  }

  @Test func appTypeWithoutASampleValueStillPrints() throws {
    var links = try RouteTable<Big>()
    try links.add("tag/:t(tag)", Big.tagged)
    #expect(try links.path(for: .tagged(Tag(urlText: "#new")!)) == "/tag/%23new")
    #expect(try links.route(for: "/tag/%23new") == .tagged(Tag(urlText: "#new")!))
  }

  @Test func constructorIsCalledWithValuesALinkCouldGive() throws {
    let seen = Seen()
    var links = try RouteTable<Shop>()
    try links.add("p/:id(int)/:slug/*rest?tag=:tags([string])&q=:q?") {
      (id: Int, slug: String, rest: [String], tags: [String], q: String?) in
      seen.record("\(id) \(slug) \(rest) \(tags) \(String(describing: q))")
      return Shop.product(id)
    }
    #expect(seen.values == ["0 0 [\"0\"] [] nil"])
  }

  final class Seen: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func record(_ value: String) { lock.withLock { recorded.append(value) } }
    var values: [String] { lock.withLock { recorded } }
  }
}
