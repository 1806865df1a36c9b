import Foundation
import Testing
import WaypointHTTP

/// The behaviour every `HTTPClient` gets from its one requirement, checked with a client
/// that answers from memory.
@Suite struct HTTPClientContractTests {
  /// Answers `status/{code}` with that status and a `{"message": …}` body, anything else
  /// with 200 and the path as the body; records what it was asked.
  final class MemoryClient: HTTPClient, @unchecked Sendable {
    // NB: @unchecked because `paths` is only touched under `lock`.
    private let lock = NSLock()
    private var paths: [String] = []

    var sentPaths: [String] { lock.withLock { paths } }

    func response(for endpoint: Endpoint) async throws(HTTPError) -> HTTPResponse {
      lock.withLock { paths.append(endpoint.path) }
      let parts = endpoint.path.split(separator: "/")
      if parts.first == "status", let code = parts.last.flatMap({ Int($0) }) {
        return HTTPResponse(status: HTTPStatus(code), body: Data(#"{"message":"m\#(code)"}"#.utf8))
      }
      return HTTPResponse(status: .ok, body: Data("\"\(endpoint.path)\"".utf8))
    }
  }

  @Test(arguments: [200, 201, 204, 299])
  func sendAcceptsSuccessStatuses(code: Int) async throws {
    let response = try await MemoryClient().send(Endpoint(.get, "status/\(code)"))
    #expect(response.status.code == code)
  }

  @Test(arguments: [101, 302, 404, 500, 799])
  func sendRejectsEveryOtherStatus(code: Int) async {
    let error = await failure { () throws(HTTPError) in
      try await MemoryClient().send(Endpoint(.get, "status/\(code)"))
    }
    #expect(error?.status?.code == code)
    #expect(error?.errorBody(as: APIError.self) == nil)
  }

  @Test func errorBodyThatDoesNotDecodeIsNilButTheRawBodyStays() async {
    let error = await failure { () throws(HTTPError) in
      try await MemoryClient().send(Endpoint(.get, "status/500"), errorBody: Product.self)
    }
    guard case .status(let response, let body) = error else {
      Issue.record("expected a status error, got \(String(describing: error))")
      return
    }
    #expect(body == nil)
    #expect(String(decoding: response.body, as: UTF8.self) == #"{"message":"m500"}"#)
  }

  @Test func decodeReadsTheBody() async throws {
    #expect(try await MemoryClient().decode(Endpoint(.get, "hello"), as: String.self) == "hello")
  }

  @Test func sequenceStopsAtTheFirstFailure() async {
    let client = MemoryClient()
    let error = await failure { () throws(HTTPError) in
      try await client.sendSequentially([
        Endpoint(.get, "a"), Endpoint(.get, "status/401"), Endpoint(.get, "b"),
      ])
    }
    #expect(error?.status == .unauthorized)
    #expect(client.sentPaths == ["a", "status/401"])
  }

  @Test func emptySequenceSendsNothing() async throws {
    let client = MemoryClient()
    #expect(try await client.sendSequentially([]).isEmpty)
    #expect(client.sentPaths.isEmpty)
  }

  @Test func typedCatchMatchesCasesAsTheDocsShow() async {
    let message: String
    do {
      _ = try await MemoryClient().decode(
        Endpoint(.get, "status/404"), as: Product.self, errorBody: APIError.self)
      message = "loaded"
    } catch .status(let response, let body) where response.status == .notFound {
      message = (body as? APIError)?.message ?? "Not found"
    } catch .timedOut, .transport {
      message = "Check your connection"
    } catch {
      message = "\(error)"
    }
    #expect(message == "m404")
  }
}
