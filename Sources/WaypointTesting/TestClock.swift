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

extension TestClock {
  /// Runs every job the process's tasks hand to the global executor on the main queue instead,
  /// from now until the process ends, in an order `seed` picks: `0` keeps the order in which the
  /// jobs became ready; any other seed lets some jobs land a few turns of the main queue later.
  ///
  /// A main-actor task that resumes from a continuation (a sleep ending, a stream's next value, a
  /// request's result) goes through one of the global executor's threads before it hops back to
  /// the main actor, so where it lands among the main queue's jobs changes from run to run. Here
  /// the seed decides where, so a program of tasks runs the same way each time with the same
  /// seed, a failure replays, and seeds explore the orders the threads would give. The cost:
  /// nothing runs in parallel, and a job that blocks its thread waiting for another job never
  /// returns. So this is for a process of its own, such as a fuzzer, not for a test suite whose
  /// tests run in parallel.
  ///
  /// Returns `false`, changing nothing, when the concurrency runtime has no such hook.
  @discardableResult
  package static func runEveryTaskOnTheMainQueue(seed: UInt64 = 0) -> Bool {
    typealias Enqueue = @convention(thin) (UnownedJob) -> Void
    typealias Hook = @convention(thin) (UnownedJob, Enqueue) -> Void
    guard let hook = dlsym(dlopen(nil, RTLD_NOW), "swift_task_enqueueGlobal_hook") else { return false }
    MainQueueOrder.seed(seed)
    hook.assumingMemoryBound(to: Hook?.self).pointee = { job, _ in
      MainQueueOrder.enqueue(job, turnsLater: MainQueueOrder.nextDelay())
    }
    return true
  }

  /// Starts the order of `runEveryTaskOnTheMainQueue(seed:)` again from `seed`, so the next
  /// program runs as it would first in a new process.
  package static func reseedTheMainQueueOrder(_ seed: UInt64) {
    MainQueueOrder.seed(seed)
  }
}

/// The order in which the global executor's jobs reach the main queue.
private enum MainQueueOrder {
  private static let lock = NSLock()
  /// Draws the delays; `nil` for seed 0, which delays nothing.
  nonisolated(unsafe) private static var generator: SeededGenerator?

  static func seed(_ seed: UInt64) {
    lock.withLock { generator = seed == 0 ? nil : SeededGenerator(seed: seed) }
  }

  /// How many turns later the next job lands: with seed 0 none; otherwise one job in four
  /// lands 1 to 8 turns later.
  static func nextDelay() -> Int {
    lock.withLock {
      guard let number = generator?.next() else { return 0 }
      return number % 4 == 0 ? 1 + Int((number >> 8) % 8) : 0
    }
  }

  static func enqueue(_ job: UnownedJob, turnsLater turns: Int) {
    guard turns > 0 else { return MainActor.shared.enqueue(job) }
    DispatchQueue.main.async { enqueue(job, turnsLater: turns - 1) }
  }
}
