/// Why a link could not be opened or printed. Every failure names its reason; a link that
/// fails changes nothing on screen.
public enum DeepLinkError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The URL is longer (in UTF-8 bytes) than the table's ``RouteTable/maxLength``.
  case tooLong(length: Int, limit: Int)
  /// The text is not a URL this table can read: no scheme, user info (`user@host`), a
  /// character that cannot appear in a URL, a bare `/path` for a table that refuses them, and
  /// the like.
  case malformed(reason: String)
  /// The scheme is neither one of the table's schemes nor `https` with a known host.
  case unsupportedScheme(String)
  /// A universal link to a host the table does not serve.
  case unknownHost(String)
  /// A `%` not followed by two hex digits, or escapes that do not decode to UTF-8.
  case badEscape(String)
  /// An empty segment in the middle of the path (`product//42`).
  case emptySegment(index: Int)
  /// A `.` or `..` segment (also when percent-encoded); links are never relative.
  case dotSegment(index: Int)
  /// No pattern matches the path.
  case unmatched(path: String)
  /// A placeholder's text is not a value of its type (`:id(int)` given `abc`).
  case invalidValue(parameter: String, value: String, type: String)
  /// An `int` placeholder's number does not fit in `Int`.
  case overflow(parameter: String, value: String)
  /// A required query item is missing.
  case missingQueryItem(String)
  /// A query item the pattern names appears more than once, and is not a list.
  case duplicateQueryItem(String)
  /// A query item is given without a value (`?page=`) where the pattern needs one: a required
  /// item of a type other than `String`, or an element of such a list.
  case emptyQueryItem(String)
  /// The link has no `#fragment`, and the pattern requires one (`#:section`); names the
  /// placeholder.
  case missingFragment(String)
  /// The pattern was registered with a closure that builds the route from a ``RouteMatch``,
  /// and the closure made no route from this link.
  case refused(pattern: String)
  /// No registered pattern prints this route, or a value cannot be written in a URL (an
  /// empty string, say).
  case unprintable(route: String)
  /// The link cannot be placed in the current navigation state (a tab that does not exist).
  case rejected(reason: String)
  /// The navigator's host failed while carrying the link out.
  case navigationFailed(NavigationError)

  public static func == (lhs: DeepLinkError, rhs: DeepLinkError) -> Bool {
    lhs.description == rhs.description
  }

  public var description: String {
    switch self {
    case .tooLong(let length, let limit): "URL too long: \(length) bytes, limit \(limit)"
    case .malformed(let reason): "Malformed URL: \(reason)"
    case .unsupportedScheme(let scheme): "Unsupported scheme \"\(scheme)\""
    case .unknownHost(let host): "Unknown host \"\(host)\""
    case .badEscape(let text): "Bad percent-escape in \"\(text)\""
    case .emptySegment(let index): "Empty path segment at index \(index)"
    case .dotSegment(let index): "\".\" or \"..\" segment at index \(index)"
    case .unmatched(let path): "No route matches \"\(path)\""
    case .invalidValue(let name, let value, let type): "\"\(value)\" is not a valid \(type) for \(name)"
    case .overflow(let name, let value): "\(name) = \(value) does not fit in Int"
    case .missingQueryItem(let key): "Missing query item \"\(key)\""
    case .duplicateQueryItem(let key): "Query item \"\(key)\" appears more than once"
    case .emptyQueryItem(let key): "Query item \"\(key)\" has no value"
    case .missingFragment(let name): "Missing fragment #\(name)"
    case .refused(let pattern): "The route builder of \"\(pattern)\" made no route from the link"
    case .unprintable(let route): "No registered pattern prints \(route)"
    case .rejected(let reason): "Rejected: \(reason)"
    case .navigationFailed(let error): "Navigation failed: \(error)"
    }
  }
}
