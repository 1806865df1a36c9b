/// An HTTP status code and its kind.
///
/// Any code is kept as its number, including ones this library has no name for (`299`,
/// `799`): nothing about a response is lost because a server uses a status of its own.
///
/// ```swift
/// switch response.status.kind {
/// case .success: show(response)
/// case .clientError where response.status == .unauthorized: signIn()
/// default: showError(response.status)   // "503 Service Unavailable"
/// }
/// ```
public struct HTTPStatus: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
  /// The numeric code, as received.
  public var code: Int

  /// The class a status belongs to, from its first digit.
  public enum Kind: Hashable, Sendable, CaseIterable {
    /// 100–199.
    case informational
    /// 200–299.
    case success
    /// 300–399.
    case redirection
    /// 400–499.
    case clientError
    /// 500–599.
    case serverError
    /// Outside 100–599: not a standard status, kept as its number.
    case nonStandard
  }

  /// Creates a status from its code.
  ///
  /// - Parameters:
  ///   - code: The numeric code; any value is kept.
  public init(_ code: Int) {
    self.code = code
  }

  public init(rawValue: Int) {
    self.init(rawValue)
  }

  public var rawValue: Int { code }

  /// The status's class.
  public var kind: Kind {
    switch code {
    case 100...199: .informational
    case 200...299: .success
    case 300...399: .redirection
    case 400...499: .clientError
    case 500...599: .serverError
    default: .nonStandard
    }
  }

  /// Whether the status is a success (2xx).
  public var isSuccess: Bool { kind == .success }

  /// The standard reason phrase (`"Not Found"`), or `nil` for a code without one.
  public var reasonPhrase: String? { Self.reasonPhrases[code] }

  /// The code and, when known, its reason phrase: `"404 Not Found"`, `"799"`.
  public var description: String {
    reasonPhrase.map { "\(code) \($0)" } ?? "\(code)"
  }
}
