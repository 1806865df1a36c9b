import Foundation
import PropertyBased
import Testing
import Waypoint

@testable import WaypointHarness

/// Empty query values, lists from repeated query items, and the fragment as a placeholder.
@Suite struct RoutingValueTests {
  enum Found: Route {
    case text(String)
    case maybeText(String?)
    case number(Int)
    case maybeNumber(Int?)
    case page(Int)
    case greeting(String)
    case tags([String])
    case ids([Int])
    case categories([Category])
    case section(String)
    case maybeSection(Int?)
    case chapter(Int, section: String?)
    case intro(String)
    case article(String, tags: [String], section: String?)
  }

  static func table() throws -> RouteTable<Found> {
    var links = try RouteTable<Found>(schemes: ["app"])
    try links.add("text?q=:q", Found.text)
    try links.add("maybe-text?q=:q?", Found.maybeText)
    try links.add("number?n=:n(int)", Found.number)
    try links.add("maybe-number?n=:n?", Found.maybeNumber)
    try links.add("page?p=:p(int)=1", Found.page)
    try links.add("greeting?q=:q=hello", Found.greeting)
    try links.add("tags?tag=:tags", Found.tags)
    try links.add("ids?id=:ids([int])", Found.ids)
    try links.add("categories?c=:c([category])", Found.categories)
    try links.add("section#:section", Found.section)
    try links.add("maybe-section#:s(int)?", Found.maybeSection)
    try links.add("chapter/:n(int)#:section?", Found.chapter)
    try links.add("intro#:s=top", Found.intro)
    try links.add("article/:slug?tag=:tags#:section?", Found.article)
    return links
  }

  static let cases: [(String, String, Result<Found, DeepLinkError>)] = [
    // Empty values
    ("text?q=:q", "app://text?q=", .success(.text(""))),
    ("text?q=:q", "app://text?q", .success(.text(""))),
    ("text?q=:q", "app://text", .failure(.missingQueryItem("q"))),
    ("maybe-text?q=:q?", "app://maybe-text?q=", .success(.maybeText(nil))),
    ("maybe-text?q=:q?", "app://maybe-text?q=a", .success(.maybeText("a"))),
    ("number?n=:n(int)", "app://number?n=", .failure(.emptyQueryItem("n"))),
    ("number?n=:n(int)", "app://number?n", .failure(.emptyQueryItem("n"))),
    ("number?n=:n(int)", "app://number?n=4", .success(.number(4))),
    ("maybe-number?n=:n?", "app://maybe-number?n=", .success(.maybeNumber(nil))),
    (
      "maybe-number?n=:n?", "app://maybe-number?n=x",
      .failure(.invalidValue(parameter: "n", value: "x", type: "int"))
    ),
    ("page?p=:p(int)=1", "app://page?p=", .success(.page(1))),
    ("page?p=:p(int)=1", "app://page?p=7", .success(.page(7))),
    ("greeting?q=:q=hello", "app://greeting?q=", .success(.greeting(""))),
    ("greeting?q=:q=hello", "app://greeting", .success(.greeting("hello"))),
    // Repeated items: a list collects them, a single value refuses them
    ("number?n=:n(int)", "app://number?n=1&n=2", .failure(.duplicateQueryItem("n"))),
    ("text?q=:q", "app://text?q=&q=", .failure(.duplicateQueryItem("q"))),
    ("tags?tag=:tags", "app://tags?tag=b&tag=a&tag=b", .success(.tags(["b", "a", "b"]))),
    ("tags?tag=:tags", "app://tags", .success(.tags([]))),
    ("tags?tag=:tags", "app://tags?tag=&tag=x", .success(.tags(["", "x"]))),
    ("tags?tag=:tags", "app://tags?tag=a%26b&other=1&tag=c", .success(.tags(["a&b", "c"]))),
    ("tags?tag=:tags", "app://tags?tag=%ZZ", .failure(.badEscape("tag=%ZZ"))),
    ("ids?id=:ids([int])", "app://ids?id=3&id=-1", .success(.ids([3, -1]))),
    (
      "ids?id=:ids([int])", "app://ids?id=3&id=x",
      .failure(.invalidValue(parameter: "ids", value: "x", type: "int"))
    ),
    ("ids?id=:ids([int])", "app://ids?id=3&id=", .failure(.emptyQueryItem("id"))),
    (
      "ids?id=:ids([int])", "app://ids?id=99999999999999999999",
      .failure(.overflow(parameter: "ids", value: "99999999999999999999"))
    ),
    (
      "categories?c=:c([category])", "app://categories?c=bags&c=shoes",
      .success(.categories([.bags, .shoes]))
    ),
    (
      "categories?c=:c([category])", "app://categories?c=hats",
      .failure(.invalidValue(parameter: "c", value: "hats", type: "category"))
    ),
    // The fragment
    ("section#:section", "app://section#reviews", .success(.section("reviews"))),
    ("section#:section", "app://section#caf%C3%A9", .success(.section("café"))),
    ("section#:section", "app://section#", .success(.section(""))),
    ("section#:section", "app://section?x=1#a#b?c", .success(.section("a#b?c"))),
    ("section#:section", "app://section", .failure(.missingFragment("section"))),
    ("section#:section", "app://section#a%ZZ", .failure(.badEscape("a%ZZ"))),
    ("section#:section", "app://section#a b", .failure(.malformed(reason: "control character or space"))),
    ("maybe-section#:s(int)?", "app://maybe-section", .success(.maybeSection(nil))),
    ("maybe-section#:s(int)?", "app://maybe-section#", .success(.maybeSection(nil))),
    ("maybe-section#:s(int)?", "app://maybe-section#2", .success(.maybeSection(2))),
    (
      "maybe-section#:s(int)?", "app://maybe-section#two",
      .failure(.invalidValue(parameter: "s", value: "two", type: "int"))
    ),
    ("chapter/:n(int)#:section?", "app://chapter/3#notes", .success(.chapter(3, section: "notes"))),
    ("chapter/:n(int)#:section?", "app://chapter/3", .success(.chapter(3, section: nil))),
    ("intro#:s=top", "app://intro", .success(.intro("top"))),
    ("intro#:s=top", "app://intro#end", .success(.intro("end"))),
    (
      "article/:slug?tag=:tags#:section?", "app://article/boots?tag=new&tag=sale#reviews",
      .success(.article("boots", tags: ["new", "sale"], section: "reviews"))
    ),
    ("text?q=:q", "app://text?q=a#b%ZZ c", .success(.text("a"))),  // a fragment the pattern does not name
  ]

