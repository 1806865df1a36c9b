import Logging

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
    guards.add(applies: { _ in true }, check)
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
    guards.add(applies: { $0.as(R.self) != nil }) { context in
      guard let route = context.route.as(R.self) else { return .allow }
      return try await check(route, context)
    }
  }

  /// Removes a guard; an unknown id is ignored.
  public func removeGuard(_ id: GuardID) {
    guards.remove(id)
  }

  // MARK: Redirects

  /// Shows the redirect screen (in the turn of the request that was redirected) and waits for
  /// it to finish, giving up the turn meanwhile; requests redirected to the same screen while it
  /// is up share it. When it finishes with a value, the waiting requests take their turns again
  /// before every request made after them.
  /// - Returns: Whether the redirect screen finished with a value.
  /// - Throws: A host failure presenting the screen, or ``NavigationError/cancelled``.
  func follow(_ redirect: Redirect, from ticket: RequestQueue.Ticket, animated: Bool)
    async throws(NavigationError)
    -> Bool
  {
    let wait: RedirectWait
    if let running = redirects[redirect] {
      wait = running
    } else {
      let entry = ScreenEntry(id: .next(), route: redirect.route, tag: nil)
      let slot = ResultSlot((any Sendable).self)
      book.results[entry.id] = slot
      var target = state
      guard target.place(entry, redirect.placement) else {
        book.results[entry.id] = nil
        throw fail(.invalidState("the redirect to \(redirect.route) names a tab the tree does not have"))
      }
      logger.debug("redirect to \(redirect.route)")
      do throws(NavigationError) {
        try await carryOut(
          from: state, to: target, ScreenChanges(from: state, to: target), animated: animated)
      } catch {
        book.results[entry.id] = nil
        throw error
      }
      wait = RedirectWait()
      redirects[redirect] = wait
      slot.onDeliver = { [weak self] outcome in
        self?.redirects[redirect] = nil
        self?.resolve(wait, succeeded: outcome.value != nil)
      }
      // NB: the redirect screen may already have gone (the user dismissed it in the middle).
      if !state.contains(entry.id) {
        book.results[entry.id] = nil
        slot.deliver(.cancelled)
      }
    }
    queue.park(ticket)
    switch await wait.join(ticket) {
    case .succeeded: return true
    case .failed: return false
    case .cancelled: throw fail(.cancelled)
    }
  }

  /// Ends `wait`: on success its requests rejoin the queue, in the order they were made.
  private func resolve(_ wait: RedirectWait, succeeded: Bool) {
    if succeeded { queue.rejoin(wait.tickets.sorted()) }
    wait.resume(succeeded ? .succeeded : .failed)
  }
}

/// The requests waiting for one redirect screen to finish.
@MainActor
final class RedirectWait {
  enum Outcome { case succeeded, failed, cancelled }

  private let delivery = Delivery<RequestQueue.Ticket, Outcome>(cancelled: .cancelled)

  /// The tickets of the requests waiting.
  var tickets: [RequestQueue.Ticket] { delivery.waitingKeys }

  /// Waits for the redirect as the request holding `ticket`; a cancelled task stops waiting at
  /// once.
  func join(_ ticket: RequestQueue.Ticket) async -> Outcome {
    await delivery.wait(as: ticket)
  }

  /// Resumes every waiting request with `outcome`.
  func resume(_ outcome: Outcome) {
    delivery.deliver(outcome)
  }
}

/// The guards a navigator consults, in the order they were added.
@MainActor
final class GuardList {
  typealias Check = @MainActor (GuardContext) async throws -> GuardDecision

  private var guards: [(id: GuardID, applies: (AnyRoute) -> Bool, check: Check)] = []
  private var nextID = 0
  /// The checks under way, each under a token its task carries (``GuardScope/check``).
  private var checksInProgress: Set<Int> = []
  private var nextCheck = 0

  func add(applies: @escaping (AnyRoute) -> Bool, _ check: @escaping Check) -> GuardID {
    defer { nextID += 1 }
    guards.append((GuardID(rawValue: nextID), applies, check))
    return GuardID(rawValue: nextID)
  }

  func remove(_ id: GuardID) {
    guards.removeAll { $0.id == id }
  }

  /// Whether this task runs inside a guard check that is still under way.
  var isCheckingInThisTask: Bool {
    guard !checksInProgress.isEmpty, let token = GuardScope.check else { return false }
    return checksInProgress.contains(token)
  }

  /// Asks the guards about `appearing`, the screens `target` brings into the tree, in tree order.
  /// Under `.restoration`, a denied screen is dropped from `target` with what is above it (a root
  /// cannot be dropped, so denying one fails the restoration).
  func check(
    _ appearing: [ScreenEntry], in target: inout NavigationState, _ reason: NavigationReason,
    _ navigator: AnyNavigator
  ) async -> GuardVerdict {
    guard !guards.isEmpty else { return .allowed }
    for entry in appearing {
      for (_, applies, check) in guards where applies(entry.route) && target.contains(entry.id) {
        let decision: GuardDecision
        let token = nextCheck
        nextCheck += 1
        checksInProgress.insert(token)
        do {
          decision = try await GuardScope.$check.withValue(token) {
            try await check(GuardContext(entry: entry, reason: reason, state: navigator.state))
          }
        } catch {
          decision = .deny(error)
        }
        checksInProgress.remove(token)
        switch decision {
        case .allow:
          continue
        case .deny(let error):
          navigator.logger.debug("guard denied \(entry.route) (\(reason)): \(error)")
          if reason == .restoration, target.remove(entry.id) { continue }
          return .denied(.denied(route: entry.route, reason: error))
        case .redirect(let redirect):
          navigator.logger.debug("guard redirected \(entry.route) (\(reason)) to \(redirect.route)")
          return .redirect(redirect, route: entry.route)
        }
      }
    }
    return .allowed
  }
}

/// What the guards decided about a request.
enum GuardVerdict {
  case allowed
  case denied(NavigationError)
  case redirect(Redirect, route: AnyRoute)
}

/// What the guards are doing in the current task.
enum GuardScope {
  /// The guard check this task runs in (or was started from); a request is refused only
  /// while that check is still under way, when it would wait for itself.
  @TaskLocal static var check: Int?
}
