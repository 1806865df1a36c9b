import SwiftUI
import WaypointSwiftUI

/// The view of each screen of the shop, by route.
struct ShopScreen: View {
  let route: Shop

  var body: some View {
    switch route {
    case .catalog: CatalogScreen()
    case .product(let id): ProductScreen(id: id)
    case .cart: CartScreen()
    case .checkout: CheckoutScreen()
    case .login: LoginScreen()
    case .search: SearchScreen()
    case .account: AccountScreen()
    case .orders: OrdersScreen()
    case .editName: EditNameScreen()
    case .discardChanges: DiscardChangesScreen()
    }
  }
}

/// The products, in the split view's sidebar; a tap selects one for the detail column.
struct CatalogScreen: View {
  @Environment(Navigator<Shop>.self) private var navigator

  var body: some View {
    List(Product.all) { product in
      WaypointLink(Shop.product(product.id), placement: .column(.detail)) {
        LabeledContent(product.name, value: product.price, format: .currency(code: "EUR"))
      }
    }
    .waypointTitle("Shop")
    .toolbar { CartButton() }
  }
}

/// The cart, presented as a card. When it closes, VoiceOver's focus comes back to this button.
struct CartButton: View {
  @Environment(ShopModel.self) private var shop
  @Environment(Navigator<Shop>.self) private var navigator

  var body: some View {
    Button {
      navigator.present(.route(Shop.cart).opened(from: "cart"), style: .card)
    } label: {
      Label("Cart (\(shop.cart.count))", systemImage: "cart")
    }
    .waypointElement("cart")
  }
}

/// One product, selected in the catalog, pushed from the search, or opened by shop://product/2.
struct ProductScreen: View {
  let id: Int
  @Environment(ShopModel.self) private var shop
  @Environment(Navigator<Shop>.self) private var navigator

  var body: some View {
    if let product = Product.with(id: id) {
      Form {
        LabeledContent("Price", value: product.price, format: .currency(code: "EUR"))
        Button("Add to cart") { shop.cart.append(product) }
        // The cart as a popover pointing at this button (a sheet on an iPhone).
        Button("Open the cart") {
          navigator.present(.route(Shop.cart).anchored(to: "cart-\(id)"), style: .popover)
        }
        .waypointAnchor("cart-\(id)")
        Button("Back to the catalog") { navigator.popToRoot() }
      }
      .waypointTitle(product.name)
      .toolbar { CartButton() }
    } else {
      ContentUnavailableView("No product \(id)", systemImage: "questionmark")
    }
  }
}

/// The cart: the checkout it opens returns the order, or nothing when the user backs out.
struct CartScreen: View {
  @Environment(ShopModel.self) private var shop
  @Environment(Navigator<Shop>.self) private var navigator
  @Environment(\.screenEntry) private var entry

  var body: some View {
    List {
      ForEach(shop.cart.indices, id: \.self) { index in
        Text(shop.cart[index].name)
          .waypointAnchor("cart-row-\(index)")  // where the dialog points on iPad
          .swipeActions { Button("Remove", role: .destructive) { Task { await remove(at: index) } } }
      }
      Button("Checkout") { Task { await checkout() } }
        .disabled(shop.cart.isEmpty)
    }
    .waypointTitle("Cart")
  }

  /// "Remove from cart?" as a confirmation dialog pointing at its row on iPad: it ends with the
  /// tapped button's value, or `.cancelled` (Keep, or a tap outside it).
  func remove(at index: Int) async {
    let name = shop.cart[index].name
    let dialog = Dialog(
      "Remove from cart?", message: name, style: .confirmationDialog,
      buttons: [.destructive("Remove", value: true), .cancel("Keep")])
    let anchored = dialog.anchored(to: "cart-row-\(index)")
    guard case .value = try? await navigator.present(anchored, expecting: Bool.self).value,
      shop.cart.indices.contains(index)
    else { return }
    shop.cart.remove(at: index)
  }

  func checkout() async {
    // A guard shows the login first when nobody is signed in, then comes back here. The
    // checkout cannot be pulled down: it leaves by Pay or Cancel.
    let checkout = Destination.route(Shop.checkout).interactiveDismissDisabled()
    let result = try? await navigator.present(checkout, expecting: Order.self).value
    guard case .value(let order) = result, let entry else { return }
    shop.orders.append(order)
    shop.cart.removeAll()
    try? await navigator.context(for: entry.id)?.finish().value  // the cart closes too
  }
}

/// The checkout: pays and returns the order to whoever opened it.
struct CheckoutScreen: View {
  @Environment(ShopModel.self) private var shop
  @Environment(Navigator<Shop>.self) private var navigator
  @Environment(\.screenEntry) private var entry

