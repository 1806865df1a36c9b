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
  /// where the host is the first segment; `https://host/path` for one of ``hosts``; and a bare
  /// `/path`. Segments are percent-decoded one by one after splitting, so `%2F` stays inside its
  /// segment; one trailing `/` and the fragment are ignored; query items the pattern does not
  /// name are ignored.
  ///
  /// - Parameter text: The link, untrusted.
  /// The link's path holds the routes of the registered patterns that match a leading part of
  /// the link and have the same placement, then the link's own route: with patterns for `""`,
  /// `product/:id` and `product/:id/reviews`, `/product/42/reviews` gives
  /// `[.home, .product(42), .reviews(42)]`.
  ///
  /// - Returns: The link's routes, root first, and the placement of its pattern.
  /// - Throws: ``DeepLinkError`` naming why the link cannot be read or matched.
  /// - Complexity: O(*n*) in the link's length for the matching, independent of the number of
  ///   registered patterns (see ``RoutePattern`` for backtracking).
  public func parse(_ text: String) throws(DeepLinkError) -> DeepLink<Route> {
    let (input, match) = try lookUp(text, trail: true)
    let items = try input.queryItems()
    let entry = entries[match.entry]
    var routes: [Route] = []
    for node in match.trail.dropLast(entry.isCatchAll ? 0 : 1) {
      guard let index = trie.nodes[node].entry, entries[index].placement == entry.placement else { continue }
      let prefix = entries[index]
      let pathValues = Array(match.values.prefix(prefix.pathKinds.count))
      guard let query = try? queryValues(prefix, items) else { continue }
      routes.append(prefix.build(pathValues + query))
    }
    routes.append(entry.build(match.values + (try queryValues(entry, items))))
    // NB: `routes` holds at least the link's own route.
    return DeepLink(routes: routes, placement: entry.placement)!
  }

  /// The link `url` as a path of routes and a placement; see ``parse(_:)-(String)``.
  /// - Throws: ``DeepLinkError`` naming why the link cannot be read or matched.
  public func parse(_ url: URL) throws(DeepLinkError) -> DeepLink<Route> {
    try parse(url.absoluteString)
  }

  /// The route of the link `text`, without the routes of its path: the fast path.
  ///
  /// - Throws: ``DeepLinkError`` naming why the link cannot be read or matched.
  /// - Complexity: O(*n*) in the link's length, independent of the number of patterns.
  public func route(for text: String) throws(DeepLinkError) -> Route {
    let (input, match) = try lookUp(text, trail: false)
    let entry = entries[match.entry]
    guard !entry.queryItems.isEmpty else { return entry.build(match.values) }
    return entry.build(match.values + (try queryValues(entry, try input.queryItems())))
  }

  private func lookUp(_ text: String, trail: Bool) throws(DeepLinkError) -> (LinkInput, RouteTrie.Match) {
    let input = try LinkInput(text, schemes: schemes, hosts: hosts, limit: maxLength)
    var failure: (depth: Int, error: DeepLinkError)?
    guard let match = trie.match(input.segments, trail: trail, failure: &failure) else {
      throw failure?.error ?? .unmatched(path: "/" + input.segments.joined(separator: "/"))
    }
    return (input, match)
  }

  /// The values of `entry`'s query items found in `items`.
  private func queryValues(
    _ entry: Entry, _ items: [(key: Substring, value: Substring)]
  ) throws(DeepLinkError) -> [any Sendable] {
    var values: [any Sendable] = []
    values.reserveCapacity(entry.queryItems.count)
    for item in entry.queryItems {
      var found: Substring?
      for pair in items where pair.key.utf8.elementsEqual(item.key.utf8) {
        guard found == nil else { throw .duplicateQueryItem(item.key) }
        found = pair.value
      }
      if let found {
        guard let value = item.kind.parse(found) else {
          throw item.kind.failure(parameter: item.name, text: found)
        }
        values.append(value)
      } else if let fallback = item.defaultValue ?? item.kind.absent {
        values.append(fallback)
      } else {
        throw .missingQueryItem(item.key)
      }
    }
    return values
  }
}