  @Test(arguments: cases)
  func linkGivesRouteOrTypedError(pattern: String, link: String, expected: Result<Found, DeepLinkError>)
    throws
  {
    let links = try Self.table()
    let actual: Result<Found, DeepLinkError>
    do throws(DeepLinkError) {
      actual = .success(try links.route(for: link))
    } catch {
      actual = .failure(error)
    }
    #expect(actual == expected)
    if case .success(let route) = actual {
      #expect(try links.match(link).pattern.text == pattern)
      #expect(try links.parse(link).route == route)
    }
  }

  @Test(arguments: [
    (Found.text(""), "/text?q="),
    (Found.greeting(""), "/greeting?q="),
    (Found.greeting("hello"), "/greeting"),
    (Found.page(1), "/page"),
    (Found.tags(["b", "a", "b"]), "/tags?tag=b&tag=a&tag=b"),
    (Found.tags(["", "a&b"]), "/tags?tag=&tag=a%26b"),
    (Found.tags([]), "/tags"),
    (Found.ids([1, 2]), "/ids?id=1&id=2"),
    (Found.categories([.shoes]), "/categories?c=shoes"),
    (Found.section("café"), "/section#caf%C3%A9"),
    (Found.section(""), "/section#"),
    (Found.maybeSection(nil), "/maybe-section"),
    (Found.intro("top"), "/intro"),
    (Found.intro("end"), "/intro#end"),
    (Found.chapter(3, section: nil), "/chapter/3"),
    (
      Found.article("boots", tags: ["new", "sale"], section: "reviews"),
      "/article/boots?tag=new&tag=sale#reviews"
    ),
  ])
  func routePrintsListsAndFragments(route: Found, expected: String) throws {
    let links = try Self.table()
    #expect(try links.path(for: route) == expected)
    #expect(try links.route(for: links.string(for: route)) == route)
  }

