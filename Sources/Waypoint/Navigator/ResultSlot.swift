/// Where the result of a screen or flow waits to be delivered, exactly once.
@MainActor
final class ResultSlot {
  /// The type the opener expects.
  let expected: Any.Type
  private let isExpected: (any Sendable) -> Bool
  /// Whether the screen has been in the tree; only then does leaving it cancel.
  var appeared = false
  /// The value the screen finishes with while its removal is under way (`.some(nil)`: it
  /// finishes without one); delivered as it leaves the tree.
  var finishing: (any Sendable)??
  /// Run once, synchronously, when the result is delivered.
  var onDeliver: ((ScreenResult<any Sendable>) -> Void)?
  private(set) var outcome: ScreenResult<any Sendable>?
  private var waiters: [Int: CheckedContinuation<ScreenResult<any Sendable>, Never>] = [:]
  private var nextWaiter = 0

  init<Value: Sendable>(_ type: Value.Type) {
    expected = type
    isExpected = { $0 is Value }
  }

  /// Whether `value` is of the expected type.
  func accepts(_ value: any Sendable) -> Bool { isExpected(value) }

  /// Delivers the value the screen was finishing with, or `.cancelled`: it left the tree.
  func screenLeft() {
    if case .some(.some(let value)) = finishing { deliver(.value(value)) } else { deliver(.cancelled) }
  }

  /// Delivers `outcome`, once; later deliveries are ignored.
  func deliver(_ outcome: ScreenResult<any Sendable>) {
    guard self.outcome == nil else { return }
    self.outcome = outcome
    onDeliver?(outcome)
    onDeliver = nil
    let waiting = waiters.values
    waiters.removeAll()
    for waiter in waiting { waiter.resume(returning: outcome) }
  }

  /// The result, once delivered; `.cancelled` at once for a task cancelled while it waits
  /// (the screen stays where it is).
  func wait() async -> ScreenResult<any Sendable> {
    if let outcome { return outcome }
    let id = nextWaiter
    nextWaiter += 1
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        if let outcome {
          continuation.resume(returning: outcome)
        } else if Task.isCancelled {
          continuation.resume(returning: .cancelled)
        } else {
          waiters[id] = continuation
        }
      }
    } onCancel: {
      Task { @MainActor in self.waiters.removeValue(forKey: id)?.resume(returning: .cancelled) }
    }
  }

  /// The result as a `Value`.
  func wait<Value: Sendable>(as type: Value.Type) async -> ScreenResult<Value> {
    switch await wait() {
    case .value(let value as Value): .value(value)
    default: .cancelled
    }
  }
}
