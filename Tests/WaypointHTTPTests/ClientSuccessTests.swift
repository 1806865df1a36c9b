import Foundation
import Testing
import WaypointHTTP

@Suite(.timeLimit(.minutes(1))) struct ClientSuccessTests {
  @Test func decodesAProduct() async throws {
    try await TestServer.run { server in
      let product = try await server.makeClient().decode(Endpoint(.get, "products/7"), as: Product.self)
      #expect(product == Product(id: 7, name: "Product 7", price: 7.5))
      #expect(await server.received.paths == ["/products/7"])
    }
  }

  @Test func sendReturnsStatusHeadersAndBody() async throws {
    try await TestServer.run { server in
      let response = try await server.makeClient().send(Endpoint(.get, "bytes/10"))
      #expect(response.status == .ok)
      #expect(response.value(forHeader: "content-type") == "application/octet-stream")
      #expect(response.body == Data((0..<10).map { UInt8($0) }))
      #expect(response.url?.path == "/bytes/10")
    }
  }

  @Test func postsAJSONBodyWithItsContentType() async throws {
    try await TestServer.run { server in
      let sent = Product(id: 1, name: "Moka pot", price: 34)
      let response = try await server.makeClient().send(Endpoint(.post, "echo", body: .json(sent)))
      #expect(try JSONDecoder().decode(Product.self, from: response.body) == sent)
      #expect(response.value(forHeader: "X-Echo-Content-Type") == "application/json")
      #expect(await server.received.all.first?.method == "POST")
    }
  }

  @Test func callerContentTypeReachesTheServer() async throws {
    try await TestServer.run { server in
      let endpoint = Endpoint(
        .put, "echo", headers: ["content-type": "text/plain; charset=utf-8"],
        body: .json(APIError(message: "x")))
      let response = try await server.makeClient().send(endpoint)
      #expect(response.value(forHeader: "X-Echo-Content-Type") == "text/plain; charset=utf-8")
    }
  }

  @Test func queryItemsArriveDecoded() async throws {
    try await TestServer.run { server in
      let endpoint = Endpoint(
        .get, "query",
        query: [URLQueryItem(name: "q", value: "a+b c&d"), URLQueryItem(name: "page", value: "2")])
      let query = try await server.makeClient().decode(endpoint, as: [String: String].self)
      #expect(query == ["q": "a+b c&d", "page": "2"])
    }
  }

  @Test func headersReachTheServer() async throws {
    try await TestServer.run { server in
      let endpoint = Endpoint(.get, "headers", headers: ["Authorization": "Bearer t", "X-Shop": "demo"])
      let headers = try await server.makeClient().decode(endpoint, as: [String: String].self)
      #expect(headers["authorization"] == "Bearer t")
      #expect(headers["x-shop"] == "demo")
    }
  }

  @Test func responseForReturnsFailingStatusesWithoutThrowing() async throws {
    try await TestServer.run { server in
      let response = try await server.makeClient().response(for: Endpoint(.get, "status/503"))
      #expect(response.status == .serviceUnavailable)
      #expect(try JSONDecoder().decode(APIError.self, from: response.body) == APIError(message: "Status 503"))
    }
  }
}
