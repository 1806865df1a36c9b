import Foundation
import Testing
import WaypointHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct HTTPErrorTests {
  @Test(arguments: [
    (URLError.Code.timedOut, "timedOut"), (.cancelled, "cancelled"),
    (.cannotConnectToHost, "transport"), (.networkConnectionLost, "transport"),
    (.notConnectedToInternet, "transport"), (.cannotFindHost, "transport"),
  ])
  func urlErrorsAreClassified(code: URLError.Code, expected: String) {
    #expect(HTTPError(urlSessionError: URLError(code)).caseName == expected)
    let nsError = NSError(domain: NSURLErrorDomain, code: code.rawValue)
    #expect(HTTPError(urlSessionError: nsError).caseName == expected)
  }

  @Test func swiftCancellationIsCancelled() {
    #expect(HTTPError(urlSessionError: CancellationError()).caseName == "cancelled")
  }

  @Test func transportKeepsTheURLErrorCode() {
    guard case .transport(let error) = HTTPError(urlSessionError: URLError(.cannotConnectToHost)) else {
      Issue.record("not a transport error")
      return
    }
    #expect(error.code == .cannotConnectToHost)
  }

  @Test func errorBodyIsReadBackAsItsType() {
    let response = HTTPResponse(status: .notFound, body: Data("{}".utf8))
    let error = HTTPError.status(response, errorBody: APIError(message: "gone"))
    #expect(error.errorBody(as: APIError.self) == APIError(message: "gone"))
    #expect(error.errorBody(as: Product.self) == nil)
    #expect(error.status == .notFound)
    #expect(HTTPError.timedOut.errorBody(as: APIError.self) == nil)
    #expect(HTTPError.timedOut.status == nil)
  }
}
