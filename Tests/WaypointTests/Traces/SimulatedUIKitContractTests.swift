import Testing
import WaypointTesting

@testable import WaypointHarness

/// The host contract, run by the UIKit host's own logic over the simulated UIKit.
@MainActor
@Suite("The UIKit host's logic keeps the host contract over the simulated UIKit")
struct SimulatedUIKitContractTests {
  @Test(arguments: HostContract.scenarios)
  func theUIKitHostsLogic(_ scenario: HostContract.Scenario) async throws {
    try await scenario.run(with: SimulatedUIKitDriver())
  }
}
