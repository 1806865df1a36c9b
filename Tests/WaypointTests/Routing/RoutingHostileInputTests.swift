import Foundation
import PropertyBased
import Testing
import Waypoint

@testable import WaypointHarness

/// Links are untrusted: each hostile shape is a documented match or a typed error.
@Suite struct RoutingHostileInputTests {
  static let cases: [(String, Result<Shop, DeepLinkError>)] = [
    ("shop://product/9223372036854775807", .success(.product(.max))),
    ("shop://product/-9223372036854775808", .success(.product(.min))),
    (
      "shop://product/9223372036854775808/reviews",
      .failure(.overflow(parameter: "id", value: "9223372036854775808"))
    ),
    (
      "shop://product/-9223372036854775809/reviews",
      .failure(.overflow(parameter: "id", value: "-9223372036854775809"))
    ),
    ("shop://product/%", .failure(.badEscape("%"))),
    ("shop://product/%2", .failure(.badEscape("%2"))),
    ("shop://product/%C3", .failure(.badEscape("%C3"))),
    ("shop://product/%00", .success(.article("\u{0}"))),
    ("shop://product/\u{0}", .failure(.malformed(reason: "control character or space"))),
    ("shop://cat%61log", .success(.catalog)),
    ("shop://%63atalog", .success(.catalog)),
    ("shop://%2E/catalog", .failure(.dotSegment(index: 0))),
    ("shop://product/42//", .failure(.emptySegment(index: 2))),
    ("shop:////catalog", .failure(.emptySegment(index: 0))),
    ("shop://сatalog", .failure(.unmatched(path: "/сatalog"))),  // Cyrillic с
    ("shop://catalog\u{200B}", .failure(.unmatched(path: "/catalog\u{200B}"))),  // zero-width space
    ("https://shop.examp1e/catalog", .failure(.unknownHost("shop.examp1e"))),
    ("https://shop.example./catalog", .failure(.unknownHost("shop.example."))),
    ("https://shop.example:8443/catalog", .failure(.unknownHost("shop.example:8443"))),
    ("https://ѕhop.example/catalog", .failure(.unknownHost("ѕhop.example"))),
    ("https:shop.example/catalog", .failure(.malformed(reason: "https link without a host"))),
    ("http://shop.example/catalog", .failure(.unsupportedScheme("http"))),
    ("javascript:alert(1)", .failure(.unsupportedScheme("javascript"))),
    ("", .failure(.malformed(reason: "no scheme"))),
    ("://catalog", .failure(.malformed(reason: "no scheme"))),
    ("shop://search?q=%E2%80%AE&q", .failure(.duplicateQueryItem("q"))),
    ("shop://search?&&q=a&&", .success(.search("a", page: 1, sort: nil))),
    (
      "shop://search?q=a&page=99999999999999999999",
      .failure(.overflow(parameter: "page", value: "99999999999999999999"))
    ),
    ("shop://search?q=a#?q=b", .success(.search("a", page: 1, sort: nil))),
  ]

  @Test(arguments: cases)
  func hostileLinkIsAMatchOrATypedError(link: String, expected: Result<Shop, DeepLinkError>) throws {
    let links = try shopLinks()
    let actual: Result<Shop, DeepLinkError>
    do throws(DeepLinkError) {
      actual = .success(try links.route(for: link))
    } catch {
      actual = .failure(error)
    }
    #expect(actual == expected)
  }

  @Test func overLongLinkIsRefusedBeforeReading() throws {
    let links = try shopLinks(maxLength: 64)
    let link = "shop://product/" + String(repeating: "9", count: 60)
    #expect(throws: DeepLinkError.tooLong(length: 75, limit: 64)) { try links.parse(link) }
    #expect(try links.route(for: "shop://product/1") == .product(1))
  }

  @Test func manySegmentsAreUnmatchedNotACrash() throws {
    let links = try shopLinks(maxLength: 1_000_000)
    let deep = "shop://" + Array(repeating: "a", count: 100_000).joined(separator: "/")
    #expect(
      throws: DeepLinkError.unmatched(
        path: "/" + Array(repeating: "a", count: 100_000).joined(separator: "/"))
    ) {
      try links.parse(deep)
    }
    let files = try links.route(
      for: "shop://files/" + Array(repeating: "b", count: 10_000).joined(separator: "/"))
    #expect(files == .files(Array(repeating: "b", count: 10_000)))
  }

  @Test func randomBytesNeverCrashAndWhatParsesPrints() async throws {
    let links = try shopLinks()
    let bytes = Gen<UInt8>.value(in: 0...255).array(of: 0...40)
    await propertyCheck(count: 1000, input: Gen.int(in: 0...3), bytes) { prefix, bytes in
      let link =
        ["shop://", "https://shop.example/", "/", ""][prefix] + String(decoding: bytes, as: UTF8.self)
      guard let route = try? links.route(for: link) else { return }
      let printed = try? links.path(for: route)
      #expect(printed.flatMap { try? links.route(for: $0) } == route, "\(link)")
    }
  }
}
