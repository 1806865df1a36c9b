import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

@MainActor
@Suite("Activities from the link table")
struct WindowActivityTests {
  @Test func aRoutesActivityCarriesItsLinkAndReadsBack() throws {
    let links = try windowLinks()
    let activity = try links.userActivity(for: .product(42), type: "shop.screen")
    #expect(activity.type == "shop.screen")
    #expect(activity.link == "https://shop.example/product/42")
    #expect(activity.webpageURL == URL(string: "https://shop.example/product/42"))
    #expect(activity.restoration == nil)
    #expect(try links.route(for: activity) == .product(42))
    #expect(try links.parse(activity).routes == [.home, .product(42)])
  }

  @Test func aCustomSchemeLinkHasNoWebPage() throws {
    let activity = WindowActivity(type: "t", link: "shop://product/3")
    #expect(activity.webpageURL == nil, "NSUserActivity accepts only http and https web pages")
    #expect(try windowLinks().route(for: activity) == .product(3))
  }

  @Test func aUniversalLinkActivityReadsItsWebPage() throws {
    var activity = WindowActivity(type: "NSUserActivityTypeBrowsingWeb", link: nil)
    activity.webpageURL = URL(string: "https://shop.example/product/5")
    #expect(try windowLinks().route(for: activity) == .product(5))
  }

  @Test func anActivityWithoutALinkOrAnUnknownLinkIsATypedError() throws {
    let links = try windowLinks()
    #expect(throws: DeepLinkError.malformed(reason: "the activity t carries no link")) {
      try links.route(for: WindowActivity(type: "t", link: nil))
    }
    #expect(throws: DeepLinkError.unmatched(path: "/nowhere")) {
      try links.route(for: WindowActivity(type: "t", link: "shop://nowhere"))
    }
  }

  @Test func anUnprintableRouteMakesNoActivity() throws {
    #expect(throws: DeepLinkError.self) { try windowLinks().userActivity(for: .checkout, type: "t") }
  }

  @Test func aWindowsActivityCarriesItsTopLinkAndWholeTree() async throws {
    let links = try windowLinks()
    let navigator = makeWindowNavigator()
    try await navigator.push(Page.product(9)).value
    try await navigator.push(Page.checkout).value  // no link: the product's is used

    let activity = try navigator.userActivity(using: links, type: "shop.window")
    #expect(activity.link == "https://shop.example/product/9")
    let restored = makeWindowNavigator()
    try await restored.restore(from: #require(activity.restoration)).value
    #expect(restored.state.hasSameStructure(as: navigator.state))
  }

  @Test func anActivityRoundTripsThroughCodable() throws {
    let activity = WindowActivity(type: "t", link: "https://shop.example/cart", restoration: Data([1, 2]))
    let decoded = try JSONDecoder().decode(WindowActivity.self, from: JSONEncoder().encode(activity))
    #expect(decoded == activity)
  }
}
