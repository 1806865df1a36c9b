import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Lifecycle")
struct LifecycleTests {
  @Test func theFirstScreensLoadAndAppearWhenTheHostAttaches() {
    let (_, host) = makeNavigator(.shopTabs)
    #expect(host.lifecycleLog == ["load home", "willAppear home", "didAppear home"])
  }

  @Test func aPushSendsUIKitsOrder() async throws {
    let (navigator, host) = makeNavigator()
    host.clearRecords()
    try await navigator.push(Page.product(1)).value
    #expect(
      host.lifecycleLog == [
        "load product(1)", "willDisappear home", "willAppear product(1)", "didDisappear home",
        "didAppear product(1)",
      ])
    host.clearRecords()
    _ = try await navigator.pop().value
    #expect(
      host.lifecycleLog == [
        "willDisappear product(1)", "willAppear home", "didDisappear product(1)", "didAppear home",
      ])
  }

  @Test func aSheetLeavesWhatItCoversOnScreenButACoverDoesNot() async throws {
    let (navigator, host) = makeNavigator()
    host.clearRecords()
    try await navigator.present(Page.cart, style: .sheet).value
    #expect(host.lifecycleLog == ["load cart", "willAppear cart", "didAppear cart"])
    host.clearRecords()
    try await navigator.present(Page.checkout, style: .fullScreenCover).value
    #expect(
      host.lifecycleLog == [
        "load checkout", "willDisappear cart", "willDisappear home", "willAppear checkout",
        "didDisappear cart",
        "didDisappear home", "didAppear checkout",
      ])
  }

  @Test func aTabSwitchHidesOneTopAndShowsTheOther() async throws {
    let (navigator, host) = makeNavigator(.shopTabs)
    host.clearRecords()
    try host.simulateTabTap(TabID.profile)
    #expect(
      host.lifecycleLog == [
        "load home", "willDisappear home", "willAppear home", "didDisappear home", "didAppear home",
      ])
    _ = navigator
  }

  @Test func streamsAndHandlersGetAScreensEventsUntilItIsDestroyed() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.push(Page.product(1)).value
    let product = try #require(navigator.entry(showing: .product(1)))
    let events = navigator.lifecycle(of: product.id)
    var handled: [LifecycleEvent] = []
    navigator.onLifecycle(of: product.id) { handled.append($0) }
    try await navigator.push(Page.reviews).value
    try host.simulateSwipeBack()
    _ = try await navigator.pop().value
    var streamed: [LifecycleEvent] = []
    for await event in events { streamed.append(event) }  // ends after destroyed
    let expected: [LifecycleEvent] = [
      .willDisappear, .didDisappear, .willAppear, .didAppear, .willDisappear,
      .didDisappear, .destroyed,
    ]
    #expect(streamed == expected)
    #expect(handled == expected)
  }

  @Test func aStreamForAScreenNotInTheTreeEndsAtOnce() async {
    let (navigator, _) = makeNavigator()
    var count = 0
    for await _ in navigator.lifecycle(of: ScreenID.next()) { count += 1 }
    #expect(count == 0)
  }
}
