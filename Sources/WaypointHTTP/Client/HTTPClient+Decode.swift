import Foundation

extension HTTPClient {
  /// Sends an endpoint and decodes a successful response's JSON body as `Value`.
  ///
  /// ```swift
  /// let product = try await client.decode(.product(42), as: Product.self)
  /// ```
  ///
  /// - Parameters:
  ///   - endpoint: The request to send.
  ///   - type: The type to decode the body as.
  ///   - decoder: The decoder; a default `JSONDecoder` when omitted.
  /// - Returns: The decoded value.
  /// - Throws: The failures of ``send(_:)``; ``HTTPError/missingBody(_:)`` for an empty
  ///   body; ``HTTPError/decodingFailed(_:bodySize:)`` when the body does not decode.
  public func decode<Value: Decodable>(
    _ endpoint: Endpoint, as type: Value.Type, decoder: JSONDecoder = JSONDecoder()
  ) async throws(HTTPError) -> Value {
    try Self.decodeBody(of: try await send(endpoint), as: type, decoder: decoder)
  }

  /// Sends an endpoint and decodes a successful response's JSON body as `Value`, and a
  /// failed one's as `ErrorBody`.
  ///
  /// ```swift
  /// do {
  ///   let product = try await client.decode(.product(42), as: Product.self, errorBody: APIError.self)
  /// } catch {
  ///   print(error.errorBody(as: APIError.self)?.message ?? "\(error)")
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - endpoint: The request to send.
  ///   - type: The type to decode a successful body as.
  ///   - errorBody: The type the server's error bodies decode as.
  ///   - decoder: The decoder for both bodies.
  /// - Returns: The decoded value.
  /// - Throws: The failures of ``send(_:errorBody:decoder:)``;
  ///   ``HTTPError/missingBody(_:)`` for an empty body;
  ///   ``HTTPError/decodingFailed(_:bodySize:)`` when the body does not decode.
  public func decode<Value: Decodable, ErrorBody: Decodable & Sendable>(
    _ endpoint: Endpoint, as type: Value.Type, errorBody: ErrorBody.Type,
    decoder: JSONDecoder = JSONDecoder()
  ) async throws(HTTPError) -> Value {
    let response = try await send(endpoint, errorBody: errorBody, decoder: decoder)
    return try Self.decodeBody(of: response, as: type, decoder: decoder)
  }

  private static func decodeBody<Value: Decodable>(
    of response: HTTPResponse, as type: Value.Type, decoder: JSONDecoder
  ) throws(HTTPError) -> Value {
    guard !response.body.isEmpty else { throw .missingBody(response.status) }
    do {
      return try decoder.decode(type, from: response.body)
    } catch let error as DecodingError {
      throw .decodingFailed(error, bodySize: response.body.count)
    } catch {
      let context = DecodingError.Context(
        codingPath: [], debugDescription: "\(error)", underlyingError: error)
      throw .decodingFailed(.dataCorrupted(context), bodySize: response.body.count)
    }
  }
}
