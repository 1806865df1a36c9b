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
      let (appearing, disappearing) = probesAhead.taking(
        awaitedScreens(transition.appearing, of: transition, nil),
        awaitedScreens(transition.disappearing, of: transition, nil))
      if settlesAtProbes, !appearing.isEmpty || !disappearing.isEmpty {
        deliver(transition.willEvents)
        let watchdog = Task { [sleep = watchdogSleep(.animation), watchdogTimeout, weak self] in
          guard (try? await sleep(watchdogTimeout)) != nil, !Task.isCancelled else { return }
          self?.record(.watchdogFired(.animation))
          self?.endAnimation()
          self?.noteSettled()
        }
        animation = UserAnimation(
          awaited: Awaited(
            step: nil, transition: transition, appearing: appearing, disappearing: disappearing),
          watchdog: watchdog)
      } else {
        deliver(transition.willEvents + transition.didEvents)
        // NB: the platform still draws the change (a tab switch, a collapse): its probes come
        // later, maybe once the next step began; they are this change's, not ahead of a write.
        // (A split's sidebar, whose probes may never come while expanded, is owed too.)
        if platform.signals == .appearance {
          probesAhead.owe(
            Set(transition.appearing.map(\.id)), Set(transition.disappearing.map(\.id)), in: [model.shown])
        }
      }
      focusFollowedTheUser()
      told(change, from: transition.before)
    } catch {
      logger?.warning("the host does not follow \(change): \(error)")
      putBack(at: nil)
    }
  }

  /// Counts a probe of the user's change under way; the last one ends it.
  /// - Returns: Whether the probe was one the change waited for.
  func hearAnimation(_ event: LifecycleEvent, _ id: ScreenID) -> Bool {
    let heard =
      switch event {
      case .didAppear: animation?.awaited.appearing.remove(id) != nil
      case .didDisappear: animation?.awaited.disappearing.remove(id) != nil
      case .load, .willAppear, .willDisappear, .destroyed: false
      }
    if let awaited = animation?.awaited, awaited.appearing.isEmpty, awaited.disappearing.isEmpty {
      endAnimation()
    }
    return heard
  }

  /// Ends the user's change under way: its `did` events, then the steps and facts waiting for it.
  func endAnimation() {
    guard let animation else { return }
    animation.watchdog.cancel()
    self.animation = nil
    let transition = animation.awaited.transition
    deliver(transition.didEvents)
    // NB: a step waiting for it looks again (`waitUntilReady`).
    if awaited == nil { resume(true) }
    applyKept()
    publish()
    moveFocusOnceSettled()
  }

  /// Starts an interactive gesture, or lets it go unheard when the model refuses it (its end
  /// then finds nothing running, and the stack's `didShow` says what happened). One no
  /// coordinator ends (`coordinated` false: a pull-down UIKit gave none) ends when its layer
  /// leaves, or when its watchdog reads the layers back.
  func beginInteractive(_ change: UserChange, coordinated: Bool = true) {
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
      return
    }
    guard !coordinated, case .dismissed(let layer) = change else { return }
    watchGesture(layer: layer)
  }

  /// Starts the watchdog of the user's gesture under way, whose end may never come: a pull-down
  /// UIKit gave no coordinator, or a swipe whose stack has shown its end while the coordinator's
  /// completion has not come (`UIKitVariants.popCallbacks`: it may come after `didShow`, late, or
  /// never). When it runs out, the gesture is ended from what the platform reads. `layer`: the
  /// pull-down's, which ends when its layer leaves.
  func watchGesture(layer: ScreenID? = nil) {
    gestureWatch?.watchdog.cancel()
    let watchdog = Task { [sleep = watchdogSleep(.gesture), watchdogTimeout, weak self] in
      guard (try? await sleep(watchdogTimeout)) != nil, !Task.isCancelled else { return }
      self?.record(.watchdogFired(.gesture))
      self?.endGestureFromARead()
      self?.noteSettled()
    }
    gestureWatch = GestureWatch(layer: layer, watchdog: watchdog)
  }

  /// Ends the user's gesture whose end never came, from what the platform reads: showing where
  /// the gesture goes, it was finished; anything else (or no read), the user let it spring back,
  /// and the facts kept meanwhile say what the platform shows.
  func endGestureFromARead() {
    guard let transition = model.running, case .user(let change) = transition.cause else {
      return endGestureWatchdog()
    }
    let finished =
      readPlatform().map { $0.shows(transition.after.read, over: transition.before.read) } ?? false
    logger?.warning("\(change) had no end; the platform shows it \(finished ? "finished" : "called off")")
    handle(.interactionEnded(cancelled: !finished))
  }

  /// Stops the watchdog of the user's gesture: it has ended.
  func endGestureWatchdog() {
    gestureWatch?.watchdog.cancel()
    gestureWatch = nil
  }
}

extension HostSession {
  /// Has the platform draw what is shown again, at the stack `location` (everything when `nil`):
  /// it changed its own copy (a write refused, a pop a leave guard holds, screens the navigator
  /// did not put there). The screens it brings back are no longer leaving.
  func putBack(at location: StackLocation?) {
    probesAhead.forgetAhead()
    record(.restored(location))
    platform.restore(location.flatMap { model.shown[stack: $0] }, at: location)
    record(.returned)
  }
}
