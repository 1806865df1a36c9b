@_spi(Hosts) import Waypoint

/// A headless `NavigationHost` that behaves like UIKit where it matters, so a flow that
/// passes on it means something on a device: it is Waypoint's `HostSession` (the rules every
/// host follows) plus a clock.
///
/// - A transition takes time: an animated step sleeps ``transitionDuration`` on ``clock``
///   (a ``TestClock``, so tests never wait for real).
/// - Overlapping transitions are refused, the way UIKit refuses to present while a
///   presentation or dismissal is in progress; illegal steps are refused as UIKit would.
/// - During a plan, interactive gestures and tab taps are refused (the host locks them, as the
///   UIKit host does); the back button and a screen dismissing itself still go through.
///
/// It records every step and lifecycle event, and simulates what the user does (swipe back,
/// pull a sheet down, tap a tab, a screen dismissing itself), reporting it to the navigator as
/// UIKit's delegates would.
///
/// ```swift
/// let host = TestHost()
/// let navigator = Navigator(NavigationState(root: Shop.home), host: host)
/// try await navigator.push(Shop.product(42)).value
/// try host.simulateSwipeBack()
/// navigator.expectStack([Shop.home])
/// ```
@MainActor
public final class TestHost: NavigationHost {
  // NB: the navigator owns the session; the host is its platform (`HostPlatform`, below).
  /// One performed step.
  public struct Record: Hashable, Sendable, CustomStringConvertible {
    /// The step.
    public let step: NavigationStep
    /// Whether it was animated.
    public let animated: Bool
    /// When its transition started and finished, on the host's clock.
    public let started: TestClock.Instant
    public let finished: TestClock.Instant

    public var description: String { "\(step)\(animated ? "" : " (not animated)")" }
  }

  /// What happens to the next step's completion (``stallNextStep(_:)``).
  public enum Stall: Sendable {
    /// The screen shows the step, but its completion never comes.
    case shownWithoutCompletion
    /// Nothing happens on screen, and no completion comes.
    case nothingHappens
    /// The next step that can be left half done (several pushes, several layers dismissed) shows
    /// half of it (two of three pushes, one of two layers gone: the layer that went reports it,
    /// as UIKit's container does), and no completion comes; the steps before it, which cannot
    /// (one push, a tab), run as usual.
    case halfway
  }

  /// The clock transitions take time on.
  public let clock: TestClock
  /// How long an animated transition takes; a step that is not animated takes no time.
  public var transitionDuration: Duration
  /// How long the host waits for a completion before its watchdog reads the screen.
  public var watchdogTimeout: Duration = .seconds(2) {
    didSet { session?.watchdogTimeout = watchdogTimeout }
  }
  /// What the host offers the planner.
  public var capabilities: HostCapabilities
  /// The step sequence every host runs, with what is on screen and the rules it follows.
  @_spi(Hosts) public private(set) var session: HostSession?
  /// Every step performed, in order.
  public private(set) var records: [Record] = []
  /// Every lifecycle event delivered, in order.
  public private(set) var lifecycleEvents: [HostEvent] = []
  /// Every plan the navigator began, with its steps as planned.
  public private(set) var plans: [[NavigationStep]] = []
  /// Every move of VoiceOver's focus the session asked for, in order.
  public private(set) var focusDirectives: [FocusDirective] = []
  /// The ids of the elements the app registered (as `UIKitHost.register(anchor:_:)` does), which
  /// focus can go back to when a layer they opened closes.
  public var elements: Set<String> = []
  /// When set, the next step fails with this error and is not drawn (then it is cleared).
  public var failNextStep: (any Error)?
  /// The anchors popovers may point at, as a platform host registers them
  /// (`UIKitHost.register(anchor:_:)`, `.waypointAnchor`): when set, a popover naming none of
  /// them is refused with `HostError.unanchoredPopover`, as on a device; `nil` (the default)
  /// checks nothing.
  public var anchors: Set<String>?
  /// Called after each step has finished on screen, before the navigator hears of it: the
  /// place where a user's gesture lands between two steps of a plan.
  public var afterEachStep: (@MainActor (NavigationStep) -> Void)?
  private var stall: Stall?
  /// Whether the step under way stalls (its watchdog runs on the clock).
  private var isStalling = false
  /// What the screen shows while a stalled step runs.
  private var shown: ScreenRead?
  /// When the step under way started, on the clock.
  private var started: TestClock.Instant?

  /// A host whose animated transitions take `transitionDuration` on `clock`.
  public init(
    clock: TestClock = TestClock(), transitionDuration: Duration = .milliseconds(350),
    capabilities: HostCapabilities = []
  ) {
    self.clock = clock
    self.transitionDuration = transitionDuration
    self.capabilities = capabilities
  }

