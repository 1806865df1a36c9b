import Foundation
import Waypoint
import WaypointTesting

// Dialogs as destinations: "Remove from cart?" asked for while a push is still running waits its
// turn, then ends with the typed value of the button the user taps; headless over TestHost.
enum DialogsDemo {
  enum Cart: Route {
    case cart, item(String)
  }

  enum Removal: Hashable, Sendable {
    case remove, moveToWishlist
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Dialogs: Remove from cart? queued behind a push, its typed result ──")
    let host = TestHost()
    let navigator = Navigator<Cart>(NavigationState(root: Cart.cart), host: host)
    let remove = Dialog(
      "Remove from cart?", message: "Walnut desk", style: .confirmationDialog,
      buttons: [
        .destructive("Remove", value: Removal.remove), .default("Move to wishlist", value: .moveToWishlist),
        .cancel("Keep"),
      ])
    do {
      print("▸ push the item, and at once ask \"Remove from cart?\"")
      let push = navigator.push(.item("walnut-desk"))
      let answer = navigator.present(remove, expecting: Removal.self)
      try await push.value
      while navigator.state.modals.last?.dialog == nil || navigator.isTransitioning { await Task.yield() }
      for record in host.records { print("  step: \(record)") }
      print(ShopDemo.indent(navigator.state.description))
      print("▸ the user taps Move to wishlist")
      try host.simulateDialogButtonTap("Move to wishlist")
      print("  result: \(try await answer.value)")
      print("▸ the same dialog, the user taps outside it")
      let again = navigator.present(remove, expecting: Removal.self)
      while navigator.state.modals.last?.dialog == nil || navigator.isTransitioning { await Task.yield() }
      try host.simulatePullDown()
      print("  result: \(try await again.value)")
      print("▸ a dialog with two cancel buttons")
      let twoCancels = Dialog<Removal>("Sure?", buttons: [.cancel(), .cancel("No")])
      _ = try await navigator.present(twoCancels, expecting: Removal.self).value
    } catch {
      print("  refused: \(error)")
    }
  }
}
