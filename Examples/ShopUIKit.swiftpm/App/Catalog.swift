/// A product of the sample catalogue.
struct Product: Identifiable, Hashable, Sendable {
  let id: Int
  let name: String
  let price: Int
}

/// The sample catalogue: made up, so the app runs without a server.
enum Catalog {
  static let products = (1...200).map { Product(id: $0, name: "Mug no. \($0)", price: 8 + $0 % 12) }

  static func product(_ id: Int) -> Product {
    products.first { $0.id == id } ?? Product(id: id, name: "Mug no. \(id)", price: 10)
  }
}
