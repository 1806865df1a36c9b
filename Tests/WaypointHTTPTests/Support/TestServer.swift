import FlyingFox
import FlyingSocks
import Foundation
import Testing

/// A real HTTP/1.1 server on 127.0.0.1, on a port the system picks, that lives for one
/// test: `try await TestServer.run { server in ... }` starts it and stops it.
///
/// Routes (all answers are JSON unless said otherwise):
/// - `GET /products/{id}`: a `Product`; ids above 100 answer 404 with an `APIError` body.
/// - `GET /status/{code}`: that status, with an `APIError` body unless it is 204 or 304.
/// - `GET /empty`: 200 with no body.
/// - `GET /malformed`: 200 with a body that is not JSON.
/// - `GET /bytes/{count}`: `count` bytes, byte `i` being `i % 251`.
/// - `GET /query`: the query items as a JSON object.
/// - `POST /echo`, `PUT /echo`: the request body back, its content type in `X-Echo-Content-Type`.
/// - `GET /headers`: the request's header fields (lower-cased names) as a JSON object.
/// - `GET /hang`: answers only when the server stops.
final class TestServer: Sendable {
  let baseURL: URL
  let received: ReceivedRequests

  private init(baseURL: URL, received: ReceivedRequests) {
    self.baseURL = baseURL
    self.received = received
  }

  /// Starts a server, runs `body` with it, then stops it whether `body` threw or not.
  static func run<T>(_ body: (TestServer) async throws -> T) async throws -> T {
    let received = ReceivedRequests()
    let gate = Gate()
    let server = HTTPServer(
      address: try sockaddr_in.inet(ip4: "127.0.0.1", port: 0),
      timeout: 10,
      logger: .disabled,
      handler: ClosureHTTPHandler { request in
        await respond(to: request, received: received, gate: gate)
      }
    )
    let running = Task { try await server.run() }
    func stop() async {
      await gate.open()
      await server.stop(timeout: 0)
      running.cancel()
    }
    do {
      try await server.waitUntilListening()
      guard case .ip4(_, let port) = await server.listeningAddress else {
        throw TestServerError.notListening
      }
      let testServer = TestServer(baseURL: URL(string: "http://127.0.0.1:\(port)/")!, received: received)
      let result = try await body(testServer)
      await stop()
      return result
    } catch {
      await stop()
      throw error
    }
  }

  /// A base URL where nothing listens: a port the system handed out and took back.
  static func closedPortURL() async throws -> URL {
    try await run { $0.baseURL }
  }

  private static func respond(
    to request: FlyingFox.HTTPRequest, received: ReceivedRequests, gate: Gate
  ) async -> FlyingFox.HTTPResponse {
    let body = (try? await request.bodyData) ?? Data()
    var headers: [String: String] = [:]
    for (name, value) in request.headers {
      headers[name.rawValue.lowercased()] = value
    }
    let query = Dictionary(request.query.map { ($0.name, $0.value) }, uniquingKeysWith: { $1 })
    await received.record(
      ReceivedRequest(
        method: request.method.rawValue, path: request.path, query: query, headers: headers,
        bodySize: body.count))

    let parts = request.path.split(separator: "/").map(String.init)
    switch (request.method.rawValue, parts.first, parts.dropFirst().first) {
    case ("GET", "products", let id?):
      guard let id = Int(id) else { return json(400, APIError(message: "Bad id \(id)")) }
      guard id <= 100 else { return json(404, APIError(message: "No product \(id)")) }
      return json(200, Product(id: id, name: "Product \(id)", price: Double(id) + 0.5))
    case ("GET", "status", let code?):
      let status = Int(code) ?? 500
      if status == 204 || status == 304 { return FlyingFox.HTTPResponse(statusCode: statusCode(status)) }
      return json(status, APIError(message: "Status \(status)"))
    case ("GET", "empty", _):
      return FlyingFox.HTTPResponse(statusCode: .ok)
    case ("GET", "malformed", _):
      return FlyingFox.HTTPResponse(statusCode: .ok, body: Data("{\"id\": 1, \"name\": ".utf8))
    case ("GET", "bytes", let count?):
      let bytes = patternBytes(count: Int(count) ?? 0)
      return FlyingFox.HTTPResponse(
        statusCode: .ok, headers: [.contentType: "application/octet-stream"], body: bytes)
    case ("GET", "query", _):
      return json(200, query)
    case ("GET", "headers", _):
      return json(200, headers)
    case ("POST", "echo", _), ("PUT", "echo", _):
      return FlyingFox.HTTPResponse(
        statusCode: .ok, headers: [HTTPHeader("X-Echo-Content-Type"): headers["content-type"] ?? ""],
        body: body)
    case ("GET", "hang", _):
      await gate.wait()
      return FlyingFox.HTTPResponse(statusCode: .ok)
    default:
      return json(404, APIError(message: "No route \(request.method.rawValue) \(request.path)"))
    }
  }

  private static func json(_ status: Int, _ value: some Encodable) -> FlyingFox.HTTPResponse {
    FlyingFox.HTTPResponse(
      statusCode: statusCode(status), headers: [.contentType: "application/json"],
      body: try! JSONEncoder().encode(value))
  }

  private static func statusCode(_ code: Int) -> HTTPStatusCode {
    HTTPStatusCode(code, phrase: "Status \(code)")
  }
}

enum TestServerError: Error {
  case notListening
}
