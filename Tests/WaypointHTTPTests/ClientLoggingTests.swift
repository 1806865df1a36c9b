import Foundation
import InMemoryLogging
import Logging
import Testing
import WaypointHTTP

@Suite(.timeLimit(.minutes(1))) struct ClientLoggingTests {
  private func logging(enabled: Bool, bodies: Bool = false) -> (HTTPLogging, InMemoryLogHandler) {
    let handler = InMemoryLogHandler()
    let logger = Logger(label: "test.http") { _ in handler }
    return (HTTPLogging(isEnabled: enabled, includesBodies: bodies, logger: logger), handler)
  }

  private let secretEndpoint = Endpoint(.get, "products/9", headers: ["Authorization": "Bearer s3cret"])

  @Test func logsNothingWhenOff() async throws {
    try await TestServer.run { server in
      let (logging, handler) = logging(enabled: false)
      _ = try await server.makeClient(logging: logging).send(secretEndpoint)
      #expect(handler.entries.isEmpty)
    }
  }

  @Test func logsRequestAndResponseWithSecretsRedacted() async throws {
    try await TestServer.run { server in
      let (logging, handler) = logging(enabled: true)
      _ = try await server.makeClient(logging: logging).send(secretEndpoint)
      let lines = handler.entries.map { "\($0.message)" }
      let url = server.baseURL.absoluteString + "products/9"
      #expect(lines.count == 2)
      #expect(lines.first?.hasPrefix("→ #1 GET \(url) · Authorization: <redacted>") == true)
      #expect(lines.last?.hasPrefix("← #1 200 OK GET \(url) · ") == true)
      #expect(lines.last?.contains(" ms · ") == true)
      #expect(lines.allSatisfy { !$0.contains("s3cret") })
      // The server still got the real header.
      #expect(await server.received.all.first?.headers["authorization"] == "Bearer s3cret")
    }
  }

  @Test func logsBodiesOnlyWhenAsked() async throws {
    try await TestServer.run { server in
      let (quiet, quietHandler) = logging(enabled: true)
      let (loud, loudHandler) = logging(enabled: true, bodies: true)
      let endpoint = Endpoint(.post, "echo", body: .json(APIError(message: "hello")))
      _ = try await server.makeClient(logging: quiet).send(endpoint)
      _ = try await server.makeClient(logging: loud).send(endpoint)
      #expect(quietHandler.entries.allSatisfy { !"\($0.message)".contains("hello") })
      let loudLines = loudHandler.entries.map { "\($0.message)" }
      #expect(loudLines.contains(#"  #1 request body: {"message":"hello"}"#))
      #expect(loudLines.contains(#"  #1 response body: {"message":"hello"}"#))
    }
  }

  @Test func logsFailuresWithTheirCause() async throws {
    try await TestServer.run { server in
      let (logging, handler) = logging(enabled: true)
      let client = server.makeClient(logging: logging)
      _ = await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "status/404")) }
      let task = Task {
        await failure { () throws(HTTPError) in try await client.send(Endpoint(.get, "hang")) }
      }
      await server.received.waitUntil(1, arrivedAt: "/hang")
      task.cancel()
      _ = await task.value
      let lines = handler.entries.map { "\($0.message)" }
      #expect(lines.contains { $0.hasPrefix("← #1 404 Not Found GET ") })
      #expect(lines.contains { $0.hasPrefix("✕ #2 GET ") && $0.hasSuffix("The request was cancelled") })
    }
  }
}
