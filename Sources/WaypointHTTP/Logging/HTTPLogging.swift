import Logging

/// Whether and how a client logs its requests and responses.
///
/// Logging is off unless switched on. When on, each request logs one line (method, URL,
/// header fields with secrets redacted, body size) and each outcome one line (status,
/// duration, body size, or the failure). Bodies are logged only when ``includesBodies``
/// is set, cut at ``maxBodyBytes``.
///
/// The default, ``launchSwitch(arguments:environment:logger:)``, turns logging on when the
/// process is launched with `-WaypointDebugHTTP` or with `WAYPOINT_DEBUG_HTTP=1` in its
/// environment, the way WinkKit's `-WKDebugHttpRequests` did.
///
/// ```swift
/// let client = URLSessionHTTPClient(
///   baseURL: apiURL,
///   logging: HTTPLogging(isEnabled: true, includesBodies: true, logger: Logger(label: "shop.http")))
/// ```
public struct HTTPLogging: Sendable {
  /// Whether anything is logged.
  public var isEnabled: Bool
  /// Whether request and response bodies are logged too.
  public var includesBodies: Bool
  /// The most bytes of a body logged; longer bodies are cut and marked.
  public var maxBodyBytes: Int
  /// Header fields whose values are logged as `<redacted>`, compared ignoring case.
  public var redactedHeaders: Set<String>
  /// The logger the lines go to.
  public var logger: Logger
  /// The level the lines are logged at.
  public var level: Logger.Level

  /// The header fields redacted unless told otherwise: credentials and cookies.
  public static let defaultRedactedHeaders: Set<String> = [
    "authorization", "proxy-authorization", "cookie", "set-cookie", "x-api-key",
  ]

  /// Creates a logging configuration.
  ///
  /// - Parameters:
  ///   - isEnabled: Whether anything is logged.
  ///   - includesBodies: Whether bodies are logged too.
  ///   - maxBodyBytes: The most bytes of a body logged.
  ///   - redactedHeaders: Header fields whose values are hidden, in any case.
  ///   - logger: The logger the lines go to.
  ///   - level: The level the lines are logged at.
  public init(
    isEnabled: Bool,
    includesBodies: Bool = false,
    maxBodyBytes: Int = 2_048,
    redactedHeaders: Set<String> = HTTPLogging.defaultRedactedHeaders,
    logger: Logger = Logger(label: "waypoint.http"),
    level: Logger.Level = .info
  ) {
    self.isEnabled = isEnabled
    self.includesBodies = includesBodies
    self.maxBodyBytes = maxBodyBytes
    self.redactedHeaders = Set(redactedHeaders.map { $0.lowercased() })
    self.logger = logger
    self.level = level
  }

  /// Logging switched off.
  public static var disabled: HTTPLogging { HTTPLogging(isEnabled: false) }
}
