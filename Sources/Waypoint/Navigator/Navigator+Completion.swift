// Completion-closure forms for callers that are not async. Each request takes its place in
// the queue when called; `completion` runs on the main actor once it has finished.
extension Navigator {
  /// Pushes `route`, then calls `completion`.
  public func push(
    _ route: some Hashable & Sendable, tag: (any Hashable & Sendable)? = nil, animated: Bool = true,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    let entry = ScreenEntry(route, tag: tag)
    navigate(animated: animated, { $0.push(entry) }, completion: completion)
  }

  /// Pops the top screen, then calls `completion` with whether anything was popped.
  public func pop(
    animated: Bool = true, completion: @escaping @MainActor (Result<Bool, NavigationError>) -> Void
  ) {
    navigate(animated: animated, { $0.pop() }, completion: completion)
  }

  /// Presents `route`, then calls `completion`.
  public func present(
    _ route: some Hashable & Sendable, style: PresentationStyle = .sheet,
    tag: (any Hashable & Sendable)? = nil, animated: Bool = true,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    let layer = ModalLayer(style: style, stack: ScreenStack(route, tag: tag))
    navigate(animated: animated, { $0.present(layer) }, completion: completion)
  }

  /// Dismisses the top layer, then calls `completion` with whether one was presented.
  public func dismiss(
    animated: Bool = true, completion: @escaping @MainActor (Result<Bool, NavigationError>) -> Void
  ) {
    navigate(animated: animated, { $0.dismiss() }, completion: completion)
  }

  /// Goes to `target`, then calls `completion`.
  public func navigate(
    to target: NavigationState, animated: Bool = true,
    completion: @escaping @MainActor (Result<Void, NavigationError>) -> Void
  ) {
    navigate(animated: animated, { $0 = target }, completion: completion)
  }
}
