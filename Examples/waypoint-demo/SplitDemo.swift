import Foundation
import Waypoint
import WaypointTesting

// An iPad split view that collapses on a compact width: a catalogue sidebar, a product detail.
// The host reports the collapse (a rotation, Slide Over); the state shows what collapses where,
// headless over TestHost.
enum SplitDemo {
  enum Shop: Route {
    case catalogue, pickAProduct
    case product(Int), reviews(Int)
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Split view: a catalogue sidebar and a product detail, collapsing and expanding ──")
    let host = TestHost()
    let split = SplitRoot(sidebar: ScreenStack(Shop.catalogue), detail: ScreenStack(Shop.pickAProduct))
    let navigator = Navigator<Shop>(NavigationState(split: split), host: host)
    do {
      _ = try await navigator.select(Shop.product(42)).value
      try await navigator.push(.reviews(42)).value
      print("▸ iPad, regular width: product 42 selected in the sidebar, its reviews pushed")
      print(ShopDemo.indent(navigator.state.description))

      try host.simulateSplitResize(collapsed: true)
      print("\n▸ Slide Over: the columns collapse into one stack")
      print(ShopDemo.indent(navigator.state.description))
      print("  the single stack: \(navigator.state.topStack.routes)")

      try await navigator.push(.product(7)).value
      print("\n▸ a push while collapsed goes on the detail")
      print("  the single stack: \(navigator.state.topStack.routes)")

      try host.simulateBackTap()
      try host.simulateBackTap()
      try host.simulateBackTap()
      await host.clock.run()
      print("\n▸ Back three times: the last one goes past the detail's first screen to the sidebar")
      print(ShopDemo.indent(navigator.state.description))

      try host.simulateSplitResize(collapsed: false)
      print("\n▸ full screen again: each column shows what it kept")
      print(ShopDemo.indent(navigator.state.description))
    } catch {
      print("  failed: \(error)")
    }
  }
}
