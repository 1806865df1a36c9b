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
    _ pattern: String, _ route: Route, placement: Placement = .push
  ) throws(RouteTableError) {
    try register(
      RoutePattern(pattern), kinds: [], placement: placement, printing: .value(route),
      build: { _ in route }, extract: { value, _ in value == route ? [] : nil })
  }

  /// Registers `pattern` for the routes `route` makes from the pattern's values.
  ///
  /// Pass an enum case or an initialiser: the table calls it to parse and reads the values back
  /// out of a route (by reflection, checked by rebuilding the route) to print, so the two
  /// directions cannot drift apart. The values are the placeholders in the order the pattern
  /// writes them: path placeholders, the catch-all, query items, then the fragment.
  ///
  /// ```swift
  /// try links.add("product/:id(int)", Shop.product)
  /// try links.add("search?q=:query&page=:page(int)=1", Shop.search)
  /// try links.add("feed?tag=:tags#:section?", Shop.feed)  // Shop.feed([String], String?)
  /// ```
  ///
  /// The table calls `route` once here, with values a link could give (`0`, `"0"`, `nil`, `[]`,
  /// an app type's first case), to learn which enum case it makes: printing then finds the
  /// pattern by the route's case, whatever the number of patterns.
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
    placement: Placement = .push
  ) throws(RouteTableError) {
    try add(pattern, making: route, placement: placement)
  }

  /// Registers `pattern` for the routes `route` makes; see ``add(_:_:placement:)-(String,_,_)``.
  mutating func add<each Value: URLParameter>(
    _ pattern: String, making route: @escaping @Sendable (repeat each Value) -> Route, placement: Placement
  ) throws(RouteTableError) {
    var kinds: [ParameterKind] = []
    repeat kinds.append(ParameterKind.of((each Value).self))
    let count = kinds.count
    try register(
      RoutePattern(pattern), kinds: kinds, placement: placement, printing: .constructor,
      build: { values in
        var cursor = ValueCursor(values)
        // NB: registration checked that the value at each position has this type.
        return route(repeat cursor.next((each Value).self)!)
      },
      extract: { value, reflected in
        guard let parts = reflected.values(count: count) else { return nil }
        var cursor = ValueCursor(parts)
        let candidate = (repeat cursor.next((each Value).self))
        var values: [any Sendable] = []
        for part in repeat each candidate {
          guard let part else { return nil }
          values.append(part)
        }
        guard route(repeat (each candidate)!) == value else { return nil }
        return values
      })
  }

  /// Checks `pattern` against the kinds of its values and compiles it into the trie.
  ///
  /// - Parameters:
  ///   - kinds: The types of the values, in pattern order.
  ///   - printing: How ``PrintIndex`` finds the entry: `.value(route)` for a fixed route,
  ///     `.constructor` to build a sample route, `.scan` to try it on every print, `.never`.
  mutating func register(
    _ pattern: RoutePattern, kinds: [ParameterKind], placement: Placement, printing: Printing,
    build: @escaping @Sendable ([any Sendable]) throws(DeepLinkError) -> Route,
    extract: @escaping @Sendable (Route, ReflectedRoute) -> [any Sendable]?
  ) throws(RouteTableError) {
    func fail(_ reason: String) -> RouteTableError { .invalidPattern(pattern.text, reason: reason) }
    let pathCount = pattern.segments.count { if case .literal = $0 { false } else { true } }
    let valueCount = pathCount + pattern.query.count + (pattern.fragment == nil ? 0 : 1)
    guard kinds.count == valueCount else {
      throw fail("it has \(valueCount) values, the route takes \(kinds.count)")
    }
    for kind in kinds { try checkName(of: kind.list?.element ?? kind, fail: fail) }
    var pathKinds: [ParameterKind] = []
    var isCatchAll = false
    for segment in pattern.segments {
      switch segment {
      case .literal:
        continue
      case .placeholder(let name, let type):
        let kind = kinds[pathKinds.count]
        if kind.type == ObjectIdentifier([String].self), !kind.isOptional {
          throw fail(":\(name) cannot be a path; use *\(name)")
        }
        guard kind.list == nil, !kind.isOptional else {
          throw fail(":\(name) cannot be \(kind.isOptional ? "optional" : "a list") in the path")
        }
        if let type, type != kind.name { throw fail(":\(name) is \(type), the route takes \(kind.name)") }
        pathKinds.append(kind)
      case .catchAll(let name):
        let kind = kinds[pathKinds.count]
        guard kind.type == ObjectIdentifier([String].self), !kind.isOptional else {
          throw fail("*\(name) needs a [String] value")
        }
        pathKinds.append(kind)
        isCatchAll = true
      }
    }
    var items: [ValueItem] = []
    for (offset, item) in (pattern.query + (pattern.fragment.map { [$0] } ?? [])).enumerated() {
      items.append(try valueItem(item, kind: kinds[pathKinds.count + offset], fail: fail))
    }
    let fragment = pattern.fragment == nil ? nil : items.removeLast()
    // NB: on a conflict the nodes just created stay in the trie; they hold no entry, so no
    // link can end on them.
    let ranks = pathKinds.map(rank(of:))
    let (node, catchAll) = trie.insert(pattern.segments, kinds: pathKinds, ranks: ranks)
    if let existing = catchAll ? trie.nodes[node].catchAll : trie.nodes[node].entry {
      throw .conflict(pattern.text, existing: entries[existing].pattern.text)
    }
    let index = entries.count
    if catchAll { trie.nodes[node].catchAll = index } else { trie.nodes[node].entry = index }
    entries.append(
      Entry(
        pattern: pattern, placement: placement, pathKinds: pathKinds, queryItems: items,
        fragment: fragment, isCatchAll: isCatchAll, build: build, extract: extract))
    switch printing {
    case .value(let route):
      printIndex.add(entry: index, printing: route)
    case .constructor:
      let sample = sampleRoute(entries[index], kinds: kinds)
      if kinds.isEmpty, let sample {
        printIndex.add(entry: index, printing: sample)
      } else {
        printIndex.add(entry: index, making: sample)
      }
    case .scan:
      printIndex.add(entry: index, making: nil)
    case .never:
      break
    }
  }

  /// How the print index finds an entry; see ``register(_:kinds:placement:printing:build:extract:)``.
  enum Printing {
    case value(Route)
    case constructor
    case scan
    case never
  }

  /// A query item or the fragment, checked against the kind of its value.
  private func valueItem(
    _ item: RoutePattern.QueryItem, kind: ParameterKind, fail: (String) -> RouteTableError
  ) throws(RouteTableError) -> ValueItem {
    let written = item.key == "#" ? "#:\(item.name)" : ":\(item.name)"
    if let type = item.type, type != kind.name {
      throw fail("\(written) is \(type), the route takes \(kind.name)")
    }
    if let list = kind.list {
      guard item.key != "#" else { throw fail("the fragment holds one value, not a list") }
      guard !kind.isOptional, item.presence == .required else {
        throw fail("\(written) is a list, never missing: an absent item gives []")
      }
      guard list.element.list == nil, !list.element.isOptional else {
        throw fail("\(written) is a list of \(list.element.name); its elements are single values")
      }
    }
    var defaultValue: (any Sendable)?
    switch item.presence {
    case .required, .defaulted:
      guard !kind.isOptional else { throw fail("\(written) is optional; write \(written)?") }
    case .optional:
      guard kind.isOptional else { throw fail("\(written)? needs an Optional value") }
    }
    if case .defaulted(let text) = item.presence {
      guard let value = kind.parse(Substring(text)) else { throw fail("\"\(text)\" is not a \(kind.name)") }
      defaultValue = value
    }
    return ValueItem(
      key: item.key, name: item.name, kind: kind, presence: item.presence, defaultValue: defaultValue)
  }

  /// The route `entry`'s constructor makes from values a link could give, or `nil` when a
  /// value has no sample.
  ///
  /// NB: this calls the app's constructor once, at registration, with values such as `0` and
  /// `"0"` that a link could deliver anyway; it tells the print index which enum case the
  /// constructor makes.
  private func sampleRoute(_ entry: Entry, kinds: [ParameterKind]) -> Route? {
    var samples: [any Sendable] = []
    for (position, kind) in kinds.enumerated() {
      // A catch-all has at least one segment, so its sample is not the empty list.
      let isCatchAll = entry.isCatchAll && position == entry.pathKinds.count - 1
      guard let sample = isCatchAll ? kind.parse("0") : kind.sample else { return nil }
      samples.append(sample)
    }
    return try? entry.build(samples)
  }

  private static var builtInTypes: [String: ObjectIdentifier] {
    [
      "string": ObjectIdentifier(String.self), "int": ObjectIdentifier(Int.self),
      "double": ObjectIdentifier(Double.self), "bool": ObjectIdentifier(Bool.self),
      "uuid": ObjectIdentifier(UUID.self),
    ]
  }

  /// Checks that no two types share a name in patterns, and ranks the app's types. A list is
  /// checked by its element; a list of lists is refused later, by its item.
  private mutating func checkName(
    of kind: ParameterKind, fail: (String) -> RouteTableError
  ) throws(RouteTableError) {
    if kind.list != nil { return }
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

/// Values read in order, each as the type asked for.
// NB: a file-level type, not a generic function nested in `add`: Swift 6.3.1's cross-module
// optimization crashes on a local generic function called in a pack expansion (BENCHMARKS.md).
// NB: generic over the element, so the values of a link (`[any Sendable]`) are read where they
// are, without an array cast to `[Any]` on every link.
private struct ValueCursor<Element> {
  let values: [Element]
  var index = 0

  init(_ values: [Element]) {
    self.values = values
  }

  /// The next value as a `T`, or `nil` when it is not one.
  mutating func next<T>(_: T.Type) -> T? {
    defer { index += 1 }
    return values[index] as? T
  }
}
