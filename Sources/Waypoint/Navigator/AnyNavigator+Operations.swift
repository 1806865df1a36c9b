// The stack's operations, carried out through the host. Each takes its place in the queue when
// it is called and returns a `NavigationRequest`: ignore it, or await its `value`, which returns
// when the transition has finished. Operations that can find nothing to do end with `false` and
// perform nothing.
extension AnyNavigator {
  /// Pushes `route` on the top-most stack.
  ///
  /// By default (``Duplicates/singleTop``) nothing happens when `route` is already on top of
  /// that stack, and a push identical to one still queued or under way is that push: a button
  /// tapped twice pushes once.
  ///
  /// The request fails with a ``NavigationError``; a push into a layer without a navigation
  /// container is ``NavigationError/invalidState(_:)``.
  @discardableResult
  public func push(
    _ route: some Route, tag: (any Hashable & Sendable)? = nil, duplicates: Duplicates = .singleTop,
    animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    let entry = ScreenEntry(route, tag: tag)
    guard duplicates == .singleTop else { return ask(animated: animated) { $0.push(entry) } }
    return coalesced(RequestKey(verb: "push", route: entry.route, tag: entry.tag, style: nil)) {
      ask(animated: animated) { state in
        guard state.topStack.top.route != entry.route else { return }
        state.push(entry)
      }
    }
  }

  /// Pops the top screen of the top-most stack; `false` when only the root was left.
  @discardableResult
  public func pop(animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.pop() }
  }

  /// Pops `k` screens; `k` at or past the depth pops to the root.
  @discardableResult
  public func popLast(_ k: Int, animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.popLast(k) }
  }

  /// Pops to the nearest screen tagged `tag`, which stays on top; `false` when no screen has
  /// the tag (nothing happens).
  @discardableResult
  public func pop(
    to tag: some Hashable & Sendable, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.pop(to: tag) }
  }

  /// Pops the nearest screen tagged `tag` and everything above it; `false` when no pushed
  /// screen has the tag (nothing happens).
  @discardableResult
  public func pop(
    from tag: some Hashable & Sendable, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.pop(from: tag) }
  }

  /// Pops every pushed screen of the top-most stack.
  @discardableResult
  public func popToRoot(animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.popToRoot() }
  }

  /// Replaces the top-most stack with `routes`, the first its root, keeping the screens at its
  /// start whose routes are already there (`NavigationState.setStack(_:)`); `false` when `routes`
  /// is empty or already shown (nothing happens).
  @discardableResult
  public func setStack(_ routes: [any Route], animated: Bool = true) -> NavigationRequest<
    Bool, NavigationError
  > {
    ask(animated: animated) { $0.setStack(routes) }
  }
}
