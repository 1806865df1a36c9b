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

  /// A leave guard that keeps its screen is asked once about a restore: no fallback asks it
  /// again, and the request fails with `leaveDenied`.
  @Test func aRestoreDeniedByALeaveGuardAsksOnce() async throws {
    let (navigator, _) = makeNavigator()
    navigator.restoration = .shop()
    try await navigator.push(.cart).value
    let document = try navigator.snapshot()
    try await navigator.push(.settings).value
    var asked = 0
    navigator.addLeaveGuard(protecting: navigator.state.topScreen.id) { _ in
      asked += 1
      return .stay
    }
    await #expect {
      try await navigator.restore(from: document, fallback: NavigationState(root: Page.home)).value
    } throws: { error in
      guard case .leaveDenied(let entry) = error as? NavigationError else { return false }
      return entry.route == AnyRoute(Page.settings)
    }
    #expect(asked == 1, "the leave guard was asked \(asked) times")
    navigator.expectStack([Page.home, .cart, .settings])
    let plain = await navigator.restore(from: document).result
    guard case .failure(.navigationFailed(.leaveDenied)) = plain else {
      Issue.record("restore(from:) ended with \(plain)")
      return
    }
    #expect(asked == 2)
  }

  /// A double tap is two identical requests with nothing between them: only those are one
  /// request. An identical request made after another one is its own.
  @Test func onlyConsecutiveIdenticalRequestsAreCoalesced() async throws {
    let (navigator, _) = makeNavigator()
    let running = navigator.push(.settings)
    let cart = navigator.push(.cart)
    let orders = navigator.push(.product(1))
    let cartAgain = navigator.push(.cart)
    let tappedTwice = navigator.push(.cart)
    #expect(cartAgain === tappedTwice, "a double tap made two requests")
    #expect(cart !== cartAgain, "a request was folded into one made before another")
    for request in [running, cart, orders, cartAgain] { try await request.value }
    navigator.expectStack([Page.home, .settings, .cart, .product(1), .cart])
  }

  /// A leave guard that shows its own prompt (an alert of the app's) lends its turn; a push made
  /// meanwhile lands on the guarded screen. The guard's answer is about the pop it was asked
  /// about: "Discard" does not pop the new screen instead (the request fails with
  /// `leaveAnswerOutdated`), "Keep" fails with `leaveDenied`; the new screen stays either way.
  @Test func aLeaveGuardsAnswerIsAboutTheStateItWasAskedAbout() async throws {
    for discard in [true, false] {
      let (navigator, _) = makeNavigator()
      try await navigator.push(.cart).value
      try await navigator.push(.settings).value
      let settings = navigator.state.topScreen
      var answer: CheckedContinuation<LeaveDecision, Never>?
      navigator.addLeaveGuard(protecting: settings.id) { _ in
        await withCheckedContinuation { answer = $0 }
      }
      let pop = navigator.pop()
      await eventually { answer != nil }
      try await navigator.push(.product(1)).value
      answer?.resume(returning: discard ? .leave : .stay)
      let expected: NavigationError = discard ? .leaveAnswerOutdated(settings) : .leaveDenied(settings)
      await #expect(throws: expected) { try await pop.value }
      navigator.expectStack([Page.home, .cart, .settings, .product(1)])
    }
  }
}
