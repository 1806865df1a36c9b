import DequeModule
import Observation

/// The single source of truth for navigation and the only door to change it.
///
/// A `Navigator` owns a ``NavigationState`` and carries out every change through its
/// ``NavigationHost``: it plans the steps (``NavigationState/plan(to:)``), asks the host to
/// perform them one at a time, and updates ``state`` after each, so the state always shows
/// what is on screen.
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
  /// What is on screen.
  public private(set) var state: NavigationState
  /// Whether a transition is running.
  public private(set) var isTransitioning = false

  /// The host carrying out the steps.
  @ObservationIgnored public let host: any NavigationHost

  @ObservationIgnored private var busy = false
  @ObservationIgnored private var waiting = Deque<Turn>()
  @ObservationIgnored private var subscribers: [Int: AsyncStream<NavigationEvent>.Continuation] = [:]
  @ObservationIgnored private var nextSubscriberID = 0

  /// A navigator showing `initial` through `host`; the host is attached at once.
  public init(_ initial: NavigationState, host: any NavigationHost) {
    initial._checkInvariants()
    self.state = initial
    self.host = host
    host.attach(to: self)
  }

  /// Changes the state with `change` and carries the change out.
  ///
  /// `change` runs when the request's turn comes, on the state earlier requests left, so two
  /// pushes made at once push two screens. A change that leaves the state as it was performs
  /// nothing.
  ///
  /// ```swift
  /// try await navigator.navigate { state in
  ///   state.dismissAll()
  ///   state.select(tab: AppTab.shop)
  ///   state.push(Shop.product(42))
  /// }
  /// ```
  ///
  /// - Returns: What `change` returned.
  /// - Throws: ``NavigationError/hostFailed(step:underlying:)`` when the host refuses a step.
  @discardableResult
  public func navigate<T>(
    animated: Bool = true, _ change: (inout NavigationState) -> T
  ) async throws(NavigationError) -> T {
    let turn = reserveTurn()
    await wait(for: turn)
    defer { endTurn() }
    var target = state
    let result = change(&target)
    try await carryOut(target, animated: animated)
    return result
  }

  /// Goes to `target` in one plan.
  public func navigate(to target: NavigationState, animated: Bool = true) async throws(NavigationError) {
    try await navigate(animated: animated) { $0 = target }
  }

  /// The completion-closure form of ``navigate(animated:_:)``: the request takes its place
  /// in the queue now, and `completion` runs on the main actor when it has finished.
  public func navigate<T>(
    animated: Bool = true, _ change: @escaping (inout NavigationState) -> T,
    completion: @escaping @MainActor (Result<T, NavigationError>) -> Void
  ) {
    let turn = reserveTurn()
    Task { @MainActor in
      await self.wait(for: turn)
      defer { self.endTurn() }
      var target = self.state
      let value = change(&target)
      do throws(NavigationError) {
        try await self.carryOut(target, animated: animated)
        completion(.success(value))
      } catch {
        completion(.failure(error))
      }
    }
  }

  // MARK: Carrying out

  private func carryOut(_ target: NavigationState, animated: Bool) async throws(NavigationError) {
    target._checkInvariants()
    let before = state
    guard target != before else { return }
    let steps = before.plan(to: target)
    emit(.willNavigate(from: before, to: target, steps: steps))
    isTransitioning = true
    defer { isTransitioning = false }
    for step in steps {
      do {
        try await host.perform(step, animated: animated)
      } catch {
        let failure = NavigationError.hostFailed(step: step, underlying: error)
        emit(.failed(failure, state: state))
        throw failure
      }
      state.apply(step)
    }
    emit(.didNavigate(from: before, to: state))
  }

  // MARK: What the user did

  /// The user popped screens in the stack at `location` (swipe back, long-press on Back)
  /// so that `id` is now its top. The state follows; nothing is performed.
  /// - Returns: `false`, changing nothing, when there is no such stack or screen.
  @discardableResult
  public func userDidPop(in location: StackLocation, to id: ScreenID) -> Bool {
    guard var stack = state[stack: location] else { return false }
    if stack.root.id == id {
      stack.path.removeAll()
    } else if let index = stack.path.firstIndex(where: { $0.id == id }) {
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
    guard state.apply(step) else { return false }
    emit(.userNavigated(step, state: state))
    return true
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

  private func emit(_ event: NavigationEvent) {
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

  private func wait(for turn: Turn?) async {
    guard let turn, !turn.granted else { return }
    await withCheckedContinuation { continuation in
      if turn.granted {
        continuation.resume()
      } else {
        turn.continuation = continuation
      }
    }
  }

  private func endTurn() {
    guard let next = waiting.popFirst() else {
      busy = false
      return
    }
    next.granted = true
    next.continuation?.resume()
    next.continuation = nil
  }
}
