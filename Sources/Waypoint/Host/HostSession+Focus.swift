import Logging

// VoiceOver's focus, moved once what is shown has settled.
extension HostSession {
  /// Has the platform move VoiceOver's focus for what changed on screen since it last moved
  /// (``FocusDirective``), once no plan, step, gesture or animation of the user's is under way:
  /// a step that a later one in the same plan replaced moves nothing.
  func moveFocusOnceSettled() {
    guard isFree, waiter == nil, !model.isLocked else { return }
    let shown = model.shown
    defer { focused = shown }
    // NB: the platform is read only when focus moves.
    guard
      let directive = FocusDirective(
        from: focused, to: shown, holdsElement: { self.platform.holdsElement($0) })
    else { return }
    logger?.debug("\(directive)")
    platform.moveFocus(directive)
  }
}
