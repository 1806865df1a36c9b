import Foundation
import Testing
import WaypointHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite(.timeLimit(.minutes(1))) struct ClientErrorTests {
  @Test func errorStatusCarriesTheDecodedErrorBody() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in
        try await client.decode(Endpoint(.get, "products/404"), as: Product.self, errorBody: APIError.self)
      }
      #expect(error?.caseName == "status")
      #expect(error?.status == .notFound)
      #expect(error?.status?.kind == .clientError)
      #expect(error?.errorBody(as: APIError.self) == APIError(message: "No product 404"))
    }
  }

  @Test(arguments: [(400, HTTPStatus.Kind.clientError), (500, .serverError), (503, .serverError)])
  func errorStatusWithoutErrorTypeKeepsTheRawBody(code: Int, kind: HTTPStatus.Kind) async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in
        try await client.send(Endpoint(.get, "status/\(code)"))
      }
      guard case .status(let response, let errorBody) = error else {
        Issue.record("expected a status error, got \(String(describing: error))")
        return
      }
      #expect(response.status.code == code)
      #expect(response.status.kind == kind)
      #expect(errorBody == nil)
      let body = try JSONDecoder().decode(APIError.self, from: response.body)
      #expect(body == APIError(message: "Status \(code)"))
    }
  }

  @Test func unknownStatusIsKeptAsItsNumber() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in
        try await client.send(Endpoint(.get, "status/799"), errorBody: APIError.self)
      }
      #expect(error?.status?.code == 799)
      #expect(error?.status?.kind == .nonStandard)
      #expect(error?.errorBody(as: APIError.self) == APIError(message: "Status 799"))
    }
  }

  @Test func redirectStatusNotFollowedIsAnError() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "status/304"))
      }
      #expect(error?.status == .notModified)
      #expect(error?.status?.kind == .redirection)
    }
  }

  @Test(arguments: ["empty", "status/204"])
  func decodingAnEmptyBodyIsMissingBody(path: String) async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in
        try await client.decode(Endpoint(.get, path), as: Product.self)
      }
      #expect(error?.caseName == "missingBody")
      #expect(error?.status?.isSuccess == true)
    }
  }

  @Test func malformedJSONIsADecodingFailureWithTheBodySize() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in
        try await client.decode(Endpoint(.get, "malformed"), as: Product.self)
      }
      guard case .decodingFailed(let decodingError, let bodySize) = error else {
        Issue.record("expected a decoding failure, got \(String(describing: error))")
        return
      }
      #expect(bodySize == 18)
      guard case .dataCorrupted = decodingError else {
        Issue.record("expected dataCorrupted, got \(decodingError)")
        return
      }
    }
  }

  @Test func wrongShapeIsADecodingFailureNamingTheKey() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in
        try await client.decode(Endpoint(.get, "products/3"), as: NumberedProduct.self)
      }
      guard case .decodingFailed(.typeMismatch(_, let context), let bodySize) = error else {
        Issue.record("expected a type mismatch, got \(String(describing: error))")
        return
      }
      #expect(context.codingPath.last?.stringValue == "name")
      #expect(bodySize == 39)
    }
  }

  @Test func connectionRefusedIsATransportFailure() async throws {
    let error = try await TestServer.withClosedPort { closed in
      let client = URLSessionHTTPClient(baseURL: closed, configuration: .ephemeral, logging: .disabled)
      return await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "products/1")) }
    }
    guard case .transport(let urlError) = error else {
      Issue.record("expected a transport failure, got \(String(describing: error))")
      return
    }
    #expect(urlError.code == .cannotConnectToHost)
  }

  @Test func slowServerTimesOut() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in
        try await client.send(Endpoint(.get, "hang", timeout: .seconds(1)))
      }
      #expect(error?.caseName == "timedOut")
      #expect(client.inFlightCount == 0)
    }
  }
}

/// A product whose name the app wrongly expects to be a number.
private struct NumberedProduct: Decodable {
  var id: Int
  var name: Int
}
