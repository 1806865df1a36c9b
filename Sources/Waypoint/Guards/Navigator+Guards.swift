import Logging

// Guards: async checks consulted for every screen about to appear, however it is reached —
// push, present, `navigate`, deep links, restoration, flow start — since all of them are
// requests through the same door.
extension Navigator {
  /// Adds a guard consulted for every screen about to appear.
  ///
  /// A guard that throws denies with the error it threw. A guard must not navigate while it is
  /// deciding (the request would wait for the one being checked): such a request — also from a
  /// task the guard started and awaits — fails at once with
  /// ``NavigationError/requestFromGuard``; return `.redirect` instead. A task the guard started
  /// may navigate once the check is over. The screen a redirect shows is not checked by the
  /// guards.
  /// - Returns: An id for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard(
    _ check: @escaping @MainActor (GuardContext) async throws -> GuardDecision
  ) -> GuardID {
    addGuard(applies: { _ in true }, check)
  }

  /// Adds a guard consulted for every screen of route type `R` about to appear.
  ///
  /// ```swift
  /// navigator.addGuard(for: Shop.self) { route, _ in
  ///   guard route == .checkout, !session.isSignedIn else { return .allow }
  ///   return .redirect(Redirect(present: Shop.login))
  /// }
  /// ```
  /// - Returns: An id for ``removeGuard(_:)``.
  @discardableResult
  public func addGuard<R: Hashable & Sendable>(
    for routeType: R.Type, _ check: @escaping @MainActor (R, GuardContext) async throws -> GuardDecision
  ) -> GuardID {
    addGuard(applies: { $0.as(R.self) != nil }) { context in
      guard let route = context.route.as(R.self) else { return .allow }
      return try await check(route, context)
    }
  }

  /// Removes a guard; an unknown id is ignored.
  public func removeGuard(_ id: GuardID) {
    guards.removeAll { $0.id == id }
  }

  private func addGuard(applies: @escaping (AnyRoute) -> Bool, _ check: @escaping Guard) -> GuardID {
    let id = GuardID(rawValue: nextGuardID)
    nextGuardID += 1
    guards.append((id, applies, check))
    return id
  }

  enum GuardVerdict {
    case allowed
    case denied(NavigationError)
    case redirect(Redirect, route: AnyRoute)
  }

  /// Asks the guards about every screen `target` brings into the tree, in tree order. Under
  /// `.restoration`, a denied screen is dropped with what is above it (a root cannot be
  /// dropped, so denying one fails the restoration).
  func checkGuards(
    on target: inout NavigationState, _ change: inout TreeChange, reason: NavigationReason
  ) async -> GuardVerdict {
    guard !guards.isEmpty, !change.added.isEmpty else { return .allowed }
    var pruned = false
    let verdict = await checkGuards(on: &target, change, reason: reason, pruned: &pruned)
    // NB: restoration dropped screens; the change must say what will really be shown.
    if pruned { change = TreeChange(from: state, to: target) }
    return verdict
  }

  private func checkGuards(
    on target: inout NavigationState, _ change: TreeChange, reason: NavigationReason, pruned: inout Bool
  ) async -> GuardVerdict {
    var existing: [ScreenID: AnyRoute] = [:]
    for entry in change.removed { existing[entry.id] = entry.route }
    // A screen appears when its identity is new, or an existing entry now shows another route.
    for entry in change.added where existing[entry.id] != entry.route {
      if let redirect = GuardScope.redirecting, redirect.route == entry.route { continue }
      for (_, applies, check) in guards where applies(entry.route) && (!pruned || target.contains(entry.id)) {
        let decision: GuardDecision
        do {
          let token = ScreenID.next()
          checksInProgress.insert(token)
          defer { checksInProgress.remove(token) }
          decision = try await GuardScope.$check.withValue(token) {
            try await check(GuardContext(entry: entry, reason: reason))
          }
        } catch {
          decision = .deny(error)
        }
        switch decision {
        case .allow:
          continue
        case .deny(let error):
          logger.debug("guard denied \(entry.route) (\(reason)): \(error)")
          if reason == .restoration, target.remove(entry.id) {
            pruned = true
            continue
          }
          return .denied(.denied(route: entry.route, reason: error))
        case .redirect(let redirect):
          logger.debug("guard redirected \(entry.route) (\(reason)) to \(redirect.route)")
          return .redirect(redirect, route: entry.route)
        }
      }
    }
    return .allowed
  }

  /// Shows the redirect screen and waits for it to finish; requests redirected to the same
  /// screen while it is up share it.
  /// - Returns: Whether it finished with a value.
  func follow(_ redirect: Redirect) async -> Bool {
    if let running = redirectsInFlight[redirect] {
      return await running.value
    }
    let task = Task { @MainActor in
      defer { self.redirectsInFlight[redirect] = nil }
      // NB: the redirect's own screen is not checked by the guards (a guard covering every
      // screen would otherwise redirect the login to itself and wait for ever).
      return await GuardScope.$redirecting.withValue(redirect) {
        let destination = Destination(route: redirect.route)
        let outcome = try? await self.open(destination, expecting: (any Sendable).self, animated: true) {
          $0.present(ModalLayer(style: redirect.style, stack: ScreenStack(root: $1)))
        }
        return outcome?.value != nil
      }
    }
    redirectsInFlight[redirect] = task
    return await task.value
  }
}

/// What the guards are doing in the current task.
enum GuardScope {
  /// The guard check this task runs in (or was started from); a request is refused only
  /// while that check is still under way, when it would wait for itself.
  @TaskLocal static var check: ScreenID?
  /// The redirect being shown, whose own screen the guards let through.
  @TaskLocal static var redirecting: Redirect?
}
