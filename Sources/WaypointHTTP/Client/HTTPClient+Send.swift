import Foundation

extension HTTPClient {
  /// Sends an endpoint and returns its response if the status is a success (2xx).
  ///
  /// - Parameters:
  ///   - endpoint: The request to send.
  /// - Returns: The successful response.
  /// - Throws: ``HTTPError/status(_:errorBody:)`` for any other status, with no decoded
  ///   error body; the failures of ``response(for:)`` otherwise.
  public func send(_ endpoint: Endpoint) async throws(HTTPError) -> HTTPResponse {
    let response = try await response(for: endpoint)
    guard response.status.isSuccess else { throw .status(response, errorBody: nil) }
    return response
  }

  /// Sends an endpoint and returns its response if the status is a success (2xx), decoding
  /// the body of a failure as the app's error type.
  ///
  /// - Parameters:
  ///   - endpoint: The request to send.
  ///   - errorBody: The type the server's error bodies decode as.
  ///   - decoder: The decoder for the error body.
  /// - Returns: The successful response.
  /// - Throws: ``HTTPError/status(_:errorBody:)`` for any other status, with the decoded
  ///   body when it decodes as `errorBody` (otherwise `nil`); the failures of
  ///   ``response(for:)`` otherwise.
  public func send<ErrorBody: Decodable & Sendable>(
    _ endpoint: Endpoint, errorBody: ErrorBody.Type, decoder: JSONDecoder = JSONDecoder()
  ) async throws(HTTPError) -> HTTPResponse {
    let response = try await response(for: endpoint)
    guard response.status.isSuccess else {
      let decoded = response.body.isEmpty ? nil : try? decoder.decode(ErrorBody.self, from: response.body)
      throw .status(response, errorBody: decoded)
    }
    return response
  }

  /// Sends endpoints one after another, each only after the previous one succeeded, and
  /// stops at the first error.
  ///
  /// Use it for a fixed series (upload parts, then commit). When a request needs the
  /// previous one's result, write the awaits one after the other instead.
  ///
  /// - Parameters:
  ///   - endpoints: The requests, in order.
  /// - Returns: The successful responses, in order.
  /// - Throws: The first failure, as ``send(_:)`` reports it; the endpoints after it are
  ///   never sent.
  public func sendSequentially(_ endpoints: [Endpoint]) async throws(HTTPError) -> [HTTPResponse] {
    var responses: [HTTPResponse] = []
    responses.reserveCapacity(endpoints.count)
    for endpoint in endpoints {
      responses.append(try await send(endpoint))
    }
    return responses
  }
}
