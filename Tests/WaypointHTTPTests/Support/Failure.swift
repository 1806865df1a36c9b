import WaypointHTTP

/// The error `body` throws, or `nil` when it returns.
func failure<T>(of body: () async throws(HTTPError) -> T) async -> HTTPError? {
  do {
    _ = try await body()
    return nil
  } catch {
    return error
  }
}

extension HTTPError {
  /// The case's name, so tests can compare failures in one `#expect`.
  var caseName: String {
    switch self {
    case .invalidRequest: "invalidRequest"
    case .encodingFailed: "encodingFailed"
    case .transport: "transport"
    case .timedOut: "timedOut"
    case .cancelled: "cancelled"
    case .status: "status"
    case .missingBody: "missingBody"
    case .decodingFailed: "decodingFailed"
    }
  }
}
