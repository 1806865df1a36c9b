/// Something that happened to the navigation tree, as ``AnyNavigator/events()`` delivers it.
///
/// Events are small: they say what happened, not the whole tree; read ``AnyNavigator/state`` for
/// that.
public enum NavigationEvent: Sendable, CustomStringConvertible {
  /// A request is about to be carried out with these steps.
  case willNavigate(steps: [NavigationStep])
  /// A request was carried out; `top` is the screen the user now sees.
  case didNavigate(top: ScreenEntry)
  /// The user changed the screen directly (swipe back, pull-down, tab tap) and the host
  /// reported it; the state followed without performing anything.
  case userNavigated(UserChange)
  /// A request failed; the state shows what is on screen.
  case failed(NavigationError)
  /// The user tapped the tab that was selected: its stack pops to the root (through the leave
  /// guards), and a screen at the root may scroll to its top.
  case tabReselected(AnyTag)

  public var description: String {
    switch self {
    case .willNavigate(let steps): "will navigate: \(steps.map(\.description).joined(separator: "; "))"
    case .didNavigate(let top): "did navigate to \(top)"
    case .userNavigated(let change): "user \(change)"
    case .failed(let error): "failed: \(error)"
    case .tabReselected(let tab): "tab \(tab) tapped again"
    }
  }
}
