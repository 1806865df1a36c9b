@_spi(Hosts) import Waypoint
import WaypointTesting

/// What the two platform stand-ins share: a `HostSession` on a test clock, the
/// lifecycle events it delivered, and a step that misbehaves when a test says so. Each stand-in
/// plays its platform in `start`, `read` and `restore`.
@MainActor
class StandIn: HostPlatform {
  /// The clock the platform's animations run on: automatic, or manual for a test that acts
  /// while one runs.
  let clock: TestClock
  private(set) var session: HostSession?
  private(set) var events: [HostEvent] = []
  /// Every move of VoiceOver's focus the session asked for, as the host would post it.
  private(set) var focusDirectives: [FocusDirective] = []
  /// The ids of the elements registered on the host (views, bar button items, marked SwiftUI
  /// views), which focus can go back to.
  var elements: Set<String> = []
  /// How the next step misbehaves.
  var failure: HostDriverFailure?
  /// Runs once, after the next step has finished.
  var afterNextStep: (@MainActor () -> Void)?
  private var isStalling = false
  /// Whether every watchdog runs on the clock, for a test in which an end never comes (a step's
  /// wait for the user's transition included).
  var runsEveryWatchdogOnTheClock = false

  init(clock: TestClock = TestClock()) {
    self.clock = clock
  }

  var capabilities: HostCapabilities { [] }

  func attach(to session: HostSession) {
    self.session = session
    // NB: as TestHost's: only a stalled step's watchdog runs on the automatic clock, which
    // jumps to any pending deadline; a signal a trace forgot fails the step after a minute
    // instead of hanging the test.
    // A gesture whose end may never come (a pull-down no coordinator ends, a swipe whose stack
    // showed its end before the completion) is ended by its watchdog, on the clock too.
    session.sleep = { [clock, weak self] duration in
      guard
        self?.isStalling == true || self?.session?.isWatchingAGesture == true
          || self?.runsEveryWatchdogOnTheClock == true
      else {
        return try await Task.sleep(for: .seconds(60))
      }
      try await clock.sleep(for: duration)
    }
    session.onEvents = { [weak self] in self?.events += $0 }
    session.onStep = { [weak self] step, _, ended in self?.step(step, ended: ended) }
    session.platformDescription = NavigationRecording.Platform(host: "\(type(of: self))")
    didAttach()
    if !attachesItself { session.attached() }
  }

  /// Draws what the session shows at attachment.
  func didAttach() {}
  /// Whether ``didAttach()`` tells the session it attached, as the host it runs does.
  var attachesItself: Bool { false }

  /// Breaks `step` as the failure set says when the session takes it (`ended` `nil`); once it
  /// has ended, runs ``afterNextStep``.
  private func step(_ step: NavigationStep, ended: Result<Void, any Error>?) {
    guard ended != nil else {
      isStalling = stalls(step)
      return
    }
    isStalling = false
    guard case .success = ended else { return }
    let after = afterNextStep
    afterNextStep = nil
    after?()
  }

  /// Whether `step` stalls, by the failure set: a half-done stall waits for a step that can be
  /// left half done (several pushes, several layers dismissed).
  private func stalls(_ step: NavigationStep) -> Bool {
    switch failure {
    case .stallsAfterShowing, .stallsWithoutShowing: true
    case .stallsHalfway: session.map { $0.model.shown.halfway(through: step) != $0.model.shown } ?? false
    case .fails, nil: false
    }
  }

  // MARK: HostPlatform

  var signals: HostSession.Signals { .completion }

  func prepare(_ step: NavigationStep) throws {
    guard failure == .fails else { return }
    failure = nil
    throw HostError.stalled(step)
  }

  func start(_ step: NavigationStep, animated: Bool) {}

  /// The failure `step`, starting now, has, taken: a stall set while the step waited for the
  /// user's transition to end (after `perform` began) still runs its watchdog on the clock; a
  /// half-done stall is left for the next step that can be left half done.
  func takeFailure(for step: NavigationStep) -> HostDriverFailure? {
    guard let failure, stalls(step) else { return nil }
    isStalling = true
    self.failure = nil
    return failure
  }

  func read() -> ScreenRead? { nil }
  func restore(_ stack: ScreenStack?, at location: StackLocation?) {}
  func gesturesChanged() {}
  func holdsElement(_ id: String) -> Bool { elements.contains(id) }
  func moveFocus(_ directive: FocusDirective) { focusDirectives.append(directive) }
}

extension NavigationState {
  /// The positions in the tab bar of the tabs of an arrangement the user makes (`order`, and
  /// those `hidden`), as the platform's edit names them.
  /// - Throws: `HostError.doesNotFit` when the root is no tab bar, or it names a tab it lacks.
  func tabPositions(_ order: [AnyTag], hidden: [AnyTag]) throws -> (order: [Int], hidden: [Int]) {
    let ids = tabBar?.ids ?? []
    guard Set(order).isSubset(of: ids), Set(hidden).isSubset(of: ids) else {
      throw HostError.doesNotFit(.arranged(tabs: order, hidden: hidden), screen: self)
    }
    return (order.compactMap(ids.firstIndex(of:)), hidden.compactMap(ids.firstIndex(of:)))
  }

  /// Whether Back, collapsed, goes past the first screen of the column on top (UIKit hides the
  /// column, SwiftUI writes `preferredCompactColumn`), as `TestHost.simulateBackTap` decides it.
  var isOnAColumnsFirstScreen: Bool {
    guard modals.isEmpty, let split, split.isCollapsed, split.compactColumn != .sidebar else { return false }
    return split[split.compactColumn]?.path.isEmpty == true
  }

  /// Whether the top screen is the first screen of a tab the More list shows, whose Back button
  /// goes back to the More list (no layer is up), as `TestHost.simulateBackTap` decides it.
  var isOnAMoreTabsFirstScreen: Bool {
    guard modals.isEmpty, let bar = tabBar, !bar.showsMoreList, bar.tabsUnderMore.contains(bar.selected.id)
    else { return false }
    return bar.selected.split == nil && bar.selected.stack.path.isEmpty
  }
}
