import Foundation
import WaypointSwiftUI

/// The shop's screens.
enum Shop: Route, Codable {
  case catalog, product(Int), cart, checkout, login, search, account, orders, editName, discardChanges
}

/// The shop's tabs.
enum ShopTab: String, Hashable, Sendable, Codable {
  case catalog, search, account, orders
}

/// The groups of tabs in the sidebar.
enum ShopSection: String, Hashable, Sendable, Codable {
  case you
}

extension PresentationStyle {
  /// The cart's sheet: half the screen at first, pulled up to all of it.
  static let card = PresentationStyle("card", coversContent: false, allowsInteractiveDismissal: true)
}

/// What the checkout returns to the cart.
struct Order: Hashable, Sendable, Identifiable {
  let id: Int
  let items: [Product]

  var total: Decimal { items.reduce(0) { $0 + $1.price } }
}

/// One thing for sale.
struct Product: Hashable, Sendable, Identifiable {
  let id: Int
  let name: String
  let price: Decimal

  static let all = [
    Product(id: 1, name: "Trail map", price: 12),
    Product(id: 2, name: "Compass", price: 38),
    Product(id: 3, name: "Headlamp", price: 45),
    Product(id: 4, name: "Water bottle", price: 19),
  ]

  static func with(id: Int) -> Product? { all.first { $0.id == id } }
}
