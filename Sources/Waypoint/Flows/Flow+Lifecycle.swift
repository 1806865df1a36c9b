import Logging

// Starting and finishing flows. Every start is a request with the reason `.flowStart`, so
// guards apply; every finish takes the flow's screens off in one plan.
extension Flow {
  /// Starts `child` below this flow: wires its parent, places its first screen and calls its
  /// ``didStart()``.
  ///
  /// The request fails with a ``NavigationError``: this flow is not running
  /// (``NavigationError/flowNotRunning(flow:)``), `child` was started before
  /// (``NavigationError/flowAlreadyStarted(flow:)``), a guard denied its first screen (or its
  /// redirect was cancelled), or the host failed; `child` is then not attached.
  @discardableResult
  public func start(_ child: Flow, animated: Bool = true) -> NavigationRequest<Void, NavigationError> {
    child.claim(by: navigator)
    return request { navigator, ticket async throws(NavigationError) in
      guard self.status == .running else { throw .flowNotRunning(flow: self.description) }
      try await navigator.start(child, under: self, holding: ticket, animated: animated)
    }
  }

  /// Starts `child`; the request ends when the child finishes with a `Value`.
  ///
  /// Its value is `.value` when the child finishes with a value (`finish(with:)`), `.cancelled`
  /// when it finishes without one or goes away (the user swipes back past it, a deep link
  /// replaces it, its parent finishes).
  @discardableResult
  public func start<Value: Sendable>(
    _ child: Flow, expecting: Value.Type, animated: Bool = true
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    child.claim(by: navigator)
    return request { navigator, ticket async throws(NavigationError) in
      guard self.status == .running else { throw .flowNotRunning(flow: self.description) }
      guard child.status == .idle else { throw .flowAlreadyStarted(flow: child.description) }
      let slot = navigator.awaitResult(from: child.id, as: Value.self)
      do throws(NavigationError) {
        try await navigator.start(child, under: self, holding: ticket, animated: animated)
      } catch {
        navigator.cancelResult(from: child.id)
        throw error
      }
      return await slot.wait(as: Value.self)
    }
  }

  /// Finishes the flow: its screens (and whatever was shown above them) leave the tree in one
  /// plan, its children finish first, it is removed from its parent and freed. Whoever
  /// awaits its result gets `.cancelled`. Finishing a flow that is not running does nothing.
  @discardableResult
  public func finish(animated: Bool = true) -> NavigationRequest<Void, NavigationError> {
    request { _, ticket async throws(NavigationError) in
      try await self.finish(holding: ticket, animated: animated)
    }
  }

  /// Finishes the flow and delivers `value` to whoever started it expecting a result.
  ///
  /// The request fails with ``NavigationError/resultTypeMismatch(expected:got:)`` when the
  /// starter expects another type (nothing is delivered and the flow keeps running).
  @discardableResult
  public func finish<Value: Sendable>(
    with value: Value, animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    request { _, ticket async throws(NavigationError) in
      try await self.finish(with: value, holding: ticket, animated: animated)
    }
  }

  func finish(holding ticket: RequestQueue.Ticket?, animated: Bool) async throws(NavigationError) {
    guard status == .running, let navigator else { return }
    let subtree = self.subtree
    try await navigator.navigate(holding: ticket, animated: animated) { state in
      for flow in subtree {
        if let entry = flow.firstEntry { state.remove(entry) }
      }
    }
    // NB: only once the screens are gone: when the host fails, the flow keeps running (or
    // ends by itself if its first screen went before the failure).
    navigator.end(subtree)
  }

  func finish<Value: Sendable>(
    with value: Value, holding ticket: RequestQueue.Ticket?, animated: Bool
  ) async throws(NavigationError) {
    guard status == .running, let navigator else { return }
    let slot = try navigator.takeResult(from: id, checking: value)
    do {
      try await finish(holding: ticket, animated: animated)
    } catch {
      if let slot {
        if status == .running { navigator.keepAwaiting(slot, from: id) } else { slot.deliver(.cancelled) }
      }
      throw error
    }
    slot?.deliver(.value(value))
  }

  /// A request of the flow's navigator, which takes its place in the queue now; a flow that is
  /// not started fails it with ``NavigationError/flowNotRunning(flow:)``.
  private func request<T: Sendable>(
    _ work: @escaping @MainActor (AnyNavigator, RequestQueue.Ticket) async throws(NavigationError) -> T
  ) -> NavigationRequest<T, NavigationError> {
    guard let navigator else {
      return NavigationRequest(
        failed: .flowNotRunning(flow: description), logger: Logger(label: "waypoint.navigation"))
    }
    return navigator.request { [weak navigator] ticket async throws(NavigationError) -> T in
      guard let navigator else { throw .cancelled }
      return try await work(navigator, ticket)
    }
  }

  /// Takes `navigator` when its start is requested, if idle, so what the app asks of this flow
  /// in the same breath (starting a child) queues behind its start instead of failing at once;
  /// a start that fails takes it back.
  func claim(by navigator: AnyNavigator?) {
    if status == .idle, self.navigator == nil { self.navigator = navigator }
  }

  /// This flow and every flow below it, children before their parents.
  var subtree: [Flow] {
    children.reversed().flatMap(\.subtree) + [self]
  }
}
