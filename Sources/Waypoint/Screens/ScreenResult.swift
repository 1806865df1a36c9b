/// What a screen (or flow) opened for a result gave back.
public enum ScreenResult<Value: Sendable>: Sendable {
  /// The screen finished with a value.
  case value(Value)
  /// The screen went away without one: dismissed, swiped back, or replaced by a deep link.
  case cancelled

  /// The value, or `nil` when cancelled.
  public var value: Value? {
    if case .value(let value) = self { return value }
    return nil
  }
}

extension ScreenResult: Equatable where Value: Equatable {}
extension ScreenResult: Hashable where Value: Hashable {}

/// Where a result is waiting to be delivered; internal to the navigator.
@MainActor
final class ResultSlot {
  let expected: Any.Type
  let accepts: (any Sendable) -> Bool
  private var continuation: CheckedContinuation<ScreenResult<any Sendable>, Never>?
  private var early: ScreenResult<any Sendable>?
  /// Whether the screen has been in the tree; only then does leaving it cancel.
  var appeared = false

  init<Value: Sendable>(_ type: Value.Type) {
    expected = type
    accepts = { $0 is Value }
  }

  func deliver(_ outcome: ScreenResult<any Sendable>) {
    if let continuation {
      self.continuation = nil
      continuation.resume(returning: outcome)
    } else if early == nil {
      early = outcome
    }
  }

  func wait() async -> ScreenResult<any Sendable> {
    if let early { return early }
    return await withCheckedContinuation { continuation in
      self.continuation = continuation
    }
  }
}

extension ScreenResult: CustomStringConvertible {
  public var description: String {
    switch self {
    case .value(let value): ".value(\(value))"
    case .cancelled: ".cancelled"
    }
  }
}
