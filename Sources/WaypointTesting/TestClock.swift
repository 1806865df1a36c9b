import Foundation

/// A clock whose time moves only when a test says so, so no test ever sleeps.
///
/// In `.automatic` mode (the default) a sleep jumps the clock to its deadline and yields once,
/// so transitions "take time" without waiting. In `.manual` mode a sleep waits until
/// ``advance(by:isolation:)`` moves the clock past its deadline, so a test can hold a transition open.
///
/// ```swift
/// let clock = TestClock(mode: .manual)
/// let host = TestHost(clock: clock)
/// let navigator = Navigator(NavigationState(root: Shop.home), host: host)
/// let push = Task { try await navigator.push(Shop.product(42)).value }
/// await clock.advance(by: .seconds(1))   // the push animation finishes
/// try await push.value
/// ```
public final class TestClock: Clock, @unchecked Sendable {
  /// A point on a test clock: the time since the clock was made.
  public struct Instant: InstantProtocol, CustomStringConvertible {
    /// Time since the clock started.
    public var offset: Duration

    public init(offset: Duration) {
      self.offset = offset
    }

    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    public var description: String { "\(offset)" }
  }

  /// How sleeps behave.
  public enum Mode: Sendable {
    /// A sleep moves the clock to its deadline at once (after one yield).
    case automatic
    /// A sleep waits for ``TestClock/advance(by:isolation:)``.
    case manual
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private let lock = NSLock()
  private var current = Instant(offset: .zero)
  private var sleepers: [Sleeper] = []
  private var nextID: UInt64 = 0
  /// How sleeps behave.
  public let mode: Mode

  /// A clock at time zero.
  public init(mode: Mode = .automatic) {
    self.mode = mode
  }

  public var now: Instant { lock.withLock { current } }
  public var minimumResolution: Duration { .zero }

  /// How many sleeps are waiting for the clock to move.
  public var pendingSleeps: Int { lock.withLock { sleepers.count } }

  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    try await sleep(until: deadline, isolation: nil)
  }

  /// Sleeps for `duration` without leaving the caller's actor.
  ///
  /// `TestHost` sleeps this way on the main actor, so a test on the main actor that calls
  /// ``advance(by:isolation:)`` sees every woken transition run to its next step before `advance`
  /// returns.
  public func sleep(for duration: Duration, isolation: isolated (any Actor)? = #isolation) async throws {
    try await sleep(until: now.advanced(by: duration), isolation: isolation)
  }

  private func sleep(until deadline: Instant, isolation: isolated (any Actor)?) async throws {
    switch mode {
    case .automatic:
      lock.withLock { current = Swift.max(current, deadline) }
      await Self.yield(isolation: isolation)
      try Task.checkCancellation()
    case .manual:
      let id: UInt64 = lock.withLock {
        nextID += 1
        return nextID
      }
      try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation(isolation: isolation) {
          (continuation: CheckedContinuation<Void, any Error>) in
          // NB: checked under the lock, so a task cancelled before it got here (whose
          // cancellation handler already ran) is not left sleeping.
          let outcome: Result<Bool, CancellationError> = lock.withLock {
            if Task.isCancelled { return .failure(CancellationError()) }
            guard deadline > current else { return .success(true) }
            sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
            return .success(false)
          }
          switch outcome {
          case .success(true): continuation.resume()
          case .success(false): break
          case .failure(let error): continuation.resume(throwing: error)
          }
        }
      } onCancel: {
        let sleeper: Sleeper? = lock.withLock {
          guard let index = sleepers.firstIndex(where: { $0.id == id }) else { return nil }
          return sleepers.remove(at: index)
        }
        sleeper?.continuation.resume(throwing: CancellationError())
      }
    }
  }

  /// Moves the clock forward by `duration`, deadline by deadline: each sleep due on the way
  /// wakes at its own deadline and runs on (and may start another sleep, which is woken too if
  /// it falls within `duration`) before the clock moves to the next deadline.
  public func advance(by duration: Duration, isolation: isolated (any Actor)? = #isolation) async {
    await Self.settle()
    let end = now.advanced(by: duration)
    while true {
      let due: [Sleeper] = lock.withLock {
        guard let next = sleepers.map(\.deadline).min(), next <= end else {
          current = Swift.max(current, end)
          return []
        }
        current = Swift.max(current, next)
        let due = sleepers.filter { $0.deadline <= current }
        sleepers.removeAll { $0.deadline <= current }
        return due
      }
      guard !due.isEmpty else { break }
      for sleeper in due {
        sleeper.continuation.resume()
      }
      await Self.settle()
    }
  }

  /// Advances the clock to each pending deadline in turn until nothing sleeps any more.
  public func run(isolation: isolated (any Actor)? = #isolation) async {
    await Self.settle()
    while let next = lock.withLock({ sleepers.map(\.deadline).min() }) {
      await advance(by: now.duration(to: next))
    }
  }

  // NB: run on the caller's actor (the main actor in tests), each yield lets the jobs queued
  // there run first, so woken tasks reach their next suspension point before the test goes on.
  static func settle(isolation: isolated (any Actor)? = #isolation) async {
    for _ in 0..<64 {
      await yield(isolation: isolation)
    }
  }

  /// Lets the jobs already queued on the caller's actor run, then goes on, on that actor.
  ///
  /// On the main actor it waits behind the jobs the main queue already holds, so two main-actor
  /// tasks that yield at once come back in the order they yielded (after `Task.yield()`, in an
  /// order that changes from run to run). The task itself still comes back through one of the
  /// global executor's threads, so a job queued meanwhile may run first.
  public static func yield(isolation: isolated (any Actor)? = #isolation) async {
    guard let isolation, isolation === MainActor.shared else { return await Task.yield() }
    await withCheckedContinuation(isolation: isolation) { continuation in
      DispatchQueue.main.async { continuation.resume() }
    }
  }
}
