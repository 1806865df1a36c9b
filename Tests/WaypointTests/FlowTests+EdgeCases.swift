import Foundation
import Testing
import Waypoint
import WaypointTesting

extension FlowTests {
  @Test func aFlowWhoseFinishFailsKeepsRunning() async throws {
    let (navigator, host) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app)
    let child = PageFlow(.cart)
    try await app.start(child)
    let entry = child.firstEntry!
    host.failNextStep = Forbidden()
    try? await child.finish()
    #expect(navigator.state.contains(entry))
    #expect(child.status == .running, "status \(child.status), children \(app.children.count)")
  }

  @Test func startingTheSameFlowTwiceAtOnceStartsItOnce() async throws {
    let (navigator, _) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app)
    let child = PageFlow(.cart)
    async let a: Void = app.start(child)
    async let b: Void = app.start(child)
    _ = try await (a, b)
    #expect(navigator.state.topStack.depth == 1)
  }

  @Test func aFlowPlacedInAnUnknownTabIsNotStarted() async throws {
    let (navigator, _) = makeNavigator(.shopTabs)
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app)
    let flow = PageFlow(.cart, placement: .tab("nope"))
    await #expect(throws: NavigationError.self) { try await app.start(flow) }
    #expect(flow.status == .idle)
    #expect(app.children.isEmpty)
    #expect(navigator.state.tabBar?.selected.stack.root.route == AnyRoute(Page.home), "\(navigator.state)")
  }

  @Test func aSecondRootFlowFinishesTheFirst() async throws {
    let (navigator, _) = makeNavigator()
    let first = PageFlow(.cart)
    try await navigator.start(first)
    let second = PageFlow(.settings)
    try await navigator.start(second)
    #expect(navigator.rootFlow === second)
    #expect(first.status == .finished, "first is \(first.status) but no longer in the tree of flows")
  }
}
