import Testing
import WaypointTesting

@testable import WaypointHarness

/// The host contract, run on the UIKit stand-in: every gesture is the trace UIKit plays for it.
@MainActor
@Suite("The UIKit stand-in keeps the host contract")
struct UIKitStandInContractTests {
  @Test(arguments: HostContract.scenarios)
  func theUIKitHostSession(_ scenario: HostContract.Scenario) async throws {
    try await scenario.run(with: UIKitStandInDriver())
  }
}
