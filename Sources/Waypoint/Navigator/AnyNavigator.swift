import Logging
import Observation

/// The single source of truth for navigation and the only door to change it, taking routes of
/// any ``Route`` type. Apps make a ``Navigator``, which is one of these that also takes its own
/// route type by implicit member; flows and screen contexts hold it as an `AnyNavigator`.
///
/// A navigator owns a ``NavigationState`` and carries out every change through its
/// ``NavigationHost``: it asks the guards about every screen about to appear, plans the steps
/// (``NavigationState/plan(to:dismissingLayersTogether:)``), asks the host to perform them one
/// at a time, and updates ``state`` after each, so the state always shows what is on screen.
///
/// Requests are serialised: one made while a transition runs waits its turn and is applied,
/// in order, to the state the earlier ones left. None is dropped, none interleaves.
///
/// Every operation has one form: it takes its place in the queue when it is called and returns a
/// ``NavigationRequest`` at once. Code that does not wait (a button, a delegate callback) ignores
/// it; code that waits awaits its ``NavigationRequest/value``, which returns when the transition
/// has finished:
///
/// ```swift
/// Button("Checkout") { navigator.push(Shop.checkout) }   // queued, returns at once
/// try await navigator.push(Shop.checkout).value          // returns when it is on screen
/// ```
///
/// The navigator holds its guards, lifecycle handlers and `configure` closures for as long as
/// it lives: a closure that captures the navigator strongly keeps it alive for ever. Capture it
/// `[weak navigator]`, or use the context the closure is given.
@MainActor
@Observable
public class AnyNavigator {
  /// What is on screen: what the host's session settles (a platform host's), or the state the
  /// steps a ``StepHost`` performed left.
  public internal(set) var state: NavigationState {
    // NB: with a session, the state is what it holds to be shown, and only it writes that; its
    // observers are told once it changed (`shownChanged()`), so `onChange` reads the new state.
    get {
      access(keyPath: \.state)
      return session?.model.shown ?? stepsState
    }
    set {
      assert(session == nil, "the host's session settles what is shown: the state follows it")
      withMutation(keyPath: \.state) { stepsState = newValue }
    }
  }
  /// Whether a plan is being carried out.
  public internal(set) var isTransitioning = false

  /// The host carrying out the steps.
  @ObservationIgnored public let host: any NavigationHost
  /// The session the navigator owns over a platform host (``HostPlatform``): the one copy of what
  /// is shown, which ``state`` publishes.
  @ObservationIgnored var session: HostSession?
  /// The host that performs each step itself, when the host is no platform.
  @ObservationIgnored let stepHost: (any StepHost)?
  /// The state the steps of a ``StepHost`` left.
  @ObservationIgnored private var stepsState: NavigationState
  /// Where every request, plan, step, guard decision and cache hit is logged, at debug level;
  /// failures nobody awaited are logged at warning level.
  @ObservationIgnored public var logger: Logger
  /// Makes screen instances for routes.
  @ObservationIgnored public let screens: ScreenRegistry
  /// Keeps screen instances alive for reuse (`Destination.keepAlive(within:identifier:)`).
  @ObservationIgnored public let cache: ScreenCache
  /// The types the tree may hold when saved and restored, their version and migrations, for
  /// ``snapshot()`` and ``restore(from:animated:)``. Register the app's route, tag and tab-id
  /// types here at launch.
  @ObservationIgnored public var restoration = Restoration(version: 1)
  /// Called when the user taps the tab that is selected, before its stack pops to the root (so
  /// a screen already at the root can scroll to its top); ``events()`` tells it too
  /// (``NavigationEvent/tabReselected(_:)``).
  @ObservationIgnored public var onTabReselected: (@MainActor (AnyTag) -> Void)?
  /// Keeps the newest plans, platform facts and user taps of this navigator's host, to save and
  /// replay (``NavigationRecorder``); `nil`, the default, records nothing.
  @ObservationIgnored public var recorder: NavigationRecorder? {
    didSet {
      guard recorder !== oldValue else { return }
      oldValue?.clear()
      for body in onRecorderChange { body() }
    }
  }
  /// Called when ``recorder`` is set (the host session starts recording once it has settled).
  @ObservationIgnored var onRecorderChange: [@MainActor () -> Void] = []

