import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

extension ArgumentKey where Value == String {
  fileprivate static var coupon: Self { "coupon" }
}

extension ArgumentKey where Value == RestorationBadge {
  fileprivate static var badge: Self { "badge" }
}

extension ArgumentKey where Value == Double {
  fileprivate static var price: Self { "price" }
}

/// A screen's arguments come back with it, or the save fails naming the one it cannot keep.
@MainActor
@Suite("Restoring arguments")
struct RestorationArgumentsTests {
  /// A registry that writes down the arguments each screen was made with.
  @MainActor
  final class Witness {
    var made: [Page: Arguments] = [:]

    func registry() throws -> ScreenRegistry {
      let registry = ScreenRegistry()
      try registry.register(Page.self) { [unowned self] route, arguments in
        self.made[route] = arguments
        return Probe()
      }
      return registry
    }
  }

  @Test func aRestoredScreenIsOpenedWithTheArgumentsItHad() async throws {
    let saving = Witness()
    let source = Navigator<Page>(root: .home, host: TestHost(), screens: try saving.registry())
    source.restoration = .shop()
    let arguments = Arguments().putting(.coupon, "SPRING").putting(
      .badge, RestorationBadge(name: "gold", count: 3))
    try await source.push(.route(Page.product(7)).arguments(arguments)).value
    try await source.present(.route(Page.cart).arguments(Arguments().putting(.coupon, ""))).value
    let document = try source.snapshot()

    let restoring = Witness()
    let navigator = Navigator<Page>(root: .home, host: TestHost(), screens: try restoring.registry())
    navigator.restoration = .shop()
    try await navigator.restore(from: document).value
    #expect(navigator.state.hasSameStructure(as: source.state))
    #expect(restoring.made[.product(7)] == arguments)
    #expect(restoring.made[.cart]?[.coupon] == "")
    let product = try #require(navigator.state[stack: .root]?.top)
    #expect(navigator.context(for: product.id)?.arguments == arguments)
  }

  @Test func anArgumentThatCannotBeSavedIsNamedNeverDropped() async throws {
    let navigator = Navigator<Page>(root: .home, host: TestHost())
    navigator.restoration = .shop()
    try await navigator.push(.route(Page.product(7)).arguments(Arguments().putting(.price, 9.5))).value
    let error = #expect(throws: RestorationError.self) { try navigator.snapshot() }
    let text = error.map { "\($0)" } ?? ""
    #expect(text.contains("Double"), "\(text)")
    #expect(text.contains("price"), "\(text)")
  }
}