  /// What is on screen, as the host last drew it; `nil` until a navigator attaches.
  public var screen: NavigationState? { session?.shown }
  /// The step whose transition is running, if any.
  public var runningStep: NavigationStep? { session?.runningStep }
  /// The steps performed, in order.
  public var steps: [NavigationStep] { records.map(\.step) }
  /// Every lifecycle event delivered, in order, as "event route".
  public var lifecycleLog: [String] { lifecycleEvents.map(\.description) }
  /// The screen instance showing entry `id`, as the navigator hands it to hosts.
  public func screen(for id: ScreenID) -> (any Screen)? { session?.screen(for: id) }

  /// Forgets the recorded steps, plans, lifecycle events and focus directives.
  public func clearRecords() {
    records.removeAll()
    lifecycleEvents.removeAll()
    plans.removeAll()
    focusDirectives.removeAll()
  }

  /// Makes the next step's completion never come; the watchdog then reads the screen.
  public func stallNextStep(_ stall: Stall) {
    self.stall = stall
  }

  /// Whether a plan is under way (between `willBeginPlan` and `didEndPlan`).
  public var isInPlan: Bool { session?.isInPlan ?? false }
}

// The platform TestHost plays: a step shows its end after `transitionDuration` on the clock,
// then completes; a stalled one shows its end (or nothing) and never completes.
@_spi(Hosts)
extension TestHost: HostPlatform {
  public func attach(to session: HostSession) {
    self.session = session
    session.watchdogTimeout = watchdogTimeout
    // NB: only a stalled step's watchdog runs on the clock: an automatic clock jumps to any
    // pending deadline, and a watchdog racing every transition would move time for nothing.
    session.sleep = { [clock, weak self] duration in
      guard self?.isStalling == true else { return try await Task.sleep(for: .seconds(86_400)) }
      try await clock.sleep(for: duration)
    }
    session.onEvents = { [weak self] in self?.lifecycleEvents += $0 }
    session.onPlan = { [weak self] in self?.plans.append($0) }
    session.onStep = { [weak self] step, animated, ended in self?.step(step, animated: animated, ended: ended)
    }
    session.platformDescription = NavigationRecording.Platform(host: "TestHost")
    session.attached()
  }

  /// Times `step` as the session hands it over and ends it (`ended`), and records it once done.
  private func step(_ step: NavigationStep, animated: Bool, ended: Result<Void, any Error>?) {
    guard let ended else {
      started = clock.now
      return
    }
    shown = nil
    isStalling = false
    guard case .success = ended, let started else { return }
    records.append(Record(step: step, animated: animated, started: started, finished: clock.now))
    afterEachStep?(step)
  }

  public var signals: HostSession.Signals { .completion }

  public func prepare(_ step: NavigationStep) throws {
    if let anchors, let session, case .present(let layer, _) = step, layer.style == .popover {
      _ = try session.popoverAnchor(of: layer) { anchors.contains($0) ? $0 : nil }
    }
    guard let failure = failNextStep else { return }
    failNextStep = nil
    throw failure
  }

  public func start(_ step: NavigationStep, animated: Bool) {
    guard let session else { return }
    // NB: a step that cannot be left half done (one push) leaves the stall to the next one that can.
    if let stall, stall != .halfway || session.shown.halfway(through: step) != session.shown {
      // NB: the completion never comes; the watchdog reads the screen after its timeout, as a
      // platform host reads its platform.
      self.stall = nil
      isStalling = true
      switch stall {
      case .shownWithoutCompletion:
        var after = session.shown
        _ = after.apply(step)
        shown = after.read
      case .nothingHappens: shown = session.shown.read
      case .halfway:
        let half = session.shown.halfway(through: step)
        shown = half.read
        if half.modals.count < session.shown.modals.count {
          session.report(.layersShown(half.modals.count))
        }
      }
      return
    }
    guard animated, transitionDuration > .zero else { return session.report(.stepCompleted) }
    Task { @MainActor [clock, transitionDuration, weak self] in
      // NB: a UIKit transition runs to its end even when the task that asked for it is
      // cancelled, so the wait does not see the caller's cancellation.
      try? await clock.sleep(for: transitionDuration)
      self?.session?.report(.stepCompleted)
    }
  }

  /// What the screen shows, read back only when a step stalled: otherwise its completion says
  /// it shows the step's end.
  public func read() -> ScreenRead? { shown }

  public func restore(_ stack: ScreenStack?, at location: StackLocation?) {}

  public func gesturesChanged() {}

  public func holdsElement(_ id: String) -> Bool { elements.contains(id) }

  public func moveFocus(_ directive: FocusDirective) { focusDirectives.append(directive) }
}
