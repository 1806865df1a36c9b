// The state's operations, carried out through the host. Each has two forms: the `async` one
// returns when the transition has finished; the plain one takes its place in the queue and
// returns a `NavigationRequest` at once, for code that does not wait (a button, a delegate).
// Operations that can find nothing to do return `false` and perform nothing.
extension AnyNavigator {
  /// Pushes `route` on the top-most stack.
  /// - Throws: ``NavigationError``; a push into a layer without a navigation container is
  ///   ``NavigationError/invalidState(_:)``.
  public func push(
    _ route: some Route, tag: (any Hashable & Sendable)? = nil, animated: Bool = true
  ) async throws(NavigationError) {
    let entry = ScreenEntry(route, tag: tag)
    try await navigate(animated: animated) { $0.push(entry) }
  }

  /// Pushes `route` on the top-most stack, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func push(
    _ route: some Route, tag: (any Hashable & Sendable)? = nil, animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    let entry = ScreenEntry(route, tag: tag)
    return navigate(animated: animated) { $0.push(entry) }
  }

  /// Pops the top screen of the top-most stack.
  /// - Returns: `false` when only the root was left.
  @discardableResult
  public func pop(animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.pop() }
  }

  /// Pops the top screen, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func pop(animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    navigate(animated: animated) { $0.pop() }
  }

  /// Pops `k` screens; `k` at or past the depth pops to the root.
  @discardableResult
  public func popLast(_ k: Int, animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.popLast(k) }
  }

  /// Pops `k` screens, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func popLast(_ k: Int, animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    navigate(animated: animated) { $0.popLast(k) }
  }

  /// Pops to the nearest screen tagged `tag`, which stays on top.
  /// - Returns: `false` when no screen has the tag (nothing happens).
  @discardableResult
  public func pop(to tag: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.pop(to: tag) }
  }

  /// Pops to the nearest screen tagged `tag`, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func pop(to tag: some Hashable & Sendable, animated: Bool = true) -> NavigationRequest<
    Bool, NavigationError
  > {
    navigate(animated: animated) { $0.pop(to: tag) }
  }

  /// Pops the nearest screen tagged `tag` and everything above it.
  /// - Returns: `false` when no pushed screen has the tag (nothing happens).
  @discardableResult
  public func pop(from tag: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.pop(from: tag) }
  }

  /// Pops the nearest screen tagged `tag` and above, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func pop(from tag: some Hashable & Sendable, animated: Bool = true) -> NavigationRequest<
    Bool, NavigationError
  > {
    navigate(animated: animated) { $0.pop(from: tag) }
  }

  /// Pops every pushed screen of the top-most stack.
  @discardableResult
  public func popToRoot(animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.popToRoot() }
  }

  /// Pops every pushed screen, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func popToRoot(animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    navigate(animated: animated) { $0.popToRoot() }
  }

  /// Replaces the top-most stack with `routes`; the first becomes its root.
  /// - Returns: `false` when `routes` is empty (nothing happens).
  @discardableResult
  public func setStack(_ routes: [any Route], animated: Bool = true) async throws(NavigationError) -> Bool {
    let stack = ScreenStack(routes)
    return try await navigate(animated: animated) { $0.setStack(stack) }
  }

  /// Replaces the top-most stack with `routes`, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func setStack(_ routes: [any Route], animated: Bool = true) -> NavigationRequest<
    Bool, NavigationError
  > {
    let stack = ScreenStack(routes)
    return navigate(animated: animated) { $0.setStack(stack) }
  }

  /// Presents `route` in a new modal layer with its own stack.
  /// - Parameters:
  ///   - route: The screen to present.
  ///   - style: `.sheet`, `.fullScreenCover` or `.custom(_:)`.
  ///   - tag: Tags the layer's first screen, for `dismiss(to:)` and `dismiss(from:)`.
  ///   - embedded: Whether the layer has a navigation container to push in; `false` presents the
  ///     screen bare.
  ///   - animated: Whether the transition is animated.
  public func present(
    _ route: some Route, style: PresentationStyle = .sheet, tag: (any Hashable & Sendable)? = nil,
    embedded: Bool = true, animated: Bool = true
  ) async throws(NavigationError) {
    let layer = ModalLayer(style: style, stack: ScreenStack(route, tag: tag), embedded: embedded)
    try await navigate(animated: animated) { $0.present(layer) }
  }

  /// Presents `route` in a new modal layer, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func present(
    _ route: some Route, style: PresentationStyle = .sheet, tag: (any Hashable & Sendable)? = nil,
    embedded: Bool = true, animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    let layer = ModalLayer(style: style, stack: ScreenStack(route, tag: tag), embedded: embedded)
    return navigate(animated: animated) { $0.present(layer) }
  }

  /// Dismisses the top modal layer.
  @discardableResult
  public func dismiss(animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.dismiss() }
  }

  /// Dismisses the top modal layer, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func dismiss(animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    navigate(animated: animated) { $0.dismiss() }
  }

  /// Dismisses the top `k` layers, top down.
  @discardableResult
  public func dismissLast(_ k: Int, animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.dismissLast(k) }
  }

  /// Dismisses the top `k` layers, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func dismissLast(_ k: Int, animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    navigate(animated: animated) { $0.dismissLast(k) }
  }

  /// Dismisses the layers above the nearest layer tagged `tag`, which stays.
  @discardableResult
  public func dismiss(to tag: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.dismiss(to: tag) }
  }

  /// Dismisses the layers above the one tagged `tag`, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func dismiss(to tag: some Hashable & Sendable, animated: Bool = true) -> NavigationRequest<
    Bool, NavigationError
  > {
    navigate(animated: animated) { $0.dismiss(to: tag) }
  }

  /// Dismisses the nearest layer tagged `tag` and every layer above it.
  @discardableResult
  public func dismiss(from tag: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.dismiss(from: tag) }
  }

  /// Dismisses the layer tagged `tag` and those above, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func dismiss(from tag: some Hashable & Sendable, animated: Bool = true) -> NavigationRequest<
    Bool, NavigationError
  > {
    navigate(animated: animated) { $0.dismiss(from: tag) }
  }

  /// Dismisses every layer, top down.
  @discardableResult
  public func dismissAll(animated: Bool = true) async throws(NavigationError) -> Bool {
    try await navigate(animated: animated) { $0.dismissAll() }
  }

  /// Dismisses every layer, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func dismissAll(animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    navigate(animated: animated) { $0.dismissAll() }
  }

  /// Selects the tab `id`.
  /// - Returns: `false` when there is no such tab or it is already selected.
  @discardableResult
  public func select(tab id: some Hashable & Sendable, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    try await navigate(animated: animated) { $0.select(tab: id) }
  }

  /// Selects the tab `id`, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func select(tab id: some Hashable & Sendable, animated: Bool = true) -> NavigationRequest<
    Bool, NavigationError
  > {
    navigate(animated: animated) { $0.select(tab: id) }
  }
}

