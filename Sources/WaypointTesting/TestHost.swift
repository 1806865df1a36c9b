import Waypoint

/// A headless ``NavigationHost`` that behaves like UIKit where it matters, so a flow that
/// passes on it means something on a device.
///
/// - A transition takes time: an animated step sleeps ``transitionDuration`` on ``clock``
///   (a ``TestClock``, so tests never wait for real).
/// - Overlapping transitions are refused, the way UIKit refuses to present while a
///   presentation or dismissal is in progress.
/// - Modal layers are dismissed one at a time, top first, and presented only on top; a root is
///   replaced only with nothing presented.
///
/// It records every step, keeps its own model of what is on ``screen``, and simulates what the
/// user does directly (swipe back, pull a sheet down, tap a tab), reporting it to the attached
/// navigator as UIKit's delegates would.
///
/// ```swift
/// let host = TestHost()
/// let navigator = Navigator(NavigationState(root: Shop.home), host: host)
/// try await navigator.push(Shop.product(42))
/// navigator.expectStack([Shop.home, .product(42)])
/// try host.simulateSwipeBack()
/// navigator.expectStack([Shop.home])
/// ```
@MainActor
public final class TestHost: NavigationHost {
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

  /// The clock transitions take time on.
  public let clock: TestClock
  /// How long an animated transition takes; a step that is not animated takes no time.
  public var transitionDuration: Duration
  /// What is on screen, as the host last drew it; `nil` until a navigator attaches.
  public private(set) var screen: NavigationState?
  /// Every step performed, in order.
  public private(set) var records: [Record] = []
  /// The step whose transition is running, if any.
  public private(set) var runningStep: NavigationStep?
  /// The navigator driving this host.
  public private(set) weak var navigator: Navigator?
  /// When set, the next step fails with this error and is not drawn (then it is cleared).
  public var failNextStep: (any Error)?
  /// Every lifecycle event the host reported, in order, as "event route".
  public var lifecycleLog: [String] { lifecycleEvents.map { "\($0.event) \($0.entry.route)" } }
  /// Every lifecycle event the host reported, in order, with the screen it was for.
  public private(set) var lifecycleEvents: [(event: LifecycleEvent, entry: ScreenEntry)] = []
  private var loaded: Set<ScreenID> = []
  private var pruneLoadedAt = 64

  /// A host whose animated transitions take `transitionDuration` on `clock`.
  public init(clock: TestClock = TestClock(), transitionDuration: Duration = .milliseconds(350)) {
    self.clock = clock
    self.transitionDuration = transitionDuration
  }

  /// The steps performed, in order.
  public var steps: [NavigationStep] { records.map(\.step) }

  /// Forgets the recorded steps and lifecycle events.
  public func clearRecords() {
    records.removeAll()
    lifecycleEvents.removeAll()
  }

  /// Shows the navigator's state: the visible screens load and appear, in UIKit's order.
  public func attach(to navigator: Navigator) {
    self.navigator = navigator
    self.screen = navigator.state
    let visible = Self.visibleScreens(navigator.state)
    for entry in visible where loaded.insert(entry.id).inserted { send(.load, entry) }
    for entry in visible { send(.willAppear, entry) }
    for entry in visible { send(.didAppear, entry) }
  }

