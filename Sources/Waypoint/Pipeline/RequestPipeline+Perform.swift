import Logging

// Carrying a plan out through the host, one step at a time, and settling what hangs on the
// tree afterwards.
extension RequestPipeline {
  /// Goes from `base`, which is the state, to `target` through the host.
  ///
  /// Before each step the plan is checked against what the user did since it was made: a
  /// gesture that landed between two steps (a completion comes back through the main queue) is
  /// never undone. The target keeps what the user removed removed and the tab they selected
  /// selected, and the rest of the way is planned again from the screen as it now is.
  ///
  /// A plan the user overtook before its first step started (the step waited for the user's
  /// transition, and it changed the screen) did nothing: it ends at once, and the request is made
  /// again on the screen as the user left it.
  ///
  /// - Parameter changes: What `target` adds to and removes from `base`.
  /// - Returns: `false` when the user overtook the plan before its first step: nothing was done.
  @discardableResult
  func carryOut(
    from base: NavigationState, to target: NavigationState, _ changes: ScreenChanges, animated: Bool
  ) async throws(NavigationError) -> Bool {
    let navigator = self.navigator
    let together = navigator.host.capabilities.contains(.dismissesLayersTogether)
    // NB: a split's collapse is the host's fact; the target takes the state's.
    var target = NavigationState(root: target.root.keepingCollapse(of: base.root), modals: target.modals)
    var steps = base.plan(to: target, dismissingLayersTogether: together)
    guard !steps.isEmpty else { return true }
    book.prepare(changes.new, navigator: navigator)
    navigator.logger.debug("plan", metadata: ["steps": "\(steps)"])
    emit(.willNavigate(steps: steps))
    navigator.isTransitioning = true
    userChanges = UserChanges()
    navigator.beginPlan(steps)
    // Whether the state is `target` as it was asked for: every step done, nothing done by the user.
    var reachedTarget = false
    defer {
      navigator.endPlan()
      navigator.isTransitioning = false
      // NB: the changes were counted once for the request; counted again only when the state
      // ended elsewhere (a host failure, a cancellation, a user gesture).
      settle(reachedTarget ? changes : ScreenChanges(from: base, to: navigator.state))
      // NB: a screen made for this plan that never landed (a host failure, a user gesture in
      // the middle) is let go with it.
      for entry in changes.new where !navigator.state.contains(entry.id) { book.destroy(entry.id) }
    }
    var replanned = false
    var performedAny = false
    var index = 0
    while index < steps.count {
      if !userChanges.isEmpty {
        target.keep(userChanges)
        userChanges = UserChanges()
        replanned = true
        steps = navigator.state.plan(to: target, dismissingLayersTogether: together)
        index = 0
        navigator.logger.debug("re-planned after a user change", metadata: ["steps": "\(steps)"])
        continue
      }
      if Task.isCancelled { throw cancelPlan() }
      let step = steps[index]
      navigator.logger.debug("step \(step)", metadata: ["animated": "\(animated)"])
      do {
        try await navigator.carryOut(step, animated: animated)
      } catch HostError.overtakenByUser {
        // NB: the user's change, applied before the step began, makes the loop plan again, or,
        // when nothing was done yet, the request is made again on the new screen.
        if !performedAny {
          navigator.logger.debug("the user overtook the plan before its first step; made again")
          return false
        }
        continue
      } catch {
        throw fail(.hostFailed(step: step, underlying: error))
      }
      navigator.state._checkInvariants()
      performedAny = true
      index += 1
    }
    // NB: a gesture reported during the last step leaves the state short of the target.
    reachedTarget = !replanned && userChanges.isEmpty
    // NB: the steps take the state to the target exactly (see `NavigationState.plan(to:)`), so
    // the changes counted for the target are those of the state.
    assert(!reachedTarget || navigator.state == target, "the plan did not reach its target")
    emit(.didNavigate(top: navigator.state.topScreen))
    return true
  }

  /// The plan stops: its request was cancelled.
  @inline(never)
  private func cancelPlan() -> NavigationError {
    navigator.recorder?.record(.planCancelled)
    return fail(.cancelled)
  }

  /// Brings the screen records, the awaited results and the flows up to date with the state,
  /// which `changes` took from the state of the last settle.
  func settle(_ changes: ScreenChanges) {
    let navigator = self.navigator
    let gone = changes.gone
    book.sync(to: navigator.state, gone: gone)
    screenViews.left(gone)
    guard !gone.isEmpty else { return }
    leaveGuards.forget(gone)
    navigator.endFlows(of: gone)
  }
}
