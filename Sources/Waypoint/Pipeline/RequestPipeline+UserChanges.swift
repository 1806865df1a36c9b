import Logging

// What the user did directly on screen: the state follows at once, or, while the host performs
// a step, once the step is done; a plan under way keeps it.
extension RequestPipeline {
  /// Applies what the host reports the user did; the state follows, nothing is performed.
  ///
  /// A report that comes while the host performs a step (its completion returns through the main
  /// queue, so a gesture can land first) is applied once the step is: the host saw the step
  /// before the gesture.
  /// - Returns: Whether the state followed now (`.applied`), will once the step under way ends
  ///   (`.queued`), or will not: the change does not fit the tree (`.ignored`, nothing changed).
  @discardableResult
  func userDid(_ change: UserChange) -> UserChangeOutcome {
    if stepInFlight {
      reportedDuringStep.append(change)
      return .queued
    }
    let old = navigator.state
    var next = old
    guard next.apply(change) else {
      logger.debug("user \(change) does not fit the tree; ignored")
      return .ignored
    }
    let isTransitioning = navigator.isTransitioning
    if isTransitioning { userChanges.record(change, on: old) }
    navigator.state = next
    logger.debug("user \(change)")
    // NB: in the middle of a plan, the plan settles when it ends: a screen it dismisses and
    // presents again must not be destroyed in between.
    if !isTransitioning { settle(ScreenChanges(from: old, to: next)) }
    emit(.userNavigated(change))
    return .applied
  }

  /// Applies, in order, what the host reported while it performed the step that just ended.
  func applyUserChangesReportedDuringTheStep() {
    stepInFlight = false
    let reported = reportedDuringStep
    reportedDuringStep = []
    for change in reported { userDid(change) }
  }
}
