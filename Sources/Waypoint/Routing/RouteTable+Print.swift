import Foundation

extension RouteTable {
  /// The link for `route`, in the table's preferred form: a universal link on the first of
  /// ``hosts`` that is not a wildcard, else a link with the first of ``schemes``, else a bare
  /// path.
  ///
  /// ```swift
  /// try links.url(for: .product(42))  // https://shop.example/product/42
  /// ```
  ///
  /// The first registered pattern that can print `route` is used (later ones are aliases for
  /// parsing). A constructor that makes another enum case for other values is filed under the
  /// case it makes at registration, and tried after the others for the rest. Values are percent-encoded; a list is one query item per element, in order; a
  /// defaulted query item or fragment equal to its default and a `nil` optional one are left
  /// out. The result is checked by parsing it back, so `parse(url(for: r)).route == r` holds for
  /// every route printed.
  ///
  /// - Returns: The link.
  /// - Throws: ``DeepLinkError/unprintable(route:)`` when no pattern prints `route`, a value
  ///   cannot be written as a segment (empty, `.` or `..`), the link would parse to another
  ///   route (a string value shadowed by a literal or a typed placeholder), or the table refuses
  ///   bare paths and has neither a scheme nor an exact host to print with.
  /// - Complexity: Independent of the number of patterns: the pattern is looked up by the
  ///   route's value (a route registered as a value) or its enum case (one registered with a
  ///   constructor), then the link is rendered and parsed back, O(*n*) in its length. Patterns
  ///   registered for the same enum case (aliases, or closures that build one case from
  ///   different patterns), patterns registered at run time with `values:`, and constructors of
  ///   app types without a sample value are tried in order; a route no lookup finds is looked
  ///   for in every pattern before it is declared unprintable.
  public func url(for route: Route) throws(DeepLinkError) -> URL {
    let text = try string(for: route)
    guard let url = URL(string: text) else { throw .unprintable(route: "\(route)") }
    return url
  }

  /// The link for `route` as text; see ``url(for:)``.
  /// - Throws: ``DeepLinkError/unprintable(route:)``.
  public func string(for route: Route) throws(DeepLinkError) -> String {
    let path = try path(for: route)
    if let host = origins.printingHost { return "https://\(host)\(path)" }
    if let scheme = schemes.first { return "\(scheme):/\(path)" }
    guard acceptsBarePaths else { throw .unprintable(route: "\(route)") }
    return path
  }

  /// The path and query of the link for `route`, starting with `/`; see ``url(for:)``. The path
  /// is printed even when the table refuses bare paths: it is the part after the host.
  /// - Throws: ``DeepLinkError/unprintable(route:)``.
  public func path(for route: Route) throws(DeepLinkError) -> String {
    try printed(route).path
  }

  /// The pattern that prints `route`: the one ``url(for:)`` uses, or `nil` when no pattern
  /// prints it.
  ///
  /// ```swift
  /// links.pattern(for: .product(42))?.text  // "product/:id(int)"
  /// ```
  /// - Complexity: As ``url(for:)``.
  public func pattern(for route: Route) -> RoutePattern? {
    try? printed(route).pattern
  }

  /// The path of the link for `route` and the pattern that prints it.
  private func printed(_ route: Route) throws(DeepLinkError) -> (path: String, pattern: RoutePattern) {
    let reflected = ReflectedRoute(route)
    func values(_ entry: Int) -> [any Sendable]? { entries[entry].extract(route, reflected) }
    // NB: when the index finds no pattern, every pattern is tried, so a route the index misses
    // (a constructor that makes another case for other values) still prints.
    let found =
      printIndex.first(for: route, caseName: reflected.caseName, values)
      ?? entries.indices.lazy.compactMap { entry in values(entry).map { (entry: entry, result: $0) } }.first
    guard let (index, values) = found, let path = render(entries[index], values),
      (try? self.route(for: path, origins: origins.withBarePaths)) == route
    else { throw .unprintable(route: "\(route)") }
    return (path, entries[index].pattern)
  }

  /// The link's routes and placement for `route`, as ``parse(_:)-(String)`` gives them for
  /// the printed link.
  /// - Throws: ``DeepLinkError/unprintable(route:)``.
  public func link(for route: Route) throws(DeepLinkError) -> DeepLink<Route> {
    try parse(path(for: route), origins: origins.withBarePaths)
  }

  private func render(_ entry: Entry, _ values: [any Sendable]) -> String? {
    var path = ""
    var index = 0
    for segment in entry.pattern.segments {
      switch segment {
      case .literal(let text):
        path += "/" + PercentEncoding.encode(text)
      case .placeholder:
        guard let text = entry.pathKinds[index].print(values[index]), isSegment(text) else { return nil }
        path += "/" + PercentEncoding.encode(text)
        index += 1
      case .catchAll:
        guard let rest = values[index] as? [String], !rest.isEmpty, rest.allSatisfy(isSegment) else {
          return nil
        }
        for text in rest { path += "/" + PercentEncoding.encode(text) }
        index += 1
      }
    }
    if path.isEmpty { path = "/" }
    var separator = "?"
    for item in entry.queryItems {
      let value = values[index]
      index += 1
      for text in texts(of: value, item) {
        path += separator + PercentEncoding.encode(item.key) + "=" + PercentEncoding.encode(text)
        separator = "&"
      }
    }
    if let fragment = entry.fragment, let text = texts(of: values[index], fragment).first {
      path += "#" + PercentEncoding.encode(text)
    }
    return path
  }

  /// The texts `value` of `item` prints as: one per element of a list, none for a `nil`
  /// optional or a value equal to the default, else one.
  private func texts(of value: any Sendable, _ item: ValueItem) -> [String] {
    if let list = item.kind.list {
      return list.elements(value)?.compactMap(list.element.print) ?? []
    }
    if let fallback = item.defaultValue, item.kind.equal(value, fallback) { return [] }
    return item.kind.print(value).map { [$0] } ?? []
  }

  private func isSegment(_ text: String) -> Bool {
    !text.isEmpty && text != "." && text != ".."
  }
}
