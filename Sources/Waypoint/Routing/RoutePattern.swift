/// A URL pattern as an app registers it in a ``RouteTable``, in a syntax small enough to read
/// at a glance. This is the one place that defines it.
///
/// ```text
/// product/:id(int)/reviews?page=:page(int)=1&sort=:sort?&tag=:tags([string])#:section?
/// ```
///
/// **Path**, written without scheme or host; a leading and a trailing `/` are ignored. For a
/// custom scheme (`shop://product/42`) the URL's host is the first segment, so the pattern is
/// `product/:id`; for a universal link (`https://shop.example/product/42`) the host must be one
/// of the table's hosts and the pattern is again `product/:id`. Segments are:
///
/// | Segment          | Matches                                            | Value         |
/// |------------------|----------------------------------------------------|---------------|
/// | `product`        | exactly that text (case per table)                 | —             |
/// | `:id(int)`       | a decimal `Int` (`-7`, `42`; overflow is an error)  | `Int`         |
/// | `:x(double)`     | a finite decimal number                            | `Double`      |
/// | `:flag(bool)`    | `true` or `false`                                  | `Bool`        |
/// | `:ref(uuid)`     | a UUID in either case                              | `UUID`        |
/// | `:c(category)`   | what the app's ``URLParameter`` type accepts       | app type      |
/// | `:name(string)`  | any segment (segments are never empty)             | `String`      |
/// | `:name`          | the type of the route's parameter at that position | inferred      |
/// | `*rest`          | one or more trailing segments (last only)          | `[String]`    |
///
/// **Query items**, after `?`, joined by `&`, in any order in the URL; items the pattern does
/// not name (`utm_source=…`) are ignored, and a named item given twice is an error unless it is
/// a list:
///
/// | Item                   | Meaning                                              |
/// |------------------------|------------------------------------------------------|
/// | `q=:query(string)`     | required                                             |
/// | `sort=:sort(string)?`  | optional; the route's parameter is an `Optional`     |
/// | `page=:page(int)=1`    | defaulted; left out of printed links when equal      |
/// | `tag=:tags([string])`  | a list: every `tag=` in order, `[]` when there is none |
///
/// A list is `[` a type `]` (`[int]`, `[uuid]`, `[category]`) or a route parameter of an array
/// type; it is never optional or defaulted, since an absent item is the empty list.
///
/// **An empty value** (`?q=`, `?q`) is the empty string for a `String`, `nil` for an optional
/// item, the default for a defaulted one; for any other type it is
/// ``DeepLinkError/emptyQueryItem(_:)``.
///
/// **The fragment**, after `#`, may be named once, as a placeholder alone: `#:section`
/// (required), `#:section?` (optional), `#:section=intro` (defaulted), typed as above but never a
/// list. A pattern that does not name it ignores the fragment. A required fragment the link lacks
/// is ``DeepLinkError/missingFragment(_:)``; an empty one (`#`) follows the rule for empty values,
/// failing with ``DeepLinkError/invalidValue(parameter:value:type:)``.
///
/// Values are handed to the route's constructor in the order they are written: path
/// placeholders, the catch-all, query items, then the fragment (``names``).
///
/// **Reading a link.** Links are untrusted; each shape below is a documented match or a
/// ``DeepLinkError``, never a crash:
///
/// | Input                                      | Outcome                                        |
/// |--------------------------------------------|------------------------------------------------|
/// | longer than the table's `maxLength` bytes  | ``DeepLinkError/tooLong(length:limit:)``, first |
/// | a control character or a space             | ``DeepLinkError/malformed(reason:)``           |
/// | `user@host`, `https` without `//host`      | ``DeepLinkError/malformed(reason:)``           |
/// | another scheme / another host (or a port)  | `unsupportedScheme` / `unknownHost`            |
/// | `example.com` for the host `*.example.com` | `unknownHost`: a wildcard takes subdomains only |
/// | `%` without two hex digits, or not UTF-8   | ``DeepLinkError/badEscape(_:)``                |
/// | `a//b`                                     | ``DeepLinkError/emptySegment(index:)``          |
/// | `.` or `..`, also as `%2E%2E`              | ``DeepLinkError/dotSegment(index:)``            |
/// | `:id(int)` past `Int.max` or `Int.min`      | ``DeepLinkError/overflow(parameter:value:)``    |
/// | one trailing `/`                           | ignored                                        |
/// | a `#fragment` the pattern does not name    | ignored                                        |
/// | a repeated query item that is not a list   | ``DeepLinkError/duplicateQueryItem(_:)``       |
/// | `%2F` inside a segment                     | stays in that segment (split before decoding)  |
/// | look-alikes (`ѕhop`, `catalog\u{200B}`)    | no match: literals compare by UTF-8 bytes      |
///
/// Percent-decoding happens once, per segment, per query key and value, and for the fragment; printing
/// percent-encodes every byte outside `A-Z a-z 0-9 - . _ ~`. Schemes and hosts compare without
/// ASCII case; literals compare as the table's `caseSensitive` says.
///
/// **Priority.** When several patterns match a URL, the one whose first differing segment has
/// the higher rank wins: a literal, then `int`, `double`, `uuid`, `bool`, then app types in the
/// order the table first saw them, then `string`, then the catch-all. The matcher backtracks,
/// so a pattern that fails further on gives way to the next candidate. Two patterns that would
/// match exactly the same URLs (same literals and placeholder types at every position, names and
/// query items aside) cannot both be registered.
public struct RoutePattern: Hashable, Sendable, CustomStringConvertible {
  /// One path segment of a pattern.
  enum Segment: Hashable, Sendable {
    case literal(String)
    case placeholder(name: String, type: String?)
    case catchAll(name: String)
  }

