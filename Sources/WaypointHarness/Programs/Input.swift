import Foundation
import Logging
import Waypoint
import WaypointTesting

/// One input of the interleaving programs, as `InterleavingFuzz` and `InterleavingRuns` run it:
/// its bytes decoded as a program (`NavigationProgram(bytes:)`: the first byte picks one stack,
/// two tabs or a split view, then two bytes an action), run on the host the first byte's bits
/// 1–7 pick (TestHost; the UIKit or SwiftUI stand-in, which play the traces of UIKit and
/// SwiftUI; or the UIKit host's own logic over the simulated UIKit), every task on the main
/// queue in an order the bytes pick. The same bytes run the same way each time.
public struct Input: Sendable {
  public let bytes: [UInt8]
  public let program: NavigationProgram
  public let host: Host

  public init(_ bytes: some Collection<UInt8>) {
    self.bytes = Array(bytes)
    program = NavigationProgram(bytes: self.bytes)
    host = Host(first: self.bytes.first ?? 0)
  }

  /// Runs the program, or `other` in its place (a part of it, on the same host with the same
  /// variants and main-queue order); returns the promises it broke (`NavigationProgram.Violation`:
  /// a request that never ends, a host out of sync, a screen back after it left, lifecycle events
  /// out of UIKit's order, screen views or VoiceOver's focus out of step with the screen, a dialog
  /// ending with another value than its tapped button's, a navigator not freed).
  @MainActor public func run(
    _ other: NavigationProgram? = nil, logger: Logger = Logger(label: "waypoint.navigation")
  ) async -> [NavigationProgram.Violation] {
    Harness.setUp
    TestClock.reseedTheMainQueueOrder(scheduleSeed)
    Harness.programs[host.rawValue] += 1
    return await (other ?? program).run(with: host.driver(variants: variantSeed), logger: logger)
  }

  /// The smallest program left when actions are taken out of this one while it still breaks a
  /// promise: what a found violation is shown as.
  @MainActor public func shrunk() async -> NavigationProgram {
    await program.shrunk { await !run($0).isEmpty }
  }

  /// "documented variants, main-queue order 0" or the seeds this input picks.
  public var seeds: String {
    "variants \(variantSeed.map(String.init) ?? "documented"), main-queue order \(scheduleSeed)"
  }

  /// The order the global executor's jobs reach the main queue in: for half the inputs the
  /// order they became ready (seed 0), for the others one a hash of the bytes picks, which lets
  /// some jobs land a few turns later, as a global thread's hop would.
  var scheduleSeed: UInt64 {
    hash & 1 == 0 ? 0 : hash
  }

  /// The seed of the variants the stand-in's platform plays where Apple documents nothing
  /// (`UIKitVariants`, `SwiftUIVariants`): a quarter of the inputs play the documented one of each
  /// behaviour, the others a mix the bytes pick.
  var variantSeed: UInt64? {
    (hash >> 1) & 3 == 0 ? nil : hash >> 3
  }

  /// A hash of the bytes (FNV-1a).
  private var hash: UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return hash
  }
}

/// The host a program runs on: bits 1–7 of its first byte pick it, modulo 4 (bits 0 and 7 pick
/// the root).
public enum Host: Int, CaseIterable, Sendable {
  case testHost, uiKitStandIn, swiftUIStandIn, simulatedUIKit

  init(first: UInt8) { self = Host(rawValue: Int(first >> 1) % 4) ?? .testHost }

  /// A driver of this host whose platform plays the variants `seed` picks (`nil`: the documented
  /// ones).
  @MainActor package func driver(variants seed: UInt64? = nil) -> any HostDriver {
    switch self {
    case .testHost: TestHostDriver(capabilities: [.dismissesLayersTogether])
    case .uiKitStandIn: UIKitStandInDriver(variants: seed.map(UIKitVariants.init(seed:)) ?? UIKitVariants())
    case .swiftUIStandIn:
      BindingStandInDriver(variants: seed.map(SwiftUIVariants.init(seed:)) ?? SwiftUIVariants())
    case .simulatedUIKit: SimulatedUIKitDriver()
    }
  }
}

public enum Harness {
  /// How many programs each host ran.
  @MainActor public static var programs = [0, 0, 0, 0]

  /// Done once: the navigator logs what a misbehaving host did, and the programs make hosts
  /// misbehave millions of times, so the log is switched off; every task runs on the main
  /// queue, in an order each input picks, so a program runs the same way each time and a
  /// violation replays.
  @MainActor static let setUp: Void = {
    LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
    guard TestClock.runEveryTaskOnTheMainQueue() else { fatalError("no hook for the global executor") }
  }()

  /// "TestHost 1, UIKit stand-in 2, SwiftUI stand-in 3, simulated UIKit 4".
  @MainActor public static var count: String {
    "TestHost \(programs[0]), UIKit stand-in \(programs[1]), SwiftUI stand-in \(programs[2]), simulated UIKit \(programs[3])"
  }
}
