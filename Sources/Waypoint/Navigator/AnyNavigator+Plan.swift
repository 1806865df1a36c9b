import Logging

// Carrying a plan out through the host, one step at a time, and settling what hangs on the
// tree afterwards.
extension AnyNavigator {
  /// Goes from `base`, which is the state, to `target` through the host.
  ///
  /// Before each step the plan is checked against what the user did since it was made: a
  /// gesture that landed between two steps (a completion comes back through the main queue) is
  /// never undone. The target keeps what the user removed removed and the tab they selected
  /// selected, and the rest of the way is planned again from the screen as it now is.
  ///
  /// - Parameter changes: What `target` adds to and removes from `base`.
  func carryOut(
    from base: NavigationState, to target: NavigationState, _ changes: ScreenChanges, animated: Bool
  ) async throws(NavigationError) {
    let together = host.capabilities.contains(.dismissesLayersTogether)
    var steps = base.plan(to: target, dismissingLayersTogether: together)
    guard !steps.isEmpty else { return }
    var target = target
    book.prepare(changes.new, navigator: self)
    logger.debug("plan", metadata: ["steps": "\(steps)"])
    emit(.willNavigate(steps: steps))
    isTransitioning = true
    userChanges = UserChanges()
    host.willBeginPlan(steps)
    defer {
      host.didEndPlan()
      isTransitioning = false
      settle()
      // NB: a screen made for this plan that never landed (a host failure, a user gesture in
      // the middle) is let go with it.
      for entry in changes.new where !state.contains(entry.id) { book.destroy(entry.id) }
    }
    var index = 0
    while index < steps.count {
      if !userChanges.isEmpty {
        target.keep(userChanges)
        userChanges = UserChanges()
        steps = state.plan(to: target, dismissingLayersTogether: together)
        index = 0
        logger.debug("re-planned after a user change", metadata: ["steps": "\(steps)"])
        continue
      }
      if Task.isCancelled { throw fail(.cancelled) }
      let step = steps[index]
      logger.debug("step \(step)", metadata: ["animated": "\(animated)"])
      do {
        stepInFlight = true
        defer { applyUserChangesReportedDuringTheStep() }
        do {
          try await host.perform(step, animated: animated)
        } catch {
          throw fail(.hostFailed(step: step, underlying: error))
        }
        state.apply(step)
        state._checkInvariants()
      }
      index += 1
    }
    emit(.didNavigate(top: state.topScreen))
  }

  /// Brings the screen records, the awaited results and the flows up to date with the state.
  func settle() {
    let gone = book.sync(to: state)
    guard !gone.isEmpty else { return }
    endFlows(of: gone)
  }

  // MARK: What the user did

  /// Applies what the host reports the user did; the state follows, nothing is performed.
  ///
  /// A report that comes while the host performs a step (its completion returns through the main
  /// queue, so a gesture can land first) is applied once the step is: the host saw the step
  /// before the gesture.
  /// - Returns: `false`, changing nothing, when it does not fit the tree.
  @discardableResult
  func userDid(_ change: UserChange) -> Bool {
    if stepInFlight {
      reportedDuringStep.append(change)
      return true
    }
    var next = state
    guard next.apply(change) else {
      logger.debug("user \(change) does not fit the tree; ignored")
      return false
    }
    if isTransitioning { userChanges.record(change, on: state) }
    state = next
    logger.debug("user \(change)")
    // NB: in the middle of a plan, the plan settles when it ends: a screen it dismisses and
    // presents again must not be destroyed in between.
    if !isTransitioning { settle() }
    emit(.userNavigated(change))
    return true
  }
}

extension AnyNavigator {
  fileprivate func applyUserChangesReportedDuringTheStep() {
    stepInFlight = false
    let reported = reportedDuringStep
    reportedDuringStep = []
    for change in reported { userDid(change) }
  }
}
