/// Something that happened to the navigation tree, as ``Navigator/events()`` delivers it.
public enum NavigationEvent: Sendable, CustomStringConvertible {
  /// A request is about to be carried out with these steps.
  case willNavigate(from: NavigationState, to: NavigationState, steps: [NavigationStep])
  /// A request was carried out; the state is now `to`.
  case didNavigate(from: NavigationState, to: NavigationState)
  /// The user changed the screen directly (swipe back, pull-down, tab tap) and the host
  /// reported it; the state followed without performing anything.
  case userNavigated(NavigationStep, state: NavigationState)
  /// A request failed; `state` is what is on screen.
  case failed(NavigationError, state: NavigationState)

  public var description: String {
    switch self {
    case .willNavigate(_, _, let steps): "will navigate: \(steps.map(\.description).joined(separator: "; "))"
    case .didNavigate: "did navigate"
    case .userNavigated(let step, _): "user navigated: \(step)"
    case .failed(let error, _): "failed: \(error)"
    }
  }
}
