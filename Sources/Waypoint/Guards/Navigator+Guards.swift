import Logging

// Guards: async checks consulted for every screen about to appear, however it is reached —
// push, present, `navigate`, deep links, restoration, flow start — since all of them are
// requests through the same door.
extension Navigator {
  /// Adds a guard consulted for every screen about to appear.
  ///
  /// A guard that throws denies with the error it threw.
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
  func checkGuards(on target: inout NavigationState, reason: NavigationReason) async -> GuardVerdict {
    guard !guards.isEmpty else { return .allowed }
    let existing = Set(state.allEntries.map(\.id))
    for entry in target.allEntries where !existing.contains(entry.id) {
      for (_, applies, check) in guards where applies(entry.route) && target.contains(entry.id) {
        let decision: GuardDecision
        do {
          decision = try await check(GuardContext(entry: entry, reason: reason))
        } catch {
          decision = .deny(error)
        }
        switch decision {
        case .allow:
          continue
        case .deny(let error):
          logger.debug("guard denied \(entry.route) (\(reason)): \(error)")
          if reason == .restoration, target.remove(entry.id) { continue }
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
      let destination = Destination(route: redirect.route)
      let outcome = try? await self.open(destination, expecting: (any Sendable).self, animated: true) {
        $0.present(ModalLayer(style: redirect.style, stack: ScreenStack(root: $1)))
      }
      return outcome?.value != nil
    }
    redirectsInFlight[redirect] = task
    return await task.value
  }
}
