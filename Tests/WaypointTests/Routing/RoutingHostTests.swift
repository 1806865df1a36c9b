import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

/// Schemes and hosts: wildcard subdomains as in apple-app-site-association, case-insensitive
/// hosts, malformed ones refused when the table is set up, and bare paths on request.
@Suite struct RoutingHostTests {
  static func table(
    schemes: [String] = ["shop"], hosts: [String] = ["*.example.com", "shop.example"], barePaths: Bool = true
  ) throws -> RouteTable<Shop> {
    var links = try RouteTable<Shop>(schemes: schemes, hosts: hosts, acceptsBarePaths: barePaths)
    try links.add("catalog", Shop.catalog)
    try links.add("product/:id(int)", Shop.product)
    return links
  }

  static let links: [(String, Result<Shop, DeepLinkError>)] = [
    ("https://www.example.com/catalog", .success(.catalog)),
    ("https://a.b.example.com/product/7", .success(.product(7))),
    ("https://WWW.Example.COM/catalog", .success(.catalog)),
    ("https://xn--80ak6aa92e.example.com/catalog", .success(.catalog)),
    ("https://SHOP.EXAMPLE/catalog", .success(.catalog)),
    ("https://example.com/catalog", .failure(.unknownHost("example.com"))),
    ("https://.example.com/catalog", .failure(.unknownHost(".example.com"))),
    ("https://a..example.com/catalog", .failure(.unknownHost("a..example.com"))),
    ("https://evilexample.com/catalog", .failure(.unknownHost("evilexample.com"))),
    ("https://www.example.com.evil/catalog", .failure(.unknownHost("www.example.com.evil"))),
    ("https://a_b.example.com/catalog", .failure(.unknownHost("a_b.example.com"))),
    ("https://a%2Eb.example.com/catalog", .failure(.unknownHost("a%2Eb.example.com"))),
    ("https://www.example.com:8443/catalog", .failure(.unknownHost("www.example.com:8443"))),
    ("https://ѕhop.example.com/catalog", .failure(.unknownHost("ѕhop.example.com"))),  // Cyrillic ѕ
    ("https://user@www.example.com/catalog", .failure(.malformed(reason: "user info in host"))),
    ("https://www.shop.example/catalog", .failure(.unknownHost("www.shop.example"))),
    ("http://www.example.com/catalog", .failure(.unsupportedScheme("http"))),
    ("shop://catalog", .success(.catalog)),
    ("/catalog", .success(.catalog)),
  ]

  @Test(arguments: links)
  func wildcardHostMatchesEverySubdomainButNotTheDomain(link: String, expected: Result<Shop, DeepLinkError>)
    throws
  {
    let links = try Self.table()
    let actual: Result<Shop, DeepLinkError>
    do throws(DeepLinkError) {
      actual = .success(try links.route(for: link))
    } catch {
      actual = .failure(error)
    }
    #expect(actual == expected)
  }

  static let badHosts: [(String, String)] = [
    ("", "empty host"),
    ("not a host!", "a host is ASCII letters, digits, - and . (an international name in its xn-- form)"),
    ("ѕhop.example", "a host is ASCII letters, digits, - and . (an international name in its xn-- form)"),
    ("https://shop.example", "a host is written without scheme or path"),
    ("shop.example/app", "a host is written without scheme or path"),
    ("*.com", "a wildcard needs a domain of two labels or more, as in *.example.com"),
    ("*", "* only as the whole first label, as in *.example.com"),
    ("*.", "empty host"),
    ("shop.*.example", "* only as the whole first label, as in *.example.com"),
    ("*example.com", "* only as the whole first label, as in *.example.com"),
    ("**.example.com", "* only as the whole first label, as in *.example.com"),
    ("shop..example", "an empty label"),
    ("shop.example.", "an empty label"),
    ("-shop.example", "a label starts or ends with -"),
    (String(repeating: "a", count: 64) + ".example", "a label longer than 63 characters"),
    ("shop.example:0", "a port is a number from 1 to 65535"),
    ("shop.example:65536", "a port is a number from 1 to 65535"),
    ("shop.example:", "a port is a number from 1 to 65535"),
    ("[::1]", "a port is a number from 1 to 65535"),
  ]

