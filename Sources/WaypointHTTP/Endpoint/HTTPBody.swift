import Foundation

/// The body of a request and its content type.
///
/// Make one from an `Encodable` value with ``json(_:encoder:)`` or from bytes you already
/// have with ``data(_:contentType:)``. A JSON body is encoded when the request is built,
/// so making an ``Endpoint`` never throws; a value that fails to encode surfaces as
/// ``HTTPError/encodingFailed(_:)`` from the client.
///
/// ```swift
/// let endpoint = Endpoint(.post, "cart/items", body: .json(CartItem(productID: 42, quantity: 1)))
/// ```
public struct HTTPBody: Sendable {
  /// The `Content-Type` sent with the body unless the endpoint's headers set one.
  public var contentType: String

  private let makeData: @Sendable () throws -> Data

  private init(contentType: String, makeData: @escaping @Sendable () throws -> Data) {
    self.contentType = contentType
    self.makeData = makeData
  }

  /// A body holding `value` encoded as JSON, sent as `application/json`.
  ///
  /// - Parameters:
  ///   - value: The value to encode.
  ///   - encoder: The encoder to use; a default `JSONEncoder` when omitted.
  /// - Returns: A body that encodes `value` each time a request is built from it.
  public static func json<Value: Encodable & Sendable>(
    _ value: Value, encoder: JSONEncoder = JSONEncoder()
  ) -> HTTPBody {
    HTTPBody(contentType: "application/json") { try encoder.encode(value) }
  }

  /// A body holding raw bytes with their content type.
  ///
  /// - Parameters:
  ///   - data: The bytes to send.
  ///   - contentType: Their media type, such as `"image/png"` or `"text/plain; charset=utf-8"`.
  /// - Returns: A body sending `data` as it is.
  public static func data(_ data: Data, contentType: String) -> HTTPBody {
    HTTPBody(contentType: contentType) { data }
  }

  /// The bytes to send.
  ///
  /// - Returns: The encoded body.
  /// - Throws: ``HTTPError/encodingFailed(_:)`` when a JSON value cannot be encoded.
  public func encoded() throws(HTTPError) -> Data {
    do {
      return try makeData()
    } catch let error as EncodingError {
      throw .encodingFailed(error)
    } catch {
      throw .encodingFailed(
        EncodingError.invalidValue(
          (), EncodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error)
        )
      )
    }
  }
}
