/// A value delivered once to every task that waits for it: a task waiting after the delivery
/// gets it at once, and a task cancelled while it waits gets `cancelled` at once (what it
/// waited for stays as it is).
@MainActor
final class Delivery<Key: Hashable & Sendable, Value: Sendable> {
  /// The value, once delivered.
  private(set) var value: Value?
  /// The waiting tasks, in the order they began to wait: they hear in that order in every run.
  private var waiting: [(key: Key, continuation: CheckedContinuation<Value, Never>)] = []
  private let cancelled: Value

  /// A delivery whose cancelled waiters get `cancelled`.
  init(cancelled: Value) {
    self.cancelled = cancelled
  }

  /// Who is waiting.
  var waitingKeys: [Key] { waiting.map(\.key) }

  /// Waits, as `key`, for the value.
  func wait(as key: Key) async -> Value {
    if let value { return value }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let value {
          continuation.resume(returning: value)
        } else if Task.isCancelled {
          continuation.resume(returning: cancelled)
        } else {
          waiting.append((key, continuation))
        }
      }
    } onCancel: {
      Task { @MainActor in
        guard let index = self.waiting.firstIndex(where: { $0.key == key }) else { return }
        self.waiting.remove(at: index).continuation.resume(returning: self.cancelled)
      }
    }
  }

  /// Delivers `value` to every waiting task, once.
  /// - Returns: `false`, changing nothing, when a value was delivered before.
  @discardableResult
  func deliver(_ value: Value) -> Bool {
    guard self.value == nil else { return false }
    self.value = value
    let all = waiting
    waiting.removeAll()
    for waiter in all { waiter.continuation.resume(returning: value) }
    return true
  }
}
