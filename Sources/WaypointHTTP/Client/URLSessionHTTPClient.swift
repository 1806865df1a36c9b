import Foundation
import Logging

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An ``HTTPClient`` that sends endpoints below a base URL over `URLSession`
/// (FoundationNetworking on Linux).
///
/// The client tracks each request by identity while it is in flight. Cancelling the task
/// that awaits a request cancels that request; ``cancelAll()`` cancels every request in
/// flight (a screen going away, a user signing out). Either way the caller gets
/// ``HTTPError/cancelled``.
///
/// ```swift
/// let client = URLSessionHTTPClient(baseURL: URL(string: "https://api.shop.example/v1")!)
/// let product = try await client.decode(Endpoint(.get, "products/42"), as: Product.self)
/// ```
public final class URLSessionHTTPClient: HTTPClient {
  /// The URL every endpoint's path is joined to.
  public let baseURL: URL
  /// Whether and how requests are logged.
  public let logging: HTTPLogging

  private let session: URLSession
  private let ownsSession: Bool
  private let inFlight = InFlightRequests()

  /// Creates a client with a session of its own, made from `configuration`.
  ///
  /// - Parameters:
  ///   - baseURL: An absolute `http` or `https` URL every endpoint's path is joined to.
  ///   - configuration: The session's configuration; `.default` when omitted.
  ///   - logging: Request logging; by default on only when the process was launched with
  ///     `-WaypointDebugHTTP` or `WAYPOINT_DEBUG_HTTP=1`.
  public convenience init(
    baseURL: URL,
    configuration: URLSessionConfiguration = .default,
    logging: HTTPLogging = .launchSwitch()
  ) {
    self.init(
      baseURL: baseURL, session: URLSession(configuration: configuration), owned: true, logging: logging)
  }

  /// Creates a client that sends its requests through an existing session.
  ///
  /// - Parameters:
  ///   - baseURL: An absolute `http` or `https` URL every endpoint's path is joined to.
  ///   - session: The session to use; the client never invalidates it.
  ///   - logging: Request logging; by default on only when the process was launched with
  ///     `-WaypointDebugHTTP` or `WAYPOINT_DEBUG_HTTP=1`.
  public convenience init(baseURL: URL, session: URLSession, logging: HTTPLogging = .launchSwitch()) {
    self.init(baseURL: baseURL, session: session, owned: false, logging: logging)
  }

  private init(baseURL: URL, session: URLSession, owned: Bool, logging: HTTPLogging) {
    self.baseURL = baseURL
    self.session = session
    self.ownsSession = owned
    self.logging = logging
  }

  deinit {
    // NB: every request in flight holds the client, so none is running here.
    if ownsSession { session.finishTasksAndInvalidate() }
  }

  /// The number of requests in flight.
  public var inFlightCount: Int { inFlight.count }

  /// Cancels every request in flight; each of their callers gets ``HTTPError/cancelled``.
  ///
  /// Requests sent afterwards go out as usual.
  public func cancelAll() {
    inFlight.cancelAll()
  }

  /// Sends an endpoint and returns the response, whatever its status.
  ///
  /// - Parameters:
  ///   - endpoint: The request to send.
  /// - Returns: The response as received.
  /// - Throws: ``HTTPError/invalidRequest(reason:)`` or ``HTTPError/encodingFailed(_:)``
  ///   when the request cannot be built; ``HTTPError/transport(_:)``,
  ///   ``HTTPError/timedOut`` or ``HTTPError/cancelled`` when no response arrived.
  public func response(for endpoint: Endpoint) async throws(HTTPError) -> HTTPResponse {
    let request = try endpoint.urlRequest(baseURL: baseURL)
    let id = inFlight.open()
    defer { inFlight.close(id) }
    logRequest(request, id: id)
    let start = ContinuousClock.now
    let result = await withTaskCancellationHandler {
      await perform(request, id: id)
    } onCancel: {
      inFlight.cancel(id)
    }
    logOutcome(result, request: request, id: id, duration: ContinuousClock.now - start)
    return try result.get()
  }

  private func perform(_ request: URLRequest, id: RequestID) async -> Result<HTTPResponse, HTTPError> {
    await withCheckedContinuation { continuation in
      let task = session.dataTask(with: request) { data, response, error in
        continuation.resume(returning: Self.result(data: data, response: response, error: error))
      }
      // NB: a task cancelled before it was attached is never resumed, so its completion
      // handler never runs and the continuation is resumed here, once.
      if inFlight.attach(task, to: id) {
        task.resume()
      } else {
        continuation.resume(returning: .failure(.cancelled))
      }
    }
  }

  private static func result(
    data: Data?, response: URLResponse?, error: (any Error)?
  ) -> Result<HTTPResponse, HTTPError> {
    if let error { return .failure(HTTPError(urlSessionError: error)) }
    guard let response = response as? HTTPURLResponse else {
      return .failure(.transport(URLError(.badServerResponse)))
    }
    var headers: [String: String] = [:]
    for (name, value) in response.allHeaderFields {
      headers["\(name)"] = "\(value)"
    }
    return .success(
      HTTPResponse(
        status: HTTPStatus(response.statusCode), headers: headers, body: data ?? Data(), url: response.url))
  }

  private func logRequest(_ request: URLRequest, id: RequestID) {
    guard logging.isEnabled else { return }
    let line = HTTPLogLines.request(request, id: id, redacting: logging.redactedHeaders)
    logging.logger.log(level: logging.level, "\(line)")
    if logging.includesBodies, let body = request.httpBody, !body.isEmpty {
      let bodyLine = HTTPLogLines.body(body, label: "request", id: id, limit: logging.maxBodyBytes)
      logging.logger.log(level: logging.level, "\(bodyLine)")
    }
  }

  private func logOutcome(
    _ result: Result<HTTPResponse, HTTPError>, request: URLRequest, id: RequestID, duration: Duration
  ) {
    guard logging.isEnabled else { return }
    switch result {
    case .success(let response):
      let line = HTTPLogLines.response(response, request: request, id: id, duration: duration)
      logging.logger.log(level: logging.level, "\(line)")
      if logging.includesBodies, !response.body.isEmpty {
        let bodyLine = HTTPLogLines.body(
          response.body, label: "response", id: id, limit: logging.maxBodyBytes)
        logging.logger.log(level: logging.level, "\(bodyLine)")
      }
    case .failure(let error):
      let line = HTTPLogLines.failure(error, request: request, id: id, duration: duration)
      logging.logger.log(level: logging.level, "\(line)")
    }
  }
}
