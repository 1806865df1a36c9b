import FlyingFox
import FlyingSocks
import Foundation
import Logging
import WaypointHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The shop's product pages loaded through `URLSessionHTTPClient` from a real HTTP server
/// on 127.0.0.1 that this section starts and stops. `--debug-http` logs every request;
/// `--no-server` (or a server that cannot start) uses a clearly labelled in-process stub.
enum HTTPDemo {
  static func run(arguments: [String]) async {
    print("\n── HTTP: product pages over a local server ──")
    let debug = arguments.contains("--debug-http")
    let logger = Logger(label: "waypoint.http") { _ in HTTPLogPrinter() }
    // The flag switches logging on; so do -WaypointDebugHTTP and WAYPOINT_DEBUG_HTTP=1.
    var logging = HTTPLogging.launchSwitch(logger: logger)
    logging.isEnabled = logging.isEnabled || debug

    if arguments.contains("--no-server") {
      print("In-process stub (--no-server): no network, same client API.")
      await loadPages(with: ShopStubClient())
      return
    }
    do {
      try await ShopServer.run { baseURL in
        print("Shop API: \(baseURL) (local server, started for this section)")
        let client = URLSessionHTTPClient(baseURL: baseURL, configuration: .ephemeral, logging: logging)
        await loadPages(with: client)
      }
      let tip = debug ? "" : " Run with --debug-http to log each request and response."
      print("Server stopped." + tip)
    } catch {
      print("No local server (\(error)); using the in-process stub instead.")
      await loadPages(with: ShopStubClient())
    }
  }

  /// What the shop's screens do: the catalogue, a product page, a missing product, adding
  /// to the cart, and three pages loading at once.
  static func loadPages(with client: some WaypointHTTP.HTTPClient) async {
    do {
      let all = try await client.decode(.catalogue, as: [ShopProduct].self)
      row("catalogue", "GET products", "\(all.count) products: " + all.map(\.name).joined(separator: ", "))

      let page = try await client.decode(.product(2), as: ShopProduct.self, errorBody: ShopAPIError.self)
      row("product page", "GET products/2", "\(page.name) · \(page.price) · \"\(page.summary)\"")
    } catch {
      row("catalogue", "GET products", "failed: \(error)")
    }

    do {
      _ = try await client.decode(.product(99), as: ShopProduct.self, errorBody: ShopAPIError.self)
    } catch {
      let message = error.errorBody(as: ShopAPIError.self)?.message ?? "no error body"
      row(
        "missing product", "GET products/99",
        "\(error.status.map { "\($0)" } ?? "\(error)"), API says: \"\(message)\"")
    }

    do {
      let added = try await client.send(.addToCart(productID: 2, quantity: 1))
      row("add to cart", "POST cart/items", "\(added.status)")
    } catch {
      row("add to cart", "POST cart/items", "failed: \(error)")
    }

    let names = await withTaskGroup(of: (Int, String).self) { group in
      for id in 1...3 {
        group.addTask {
          let name = (try? await client.decode(.product(id), as: ShopProduct.self).name) ?? "failed"
          return (id, name)
        }
      }
      return await group.reduce(into: [Int: String]()) { $0[$1.0] = $1.1 }
    }
    let ordered = names.keys.sorted().compactMap { names[$0] }.joined(separator: ", ")
    row("3 pages at once", "GET products/1…3", "\(ordered) (each answer to its own caller)")
  }

  private static func row(_ screen: String, _ request: String, _ outcome: String) {
    let screen = screen.padding(toLength: 16, withPad: " ", startingAt: 0)
    let request = request.padding(toLength: 18, withPad: " ", startingAt: 0)
    print("  \(screen) \(request) → \(outcome)")
  }
}

// MARK: - The shop's API, as the app describes it

extension Endpoint {
  fileprivate static let catalogue = Endpoint(.get, "products")
  fileprivate static func product(_ id: Int) -> Endpoint { Endpoint(.get, "products/\(id)") }
  fileprivate static func addToCart(productID: Int, quantity: Int) -> Endpoint {
    Endpoint(
      .post, "cart/items", headers: ["Authorization": "Bearer demo-token"],
      body: .json(ShopCartItem(productID: productID, quantity: quantity)))
  }
}

