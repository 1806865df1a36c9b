import Logging

/// A request made to a navigator from code that does not wait: a button, a delegate callback.
///
/// The request has its place in the queue from the moment it is made, and runs in turn.
/// Await it, cancel it, attach a completion, or ignore it:
///
/// ```swift
/// Button("Reviews") { navigator.push(.reviews(id)) }          // ignored: fine
/// navigator.present(.cart).onCompletion { print($0) }          // a completion closure
/// let picked = try await navigator.present(.colorPicker, expecting: Color.self).value
/// ```
///
/// In `async` code the `async` form of an operation is chosen; to get a request there without
/// waiting, name its type: `let checkout: NavigationRequest = navigator.push(.checkout)`.
///
/// A failure nobody looked at (no ``value``, ``result`` or ``onCompletion(_:)`` asked for before
/// it ended) is logged at warning level in the navigation log; every failure is also broadcast
/// as ``NavigationEvent/failed(_:)``.
@MainActor
public final class NavigationRequest<Value: Sendable, Failure: Error> {
  private var task: Task<Result<Value, Failure>, Never>?
  private var outcome: Result<Value, Failure>?
  private var completions: [@MainActor (Result<Value, Failure>) -> Void] = []
  private var isObserved = false

  /// Starts `work` in a task of its own; `logger` hears of a failure nobody looked at.
  init(logger: Logger, _ work: @escaping @MainActor () async throws(Failure) -> Value) {
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
      return await task!.value
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
    self.completions = []
    for completion in completions { completion(outcome) }
  }
}
