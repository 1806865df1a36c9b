/// Why a navigation request failed.
public enum NavigationError: Error, CustomStringConvertible {
  /// The host refused or failed a step. The steps before it were carried out, and the
  /// navigator's state shows exactly those; nothing after it was attempted.
  case hostFailed(step: NavigationStep, underlying: any Error)

  public var description: String {
    switch self {
    case .hostFailed(let step, let underlying): "The host failed to \(step): \(underlying)"
    }
  }
}