private struct ShopProduct: Codable, Sendable {
  var id: Int
  var name: String
  var priceCents: Int
  var summary: String
  var price: String { String(format: "€%d.%02d", priceCents / 100, priceCents % 100) }

  static let all = [
    ShopProduct(id: 1, name: "Espresso cup", priceCents: 950, summary: "Thick porcelain, 90 ml"),
    ShopProduct(id: 2, name: "Moka pot", priceCents: 3_400, summary: "Stovetop coffee for three"),
    ShopProduct(id: 3, name: "Milk jug", priceCents: 1_400, summary: "Steel, 350 ml"),
  ]
}

private struct ShopCartItem: Codable, Sendable {
  var productID: Int
  var quantity: Int
}

private struct ShopAPIError: Codable, Sendable {
  var message: String
}

// MARK: - The local server (FlyingFox on 127.0.0.1, a port the system picks)

private enum ShopServer {
  /// Starts the shop API, runs `body` with its base URL, and stops it.
  static func run(_ body: (URL) async -> Void) async throws {
    let server = HTTPServer(
      address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0), timeout: 5, logger: .disabled,
      handler: ClosureHTTPHandler { request in respond(to: request.method.rawValue, path: request.path) })
    let running = Task { try await server.run() }
    defer { running.cancel() }
    try await server.waitUntilListening()
    guard case .ip4(_, let port) = await server.listeningAddress else { throw SocketError.disconnected }
    await body(URL(string: "http://127.0.0.1:\(port)/api")!)
    await server.stop(timeout: 0)
  }

  private static func respond(to method: String, path: String) -> FlyingFox.HTTPResponse {
    let parts = path.split(separator: "/").map(String.init)
    switch (method, parts) {
    case ("GET", ["api", "products"]):
      return json(.ok, ShopProduct.all)
    case ("GET", let parts) where parts.count == 3 && parts[1] == "products":
      guard let product = ShopProduct.all.first(where: { "\($0.id)" == parts[2] }) else {
        return json(.notFound, ShopAPIError(message: "No product \(parts[2])"))
      }
      return json(.ok, product)
    case ("POST", ["api", "cart", "items"]):
      return FlyingFox.HTTPResponse(statusCode: .created)
    default:
      return json(.notFound, ShopAPIError(message: "No route \(method) \(path)"))
    }
  }

  private static func json(_ status: HTTPStatusCode, _ value: some Encodable) -> FlyingFox.HTTPResponse {
    let body = (try? JSONEncoder().encode(value)) ?? Data()
    return FlyingFox.HTTPResponse(statusCode: status, headers: [.contentType: "application/json"], body: body)
  }
}

// MARK: - The in-process stub (no network): the same screens through another HTTPClient

private struct ShopStubClient: WaypointHTTP.HTTPClient {
  func response(for endpoint: Endpoint) async throws(HTTPError) -> WaypointHTTP.HTTPResponse {
    let encoder = JSONEncoder()
    let parts = endpoint.path.split(separator: "/").map(String.init)
    func json(_ status: HTTPStatus, _ value: some Encodable) -> WaypointHTTP.HTTPResponse {
      WaypointHTTP.HTTPResponse(status: status, body: (try? encoder.encode(value)) ?? Data())
    }
    switch (endpoint.method, parts) {
    case (.get, ["products"]): return json(.ok, ShopProduct.all)
    case (.get, let parts) where parts.count == 2:
      guard let product = ShopProduct.all.first(where: { "\($0.id)" == parts[1] }) else {
        return json(.notFound, ShopAPIError(message: "No product \(parts[1])"))
      }
      return json(.ok, product)
    case (.post, ["cart", "items"]): return WaypointHTTP.HTTPResponse(status: .created)
    default: return json(.notFound, ShopAPIError(message: "No route"))
    }
  }
}

// MARK: - Debug log lines, printed plainly

/// Prints each log line indented under the section, without timestamps.
private struct HTTPLogPrinter: LogHandler {
  var metadata: Logger.Metadata = [:]
  var logLevel: Logger.Level = .trace

  subscript(metadataKey key: String) -> Logger.Metadata.Value? {
    get { metadata[key] }
    set { metadata[key] = newValue }
  }

  func log(event: LogEvent) {
    print("    [http] \(event.message)")
  }
}
