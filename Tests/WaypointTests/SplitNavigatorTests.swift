import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// A split root through the navigator: guards, links and flows understand it.
@MainActor
@Suite("Split view navigation")
struct SplitNavigatorTests {
  /// A collapsed split: catalogue sidebar, product 2 selected, reviews on top.
  func collapsed() async throws -> (Navigator<Page>, TestHost) {
    let (navigator, host) = makeNavigator(.shopSplit)
    _ = try await navigator.select(Page.product(2)).value
    try await navigator.push(Page.reviews).value
    try host.simulateSplitResize(collapsed: true)
    return (navigator, host)
  }

  @Test func anEntryGuardIsAskedForASelection() async throws {
    let (navigator, _) = try await collapsed()
    let before = navigator.state
    navigator.addGuard(for: Page.self) { route, _ in route == .checkout ? .deny(Forbidden()) : .allow }
    await #expect(throws: NavigationError.self) { try await navigator.select(Page.checkout).value }
    #expect(navigator.state == before)
  }

  @Test func aLeaveGuardHoldsAPopAcrossTheColumns() async throws {
    let (navigator, _) = try await collapsed()
    let diary = LeaveDiary()
    navigator.addLeaveGuard(protecting: navigator.state.topScreen.id) { diary.check($0) }
    let before = navigator.state
    _ = try? await navigator.popToRoot().value
    #expect(diary.asked.count == 1)
    #expect(navigator.state == before)
    diary.answer = .leave
    _ = try await navigator.popToRoot().value
    #expect(SplitTests.routes(navigator.state.topStack) == [.home])
    navigator.expectStack([Page.product(2)], in: .column(.detail))
  }

  @Test func aLinkPlacedInTheDetailColumnShowsOnTopWhenCollapsed() async throws {
    let (navigator, _) = try await collapsed()
    _ = try await navigator.popLast(2).value
    #expect(navigator.state.split?.compactColumn == .sidebar)
    var links = try RouteTable<Page>(schemes: ["shop"])
    try links.add("product/:id(int)", Page.product, placement: .column(.detail))
    _ = try await navigator.open("shop://product/7", using: links).value
    #expect(SplitTests.routes(navigator.state.topStack) == [.home, .product(7)])
    #expect(navigator.state.split?.compactColumn == .detail)
  }

  @Test func aFlowPlacedInTheDetailStartsThereAndFinishesItsPushes() async throws {
    let (navigator, _) = makeNavigator(.shopSplit)
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    let product = PageFlow(.product(3), placement: .column(.detail))
    try await app.start(product).value
    navigator.expectStack([Page.product(3)], in: .column(.detail))
    try await product.start(PageFlow(.reviews)).value
    navigator.expectStack([Page.product(3), .reviews], in: .column(.detail))
    try await product.finish().value
    #expect(app.children.isEmpty)
    navigator.expectStack([Page.product(3)], in: .column(.detail))
  }
}
