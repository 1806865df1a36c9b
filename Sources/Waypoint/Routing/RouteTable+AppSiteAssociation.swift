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
  /// `?*` as well, and a required query item `"?": {"key": "?*"}`; the pattern and its
  /// placement are the component's comment. The system's wildcards are looser than the
  /// table's types, so `product/abc` opens the app and the table answers with
  /// ``DeepLinkError/invalidValue(parameter:value:type:)``. A case-insensitive table adds
  /// `"caseSensitive": false`.
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
      for item in entry.queryItems where item.presence == .required {
        query[item.key] = "?*"
      }
      return AppSiteAssociation.Component(
        path: path.isEmpty ? "/" : path, query: query.isEmpty ? nil : query,
        caseSensitive: isCaseSensitive ? nil : false,
        comment: "\(entry.pattern.text.isEmpty ? "/" : entry.pattern.text) (\(entry.placement))")
    }
    let file = AppSiteAssociation(
      applinks: .init(details: [.init(appIDs: appIDs, components: components)]))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(file), as: UTF8.self)
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
    var caseSensitive: Bool?
    var comment: String

    enum CodingKeys: String, CodingKey {
      case path = "/"
      case query = "?"
      case caseSensitive, comment
    }
  }

  var applinks: AppLinks
}
