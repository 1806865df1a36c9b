import Waypoint

// Waypoint.docc, "Alerts, dialogs, popovers and push transitions".
enum AlertsAndDialogsSamples {
  enum Shop: Route { case home, cart, product(Int) }
  enum Removal: Hashable, Sendable { case remove, moveToWishlist }

  @MainActor final class Cart {
    func apply(_ removal: Removal, to item: String) {}
  }

  @MainActor final class List {
    var name = ""
  }

  @MainActor func dialog(_ navigator: Navigator<Shop>, cart: Cart, item: String) async throws {
    let dialog = Dialog(
      "Remove from cart?", message: "Walnut desk", style: .confirmationDialog,
      buttons: [
        .destructive("Remove", value: Removal.remove), .default("Move to wishlist", value: .moveToWishlist),
      ])
    switch try await navigator.present(dialog, expecting: Removal.self).value {
    case .value(let removal): cart.apply(removal, to: item)
    case .cancelled: break  // the cancel button, a tap outside it, or the dialog went another way
    }
  }

  @MainActor func rename(_ navigator: Navigator<Shop>, list: List) async throws {
    let rename = Dialog<String>(
      "Rename the list", textFields: [DialogTextField("Name", text: list.name)],
      buttons: [.default("Save") { texts in texts[0] }, .cancel()])
    if case .value(let name) = try await navigator.present(rename, expecting: String.self).value {
      list.name = name
    }
  }

  @MainActor func popover(_ navigator: Navigator<Shop>) async throws {
    try await navigator.present(
      .route(Shop.cart).anchored(to: "cart", compact: .popover), style: .popover
    ).value
  }

  @MainActor func transitions(_ navigator: Navigator<Shop>) {
    navigator.push(.route(Shop.product(42)).transition(.zoom(from: "product-42")))
    navigator.push(.route(Shop.product(7)).transition(.custom("fade")))
  }
}
