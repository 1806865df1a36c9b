import Foundation

/// A value describing one request: method, path below a base URL, query items, headers,
/// body and timeout.
///
/// An endpoint knows nothing about hosts; a client joins its ``path`` to the client's base
/// URL when it builds the request (see ``urlRequest(baseURL:)``). That keeps endpoints
/// plain values an app can list in one place, compare in tests and send to any client.
///
/// ```swift
/// extension Endpoint {
///   static func product(_ id: Int) -> Endpoint { Endpoint(.get, "products/\(id)") }
///   static func search(_ text: String) -> Endpoint {
///     Endpoint(.get, "products", query: [URLQueryItem(name: "q", value: text)])
///   }
/// }
/// let product = try await client.decode(.product(42), as: Product.self)
/// ```
public struct Endpoint: Sendable {
  /// The request method.
  public var method: HTTPMethod
  /// The path below the base URL, not percent-encoded (`"products/42"`); leading and
  /// trailing slashes do not matter. A `?` or `#` in it is sent encoded, as part of the
  /// path: put query parameters in ``queryItems``.
  public var path: String
  /// Query items appended after the base URL's own, in order; values are sent
  /// percent-encoded, `+` included.
  public var queryItems: [URLQueryItem]
  /// Header fields. A field set here wins over the body's default `Content-Type`,
  /// whatever the case of its name.
  public var headers: [String: String]
  /// The body, if any.
  public var body: HTTPBody?
  /// How long the request may wait for data before it fails with ``HTTPError/timedOut``;
  /// `nil` keeps the session's default.
  public var timeout: Duration?

  /// Creates an endpoint.
  ///
  /// - Parameters:
  ///   - method: The request method.
  ///   - path: The path below the base URL, not percent-encoded.
  ///   - query: Query items to append.
  ///   - headers: Header fields; they override the body's default `Content-Type`.
  ///   - body: The body, if any.
  ///   - timeout: The request's timeout, or `nil` for the session's default.
  public init(
    _ method: HTTPMethod = .get,
    _ path: String,
    query: [URLQueryItem] = [],
    headers: [String: String] = [:],
    body: HTTPBody? = nil,
    timeout: Duration? = nil
  ) {
    self.method = method
    self.path = path
    self.queryItems = query
    self.headers = headers
    self.body = body
    self.timeout = timeout
  }
}
