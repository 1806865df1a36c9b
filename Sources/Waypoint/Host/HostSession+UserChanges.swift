import Logging

// What the user changes directly, and what the platform shows of its own accord: each is applied
// to what is shown and reported to the navigator, with its lifecycle events. One the platform
// still animates (a binding written as its animation starts) ends at its screens' probes; an
// interactive gesture (a swipe, a pull-down) ends when the user lets go.
extension HostSession {
  /// Applies a change at once, and reports it. One the platform is still animating (a binding
  /// written when its animation starts: `settlesAtProbes`) ends at its screens' probes: its `did`
  /// events wait for them, and so does a step started meanwhile.
  func apply(_ change: UserChange, settlesAtProbes: Bool = false) {
    do {
      let transition = try model.userDid(change)
      let appearing = awaitedScreens(transition.appearing, of: transition, nil)
      let disappearing = awaitedScreens(transition.disappearing, of: transition, nil)
      if settlesAtProbes, !appearing.isEmpty || !disappearing.isEmpty {
        deliver(transition.willEvents)
        animating = Awaited(
          step: nil, transition: transition, appearing: appearing, disappearing: disappearing)
        animationWatchdog = Task { [sleep, watchdogTimeout, weak self] in
          guard (try? await sleep(watchdogTimeout)) != nil else { return }
          self?.endAnimation()
        }
      } else {
        deliver(transition.willEvents + transition.didEvents)
      }
      connection.report(change)
    } catch {
      logger?.warning("the host does not follow \(change): \(error)")
      platform.restore(nil, at: nil)
    }
  }

  /// Counts a probe of the user's change under way; the last one ends it.
  func hearAnimation(_ event: LifecycleEvent, _ id: ScreenID) {
    switch event {
    case .didAppear: animating?.appearing.remove(id)
    case .didDisappear: animating?.disappearing.remove(id)
    case .load, .willAppear, .willDisappear, .destroyed: return
    }
    if let animating, animating.appearing.isEmpty, animating.disappearing.isEmpty { endAnimation() }
  }

  /// Ends the user's change under way: its `did` events, then the steps and facts waiting for it.
  func endAnimation() {
    guard let transition = animating?.transition else { return }
    animationWatchdog?.cancel()
    animationWatchdog = nil
    animating = nil
    deliver(transition.didEvents)
    // NB: a step waiting for it looks again (`waitUntilReady`).
    if awaited == nil { resume(true) }
    applyKept()
    publish()
    moveFocusOnceSettled()
  }

  /// Starts an interactive gesture, or lets it go unheard when the model refuses it (its end
  /// then finds nothing running, and the stack's `didShow` says what happened).
  func beginInteractive(_ change: UserChange) {
    // NB: a gesture that takes a protected screen away is not followed; what the platform then
    // shows is put back and asked about (`holdBack`).
    if let held = heldByLeaveGuard(change) {
      logger?.debug("the host does not follow \(change) as a gesture: a leave guard protects \(held)")
      return
    }
    do {
      deliver(try model.beginInteractive(change).willEvents)
    } catch {
      logger?.debug("the host does not follow \(change) as a gesture: \(error)")
    }
  }
}
