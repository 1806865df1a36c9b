import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

enum Color: Hashable, Sendable {
  case red, blue
}

@MainActor
@Suite("Results back")
struct ResultTests {
  @Test func aPickerReturnsItsValueAndCloses() async throws {
    let (navigator, _) = makeNavigator()
    let pick = Task { try await navigator.present(Page.settings, expecting: Color.self).value }
    await eventually { navigator.entry(showing: .settings) != nil && !navigator.isTransitioning }
    let picker = try #require(navigator.entry(showing: .settings))
    #expect(try await navigator.finish(picker.id, with: Color.blue))
    #expect(try await pick.value == .value(.blue))
    navigator.expectNoModals()
  }

  @Test func aPushedScreenReturnsAValue() async throws {
    let (navigator, _) = makeNavigator()
    let pick = Task { try await navigator.push(Page.reviews, expecting: Int.self).value }
    await eventually { navigator.entry(showing: .reviews) != nil && !navigator.isTransitioning }
    try await navigator.finish(try #require(navigator.entry(showing: .reviews)).id, with: 5)
    #expect(try await pick.value == .value(5))
    navigator.expectStack([Page.home])
  }

  @Test func aSwipeBackCancels() async throws {
    let (navigator, host) = makeNavigator()
    let pick = Task { try await navigator.push(Page.reviews, expecting: Int.self).value }
    await eventually { navigator.entry(showing: .reviews) != nil && !navigator.isTransitioning }
    try host.simulateSwipeBack()
    #expect(try await pick.value == .cancelled)
  }

  @Test func aPullDownCancels() async throws {
    let (navigator, host) = makeNavigator()
    let pick = Task { try await navigator.present(Page.settings, expecting: Color.self).value }
    await eventually { navigator.entry(showing: .settings) != nil && !navigator.isTransitioning }
    try host.simulatePullDown()
    #expect(try await pick.value == .cancelled)
  }

  @Test func aDeepLinkThatReplacesTheScreenCancels() async throws {
    let (navigator, _) = makeNavigator()
    let pick = Task { try await navigator.present(Page.settings, expecting: Color.self).value }
    await eventually { navigator.entry(showing: .settings) != nil && !navigator.isTransitioning }
    try await navigator.navigate(reason: .deepLink) { state in
      state.dismissAll()
      state.push(Page.product(7))
    }.value
    #expect(try await pick.value == .cancelled)
  }

  @Test func aResultNeverSentKeepsTheCallerWaitingUntilTheScreenGoes() async throws {
    let (navigator, _) = makeNavigator()
    var outcome: ScreenResult<Int>?
    let pick = Task {
      outcome = try await navigator.push(Page.reviews, expecting: Int.self).value
    }
    await eventually { navigator.entry(showing: .reviews) != nil && !navigator.isTransitioning }
    try await navigator.push(Page.cart).value
    try await navigator.present(Page.login).value
    #expect(outcome == nil)
    _ = try await navigator.dismissAll().value
    _ = try await navigator.popToRoot().value
    try await pick.value
    #expect(outcome == .cancelled)
  }

  @Test func aResultIsDeliveredExactlyOnce() async throws {
    let (navigator, _) = makeNavigator()
    let pick = Task { try await navigator.push(Page.reviews, expecting: Int.self).value }
    await eventually { navigator.entry(showing: .reviews) != nil && !navigator.isTransitioning }
    let reviews = try #require(navigator.entry(showing: .reviews))
    #expect(try await navigator.finish(reviews.id, with: 1))
    #expect(try await navigator.finish(reviews.id, with: 2) == false)
    #expect(try await pick.value == .value(1))
  }

  @Test func aResultOfTheWrongTypeIsRefusedAndTheScreenStays() async throws {
    let (navigator, _) = makeNavigator()
    let pick = Task { try await navigator.present(Page.settings, expecting: Color.self).value }
    await eventually { navigator.entry(showing: .settings) != nil && !navigator.isTransitioning }
    let picker = try #require(navigator.entry(showing: .settings))
    await #expect(throws: NavigationError.self) { try await navigator.finish(picker.id, with: "blue") }
    #expect(navigator.state.modals.count == 1)
    try await navigator.finish(picker.id, with: Color.red)
    #expect(try await pick.value == .value(.red))
  }

  @Test func aDeniedScreenNeverWaits() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard { _ in .deny(Forbidden()) }
    await #expect(throws: NavigationError.self) {
      _ = try await navigator.push(Page.reviews, expecting: Int.self).value
    }
  }
}
