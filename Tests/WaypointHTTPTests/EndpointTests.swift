import Foundation
import Testing
import WaypointHTTP

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite struct EndpointTests {
  @Test(arguments: [
    ("https://api.shop.example", "products", "https://api.shop.example/products"),
    ("https://api.shop.example/", "/products", "https://api.shop.example/products"),
    ("https://api.shop.example/v1", "products/42", "https://api.shop.example/v1/products/42"),
    ("https://api.shop.example/v1/", "/products/42/", "https://api.shop.example/v1/products/42/"),
    ("https://api.shop.example/v1", "", "https://api.shop.example/v1"),
    ("http://127.0.0.1:8080/api", "a b/ü", "http://127.0.0.1:8080/api/a%20b/%C3%BC"),
    ("https://api.shop.example", "what?x=1#top", "https://api.shop.example/what%3Fx=1%23top"),
    ("https://api.shop.example/v1?key=k", "products", "https://api.shop.example/v1/products?key=k"),
  ])
  func pathJoinsBaseURLWithOneSlash(base: String, path: String, expected: String) throws {
    let url = try Endpoint(.get, path).url(baseURL: URL(string: base)!)
    #expect(url.absoluteString == expected)
  }

  @Test func queryItemsAreAppendedAndPlusIsEncoded() throws {
    let endpoint = Endpoint(
      .get, "search",
      query: [URLQueryItem(name: "q", value: "a+b c&d=e"), URLQueryItem(name: "flag", value: nil)])
    let url = try endpoint.url(baseURL: URL(string: "https://api.shop.example/?lang=en")!)
    #expect(url.query == "lang=en&q=a%2Bb%20c%26d%3De&flag")
  }

  @Test(arguments: ["ftp://files.example/x", "/relative/path", "mailto:someone@example.com"])
  func nonHTTPBaseURLIsAnInvalidRequest(base: String) async {
    let error = await failure { () throws(HTTPError) in
      try Endpoint(.get, "x").urlRequest(baseURL: URL(string: base)!)
    }
    #expect(error?.caseName == "invalidRequest")
  }

  @Test func jsonBodySetsContentTypeAndEncodesValue() throws {
    let endpoint = Endpoint(.post, "cart", body: .json(APIError(message: "hi")))
    let request = try endpoint.urlRequest(baseURL: URL(string: "https://api.shop.example")!)
    #expect(request.httpMethod == "POST")
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/json")
    #expect(request.httpBody == Data(#"{"message":"hi"}"#.utf8))
  }

  @Test func rawBodyKeepsItsBytesAndContentType() throws {
    let bytes = Data([0, 1, 2, 255])
    let endpoint = Endpoint(.put, "avatar", body: .data(bytes, contentType: "image/png"))
    let request = try endpoint.urlRequest(baseURL: URL(string: "https://api.shop.example")!)
    #expect(request.httpBody == bytes)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "image/png")
  }

  @Test(arguments: ["Content-Type", "content-type", "CONTENT-TYPE"])
  func callerHeaderOverridesDefaultContentType(name: String) throws {
    let endpoint = Endpoint(
      .post, "cart", headers: [name: "application/vnd.shop+json", "Authorization": "Bearer t"],
      body: .json(APIError(message: "hi")))
    let request = try endpoint.urlRequest(baseURL: URL(string: "https://api.shop.example")!)
    let fields = request.allHTTPHeaderFields ?? [:]
    #expect(fields.keys.filter { $0.lowercased() == "content-type" }.count == 1)
    #expect(request.value(forHTTPHeaderField: "Content-Type") == "application/vnd.shop+json")
    #expect(request.value(forHTTPHeaderField: "Authorization") == "Bearer t")
  }

  @Test func unencodableBodyIsAnEncodingFailure() async {
    let endpoint = Endpoint(.post, "cart", body: .json(Double.nan))
    let error = await failure { () throws(HTTPError) in
      try endpoint.urlRequest(baseURL: URL(string: "https://api.shop.example")!)
    }
    #expect(error?.caseName == "encodingFailed")
  }

  @Test func timeoutIsSetOnlyWhenGiven() throws {
    let base = URL(string: "https://api.shop.example")!
    let plain = try Endpoint(.get, "x").urlRequest(baseURL: base)
    let timed = try Endpoint(.get, "x", timeout: .seconds(7)).urlRequest(baseURL: base)
    #expect(plain.timeoutInterval == URLRequest(url: base).timeoutInterval)
    #expect(timed.timeoutInterval == 7)
  }

  #if canImport(FoundationNetworking)
    @Test(arguments: [
      (Duration.milliseconds(100), 1.0), (.milliseconds(1_000), 1.0), (.milliseconds(1_500), 2.0),
      (.seconds(30), 30.0),
    ])
    func linuxTimeoutsRoundUpToWholeSeconds(timeout: Duration, expected: TimeInterval) throws {
      let request = try Endpoint(.get, "x", timeout: timeout)
        .urlRequest(baseURL: URL(string: "https://api.shop.example")!)
      #expect(request.timeoutInterval == expected)
    }
  #endif
}
