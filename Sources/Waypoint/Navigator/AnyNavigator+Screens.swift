// The lifecycle of the screens in the tree, as hosts report it: on the `Screen` instance
// itself, as a stream, or to a handler.
extension AnyNavigator {
  /// The lifecycle events of screen `id` from now on, ending after `destroyed`, or when the
  /// navigator is released. It keeps the 64 newest events not read yet.
  public func lifecycle(of id: ScreenID) -> AsyncStream<LifecycleEvent> {
    guard let record = pipeline.book.record(for: id, in: state) else {
      return AsyncStream { $0.finish() }
    }
    return record.listeners.stream()
  }

  /// Calls `handler` with each lifecycle event of screen `id`, until it is destroyed.
  ///
  /// The navigator keeps `handler` while the screen is in the tree: a handler that captures the
  /// navigator strongly keeps it alive that long.
  /// - Returns: `false`, doing nothing, when the screen is not in the tree.
  @discardableResult
  public func onLifecycle(of id: ScreenID, _ handler: @escaping @MainActor (LifecycleEvent) -> Void) -> Bool {
    guard let record = pipeline.book.record(for: id, in: state) else { return false }
    record.handlers.append(handler)
    return true
  }
}

extension AnyNavigator {
  /// The context of screen `id`, through which it finishes; `nil` when it is not in the tree.
  ///
  /// ```swift
  /// let login = navigator.state.topScreen
  /// try await navigator.context(for: login.id)?.finish(with: user).value
  /// ```
  public func context(for id: ScreenID) -> ScreenContext? {
    guard let entry = state.entry(id) else { return nil }
    return ScreenContext(
      entry: entry, arguments: pipeline.book.destination(for: id)?.arguments ?? Arguments(), navigator: self)
  }
}
