import Foundation

extension RouteTable {
  /// Registers `pattern` for a route without values.
  ///
  /// ```swift
  /// try links.add("cart", Shop.cart, placement: .present(.sheet))
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern, in the syntax of ``RoutePattern``, without placeholders.
  ///   - route: The route the pattern opens and prints.
  ///   - placement: Where the route is shown when a link opens it.
  /// - Throws: ``RouteTableError`` when the pattern is invalid, has values, or matches exactly
  ///   the same URLs as a registered one.
  /// - Complexity: O(*s*) for *s* segments in the pattern.
  public mutating func add(
    _ pattern: String, _ route: Route, placement: RoutePlacement = .stack
  ) throws(RouteTableError) {
    try register(
      RoutePattern(pattern), kinds: [], placement: placement,
      build: { _ in route }, extract: { $0 == route ? [] : nil })
  }

  /// Registers `pattern` for the routes `route` makes from the pattern's values.
  ///
  /// Pass an enum case or an initialiser: the table calls it to parse and reads the values back
  /// out of a route (by reflection, checked by rebuilding the route) to print, so the two
  /// directions cannot drift apart. The values are the placeholders in the order the pattern
  /// writes them: path placeholders, the catch-all, then query items.
  ///
  /// ```swift
  /// try links.add("product/:id(int)", Shop.product)
  /// try links.add("search?q=:query&page=:page(int)=1", Shop.search)
  /// ```
  ///
  /// - Parameters:
  ///   - pattern: The pattern, in the syntax of ``RoutePattern``. A placeholder without a type
  ///     takes the type of `route`'s parameter; one with a type must agree with it.
  ///   - route: Makes the route from the values.
  ///   - placement: Where the route is shown when a link opens it.
  /// - Throws: ``RouteTableError/invalidPattern(_:reason:)`` when the pattern is invalid or does
  ///   not fit `route`'s parameters; ``RouteTableError/conflict(_:existing:)`` when it matches
  ///   exactly the same URLs as a registered pattern.
  /// - Complexity: O(*s*) for *s* segments in the pattern.
  public mutating func add<each Value: URLParameter>(
    _ pattern: String, _ route: @escaping @Sendable (repeat each Value) -> Route,
    placement: RoutePlacement = .stack
  ) throws(RouteTableError) {
    var kinds: [ParameterKind] = []
    repeat kinds.append(ParameterKind.of((each Value).self))
    let count = kinds.count
    try register(
      RoutePattern(pattern), kinds: kinds, placement: placement,
      build: { values in
        var index = 0
        func next<T>(_: T.Type) -> T {
          defer { index += 1 }
          // NB: registration checked that the value at each position has this type.
          return values[index] as! T
        }
        return route(repeat next((each Value).self))
      },
      extract: { value in
        guard let parts = reflectedValues(of: value, count: count) else { return nil }
        var index = 0
        func next<T>(_: T.Type) -> T? {
          defer { index += 1 }
          return parts[index] as? T
        }
        let candidate = (repeat next((each Value).self))
        var values: [any Sendable] = []
        for part in repeat each candidate {
          guard let part else { return nil }
          values.append(part)
        }
        guard route(repeat (each candidate)!) == value else { return nil }
        return values
      })
  }

