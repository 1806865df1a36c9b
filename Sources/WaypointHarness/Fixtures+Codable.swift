import Foundation
import Waypoint

// Codable forms of the shared fixtures, for the restoration tests.

extension TabID: Codable {}

extension Page: Codable {
  init(from decoder: any Decoder) throws {
    let name = try decoder.singleValueContainer().decode(String.self)
    let simple: [String: Page] = [
      "home": .home, "cart": .cart, "checkout": .checkout, "settings": .settings, "login": .login,
      "reviews": .reviews,
    ]
    if let page = simple[name] {
      self = page
    } else if name.hasPrefix("product/"), let id = Int(name.dropFirst("product/".count)) {
      self = .product(id)
    } else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "no page \(name)"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    switch self {
    case .product(let id): try container.encode("product/\(id)")
    default: try container.encode("\(self)")
    }
  }
}

extension Profile: Codable {
  init(from decoder: any Decoder) throws {
    switch try decoder.singleValueContainer().decode(String.self) {
    case "home": self = .home
    case "orders": self = .orders
    default:
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "no profile"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(self == .home ? "home" : "orders")
  }
}
