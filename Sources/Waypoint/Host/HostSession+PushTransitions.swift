import Logging

// Push transitions on a platform: which screen names the transition of a push or a pop, and what
// the host holds for it.

@_spi(Hosts)
extension HostSession {
  /// The transition of a push or a pop in a stack, from the screen `from` to the screen `to`: the
  /// one the screen coming in names on a push, the one the screen going out names on a pop
  /// (played backwards); `nil` for the default.
  ///
  /// A pop the user drives with the swipe back (`swiping`) takes the default: the host has no
  /// interaction controller for a custom animation, and only the default pop follows the finger
  /// (with a custom one the swipe would be lost). A Back tap or a pop request plays the custom one.
  public func pushTransition(
    pushing: Bool, from: ScreenID?, to: ScreenID?, swiping: Bool = false
  ) -> PushTransition? {
    guard !(swiping && !pushing), let id = pushing ? to : from else { return nil }
    return (drawn.entry(id) ?? model.shown.entry(id))?.pushTransition
  }

  /// What the host holds for `transition` (an animation controller, a zoom's source view) under
  /// its ``PushTransition/name``.
  /// - Returns: What `registered` holds; `nil` for no transition, or, with a warning on the
  ///   navigation log, when the host holds nothing under the name: the default push is used.
  public func registered<Object>(
    for transition: PushTransition?, in registered: (String) -> Object?
  ) -> Object? {
    guard let transition else { return nil }
    guard let object = registered(transition.name) else {
      logger?.warning(
        "the host holds nothing for the push transition \(transition): the default push is used")
      return nil
    }
    return object
  }
}
