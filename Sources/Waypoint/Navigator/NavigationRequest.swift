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
public final class NavigationRequest<Value: Sendable, Failure: Error>: RequestStarting {
  /// The work, until it starts: in the task of the first caller that awaits it, or in a task of
  /// its own once the main actor's current turn is over.
  // NB: the awaited path (`value`, `result`, `run`, `end`) is inlinable, and so these are
  // `@usableFromInline`: specialized in the caller's module for its `Value` and `Failure`, it
  // looks up no generic metadata (`Result`, `Optional`, `CheckedContinuation`), which cost about
  // 7,000 instructions a push+pop pair when it ran generic (callgrind, `NavigatorInstructions`).
  @usableFromInline var work: (@MainActor () async throws(Failure) -> Value)?
  @usableFromInline var then: @MainActor () -> Void = {}
  @usableFromInline var logger: Logger?
  /// The task the work runs in when nobody awaited it first.
  @usableFromInline var task: Task<Void, Never>?
  /// The awaiting task the work runs in, while it runs there.
  @usableFromInline var runner: UnsafeCurrentTask?
  @usableFromInline var outcome: Result<Value, Failure>?
  @usableFromInline var completions: [@MainActor (Result<Value, Failure>) -> Void] = []
  @usableFromInline var waiters: [CheckedContinuation<Result<Value, Failure>, Never>] = []
  @usableFromInline var isObserved = false
  /// Whether the request has ended and its callers and completions have been told.
  @usableFromInline private(set) var isDone = false

  /// A request that runs `work`; `logger` hears of a failure nobody looked at, and `then` runs
  /// once the request has ended and its callers and completions have been told.
  init(
    logger: Logger, then: @escaping @MainActor () -> Void = {},
    _ work: @escaping @MainActor () async throws(Failure) -> Value
  ) {
    self.work = work
    self.then = then
    self.logger = logger
    // NB: the starter holds the request until it starts, and its task until it ends, so a
    // request nobody keeps still runs and still reports a failure.
    RequestStarter.schedule(self)
  }

  /// A request that failed before it was made (it was never queued).
  convenience init(failed error: Failure, logger: Logger) {
    self.init(logger: logger) { () async throws(Failure) -> Value in throw error }
  }

  /// A request that had nothing to do and ended with `value` (it was never queued).
  init(value: Value) {
    outcome = .success(value)
  }

  /// What the request returned, once it has finished.
  /// - Throws: Why it failed.
  @inlinable
  public var value: Value {
    get async throws(Failure) {
      try await result.get()
    }
  }

  /// How the request ended, once it has.
  ///
  /// The first task to ask before the request has started runs it: it takes no task of its own,
  /// so a caller that waits costs no more than a call.
  @inlinable
  public var result: Result<Value, Failure> {
    get async {
      isObserved = true
      if let outcome { return outcome }
      if let work = takeWork() {
        RequestStarter.withdraw(self)
        // NB: the request runs in this task, so cancelling the task cancels the request, and
        // ``cancel()`` cancels the task while the request runs in it.
        withUnsafeCurrentTask { runner = $0 }
        return await run(work)
      }
      return await withTaskCancellationHandler {
        await withCheckedContinuation { waiters.append($0) }
      } onCancel: {
        Task { @MainActor in self.cancel() }
      }
    }
  }

  /// Cancels the request: one still waiting for its turn never runs; one in the middle of its
  /// plan stops after the current step. It then fails with ``NavigationError/cancelled``.
  ///
  /// A request that a task awaited before it started runs in that task: cancelling the request
  /// cancels the task, as cancelling the task cancels the request.
  public func cancel() {
    startOnItsOwn()
    task?.cancel()
    runner?.cancel()
  }

  /// Starts the work in a task of its own, unless it has started.
  @usableFromInline
  func startOnItsOwn() {
    guard let work = takeWork() else { return }
    task = Task { @MainActor in _ = await self.run(work) }
  }

  /// Runs the work in the current task, unless it has started: the starter's task runs one
  /// request nobody awaited itself. As for a caller that awaits it, cancelling the request
  /// cancels that task.
  @usableFromInline
  func runInThisTask() async {
    guard let work = takeWork() else { return }
    withUnsafeCurrentTask { runner = $0 }
    _ = await run(work)
  }

  @inlinable
  func takeWork() -> (@MainActor () async throws(Failure) -> Value)? {
    defer { work = nil }
    return work
  }

  @inlinable
  func run(_ work: @MainActor () async throws(Failure) -> Value) async -> Result<Value, Failure> {
    let outcome: Result<Value, Failure>
    do throws(Failure) {
      outcome = .success(try await work())
    } catch {
      outcome = .failure(error)
    }
    runner = nil
    end(outcome)
    isDone = true
    then()
    then = {}
    return outcome
  }

  /// Runs `body` once the request has ended, after its callers and completions (at once if it
  /// has); unlike a completion, it does not count as looking at a failure.
  func whenEnded(_ body: @escaping @MainActor () -> Void) {
    guard outcome == nil else { return body() }
    let before = then
    then = {
      before()
      body()
    }
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

  @inlinable
  func end(_ outcome: Result<Value, Failure>) {
    self.outcome = outcome
    if case .failure(let error) = outcome, !isObserved {
      logger?.warning("a request nobody awaited failed: \(error)")
    }
    let completions = self.completions
    let waiters = self.waiters
    self.completions = []
    self.waiters = []
    for waiter in waiters { waiter.resume(returning: outcome) }
    for completion in completions { completion(outcome) }
  }
}

/// A request the starter can start in a task of its own.
@MainActor
@usableFromInline
protocol RequestStarting: AnyObject {
  func startOnItsOwn()
  func runInThisTask() async
}

/// Starts, once the main actor's current turn is over, the requests nobody awaited: one task
/// for all the requests made in a turn, which runs the first of them itself and starts each
/// of the others in a task of its own.
@MainActor
@usableFromInline
enum RequestStarter {
  private static var pending: [any RequestStarting] = []
  private static var isScheduled = false

  static func schedule(_ request: any RequestStarting) {
    pending.append(request)
    guard !isScheduled else { return }
    isScheduled = true
    Task { @MainActor in
      let requests = pending
      pending = []
      isScheduled = false
      // NB: the first request runs in this task, so a request nobody awaits (a button's) costs
      // no task of its own; the others start first, so none waits for the first to end.
      for request in requests.dropFirst() { request.startOnItsOwn() }
      await requests.first?.runInThisTask()
    }
  }

  /// Forgets `request`, which a caller runs itself (it is the newest, in a caller that awaits
  /// each request it makes), so a loop of awaited requests holds none of them.
  @usableFromInline
  static func withdraw(_ request: any RequestStarting) {
    if pending.last === request { pending.removeLast() }
  }
}
