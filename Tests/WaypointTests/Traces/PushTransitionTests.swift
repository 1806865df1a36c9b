import Foundation
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

  @Test func aCustomPushsSwipeBackFollowsTheFingerWithTheDefaultPop() async throws {
    let (navigator, host, logs) = make()
    host.pushAnimations = ["fade"]
    try await navigator.push(.route(Page.product(1)).transition(.custom("fade"))).value
    let (home, product) = (navigator.state.topStack.entries[0].id, navigator.state.topScreen.id)
    host.play(UIKitTraces.swipeBackAsksForItsAnimation)
    #expect(host.animationController(pushing: false, from: product, to: home, swiping: true) == nil)
    #expect(host.animationController(pushing: false, from: product, to: home) == "fade")
    host.play(UIKitTraces.swipeBackCompleted())
    navigator.expectStack([Page.home])
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

  @Test func aRestoredScreenPopsWithItsTransition() async throws {
    let (navigator, host, logs) = make()
    host.anchors = ["cell-1"]
    host.pushAnimations = ["fade"]
    try await navigator.push(.route(Page.product(1)).transition(.zoom(from: "cell-1"))).value
    try await navigator.push(.route(Page.reviews).transition(.custom("fade"))).value
    navigator.restoration = .shop()
    let document = try navigator.snapshot()
    _ = try await navigator.popToRoot().value
    try await navigator.restore(from: document).value
    #expect(
      navigator.state.topStack.entries.map(\.pushTransition) == [nil, .zoom(from: "cell-1"), .custom("fade")])
    let entries = navigator.state.topStack.entries
    #expect(host.zoomSource(of: entries[1]) == "cell-1")
    #expect(host.animationController(pushing: false, from: entries[2].id, to: entries[1].id) == "fade")
    #expect(warnings(logs).isEmpty)
  }

  @Test func aScreenPushedWithBothAZoomAndAnAnimationIsCorruptRestorationData() throws {
    let restoration = Restoration.shop()
    let (navigator, _, _) = make()
    let json = String(decoding: try restoration.encode(navigator.state), as: UTF8.self)
    let corrupt = json.replacingOccurrences(
      of: #""route":"#, with: #""zoom":"cell-1","animation":"fade","route":"#)
    #expect(corrupt != json)
    #expect(throws: RestorationError.self) { try restoration.decode(Data(corrupt.utf8)) }
  }
}
