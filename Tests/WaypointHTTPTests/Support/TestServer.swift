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
    let server = try LoopbackServer { request in
      await respond(to: request, received: received, gate: gate)
    }
    let testServer = TestServer(
      baseURL: URL(string: "http://127.0.0.1:\(server.port)/")!, received: received)
    let result: Result<T, any Error>
    do {
      result = .success(try await body(testServer))
    } catch {
      result = .failure(error)
    }
    await gate.open()
    await server.stop()
    return try result.get()
  }

  /// Runs `body` with a base URL where nothing listens.
  // NB: the port stays bound (not listening) until `body` returns: a port handed out and taken
  // back could be handed to another test's server running in parallel, which would answer.
  static func withClosedPort<T>(_ body: (URL) async throws -> T) async throws -> T {
    let (reserved, port) = try LoopbackServer.closedPort()
    defer { close(reserved) }
    return try await body(URL(string: "http://127.0.0.1:\(port)/")!)
  }

  private static func respond(
    to request: LoopbackServer.Request, received: ReceivedRequests, gate: Gate
  ) async -> LoopbackServer.Response {
    await received.record(
      ReceivedRequest(
        method: request.method, path: request.path, query: request.query, headers: request.headers,
        bodySize: request.body.count))

    let parts = request.path.split(separator: "/").map(String.init)
    switch (request.method, parts.first, parts.dropFirst().first) {
    case ("GET", "products", let id?):
      guard let id = Int(id) else { return json(400, APIError(message: "Bad id \(id)")) }
      guard id <= 100 else { return json(404, APIError(message: "No product \(id)")) }
      return json(200, Product(id: id, name: "Product \(id)", price: Double(id) + 0.5))
    case ("GET", "status", let code?):
      let status = Int(code) ?? 500
      if status == 204 || status == 304 { return LoopbackServer.Response(status: status) }
      return json(status, APIError(message: "Status \(status)"))
    case ("GET", "empty", _):
      return LoopbackServer.Response(status: 200)
    case ("GET", "malformed", _):
      return LoopbackServer.Response(status: 200, body: Data("{\"id\": 1, \"name\": ".utf8))
    case ("GET", "bytes", let count?):
      return LoopbackServer.Response(
        status: 200, headers: ["Content-Type": "application/octet-stream"],
        body: patternBytes(count: Int(count) ?? 0))
    case ("GET", "query", _):
      return json(200, request.query)
    case ("GET", "headers", _):
      return json(200, request.headers)
    case ("POST", "echo", _), ("PUT", "echo", _):
      return LoopbackServer.Response(
        status: 200, headers: ["X-Echo-Content-Type": request.headers["content-type"] ?? ""],
        body: request.body)
    case ("GET", "hang", _):
      await gate.wait()
      return LoopbackServer.Response(status: 200)
    default:
      return json(404, APIError(message: "No route \(request.method) \(request.path)"))
    }
  }

  private static func json(_ status: Int, _ value: some Encodable) -> LoopbackServer.Response {
    LoopbackServer.Response(
      status: status, headers: ["Content-Type": "application/json"],
      body: try! JSONEncoder().encode(value))
  }
}
