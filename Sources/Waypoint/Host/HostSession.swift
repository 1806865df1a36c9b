import Logging

/// The sequence every host runs, once, in the core: begin a step, have the platform perform it,
/// read the platform back, finish or give it up, deliver lifecycle events, and turn what the
/// platform reports (``PlatformFact``) into the user's changes by identity.
///
/// A platform host (UIKit, SwiftUI, `TestHost`) makes one session when a navigator attaches,
/// forwards its platform's callbacks as facts with ``report(_:)``, and carries out what the
/// session asks of it through ``HostPlatform``. Every decision is the session's, in three words
/// (see `ScreenRead.swift`): what is *shown* (the session's picture of the screen), what is
/// *drawn* (what the platform is asked to draw) and what a platform *read* returns.
///
/// - One owner of what is shown. Only the end of a step the platform carried out, or a change
///   the navigator is told of, changes it: what the user did, and what the platform showed of its
///   own accord (a step it left half done), go the same way, so the navigator's state, lifecycle
///   events, screen views, focus and leave guards move together. After every step the navigator
///   and the session agree.
/// - A step has ended when the platform's own signal came (``Signals/completion``: a completion
///   handler, the stack's `didShow`) or when the screens it brings in and takes out have
///   reported through their probes (``Signals/appearance``); otherwise the watchdog reads the
///   platform back and judges it (`HostSession+Steps.swift`).
/// - What the user does while a step or a gesture runs is a fact: it is kept and applied when the
///   step ends, never refused and drawn over; the navigator then re-plans around it. A tab tap
///   during a plan is kept for the plan's end (`HostSession+Facts.swift`).
/// - On a platform of probes, a binding written when its animation starts (`dismiss()`, the back
///   button) is applied at once and ends at its screens' probes; a step asked for meanwhile waits
///   for them (`HostSession+UserChanges.swift`).
@_spi(Hosts)
@MainActor
public final class HostSession {
  /// How a platform says a step has ended.
  public enum Signals: Hashable, Sendable {
    /// One completion per step: a completion handler, the stack's `didShow`, a clock.
    case completion
    /// The appearance probes of the screens the step brings in and takes out (SwiftUI). A change
    /// the platform draws without a transition (a stack's root replaced in place, the root of the
    /// tree swapped) sends no signal and has ended once drawn.
    case appearance
  }

