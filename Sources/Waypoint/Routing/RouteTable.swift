import Foundation

/// One table of URL patterns for an app's routes, used both ways: a link becomes a route
/// (``parse(_:)-(String)``) and a route becomes a link (``url(for:)``), so the two can never
/// disagree. Round-trip holds for every route the table prints.
///
/// Register each pattern once, at launch, with the route's constructor: an enum case is
/// enough, because the table reads the values back out of a route to print it. The pattern
/// syntax and the match priority are described at ``RoutePattern``.
///
/// ```swift
/// enum Shop: Hashable, Sendable { case home, product(Int), reviews(Int), search(String, page: Int) }
///
/// var links = RouteTable<Shop>(schemes: ["shop"], hosts: ["shop.example"])
/// try links.add("", Shop.home)
/// try links.add("product/:id(int)", Shop.product)
/// try links.add("product/:id(int)/reviews", Shop.reviews)
/// try links.add("search?q=:query&page=:page(int)=1", Shop.search, placement: .present(.sheet))
///
/// try links.parse("shop://product/42/reviews").routes  // [.home, .product(42), .reviews(42)]
/// try links.url(for: .product(42))                      // https://shop.example/product/42
/// ```
///
/// Patterns compile into a trie, so the cost of a match depends on the link's length, not on
/// how many patterns are registered. Links are untrusted input: every failure is a
/// ``DeepLinkError``, never a crash.
public struct RouteTable<Route: Waypoint.Route>: Sendable {
  /// The custom schemes the app handles (`shop` for `shop://product/42`), compared without case.
  public let schemes: [String]
  /// The hosts of the app's universal links (`https://shop.example/...`), compared without case.
  public let hosts: [String]
  /// Whether literal segments must match in case. Placeholder values always keep their case.
  public let isCaseSensitive: Bool
  /// The longest link accepted, in UTF-8 bytes; longer links fail with
  /// ``DeepLinkError/tooLong(length:limit:)`` before anything else is looked at.
  public var maxLength: Int

  var trie: RouteTrie
  var entries: [Entry] = []
  var appTypes: [String: ObjectIdentifier] = [:]
  var appTypeOrder: [ObjectIdentifier] = []

  /// An empty table.
  ///
  /// - Parameters:
  ///   - schemes: Custom schemes; the first is used when printing and there are no hosts.
  ///   - hosts: Universal-link hosts, served over `https`; the first is used when printing.
  ///   - caseSensitive: Whether literal segments must match in case (`true` by default).
  ///   - maxLength: The longest link accepted, in UTF-8 bytes (2,048 by default).
  public init(
    schemes: [String] = [], hosts: [String] = [], caseSensitive: Bool = true, maxLength: Int = 2048
  ) {
    self.schemes = schemes
    self.hosts = hosts
    self.isCaseSensitive = caseSensitive
    self.maxLength = maxLength
    self.trie = RouteTrie(caseSensitive: caseSensitive)
  }

  /// The registered patterns, in the order they were added.
  public var patterns: [RoutePattern] { entries.map(\.pattern) }
}

extension RouteTable {
  /// One registered pattern and how to convert between its values and a route.
  struct Entry: Sendable {
    var pattern: RoutePattern
    var placement: RoutePlacement
    /// The names of the path placeholders and the catch-all, in order.
    var pathNames: [String]
    /// The kinds of the path placeholders and the catch-all, in order.
    var pathKinds: [ParameterKind]
    var queryItems: [QueryItem]
    var isCatchAll: Bool
    /// The route for all values (path, then query), in pattern order.
    var build: @Sendable ([any Sendable]) -> Route
    /// The values of a route this pattern prints, or `nil`.
    var extract: @Sendable (Route) -> [any Sendable]?
  }

  struct QueryItem: Sendable {
    var key: String
    var name: String
    var kind: ParameterKind
    var presence: RoutePattern.Presence
    var defaultValue: (any Sendable)?
  }
}
