extension NavigationState {
  /// Changes the state to show `link` as its placement says, all at once, so a navigator
  /// carries it out in one plan.
  ///
  /// ```swift
  /// var state = NavigationState(root: Shop.home)
  /// state.present(Shop.cart)
  /// try state.open(links.parse("shop://product/42/reviews"))
  /// // stack [home, product(42), reviews(42)], the cart dismissed
  /// ```
  ///
  /// - Parameter link: The routes and placement, from ``RouteTable/parse(_:)-(String)``.
  /// - Throws: ``DeepLinkError/rejected(reason:)`` when the placement names a tab or a split
  ///   column the state does not have, or presents a path of several screens in a layer without a navigation
  ///   container; the state is then unchanged.
  /// - Complexity: O(*d* + *r*) for the depth *d* of the changed stack and *r* routes.
  public mutating func open<R: Route>(_ link: DeepLink<R>) throws(DeepLinkError) {
    var target = self
    // NB: a link dismisses what is open unless its pattern says to keep it.
    if (link.placement.modals ?? .dismissAll) == .dismissAll { target.dismissAll() }
    let routes = link.routes.map { AnyRoute($0) }
    switch link.placement.kind {
    case .push:
      target.modifyTopStack { $0.show(routes) }
    case .tab(let id):
      // NB: on the tab's own top-most stack (a split's, as a push there would go), not on a layer
      // the link keeps open.
      guard case .tabs(var bar) = target.root, var stack = bar[stackOf: id] else {
        throw .rejected(reason: "there is no tab \(id)")
      }
      stack.show(routes)
      bar[stackOf: id] = stack
      target.root = .tabs(bar)
      target.select(tab: id)
    case .column(let column):
      guard target.selectASplit(with: column), let location = target.columnLocation(column),
        var stack = target[stack: location]
      else {
        throw .rejected(reason: "there is no split column \(column)")
      }
      // NB: a path that starts elsewhere than the column's first screen is a new selection there.
      if routes.first == stack.root.route { stack.show(routes) } else { stack = ScreenStack(path: routes) }
      target[stack: location] = stack
      target.show(column: column)
    case .present(let style, let embedded):
      guard embedded || routes.count == 1 else {
        throw .rejected(
          reason: "a path of \(routes.count) screens cannot be presented without a navigation container")
      }
      target.present(ModalLayer(style: style, stack: ScreenStack(path: routes), embedded: embedded))
    case .root:
      target = NavigationState(root: .stack(ScreenStack(path: routes)))
    }
    self = target
  }
}

extension ScreenStack {
  /// Makes the stack show `routes` above its root: a first route equal to the root's is the
  /// root; pushed screens already showing the leading routes are kept, the rest replaced.
  mutating func show(_ routes: [AnyRoute]) {
    var routes = routes[...]
    if routes.first == root.route { routes = routes.dropFirst() }
    var kept = 0
    while kept < path.count, kept < routes.count, path[kept].route == routes[routes.startIndex + kept] {
      kept += 1
    }
    path.replaceSubrange(
      kept..<path.count, with: routes.dropFirst(kept).map { ScreenEntry(id: .next(), route: $0, tag: nil) })
  }
}

extension ScreenStack {
  /// A stack of new screens showing `routes`, the first its root; `routes` is never empty.
  init(path routes: [AnyRoute]) {
    let entries = routes.map { ScreenEntry(id: .next(), route: $0, tag: nil) }
    self.init(root: entries[0], path: Array(entries.dropFirst()))
  }
}