  /// How a query item or the fragment may be left out.
  enum Presence: Hashable, Sendable {
    case required
    case optional
    case defaulted(String)
  }

  /// One query item of a pattern, or its fragment (whose key is `#`).
  struct QueryItem: Hashable, Sendable {
    var key: String
    var name: String
    var type: String?
    var presence: Presence
  }

  /// The pattern as written.
  public let text: String
  var segments: [Segment]
  var query: [QueryItem]
  var fragment: QueryItem?

  /// Checks `text` against the syntax above, on its own: no table, no route.
  ///
  /// ```swift
  /// let pattern = try RoutePattern("product/:id(int)?tag=:tags([string])")
  /// pattern.names  // ["id", "tags"]
  /// try RoutePattern("product/:id(int")  // throws: missing ")" after :id(
  /// ```
  ///
  /// A pattern that passes can still be refused by a ``RouteTable``'s `add`
  /// when it does not fit the route's constructor or matches exactly the URLs of a registered one.
  ///
  /// - Parameter text: The pattern, from code or from data.
  /// - Throws: ``RouteTableError/invalidPattern(_:reason:)`` naming the first problem.
  public init(_ text: String) throws(RouteTableError) {
    self.text = text
    func fail(_ reason: String) -> RouteTableError { .invalidPattern(text, reason: reason) }
    let hashParts = text.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
    let parts = hashParts[0].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
    var path = parts[0]
    if path.hasPrefix("/") { path = path.dropFirst() }
    if path.hasSuffix("/") { path = path.dropLast() }
    var segments: [Segment] = []
    var names: Set<String> = []
    if !path.isEmpty {
      for raw in path.split(separator: "/", omittingEmptySubsequences: false) {
        if case .catchAll = segments.last { throw fail("the catch-all must be the last segment") }
        let segment = try Self.segment(raw, fail: fail)
        switch segment {
        case .placeholder(let name, _), .catchAll(let name):
          guard names.insert(name).inserted else { throw fail("the name \(name) is used twice") }
        case .literal: break
        }
        segments.append(segment)
      }
    }
    var query: [QueryItem] = []
    if parts.count == 2 {
      for raw in parts[1].split(separator: "&", omittingEmptySubsequences: false) {
        let item = try Self.queryItem(raw, fail: fail)
        guard names.insert(item.name).inserted else { throw fail("the name \(item.name) is used twice") }
        guard !query.contains(where: { $0.key == item.key }) else {
          throw fail("the query item \(item.key) is named twice")
        }
        query.append(item)
      }
    }
    var fragment: QueryItem?
    if hashParts.count == 2 {
      let raw = hashParts[1]
      guard raw.first == ":" else { throw fail("a fragment is written #:name(type), not \"#\(raw)\"") }
      let item = try Self.value(key: "#", raw.dropFirst(), fail: fail)
      if Self.isList(item.type) { throw fail("the fragment holds one value, not a list") }
      guard names.insert(item.name).inserted else { throw fail("the name \(item.name) is used twice") }
      fragment = item
    }
    self.segments = segments
    self.query = query
    self.fragment = fragment
  }

