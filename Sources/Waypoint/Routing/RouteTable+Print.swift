import Foundation

extension RouteTable {
  /// The link for `route`, in the table's preferred form: a universal link on the first of
  /// ``hosts`` if there is one, else a link with the first of ``schemes``, else a bare path.
  ///
  /// ```swift
  /// try links.url(for: .product(42))  // https://shop.example/product/42
  /// ```
  ///
  /// The first registered pattern that can print `route` is used (later ones are aliases for
  /// parsing). Values are percent-encoded; a defaulted query item equal to its default and a
  /// `nil` optional one are left out. The result is checked by parsing it back, so
  /// `parse(url(for: r)).route == r` holds for every route printed.
  ///
  /// - Returns: The link.
  /// - Throws: ``DeepLinkError/unprintable(route:)`` when no pattern prints `route`, a value
  ///   cannot be written as a segment (empty, `.` or `..`), or the link would parse to another
  ///   route (a string value shadowed by a literal or a typed placeholder).
  /// - Complexity: O(*p*) for *p* registered patterns: printing is not on a hot path.
  public func url(for route: Route) throws(DeepLinkError) -> URL {
    let text = try string(for: route)
    guard let url = URL(string: text) else { throw .unprintable(route: "\(route)") }
    return url
  }

  /// The link for `route` as text; see ``url(for:)``.
  /// - Throws: ``DeepLinkError/unprintable(route:)``.
  public func string(for route: Route) throws(DeepLinkError) -> String {
    let path = try path(for: route)
    if let host = hosts.first { return "https://\(host)\(path)" }
    if let scheme = schemes.first { return "\(scheme):/\(path)" }
    return path
  }

  /// The path and query of the link for `route`, starting with `/`; see ``url(for:)``.
  /// - Throws: ``DeepLinkError/unprintable(route:)``.
  public func path(for route: Route) throws(DeepLinkError) -> String {
    for entry in entries {
      guard let values = entry.extract(route) else { continue }
      guard let path = render(entry, values), (try? self.route(for: path)) == route else {
        throw .unprintable(route: "\(route)")
      }
      return path
    }
    throw .unprintable(route: "\(route)")
  }

  /// The link's routes and placement for `route`, as ``parse(_:)-(String)`` gives them for
  /// the printed link.
  /// - Throws: ``DeepLinkError/unprintable(route:)``.
  public func link(for route: Route) throws(DeepLinkError) -> DeepLink<Route> {
    try parse(path(for: route))
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
      if let fallback = item.defaultValue, item.kind.equal(value, fallback) { continue }
      guard let text = item.kind.print(value) else { continue }
      path += separator + PercentEncoding.encode(item.key) + "=" + PercentEncoding.encode(text)
      separator = "&"
    }
    return path
  }

  private func isSegment(_ text: String) -> Bool {
    !text.isEmpty && text != "." && text != ".."
  }
}
