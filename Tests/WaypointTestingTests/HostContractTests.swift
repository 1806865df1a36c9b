import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("TestHost keeps the host contract")
struct HostContractTests {
  @Test(arguments: HostContract.scenarios)
  func aTestHostDismissingOneLayerAtATime(_ scenario: HostContract.Scenario) async throws {
    try await scenario.run(with: TestHostDriver())
  }

  @Test(arguments: HostContract.scenarios)
  func aTestHostDismissingLayersTogether(_ scenario: HostContract.Scenario) async throws {
    try await scenario.run(with: TestHostDriver(capabilities: .dismissesLayersTogether))
  }
}
