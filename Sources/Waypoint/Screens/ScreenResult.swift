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

extension ScreenResult: CustomStringConvertible {
  public var description: String {
    switch self {
    case .value(let value): ".value(\(value))"
    case .cancelled: ".cancelled"
    }
  }
}
