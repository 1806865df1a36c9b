import DequeModule
import Logging
import Observation

/// The single source of truth for navigation and the only door to change it.
///
/// A `Navigator` owns a ``NavigationState`` and carries out every change through its
/// ``NavigationHost``: it asks the guards about every screen about to appear, plans the steps
/// (``NavigationState/plan(to:)``), asks the host to perform them one at a time, and updates
/// ``state`` after each, so the state always shows what is on screen.
///
/// Requests are serialised: one made while a transition runs waits its turn and is applied,
/// in order, to the state the earlier ones left. None is dropped, none interleaves. Every
/// request returns when the host has finished (push included); each has a variant taking a
/// completion closure for callers that are not async.
///
/// ```swift
/// let navigator = Navigator(NavigationState(root: Shop.home), host: host)
/// try await navigator.push(Shop.product(42))
/// try await navigator.present(Shop.cart, style: .sheet)
/// try await navigator.dismiss()
/// ```
@MainActor
@Observable
public final class Navigator {
  // NB: the stored `var`s are `@exclusivity(unchecked)`, but for `restoration`, which no
  // request touches. The navigator lives on the main actor and never lends its storage
  // `inout` across a suspension, so the runtime's dynamic exclusivity check (a thread-local
  // access set, on every read and write) could only catch a bug in this file, and it cost
  // several hundred instructions per request.

  /// What is on screen.
  public private(set) var state: NavigationState {
    get {
      _$observationRegistrar.access(self, keyPath: Self.stateKey)
      return _state
    }
    set {
      _$observationRegistrar.willSet(self, keyPath: Self.stateKey)
      defer { _$observationRegistrar.didSet(self, keyPath: Self.stateKey) }
      revision &+= 1
      _state = newValue
    }
    _modify {
      _$observationRegistrar.access(self, keyPath: Self.stateKey)
      _$observationRegistrar.willSet(self, keyPath: Self.stateKey)
      defer { _$observationRegistrar.didSet(self, keyPath: Self.stateKey) }
      revision &+= 1
      yield &_state
    }
  }
  /// Whether a transition is running.
  public private(set) var isTransitioning: Bool {
    get {
      _$observationRegistrar.access(self, keyPath: Self.isTransitioningKey)
      return _isTransitioning
    }
    set {
      _$observationRegistrar.willSet(self, keyPath: Self.isTransitioningKey)
      defer { _$observationRegistrar.didSet(self, keyPath: Self.isTransitioningKey) }
      _isTransitioning = newValue
    }
  }

  // NB: `state` and `isTransitioning` are observed by hand, as the macro would, with two
  // differences on the request path: their key paths are made once (a key-path literal is
  // looked up and retained on every access), and the navigator reads its own storage and
  // writes it through `updateState(_:)` without registering an access, which only means
  // something to a synchronous `withObservationTracking` closure reading the state.
  @ObservationIgnored @exclusivity(unchecked) private var _state: NavigationState
  @ObservationIgnored @exclusivity(unchecked) private var _isTransitioning = false
  private static let stateKey: KeyPath<Navigator, NavigationState> = \.state
  private static let isTransitioningKey: KeyPath<Navigator, Bool> = \.isTransitioning

  /// The host carrying out the steps.
  @ObservationIgnored public let host: any NavigationHost
  /// Where every request, plan, step, guard decision and cache hit is logged, at debug level.
  @ObservationIgnored @exclusivity(unchecked) public var logger: Logger

