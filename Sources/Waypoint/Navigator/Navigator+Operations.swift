// The state's operations, carried out through the host. Each returns when the transition has
// finished; those that can find nothing to do return `false` and perform nothing.
extension Navigator {
  /// Pushes `route` on the top-most stack.
  // NB: inlinable so the entry is made where the route's type is known (see `AnyRoute`).
  @inlinable
  public func push(
    _ route: some Hashable & Sendable, tag: (any Hashable & Sendable)? = nil, animated: Bool = true
  ) async throws(NavigationError) {
    let entry = ScreenEntry(route, tag: tag)
    try await navigate(animated: animated) { $0.push(entry) }
  }

  /// Pops the top screen of the top-most stack.
  /// - Returns: `false` when only the root was left.
  @discardableResult
  public func pop(animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.pop() }
  }

  /// Pops `k` screens; `k` at or past the depth pops to the root.
  @discardableResult
  public func popLast(_ k: Int, animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.popLast(k) }
  }

  /// Pops to the nearest screen tagged `tag`, which stays on top.
  /// - Returns: `false` when no screen has the tag (nothing happens).
  @discardableResult
  public func pop(to tag: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.pop(to: tag) }
  }

  /// Pops the nearest screen tagged `tag` and everything above it.
  /// - Returns: `false` when no pushed screen has the tag (nothing happens).
  @discardableResult
  public func pop(from tag: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.pop(from: tag) }
  }

  /// Pops every pushed screen of the top-most stack.
  @discardableResult
  public func popToRoot(animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.popToRoot() }
  }

  /// Replaces the top-most stack with `routes`; the first becomes its root.
  /// - Returns: `false` when `routes` is empty (nothing happens).
  @discardableResult
  public func setStack(_ routes: [any Hashable & Sendable], animated: Bool = true)
    async throws(NavigationError) -> Bool
  {
    try await navigate(animated: animated) { $0.setStack(routes) }
  }

  /// Presents `route` in a new modal layer with its own stack.
  // NB: inlinable so the entry is made where the route's type is known (see `AnyRoute`).
  @inlinable
  public func present(
    _ route: some Hashable & Sendable, style: PresentationStyle = .sheet,
    tag: (any Hashable & Sendable)? = nil, embedded: Bool = true, animated: Bool = true
  ) async throws(NavigationError) {
    let layer = ModalLayer(style: style, stack: ScreenStack(route, tag: tag), embedded: embedded)
    try await navigate(animated: animated) { $0.present(layer) }
  }

  /// Dismisses the top modal layer.
  @discardableResult
  public func dismiss(animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.dismiss() }
  }

  /// Dismisses the top `k` layers, one at a time, top down.
  @discardableResult
  public func dismissLast(_ k: Int, animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.dismissLast(k) }
  }

  /// Dismisses the layers above the nearest layer tagged `tag`, which stays.
  @discardableResult
  public func dismiss(to tag: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.dismiss(to: tag) }
  }

  /// Dismisses the nearest layer tagged `tag` and every layer above it.
  @discardableResult
  public func dismiss(from tag: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.dismiss(from: tag) }
  }

  /// Dismisses every layer, one at a time, top down.
  @discardableResult
  public func dismissAll(animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.dismissAll() }
  }

  /// Selects the tab `id`.
  /// - Returns: `false` when there is no such tab or it is already selected.
  @discardableResult
  public func select(tab id: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.select(tab: id) }
  }
}

// Destinations: a route, a screen type or a ready instance, with arguments and options.
extension Navigator {
  /// Pushes `destination` on the top-most stack; its screen is made (or taken from the cache),
  /// given its arguments and configured before it appears.
  public func push(_ destination: Destination, animated: Bool = true) async throws(NavigationError) {
    try await open(destination, animated: animated) { $0.push($1) }
  }

  /// Presents `destination` in a new modal layer with its own stack.
  public func present(
    _ destination: Destination, style: PresentationStyle = .sheet, embedded: Bool = true,
    animated: Bool = true
  ) async throws(NavigationError) {
    try await open(destination, animated: animated) {
      $0.present(ModalLayer(style: style, stack: ScreenStack(root: $1), embedded: embedded))
    }
  }

  private func open(
    _ destination: Destination, animated: Bool, place: (inout NavigationState, ScreenEntry) -> Void
  ) async throws(NavigationError) {
    let entry = destination.makeEntry()
    book.pending[entry.id] = destination
    defer { book.pending[entry.id] = nil }
    try await navigate(animated: animated) { place(&$0, entry) }
  }
}
