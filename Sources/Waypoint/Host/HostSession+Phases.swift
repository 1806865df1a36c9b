// What a session has under way. The navigator's side is one value (a step waiting to start, or
// under way, with the wait that suspends it); the user's side is what the platform runs for the
// user (a gesture, the Back button's animation, a change it animates), which may overlap; and
// ``HostSession/phase`` names the whole in one word, so "nothing is under way" is one case.

extension HostSession {
  /// What is under way, in one word: the first of these that holds, in this order.
  enum Phase: Hashable {
    /// A step, from its start until its end is judged.
    case step
    /// The user's gesture (a swipe, a pull-down), until it ends.
    case gesture
    /// A change of the user's the platform animates, until its screens' probes report.
    case animation
    /// A transition the user started on a stack (the Back button's animation), until its
    /// `didShow`.
    case userTransition
    /// A step waits until the platform can take it (a window, the user's transition ending).
    case waitingToStart
    /// A plan holds gestures between its steps.
    case plan
    /// Nothing runs, but facts or probes are kept to be applied, or the first drawing is not in
    /// a window yet.
    case settling
    /// Nothing is under way.
    case idle
  }

  var phase: Phase {
    if case .running = stepPhase { return .step }
    if model.running != nil { return .gesture }
    if animation != nil { return .animation }
    if userTransition != nil { return .userTransition }
    if case .waiting = stepPhase { return .waitingToStart }
    if model.isLocked { return .plan }
    let settling =
      !kept.isEmpty || !keptForPlanEnd.isEmpty || tabTapRefused != nil || !probesAhead.isClear
      || !appearingAtAttachment.isEmpty || !isDrawnInWindow
    return settling ? .settling : .idle
  }

  /// The navigator's step.
  enum StepPhase {
    case none
    /// A step waits until the platform can take it (`waitUntilReady`).
    case waiting(Wait)
    /// A step under way, with the probes it waits for; its wait is `nil` once its end came and
    /// while its end is judged.
    case running(Awaited, Wait?)
  }

  /// A step suspended until a fact comes, and the watchdog that wakes it if none does.
  struct Wait {
    let continuation: CheckedContinuation<Bool, Never>
    var watchdog: Task<Void, Never>?
  }

  /// A change on its way to the screen: a step, or a user's change the platform animates, with
  /// the probes it waits for.
  struct Awaited {
    let step: NavigationStep?
    let transition: HostTransition
    var appearing: Set<ScreenID>
    var disappearing: Set<ScreenID>
    var heard = false
  }

  /// A change of the user's the platform animates, and the watchdog that ends it if its probes
  /// never come.
  struct UserAnimation {
    var awaited: Awaited
    let watchdog: Task<Void, Never>
  }

  /// The user's gesture whose end may never come, and the watchdog that ends it from a read: a
  /// pull-down UIKit gave no coordinator (its layer), or a swipe whose stack showed its end
  /// before its completion came (`nil`).
  struct GestureWatch {
    let layer: ScreenID?
    let watchdog: Task<Void, Never>
  }

  /// The step under way, with the probes it waits for.
  var awaited: Awaited? {
    get {
      guard case .running(let awaited, _) = stepPhase else { return nil }
      return awaited
    }
    set {
      guard let newValue else { return stepPhase = .none }
      guard case .running(_, let wait) = stepPhase else { return stepPhase = .running(newValue, nil) }
      stepPhase = .running(newValue, wait)
    }
  }

  /// The wait of the step waiting to start or under way.
  var wait: Wait? {
    switch stepPhase {
    case .none: nil
    case .waiting(let wait): wait
    case .running(_, let wait): wait
    }
  }

  /// Suspends the step until ``resume(_:)``: `true` when a fact came, `false` when the watchdog
  /// ran out. `start` runs once the wait is in place (it may resume it at once).
  func suspend(watched: Bool, _ start: () -> Void = {}) async -> Bool {
    await withCheckedContinuation { continuation in
      if case .running(let awaited, _) = stepPhase {
        stepPhase = .running(awaited, Wait(continuation: continuation))
      } else {
        stepPhase = .waiting(Wait(continuation: continuation))
      }
      start()
      guard watched, wait != nil else { return }
      startWatchdog()
    }
  }

  private func startWatchdog() {
    let watchdog = Task { [sleep = watchdogSleep(.step), watchdogTimeout, weak self] in
      guard (try? await sleep(watchdogTimeout)) != nil, !Task.isCancelled else { return }
      self?.record(.watchdogFired(.step))
      self?.resume(false)
    }
    switch stepPhase {
    case .waiting(var wait):
      wait.watchdog = watchdog
      stepPhase = .waiting(wait)
    case .running(let awaited, var wait?):
      wait.watchdog = watchdog
      stepPhase = .running(awaited, wait)
    case .none, .running(_, nil):
      watchdog.cancel()
    }
  }

  /// Ends the wait under way: `true` when a fact came, `false` when the watchdog ran out.
  func resume(_ signalled: Bool) {
    let wait: Wait
    switch stepPhase {
    case .none, .running(_, nil): return
    case .waiting(let waiting):
      wait = waiting
      stepPhase = .none
    case .running(let awaited, let running?):
      wait = running
      stepPhase = .running(awaited, nil)
    }
    wait.watchdog?.cancel()
    wait.continuation.resume(returning: signalled)
  }
}
