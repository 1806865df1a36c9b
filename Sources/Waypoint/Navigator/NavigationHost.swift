/// The port through which a ``Navigator`` carries out its decisions on a platform.
///
/// A host turns each ``NavigationStep`` into platform calls (a UIKit host presents and pushes
/// view controllers; `WaypointTesting.TestHost` records and times them). It performs one step
/// at a time; the Navigator never asks for a second before the first has returned.
///
/// What the user does directly (swipe back, pull a sheet down, tap a tab) the host reports
/// through the Navigator's `userDid…` methods, so the state follows the screen.
@MainActor
public protocol NavigationHost: AnyObject {
  /// Called once when `navigator` starts driving this host. The host shows
  /// `navigator.state` without animation and keeps a weak reference to report user changes.
  func attach(to navigator: Navigator)

  /// Carries out `step` and returns when its transition has finished.
  /// - Throws: When the platform refuses the step; the Navigator stops the plan there.
  func perform(_ step: NavigationStep, animated: Bool) async throws
}
