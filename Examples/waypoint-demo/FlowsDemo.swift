import Foundation
import Waypoint
import WaypointTesting

// Flows: the shop as a tree of coordinators. The app flow shows onboarding, then the main
// tabs (shop, cart, profile); the shop starts a checkout flow that returns an order.
enum FlowsDemo {
  enum Page: Route, Codable {
    case welcome, home, cart, profile, orders, checkout, payment
  }

  enum AppTab: Hashable, Sendable, Codable {
    case shop, cart, profile
  }

  struct Order: Sendable {
    let number: Int
  }

  /// A flow whose first screen is `first`, and which can show `shows` when a link asks.
  @MainActor
  final class ScreenFlow: Flow {
    let first: Page
    let shows: Set<Page>

    init(_ first: Page, identifier: String, placement: Placement, shows: Set<Page> = []) {
      self.first = first
      self.shows = shows
      super.init(identifier: identifier, placement: placement)
    }

    override var firstRoute: AnyRoute? { AnyRoute(first) }
    override func handles(_ route: AnyRoute) -> Bool { route.as(Page.self).map(shows.contains) ?? false }
  }

  /// The main tabs: shop, cart and profile, each a flow with its own stack.
  @MainActor
  final class MainTabs: TabFlow {
    init() {
      super.init(
        identifier: "main",
        tabs: [
          ScreenFlow(.home, identifier: "shop", placement: .tab(AppTab.shop)),
          ScreenFlow(.cart, identifier: "cart", placement: .tab(AppTab.cart)),
          ScreenFlow(.profile, identifier: "profile", placement: .tab(AppTab.profile), shows: [.orders]),
        ])
    }
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Flows: app → onboarding → main tabs → checkout returning an order ──")
    let host = TestHost()
    let navigator = Navigator(root: Page.welcome, host: host)
    navigator.restoration = try! restoration()
    let app = Flow(identifier: "app")
    do {
      try await navigator.start(app).value
      let onboarding = ScreenFlow(.welcome, identifier: "onboarding", placement: .root)
      try await app.start(onboarding).value
      show("the app starts onboarding", app, navigator)

      let main = MainTabs()
      let shop = main.tabs[0]
      try await app.start(main).value
      show("onboarding done: the main tabs replace it (onboarding is finished and freed)", app, navigator)

      let checkout = ScreenFlow(.checkout, identifier: "checkout", placement: .present(.sheet))
      let order = Task { try await shop.start(checkout, expecting: Order.self).value }
      while checkout.status != .running || navigator.isTransitioning { await Task.yield() }
      try await navigator.push(.payment).value
      show("the shop starts checkout, which pushes payment", app, navigator)
      try await checkout.finish(with: Order(number: 1001)).value
      print("\n▸ checkout finishes with an order; the shop receives \(try await order.value)")

      let handled = try await app.handOff(Page.orders).value
      show("a link to the orders is handed down the tree (handled: \(handled))", app, navigator)

      // Save the whole thing — screens and flows — and bring it back in a new navigator.
      let document = try navigator.snapshot()
      let relaunched = Navigator(root: Page.welcome, host: TestHost())
      relaunched.restoration = navigator.restoration
      try await relaunched.restore(from: document).value
      if let restored = relaunched.rootFlow {
        show(
          "saved (\(document.count) bytes) and restored in a new navigator: flows and screens", restored,
          relaunched)
      }
    } catch {
      print("  failed: \(error)")
    }
  }

  /// What the flow tree is made of, to save and restore it.
  static func restoration() throws -> Restoration {
    var restoration = Restoration()
    try restoration.register(Page.self, as: "route")
    try restoration.register(AppTab.self, as: "tab")
    try restoration.registerFlow(Flow.self, as: "app") { placement, id in
      Flow(identifier: id, placement: placement)
    }
    try restoration.registerFlow(MainTabs.self, as: "main") { _, _ in MainTabs() }
    try restoration.registerFlow(ScreenFlow.self, as: "screen") { placement, id in
      let name = id?.as(String.self) ?? ""
      let first: Page = ["checkout": .checkout, "onboarding": .welcome][name] ?? .home
      return ScreenFlow(first, identifier: name, placement: placement)
    }
    return restoration
  }

  @MainActor
  static func show(_ title: String, _ app: Flow, _ navigator: AnyNavigator) {
    print("\n▸ \(title)")
    let flows = ["flows"] + app.treeDescription.split(separator: "\n").map(String.init)
    let screens = ["screens"] + navigator.state.description.split(separator: "\n").map(String.init)
    let width = (flows.map(\.count).max() ?? 0) + 4
    for index in 0..<max(flows.count, screens.count) {
      let left = index < flows.count ? flows[index] : ""
      let right = index < screens.count ? screens[index] : ""
      print("    " + left.padding(toLength: width, withPad: " ", startingAt: 0) + right)
    }
  }
}
