// Guards: async checks consulted for every screen about to appear, however it is reached —
// push, present, `navigate`, deep links, restoration, flow start — since all of them are
// requests through the same door.
extension AnyNavigator {
  /// Adds a guard consulted for every screen about to appear.
  ///
  /// A guard that throws denies with the error it threw. A guard must not navigate while it is
  /// deciding (the request would wait for the one being checked): such a request — also from a
  /// task the guard started and awaits — fails at once with
  /// ``NavigationError/requestFromGuard``; return `.redirect` instead. A task the guard started
  /// may navigate once the check is over. The screen a redirect shows is not checked by the
  /// guards.
  ///
  /// The navigator keeps `check` for as long as it lives: capture the navigator `[weak navigator]`
  /// if the guard needs it, or it is never freed.
  /// - Returns: An id for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard(
    _ check: @escaping @MainActor (GuardContext) async throws -> GuardDecision
  ) -> GuardID {
    pipeline.guards.add(applies: { _ in true }, check)
  }

  /// Adds a guard consulted for every screen of route type `R` about to appear.
  ///
  /// ```swift
  /// navigator.addGuard(for: Shop.self) { route, _ in
  ///   guard route == .checkout, !session.isSignedIn else { return .allow }
  ///   return .redirect(Redirect(to: Shop.login))
  /// }
  /// ```
  /// - Returns: An id for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard<R: Route>(
    for routeType: R.Type, _ check: @escaping @MainActor (R, GuardContext) async throws -> GuardDecision
  ) -> GuardID {
    pipeline.guards.add(applies: { $0.as(R.self) != nil }) { context in
      guard let route = context.route.as(R.self) else { return .allow }
      return try await check(route, context)
    }
  }

  /// Asks the guards again about every screen in the tree — after the user signs out, say —
  /// and takes the screens they no longer allow away, in one plan: a protected sheet is
  /// dismissed, a protected push popped, a tab's stack cut back (with what is above each).
  ///
  /// ```swift
  /// session.signOut()
  /// try await navigator.recheckGuards().value
  /// ```
  ///
  /// A screen a guard redirects goes too, and the first redirect's screen (say, login) is shown
  /// in the same plan; nothing is resumed when it finishes. The leave guards of the screens that
  /// go are asked (``NavigationReason/recheck``); one that keeps its screen fails the request and
  /// nothing changes. A root cannot be taken away: a guard denying one fails the request.
  /// - Returns: The request; it fails with a ``NavigationError``.
  @discardableResult
  public func recheckGuards(animated: Bool = true) -> NavigationRequest<Void, NavigationError> {
    ask(reason: .recheck, animated: animated) { _ in }
  }

  /// Removes a guard; an unknown id is ignored.
  public func removeGuard(_ id: GuardID) {
    pipeline.guards.remove(id)
  }
}