  @Test(arguments: badHosts)
  func malformedHostIsATypedErrorWhenTheTableIsMade(host: String, reason: String) {
    #expect(throws: RouteTableError.invalidHost(host, reason: reason)) {
      try RouteTable<Shop>(hosts: [host])
    }
  }

  static let badSchemes: [(String, String)] = [
    ("", "a scheme is a letter, then letters, digits, +, - and ."),
    ("1shop", "a scheme is a letter, then letters, digits, +, - and ."),
    ("shop app", "a scheme is a letter, then letters, digits, +, - and ."),
    ("shop://", "a scheme is written without :// as in shop"),
    ("shop:", "a scheme is written without :// as in shop"),
    ("https", "https links are read through hosts:, with the host checked"),
    ("HTTP", "https links are read through hosts:, with the host checked"),
  ]

  @Test(arguments: badSchemes)
  func malformedSchemeIsATypedErrorWhenTheTableIsMade(scheme: String, reason: String) {
    #expect(throws: RouteTableError.invalidScheme(scheme, reason: reason)) {
      try RouteTable<Shop>(schemes: [scheme])
    }
  }

  @Test(arguments: [
    "shop.example", "SHOP.Example", "localhost", "localhost:8080", "127.0.0.1", "xn--d1acufc.xn--p1ai",
    "*.example.com", "*.shop.example:8443", "a-b.example",
  ])
  func wellFormedHostIsAccepted(host: String) throws {
    var links = try RouteTable<Shop>(hosts: [host])
    try links.add("catalog", Shop.catalog)
    let concrete = host.hasPrefix("*.") ? "www" + host.dropFirst() : Substring(host)
    #expect(try links.route(for: "https://\(concrete)/catalog") == .catalog)
  }

  @Test func tableRefusingBarePathsReadsFullLinksOnly() throws {
    let links = try Self.table(barePaths: false)
    #expect(throws: DeepLinkError.malformed(reason: "a bare path; this table takes full links only")) {
      try links.route(for: "/catalog")
    }
    #expect(try links.route(for: "shop://catalog") == .catalog)
    #expect(try links.string(for: .product(4)) == "https://shop.example/product/4")
    #expect(try links.link(for: .product(4)).route == .product(4))
    #expect(!links.acceptsBarePaths)
  }

  @Test func tableRefusingBarePathsNeedsASchemeOrAHost() {
    #expect(
      throws: RouteTableError.invalidHost(
        "", reason: "a table that refuses bare paths needs a scheme or a host")
    ) { try RouteTable<Shop>(acceptsBarePaths: false) }
  }

  @Test func printedLinkUsesTheFirstExactHost() throws {
    #expect(try Self.table().string(for: .catalog) == "https://shop.example/catalog")
    #expect(try Self.table(hosts: ["*.example.com"]).string(for: .catalog) == "shop://catalog")
    let wildcardOnly = try Self.table(schemes: [], hosts: ["*.example.com"], barePaths: false)
    #expect(throws: DeepLinkError.unprintable(route: "catalog")) { try wildcardOnly.string(for: .catalog) }
    #expect(try wildcardOnly.path(for: .catalog) == "/catalog")
  }

  @Test func associatedDomainsAndAssociationFilesCoverWildcardHosts() throws {
    let links = try Self.table(hosts: [
      "shop.example", "*.example.com", "*.shop.example", "Shop.Example:8443",
    ])
    #expect(
      links.associatedDomains == [
        "applinks:shop.example", "applinks:*.example.com", "applinks:*.shop.example",
        "applinks:Shop.Example:8443",
      ])
    #expect(
      links.appSiteAssociationURLs.map(\.absoluteString) == [
        "https://shop.example/.well-known/apple-app-site-association",
        "https://example.com/.well-known/apple-app-site-association",
        "https://shop.example:8443/.well-known/apple-app-site-association",
      ])
  }

  @Test func routeMapTitleShowsWildcardHosts() throws {
    let links = try Self.table()
    #expect(
      links.routeMap(.dot).contains("  label=\"shop://, https://*.example.com, https://shop.example\";\n"))
    #expect(
      links.routeMap(.mermaid).hasPrefix(
        "---\ntitle: \"shop://, https://*.example.com, https://shop.example\"\n---\nflowchart LR\n"))
  }
}