  @ObservationIgnored @exclusivity(unchecked) private var busy = false
  /// Counts the writes to ``state``: a request compares the state it started from with the
  /// state only when this moved.
  @ObservationIgnored @exclusivity(unchecked) private var revision = 0
  @ObservationIgnored @exclusivity(unchecked) private var waiting = Deque<Turn>()
  @ObservationIgnored @exclusivity(unchecked) private var subscribers:
    [Int: AsyncStream<NavigationEvent>.Continuation] = [:]
  @ObservationIgnored @exclusivity(unchecked) private var nextSubscriberID = 0
  @ObservationIgnored @exclusivity(unchecked) var guards:
    [(id: GuardID, applies: (AnyRoute) -> Bool, check: Guard)] = []
  @ObservationIgnored @exclusivity(unchecked) var nextGuardID = 0
  @ObservationIgnored @exclusivity(unchecked) var redirectsInFlight: [Redirect: Task<Bool, Never>] = [:]
  @ObservationIgnored @exclusivity(unchecked) var results: [ScreenID: ResultSlot] = [:]
  @ObservationIgnored @exclusivity(unchecked) var records: [ScreenID: ScreenRecord] = [:]
  @ObservationIgnored @exclusivity(unchecked) var pendingDestinations: [ScreenID: Destination] = [:]
  /// The types the tree may hold when saved and restored, their version and migrations, for
  /// ``snapshot()`` and ``restore(from:animated:)``. Register the app's route, tag and tab-id
  /// types here at launch.
  @ObservationIgnored public var restoration = Restoration(version: 1)
  @ObservationIgnored @exclusivity(unchecked) var watchedFlows: [ScreenID: WeakFlow] = [:]
  @ObservationIgnored @exclusivity(unchecked) var checksInProgress: Set<ScreenID> = []
  @ObservationIgnored @exclusivity(unchecked) var flowRoot: Flow?
  // NB: the state as of the last settling and the identities in it, kept up to date from what
  // each change adds and removes, so no request walks the whole tree.
  @ObservationIgnored @exclusivity(unchecked) private var settled: NavigationState
  @ObservationIgnored @exclusivity(unchecked) private(set) var liveScreens: LiveScreens
  @ObservationIgnored @exclusivity(unchecked) private var needsSettling = false
  /// Makes screen instances for routes.
  @ObservationIgnored public let screens: ScreenRegistry
  /// Keeps screen instances alive for reuse (`Destination.keepAlive(within:identifier:)`).
  @ObservationIgnored public let cache: ScreenCache

  typealias Guard = @MainActor (GuardContext) async throws -> GuardDecision

  /// A navigator showing `initial` through `host`; the host is attached at once.
  ///
  /// - Parameters:
  ///   - initial: What is on screen at first.
  ///   - host: The host carrying out the steps.
  ///   - screens: Makes screen instances for routes; empty by default.
  ///   - cache: Keeps screens alive for reuse; its clock decides lifetimes.
  ///   - logger: Receives the navigation log at debug level.
  public init(
    _ initial: NavigationState, host: any NavigationHost, screens: ScreenRegistry = ScreenRegistry(),
    cache: ScreenCache = ScreenCache(), logger: Logger = Logger(label: "waypoint.navigation")
  ) {
    initial._checkInvariants()
    self._state = initial
    self.settled = initial
    self.liveScreens = LiveScreens(initial.allEntries)
    self.host = host
    self.screens = screens
    self.cache = cache
    self.logger = logger
    prepareScreens(entering: TreeChange(adding: initial))
    host.attach(to: self)
  }

  /// Changes the state with `change` and carries the change out.
  ///
  /// `change` runs when the request's turn comes, on the state earlier requests left, so two
  /// pushes made at once push two screens. Every screen the change brings into the tree is
  /// checked by the guards first. A change that leaves the state as it was performs nothing.
  ///
  /// ```swift
  /// try await navigator.navigate { state in
  ///   state.dismissAll()
  ///   state.select(tab: AppTab.shop)
  ///   state.push(Shop.product(42))
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - animated: Whether the transitions are animated.
  ///   - reason: Why: guards see it, and `.restoration` drops denied screens instead of failing.
  ///   - change: Edits the state. It may run more than once: again on the new state when the user
  ///     navigated while a guard was deciding, and again when a redirect succeeds.
  /// - Returns: What `change` returned.
  /// - Throws: ``NavigationError``: a host failure (the state shows what was done), a guard's
  ///   denial or a cancelled redirect (nothing changed).
  @discardableResult
  public func navigate<T>(
    animated: Bool = true, reason: NavigationReason = .request, _ change: (inout NavigationState) -> T
  ) async throws(NavigationError) -> T {
    guard !isInsideGuardCheck else { throw refuseRequestFromGuard() }
    return try await execute(reserveTurn(), animated: animated, reason: reason, change)
  }

  /// Goes to `target` in one plan; guards check every screen that appears.
  public func navigate(
    to target: NavigationState, reason: NavigationReason = .request, animated: Bool = true
  ) async throws(NavigationError) {
    try await navigate(animated: animated, reason: reason) { $0 = target }
  }

