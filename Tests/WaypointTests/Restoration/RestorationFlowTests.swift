import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// The main tabs of the flow restoration tests: shop and search, each a page flow.
@MainActor
final class ShopTabsFlow: TabFlow {
  init(identifier: AnyTag?) {
    super.init(
      identifier: identifier,
      tabs: [
        PageFlow(.home, identifier: "shop", placement: .tab(TabID.shop)),
        PageFlow(.product(0), identifier: "search", placement: .tab(TabID.search)),
      ])
  }
}

@MainActor
@Suite("Restoring flows")
struct RestorationFlowTests {
  static let pages: [String: Page] = [
    "shop": .home, "search": .product(0), "checkout": .checkout, "cart": .cart,
  ]

  func restoration() throws -> Restoration {
    var restoration = Restoration()
    try restoration.register(Page.self, as: "page")
    try restoration.register(TabID.self, as: "tab")
    try restoration.registerFlow(ContainerFlow.self, as: "app") { placement, id in
      ContainerFlow(identifier: id, placement: placement)
    }
    try restoration.registerFlow(ShopTabsFlow.self, as: "tabs") { _, id in ShopTabsFlow(identifier: id) }
    try restoration.registerFlow(PageFlow.self, as: "page") { placement, id in
      PageFlow(Self.pages[id?.as(String.self) ?? ""] ?? .home, identifier: id, placement: placement)
    }
    return restoration
  }

  /// App → tabs (shop, search) → checkout presented from the shop, with a pushed screen.
  func running(_ restoration: Restoration) async throws -> (Navigator<Page>, ContainerFlow) {
    let (navigator, _) = makeNavigator()
    navigator.restoration = restoration
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    let tabs = ShopTabsFlow(identifier: AnyTag("main"))
    try await app.start(tabs).value
    let shop = try #require(tabs.child("shop"))
    try await shop.start(PageFlow(.checkout, identifier: "checkout", placement: .present(.sheet))).value
    try await navigator.push(Page.reviews).value
    return (navigator, app)
  }

  @Test func theFlowTreeComesBackWithTheScreens() async throws {
    let (navigator, app) = try await running(try restoration())
    let document = try navigator.snapshot()

    let (restored, host) = makeNavigator()
    restored.restoration = try restoration()
    try await restored.restore(from: document).value
    #expect(restored.state.hasSameStructure(as: navigator.state))
    let root = try #require(restored.rootFlow)
    #expect(root.treeDescription == app.treeDescription)

    // The restored flows own the restored screens: finishing checkout takes its sheet off.
    let checkout = try #require(root.children.first?.child("shop")?.child("checkout"))
    #expect(checkout.status == .running)
    #expect(checkout.firstEntry == restored.state.modals.first?.stack.root.id)
    try await checkout.finish().value
    restored.expectNoModals()
    #expect(root.children.first?.child("shop")?.children.isEmpty == true)
    // And a swipe back past a restored flow's first screen still ends it.
    _ = host
  }

  @Test func aFlowTypeNotRegisteredIsAnErrorNamingIt() async throws {
    var partial = Restoration()
    try partial.register(Page.self, as: "page")
    try partial.register(TabID.self, as: "tab")
    let (navigator, _) = try await running(partial)
    let error = #expect(throws: RestorationError.self) { try navigator.snapshot() }
    #expect(error?.description.contains("ContainerFlow") == true, "\(String(describing: error))")
  }

  @Test func aDocumentNamingAnUnknownFlowKindIsRefusedWhole() async throws {
    let (navigator, _) = try await running(try restoration())
    let text = String(decoding: try navigator.snapshot(), as: UTF8.self)
      .replacingOccurrences(of: "\"kind\":\"tabs\"", with: "\"kind\":\"nope\"")
    let (restored, host) = makeNavigator()
    restored.restoration = try restoration()
    await #expect(throws: RestorationError.self) { try await restored.restore(from: Data(text.utf8)).value }
    #expect(host.records.isEmpty)
    #expect(restored.rootFlow == nil)
  }

  @Test func aFlowWhoseScreenAGuardDroppedIsLeftOut() async throws {
    let (navigator, _) = try await running(try restoration())
    let document = try navigator.snapshot()
    let (restored, _) = makeNavigator()
    restored.restoration = try restoration()
    restored.addGuard(for: Page.self) { route, _ in route == .checkout ? .deny(Forbidden()) : .allow }
    try await restored.restore(from: document).value
    restored.expectNoModals()
    let shop = try #require(restored.rootFlow?.children.first?.child("shop"))
    #expect(shop.children.isEmpty)
  }
}

@Suite("Flow nodes in documents")
struct RestorationFlowDocumentTests {
  /// A flow tree the decoder must refuse with a typed error, never a trap.
  @Test(arguments: [
    #"{"kind":"nope","placement":"push"}"#,
    #"{"kind":"flow","placement":"sideways"}"#,
    #"{"kind":"flow","placement":{"tab":[0,{"home":{}}]},"children":[{"kind":"flow"}]}"#,
    #"{"kind":"flow","placement":"push","screen":"here"}"#,
    #"{"kind":"flow","placement":"push","id":[9,"x"]}"#,
  ])
  func badFlowNodesAreTypedErrors(flows: String) throws {
    var restoration = Restoration()
    try restoration.register(Page.self, as: "page")
    try restoration.registerFlow(ContainerFlow.self, as: "flow") { placement, id in
      ContainerFlow(identifier: id, placement: placement)
    }
    let base = try restoration.encode(NavigationState(root: Page.home))
    #expect(throws: RestorationError.self) { try restoration.decode(Self.document(base, flows: flows)) }
    // The same document with a good flow tree decodes.
    let good = #"{"kind":"flow","placement":"push","screen":[0,0]}"#
    #expect(throws: Never.self) { try restoration.decode(Self.document(base, flows: good)) }
  }

  /// `base` with a `flows` member added.
  static func document(_ base: Data, flows: String) -> Data {
    Data((String(decoding: base.dropLast(), as: UTF8.self) + #","flows":"# + flows + "}").utf8)
  }
}