  private mutating func register(
    _ pattern: RoutePattern, kinds: [ParameterKind], placement: RoutePlacement,
    build: @escaping @Sendable ([any Sendable]) -> Route,
    extract: @escaping @Sendable (Route) -> [any Sendable]?
  ) throws(RouteTableError) {
    func fail(_ reason: String) -> RouteTableError { .invalidPattern(pattern.text, reason: reason) }
    let pathCount = pattern.segments.count { if case .literal = $0 { false } else { true } }
    guard kinds.count == pathCount + pattern.query.count else {
      throw fail("it has \(pathCount + pattern.query.count) values, the route takes \(kinds.count)")
    }
    for kind in kinds { try checkName(of: kind, fail: fail) }
    var pathNames: [String] = []
    var isCatchAll = false
    for segment in pattern.segments {
      switch segment {
      case .literal:
        continue
      case .placeholder(let name, let type):
        let kind = kinds[pathNames.count]
        guard kind.name != [String].urlTypeName, !kind.isOptional else {
          throw fail(":\(name) cannot be \(kind.isOptional ? "optional" : "a path"); use *\(name)")
        }
        if let type, type != kind.name { throw fail(":\(name) is \(type), the route takes \(kind.name)") }
        pathNames.append(name)
      case .catchAll(let name):
        let kind = kinds[pathNames.count]
        guard kind.name == [String].urlTypeName else { throw fail("*\(name) needs a [String] value") }
        pathNames.append(name)
        isCatchAll = true
      }
    }
    var queryItems: [QueryItem] = []
    for (offset, item) in pattern.query.enumerated() {
      let kind = kinds[pathNames.count + offset]
      if let type = item.type, type != kind.name {
        throw fail(":\(item.name) is \(type), the route takes \(kind.name)")
      }
      var defaultValue: (any Sendable)?
      switch item.presence {
      case .required, .defaulted:
        guard !kind.isOptional else { throw fail(":\(item.name) is optional; write :\(item.name)?") }
      case .optional:
        guard kind.isOptional else { throw fail(":\(item.name)? needs an Optional value") }
      }
      if case .defaulted(let text) = item.presence {
        guard let value = kind.parse(Substring(text)) else { throw fail("\"\(text)\" is not a \(kind.name)") }
        defaultValue = value
      }
      queryItems.append(
        QueryItem(
          key: item.key, name: item.name, kind: kind, presence: item.presence, defaultValue: defaultValue))
    }
    let pathKinds = Array(kinds.prefix(pathNames.count))
    // NB: on a conflict the nodes just created stay in the trie; they hold no entry, so no
    // link can end on them.
    let ranks = pathKinds.map(rank(of:))
    let (node, catchAll) = trie.insert(pattern.segments, kinds: pathKinds, ranks: ranks)
    if let existing = catchAll ? trie.nodes[node].catchAll : trie.nodes[node].entry {
      throw .conflict(pattern.text, existing: entries[existing].pattern.text)
    }
    if catchAll { trie.nodes[node].catchAll = entries.count } else { trie.nodes[node].entry = entries.count }
    entries.append(
      Entry(
        pattern: pattern, placement: placement, pathNames: pathNames, pathKinds: pathKinds,
        queryItems: queryItems, isCatchAll: isCatchAll, build: build, extract: extract))
  }

  private static var builtInTypes: [String: ObjectIdentifier] {
    [
      "string": ObjectIdentifier(String.self), "int": ObjectIdentifier(Int.self),
      "double": ObjectIdentifier(Double.self), "bool": ObjectIdentifier(Bool.self),
      "uuid": ObjectIdentifier(UUID.self), "path": ObjectIdentifier([String].self),
    ]
  }

  /// Checks that no two types share a name in patterns, and ranks the app's types.
  private mutating func checkName(
    of kind: ParameterKind, fail: (String) -> RouteTableError
  ) throws(RouteTableError) {
    if let builtIn = Self.builtInTypes[kind.name] {
      guard builtIn == kind.type else { throw fail("\(kind.name) is a built-in type name") }
      return
    }
    if let known = appTypes[kind.name] {
      guard known == kind.type else { throw fail("two types are named \(kind.name)") }
      return
    }
    appTypes[kind.name] = kind.type
    appTypeOrder.append(kind.type)
  }

  /// The rank of a placeholder type: lower is tried first.
  func rank(of kind: ParameterKind) -> Int {
    switch kind.name {
    case "int": 10
    case "double": 20
    case "uuid": 30
    case "bool": 40
    case "string": 10_000
    default: 100 + (appTypeOrder.firstIndex(of: kind.type) ?? 0)
    }
  }
}

/// The stored values of an enum case's payload or a struct, in order, or `nil` when `value`
/// has another shape or another number of values.
private func reflectedValues(of value: Any, count: Int) -> [Any]? {
  let mirror = Mirror(reflecting: value)
  var parts: [Any]
  switch mirror.displayStyle {
  case .enum:
    guard let payload = mirror.children.first?.value else { return count == 0 ? [] : nil }
    let inner = Mirror(reflecting: payload)
    if inner.displayStyle == .tuple, count != 1 || inner.children.count == 1 {
      parts = inner.children.map(\.value)
    } else {
      parts = [payload]
    }
  case .struct:
    parts = mirror.children.map(\.value)
  default:
    return nil
  }
  return parts.count == count ? parts : nil
}
