import InMemoryLogging
import Logging
import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Push transitions")
struct PushTransitionTests {
  private func make() -> (Navigator<Page>, UIKitStandIn, InMemoryLogHandler) {
    let (host, logs) = (UIKitStandIn(), InMemoryLogHandler())
    let navigator = Navigator<Page>(
      NavigationState(root: Page.home), host: host, logger: Logger(label: "test") { _ in logs })
    return (navigator, host, logs)
  }

  private func warnings(_ logs: InMemoryLogHandler) -> [String] {
    logs.entries.filter { $0.level == .warning }.map(\.message.description)
  }

  @Test func aPushAndItsPopUseTheAnimationTheComingScreenNames() async throws {
    let (navigator, host, logs) = make()
    host.pushAnimations = ["fade"]
    try await navigator.push(.route(Page.product(1)).transition(.custom("fade"))).value
    try await navigator.push(.reviews).value
    let (home, product, reviews) = (
      navigator.state.topStack.entries[0].id, navigator.state.topStack.entries[1].id,
      navigator.state.topStack.entries[2].id
    )
    #expect(navigator.state.topStack.entries[1].pushTransition == .custom("fade"))
    host.play(UIKitTraces.pushAsksForItsAnimation)
    #expect(host.animationController(pushing: true, from: home, to: product) == "fade")
    #expect(host.animationController(pushing: false, from: product, to: home) == "fade")
    #expect(host.animationController(pushing: true, from: product, to: reviews) == nil)
    #expect(host.animationController(pushing: false, from: reviews, to: product) == nil)
    #expect(warnings(logs).isEmpty)
  }

  @Test func aZoomComesFromTheRegisteredSourceView() async throws {
    let (navigator, host, logs) = make()
    host.anchors = ["cell-1"]
    try await navigator.push(.route(Page.product(1)).transition(.zoom(from: "cell-1"))).value
    let product = navigator.state.topScreen
    #expect(host.zoomSource(of: product) == "cell-1")
    #expect(host.animationController(pushing: false, from: product.id, to: nil) == nil)
    #expect(warnings(logs).isEmpty)
  }

  @Test func aTransitionTheHostDoesNotHoldFallsBackToTheDefaultPushWithAWarning() async throws {
    let (navigator, host, logs) = make()
    try await navigator.push(.route(Page.product(1)).transition(.custom("spin"))).value
    try await navigator.push(.route(Page.reviews).transition(.zoom(from: "cell-9"))).value
    let entries = navigator.state.topStack.entries
    #expect(host.animationController(pushing: true, from: entries[0].id, to: entries[1].id) == nil)
    #expect(host.zoomSource(of: entries[2]) == nil)
    navigator.expectStack([Page.home, .product(1), .reviews])
    #expect(
      warnings(logs) == [
        "the host holds nothing for the push transition custom(spin): the default push is used",
        "the host holds nothing for the push transition zoom(from: cell-9): the default push is used",
      ])
  }

  @Test func aTransitionIsNotRestored() async throws {
    let (navigator, _, _) = make()
    try await navigator.push(.route(Page.product(1)).transition(.zoom(from: "cell-1"))).value
    let restoration = Restoration.shop()
    let restored = try restoration.decode(try restoration.encode(navigator.state))
    #expect(restored.topStack.entries.map(\.route) == [AnyRoute(Page.home), AnyRoute(Page.product(1))])
    #expect(restored.topStack.entries.allSatisfy { $0.pushTransition == nil })
  }
}
