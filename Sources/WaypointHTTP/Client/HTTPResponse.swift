import Foundation

/// A response as received: status, header fields, body and the URL it came from.
public struct HTTPResponse: Sendable, Equatable {
  /// The status, kept as its number whatever it is.
  public var status: HTTPStatus
  /// The header fields as the server sent them; read them with ``value(forHeader:)``,
  /// which ignores letter case.
  public var headers: [String: String]
  /// The body; empty when the server sent none.
  public var body: Data
  /// The URL of the response, after any redirects.
  public var url: URL?

  /// Creates a response.
  ///
  /// - Parameters:
  ///   - status: The status.
  ///   - headers: The header fields.
  ///   - body: The body.
  ///   - url: The URL it came from.
  public init(status: HTTPStatus, headers: [String: String] = [:], body: Data = Data(), url: URL? = nil) {
    self.status = status
    self.headers = headers
    self.body = body
    self.url = url
  }

  /// The value of a header field, whatever the letter case of `name`.
  ///
  /// - Parameters:
  ///   - name: The field's name, such as `"content-type"`.
  /// - Returns: The value, or `nil` when the response has no such field.
  public func value(forHeader name: String) -> String? {
    let wanted = name.lowercased()
    return headers.first { $0.key.lowercased() == wanted }?.value
  }
}