  /// How long a step waits for its end before the watchdog reads the platform.
  public var watchdogTimeout: Duration = .seconds(2)
  /// How the watchdogs wait (a test clock's sleep in tests).
  public var sleep: @MainActor (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  /// Hears every lifecycle event the session delivers, in order (a test host records them).
  public var onEvents: (@MainActor ([HostEvent]) -> Void)?
  /// Hears each plan as it begins, with its steps (a test host records them).
  public var onPlan: (@MainActor ([NavigationStep]) -> Void)?
  /// Hears each step as the navigator hands it over (`nil`), and once it has ended (`.success`,
  /// or the error it failed with): a test host times its steps, a stand-in breaks one.
  public var onStep:
    (@MainActor (NavigationStep, _ animated: Bool, _ ended: Result<Void, any Error>?) -> Void)?

  /// The navigator that owns the session, and publishes what it holds to be shown as its state.
  weak var navigator: AnyNavigator?
  unowned let platform: any HostPlatform

  // What is shown, and the rules every step and gesture follows.
  package internal(set) var model: HostModel

  // What is under way, each part one value (`HostSession+Phases.swift`); ``phase`` names it.
  /// The navigator's step, waiting to start or under way (`HostSession+Steps.swift`).
  var stepPhase = StepPhase.none

  // Facts kept for later (`HostSession+Facts.swift`).
  /// Facts that came while a step or a gesture ran, applied when it ends.
  var kept: [PlatformFact] = []
  /// Tab taps made during a plan, applied when it ends.
  var keptForPlanEnd: [PlatformFact] = []
  /// The tabs of taps kept for a plan's end that were not shown as they were tapped: selections,
  /// done if the plan went there, never re-taps.
  var tabsTappedToSelect: Set<AnyTag> = []
  /// The last tab tap refused during a plan (UIKit's `shouldSelect`), made a request when it ends,
  /// and whether it was a re-tap: its tab showed as it was tapped.
  var tabTapRefused: (tab: AnyTag, wasShown: Bool)?
  /// Whether the facts being applied are kept ones, whose animation ran during the step.
  var applyingKept = false

  // The user's own changes under way (`HostSession+UserChanges.swift`).
  /// A change the user made that the platform still animates, until its screens' probes report.
  var animation: UserAnimation?
  /// The stack whose transition the user started (the Back button's animation, a swipe), until
  /// its `didShow` or its cancellation: a step waits for it.
  var userTransition: StackLocation?
  /// The user's gesture whose end may never come, watched until it does.
  var gestureWatch: GestureWatch?
  /// The screens whose probes came ahead of the write that explains them: drawn in view, they left
  /// the window (the platform is taking them away: a sheet pulled down writes its item about a
  /// second after it is gone, `SwiftUIVariants.pullDownWrite`), or, drawn out of view, they came
  /// into it. A step waits for the write of the first; the change the write makes does not wait
  /// for these probes again.
  package internal(set) var probesAhead = ProbesAhead()
  /// Whether the watchdog of a gesture whose end may never come is running (``watchGesture(layer:)``).
  package var isWatchingAGesture: Bool { gestureWatch != nil }

  // The first drawing.
  /// The screens drawn at attachment whose probes have not reported yet (no window yet).
  var appearingAtAttachment: [ScreenEntry] = []
  /// Whether the platform's root is in a window with the layers of its first drawing presented
  /// (``PlatformFact/drawnInWindow(_:)``); a step that presents or dismisses waits for it.
  public internal(set) var isDrawnInWindow = true
  /// Whether the window the platform draws in has closed (``PlatformFact/windowClosed``).
  public internal(set) var isWindowClosed = false

  // What the platform holds for the session.
  /// What the views of a binding platform draw, part by part; `nil` until it asks.
  public internal(set) var drawing: HostDrawing?
  /// The view drawing the tree, where a platform's views could draw it twice.
  weak var viewOwner: AnyObject?
  /// The platform's tables of screen objects, trimmed to what is shown (``trims(_:)``).
  var objectTables: [(NavigationState) -> Void] = []
  /// What was shown when VoiceOver's focus last moved, for the navigator or the user (or at
  /// attachment).
  var focused: NavigationState
  /// Whether the platform moved VoiceOver's focus last, for a change of the user's.
  package internal(set) var focusFollowsTheUser = false

  // Recording (`HostSession+Recording.swift`).
  var recordedPlatform = NavigationRecording.Platform(host: "unnamed host")
  /// Whether the platform's last read once settled differed from what is shown.
  var screenDiffered = false
  /// How a replay's watchdogs wait, one clock per kind; `nil` outside a replay.
  package var replaySleep: (@MainActor (NavigationRecording.Watchdog, Duration) async throws -> Void)?

  /// The session `navigator` owns on `platform`, showing `state`. The platform is attached next
  /// (``HostPlatform/attach(to:)``): it draws ``shown`` at once, then calls ``attached()``.
  init(navigator: AnyNavigator, showing state: NavigationState, platform: any HostPlatform) {
    self.navigator = navigator
    self.platform = platform
    model = HostModel(showing: state)
    focused = state
    navigator.onLeaveGuardsChange { [weak self] in self?.leaveGuardsChanged() }
    navigator.onRecorderChange.append { [weak self] in self?.noteSettled() }
  }

  /// Delivers the events of the first drawing: the visible screens load and appear. On a
  /// platform of probes, `didAppear` waits for each screen's probe (a window may not exist yet:
  /// a background launch), or for the first step.
  public func attached() {
    let events = model.attachmentEvents()
    defer { noteSettled() }
    guard platform.signals == .appearance else { return deliver(events) }
    deliver(events.filter { $0.event != .didAppear })
    appearingAtAttachment = events.filter { $0.event == .didAppear }.map(\.entry)
  }

  /// What the session holds to be shown: the navigator's state.
  public var shown: NavigationState { model.shown }

  /// Whether a plan is under way (the navigator's `willBeginPlan` to its `didEndPlan`).
  public var isInPlan: Bool { model.isLocked }

  /// What the platform is asked to draw: the end of the step under way, else what is shown.
  public var drawn: NavigationState { awaited?.transition.after ?? model.shown }

  /// The step under way, if any.
  public var runningStep: NavigationStep? { awaited?.step }

  /// Whether the user may start a gesture now (no plan, step or gesture under way).
  public var acceptsGestures: Bool { model.acceptsGestures }

  /// The screen instance of `id`, as the navigator made it.
  public func screen(for id: ScreenID) -> (any Screen)? { navigator?.screenInstance(for: id) }

  /// The navigation log.
  public var logger: Logger? { navigator?.logger }

  /// Throws what the model's rules say of the user making `change` now (``HostError``: locked, a
  /// transition under way, it does not fit, a layer that may not be pulled down), for a stand-in
  /// that refuses a gesture the platform would not start.
  package func check(_ change: UserChange, interactive: Bool) throws(HostError) {
    if interactive, let held = heldByLeaveGuard(change) { throw .heldByLeaveGuard(held.id) }
    var model = model
    _ = interactive ? try model.beginInteractive(change) : try model.userDid(change)
  }

  // MARK: Plans

  /// A plan of `steps` begins: gestures the platform can lock are locked until ``didEndPlan()``.
  package func willBeginPlan(_ steps: [NavigationStep]) {
    onPlan?(steps)
    notePlan(steps)
    model.isLocked = true
    publish()
    platform.gesturesChanged()
  }

  /// The plan ended: the tab taps made during it are applied now, and the last one refused is
  /// asked for, as it was when it was made: a selection (done if the plan went there), or the
  /// re-tap of the selected tab.
  package func didEndPlan() {
    record(.planEnded)
    defer { noteSettled() }
    model.isLocked = false
    publish()
    platform.gesturesChanged()
    let (taps, selections) = (keptForPlanEnd, tabsTappedToSelect)
    keptForPlanEnd = []
    tabsTappedToSelect = []
    for tap in taps {
      if case .tabSelected(let tab) = tap, selections.contains(tab), model.shown.tabBar?.selected.id == tab,
        model.shown.tabBar?.showsMoreList == false
      {
        continue
      }
      handle(tap)
    }
    if let (tab, wasShown) = tabTapRefused {
      tabTapRefused = nil
      if model.shown.tabBar?.selected.id != tab || model.shown.tabBar?.showsMoreList != false {
        navigator?.askToLeave(.selected(tab: tab))
      } else if wasShown {
        navigator?.tabReselected(tab)
      }
    }
    moveFocusOnceSettled()
  }

  // MARK: Delivering

  func deliver(_ events: [HostEvent]) {
    guard !events.isEmpty else { return }
    // NB: a first screen whose probe has not reported appeared before anything else happens to
    // it or the tree (the user's tab tap before the window showed): UIKit's order holds.
    if !appearingAtAttachment.isEmpty {
      let pending = appearingAtAttachment
      appearingAtAttachment = []
      let first = pending.map { HostEvent(.didAppear, $0) }
      if events != first { deliver(first) }
    }
    onEvents?(events)
    navigator?.hostDelivered(events)
  }

  /// Has the platform's `objects` forget the screens that leave the tree, once no step is under
  /// way (a running step's outgoing screens are still read back): a controller the user popped
  /// or pulled down is let go when that is reported, not at the next step.
  public func trims<Object>(_ objects: ScreenObjects<Object>) {
    objectTables.append { [weak objects] in objects?.keep(only: $0) }
  }

  func trimObjects() {
    guard runningStep == nil else { return }
    for table in objectTables { table(model.shown) }
  }

  /// Whether no step, no gesture and no animation of the user's is under way, so a fact can be
  /// applied now.
  var isFree: Bool { !phase.keepsFacts }

  /// Whether a leave guard protects `entry`.
  func isLeaveGuarded(_ entry: ScreenEntry) -> Bool { navigator?.isLeaveGuarded(entry) ?? false }

  /// Whether any leave guard is added (none protects any screen when none is).
  var hasLeaveGuards: Bool { !(navigator?.pipeline.leaveGuards.isEmpty ?? true) }

  /// What is shown changed from `old` by `change`, the user's or the platform's own: the
  /// navigator publishes it, and follows it (its events, its plan under way, its screens).
  func told(_ change: UserChange, from old: NavigationState) {
    guard let navigator else { return }
    navigator.recorder?.record(.userChanged(change))
    navigator.shownChanged()
    navigator.pipeline.userDid(change, from: old)
  }
}

extension HostSession.Signals: Codable {}
