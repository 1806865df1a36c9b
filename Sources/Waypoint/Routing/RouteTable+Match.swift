import Foundation

extension RouteTable {
  /// The pattern the link `text` matches and the values it captures, by name, without making a
  /// route: for analytics and logs.
  ///
  /// ```swift
  /// let match = try links.match("https://shop.example/product/42")
  /// analytics.log("deep link", ["pattern": match.pattern.text])  // "product/:id(int)"
  /// ```
  ///
  /// - Parameter text: The link, untrusted.
  /// - Returns: The matched pattern, its placement and the values.
  /// - Throws: ``DeepLinkError`` naming why the link cannot be read or matched, as
  ///   ``route(for:)-(String)`` would.
  /// - Complexity: O(*n*) in the link's length, independent of the number of patterns.
  public func match(_ text: String) throws(DeepLinkError) -> RouteMatch {
    let (input, match) = try lookUp(text, origins: origins, trail: false)
    let entry = entries[match.entry]
    let values = match.values + (try itemValues(entry, try input.queryItems(), input))
    return RouteMatch(pattern: entry.pattern, placement: entry.placement, values: values)
  }

  /// Registers `pattern` with a closure that builds the route from the match, so patterns known
  /// only at run time (read from a server's configuration, say) need no generic code.
  ///
  /// ```swift
  /// for promo in config.promotions {  // e.g. "spring/:code" → .promotion
  ///   try links.add(RoutePattern(promo.pattern), placement: .present(.sheet)) { match in
  ///     match.value("code", as: String.self).map { Shop.promotion(code: $0) }
  ///   }
  /// }
  /// ```
  ///
  /// The pattern's types must be built in: `string` (also when no type is written), `int`,
  /// `double`, `bool`, `uuid`, and lists of them (`[int]`); a catch-all is `[String]`.
  ///
  /// - Parameters:
  ///   - pattern: A checked pattern (``RoutePattern/init(_:)``).
  ///   - placement: Where the route is shown when a link opens it.
  ///   - values: For printing: the values of a route this pattern prints, by placeholder name,
  ///     or `nil` for a route it does not print. An optional, defaulted or list item may be left
  ///     out; a name the pattern does not have, or a value of another type, makes the route
  ///     unprintable. Without this closure the pattern only reads links; routes it makes do not print.
  ///     Such patterns are tried in registration order when printing.
  ///   - build: The route for a match, or `nil` to refuse the link
  ///     (``DeepLinkError/refused(pattern:)``).
  /// - Throws: ``RouteTableError/invalidPattern(_:reason:)`` when the pattern names a type that
  ///   is not built in; ``RouteTableError/conflict(_:existing:)`` when it matches exactly the
  ///   same URLs as a registered pattern.
  /// - Complexity: O(*s*) for *s* segments in the pattern.
  public mutating func add(
    _ pattern: RoutePattern, placement: Placement = .push,
    values: (@Sendable (Route) -> [String: any URLParameter]?)? = nil,
    build: @escaping @Sendable (RouteMatch) -> Route?
  ) throws(RouteTableError) {
    let kinds = try BuiltInKinds.kinds(of: pattern)
    let names = pattern.names
    let fallbacks = Self.fallbacks(of: pattern, kinds: kinds)
    try register(
      pattern, kinds: kinds, placement: placement, printing: values == nil ? .never : .scan,
      build: { values throws(DeepLinkError) in
        guard let route = build(RouteMatch(pattern: pattern, placement: placement, values: values)) else {
          throw .refused(pattern: pattern.text)
        }
        return route
      },
      extract: { route, _ in
        // A name the pattern does not have is a mistake (a typo), not a value to drop.
        guard let named = values?(route), named.keys.allSatisfy(names.contains) else { return nil }
        var result: [any Sendable] = []
        for (position, name) in names.enumerated() {
          if let value = named[name], !((value as? any OptionalURLParameter)?.isNone ?? false) {
            guard let cast = kinds[position].cast(value) else { return nil }
            result.append(cast)
          } else if let fallback = fallbacks[position] {
            result.append(fallback)
          } else {
            return nil
          }
        }
        return result
      })
  }

  /// The value printed for each of `pattern`'s values when a route gives none: `nil`, `[]` or
  /// the default.
  private static func fallbacks(of pattern: RoutePattern, kinds: [ParameterKind]) -> [(any Sendable)?] {
    var fallbacks = kinds.map(\.absent)
    let items = pattern.query + (pattern.fragment.map { [$0] } ?? [])
    for (offset, item) in items.enumerated() {
      let position = kinds.count - items.count + offset
      if case .defaulted(let text) = item.presence {
        fallbacks[position] = kinds[position].parse(Substring(text))
      }
    }
    return fallbacks
  }
}

/// The types a pattern registered without a route constructor can name.
private enum BuiltInKinds {
  /// The kinds of `pattern`'s values, in order.
  /// - Throws: ``RouteTableError/invalidPattern(_:reason:)`` for a type that is not built in.
  static func kinds(of pattern: RoutePattern) throws(RouteTableError) -> [ParameterKind] {
    func kind(_ type: String?, optional: Bool) throws(RouteTableError) -> ParameterKind {
      let written = type ?? "string"
      let isList = RoutePattern.isList(written)
      let element = isList ? String(written.dropFirst().dropLast()) : written
      func make<P: URLParameter>(_: P.Type) -> ParameterKind {
        isList ? .of([P].self) : optional ? .of(P?.self) : .of(P.self)
      }
      switch element {
      case "string": return make(String.self)
      case "int": return make(Int.self)
      case "double": return make(Double.self)
      case "bool": return make(Bool.self)
      case "uuid": return make(UUID.self)
      default:
        throw .invalidPattern(
          pattern.text,
          reason: "\(written) is not a built-in type (string, int, double, bool, uuid or a list of them); "
            + "register app types with a route constructor")
      }
    }
    var kinds: [ParameterKind] = []
    for segment in pattern.segments {
      switch segment {
      case .literal: continue
      case .placeholder(_, let type): kinds.append(try kind(type, optional: false))
      case .catchAll: kinds.append(.of([String].self))
      }
    }
    for item in pattern.query + (pattern.fragment.map { [$0] } ?? []) {
      kinds.append(try kind(item.type, optional: item.presence == .optional))
    }
    return kinds
  }
}
