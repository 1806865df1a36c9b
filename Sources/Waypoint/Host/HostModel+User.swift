// What the user does directly: a change that happens at once (the back button, a screen
// dismissing itself, a tab tap) or an interactive gesture that can still be called off (a
// swipe back, a sheet pulled down).
extension HostModel {
  /// The user changed the screen at once.
  ///
  /// - Returns: The transition, whose `willEvents` and then
  ///   `didEvents` the host sends before reporting `change`.
  /// - Throws: ``HostError/transitionInProgress(running:attempted:)`` while a transition runs
  ///   (UIKit ignores gestures then), ``HostError/doesNotFit(_:screen:)`` when the change does
  ///   not fit what is shown, ``HostError/lockedDuringPlan`` for a tab tap (or the More tab's)
  ///   during a plan
  ///   (the back button and a screen dismissing itself cannot be locked, so they go through).
  package mutating func userDid(_ change: UserChange) throws(HostError) -> HostTransition {
    switch change {
    case .selected, .showedMoreList: if isLocked { throw .lockedDuringPlan }
    default: break
    }
    let transition = try start(change)
    finish(transition)
    return transition
  }

  /// The user started an interactive gesture that would make `change`: a swipe back, a sheet
  /// being pulled down. The host sends the returned transition's `willEvents`,
  /// then ends it with ``endInteractive(committed:)``.
  ///
  /// - Throws: As ``userDid(_:)``, ``HostError/notDismissible(_:)`` for a layer the user may not
  ///   dismiss (a full-screen cover, a screen that opted out), and
  ///   ``HostError/lockedDuringPlan`` during a plan.
  package mutating func beginInteractive(_ change: UserChange) throws(HostError) -> HostTransition {
    if isLocked { throw .lockedDuringPlan }
    if case .dismissed(let id) = change, let layer = shown.modals.last(where: { $0.id == id }),
      !layer.allowsInteractiveDismissal
    {
      throw .notDismissible(layer.style)
    }
    let transition = try start(change)
    running = transition
    return transition
  }

  /// Ends the interactive gesture under way.
  ///
  /// - Parameter committed: Whether the user finished it (`false`: they let go and the screen
  ///   went back, as a cancelled swipe does).
  /// - Returns: The events to send, and the change to report (`nil` when it was called off:
  ///   nothing changed).
  package mutating func endInteractive(committed: Bool) -> (events: [HostEvent], change: UserChange?) {
    guard let transition = running, case .user(let change) = transition.cause else { return ([], nil) }
    if committed { return (finish(transition), change) }
    return (abandon(transition), nil)
  }

  /// Whether the user may start a gesture now (a tab tap, a swipe back, a pull-down): no plan
  /// and no transition is under way. A platform host asks before letting one begin.
  package var acceptsGestures: Bool { !isLocked && running == nil }

  /// Whether the user may dismiss `layer` by a gesture now: it allows it
  /// (``ModalLayer/allowsInteractiveDismissal``) and the host ``acceptsGestures``.
  package func allowsInteractiveDismissal(of layer: ModalLayer) -> Bool {
    acceptsGestures && layer.allowsInteractiveDismissal
  }

  private mutating func start(_ change: UserChange) throws(HostError) -> HostTransition {
    if let running { throw .transitionInProgress(running: running.cause, attempted: .user(change)) }
    var next = shown
    guard next.apply(change) else { throw .doesNotFit(change, screen: shown) }
    let transition = transition(to: next, cause: .user(change))
    markLoaded(transition)
    return transition
  }
}
