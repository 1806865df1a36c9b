/// Something that sends endpoints and returns responses: the seam between an app and its
/// network.
///
/// Screens and presenters depend on `any HTTPClient`; the app passes a
/// ``URLSessionHTTPClient``, previews and tests pass a stub that answers from memory.
/// A conformer implements ``response(for:)`` only; ``send(_:)``, ``decode(_:as:decoder:)``
/// and ``sendSequentially(_:)`` are built on it, so every client checks statuses and
/// reports failures the same way.
///
/// Contract: ``response(for:)`` returns every response the server gives, whatever its
/// status, and throws only ``HTTPError/invalidRequest(reason:)``,
/// ``HTTPError/encodingFailed(_:)``, ``HTTPError/transport(_:)``, ``HTTPError/timedOut`` or
/// ``HTTPError/cancelled``. A task cancelled while it waits ends with
/// ``HTTPError/cancelled``.
public protocol HTTPClient: Sendable {
  /// Sends an endpoint and returns the response, whatever its status.
  ///
  /// - Parameters:
  ///   - endpoint: The request to send.
  /// - Returns: The response as received.
  /// - Throws: ``HTTPError`` when no response arrived or the request could not be built.
  func response(for endpoint: Endpoint) async throws(HTTPError) -> HTTPResponse
}
