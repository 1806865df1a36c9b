import Foundation
import WaypointTesting

// NB: the harness's own: a process-wide hook on the concurrency runtime (found with `dlsym`),
// for a process of its own such as a fuzzer; the test product app teams link never carries it.
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