  /// The completion-closure form of ``navigate(animated:reason:_:)``: the request takes its
  /// place in the queue now, and `completion` runs on the main actor when it has finished.
  public func navigate<T>(
    animated: Bool = true, reason: NavigationReason = .request,
    _ change: @escaping (inout NavigationState) -> T,
    completion: @escaping @MainActor (Result<T, NavigationError>) -> Void
  ) {
    guard !isInsideGuardCheck else {
      let error = refuseRequestFromGuard()
      Task { @MainActor in completion(.failure(error)) }
      return
    }
    let turn = reserveTurn()
    Task { @MainActor in
      do throws(NavigationError) {
        completion(.success(try await self.execute(turn, animated: animated, reason: reason, change)))
      } catch {
        completion(.failure(error))
      }
    }
  }

  // MARK: Carrying out

  private func execute<T>(
    _ firstTurn: Turn?, animated: Bool, reason: NavigationReason, _ change: (inout NavigationState) -> T
  ) async throws(NavigationError) -> T {
    var turn = firstTurn
    var resumed = false
    while true {
      // NB: only a request that found the queue busy has a turn to wait for; the others skip
      // the call and its async frame.
      if let turn { await wait(for: turn) }
      // NB: the level is read once per turn: each read copies the log handler out of the logger.
      let debugging = logger.logLevel <= .debug
      var target: NavigationState
      var result: T
      var verdict: GuardVerdict
      var base: NavigationState
      var baseRevision: Int
      var treeChange: TreeChange
      // NB: guards may suspend; a user gesture meanwhile changes the state, and the change is
      // made again on the new state so the gesture is never undone. The state is compared only
      // when it was written meanwhile: unchanged revision, unchanged state.
      repeat {
        if needsSettling { stateDidChange() }
        base = _state
        baseRevision = revision
        target = base
        result = change(&target)
        if debugging { logger.debug("request (\(reason))", metadata: ["target": "\(target)"]) }
        treeChange = TreeChange(from: base, to: target)
        if let problem = invalidity(of: target, treeChange) {
          verdict = .denied(.invalidState(problem))
        } else if guards.isEmpty {
          verdict = .allowed
        } else {
          verdict = await checkGuards(on: &target, &treeChange, reason: reason)
        }
      } while revision != baseRevision && _state != base
      switch verdict {
      case .allowed:
        defer { endTurn() }
        // NB: `base` is the state unless it was written meanwhile (and compared equal).
        if revision != baseRevision { base = _state }
        guard !treeChange.isEmpty || target != base else { return result }
        // NB: the steps are carried out here, not in an async function of their own: a call to
        // one allocates its frame on the task and hops to the main actor on the way in and on
        // the way back, and `@inline(__always)` does not inline an async function.
        //
        // NB: while only the plan's steps write the state, the last one leaves it equal to
        // `target` (`plan(to:)`'s contract). A last step that presents or dismisses a layer
        // then takes `target`'s storage instead of being applied: applying it would copy the
        // layers array, which `base` still shares. `expected` is the revision as long as
        // nothing else writes.
        var expected = revision
        let steps = begin(from: base, to: target, treeChange, debugging: debugging)
        // NB: a screen made for this plan that never landed (a host failure, a user gesture in
        // the middle) is let go with it.
        defer { destroy(treeChange.added.lazy.map(\.id).filter { !self.liveScreens.contains($0) }) }
        isTransitioning = true
        defer { isTransitioning = false }
        var left = steps.count
        for step in steps {
          left -= 1
          do {
            if debugging { logger.debug("step \(step)", metadata: ["animated": "\(animated)"]) }
            try await host.perform(step, animated: animated)
          } catch {
            throw hostFailed(step, error)
          }
          needsSettling = true
          if left == 0, revision == expected, step.editsLayers {
            updateState { $0 = target }
          } else if !updateState({ $0.apply(step) }) {
            // NB: only a host that reported a user change in the middle of its own step gets
            // here.
            logger.error("the state could not follow \(step); it shows what the host last reported")
          }
          expected &+= 1
        }
        // NB: settled once, after the last step: a screen dismissed and presented again in one
        // plan (a new style, a new root shape) is never destroyed in between. When nothing but
        // the plan wrote the state, it is the target and the change is the one already known.
        stateDidChange(revision == expected ? treeChange : nil)
        emit(.didNavigate(from: base, to: _state))
        return result
      case .denied(let error):
        endTurn()
        emit(.failed(error, state: _state))
        throw error
      case .redirect(let redirect, let route):
        endTurn()
        guard !resumed else { throw failed(.redirectUnresolved(route: route, redirect: redirect)) }
        guard await follow(redirect) else {
          throw failed(.redirectCancelled(route: route, redirect: redirect))
        }
        resumed = true
        turn = reserveTurn()
      }
    }
  }

