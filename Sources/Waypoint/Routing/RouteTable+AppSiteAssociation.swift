import Foundation

extension RouteTable {
  /// The `applinks` section of an `apple-app-site-association` file for this table, in the
  /// `components` form, so the server and the app can never disagree on which links open the
  /// app.
  ///
  /// ```swift
  /// let json = try links.appSiteAssociation(appIDs: ["ABCDE12345.example.shop"])
  /// // serve it at https://shop.example/.well-known/apple-app-site-association
  /// ```
  ///
  /// Each pattern becomes one component, in registration order: a literal stays as written
  /// (percent-encoded), a placeholder becomes `?*` (one or more characters), the catch-all
  /// `?*` as well, a required query item `"?": {"key": "?*"}` (`"*"` for a `String`, which may
  /// be empty), and a required fragment `"#": "?*"` (or `"*"`); optional, defaulted and list
  /// items may be absent, so they are left out. The pattern and its placement are the
  /// component's comment. The system's wildcards are looser than the table's types, so
  /// `product/abc` opens the app and the table answers with
  /// ``DeepLinkError/invalidValue(parameter:value:type:)``. A case-insensitive table adds
  /// `"caseSensitive": false`.
  ///
  /// The file holds no host: serve it at each of ``appSiteAssociationURLs`` and list
  /// ``associatedDomains`` in the app's entitlements.
  ///
  /// - Parameter appIDs: The apps, as `TEAMID.bundle.identifier`.
  /// - Returns: The JSON text, keys sorted, pretty-printed.
  /// - Throws: What `JSONEncoder` throws; nothing for a table's own data.
  public func appSiteAssociation(appIDs: [String]) throws -> String {
    let components = entries.map { entry in
      var path = ""
      for segment in entry.pattern.segments {
        switch segment {
        case .literal(let text): path += "/" + PercentEncoding.encode(text)
        case .placeholder, .catchAll: path += "/?*"
        }
      }
      var query: [String: String] = [:]
      for item in entry.queryItems where item.presence == .required && item.kind.list == nil {
        query[item.key] = wildcard(item)
      }
      let fragment = entry.fragment.flatMap { $0.presence == .required ? wildcard($0) : nil }
      return AppSiteAssociation.Component(
        path: path.isEmpty ? "/" : path, query: query.isEmpty ? nil : query, fragment: fragment,
        caseSensitive: isCaseSensitive ? nil : false,
        comment: "\(entry.pattern.text.isEmpty ? "/" : entry.pattern.text) (\(entry.placement))")
    }
    let file = AppSiteAssociation(
      applinks: .init(details: [.init(appIDs: appIDs, components: components)]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(file), as: UTF8.self)
  }

  /// The system's wildcard for a required item: `*` when the empty value is one (a `String`),
  /// else `?*`, one or more characters.
  private func wildcard(_ item: ValueItem) -> String {
    item.kind.empty == nil ? "?*" : "*"
  }

  /// The entries of the app's Associated Domains entitlement for ``hosts``:
  /// `applinks:shop.example`, and `applinks:*.example.com` for a wildcard host.
  public var associatedDomains: [String] {
    origins.hosts.map { "applinks:\($0.text)" }
  }

  /// Where ``appSiteAssociation(appIDs:)`` must be served for ``hosts``, one URL per host, in
  /// order, without repeats: `https://shop.example/.well-known/apple-app-site-association`, and
  /// for a wildcard host `*.example.com` the file of the domain itself, `https://example.com/…`,
  /// which the system reads for every subdomain.
  public var appSiteAssociationURLs: [URL] {
    var seen: Set<String> = []
    return origins.hosts.compactMap { host in
      let name = host.associationHost
      guard seen.insert(name).inserted else { return nil }
      return URL(string: "https://\(name)/.well-known/apple-app-site-association")
    }
  }
}

/// The shape of an `apple-app-site-association` file, as far as Waypoint writes it.
struct AppSiteAssociation: Codable, Hashable {
  struct AppLinks: Codable, Hashable {
    var details: [Detail]
  }

  struct Detail: Codable, Hashable {
    var appIDs: [String]
    var components: [Component]
  }

  struct Component: Codable, Hashable {
    var path: String
    var query: [String: String]?
    var fragment: String?
    var caseSensitive: Bool?
    var comment: String

    enum CodingKeys: String, CodingKey {
      case path = "/"
      case query = "?"
      case fragment = "#"
      case caseSensitive, comment
    }
  }

  var applinks: AppLinks
}
