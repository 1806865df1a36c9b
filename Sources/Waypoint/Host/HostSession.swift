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
///   the step ends, never refused and drawn over. The navigator then re-plans around it.
/// - A stack that shows a shorter start of what is displayed was popped by the user (the back
///   button, the back menu, a swipe, a re-tapped tab), whatever transition coordinator is still
///   attached; one that shows anything else is put back.
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
  private var kept: [PlatformFact] = []

  private struct Awaited {
    let step: NavigationStep
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
    connection.onLeaveGuardsChange { [weak self] in self?.platform.gesturesChanged() }
  }

  /// Delivers the events of the first drawing: the visible screens load and appear.
  public func attached() {
    deliver(model.attachmentEvents())
  }

  /// Hears every lifecycle event the session delivers, in order (a test host records them).
  public var onEvents: (@MainActor ([HostEvent]) -> Void)?

  private func deliver(_ events: [HostEvent]) {
    guard !events.isEmpty else { return }
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
    platform.gesturesChanged()
  }

  /// The plan ended.
  public func didEndPlan() {
    model.isLocked = false
    platform.gesturesChanged()
  }

  /// Carries `step` out on the platform and returns once it has ended on screen.
  /// - Throws: ``HostError`` when the step is illegal on what is displayed, the platform refused
  ///   it, ignored it, or stalled; what the platform prepares may throw its own error.
  public func perform(_ step: NavigationStep, animated: Bool) async throws {
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
    platform.gesturesChanged()
    applyKept()
    if let failure { throw failure }
  }

  /// Ends the step under way from its signal and what the platform shows; returns why it did
  /// not take effect.
  private func settle(signalled: Bool) -> HostError? {
    guard let awaited else { return nil }
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
    let (done, events) =
      if let seen { model.resolve(transition, seeing: seen) } else {
        model.resolve(transition, observed: awaited.heard ? transition.after : transition.before)
      }
    deliver(events)
    if !done { logger?.warning("\(awaited.step) did not take effect (signalled: \(signalled))") }
    return done ? nil : signalled ? .ignoredByPlatform(awaited.step) : .stalled(awaited.step)
  }

  /// The screens whose probes a step waits for: none on a platform that signals completion, and
  /// none for a change drawn without a transition.
  private func awaitedScreens(_ entries: [ScreenEntry], _ step: NavigationStep) -> Set<ScreenID> {
    guard platform.signals == .appearance, !model.displayed.drawsInPlace(step) else { return [] }
    return Set(entries.map(\.id))
  }

  private var isAwaitingScreens: Bool {
    guard let awaited else { return false }
    return !awaited.appearing.isEmpty || !awaited.disappearing.isEmpty
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
    if let awaited, endsStep(fact, awaited) {
      resume(true)
      return
    }
    switch fact {
    case .stepCompleted, .probe:
      return  // NB: a completion or probe after the watchdog, or of no step: nothing to end.
    case .stackWillShow(_, let top, let interactive):
      guard interactive, awaited == nil, let top else { return }
      begin(.popped(to: top))
    case .layerWillDismiss(let layer):
      guard awaited == nil else { return }
      begin(.dismissed(layer: layer))
    case .interactionEnded(let cancelled):
      let (events, change) = model.endInteractive(committed: !cancelled)
      deliver(events)
      if let change { connection.report(change) }
      applyKept()
    case .stackShown(let location, let ids), .stackSetWithoutTransition(let location, let ids):
      guard isFree else { return keep(fact) }
      readStack(at: location, showing: ids)
    case .layersShown(let count):
      guard isFree else { return keep(fact) }
      let modals = model.displayed.modals
      if count < modals.count { apply(.dismissed(layer: modals[count].id)) }
    case .tabSelected(let tab):
      guard !model.isLocked else { return refuse(fact, HostError.lockedDuringPlan) }
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
      readStack(at: location, showing: [root] + path)
    case .layerItemCleared(let layer):
      guard let layer, drawn.modals.contains(where: { $0.id == layer }) else { return }
      guard isFree else { return keep(fact) }
      if holdBack(.dismissed(layer: layer), at: nil) { return }
      apply(.dismissed(layer: layer))
    }
  }

  /// Whether `fact` is the end the step under way waits for.
  private func endsStep(_ fact: PlatformFact, _ awaited: Awaited) -> Bool {
    switch fact {
    case .stepCompleted:
      return platform.signals == .completion
    case .stackShown(let location, let ids), .stackSetWithoutTransition(let location, let ids):
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

  /// Whether no step and no gesture is under way, so a fact can be applied now.
  private var isFree: Bool { awaited == nil && model.running == nil }

  private func keep(_ fact: PlatformFact) {
    kept.append(fact)
  }

  /// Applies the facts kept while a step or a gesture ran.
  private func applyKept() {
    guard isFree, !kept.isEmpty else { return }
    let facts = kept
    kept = []
    for fact in facts { report(fact) }
  }

  /// What the stack at `location` showing `ids` means: nothing, a pop by the user, or screens
  /// the navigator did not put there, which the platform puts back.
  private func readStack(at location: StackLocation, showing ids: [ScreenID?]) {
    do {
      guard let change = try model.userChange(inStackAt: location, showing: ids) else { return }
      if holdBack(change, at: location) { return }
      apply(change)
    } catch {
      refuse(.stackShown(location, ids), error, at: location)
    }
  }

  /// Applies a change the user made at once, and reports it.
  private func apply(_ change: UserChange) {
    do {
      let transition = try model.userDid(change)
      deliver(transition.willEvents + transition.didEvents)
      connection.report(change)
    } catch {
      logger?.warning("the host does not follow \(change): \(error)")
      platform.restore(nil, at: nil)
    }
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