  /// Changes the state with `body`, telling its observers, without registering an access.
  private func updateState<R>(_ body: (inout NavigationState) -> R) -> R {
    _$observationRegistrar.willSet(self, keyPath: Self.stateKey)
    defer { _$observationRegistrar.didSet(self, keyPath: Self.stateKey) }
    revision &+= 1
    return body(&_state)
  }

  /// What is wrong with `target`, reached from the settled state by `change`; only what the
  /// change adds is checked.
  private func invalidity(of target: NavigationState, _ change: TreeChange) -> String? {
    if let twice = change.screenAppearingTwice(live: liveScreens) {
      return NavigationState.appearsTwice(twice)
    }
    return target.tabBarViolation
  }

  /// Emits `.failed` for `error` and returns it.
  private func failed(_ error: NavigationError) -> NavigationError {
    emit(.failed(error, state: state))
    return error
  }

  /// Whether this task runs inside a guard check of this navigator that is still under way.
  private var isInsideGuardCheck: Bool {
    // NB: reading a task-local walks the task's bindings through thread-local storage; with
    // no check under way the answer is `false` whatever it holds, so it is not read.
    guard !checksInProgress.isEmpty else { return false }
    return GuardScope.check.map(checksInProgress.contains) ?? false
  }

  private func refuseRequestFromGuard() -> NavigationError {
    logger.debug("a guard made a request; refused")
    return .requestFromGuard
  }

  /// Plans the way from `before`, which is the state, to `target`, makes the screens it
  /// brings in and announces it.
  private func begin(
    from before: NavigationState, to target: NavigationState, _ change: TreeChange, debugging: Bool
  ) -> [NavigationStep] {
    assert(settled == before, "a plan starts from the settled state")
    let steps = before.plan(to: target)
    prepareScreens(entering: change)
    if debugging { logger.debug("plan", metadata: ["steps": "\(steps.map(\.description))"]) }
    emit(.willNavigate(from: before, to: target, steps: steps))
    return steps
  }

  /// Settles and reports a step the host failed; returns the error to throw.
  private func hostFailed(_ step: NavigationStep, _ error: any Error) -> NavigationError {
    let failure = NavigationError.hostFailed(step: step, underlying: error)
    logger.debug("step failed: \(error)")
    stateDidChange()
    emit(.failed(failure, state: _state))
    return failure
  }

  // MARK: What the user did

  /// The user popped screens in the stack at `location` (swipe back, long-press on Back)
  /// so that `id` is now its top. The state follows; nothing is performed.
  /// - Returns: `false`, changing nothing, when there is no such stack or screen, or `id` is
  ///   already its top.
  @discardableResult
  public func userDidPop(in location: StackLocation, to id: ScreenID) -> Bool {
    guard var stack = state[stack: location] else { return false }
    if stack.top.id == id {
      return false
    } else if stack.root.id == id {
      stack.path.removeAll()
    } else if let index = stack.path.lastIndex(where: { $0.id == id }) {
      stack.path.removeSubrange((index + 1)...)
    } else {
      return false
    }
    return userDid(.setStack(stack, in: location))
  }

  /// The user dismissed the modal layer at `index` (pull-down); layers above it went too.
  /// - Returns: `false`, changing nothing, when there is no such layer.
  @discardableResult
  public func userDidDismiss(at index: Int) -> Bool {
    guard state.modals.indices.contains(index) else { return false }
    var changed = false
    for top in (index..<state.modals.count).reversed() {
      changed = userDid(.dismiss(at: top)) || changed
    }
    return changed
  }

