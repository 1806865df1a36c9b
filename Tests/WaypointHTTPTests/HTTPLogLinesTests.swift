import Foundation
import Testing

@testable import WaypointHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HTTPLogLinesTests {
  let id = RequestID(number: 7)

  @Test func requestLineShowsMethodURLHeadersAndSizeWithSecretsRedacted() throws {
    let endpoint = Endpoint(
      .post, "cart", headers: ["Authorization": "Bearer s3cret", "X-Trace": "t1"],
      body: .data(Data(count: 42), contentType: "application/json"))
    let request = try endpoint.urlRequest(baseURL: URL(string: "https://api.shop.example")!)
    let line = HTTPLogLines.request(request, id: id, redacting: HTTPLogging.defaultRedactedHeaders)
    #expect(
      line
        == "→ #7 POST https://api.shop.example/cart · Authorization: <redacted>, "
        + "Content-Type: application/json, X-Trace: t1 · 42 B")
    #expect(!line.contains("s3cret"))
  }

  @Test func responseLineShowsStatusDurationAndSize() {
    let request = URLRequest(url: URL(string: "https://api.shop.example/products/1")!)
    let response = HTTPResponse(status: .notFound, body: Data(count: 1_536))
    let line = HTTPLogLines.response(response, request: request, id: id, duration: .milliseconds(12))
    #expect(line == "← #7 404 Not Found GET https://api.shop.example/products/1 · 12 ms · 1.5 KB")
  }

  @Test func failureLineShowsTheError() {
    let request = URLRequest(url: URL(string: "https://api.shop.example/slow")!)
    let line = HTTPLogLines.failure(.timedOut, request: request, id: id, duration: .seconds(1))
    #expect(line == "✕ #7 GET https://api.shop.example/slow · 1000 ms · The request timed out")
  }

  @Test(arguments: [
    (Data("{\"a\":\n1}".utf8), 100, "  #7 response body: {\"a\": 1}"),
    (Data("abcdef".utf8), 3, "  #7 response body: abc …(6 B in all)"),
    (Data([0xFF, 0xFE]), 100, "  #7 response body: <2 B not UTF-8>"),
  ])
  func bodyLineIsCutAtTheLimit(data: Data, limit: Int, expected: String) {
    #expect(HTTPLogLines.body(data, label: "response", id: id, limit: limit) == expected)
  }

  @Test(arguments: [(0, "0 B"), (1_023, "1023 B"), (1_024, "1.0 KB"), (8_388_608, "8.0 MB")])
  func byteCountsAreReadable(count: Int, text: String) {
    #expect(HTTPLogLines.byteCount(count) == text)
  }
}