  @Test func emptyTextOfAnOptionalIsUnprintableNotSilentlyNil() throws {
    #expect(throws: DeepLinkError.unprintable(route: "maybeText(Optional(\"\"))")) {
      try Self.table().path(for: .maybeText(""))
    }
  }

  @Test func listsAndFragmentsRoundTrip() async throws {
    let links = try Self.table()
    let text = Gen.element(of: ["a", "é", " ", "&", "#", "=", "/", "%", "?", ""]).array(of: 0...4)
      .map { $0.compactMap { $0 }.joined() }
    await propertyCheck(count: 300, input: text.array(of: 0...4), text, Gen.bool) {
      tags, section, hasSection in
      // An optional fragment given empty is `nil`, so `""` is not a value it prints.
      let optionalSection = hasSection && !section.isEmpty ? section : nil
      for route in [Found.tags(tags), .section(section), .article("a", tags: tags, section: optionalSection)]
      {
        guard let path = try? links.path(for: route) else {
          Issue.record("\(route) does not print")
          continue
        }
        #expect((try? links.route(for: path)) == route, "\(path)")
      }
    }
  }

  enum Shape: Sendable {
    case tags, ids, nested, maybeSection, text
  }

  static let invalid: [(String, Shape, String)] = [
    ("x?t=:t?", .tags, ":t is a list, never missing: an absent item gives []"),
    ("x?t=:t=a", .tags, ":t is a list, never missing: an absent item gives []"),
    ("x?t=:t(string)", .tags, ":t is string, the route takes [string]"),
    ("x/:t", .tags, ":t cannot be a path; use *t"),
    ("x/:ids", .ids, ":ids cannot be a list in the path"),
    ("x#:ids", .ids, "the fragment holds one value, not a list"),
    ("x?n=:n", .nested, ":n is a list of [string]; its elements are single values"),
    ("x#:s", .maybeSection, "#:s is optional; write #:s?"),
    ("x#:s(string)?", .maybeSection, "#:s is string, the route takes int"),
    ("x?ids=:ids([int])?", .ids, ":ids is a list, never missing: an absent item gives []"),
    ("x/:ids([int])", .ids, ":ids is a list, which only a query item can be; use *ids"),
    ("x#:s([int])", .ids, "the fragment holds one value, not a list"),
    ("x#section", .text, "a fragment is written #:name(type), not \"#section\""),
    ("x#:a#:b", .text, "unexpected \"#:b\" after :a"),
    ("x?q=:q#:q", .text, "the name q is used twice"),
    ("x?q=:q([str-ing])", .text, "a type name is letters, digits and _, or one in [ ]"),
  ]

  @Test(arguments: invalid)
  func listOrFragmentThatCannotBeReadIsRefused(pattern: String, shape: Shape, reason: String) throws {
    enum Nested: Route { case nested([[String]]) }
    var links = try RouteTable<Found>()
    var nested = try RouteTable<Nested>()
    #expect(throws: RouteTableError.invalidPattern(pattern, reason: reason)) {
      switch shape {
      case .tags: try links.add(pattern, Found.tags)
      case .ids: try links.add(pattern, Found.ids)
      case .nested: try nested.add(pattern, Nested.nested)
      case .maybeSection: try links.add(pattern, Found.maybeSection)
      case .text: try links.add(pattern, Found.text)
      }
    }
  }

  /// An `int` reads what `Int(_:radix: 10)` reads, but a leading `+`: in a query value through
  /// `Int(urlText:)`, and in the path, where the trie reads the segment's bytes.
  @Test(arguments: [
    "0", "-0", "42", "-42", "007", "9223372036854775807", "-9223372036854775808", "9223372036854775808",
    "-9223372036854775809", "", "-", "+1", "--1", "1-", "12a", "1.0", "\u{0663}", "１",
  ])
  func anIntReadsDecimalDigitsWithAnOptionalMinus(text: String) throws {
    let expected = text.hasPrefix("+") ? nil : Int(text, radix: 10)
    #expect(Int(urlText: Substring(text)) == expected)
    #expect(Int(urlText: Substring("x\(text)x").dropFirst().dropLast()) == expected)
    enum Numbered: Route { case item(Int) }
    var links = try RouteTable<Numbered>(schemes: ["app"])
    try links.add("item/:n(int)", Numbered.item)
    let link = "app://item/" + text
    if let expected {
      #expect(try links.route(for: link) == .item(expected))
    } else if !text.isEmpty {
      #expect(throws: DeepLinkError.self) { try links.route(for: link) }
    }
  }
}
