import Foundation

/// A page loader the test answers by hand: every call waits until the test resumes it, so
/// slow, failing, cancelled and racing loads are set up without sleeping.
///
/// ```swift
/// let loader = ControllableLoader<Row>()
/// let source = PagedDataSource(loader: loader.load)
/// let task = source.loadNextPage()
/// let request = await loader.nextRequest()    // the loader was called
/// request.succeed([Row(id: 1)])
/// await task?.value
/// ```
final class ControllableLoader<Item: Sendable>: @unchecked Sendable {
  typealias Page = (items: [Item], isLastPage: Bool)

  /// One call of the loader, waiting for its answer.
  struct Request: Sendable {
    let page: Int
    let continuation: CheckedContinuation<Page, any Error>
    let cancellation: Flag

    func succeed(_ items: [Item], isLastPage: Bool = false) {
      continuation.resume(returning: (items, isLastPage))
    }

    func fail(_ error: any Error) {
      continuation.resume(throwing: error)
    }

    /// Whether the task making this call was cancelled.
    var wasCancelled: Bool { cancellation.isSet }
  }

  /// A flag set once, read from any thread.
  final class Flag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false
    var isSet: Bool { lock.withLock { value } }
    func set() { lock.withLock { value = true } }
  }

  private let lock = NSLock()
  private var arrived: [Request] = []
  private var waiting: [CheckedContinuation<Request, Never>] = []
  private var calls = 0

  /// How many times the loader was called.
  var callCount: Int { lock.withLock { calls } }

  /// The loader to hand to the data source.
  @Sendable func load(page: Int) async throws -> Page {
    let cancellation = Flag()
    return try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        deliver(Request(page: page, continuation: continuation, cancellation: cancellation))
      }
    } onCancel: {
      cancellation.set()
    }
  }

  /// The next call of the loader, waiting for it if it has not happened yet.
  func nextRequest() async -> Request {
    await withCheckedContinuation { waiter in
      let ready: Request? = lock.withLock {
        if arrived.isEmpty {
          waiting.append(waiter)
          return nil
        }
        return arrived.removeFirst()
      }
      if let ready { waiter.resume(returning: ready) }
    }
  }

  private func deliver(_ request: Request) {
    let waiter: CheckedContinuation<Request, Never>? = lock.withLock {
      calls += 1
      if waiting.isEmpty {
        arrived.append(request)
        return nil
      }
      return waiting.removeFirst()
    }
    waiter?.resume(returning: request)
  }
}
