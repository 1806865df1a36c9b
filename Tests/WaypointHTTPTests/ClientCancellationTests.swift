import Foundation
import Testing
import WaypointHTTP

@Suite(.timeLimit(.minutes(1))) struct ClientCancellationTests {
  @Test func cancellingTheTaskCancelsItsRequest() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let task = Task {
        await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "hang")) }
      }
      await server.received.waitUntil(1, arrivedAt: "/hang")
      #expect(client.inFlightCount == 1)
      task.cancel()
      #expect(await task.value?.caseName == "cancelled")
      #expect(client.inFlightCount == 0)
    }
  }

  @Test func aTaskCancelledBeforeSendingSendsNothing() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let task = Task {
        withUnsafeCurrentTask { $0?.cancel() }
        return await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "products/1")) }
      }
      #expect(await task.value?.caseName == "cancelled")
      // A request that did go out would have been answered before this one.
      _ = try await client.send(Endpoint(.get, "products/2"))
      #expect(await server.received.paths == ["/products/2"])
    }
  }

  @Test func cancelAllCancelsEveryRequestInFlightAndOnlyThose() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let tasks = (0..<3).map { _ in
        Task { await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "hang")) } }
      }
      await server.received.waitUntil(3, arrivedAt: "/hang")
      #expect(client.inFlightCount == 3)
      client.cancelAll()
      for task in tasks {
        #expect(await task.value?.caseName == "cancelled")
      }
      #expect(client.inFlightCount == 0)
      // The client still works after cancelling.
      let product = try await client.decode(Endpoint(.get, "products/5"), as: Product.self)
      #expect(product.id == 5)
    }
  }

  @Test func cancellingOneRequestLeavesTheOthersRunning() async throws {
    try await TestServer.run { server in
      let client = server.makeClient()
      let hanging = Task {
        await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "hang")) }
      }
      await server.received.waitUntil(1, arrivedAt: "/hang")
      let other = Task {
        await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "hang")) }
      }
      await server.received.waitUntil(2, arrivedAt: "/hang")
      hanging.cancel()
      #expect(await hanging.value?.caseName == "cancelled")
      #expect(client.inFlightCount == 1)
      other.cancel()
      #expect(await other.value?.caseName == "cancelled")
    }
  }
}
