import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// What the user asked for is not lost, and nothing they did not ask about goes.
@MainActor
@Suite("Nothing the user asked for is lost")
struct NothingLostTests {
  @Test func setStackKeepsTheScreensOfTheCommonPrefix() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.push(.cart).value
    try await navigator.push(.settings).value
    let home = navigator.state.topStack.root
    let cart = navigator.state.topStack.path.first
    var asked: [Page] = []
    navigator.addLeaveGuard(for: Page.self) { page, _ in
      asked.append(page)
      return .leave
    }
    host.clearRecords()
    #expect(try await navigator.setStack([Page.home, .cart, .checkout]).value)
    navigator.expectStack([Page.home, .cart, .checkout])
    #expect(navigator.state.topStack.root == home, "the home screen was made again")
    #expect(navigator.state.topStack.path.first == cart, "the cart was made again")
    #expect(asked == [.settings], "a guard was asked about a screen that stays")
    #expect(!host.lifecycleLog.contains("load home"))
    #expect(!host.lifecycleLog.contains("load cart"))
    // A route at another place is a new screen.
    #expect(try await navigator.setStack([Page.cart]).value)
    #expect(navigator.state.topStack.root != cart)
  }
}
