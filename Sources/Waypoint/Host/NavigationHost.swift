/// The port through which a navigator carries out its decisions on a platform.
///
/// A host turns each ``NavigationStep`` into platform calls (the UIKit host presents and
/// pushes view controllers; `WaypointTesting.TestHost` times them on a test clock). It runs a
/// `HostSession`, which holds what is shown and the rules every host follows, so every host
/// agrees on which steps are legal, which screens appear and disappear, and what a gesture
/// changes.
///
/// The navigator hands the host a ``HostConnection`` in ``attach(_:)``: through it the host
/// reports what the user did, finds the screen instance for an entry and delivers lifecycle
/// events. None of that is on the navigator's public API: a host author reaches the connection's
/// members, `HostSession` and the rest of the hosts' shared logic with
/// `@_spi(Hosts) import Waypoint`.
///
/// The contract every host must keep is a test suite, `HostContract` in WaypointTesting.
@MainActor
public protocol NavigationHost: AnyObject {
  /// What the host can do beyond the basic steps; the planner uses what it offers.
  var capabilities: HostCapabilities { get }

  /// Called once when a navigator starts driving this host. The host shows
  /// `connection.state` without animation and keeps the connection to report through.
  func attach(_ connection: HostConnection)

  /// Carries out `step` and returns when its transition has finished. The navigator never
  /// asks for a second step before the first has returned.
  /// - Throws: When the platform refuses the step; the navigator stops the plan there.
  func perform(_ step: NavigationStep, animated: Bool) async throws

  /// Called before the first step of a plan: a host locks what the user could change meanwhile
  /// (interactive pop, interactive dismissal, tab taps) until ``didEndPlan()``.
  func willBeginPlan(_ steps: [NavigationStep])

  /// Called after the last step of a plan, or when it stopped early.
  func didEndPlan()
}

extension NavigationHost {
  public var capabilities: HostCapabilities { [] }
  public func willBeginPlan(_ steps: [NavigationStep]) {}
  public func didEndPlan() {}
}

/// What a host can do beyond the basic steps.
public struct HostCapabilities: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The host dismisses several modal layers in one transition
  /// (``NavigationStep/dismissLayers(from:)``), as UIKit does when the bottom one's presenter
  /// dismisses, and SwiftUI (iOS 17) when the lowest layer's item is set to `nil`.
  public static let dismissesLayersTogether = HostCapabilities(rawValue: 1 << 0)
}
