@_spi(Hosts) import Waypoint

// What the user does, simulated the way UIKit delivers it: the host's model checks the gesture
// against the screen, the lifecycle events go out, and the change is reported to the
// navigator by identity.
extension TestHost {
  /// The user swipes back in the top-most stack; with `cancelled`, they let go halfway and the
  /// screen goes back (will-events, then their reversal; nothing is reported).
  /// - Throws: `HostError`: a transition or a plan is under way (the host locks the gesture),
  ///   or there is nothing to pop.
  public func simulateSwipeBack(cancelled: Bool = false) throws(HostError) {
    let screen = try readyForGesture()
    let stack = screen.topStack
    guard !stack.path.isEmpty else { throw .doesNotFit(.popped(to: stack.top.id), screen: screen) }
    try interact(.popped(to: stack.path.dropLast().last?.id ?? stack.root.id), cancelled: cancelled)
  }

  /// The user pulls the top layer down; with `cancelled`, it springs back.
  /// - Throws: `HostError`: nothing is presented, the layer may not be dismissed by a gesture
  ///   (a full-screen cover, a screen that opted out), or the gesture is locked.
  public func simulatePullDown(cancelled: Bool = false) throws(HostError) {
    let screen = try readyForGesture()
    guard let layer = screen.modals.last else {
      throw .doesNotFit(.dismissed(layer: screen.topScreen.id), screen: screen)
    }
    try interact(.dismissed(layer: layer.id), cancelled: cancelled)
  }

  /// The user taps the tab `id`.
  /// - Throws: `HostError`: no such tab, or tab taps are locked during a plan.
  public func simulateTabTap(_ id: some Hashable & Sendable) throws(HostError) {
    try readyForGesture()
    try change(.selected(tab: AnyTag(id)))
  }

  /// The user taps Back, or picks `id` in the back button's long-press menu; the stack pops to
  /// it at once. This cannot be locked, so it goes through during a plan too.
  /// - Throws: `HostError`: no such screen, or it is already on top.
  public func simulateBackTap(to id: ScreenID? = nil) throws(HostError) {
    guard let screen else { throw .notAttached }
    let stack = screen.topStack
    let target = id ?? stack.path.dropLast().last?.id ?? stack.root.id
    try change(.popped(to: target))
  }

  /// A screen in the layer whose first screen is `layer` (the top layer when `nil`) dismisses
  /// itself, as a view controller calling `dismiss(animated:)` does. The layers above go too.
  /// This cannot be locked, so it goes through during a plan too.
  public func simulateSelfDismiss(layer: ScreenID? = nil) throws(HostError) {
    guard let screen else { throw .notAttached }
    guard let id = layer ?? screen.modals.last?.id else {
      throw .doesNotFit(.dismissed(layer: screen.topScreen.id), screen: screen)
    }
    try change(.dismissed(layer: id))
  }

  @discardableResult
  private func readyForGesture() throws(HostError) -> NavigationState {
    guard let screen else { throw .notAttached }
    return screen
  }
}
