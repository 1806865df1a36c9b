import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

extension HTTPError {
  /// Classifies an error reported by `URLSession`.
  ///
  /// `URLError.timedOut` becomes ``timedOut``, `URLError.cancelled` and `CancellationError`
  /// become ``cancelled``; any other error is a ``transport(_:)`` failure.
  ///
  /// - Parameters:
  ///   - error: The error `URLSession` reported.
  /// - Returns: The matching case.
  public init(urlSessionError error: any Error) {
    if error is CancellationError {
      self = .cancelled
      return
    }
    let urlError: URLError
    if let error = error as? URLError {
      urlError = error
    } else {
      let nsError = error as NSError
      // NB: the initialiser is failable in swift-corelibs-foundation only.
      let code: URLError.Code? = URLError.Code(rawValue: nsError.code)
      urlError =
        nsError.domain == NSURLErrorDomain
        ? URLError(code ?? .unknown, userInfo: nsError.userInfo)
        : URLError(.unknown, userInfo: [NSUnderlyingErrorKey: nsError])
    }
    switch urlError.code {
    case .timedOut: self = .timedOut
    case .cancelled: self = .cancelled
    default: self = .transport(urlError)
    }
  }
}
