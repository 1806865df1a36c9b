/// What a leave guard decides about a screen that is about to go.
public enum LeaveDecision: Hashable, Sendable {
  /// The screen may go.
  case leave
  /// The screen stays: the request fails with ``NavigationError/leaveDenied(_:)`` and nothing
  /// changes.
  case stay
}

/// What a leave guard is asked about: a screen it protects is about to go, with everything the
/// change takes away and what the user would see instead.
public struct LeaveContext: Sendable {
  /// The protected screen about to go.
  public let entry: ScreenEntry
  /// Every screen the change takes out of the tree, top-most last (the protected one among
  /// them).
  public let leaving: [ScreenEntry]
  /// The screen the user would see once the change is made.
  public let destination: ScreenEntry
  /// Why the screen goes: an app request, the user's own exit (``NavigationReason/userExit``),
  /// a restoration, a flow, or the guards asked again (``NavigationReason/recheck``).
  public let reason: NavigationReason
  /// What is on screen while the guard decides.
  public let state: NavigationState
  /// The tree the change would make.
  public let target: NavigationState

  /// The protected screen's route.
  public var route: AnyRoute { entry.route }
}

/// Identifies a leave guard added to a navigator, so it can be removed.
public struct LeaveGuardID: Hashable, Sendable {
  let rawValue: Int
}
