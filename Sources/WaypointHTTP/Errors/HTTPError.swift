import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Why a request did not produce the value asked for.
///
/// Every client method throws exactly this type, so a `catch` can switch over its cases:
///
/// ```swift
/// do {
///   product = try await client.decode(.product(id), as: Product.self, errorBody: APIError.self)
/// } catch .status(let response, let body) where response.status == .notFound {
///   message = (body as? APIError)?.message ?? "Not found"
/// } catch .timedOut, .transport {
///   message = "Check your connection"
/// } catch {
///   message = "\(error)"
/// }
/// ```
public enum HTTPError: Error, CustomStringConvertible {
  /// The request could not be built (a base URL that is not an absolute http(s) URL).
  case invalidRequest(reason: String)
  /// The request's body could not be encoded.
  case encodingFailed(EncodingError)
  /// The request never got a response: connection refused, host not found, connection
  /// lost, TLS failure. The `URLError` says which.
  case transport(URLError)
  /// No data arrived within the request's timeout.
  case timedOut
  /// The request was cancelled: its task was cancelled, or the client cancelled all.
  case cancelled
  /// The server answered with a status that is not a success (not 2xx). `errorBody` holds
  /// the body decoded as the error type the caller supplied, when it supplied one and the
  /// body decoded; the raw body is always in `response.body`.
  case status(HTTPResponse, errorBody: (any Sendable)?)
  /// A value was asked for but the response had no body.
  case missingBody(HTTPStatus)
  /// The body did not decode as the type asked for. `bodySize` is its length in bytes.
  case decodingFailed(DecodingError, bodySize: Int)

  /// The response's status for ``status(_:errorBody:)`` and ``missingBody(_:)``;
  /// `nil` for the others.
  public var status: HTTPStatus? {
    switch self {
    case .status(let response, _): response.status
    case .missingBody(let status): status
    default: nil
    }
  }

  /// The decoded error body of a ``status(_:errorBody:)`` failure, if it is a `Body`.
  ///
  /// - Parameters:
  ///   - type: The error body type passed to `send` or `decode`.
  /// - Returns: The decoded body, or `nil` for other failures or when it did not decode.
  public func errorBody<Body>(as type: Body.Type) -> Body? {
    guard case .status(_, let body) = self else { return nil }
    return body as? Body
  }

  public var description: String {
    switch self {
    case .invalidRequest(let reason): "Invalid request: \(reason)"
    case .encodingFailed(let error): "The request body could not be encoded: \(error)"
    case .transport(let error): "The request failed: \(error.code.rawValue) \(error.localizedDescription)"
    case .timedOut: "The request timed out"
    case .cancelled: "The request was cancelled"
    case .status(let response, _): "The server answered \(response.status)"
    case .missingBody(let status): "The server answered \(status) without the expected body"
    case .decodingFailed(let error, let size): "The \(size)-byte body did not decode: \(error)"
    }
  }
}
