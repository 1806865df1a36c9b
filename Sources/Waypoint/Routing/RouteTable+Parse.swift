import Foundation

extension RouteTable {
  /// The link `text` as a path of routes and a placement.
  ///
  /// ```swift
  /// let link = try links.parse("https://shop.example/product/42/reviews?utm_source=mail")
  /// link.routes     // [.home, .product(42), .reviews(42)]
  /// link.placement  // .stack
  /// ```
  ///
  /// Accepted forms: `scheme://first/more` (or `scheme:first/more`) for one of ``schemes``,
  /// where the host is the first segment; `https://host/path` for one of ``hosts`` (a wildcard
  /// host matching any subdomain); and a bare `/path` unless the table refuses them
  /// (``acceptsBarePaths``). Segments are percent-decoded one by one after splitting, so `%2F`
  /// stays inside its segment; one trailing `/` is ignored; query items and a fragment the
  /// pattern does not name are ignored.
  ///
  /// The link's path holds the routes of the registered patterns that match a leading part of
  /// the link and have the same placement, then the link's own route: with patterns for `""`,
  /// `product/:id` and `product/:id/reviews`, `/product/42/reviews` gives
  /// `[.home, .product(42), .reviews(42)]`.
  ///
  /// - Parameter text: The link, untrusted.
  /// - Returns: The link's routes, root first, and the placement of its pattern.
  /// - Throws: ``DeepLinkError`` naming why the link cannot be read or matched.
  /// - Complexity: O(*n*) in the link's length for the matching, independent of the number of
  ///   registered patterns (see ``RoutePattern`` for backtracking).
  public func parse(_ text: String) throws(DeepLinkError) -> DeepLink<Route> {
    try parse(text, origins: origins)
  }

  /// ``parse(_:)-(String)`` for links from `origins`.
  func parse(_ text: String, origins: LinkOrigins) throws(DeepLinkError) -> DeepLink<Route> {
    let (input, match) = try lookUp(text, origins: origins, trail: true)
    let items = try input.queryItems()
    let entry = entries[match.entry]
    var routes: [Route] = []
    for node in match.trail.dropLast(entry.isCatchAll ? 0 : 1) {
      guard let index = trie.nodes[node].entry, entries[index].placement == entry.placement else { continue }
      let prefix = entries[index]
      let pathValues = Array(match.values.prefix(prefix.pathKinds.count))
      do {
        routes.append(try prefix.build(pathValues + itemValues(prefix, items, input)))
      } catch {
        continue
      }
    }
    routes.append(try entry.build(match.values + itemValues(entry, items, input)))
    // NB: `routes` holds at least the link's own route.
    return DeepLink(routes: routes, placement: entry.placement)!
  }

  /// The link `url` as a path of routes and a placement; see ``parse(_:)-(String)``.
  /// - Throws: ``DeepLinkError`` naming why the link cannot be read or matched.
  public func parse(_ url: URL) throws(DeepLinkError) -> DeepLink<Route> {
    try parse(url.absoluteString)
  }

  /// The pattern the link `text` matches, if it matches one (what a recording keeps of a link).
  func pattern(matching text: String) -> RoutePattern? {
    guard let (_, match) = try? lookUp(text, origins: origins, trail: false) else { return nil }
    return entries[match.entry].pattern
  }

  /// The route of the link `text`, without the routes of its path: the fast path.
  ///
  /// - Throws: ``DeepLinkError`` naming why the link cannot be read or matched.
  /// - Complexity: O(*n*) in the link's length, independent of the number of patterns.
  public func route(for text: String) throws(DeepLinkError) -> Route {
    try route(for: text, origins: origins)
  }

  /// ``route(for:)-(String)`` for links from `origins`.
  func route(for text: String, origins: LinkOrigins) throws(DeepLinkError) -> Route {
    let (input, match) = try lookUp(text, origins: origins, trail: false)
    let entry = entries[match.entry]
    guard !entry.queryItems.isEmpty || entry.fragment != nil else { return try entry.build(match.values) }
    return try entry.build(match.values + itemValues(entry, input.queryItems(), input))
  }

  /// The link `text` taken apart, and the match of its path in the trie.
  func lookUp(
    _ text: String, origins: LinkOrigins, trail: Bool
  ) throws(DeepLinkError) -> (LinkInput, RouteTrie.Match) {
    let input = try LinkInput(text, origins: origins, limit: maxLength)
    var failure: (depth: Int, error: DeepLinkError)?
    guard let match = trie.match(input, trail: trail, failure: &failure) else {
      throw failure?.error ?? .unmatched(path: input.pathText)
    }
    return (input, match)
  }
}
