import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

extension FlowTests {
  @Test func aFlowWhoseFinishFailsKeepsRunning() async throws {
    let (navigator, host) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    let child = PageFlow(.cart)
    try await app.start(child).value
    let entry = child.firstEntry!
    host.failNextStep = Forbidden()
    try? await child.finish().value
    #expect(navigator.state.contains(entry))
    #expect(child.status == .running, "status \(child.status), children \(app.children.count)")
  }

  @Test func startingTheSameFlowTwiceAtOnceStartsItOnceAndSaysSo() async throws {
    let (navigator, _) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    let child = PageFlow(.cart)
    let starts: @MainActor () -> [NavigationRequest<Void, NavigationError>] = {
      [app.start(child), app.start(child)]
    }
    let requests = starts()
    try await requests[0].value
    await #expect(throws: NavigationError.flowAlreadyStarted(flow: child.description)) {
      try await requests[1].value
    }
    #expect(navigator.state.topStack.depth == 1)
  }

  @Test func aChildOfAFlowThatNeverStartedIsRefused() async throws {
    let (navigator, _) = makeNavigator()
    let parent = ContainerFlow(identifier: "never started")
    let child = PageFlow(.cart)
    await #expect(throws: NavigationError.flowNotRunning(flow: parent.description)) {
      try await parent.start(child).value
    }
    #expect(child.status == .idle)
    navigator.expectStack([Page.home])
  }

  /// Found by the interleaving programs: a child started in the same breath as its parent
  /// failed at once (the parent had no navigator yet), before requests made earlier had run.
  @Test func aChildStartedInTheSameTurnAsItsParentStartsAfterIt() async throws {
    let (navigator, _) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    let child = PageFlow(.cart)
    let grandchild = PageFlow(.checkout)
    let starts: @MainActor () -> [NavigationRequest<Void, NavigationError>] = {
      [navigator.start(app), app.start(child), child.start(grandchild)]
    }
    for request in starts() { try await request.value }
    #expect(app.children.map(\.id) == [child.id])
    #expect(child.children.map(\.id) == [grandchild.id])
    navigator.expectStack([Page.home, Page.cart, Page.checkout])
  }

  @Test func aTabFlowWithAFlowThatIsNotATabIsRefusedByName() async throws {
    let (navigator, _) = makeNavigator()
    let stray = PageFlow(.cart, identifier: "stray", placement: .push)
    let tabs = TabFlow(tabs: [PageFlow(.home, placement: .tab(TabID.shop)), stray])
    let error = await #expect(throws: NavigationError.self) { try await navigator.start(tabs).value }
    #expect("\(error.map { "\($0)" } ?? "")".contains("stray"))
    #expect(tabs.status == .idle)
    navigator.expectStack([Page.home])
  }

  @Test func aFinishedFlowHasNoParent() async throws {
    let (navigator, _) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    let child = PageFlow(.cart)
    try await app.start(child).value
    #expect(child.parent === app)
    try await child.finish().value
    #expect(child.status == .finished)
    #expect(child.parent == nil)
    #expect(app.children.isEmpty)
  }

  @Test func aFlowPlacedInAnUnknownTabIsNotStarted() async throws {
    let (navigator, _) = makeNavigator(.shopTabs)
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    let flow = PageFlow(.cart, placement: .tab("nope"))
    await #expect(throws: NavigationError.self) { try await app.start(flow).value }
    #expect(flow.status == .idle)
    #expect(app.children.isEmpty)
    #expect(navigator.state.tabBar?.selected.stack.root.route == AnyRoute(Page.home), "\(navigator.state)")
  }

  @Test func aSecondRootFlowFinishesTheFirst() async throws {
    let (navigator, _) = makeNavigator()
    let first = PageFlow(.cart)
    try await navigator.start(first).value
    let second = PageFlow(.settings)
    try await navigator.start(second).value
    #expect(navigator.rootFlow === second)
    #expect(first.status == .finished, "first is \(first.status) but no longer in the tree of flows")
  }
}