extension NavigationState {
  /// Replaces the top-most stack with `stack`, if there is one.
  fileprivate mutating func setStack(_ stack: ScreenStack?) -> Bool {
    guard let stack else { return false }
    setStack(stack)
    return true
  }
}

extension ScreenStack {
  /// A stack of `routes`, the first its root; `nil` when there are none.
  init?(_ routes: [any Route]) {
    guard let first = routes.first else { return nil }
    self.init(root: ScreenEntry(first), path: routes.dropFirst().map { ScreenEntry($0) })
  }
}

// Placing a screen anywhere, in the one vocabulary flows, links and redirects share.
extension AnyNavigator {
  /// Shows `route` where `placement` says: pushed, presented, at the root of a tab or of the
  /// whole tree.
  ///
  /// ```swift
  /// try await navigator.show(Shop.orders, placement: .tab(AppTab.account))
  /// ```
  /// - Returns: `false`, changing nothing, when the placement names a tab the tree does not have.
  @discardableResult
  public func show(
    _ route: some Route, placement: Placement, tag: (any Hashable & Sendable)? = nil, animated: Bool = true
  ) async throws(NavigationError) -> Bool {
    let entry = ScreenEntry(route, tag: tag)
    return try await navigate(animated: animated) { $0.place(entry, placement) }
  }

  /// Shows `route` where `placement` says, for code that does not wait.
  @discardableResult
  @_disfavoredOverload
  public func show(
    _ route: some Route, placement: Placement, tag: (any Hashable & Sendable)? = nil, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    let entry = ScreenEntry(route, tag: tag)
    return navigate(animated: animated) { $0.place(entry, placement) }
  }
}
