import Foundation
import Testing
import WaypointHTTP

@Suite(.timeLimit(.minutes(1))) struct ClientLoadTests {
  @Test func downloadsALargeBodyIntact() async throws {
    try await TestServer.run { server in
      let count = 8 * 1_024 * 1_024
      let response = try await server.makeClient().send(Endpoint(.get, "bytes/\(count)"))
      #expect(response.body.count == count)
      #expect(response.body == patternBytes(count: count))
    }
  }

  @Test func uploadsALargeBodyIntact() async throws {
    try await TestServer.run { server in
      let sent = patternBytes(count: 4 * 1_024 * 1_024 + 7)
      let endpoint = Endpoint(.post, "echo", body: .data(sent, contentType: "application/octet-stream"))
      let response = try await server.makeClient().send(endpoint)
      #expect(response.body == sent)
      #expect(await server.received.all.first?.bodySize == sent.count)
    }
  }

  @Test func concurrentRequestsEachGetTheirOwnResponse() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let ids = Array(1...40)
      let products = try await withThrowingTaskGroup(of: (Int, Product).self) { group in
        for id in ids {
          group.addTask { (id, try await client.decode(Endpoint(.get, "products/\(id)"), as: Product.self)) }
        }
        return try await group.reduce(into: [Int: Product]()) { $0[$1.0] = $1.1 }
      }
      #expect(products.count == ids.count)
      #expect(products.allSatisfy { $0.key == $0.value.id })
      #expect(client.inFlightCount == 0)
      #expect(await server.received.all.count == ids.count)
    }
  }

  @Test func concurrentFailuresAndSuccessesDoNotMixUp() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let outcomes = await withTaskGroup(of: (Int, Int?).self) { group in
        for id in 95...106 {
          group.addTask {
            let error = await failure { () throws(HTTPError) in
              try await client.decode(Endpoint(.get, "products/\(id)"), as: Product.self)
            }
            return (id, error?.status?.code)
          }
        }
        return await group.reduce(into: [Int: Int?]()) { $0[$1.0] = $1.1 }
      }
      #expect(outcomes.count == 12)
      for (id, status) in outcomes {
        #expect(status == (id > 100 ? 404 : nil), "product \(id)")
      }
    }
  }
}
