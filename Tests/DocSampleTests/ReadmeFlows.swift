import Foundation
import Waypoint

// Waypoint.docc, "Flows and coordinators" and "Restoring the navigation".
enum ReadmeFlows {
  enum Shop: Route, Codable { case home, checkout, orders, profile }
  enum AppTab: Hashable, Sendable, Codable { case shop, profile }
  struct Order: Sendable {}

  final class ShopFlow: Flow {
    override var firstRoute: AnyRoute? { AnyRoute(Shop.home) }
  }

  final class ProfileFlow: Flow {
    override var firstRoute: AnyRoute? { AnyRoute(Shop.profile) }
  }

  @MainActor func flows(_ navigator: Navigator<Shop>, shopFlow: Flow) async throws {
    final class CheckoutFlow: Flow {
      override var firstRoute: AnyRoute? { AnyRoute(Shop.checkout) }
      func paid(_ order: Order) async throws { try await finish(with: order).value }
    }

    let app = Flow(identifier: "app")
    try await navigator.start(app).value
    try await app.start(
      TabFlow(tabs: [
        ShopFlow(placement: .tab(AppTab.shop)), ProfileFlow(placement: .tab(AppTab.profile)),
      ])
    ).value  // replaces onboarding at the root
    let order = try await shopFlow.start(CheckoutFlow(placement: .present(.sheet)), expecting: Order.self)
      .value
    _ = try await app.handOff(Shop.orders).value  // deep link: walks the tree, active path first
    print(app.treeDescription)
    _ = order
  }

  final class CheckoutFlow: Flow {}

  @MainActor func restoration(_ navigator: Navigator<Shop>, stateURL: URL) async throws {
    try navigator.restoration.register(Shop.self, as: "shop")
    try navigator.restoration.register(AppTab.self, as: "tab")
    let store = FileRestorationStore(url: stateURL)  // temp file + fsync + rename
    try store.save(navigator.snapshot())  // when the app chooses

    // At launch: one request (guards apply, reason .restoration), or the app's root.
    let outcome = try await navigator.restore(
      from: try? store.load(), fallback: NavigationState(root: Shop.home)
    ).value
    _ = outcome

    try navigator.restoration.registerFlow(CheckoutFlow.self, as: "checkout") { placement, id in
      CheckoutFlow(identifier: id, placement: placement)
    }
  }
}