  /// The user selected the tab `id`.
  /// - Returns: `false`, changing nothing, when there is no such tab or it was selected.
  @discardableResult
  public func userDidSelect(tab id: some Hashable & Sendable) -> Bool {
    let id = AnyTag(id)
    guard state.tabBar?.selected.id != id else { return false }
    return userDid(.selectTab(id))
  }

  private func userDid(_ step: NavigationStep) -> Bool {
    // NB: tried on a copy, so a step that cannot apply (an unknown tab) tells no observer.
    var next = _state
    guard next.apply(step) else { return false }
    updateState { $0 = next }
    logger.debug("user \(step)")
    // NB: in the middle of a plan, the plan settles when it ends: a screen it dismisses and
    // presents again must not be destroyed in between.
    needsSettling = true
    if !isTransitioning { stateDidChange() }
    emit(.userNavigated(step, state: state))
    return true
  }

  /// Settles what hangs on the tree after every change: flows whose first screen left it
  /// end, screens that left it are destroyed and results still awaited from them are
  /// cancelled. `known` is what changed since the last settling, when the caller knows it.
  ///
  /// - Complexity: O(*k*) in the screens that changed since the last settling, plus the results
  ///   awaited.
  private func stateDidChange(_ known: TreeChange? = nil) {
    needsSettling = false
    let change = known ?? TreeChange(from: settled, to: _state)
    settled = _state
    guard !change.isEmpty else { return }
    liveScreens.apply(change)
    // NB: the check for anything to settle is inlined, the settling is not.
    guard !records.isEmpty || !results.isEmpty || !watchedFlows.isEmpty else { return }
    settle(change)
  }

  @inline(never)
  private func settle(_ change: TreeChange) {
    let gone = change.removed.lazy.map(\.id).filter { !self.liveScreens.contains($0) }
    endFlows(of: gone)
    for (id, slot) in results {
      if liveScreens.contains(id) {
        slot.appeared = true
      } else if slot.appeared {
        results[id] = nil
        slot.deliver(.cancelled)
      }
    }
    destroy(gone)
  }

  // MARK: Events

  /// A new stream of everything that happens from now on. Each call gives its own stream;
  /// it ends when the consumer stops iterating. Events are buffered until read.
  public func events() -> AsyncStream<NavigationEvent> {
    let (stream, continuation) = AsyncStream<NavigationEvent>.makeStream()
    let id = nextSubscriberID
    nextSubscriberID += 1
    subscribers[id] = continuation
    continuation.onTermination = { [weak self] _ in
      Task { @MainActor in self?.subscribers[id] = nil }
    }
    return stream
  }

  // NB: the event is made only when someone listens; making one copies the states it carries.
  // The check is inlined and the delivery is not: a function that may yield to continuations
  // sets up their type metadata on entry, before it gets to the check.
  @inline(__always)
  private func emit(_ event: @autoclosure () -> NavigationEvent) {
    guard !subscribers.isEmpty else { return }
    broadcast(event())
  }

  @inline(never)
  private func broadcast(_ event: NavigationEvent) {
    for continuation in subscribers.values {
      continuation.yield(event)
    }
  }

  // MARK: The queue

  // NB: a turn is reserved synchronously, when the request is made, so requests run in the
  // order they were made even when the completion form hops through a Task.
  private final class Turn {
    var granted = false
    var continuation: CheckedContinuation<Void, Never>?
  }

  private func reserveTurn() -> Turn? {
    guard busy else {
      busy = true
      return nil
    }
    let turn = Turn()
    waiting.append(turn)
    return turn
  }

  private func wait(for turn: Turn) async {
    guard !turn.granted else { return }
    await withCheckedContinuation { continuation in
      if turn.granted {
        continuation.resume()
      } else {
        turn.continuation = continuation
      }
    }
  }

  private func endTurn() {
    // NB: `isEmpty` first: popping from a deque sets up its storage's type metadata even when
    // there is nothing to pop.
    guard !waiting.isEmpty, let next = waiting.popFirst() else {
      busy = false
      return
    }
    next.granted = true
    next.continuation?.resume()
    next.continuation = nil
  }
}

extension NavigationStep {
  /// Whether the step presents or dismisses a modal layer.
  fileprivate var editsLayers: Bool {
    switch self {
    case .present, .dismiss: true
    case .setStack, .selectTab, .setRoot: false
    }
  }
}
