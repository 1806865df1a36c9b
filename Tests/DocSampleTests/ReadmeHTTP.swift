import Foundation
import WaypointHTTP

// The WaypointHTTP catalog.
struct Product: Decodable, Sendable { let name: String }
struct APIError: Decodable, Sendable { let message: String }

func show(_ text: String) {}

extension Endpoint {
  static func product(_ id: Int) -> Endpoint { Endpoint(.get, "products/\(id)") }
}

func showProduct(_ id: Int) async {
  let client: any HTTPClient = URLSessionHTTPClient(baseURL: URL(string: "https://api.shop.example/v1")!)
  do {
    let product = try await client.decode(.product(id), as: Product.self, errorBody: APIError.self)
    show(product.name)
  } catch .status(let response, let body) where response.status == .notFound {
    show((body as? APIError)?.message ?? "Not found")
  } catch .timedOut, .transport {
    show("Check your connection")
  } catch {
    show("\(error)")  // .cancelled, .missingBody, .decodingFailed(_, bodySize:), …
  }
}

extension Endpoint {
  static var catalogue: Endpoint { Endpoint(.get, "products") }
}

func catalogue() async throws(HTTPError) -> [Product] {
  let client: any HTTPClient = URLSessionHTTPClient(baseURL: URL(string: "https://api.shop.example/v1")!)
  return try await client.decode(.catalogue, as: [Product].self, errorBody: APIError.self)
}
