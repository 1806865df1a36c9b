import Logging

// What the user did directly on screen, which the host's session applied to what is shown (the
// state): the navigator follows it (its events, the plan under way, the screens it settles).
extension RequestPipeline {
  /// Follows `change`, which the session applied to what is shown (the state), from `old`.
  ///
  /// In the middle of a plan the plan keeps it (it is planned around from the next step on) and
  /// settles when it ends: a screen it dismisses and presents again must not be destroyed in
  /// between.
  func userDid(_ change: UserChange, from old: NavigationState) {
    let isTransitioning = navigator.isTransitioning
    logger.debug("user \(change)")
    if isTransitioning {
      userChanges.record(change, on: old)
    } else {
      settle(ScreenChanges(from: old, to: navigator.state))
    }
    emit(.userNavigated(change))
  }
}
