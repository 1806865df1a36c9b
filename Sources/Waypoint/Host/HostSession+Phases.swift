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

    /// Whether a step, a gesture or a change the platform animates runs: a fact that comes is
    /// kept until it ends.
    var keepsFacts: Bool {
      switch self {
      case .step, .gesture, .animation: true
      case .userTransition, .waitingToStart, .plan, .settling, .idle: false
      }
    }

    /// Whether the user's own transition runs (a gesture, a change the platform animates, the
    /// Back button's animation): a step waits for it to end.
    var isTheUsers: Bool {
      switch self {
      case .gesture, .animation, .userTransition: true
      case .step, .waitingToStart, .plan, .settling, .idle: false
      }
    }
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
  final class Wait {
    let continuation: CheckedContinuation<Bool, Never>
    var watchdog: Task<Void, Never>?

    init(_ continuation: CheckedContinuation<Bool, Never>) { self.continuation = continuation }
  }

  /// A change on its way to the screen: a step, or a user's change the platform animates, with
  /// the probes it waits for, counted off as they come.
  // NB: an object, as `Wait` is, so that a phase is copied as references (structs made every read
  // of the phase a copy through the runtime's value witnesses: +17% instructions a push and pop
  // over TestHost).
  final class Awaited {
    let step: NavigationStep?
    let transition: HostTransition
    var appearing: Set<ScreenID>
    var disappearing: Set<ScreenID>
    var heard = false
    /// Whether the platform took away the layer the step works in as it ran: its end cannot come.
    var layerTakenAway = false

    init(
      step: NavigationStep?, transition: HostTransition, appearing: Set<ScreenID>, disappearing: Set<ScreenID>
    ) {
      self.step = step
      self.transition = transition
      self.appearing = appearing
      self.disappearing = disappearing
    }
  }

  /// A change of the user's the platform animates, and the watchdog that ends it if its probes
  /// never come.
  struct UserAnimation {
    let awaited: Awaited
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
    guard case .running(let awaited, _) = stepPhase else { return nil }
    return awaited
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
        stepPhase = .running(awaited, Wait(continuation))
      } else {
        stepPhase = .waiting(Wait(continuation))
      }
      start()
      guard watched, let wait else { return }
      wait.watchdog = Task { [sleep = watchdogSleep(.step), watchdogTimeout, weak self] in
        guard (try? await sleep(watchdogTimeout)) != nil, !Task.isCancelled else { return }
        self?.record(.watchdogFired(.step))
        self?.resume(false)
      }
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
