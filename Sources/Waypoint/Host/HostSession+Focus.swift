import Logging

// VoiceOver's focus, moved once what is shown has settled, for what the navigator changed: the
// platform moves it for the user's own changes (a tab tapped, Back, a swipe, a pull-down), and
// the session posting again would move it off the tab bar and announce the screen twice.
extension HostSession {
  /// Has the platform move VoiceOver's focus for what changed on screen since it last moved
  /// (``FocusDirective``), once no plan, step, gesture or animation of the user's is under way:
  /// a step that a later one in the same plan replaced moves nothing.
  func moveFocusOnceSettled() {
    guard isFree, wait == nil, !model.isLocked else { return }
    let shown = model.shown
    defer { focused = shown }
    // NB: the platform is read only when focus moves.
    guard
      let directive = FocusDirective(
        from: focused, to: shown,
        holdsElement: { id in
          let held = self.platform.holdsElement(id)
          self.record(.elementHeld(id, held))
          return held
        })
    else { return }
    logger?.debug("\(directive)")
    focusFollowsTheUser = false
    platform.moveFocus(directive)
  }

  /// The user changed what is shown: the platform moves VoiceOver's focus for it, so the session's
  /// next move starts from here.
  func focusFollowedTheUser() {
    focused = model.shown
    focusFollowsTheUser = true
  }
}
