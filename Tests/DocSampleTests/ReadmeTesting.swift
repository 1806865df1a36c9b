import Testing
import Waypoint
import WaypointTesting

// README, "Testing your navigation", the WaypointTesting catalog and Waypoint.docc, "Writing a host": run
// as tests, too.
@MainActor
struct ReadmeTesting {
  enum Shop: Route { case home, cart, checkout }

  @MainActor @Test func checkoutClosesBackToTheCart() async throws {
    let host = TestHost()  // transitions take 0.35 s on a test clock
    let navigator = Navigator(root: Shop.home, host: host)
    try await navigator.present(.cart, tag: "cart").value
    try await navigator.present(.checkout, style: .fullScreenCover).value
    _ = try await navigator.dismiss(to: "cart").value
    navigator.expectModals([(.sheet, [Shop.cart])])
    try host.simulatePullDown()  // the user pulls the sheet down
    navigator.expectNoModals()
    host.expectInSync()  // screen and state agree
  }

  @MainActor @Test(arguments: HostContract.scenarios)
  func theHostKeepsTheContract(_ scenario: HostContract.Scenario) async throws {
    try await scenario.run(with: TestHostDriver())
  }
}

@MainActor
struct CatalogTesting {
  enum Shop: Route { case home, cart, checkout }

  @MainActor @Test func checkoutClosesBackToTheCart() async throws {
    let host = TestHost()
    let navigator = Navigator(root: Shop.home, host: host)
    try await navigator.present(.cart, tag: "cart").value
    try await navigator.present(.checkout, style: .fullScreenCover).value
    _ = try await navigator.dismiss(to: "cart").value
    navigator.expectModals([(.sheet, [Shop.cart])])
    try host.simulatePullDown()
    navigator.expectNoModals()
    host.expectInSync()
  }
}