  public func perform(_ step: NavigationStep, animated: Bool) async throws {
    if let runningStep {
      throw TestHostError.transitionInProgress(running: runningStep, attempted: step)
    }
    guard let current = screen else { throw TestHostError.notAttached }
    var next = current
    if let failure = failNextStep {
      failNextStep = nil
      throw failure
    }
    guard next.apply(step) else { throw TestHostError.illegalStep(step, screen: next) }
    runningStep = step
    defer { runningStep = nil }
    let started = clock.now
    let finish = beginAppearance(from: current, to: next)
    if animated, transitionDuration > .zero {
      // NB: a UIKit transition runs to its end even when the task that asked for it is
      // cancelled, so the wait does not see the caller's cancellation.
      let clock = clock
      let duration = transitionDuration
      await Task { @MainActor in try? await clock.sleep(for: duration, isolation: #isolation) }.value
    }
    screen = next
    finish()
    records.append(Record(step: step, animated: animated, started: started, finished: clock.now))
  }

  // MARK: Lifecycle, in UIKit's order

  /// The screens the user can see: the top layer's top screen, and below a sheet (which
  /// leaves what it covers on screen, as UIKit's page sheets do) the next one down, until a
  /// full-screen cover or the root's visible stack.
  public static func visibleScreens(_ state: NavigationState) -> [ScreenEntry] {
    var visible: [ScreenEntry] = []
    for layer in state.modals.reversed() {
      visible.append(layer.stack.top)
      if layer.style == .fullScreenCover { return visible }
    }
    switch state.root {
    case .stack(let stack): visible.append(stack.top)
    case .tabs(let bar): visible.append(bar.selected.stack.top)
    }
    return visible
  }

  /// Sends the "will" events (and `load` for new screens) for a change from `old` to `new`
  /// and returns what sends the "did" events once the transition has finished.
  private func beginAppearance(from old: NavigationState, to new: NavigationState) -> () -> Void {
    let before = Self.visibleScreens(old)
    let after = Self.visibleScreens(new)
    let appearing = after.filter { entry in !before.contains { $0.id == entry.id } }
    let disappearing = before.filter { entry in !after.contains { $0.id == entry.id } }
    for entry in appearing where loaded.insert(entry.id).inserted {
      send(.load, entry)
    }
    for entry in disappearing { send(.willDisappear, entry) }
    for entry in appearing { send(.willAppear, entry) }
    // NB: forget screens that left the tree, or a long-running host grows by one id per screen
    // ever shown. A pruning walks the tree, so the next waits for as many new screens as the
    // tree has (and for the set to double): the cost is amortised O(1) per step.
    if loaded.count >= pruneLoadedAt {
      let entries = new.allEntries
      loaded.formIntersection(entries.lazy.map(\.id))
      pruneLoadedAt = loaded.count + Swift.max(64, loaded.count, entries.count)
    }
    return { [weak self] in
      guard let self else { return }
      for entry in disappearing { self.send(.didDisappear, entry) }
      for entry in appearing { self.send(.didAppear, entry) }
    }
  }

  private func send(_ event: LifecycleEvent, _ entry: ScreenEntry) {
    // NB: kept as values and described only when read: describing a route costs more than the
    // whole request.
    lifecycleEvents.append((event, entry))
    navigator?.report(event, for: entry.id)
  }

  // MARK: What the user does

  /// The user swipes back in the top-most stack: its top screen is popped and the navigator
  /// is told.
  /// - Throws: ``TestHostError/transitionInProgress(running:attempted:)`` while a transition
  ///   runs (UIKit ignores the gesture then), ``TestHostError/nothingToPop`` on a root.
  public func simulateSwipeBack() throws(TestHostError) {
    let (screen, navigator) = try readyForUser()
    let stack = screen.topStack
    guard !stack.path.isEmpty else { throw .nothingToPop }
    let newTop = stack.path.count > 1 ? stack.path[stack.path.count - 2] : stack.root
    var next = screen
    next.pop()
    beginAppearance(from: screen, to: next)()
    self.screen = next
    navigator.userDidPop(in: screen.topLocation, to: newTop.id)
  }

  /// The user pulls the top sheet down.
  /// - Throws: ``TestHostError/nothingPresented``, or ``TestHostError/notDismissible(_:)`` for a
  ///   full-screen cover, which UIKit does not let the user pull down.
  public func simulatePullDown() throws(TestHostError) {
    let (screen, navigator) = try readyForUser()
    guard let layer = screen.modals.last else { throw .nothingPresented }
    guard layer.style.isInteractivelyDismissible else { throw .notDismissible(layer.style) }
    var next = screen
    next.dismiss()
    beginAppearance(from: screen, to: next)()
    self.screen = next
    navigator.userDidDismiss(at: screen.modals.count - 1)
  }

  /// The user taps the tab `id`.
  /// - Throws: ``TestHostError/noSuchTab`` when the screen has no such tab.
  public func simulateTabTap(_ id: some Hashable & Sendable) throws(TestHostError) {
    let (screen, navigator) = try readyForUser()
    var next = screen
    guard next.tabBar?.index(of: AnyTag(id)) != nil else { throw .noSuchTab }
    next.select(tab: id)
    beginAppearance(from: screen, to: next)()
    self.screen = next
    navigator.userDidSelect(tab: id)
  }

  private func readyForUser() throws(TestHostError) -> (NavigationState, Navigator) {
    guard let screen, let navigator else { throw .notAttached }
    if let runningStep {
      throw .transitionInProgress(
        running: runningStep, attempted: .setStack(screen.topStack, in: screen.topLocation))
    }
    return (screen, navigator)
  }
}

/// Why a ``TestHost`` refused a step or a simulated gesture, in UIKit's terms.
public enum TestHostError: Error, CustomStringConvertible {
  /// A transition was asked for while another was running ("Attempt to present … while a
  /// presentation is in progress").
  case transitionInProgress(running: NavigationStep, attempted: NavigationStep)
  /// The step is one UIKit cannot carry out on this screen (dismissing a layer that is not on
  /// top, presenting anywhere but on top, an unknown stack or tab, a root swap under a modal).
  case illegalStep(NavigationStep, screen: NavigationState)
  /// No navigator is attached yet.
  case notAttached
  /// A swipe back on a root screen.
  case nothingToPop
  /// A pull-down with nothing presented.
  case nothingPresented
  /// A pull-down on a layer the user cannot dismiss.
  case notDismissible(PresentationStyle)
  /// A tap on a tab the screen does not have.
  case noSuchTab

  public var description: String {
    switch self {
    case .transitionInProgress(let running, let attempted):
      "Attempt to \(attempted) while a transition is in progress (\(running))"
    case .illegalStep(let step, let screen): "Cannot \(step) on this screen:\n\(screen)"
    case .notAttached: "No navigator is attached to the host"
    case .nothingToPop: "Nothing to swipe back to: the top stack shows its root"
    case .nothingPresented: "Nothing is presented to pull down"
    case .notDismissible(let style): "A \(style) cannot be pulled down"
    case .noSuchTab: "The screen has no such tab"
    }
  }
}