  var body: some View {
    Form {
      let order = Order(id: shop.orders.count + 1, items: shop.cart)
      LabeledContent("Total", value: order.total, format: .currency(code: "EUR"))
      Button("Pay") {
        guard let entry else { return }
        navigator.context(for: entry.id)?.finish(with: order)
      }
      Button("Cancel", role: .cancel) { navigator.dismiss() }
    }
    .waypointTitle("Checkout")
  }
}

/// The login a guard redirects to: finishing with a value lets the checkout through.
struct LoginScreen: View {
  @Environment(ShopModel.self) private var shop
  @Environment(Navigator<Shop>.self) private var navigator
  @Environment(\.screenEntry) private var entry

  var body: some View {
    Form {
      Button("Sign in") {
        shop.signedIn = true
        guard let entry else { return }
        navigator.context(for: entry.id)?.finish(with: true)
      }
      Button("Not now", role: .cancel) {
        guard let entry else { return }
        navigator.context(for: entry.id)?.finish()
      }
    }
    .waypointTitle("Sign in")
  }
}

/// The search tab: results push in the tab's own stack.
struct SearchScreen: View {
  @Environment(Navigator<Shop>.self) private var navigator
  @State private var text = ""

  var body: some View {
    List(Product.all.filter { text.isEmpty || $0.name.localizedCaseInsensitiveContains(text) }) { product in
      // A tap pushes the product, zooming in from its row on iOS 18 (the default push on iOS 17).
      let source = "product-\(product.id)"
      Button(product.name) {
        navigator.push(.route(Shop.product(product.id)).transition(.zoom(from: source)))
      }
      .waypointZoomSource(source)
    }
    .searchable(text: $text)
    .waypointTitle("Search")
  }
}

/// The account tab, in the You group of the sidebar; in debug builds, with a Debug section.
struct AccountScreen: View {
  @Environment(ShopModel.self) private var shop
  @Environment(Navigator<Shop>.self) private var navigator

  var body: some View {
    Form {
      LabeledContent("Signed in", value: shop.signedIn ? "yes" : "no")
      WaypointLink("Orders (\(shop.orders.count))", to: Shop.orders)
      WaypointLink("Edit name", to: Shop.editName)
      if shop.signedIn {
        Button("Sign out") {
          shop.signedIn = false
          navigator.recheckGuards()  // screens that need an account leave
        }
      }
      #if DEBUG
        Section("Debug") { ShareRecordingLink() }
      #endif
    }
    .waypointTitle("Account")
  }
}

/// The name editor: once the name changes, a leave guard asks "Discard changes?" on every way
/// out (the host's Back button, a tab re-tapped; the swipe back is held).
struct EditNameScreen: View {
  @Environment(Navigator<Shop>.self) private var navigator
  @Environment(\.screenEntry) private var entry
  @State private var name = ""
  @State private var leaveGuard: LeaveGuardID?

  var body: some View {
    Form {
      TextField("Name", text: $name)
      Button("Save") {
        if let leaveGuard { navigator.removeLeaveGuard(leaveGuard) }
        leaveGuard = nil
        navigator.pop()
      }
    }
    .onChange(of: name) {
      guard leaveGuard == nil, let entry else { return }
      leaveGuard = navigator.addLeaveGuard(protecting: entry.id) { [weak navigator] _ in
        guard let navigator else { return .leave }
        let answer = try await navigator.present(.discardChanges, expecting: Bool.self).value
        return answer.value == true ? .leave : .stay
      }
    }
    .waypointTitle("Edit name")
  }
}

/// The leave guard's prompt: finishes with `true` to discard the changes.
struct DiscardChangesScreen: View {
  @Environment(Navigator<Shop>.self) private var navigator
  @Environment(\.screenEntry) private var entry

  var body: some View {
    Form {
      Text("Discard changes?").font(.headline)
      Button("Discard", role: .destructive) {
        guard let entry else { return }
        navigator.context(for: entry.id)?.finish(with: true)
      }
      Button("Keep editing") {
        guard let entry else { return }
        navigator.context(for: entry.id)?.finish(with: false)
      }
    }
  }
}

/// The orders placed, opened from the account tab or by shop://account/orders.
struct OrdersScreen: View {
  @Environment(ShopModel.self) private var shop

  var body: some View {
    List(shop.orders) { order in
      LabeledContent("Order \(order.id)", value: order.total, format: .currency(code: "EUR"))
    }
    .overlay {
      if shop.orders.isEmpty { ContentUnavailableView("No orders yet", systemImage: "shippingbox") }
    }
    .waypointTitle("Orders")
  }
}