  public var description: String { text }

  /// The names of the pattern's placeholders in the order their values are handed to a route's
  /// constructor: path placeholders, the catch-all, query items, then the fragment.
  public var names: [String] {
    var names: [String] = []
    for segment in segments {
      switch segment {
      case .literal: continue
      case .placeholder(let name, _), .catchAll(let name): names.append(name)
      }
    }
    return names + query.map(\.name) + (fragment.map { [$0.name] } ?? [])
  }

  private static func segment(
    _ raw: Substring, fail: (String) -> RouteTableError
  ) throws(RouteTableError) -> Segment {
    if raw.isEmpty { throw fail("empty segment") }
    if raw.first == ":" {
      let (name, type, rest) = try placeholder(raw.dropFirst(), fail: fail)
      guard rest.isEmpty else { throw fail("unexpected \"\(rest)\" after :\(name)") }
      if isList(type) { throw fail(":\(name) is a list, which only a query item can be; use *\(name)") }
      return .placeholder(name: name, type: type)
    }
    if raw.first == "*" {
      let name = raw.dropFirst()
      guard isName(name) else { throw fail("a catch-all needs a name, as in *rest") }
      return .catchAll(name: String(name))
    }
    guard raw != ".", raw != ".." else { throw fail("\".\" and \"..\" are not segments") }
    guard !raw.contains(where: { "*:?#%()".contains($0) || $0.isWhitespace }) else {
      throw fail("the literal \"\(raw)\" contains a reserved character")
    }
    return .literal(String(raw))
  }

  private static func queryItem(
    _ raw: Substring, fail: (String) -> RouteTableError
  ) throws(RouteTableError) -> QueryItem {
    let pieces = raw.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
    guard pieces.count == 2, isName(pieces[0]), pieces[1].first == ":" else {
      throw fail("a query item is written key=:name(type), not \"\(raw)\"")
    }
    return try value(key: String(pieces[0]), pieces[1].dropFirst(), fail: fail)
  }

  /// Reads what follows the `:` of a query item or the fragment: `name(type)` and `?` or
  /// `=default`.
  private static func value(
    key: String, _ raw: Substring, fail: (String) -> RouteTableError
  ) throws(RouteTableError) -> QueryItem {
    let (name, type, rest) = try placeholder(raw, fail: fail)
    let presence: Presence
    if rest.isEmpty {
      presence = .required
    } else if rest == "?" {
      presence = .optional
    } else if rest.first == "=" {
      presence = .defaulted(String(rest.dropFirst()))
    } else {
      throw fail("unexpected \"\(rest)\" after :\(name)")
    }
    if isList(type), presence != .required {
      throw fail(":\(name) is a list, never missing: an absent item gives []")
    }
    return QueryItem(key: key, name: name, type: type, presence: presence)
  }

  /// Reads `name`, `name(type)` or `name([type])`; returns what follows.
  private static func placeholder(
    _ raw: Substring, fail: (String) -> RouteTableError
  ) throws(RouteTableError) -> (String, String?, Substring) {
    let nameEnd =
      raw.firstIndex { !($0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_")) } ?? raw.endIndex
    let name = raw[..<nameEnd]
    guard isName(name) else { throw fail("a placeholder needs a name, as in :id") }
    var rest = raw[nameEnd...]
    var type: String?
    if rest.first == "(" {
      guard let close = rest.firstIndex(of: ")") else { throw fail("missing \")\" after :\(name)(") }
      let typeName = rest[rest.index(after: rest.startIndex)..<close]
      let element = typeName.first == "[" && typeName.last == "]" ? typeName.dropFirst().dropLast() : typeName
      guard isName(element) else { throw fail("a type name is letters, digits and _, or one in [ ]") }
      type = String(typeName)
      rest = rest[rest.index(after: close)...]
    }
    return (String(name), type, rest)
  }

  /// Whether a type name written in a pattern is a list, `[int]`.
  static func isList(_ type: String?) -> Bool {
    type?.first == "["
  }

  private static func isName(_ text: Substring) -> Bool {
    guard let first = text.first, first.isASCII, first.isLetter || first == "_" else { return false }
    return text.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
  }
}
