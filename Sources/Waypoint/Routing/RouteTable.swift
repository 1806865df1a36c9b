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
/// how many patterns are registered; printing looks a route's pattern up by the route's value or
/// enum case, so it does not depend on that number either. Links are untrusted input: every
/// failure is a ``DeepLinkError``, never a crash.
public struct RouteTable<Route: Waypoint.Route>: Sendable {
  /// The custom schemes the app handles (`shop` for `shop://product/42`), compared without case.
  public let schemes: [String]
  /// The hosts of the app's universal links (`https://shop.example/...`), compared without case.
  /// `*.example.com` stands for every subdomain of `example.com`, not `example.com` itself.
  public let hosts: [String]
  /// Whether literal segments must match in case. Placeholder values always keep their case.
  public let isCaseSensitive: Bool
  /// Whether a bare `/path` (no scheme, no host) is a link.
  public let acceptsBarePaths: Bool
  /// The longest link accepted, in UTF-8 bytes; longer links fail with
  /// ``DeepLinkError/tooLong(length:limit:)`` before anything else is looked at.
  public var maxLength: Int

  var origins: LinkOrigins
  var trie: RouteTrie
  var entries: [Entry] = []
  var printIndex = PrintIndex<Route>()
  var appTypes: [String: ObjectIdentifier] = [:]
  var appTypeOrder: [ObjectIdentifier] = []

  /// An empty table.
  ///
  /// ```swift
  /// var links = try RouteTable<Shop>(schemes: ["shop"], hosts: ["shop.example", "*.shop.example"])
  /// try links.add("product/:id(int)", Shop.product)
  /// ```
  ///
  /// Schemes and hosts are checked here: a malformed one (`"not a host!"`, `"shop://"`,
  /// `"*.com"`) would never match a link.
  ///
  /// - Parameters:
  ///   - schemes: Custom schemes, without `://`; the first is used when printing and there are no
  ///     hosts. `http` and `https` are not custom schemes: their links are read through `hosts`.
  ///   - hosts: Universal-link hosts, served over `https`, each an exact host (`shop.example`,
  ///     optionally with a port) or `*.` and a domain for all its subdomains; the first exact
  ///     host is used when printing.
  ///   - caseSensitive: Whether literal segments must match in case (`true` by default).
  ///   - maxLength: The longest link accepted, in UTF-8 bytes (2,048 by default).
  ///   - acceptsBarePaths: Whether a bare `/path` is a link (`true` by default). A table that
  ///     refuses them needs a scheme or a host.
  /// - Throws: ``RouteTableError/invalidScheme(_:reason:)`` or
  ///   ``RouteTableError/invalidHost(_:reason:)``, naming the first malformed one.
  public init(
    schemes: [String] = [], hosts: [String] = [], caseSensitive: Bool = true, maxLength: Int = 2048,
    acceptsBarePaths: Bool = true
  ) throws(RouteTableError) {
    self.schemes = schemes
    self.hosts = hosts
    self.isCaseSensitive = caseSensitive
    self.acceptsBarePaths = acceptsBarePaths
    self.maxLength = maxLength
    self.trie = RouteTrie(caseSensitive: caseSensitive)
    origins = try LinkOrigins(schemes: schemes, hosts: hosts, acceptsBarePaths: acceptsBarePaths)
  }

  /// The registered patterns, in the order they were added.
  public var patterns: [RoutePattern] { entries.map(\.pattern) }
}

extension RouteTable {
  /// One registered pattern and how to convert between its values and a route.
  struct Entry: Sendable {
    var pattern: RoutePattern
    var placement: Placement
    /// The kinds of the path placeholders and the catch-all, in order.
    var pathKinds: [ParameterKind]
    var queryItems: [ValueItem]
    var fragment: ValueItem?
    var isCatchAll: Bool
    /// The route for all values (path, query, fragment) in pattern order.
    ///
    /// NB: it throws rather than returning `Route?`: an optional of the generic `Route` costs a
    /// metadata look-up on every link (about 1,000 instructions, measured with callgrind).
    /// - Throws: ``DeepLinkError/refused(pattern:)`` when a runtime builder makes no route.
    var build: @Sendable ([any Sendable]) throws(DeepLinkError) -> Route
    /// The values of a route this pattern prints, or `nil`; the route is also given taken apart.
    var extract: @Sendable (Route, ReflectedRoute) -> [any Sendable]?
  }
}

/// A query item or the fragment of a registered pattern, with its type.
///
/// NB: outside the generic `RouteTable`, so reading it on every link needs no generic metadata.
struct ValueItem: Sendable {
  /// The query key; `#` for the fragment.
  var key: String
  var name: String
  var kind: ParameterKind
  var presence: RoutePattern.Presence
  var defaultValue: (any Sendable)?
}
