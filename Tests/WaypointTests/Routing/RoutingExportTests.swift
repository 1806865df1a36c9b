import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

@Suite struct RoutingExportTests {
  func smallTable(caseSensitive: Bool = true) throws -> RouteTable<Shop> {
    var links = try RouteTable<Shop>(hosts: ["shop.example"], caseSensitive: caseSensitive)
    try links.add("", Shop.home)
    try links.add("product/:id(int)", Shop.product)
    try links.add("product/:id(int)/reviews", Shop.reviews)
    try links.add("search?q=:q&page=:page(int)=1&sort=:sort?", Shop.search, placement: .present())
    try links.add("files/*path", Shop.files)
    return links
  }

  @Test func appSiteAssociationListsOneComponentPerPattern() throws {
    let json = try smallTable().appSiteAssociation(appIDs: ["ABCDE12345.example.shop"])
    #expect(
      json == """
        {
          "applinks" : {
            "details" : [
              {
                "appIDs" : [
                  "ABCDE12345.example.shop"
                ],
                "components" : [
                  {
                    "/" : "/",
                    "comment" : "/ (push)"
                  },
                  {
                    "/" : "/product/?*",
                    "comment" : "product/:id(int) (push)"
                  },
                  {
                    "/" : "/product/?*/reviews",
                    "comment" : "product/:id(int)/reviews (push)"
                  },
                  {
                    "/" : "/search",
                    "?" : {
                      "q" : "*"
                    },
                    "comment" : "search?q=:q&page=:page(int)=1&sort=:sort? (present sheet)"
                  },
                  {
                    "/" : "/files/?*",
                    "comment" : "files/*path (push)"
                  }
                ]
              }
            ]
          }
        }
        """)
  }

  @Test func appSiteAssociationOfCaseInsensitiveTableSaysSo() throws {
    let json = try smallTable(caseSensitive: false).appSiteAssociation(appIDs: ["A.b"])
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let applinks = object?["applinks"] as? [String: Any]
    let details = applinks?["details"] as? [[String: Any]]
    let components = details?.first?["components"] as? [[String: Any]]
    #expect(components?.count == 5)
    #expect(components?.allSatisfy { $0["caseSensitive"] as? Bool == false } == true)
  }

  @Test func routeMapDrawsPathsAndAppEdgesInDOT() throws {
    let dot = try smallTable().routeMap(
      .dot, leadsTo: [(from: .product(0), to: .search("x", page: 1, sort: nil))])
    #expect(
      dot == """
        digraph routes {
          rankdir=LR;
          labelloc=t;
          label="https://shop.example";
          node [shape=box, fontname="Helvetica"];
          r0 [label="/\\npush"];
          r1 [label="/product/:id(int)\\npush"];
          r2 [label="/product/:id(int)/reviews\\npush"];
          r3 [label="/search?q=:q&page=:page(int)=1&sort=:sort?\\npresent sheet"];
          r4 [label="/files/*path\\npush"];
          r0 -> r1;
          r0 -> r4;
          r1 -> r2;
          r1 -> r3 [style=dashed, label="leads to"];
        }

        """)
  }

  @Test func routeMapDrawsMermaid() throws {
    let mermaid = try smallTable().routeMap(.mermaid)
    #expect(
      mermaid.hasPrefix("---\ntitle: \"https://shop.example\"\n---\nflowchart LR\n  r0[\"/<br/>push\"]\n"))
    #expect(mermaid.contains("  r1 --> r2\n"))
  }
}
