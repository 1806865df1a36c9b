/// What a navigator carries its decisions out through.
///
/// A platform host (`UIKitHost`, `SwiftUIHost`, WaypointTesting's `TestHost`) is the platform
/// side of a `HostSession` the navigator owns: the navigator makes the session when the host
/// attaches, hands it each step, and the session turns each step into the host's platform calls
/// and what the platform reports into changes by identity, so every platform host agrees on which
/// steps are legal, which screens appear and disappear, and what a gesture changes. A host author
/// reaches the session and the platform side (`HostPlatform`) with
/// `@_spi(Hosts) import Waypoint`.
///
/// A test double that needs no session carries each step out itself: a ``StepHost``.
///
/// The contract every platform host must keep is a test suite, `HostContract` in WaypointTesting.
@MainActor
public protocol NavigationHost: AnyObject {
  /// What the host can do beyond the basic steps; the planner uses what it offers.
  var capabilities: HostCapabilities { get }
}

extension NavigationHost {
  public var capabilities: HostCapabilities { [] }
}

/// A host that carries each step out itself, with no session: a test double that ignores every
/// step, or counts them. The navigator's state follows each step it performs.
@MainActor
public protocol StepHost: NavigationHost {
  /// Carries out `step` and returns when its transition has finished. The navigator never
  /// asks for a second step before the first has returned.
  /// - Throws: When the step is refused; the navigator stops the plan there.
  func perform(_ step: NavigationStep, animated: Bool) async throws

  /// Called before the first step of a plan.
  func willBeginPlan(_ steps: [NavigationStep])

  /// Called after the last step of a plan, or when it stopped early.
  func didEndPlan()
}

extension StepHost {
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
