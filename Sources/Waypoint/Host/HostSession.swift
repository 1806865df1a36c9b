import Logging

/// The sequence every host runs, once, in the core: begin a step, have the platform perform it,
/// read the platform back, finish or resolve, deliver lifecycle events, and turn what the
/// platform reports (``PlatformFact``) into user changes by identity.
///
/// A platform host (UIKit, SwiftUI, `TestHost`) makes one session when a navigator attaches,
/// forwards its platform's callbacks as facts with ``report(_:)``, and carries out what the
/// session asks of it through ``HostPlatform``. Every decision is the session's:
///
/// - A step has ended when the platform's own signal came (``Signals/completion``: a completion
///   handler, the stack's `didShow`) or when the screens it brings in and takes out have
///   reported through their probes (``Signals/appearance``); otherwise the watchdog reads the
///   platform back and settles it.
/// - What the user does while a step or a gesture runs is a fact: it is kept and applied when
///   the step ends, never refused and drawn over. The navigator then re-plans around it. A tab
///   tap during a plan is kept for the plan's end.
/// - On a platform of probes, a binding written when its animation starts (`dismiss()`, the back
///   button) is applied at once and ends at its screens' probes; a step asked for meanwhile
///   waits for them.
/// - A stack that shows a shorter start of what is displayed was popped by the user (the back
///   button, the back menu, a swipe, a re-tapped tab), whatever transition coordinator is still
///   attached; one that shows anything else is put back.
/// - A step waits for a transition the user started (the Back button's animation, a swipe, a
///   pull-down) to end, and one that presents or dismisses waits for the root to be drawn in a
///   window; if the user changed the screen meanwhile, the step is not carried out
///   (``HostError/overtakenByUser(_:)``) and the navigator plans again from what they did.
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

  /// What is displayed, and the rules every host follows.
  public private(set) var model: HostModel
  /// How long a step waits for its end before the watchdog reads the platform.
  public var watchdogTimeout: Duration
  let connection: HostConnection
  unowned let platform: any HostPlatform
  private let sleep: @MainActor (Duration) async throws -> Void
  private var awaited: Awaited?
  private var waiter: CheckedContinuation<Bool, Never>?
  private var watchdog: Task<Void, Never>?
  /// Facts that came while a step or a gesture ran, applied when it ends.
  private(set) var kept: [PlatformFact] = []
  /// Tab taps made during a plan, applied when it ends.
  private var keptForPlanEnd: [PlatformFact] = []
  /// A change the user made that the platform still animates, until its screens' probes report.
  private var animating: Awaited?
  private var animationWatchdog: Task<Void, Never>?
  /// The screens drawn at attachment whose probes have not reported yet (no window yet).
  private var appearingAtAttachment: [ScreenEntry] = []
  /// What the views of a binding platform draw, part by part; `nil` until it asks.
  public private(set) var drawing: HostDrawing?
  /// The view drawing the tree, where a platform's views could draw it twice.
  private weak var viewOwner: AnyObject?
  /// The stack whose transition the user started (the Back button's animation, a swipe), until
  /// its `didShow` or its cancellation: a step waits for it.
  private var userTransition: StackLocation?
  /// Whether the platform's root is in a window with the layers of its first drawing presented
  /// (``PlatformFact/drawnInWindow(_:)``); a step that presents or dismisses waits for it.
  public private(set) var isDrawnInWindow = true
  /// The stacks whose swipe back the session turned off for a plan, to turn on again at its end.
  private var lockedSwipes: Set<StackLocation> = []
  /// The platform's tables of screen objects, trimmed to what is displayed (``trims(_:)``).
  private var objectTables: [(NavigationState) -> Void] = []
  /// What was displayed when VoiceOver's focus last moved (or at attachment).
  private var focused: NavigationState

  private struct Awaited {
    let step: NavigationStep?
    let transition: HostTransition
    var appearing: Set<ScreenID>
    var disappearing: Set<ScreenID>
    var heard = false
  }

  /// A session for `connection`'s navigator on `platform`; `nil` once the navigator is gone.
  /// The platform draws ``drawn`` at once, then calls ``attached()``.
  /// - Parameter sleep: How the watchdog waits (a test clock's sleep in tests).
  public init?(
    connection: HostConnection, platform: any HostPlatform, watchdogTimeout: Duration = .seconds(2),
    sleep: @escaping @MainActor (Duration) async throws -> Void = { try await Task.sleep(for: $0) }
  ) {
    guard let state = connection.state else { return nil }
    self.connection = connection
    self.platform = platform
    self.sleep = sleep
    self.watchdogTimeout = watchdogTimeout
    model = HostModel(showing: state)
    focused = state
    connection.onLeaveGuardsChange { [weak self] in self?.leaveGuardsChanged() }
  }

  /// A leave guard was added or removed: the views draw the exits it holds, and the platform
  /// locks them.
  private func leaveGuardsChanged() {
    publish()
    platform.gesturesChanged()
  }

  /// Delivers the events of the first drawing: the visible screens load and appear. On a
  /// platform of probes, `didAppear` waits for each screen's probe (a window may not exist yet:
  /// a background launch), or for the first step.
  public func attached() {
    let events = model.attachmentEvents()
    guard platform.signals == .appearance else { return deliver(events) }
    deliver(events.filter { $0.event != .didAppear })
    appearingAtAttachment = events.filter { $0.event == .didAppear }.map(\.entry)
  }

  /// Starts publishing what the views draw into ``drawing``, part by part, and returns it.
  public func makeDrawing() -> HostDrawing {
    if let drawing { return drawing }
    let drawing = HostDrawing(drawn) { [weak self] in self?.report($0) }
    self.drawing = drawing
    publish()
    return drawing
  }

  /// Whether `view` may draw the tree: the first view to ask does for as long as it lives or
  /// until ``releaseDrawing(by:)``; any other is refused, with a warning on the navigation log
  /// (two views would draw every screen twice and two stacks over one path).
  public func claimDrawing(by view: AnyObject) -> Bool {
    if viewOwner == nil || viewOwner === view {
      viewOwner = view
      return true
    }
    logger?.warning(
      "a second view asked to draw a navigator's tree and was refused: give each window its own navigator")
    return false
  }

  /// `view` no longer draws the tree.
  public func releaseDrawing(by view: AnyObject) {
    if viewOwner === view { viewOwner = nil }
  }

  /// Publishes what the views draw; only the parts that changed notify their views.
  private func publish() {
    drawing?.publish(
      drawn, allowsDismissal: { [weak self] in self?.allowsInteractiveDismissal(ofLayerAt: $0) ?? false },
      holdsBackButton: { [weak self] in self?.holdsBackButton(of: $0) ?? false })
  }

  /// Hears every lifecycle event the session delivers, in order (a test host records them).
  public var onEvents: (@MainActor ([HostEvent]) -> Void)?

  private func deliver(_ events: [HostEvent]) {
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
    connection.deliver(events)
  }

  /// What the views draw: the end of the step under way, else what is displayed.
  public var drawn: NavigationState { awaited?.transition.after ?? model.displayed }

  /// The step under way, if any.
  public var runningStep: NavigationStep? { awaited?.step }

  /// Whether the user may start a gesture now (no plan, step or gesture under way).
  public var acceptsGestures: Bool { model.acceptsGestures }

  /// Whether the user may dismiss the drawn layer at `index` by a gesture now.
  public func allowsInteractiveDismissal(ofLayerAt index: Int) -> Bool {
    let drawn = drawn
    return drawn.modals.indices.contains(index) && model.allowsInteractiveDismissal(of: drawn.modals[index])
      && !holdsExit(from: drawn.modals[index...].flatMap(\.stack.entries))
  }

  /// The screen instance of `id`, as the navigator made it.
  public func screen(for id: ScreenID) -> (any Screen)? { connection.screen(for: id) }

  /// The navigation log.
  public var logger: Logger? { connection.logger }

  // MARK: Plans and steps

  /// A plan begins: gestures the platform can lock are locked until ``didEndPlan()``.
  public func willBeginPlan() {
    model.isLocked = true
    publish()
    platform.gesturesChanged()
  }

  /// The plan ended: the tab taps made during it are applied now.
  public func didEndPlan() {
    model.isLocked = false
    publish()
    platform.gesturesChanged()
    // NB: a stack still held (its top is leave-guarded) keeps its record for when it is freed.
    lockedSwipes = lockedSwipes.filter { !allowsSwipeBack(at: $0) }
    let taps = keptForPlanEnd
    keptForPlanEnd = []
    for tap in taps { report(tap) }
    moveFocusOnceSettled()
  }

  /// Whether the swipe back of the stack at `location`, `isEnabled` now, is to be on: off while
  /// the session does not accept gestures or a leave guard protects the stack's top
  /// (``allowsSwipeBack(at:)``); on again afterwards only where the session turned it off, so a
  /// screen that turned it off itself keeps it off.
  public func swipeBackEnabled(at location: StackLocation, now isEnabled: Bool) -> Bool {
    guard allowsSwipeBack(at: location) else {
      if isEnabled { lockedSwipes.insert(location) }
      return false
    }
    return lockedSwipes.remove(location) != nil || isEnabled
  }

  /// Carries `step` out on the platform and returns once it has ended on screen.
  /// - Throws: ``HostError`` when the step is illegal on what is displayed, the platform refused
  ///   it, ignored it, or stalled, or the user changed the screen while it waited for their
  ///   transition (``HostError/overtakenByUser(_:)``); what the platform prepares may throw its
  ///   own error.
  public func perform(_ step: NavigationStep, animated: Bool) async throws {
    drawing?.stepAnimated = animated
    defer { drawing?.stepAnimated = nil }
    let before = model.displayed
    await waitUntilReady(for: step)
    if model.displayed != before { throw HostError.overtakenByUser(step) }
    if !appearingAtAttachment.isEmpty { deliver(appearingAtAttachment.map { HostEvent(.didAppear, $0) }) }
    let transition = try model.begin(step)
    do {
      try platform.prepare(step)
    } catch {
      model.abandon(transition)
      throw error
    }
    deliver(transition.willEvents)
    awaited = Awaited(
      step: step, transition: transition, appearing: awaitedScreens(transition.appearing, step),
      disappearing: awaitedScreens(transition.disappearing, step))
    publish()
    platform.gesturesChanged()
    let signalled = await withCheckedContinuation { continuation in
      waiter = continuation
      platform.start(step, animated: animated)
      if platform.signals == .appearance, !isAwaitingScreens { resume(true) }
      guard waiter != nil else { return }
      watchdog = Task { [sleep, watchdogTimeout, weak self] in
        guard (try? await sleep(watchdogTimeout)) != nil else { return }
        self?.resume(false)
      }
    }
    let failure = settle(signalled: signalled)
    awaited = nil
    publish()
    platform.gesturesChanged()
    applyKept()
    if let failure { throw failure }
    trimObjects()
  }

  /// Ends the step under way from its signal and what the platform shows; returns why it did
  /// not take effect.
  private func settle(signalled: Bool) -> HostError? {
    guard let awaited, let step = awaited.step else { return nil }
    let transition = awaited.transition
    let seen = platform.outline()
    // NB: what the user did meanwhile (kept, applied next) also shows in what is read; the
    // platform's own signal then says the step took effect.
    if signalled, seen == nil || seen == transition.after.outline || !kept.isEmpty {
      deliver(model.finish(transition))
      return nil
    }
    // NB: a platform ignores some requests silently, and a signal can fail to come: what it
    // shows (or, where it cannot be read, whether any screen reported) says what happened.
    var observed = awaited.heard ? transition.after : transition.before
    if let seen {
      observed = HostModel.state(showing: seen, from: transition) ?? transition.before
      // NB: what the user changed meanwhile (kept, applied next) is not held against the step,
      // nor are layers the user or the app took away whose fact is still to come (fewer shown
      // than at the step's start, and not as many as at its end: an alert's probe reads a turn
      // later): what the rest shows says whether the step took effect, and the user's facts
      // then report their changes. A step that changed only what the user changed shows the
      // same either way: its signal says whether it took effect.
      let layersTakenAway =
        kept.contains(where: \.takesLayersAway)
        || (seen.layers.count < transition.before.modals.count
          && seen.layers.count != transition.after.modals.count)
      if !kept.isEmpty || layersTakenAway {
        let candidates =
          signalled ? [transition.after, transition.before] : [transition.before, transition.after]
        observed =
          candidates.first { state in
            outline(of: state, withTheUsersChangesIn: seen, layersTakenAway: layersTakenAway) == seen
          } ?? observed
      }
    }
    let (done, events) = model.resolve(transition, observed: observed)
    deliver(events)
    if !done { logger?.warning("\(step) did not take effect (signalled: \(signalled))") }
    return done ? nil : signalled ? .ignoredByPlatform(step) : .stalled(step)
  }

  /// What `state` shows with the user's changes since the step began as `seen` shows them: the
  /// stacks, the tab and the split's collapse and column the kept facts name, and, when the user
  /// took layers away, no layer above those `seen` shows.
  private func outline(
    of state: NavigationState, withTheUsersChangesIn seen: ScreenOutline, layersTakenAway: Bool
  ) -> ScreenOutline {
    var expected = state.outline
    for fact in kept {
      switch fact {
      case .stackShown(let location, _), .pathWritten(_, _, let location), .stackWillShow(let location, _, _):
        if case .modal(let index) = location {
          if seen.layers.indices.contains(index), expected.layers.indices.contains(index) {
            expected.layers[index] = seen.layers[index]
          }
        } else if let index = state.rootStackIndex(of: location), seen.stacks.indices.contains(index),
          expected.stacks.indices.contains(index)
        {
          expected.stacks[index] = seen.stacks[index]
        }
      case .tabSelected: expected.selectedTab = seen.selectedTab
      case .splitCollapsed:
        // NB: the column on top once collapsed is the session's answer, from what it draws;
        // expanded, no column is on top, and the read's is that answer, which says nothing.
        if let shown = seen.split {
          expected.split?.collapsed = shown.collapsed
          if !shown.collapsed { expected.split?.showing = shown.showing }
        }
      case .columnShown, .columnHidden: expected.split = seen.split
      default: break
      }
    }
    if layersTakenAway { expected.layers = Array(expected.layers.prefix(seen.layers.count)) }
    return expected
  }

  /// The screens whose probes a step (or a user's change: `nil`) waits for: none on a platform
  /// that signals completion, and none for a change drawn without a transition.
  private func awaitedScreens(_ entries: [ScreenEntry], _ step: NavigationStep?) -> Set<ScreenID> {
    guard platform.signals == .appearance, !(step.map { model.displayed.drawsInPlace($0) } ?? false) else {
      return []
    }
    // NB: a dialog is drawn by the platform, without a probe of ours (SwiftUITraces.alertHasNoProbe).
    return Set(entries.filter { !$0.isDialog }.map(\.id))
  }

  private var isAwaitingScreens: Bool {
    guard let awaited else { return false }
    return !awaited.appearing.isEmpty || !awaited.disappearing.isEmpty
  }

  /// Waits until the platform can take `step`: a step that presents or dismisses, or changes a
  /// layer's stack, waits for the root to be in a window (UIKit presents from nowhere else and
  /// calls no completion); any step waits for a transition the user started (the Back button's
  /// animation, a swipe, a pull-down, a binding written as its animation starts) to end. One that
  /// does not end within the watchdog's time is given up on: the step starts (and is refused if
  /// the model still runs a gesture). The wait for a window has no end: the step starts once the
  /// platform reports the root drawn in one.
  private func waitUntilReady(for step: NavigationStep) async {
    // NB: a step asked for while another runs or waits is refused by the model instead.
    guard awaited == nil, waiter == nil else { return }
    while !isDrawnInWindow, step.needsWindow { _ = await nextFact(orTimeout: false) }
    while model.running != nil || userTransition != nil || animating != nil {
      guard await nextFact(orTimeout: true) else {
        logger?.warning("the user's transition did not end in time; \(step) starts anyway")
        userTransition = nil
        endAnimation()
        return
      }
    }
  }

  /// Waits for the next fact; `false` when the watchdog's time ran out first.
  private func nextFact(orTimeout timeout: Bool) async -> Bool {
    await withCheckedContinuation { continuation in
      waiter = continuation
      guard timeout else { return }
      watchdog = Task { [sleep, watchdogTimeout, weak self] in
        guard (try? await sleep(watchdogTimeout)) != nil else { return }
        self?.resume(false)
      }
    }
  }

  private func resume(_ signalled: Bool) {
    watchdog?.cancel()
    watchdog = nil
    waiter?.resume(returning: signalled)
    waiter = nil
  }

  /// Throws what the model's rules say of the user making `change` now (``HostError``:
  /// locked, a transition under way, it does not fit, a layer that may not be pulled down), for
  /// a stand-in that refuses a gesture the platform would not start.
  public func check(_ change: UserChange, interactive: Bool) throws(HostError) {
    if interactive, let held = heldByLeaveGuard(change) { throw .heldByLeaveGuard(held.id) }
    var model = model
    _ = interactive ? try model.beginInteractive(change) : try model.userDid(change)
  }

  // MARK: Facts

  /// Takes in what the platform saw.
  public func report(_ fact: PlatformFact) {
    defer { moveFocusOnceSettled() }
    defer { trimObjects() }
    defer { publish() }
    // NB: a step waiting for the platform to be ready looks again after every fact.
    defer { if awaited == nil { resume(true) } }
    if case .stackSet(let location, let ids, let attached, let heard) = fact {
      if !heard {
        logger?.error(
          "the navigation controller of the \(location) stack has a delegate other than the host: the host hears no didShow, Back tap or swipe there; give the app's delegate to UIKitHost.Configuration.navigationDelegate instead"
        )
      }
      // NB: with a transition attached, the stack's didShow ends the step, unless it cannot come.
      if !attached || !heard { report(.stackShown(location, ids)) }
      return
    }
    if let awaited, endsStep(fact, awaited) {
      resume(true)
      return
    }
    switch fact {
    case .probe(let event, let id):
      // NB: a probe of no step ends the user's change under way, or a first screen's appearance;
      // one after the watchdog means nothing.
      if event == .didAppear, let index = appearingAtAttachment.firstIndex(where: { $0.id == id }) {
        let entry = appearingAtAttachment.remove(at: index)
        onEvents?([HostEvent(.didAppear, entry)])
        connection.deliver([HostEvent(.didAppear, entry)])
      }
      hearAnimation(event, id)
    case .stepCompleted:
      return  // NB: a completion after the watchdog, or of no step: nothing to end.
    case .stackWillShow(let location, let top, let interactive):
      if let awaited {
        // NB: the Back button (which cannot be locked) pops at once and reports at its
        // animation's end: kept, so a read meanwhile takes that stack as the user's. The step's
        // own transition shows the top the step ends with.
        if awaited.transition.after[stack: location]?.top.id != top { keep(fact) }
        return
      }
      userTransition = location
      guard interactive, let top else { return }
      begin(.popped(to: top))
    case .layerWillDismiss(let layer):
      guard awaited == nil else { return }
      begin(.dismissed(layer: layer))
    case .interactionEnded(let cancelled):
      if cancelled { userTransition = nil }
      let (events, change) = model.endInteractive(committed: !cancelled)
      deliver(events)
      if let change { connection.report(change) }
      applyKept()
    case .stackShown(let location, let ids):
      if userTransition == location { userTransition = nil }
      guard isFree else { return keep(fact) }
      readStack(at: location, showing: ids)
    case .stackSet: return
    case .drawnInWindow(let drawn):
      isDrawnInWindow = drawn
    case .layersShown(let count):
      // NB: before the first drawing's layers are presented, UIKit shows fewer than displayed.
      guard isDrawnInWindow else { return }
      guard isFree else { return keep(fact) }
      let modals = model.displayed.modals
      if count < modals.count { apply(.dismissed(layer: modals[count].id)) }
    case .tabSelected(let tab):
      // NB: a tap during a plan is kept for its end, not drawn back (`TabView` cannot refuse it).
      guard !model.isLocked else { return keptForPlanEnd.append(fact) }
      guard isFree else { return keep(fact) }
      if model.displayed.tabBar?.selected.id != tab {
        apply(.selected(tab: tab))
      } else {
        connection.tabReselected(tab)
      }
    case .pathWritten(let path, let root, let location):
      // NB: a write for a stack no longer drawn there (a layer sliding away, one replaced since)
      // is stale and means nothing.
      guard let stack = drawn[stack: location], stack.root.id == root else { return }
      guard isFree else { return keep(fact) }
      readStack(at: location, showing: [root] + path, settlesAtProbes: !applyingKept)
    case .splitCollapsed, .columnShown, .columnHidden:
      // NB: a split view is made expanded and collapses once it is in a window of a compact
      // width: what it says before then is not what it will show.
      guard isDrawnInWindow else { return }
      guard isFree else { return keep(fact) }
      if let change = model.splitChange(fact) { apply(change) }
    case .layerItemCleared(let layer):
      // NB: a layer on screen that the step under way takes away can still be cleared by the
      // user: an alert answered before UIKit began the step's dismissal, which stalled.
      guard let layer, (drawn.modals + model.displayed.modals).contains(where: { $0.id == layer }) else {
        return
      }
      guard isFree else { return keep(fact) }
      if holdBack(.dismissed(layer: layer), at: nil) { return }
      apply(.dismissed(layer: layer), settlesAtProbes: !applyingKept)
    }
  }

  /// Whether `fact` is the end the step under way waits for.
  private func endsStep(_ fact: PlatformFact, _ awaited: Awaited) -> Bool {
    switch fact {
    case .stepCompleted:
      return platform.signals == .completion
    case .stackShown(let location, let ids):
      guard case .setStack(_, location) = awaited.step else { return false }
      return awaited.transition.after[stack: location]?.entries.map(\.id) == ids
    case .probe(let event, let id):
      guard var counted = self.awaited else { return false }
      let removed =
        switch event {
        case .didAppear: counted.appearing.remove(id) != nil
        case .didDisappear: counted.disappearing.remove(id) != nil
        default: false
        }
      guard removed else { return false }
      counted.heard = true
      self.awaited = counted
      return !isAwaitingScreens
    default:
      return false
    }
  }

  /// Has the platform's `objects` forget the screens that leave the tree, once no step is under
  /// way (a running step's outgoing screens are still read back): a controller the user popped
  /// or pulled down is let go when that is reported, not at the next step.
  public func trims<Object>(_ objects: ScreenObjects<Object>) {
    objectTables.append { [weak objects] in objects?.keep(only: $0) }
  }

  private func trimObjects() {
    guard runningStep == nil else { return }
    for table in objectTables { table(model.displayed) }
  }

  /// Whether no step, no gesture and no animation of the user's is under way, so a fact can be
  /// applied now.
  private var isFree: Bool { awaited == nil && model.running == nil && animating == nil }

  /// Whether the facts being applied are kept ones, whose animation ran during the step.
  private var applyingKept = false

  private func keep(_ fact: PlatformFact) {
    kept.append(fact)
  }

  /// Applies the facts kept while a step or a gesture ran.
  private func applyKept() {
    guard isFree, !kept.isEmpty else { return }
    let facts = kept
    kept = []
    applyingKept = true
    defer { applyingKept = false }
    for fact in facts { report(fact) }
  }

  /// What the stack at `location` showing `ids` means: nothing, a pop by the user, or screens
  /// the navigator did not put there, which the platform puts back.
  private func readStack(at location: StackLocation, showing ids: [ScreenID?], settlesAtProbes: Bool = false)
  {
    do {
      guard let change = try model.userChange(inStackAt: location, showing: ids) else { return }
      if holdBack(change, at: location) { return }
      apply(change, settlesAtProbes: settlesAtProbes)
    } catch {
      refuse(.stackShown(location, ids), error, at: location)
    }
  }

  /// Applies a change the user made at once, and reports it. One the platform is still
  /// `animating` (a binding written when its animation starts) ends at its screens' probes: its
  /// `did` events wait for them, and so does a step started meanwhile.
  private func apply(_ change: UserChange, settlesAtProbes: Bool = false) {
    do {
      let transition = try model.userDid(change)
      let appearing = awaitedScreens(transition.appearing, nil)
      let disappearing = awaitedScreens(transition.disappearing, nil)
      if settlesAtProbes, !appearing.isEmpty || !disappearing.isEmpty {
        deliver(transition.willEvents)
        self.animating = Awaited(
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
  private func hearAnimation(_ event: LifecycleEvent, _ id: ScreenID) {
    switch event {
    case .didAppear: animating?.appearing.remove(id)
    case .didDisappear: animating?.disappearing.remove(id)
    default: return
    }
    if let animating, animating.appearing.isEmpty, animating.disappearing.isEmpty { endAnimation() }
  }

  /// Ends the user's change under way: its `did` events, then the steps and facts waiting for it.
  private func endAnimation() {
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

  /// Has the platform move VoiceOver's focus for what changed on screen since it last moved
  /// (``FocusDirective``), once no plan, step, gesture or animation of the user's is under way:
  /// a step that a later one in the same plan replaced moves nothing.
  private func moveFocusOnceSettled() {
    guard isFree, waiter == nil, !model.isLocked else { return }
    let shown = model.displayed
    defer { focused = shown }
    // NB: the platform is read only when focus moves.
    guard
      let directive = FocusDirective(
        from: focused, to: shown, holdsElement: { self.platform.holdsElement($0) })
    else { return }
    logger?.debug("\(directive)")
    platform.moveFocus(directive)
  }

  /// Starts an interactive gesture, or lets it go unheard when the model refuses it (its end
  /// then finds nothing running, and the stack's `didShow` says what happened).
  private func begin(_ change: UserChange) {
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

  /// Logs `fact` as refused and has the platform draw what is displayed again (the stack at
  /// `location`, or everything).
  private func refuse(_ fact: PlatformFact, _ error: any Error, at location: StackLocation? = nil) {
    logger?.warning("the host puts back what the platform shows (\(fact)): \(error)")
    platform.restore(location.flatMap { model.displayed[stack: $0] }, at: location)
  }
}

extension NavigationStep {
  /// Whether the platform carries the step out only with its root in a window: UIKit presents
  /// and dismisses only there, and a layer's stack exists only once it is presented.
  var needsWindow: Bool {
    switch self {
    case .present, .dismiss, .dismissLayers, .setStack(_, .modal): true
    case .setStack, .selectTab, .showColumn, .setRoot: false
    }
  }
}

extension NavigationState {
  /// Whether a binding platform draws `step` in place, without a transition and so without
  /// appearance signals: the root of the tree swapped, or a stack whose root changes (SwiftUI
  /// replaces the root view of a `NavigationStack` where it stands).
  func drawsInPlace(_ step: NavigationStep) -> Bool {
    switch step {
    case .setRoot: true
    case .setStack(let stack, let location): self[stack: location]?.root.id != stack.root.id
    default: false
    }
  }
}
