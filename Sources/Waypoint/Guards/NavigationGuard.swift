/// Why a navigation is happening, as a guard sees it.
public enum NavigationReason: Hashable, Sendable, CustomStringConvertible {
  /// An app request: push, present, `navigate`.
  case request
  /// A deep link being opened.
  case deepLink
  /// A saved tree being restored. A guard that denies a screen here drops it and what is
  /// above it instead of failing the whole restoration.
  case restoration
  /// A flow starting.
  case flowStart
  /// The user's own exit, held by the host and sent through the leave guards: the Back button,
  /// the back menu, a swipe or pull-down the host refused, a re-tapped tab.
  case userExit
  /// The guards asked again about every screen in the tree (``AnyNavigator/recheckGuards(animated:)``).
  case recheck

  public var description: String {
    switch self {
    case .request: "request"
    case .deepLink: "deep link"
    case .restoration: "restoration"
    case .flowStart: "flow start"
    case .userExit: "user exit"
    case .recheck: "recheck"
    }
  }
}

/// What a guard decides about a screen that is about to appear.
public enum GuardDecision: Sendable {
  /// The screen may appear.
  case allow
  /// The screen may not appear: the request fails with this error and nothing changes.
  case deny(any Error)
  /// Another screen must be shown first (say, login). When it finishes with a value, the
  /// original request runs again, once; when it is dismissed without one, the request fails.
  case redirect(Redirect)
}

/// The screen a guard sends the user to before letting a request through.
///
/// ```swift
/// return .redirect(Redirect(to: Shop.login))                        // presented as a sheet
/// return .redirect(Redirect(to: Shop.login, placement: .push))       // pushed
/// ```
public struct Redirect: Hashable, Sendable {
  /// The redirect screen's route.
  public var route: AnyRoute
  /// Where it goes.
  public var placement: Placement

  /// Shows `route` where `placement` says (a sheet by default); the redirect succeeds when that
  /// screen finishes with a value (through its ``ScreenContext``) and fails when it goes without
  /// one.
  public init(to route: some Route, placement: Placement = .present(.sheet)) {
    self.route = AnyRoute(route)
    self.placement = placement
  }
}

/// What a guard is asked about: a screen about to appear, why, and what is on screen now (so a
/// guard needs no reference to the navigator).
public struct GuardContext: Sendable {
  /// The screen about to appear.
  public let entry: ScreenEntry
  /// Why the navigation is happening.
  public let reason: NavigationReason
  /// What is on screen while the guard decides.
  public let state: NavigationState

  /// The screen's route.
  public var route: AnyRoute { entry.route }
}

/// Identifies a guard added to a navigator, so it can be removed.
public struct GuardID: Hashable, Sendable {
  let rawValue: Int
}

/// Coded as a ``NavigationRecording`` writes it.
extension NavigationReason: Codable {}