  /// The way every request goes: the queue, the guards, redirects, the plan carried out, what
  /// the user did meanwhile; made on first use, as it works on this navigator.
  @ObservationIgnored lazy var pipeline = RequestPipeline(navigator: self)
  /// The links held until a restore has finished (``holdLinksUntilRestored()``).
  @ObservationIgnored let linkHold = LinkHold()

  /// A navigator showing `initial` through `host`; the host is attached at once.
  init(
    showing initial: NavigationState, host: any NavigationHost, screens: ScreenRegistry, cache: ScreenCache,
    logger: Logger
  ) {
    initial._checkInvariants()
    stepsState = initial
    self.host = host
    stepHost = host as? any StepHost
    self.screens = screens
    self.cache = cache
    self.logger = logger
    pipeline.book.prepare(initial.allEntries, navigator: self)
    if let platform = host as? any HostPlatform {
      let session = HostSession(navigator: self, showing: initial, platform: platform)
      self.session = session
      platform.attach(to: session)
    } else if stepHost == nil {
      logger.error("\(type(of: host)) is neither a platform host nor a StepHost: its steps are taken as done")
    }
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
  /// }.value
  /// ```
  ///
  /// - Parameters:
  ///   - reason: Why: guards see it, and `.restoration` drops denied screens instead of failing.
  ///   - animated: Whether the transitions are animated.
  ///   - change: Edits the state. It may run more than once: again on the new state when the user
  ///     navigated while a guard was deciding, and again when a redirect succeeds.
  /// - Returns: The request, in the queue; its value is what `change` returned. It fails with a
  ///   ``NavigationError``: a host failure (the state shows what was done), a guard's denial or a
  ///   cancelled redirect (nothing changed), or ``NavigationError/cancelled`` when it was
  ///   cancelled (before its turn: nothing changed; during its plan: the steps done stay done).
  @discardableResult
  public func navigate<T: Sendable>(
    reason: NavigationReason = .request, animated: Bool = true,
    _ change: @escaping (inout NavigationState) -> T
  ) -> NavigationRequest<T, NavigationError> {
    ask(reason: reason, animated: animated, verb: "navigate", change)
  }

  /// ``navigate(reason:animated:_:)``, asked for by the navigator's method `verb` (its name, by
  /// default the caller's), which a recording keeps.
  func ask<T: Sendable>(
    reason: NavigationReason = .request, animated: Bool = true, verb: StaticString = #function,
    _ change: @escaping (inout NavigationState) -> T
  ) -> NavigationRequest<T, NavigationError> {
    request { ticket async throws(NavigationError) in
      try await self.navigate(holding: ticket, reason: reason, animated: animated, verb: verb, change)
    }
  }

  /// Goes to `target` in one plan; guards check every screen that appears.
  @discardableResult
  public func navigate(
    to target: NavigationState, reason: NavigationReason = .request, animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    ask(reason: reason, animated: animated, verb: "navigate") { $0 = target }
  }

  /// Makes the request `change` in the queue's place `ticket` took when the request was made,
  /// which keeps the turn until the request ends, or in a new place, given back at once.
  @discardableResult
  /// `origin` is the screen whose code made the request (``ScreenContext``), if one did.
  func navigate<T>(
    holding ticket: RequestQueue.Ticket?, reason: NavigationReason = .request, animated: Bool = true,
    from origin: ScreenID? = nil, verb: StaticString = #function, link: String? = nil,
    _ change: (inout NavigationState) -> T
  ) async throws(NavigationError) -> T {
    if let ticket {
      return try await pipeline.run(
        ticket, reason: reason, animated: animated, from: origin, verb: verb, link: link, change)
    }
    if pipeline.guards.isCheckingInThisTask { throw pipeline.fail(.requestFromGuard) }
    let ticket = pipeline.queue.enter()
    defer { pipeline.queue.leave(ticket) }
    return try await pipeline.run(
      ticket, reason: reason, animated: animated, from: origin, verb: verb, link: link, change)
  }

  /// A request made now: it takes its place in the queue at once, and `work` navigates in that
  /// place. The request keeps the turn until it has ended (its callers are resumed before the
  /// next request runs, so they go on in the order the requests were made); work that waits for
  /// something else after navigating (a result, a flow's `didStart`) gives the turn back with
  /// `queue.leave(ticket)` first. A request made by a guard while it decides fails with
  /// ``NavigationError/requestFromGuard``, given to `refusal` to make the request's own error.
  func request<T: Sendable, Failure: Error>(
    refusal: @escaping (NavigationError) -> Failure,
    _ work: @escaping @MainActor (RequestQueue.Ticket) async throws(Failure) -> T
  ) -> NavigationRequest<T, Failure> {
    if let refused: NavigationRequest<T, Failure> = refusedInGuard(refusal) { return refused }
    let ticket = pipeline.queue.enter()
    let then = { @MainActor in
      self.pipeline.queue.leave(ticket)
      self.pipeline.forgetDoneJoinables()
    }
    return NavigationRequest(logger: logger, then: then) {
      () async throws(Failure) -> T in
      // NB: everything the work decides, it decides in its turn (a flow started, a screen
      // finished twice), so requests end in the order they were made.
      do throws(NavigationError) {
        try await self.pipeline.queue.wait(for: ticket)
      } catch {
        throw refusal(error)
      }
      return try await work(ticket)
    }
  }

  /// A request failing with a ``NavigationError``; see ``request(refusal:_:)``.
  func request<T: Sendable>(
    _ work: @escaping @MainActor (RequestQueue.Ticket) async throws(NavigationError) -> T
  ) -> NavigationRequest<T, NavigationError> {
    request(refusal: { $0 }, work)
  }

  /// A request made of several navigations, each taking its place in the queue when it is made
  /// (a flow's hand-off selects a tab, then starts a flow): it does not hold a place of its own,
  /// which its own navigations would wait behind for ever.
  func sequence<T: Sendable, Failure: Error>(
    refusal: (NavigationError) -> Failure,
    _ work: @escaping @MainActor () async throws(Failure) -> T
  ) -> NavigationRequest<T, Failure> {
    refusedInGuard(refusal) ?? NavigationRequest(logger: logger, work)
  }

  /// A request that failed with ``NavigationError/requestFromGuard`` when a guard makes it while
  /// it decides (it would wait for its own request for ever); `nil` anywhere else.
  private func refusedInGuard<T: Sendable, Failure: Error>(
    _ refusal: (NavigationError) -> Failure
  ) -> NavigationRequest<T, Failure>? {
    guard pipeline.guards.isCheckingInThisTask else { return nil }
    return NavigationRequest(failed: refusal(pipeline.fail(.requestFromGuard)), logger: logger)
  }

  // MARK: Events

  /// A new stream of everything that happens from now on.
  ///
  /// Each call gives its own stream. It ends when the consumer stops iterating or when the
  /// navigator is released. It keeps the 256 newest events its consumer has not read yet and
  /// drops older ones.
  public func events() -> AsyncStream<NavigationEvent> {
    pipeline.broadcast.stream()
  }
}

@_spi(Hosts)
extension AnyNavigator {
  /// Whether a request has its turn or waits in line for it; one that gave up its turn while the
  /// login a guard redirected it to is up does not count. For harnesses that wait until nothing
  /// is under way (`NavigationProgram`).
  package var hasRequestsInLine: Bool { pipeline.queue.hasRequests }
}
