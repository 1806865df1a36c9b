import Foundation
import Testing
import WaypointHTTP

@Suite(.timeLimit(.minutes(1))) struct ClientSequenceTests {
  @Test func sendsInOrderAndReturnsEveryResponse() async throws {
    try await TestServer.run { server in
      let responses = try await server.makeClient().sendSequentially([
        Endpoint(.get, "products/1"), Endpoint(.post, "echo", body: .json(APIError(message: "x"))),
        Endpoint(.get, "products/3"),
      ])
      #expect(responses.map(\.status) == [.ok, .ok, .ok])
      #expect(await server.received.paths == ["/products/1", "/echo", "/products/3"])
    }
  }

  @Test func stopsAtTheFirstErrorAndSendsNothingAfterIt() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let error = await failure { () throws(HTTPError) in
        try await client.sendSequentially([
          Endpoint(.get, "products/1"), Endpoint(.get, "status/500"), Endpoint(.get, "products/3"),
        ])
      }
      #expect(error?.status == .internalServerError)
      #expect(await server.received.paths == ["/products/1", "/status/500"])
    }
  }
}
