import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// An app whose checkout flow brings its own route type: one navigator, one registry of
/// screens, one list of guards, one table of links, one restoration registry — each learns the
/// second type with one more line, and nothing is registered twice.
@MainActor
@Suite("An app with two route types")
struct TwoRouteTypesTests {
  enum Shop: Route, Codable { case home, product(Int), cart }
  enum Checkout: Route, Codable { case address, payment(total: Int) }

  @MainActor
  final class Witness: Screen {
    let name: String
    init(_ name: String) { self.name = name }
  }

  @Test func eachRegistryTakesBothTypes() async throws {
    let screens = ScreenRegistry()
    try screens.register(Shop.self) { route, _ in Witness("\(route)") }
    try screens.register(Checkout.self) { route, _ in Witness("\(route)") }

    let host = TestHost()
    let navigator = Navigator(root: Shop.home, host: host, screens: screens)
    var asked: [String] = []
    navigator.addGuard(for: Shop.self) { route, _ in
      asked.append("shop \(route)")
      return .allow
    }
    navigator.addGuard(for: Checkout.self) { route, _ in
      asked.append("checkout \(route)")
      return .allow
    }
    try navigator.restoration.register(Shop.self, as: "shop")
    try navigator.restoration.register(Checkout.self, as: "checkout")

    var links = try RouteTable<AnyRoute>(schemes: ["shop"])
    try links.add("", Shop.home)
    try links.add("product/:id(int)", Shop.product)
    try links.add("pay/:total(int)", Checkout.payment, placement: .present(.sheet))

    try await navigator.push(.product(7)).value
    _ = try await navigator.open("shop://pay/42", using: links).value
    #expect(asked == ["shop product(7)", "checkout payment(total: 42)"])
    #expect((host.screen(for: navigator.state.topScreen.id) as? Witness)?.name == "payment(total: 42)")
    #expect(try links.string(for: AnyRoute(Checkout.payment(total: 42))) == "shop://pay/42")
    #expect(try links.string(for: AnyRoute(Shop.product(7))) == "shop://product/7")

    let document = try navigator.snapshot()
    let relaunched = Navigator(root: Shop.home, host: TestHost(), screens: screens)
    relaunched.restoration = navigator.restoration
    try await relaunched.restore(from: document).value
    #expect(relaunched.state.hasSameStructure(as: navigator.state))
  }
}
