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
  /// The value of each button of a dialog the screen is (``Dialog``), by index and the texts
  /// typed; `nil` for the cancel button.
  var dialogValue: ((Int, [String]) -> (any Sendable)?)?
  /// The value of the dialog button the user tapped; delivered as the dialog leaves the tree.
  var answer: (any Sendable)?
  /// Run once, synchronously, when the result is delivered.
  var onDeliver: ((ScreenResult<any Sendable>) -> Void)?
  private let delivery = Delivery<Int, ScreenResult<any Sendable>>(cancelled: .cancelled)
  private var nextWaiter = 0

  /// The result, once delivered.
  var outcome: ScreenResult<any Sendable>? { delivery.value }

  init<Value: Sendable>(_ type: Value.Type) {
    expected = type
    isExpected = { $0 is Value }
  }

  /// Whether `value` is of the expected type.
  func accepts(_ value: any Sendable) -> Bool { isExpected(value) }

  /// Delivers the value the screen was finishing with (or the dialog's answer), or `.cancelled`:
  /// it left the tree.
  func screenLeft() {
    if case .some(.some(let value)) = finishing {
      deliver(.value(value))
    } else if let answer {
      deliver(.value(answer))
    } else {
      deliver(.cancelled)
    }
  }

  /// Delivers `outcome`, once; later deliveries are ignored.
  func deliver(_ outcome: ScreenResult<any Sendable>) {
    guard delivery.deliver(outcome) else { return }
    onDeliver?(outcome)
    onDeliver = nil
  }

  /// The result, once delivered; `.cancelled` at once for a task cancelled while it waits
  /// (the screen stays where it is).
  func wait() async -> ScreenResult<any Sendable> {
    nextWaiter += 1
    return await delivery.wait(as: nextWaiter)
  }

  /// The result as a `Value`.
  func wait<Value: Sendable>(as type: Value.Type) async -> ScreenResult<Value> {
    switch await wait() {
    case .value(let value as Value): .value(value)
    default: .cancelled
    }
  }
}
