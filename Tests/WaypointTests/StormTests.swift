import PropertyBased
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
private final class Log {
  var made: [Int] = []
  var completed: [Int] = []
  var model: ReferenceModel

  init(model: ReferenceModel) {
    self.model = model
  }
}

@MainActor
@Suite("Concurrent requests")
struct StormTests {
  /// Many callers navigate at once, mixing awaited requests and completion closures, over a
  /// host that refuses any overlapping transition. Every request completes, in the order it
  /// was made, and the final state is the reference model's after the same requests in
  /// that order.
  @Test func aStormOfRequestsCompletesInOrderAndMatchesTheModel() async throws {
    for round in 0..<20 {
      let start = NavigationState.start(tabs: round.isMultiple(of: 2))
      let host = TestHost()
      let navigator = Navigator(start, host: host)
      let log = Log(model: ReferenceModel(start))
      let seeds = (0..<8).map { _ in (0..<12).map { _ in Int.random(in: 0...1_000_000) } }

      let callers = (0..<8).map { caller in
        Task { await Self.call(caller, seeds: seeds[caller], navigator: navigator, log: log) }
      }
      for caller in callers { await caller.value }

      #expect(log.completed == log.made, "requests completed out of order")
      #expect(log.made.count == 8 * 12)
      #expect(ReferenceModel(navigator.state) == log.model)
      navigator.state._checkInvariants()
      host.expectInSync()
      for (earlier, later) in zip(host.records, host.records.dropFirst()) {
        #expect(earlier.finished <= later.started)
      }
    }
  }

  /// One caller: twelve requests in a row, every third through a completion closure.
  private static func call(_ caller: Int, seeds: [Int], navigator: AnyNavigator, log: Log) async {
    for (index, seed) in seeds.enumerated() {
      let operation = Operation(seed)
      let number = caller * 100 + index
      // Made and modelled in the same main-actor turn as the request is queued.
      log.made.append(number)
      log.model.apply(operation)
      if index.isMultiple(of: 3) {
        await request(operation, on: navigator) { log.completed.append(number) }
      } else {
        do {
          // NB: recorded as the request ends: callers of different requests resume in the
          // executor's order, which need not be the order their requests ended in.
          try await operation.perform(on: navigator) { log.completed.append(number) }
        } catch {
          Issue.record("request \(operation) failed: \(error)")
        }
      }
    }
  }

  /// Makes the request through the completion-closure form; `done` runs inside the closure
  /// on success, and the caller goes on once the closure has run.
  static func request(
    _ operation: Operation, on navigator: AnyNavigator, done: @escaping @MainActor () -> Void
  ) async {
    await withCheckedContinuation { continuation in
      navigator.navigate { operation.apply(to: &$0) }.onCompletion { result in
        if case .success = result { done() }
        continuation.resume()
      }
    }
  }
}
