// Leave guards: async checks consulted before any plan takes a screen they protect away —
// every pop and dismissal, `setStack`, a `navigate` or deep link that replaces the tree, a flow
// finishing, a restoration, a screen finishing — and before the user's own exits, which the
// hosts hold while the screen on top is protected (see "Guards and redirects").
extension AnyNavigator {
  /// Protects every screen of route type `R`: before a change takes one away, `check` decides
  /// whether it may go.
  ///
  /// The check may show its own prompt through the navigator before it answers (the request it
  /// guards lends its turn to the requests made while it decides, and takes it back after):
  ///
  /// ```swift
  /// navigator.addLeaveGuard(for: Profile.self) { [weak navigator, weak draft] route, context in
  ///   guard route == .edit, draft?.hasChanges == true, let navigator else { return .leave }
  ///   let answer = try await navigator.present(.discardChanges, expecting: Bool.self).value
  ///   return answer.value == true ? .leave : .stay
  /// }
  /// ```
  ///
  /// While a protected screen is on top of its stack or layer, the hosts hold the swipe back and
  /// the pull-down, and send the Back button, the back menu and a refused pull-down through
  /// `check` (``NavigationReason/userExit``).
  ///
  /// - Parameters:
  ///   - routeType: The route type whose screens the guard protects.
  ///   - check: Returns `.stay` (or throws) to keep the screen: the request fails with
  ///     ``NavigationError/leaveDenied(_:)`` and nothing changes.
  /// - Returns: An id for ``removeLeaveGuard(_:)``.
  @discardableResult
  public func addLeaveGuard<R: Route>(
    for routeType: R.Type, _ check: @escaping @MainActor (R, LeaveContext) async throws -> LeaveDecision
  ) -> LeaveGuardID {
    pipeline.leaveGuards.add(screen: nil, protects: { $0.route.as(R.self) != nil }) { context in
      guard let route = context.route.as(R.self) else { return .leave }
      return try await check(route, context)
    }
  }

  /// Protects the one screen `id` while it is in the tree (the guard is removed when it goes):
  /// add it when the screen has something to lose, remove it when that is saved.
  /// - Returns: An id for ``removeLeaveGuard(_:)``.
  @discardableResult
  public func addLeaveGuard(
    protecting id: ScreenID, _ check: @escaping @MainActor (LeaveContext) async throws -> LeaveDecision
  ) -> LeaveGuardID {
    pipeline.leaveGuards.add(screen: id, protects: { $0.id == id }, check)
  }

  /// Protects every screen `protects` says, as long as it says so (a replay's guard, protecting
  /// the screens a recording says were protected).
  @discardableResult
  package func addLeaveGuard(
    protecting protects: @escaping (ScreenEntry) -> Bool,
    _ check: @escaping @MainActor (LeaveContext) async throws -> LeaveDecision
  ) -> LeaveGuardID {
    pipeline.leaveGuards.add(screen: nil, protects: protects, check)
  }

  /// Removes a leave guard; an unknown id is ignored.
  public func removeLeaveGuard(_ id: LeaveGuardID) {
    pipeline.leaveGuards.remove(id)
  }

  /// Whether a leave guard protects `entry`.
  public func isLeaveGuarded(_ entry: ScreenEntry) -> Bool {
    pipeline.leaveGuards.protects(entry)
  }
}

extension ScreenContext {
  /// Protects this screen while it is in the tree; see
  /// ``AnyNavigator/addLeaveGuard(protecting:_:)``.
  /// - Returns: An id for ``AnyNavigator/removeLeaveGuard(_:)``, or `nil` when the navigator is
  ///   gone.
  @discardableResult
  public func addLeaveGuard(
    _ check: @escaping @MainActor (LeaveContext) async throws -> LeaveDecision
  ) -> LeaveGuardID? {
    navigator?.addLeaveGuard(protecting: entry.id, check)
  }
}
