import Logging

/// A request made to a navigator: what every operation returns.
///
/// The request has its place in the queue from the moment it is made, and runs in turn.
/// Await it, cancel it, attach a completion, or ignore it:
///
/// ```swift
/// Button("Reviews") { navigator.push(.reviews(id)) }          // ignored: fine
/// navigator.present(.cart).onCompletion { print($0) }          // a completion closure
/// try await navigator.push(.checkout).value                    // returns when it is on screen
/// let picked = try await navigator.present(.colorPicker, expecting: Color.self).value
/// ```
///
/// A task that awaits ``value`` or ``result`` and is cancelled cancels the request, as
/// ``cancel()`` does.
///
/// A failure nobody looked at (no ``value``, ``result`` or ``onCompletion(_:)`` asked for before
/// it ended) is logged at warning level in the navigation log; every failure is also broadcast
/// as ``NavigationEvent/failed(_:)``.
@MainActor
public final class NavigationRequest<Value: Sendable, Failure: Error> {
  private var task: Task<Result<Value, Failure>, Never>?
  private var outcome: Result<Value, Failure>?
  private var completions: [@MainActor (Result<Value, Failure>) -> Void] = []
  private var waiters: [CheckedContinuation<Result<Value, Failure>, Never>] = []
  private var isObserved = false

  /// Starts `work` in a task of its own; `logger` hears of a failure nobody looked at, and
  /// `then` runs once the request has ended and its callers and completions have been told.
  init(
    logger: Logger, then: @escaping @MainActor () -> Void = {},
    _ work: @escaping @MainActor () async throws(Failure) -> Value
  ) {
    // NB: the task holds the request until it ends, so a request nobody keeps still reports a
    // failure.
    task = Task { @MainActor in
      let outcome: Result<Value, Failure>
      do throws(Failure) {
        outcome = .success(try await work())
      } catch {
        outcome = .failure(error)
      }
      self.end(outcome, logger: logger)
      then()
      return outcome
    }
  }

  /// A request that failed before it was made (it was never queued).
  init(failed error: Failure, logger: Logger) {
    task = Task { @MainActor in
      self.end(.failure(error), logger: logger)
      return .failure(error)
    }
  }

  /// A request that had nothing to do and ended with `value` (it was never queued).
  init(value: Value) {
    outcome = .success(value)
  }

  /// What the request returned, once it has finished.
  /// - Throws: Why it failed.
  public var value: Value {
    get async throws(Failure) {
      try await result.get()
    }
  }

  /// How the request ended, once it has.
  public var result: Result<Value, Failure> {
    get async {
      isObserved = true
      if let outcome { return outcome }
      // NB: resumed from `end` on the main actor, so the callers of requests that end one
      // after another go on in that order.
      let task = task
      return await withTaskCancellationHandler {
        await withCheckedContinuation { waiters.append($0) }
      } onCancel: {
        task?.cancel()
      }
    }
  }

  /// Cancels the request: one still waiting for its turn never runs; one in the middle of its
  /// plan stops after the current step. It then fails with ``NavigationError/cancelled``.
  public func cancel() {
    task?.cancel()
  }

  /// Calls `completion` on the main actor when the request has finished (at once if it has).
  @discardableResult
  public func onCompletion(_ completion: @escaping @MainActor (Result<Value, Failure>) -> Void) -> Self {
    isObserved = true
    if let outcome {
      completion(outcome)
    } else {
      completions.append(completion)
    }
    return self
  }

  private func end(_ outcome: Result<Value, Failure>, logger: Logger) {
    self.outcome = outcome
    if case .failure(let error) = outcome, !isObserved {
      logger.warning("a request nobody awaited failed: \(error)")
    }
    let completions = self.completions
    let waiters = self.waiters
    self.completions = []
    self.waiters = []
    for waiter in waiters { waiter.resume(returning: outcome) }
    for completion in completions { completion(outcome) }
  }
}
