/// Why a navigation request failed.
public enum NavigationError: Error, CustomStringConvertible {
  /// The host refused or failed a step. The steps before it were carried out, and the
  /// navigator's state shows exactly those; nothing after it was attempted.
  case hostFailed(step: NavigationStep, underlying: any Error)
  /// A guard denied `route` (or threw); nothing changed.
  case denied(route: AnyRoute, reason: any Error)
  /// A leave guard kept this screen (it returned `.stay` or threw); nothing changed.
  case leaveDenied(ScreenEntry)
  /// A leave guard let this screen go, but the tree changed while it decided (a request made
  /// meanwhile pushed above it, say), and the change made again would take other screens away
  /// than those it answered about; nothing changed.
  case leaveAnswerOutdated(ScreenEntry)
  /// A guard redirected (say, to login) and the redirect screen went away without a value;
  /// the original request was dropped and nothing changed.
  case redirectCancelled(route: AnyRoute, redirect: Redirect)
  /// A guard redirected again after its redirect had succeeded; the request was resumed once
  /// and is not resumed twice.
  case redirectUnresolved(route: AnyRoute, redirect: Redirect)
  /// A result of the wrong type was sent to a screen that expects another.
  case resultTypeMismatch(expected: String, got: String)
  /// The change would break the tree (a screen twice in it, a tab bar without a valid
  /// selection); nothing changed.
  case invalidState(String)
  /// A ``Dialog`` the platforms cannot draw; nothing was shown.
  case invalidDialog(DialogError)
  /// A guard tried to navigate while it was being consulted, which would wait for itself; a
  /// guard redirects by returning `.redirect` instead.
  case requestFromGuard
  /// A flow's first screen could not be placed (say, in a tab the tree does not have, or a tab
  /// flow's child is not placed in a tab); the flow was not started.
  case flowNotPlaced(flow: String)
  /// A child was started under a flow that is not running (never started, or finished); the
  /// child was not started.
  case flowNotRunning(flow: String)
  /// The flow was started before (it is starting, running or finished); a flow starts once.
  case flowAlreadyStarted(flow: String)
  /// The task that made the request was cancelled: before its turn (nothing changed), while a
  /// redirect was up (nothing changed), or in the middle of its plan (the steps done stay
  /// done, and the state shows them).
  case cancelled

  public var description: String {
    switch self {
    case .hostFailed(let step, let underlying): "The host failed to \(step): \(underlying)"
    case .denied(let route, let reason): "A guard denied \(route): \(reason)"
    case .leaveDenied(let entry): "A leave guard kept \(entry) on screen"
    case .leaveAnswerOutdated(let entry):
      "A leave guard let \(entry) go, but the tree changed while it decided; nothing was changed"
    case .redirectCancelled(let route, let redirect):
      "The redirect to \(redirect.route) for \(route) was cancelled"
    case .redirectUnresolved(let route, let redirect):
      "The redirect to \(redirect.route) succeeded but a guard still redirects \(route)"
    case .resultTypeMismatch(let expected, let got): "Expected a result of type \(expected), got \(got)"
    case .invalidState(let problem): "The change would break the tree: \(problem)"
    case .invalidDialog(let problem): "The dialog cannot be shown: \(problem)"
    case .requestFromGuard: "A guard made a navigation request; return .redirect instead"
    case .flowNotPlaced(let flow): "The flow \(flow) could not place its first screen"
    case .flowNotRunning(let flow): "The flow \(flow) is not running, so it cannot start a child"
    case .flowAlreadyStarted(let flow): "The flow \(flow) was started already; a flow starts once"
    case .cancelled: "The request was cancelled"
    }
  }
}

// NB: the errors a host or a guard threw are of any type; two are taken as equal when they have
// the same type and description, so the whole error can be compared in tests and switches.
extension NavigationError: Hashable {
  public static func == (lhs: NavigationError, rhs: NavigationError) -> Bool {
    lhs.identity == rhs.identity
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(identity)
  }

  private var identity: String {
    switch self {
    case .hostFailed(let step, let underlying): "hostFailed \(step) \(String(reflecting: underlying))"
    case .denied(let route, let reason): "denied \(route) \(String(reflecting: reason))"
    default: String(reflecting: self)
    }
  }
}
