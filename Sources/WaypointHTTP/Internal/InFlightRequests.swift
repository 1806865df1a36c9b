import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The identity of one request sent by a client: a number never reused by that client.
struct RequestID: Hashable, Sendable, CustomStringConvertible {
  let number: UInt64
  var description: String { "#\(number)" }
}

/// The requests a client has in flight, keyed by identity.
///
/// Each request is opened before its `URLSessionTask` exists and closed when it ends, so
/// a cancellation that arrives before the task is created is remembered and the task is
/// never started. Keys are identities, never positions: a request that ends removes
/// itself and no other (WinkKit's tracking by array index removed the wrong ones).
final class InFlightRequests: @unchecked Sendable {
  // NB: @unchecked because every stored property is read and written under `lock`.
  private enum State {
    case opened
    case running(URLSessionTask)
    case cancelled
  }

  private let lock = NSLock()
  private var states: [RequestID: State] = [:]
  private var lastNumber: UInt64 = 0

  /// The number of requests opened and not yet closed.
  var count: Int { lock.withLock { states.count } }

  /// Opens a request and returns its new identity.
  ///
  /// - Returns: An identity not used before by this registry.
  func open() -> RequestID {
    lock.withLock {
      lastNumber += 1
      let id = RequestID(number: lastNumber)
      states[id] = .opened
      return id
    }
  }

  /// Records the task carrying an open request.
  ///
  /// - Parameters:
  ///   - task: The task, not yet resumed.
  ///   - id: The request's identity.
  /// - Returns: `false` when the request was cancelled before: do not resume the task.
  func attach(_ task: URLSessionTask, to id: RequestID) -> Bool {
    lock.withLock {
      guard case .opened = states[id] else { return false }
      states[id] = .running(task)
      return true
    }
  }

  /// Cancels one request; an unknown or closed identity is a no-op.
  ///
  /// - Parameters:
  ///   - id: The request's identity.
  func cancel(_ id: RequestID) {
    let task: URLSessionTask? = lock.withLock {
      switch states[id] {
      case .opened:
        states[id] = .cancelled
        return nil
      case .running(let task):
        states[id] = .cancelled
        return task
      case .cancelled, nil:
        return nil
      }
    }
    task?.cancel()
  }

  /// Cancels every open request.
  func cancelAll() {
    let tasks: [URLSessionTask] = lock.withLock {
      var tasks: [URLSessionTask] = []
      for (id, state) in states {
        if case .running(let task) = state { tasks.append(task) }
        states[id] = .cancelled
      }
      return tasks
    }
    for task in tasks { task.cancel() }
  }

  /// Whether a request was cancelled.
  ///
  /// - Parameters:
  ///   - id: The request's identity.
  /// - Returns: `true` when ``cancel(_:)`` or ``cancelAll()`` reached it.
  func isCancelled(_ id: RequestID) -> Bool {
    lock.withLock {
      if case .cancelled = states[id] { return true }
      return false
    }
  }

  /// Closes a request: it is no longer in flight.
  ///
  /// - Parameters:
  ///   - id: The request's identity.
  func close(_ id: RequestID) {
    lock.withLock { _ = states.removeValue(forKey: id) }
  }
}
