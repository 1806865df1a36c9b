import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Restoration through the navigator's registry")
struct RestorationShortFormTests {
  @Test func snapshotAndRestoreUseTheNavigatorsRegistry() async throws {
    let (navigator, _) = makeNavigator()
    #expect(throws: RestorationError.self) { try navigator.snapshot() }  // Page is not registered yet
    try navigator.restoration.register(Page.self, as: "page")
    try await navigator.push(Page.product(3), tag: "p").value
    try await navigator.present(Page.cart, style: .fullScreenCover).value
    let document = try navigator.snapshot()

    let (restored, host) = makeNavigator()
    try restored.restoration.register(Page.self, as: "page")
    try await restored.restore(from: document).value
    #expect(restored.state.hasSameStructure(as: navigator.state))
    #expect(host.records.allSatisfy { !$0.animated })
  }
}
