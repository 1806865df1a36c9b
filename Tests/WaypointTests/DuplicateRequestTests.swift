import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Duplicate requests")
struct DuplicateRequestTests {
  /// A navigator over a host whose transitions take 350 ms on a clock the test moves.
  func timed() -> (Navigator<Page>, TestHost, TestClock) {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    return (Navigator<Page>(NavigationState(root: Page.home), host: host), host, clock)
  }

  @Test func aButtonTappedTwiceWithin100msPushesOnceByDefault() async throws {
    let (navigator, _, clock) = timed()
    let first = navigator.push(Page.cart)
    await clock.advance(by: .milliseconds(100))
    let second = navigator.push(Page.cart)
    #expect(first === second)
    while navigator.isTransitioning || clock.pendingSleeps > 0 { await clock.advance(by: .milliseconds(350)) }
    try await second.value
    navigator.expectStack([Page.home, .cart])
  }

  @Test func aPushOfTheScreenOnTopDoesNothingByDefault() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.push(Page.cart).value
    host.clearRecords()
    let again = navigator.push(Page.cart)
    try await again.value
    navigator.expectStack([Page.home, .cart])
    #expect(host.steps.isEmpty)
  }

  @Test func allowedDuplicatesPushTwice() async throws {
    let (navigator, _) = makeNavigator()
    let first = navigator.push(Page.cart, duplicates: .allowed)
    let second = navigator.push(Page.cart, duplicates: .allowed)
    #expect(first !== second)
    try await second.value
    navigator.expectStack([Page.home, .cart, .cart])
  }

  @Test func aRequestEndedIsNotJoined() async throws {
    let (navigator, _) = makeNavigator()
    let first = navigator.push(Page.cart)
    try await first.value
    _ = try await navigator.pop().value
    let second = navigator.push(Page.cart)
    #expect(first !== second)
    try await second.value
    navigator.expectStack([Page.home, .cart])
  }

  @Test func pushesOfOtherRoutesOrTagsAreNotJoined() async throws {
    let (navigator, _) = makeNavigator()
    let cart = navigator.push(Page.cart)
    let tagged = navigator.push(Page.cart, tag: "again")
    let reviews = navigator.push(Page.reviews)
    #expect(cart !== tagged && cart !== reviews)
    try await reviews.value
    navigator.expectStack([Page.home, .cart, .reviews])  // the tagged cart found cart on top
  }

  @Test func aPresentationTappedTwicePresentsOneLayer() async throws {
    let (navigator, host) = makeNavigator()
    let first = navigator.present(Page.login)
    let second = navigator.present(Page.login)
    #expect(first === second)
    try await second.value
    host.clearRecords()
    try await navigator.present(Page.login).value
    #expect(navigator.state.modals.count == 1)
    #expect(host.steps.isEmpty)
    try await navigator.present(Page.login, duplicates: .allowed).value
    #expect(navigator.state.modals.count == 2)
  }
}
