import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// Regressions a second review found in saving and restoring flows, and around them.
@MainActor
@Suite("Flows under hostile documents and racing gestures")
struct RestorationFlowEdgeTests {
  func restoration() throws -> Restoration {
    var restoration = Restoration()
    try restoration.register(Page.self, as: "page")
    try restoration.registerFlow(ContainerFlow.self, as: "flow") { placement, id in
      ContainerFlow(identifier: id, placement: placement)
    }
    try restoration.registerFlow(PageFlow.self, as: "page") { placement, id in
      PageFlow(.checkout, identifier: id, placement: placement)
    }
    return restoration
  }

  static func document(_ base: Data, flows: String) -> Data {
    Data((String(decoding: base.dropLast(), as: UTF8.self) + #","flows":"# + flows + "}").utf8)
  }

  @Test func aPositionAtIntMinIsATypedErrorNotATrap() async throws {
    let restoration = try restoration()
    let base = try restoration.encode(NavigationState(root: Page.home))
    let document = Self.document(
      base, flows: #"{"kind":"flow","placement":"push","screen":[-9223372036854775808,0]}"#)
    #expect(throws: RestorationError.self) { try restoration.decode(document) }
    let (navigator, host) = makeNavigator()
    navigator.restoration = restoration
    await #expect(throws: RestorationError.self) { try await navigator.restore(from: document).value }
    #expect(host.records.isEmpty)
  }

  @Test func twoFlowsClaimingOneScreenRestoreOnlyTheFirst() async throws {
    let restoration = try restoration()
    var state = NavigationState(root: Page.home)
    state.present(Page.checkout)
    let child = #"{"kind":"page","placement":"sheet","screen":[-1,0]}"#
    let document = Self.document(
      try restoration.encode(state),
      flows: #"{"kind":"flow","placement":"root","children":["# + child + ","
        + child + "]}")
    let (navigator, _) = makeNavigator()
    navigator.restoration = restoration
    try await navigator.restore(from: document).value
    let root = try #require(navigator.rootFlow)
    #expect(root.children.count == 1)
    _ = try await navigator.dismiss().value
    #expect(root.children.isEmpty)
  }

  @Test func aFinishedFlowCannotStartChildren() async throws {
    let (navigator, _) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    let first = PageFlow(.cart, identifier: "a")
    try await app.start(first).value
    try await first.finish().value
    let orphan = PageFlow(.checkout, identifier: "b")
    await #expect(throws: NavigationError.self) { try await first.start(orphan).value }
    #expect(orphan.status == .idle)
    navigator.expectStack([Page.home])
  }

  @Test func aWideFlowTreeIsBoundedAndEndsInLinearTime() async throws {
    var restoration = Restoration()
    try restoration.register(Page.self, as: "page")
    try restoration.registerFlow(ContainerFlow.self, as: "f") { placement, id in
      ContainerFlow(identifier: id, placement: placement)
    }
    let base = try restoration.encode(NavigationState(root: Page.home))
    func document(children: Int) -> Data {
      let kids = Array(repeating: #"{"kind":"f","placement":"push"}"#, count: children).joined(separator: ",")
      return Self.document(base, flows: #"{"kind":"f","placement":"root","children":["# + kids + "]}")
    }
    #expect(throws: RestorationError.self) { try restoration.decode(document(children: 32_000)) }
    let (navigator, _) = makeNavigator()
    navigator.restoration = restoration
    try await navigator.restore(from: document(children: 900)).value
    let old = try #require(navigator.rootFlow)
    #expect(old.children.count == 900)
    try await navigator.start(ContainerFlow()).value  // ends the restored tree
    #expect(old.status == .finished)
    #expect(old.children.isEmpty)
  }

  @Test func aGestureBetweenTheStepsOfAPlanDoesNotCancelAResult() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    var initial = NavigationState(root: Page.home)
    initial.push(Page.product(1))
    let navigator = Navigator(initial, host: host)
    let homeID = navigator.state.topStack.root.id
    let waiter = Task { try await navigator.present(Page.cart, expecting: Int.self, animated: false).value }
    await eventually { navigator.state.modals.count == 1 && !navigator.isTransitioning }
    let cartID = navigator.state.modals[0].stack.root.id
    // Once the dismissal is done, before the new present, the user taps Back in the root.
    host.afterEachStep = { step in
      if case .dismiss = step { try? host.simulateBackTap(to: homeID) }
    }
    let restyle = Task {
      try await navigator.navigate(animated: true) { $0.modals[0].style = .fullScreenCover }.value
    }
    await clock.advance(by: .seconds(5))
    _ = try await restyle.value
    #expect(navigator.state.modals.first?.stack.root.id == cartID)
    #expect(try await navigator.finish(cartID, with: 7, animated: false))
    #expect(try await waiter.value == .value(7))
  }

  @Test func aSnapshotInTheMiddleOfAPlanLeavesOutAFlowWhoseScreenWent() async throws {
    let clock = TestClock(mode: .manual)
    let navigator = Navigator(NavigationState(root: Page.home), host: TestHost(clock: clock))
    navigator.restoration = try restoration()
    let app = ContainerFlow()
    try await navigator.start(app, animated: false).value
    try await app.start(PageFlow(.checkout, placement: .present(.sheet)), animated: false).value
    let change = Task {
      try await navigator.navigate(animated: true) {
        $0.dismissAll()
        $0.push(Page.cart)
      }.value
    }
    await clock.advance(by: .milliseconds(350))  // the dismissal is done, the push runs
    let document = try navigator.snapshot()
    await clock.advance(by: .seconds(1))
    _ = try await change.value
    let (restored, _) = makeNavigator()
    restored.restoration = try restoration()
    try await restored.restore(from: document).value
    #expect(restored.rootFlow?.children.isEmpty == true)
  }

  @Test func aFlowIdentifierUsedNowhereElseIsInTheTypeTable() async throws {
    var restoration = Restoration()
    try restoration.register(Page.self, as: "page")
    try restoration.registerFlow(ContainerFlow.self, as: "flow") { placement, id in
      ContainerFlow(identifier: id, placement: placement)
    }
    let (navigator, _) = makeNavigator()
    navigator.restoration = restoration
    try await navigator.start(ContainerFlow(identifier: "app")).value
    let document = try navigator.snapshot()
    let (restored, _) = makeNavigator()
    restored.restoration = restoration
    try await restored.restore(from: document).value
    #expect(restored.rootFlow?.identifier == AnyTag("app"))
  }

  @Test func aTaskAGuardStartedMayNavigateOnceTheCheckIsOver() async throws {
    let (navigator, _) = makeNavigator()
    var outcome: Result<Void, NavigationError>?
    var checkoutShown = false
    var monitor: Task<Void, Never>?
    navigator.addGuard(for: Page.self) { route, _ in
      if route == .checkout, monitor == nil {
        monitor = Task { @MainActor in  // say, a session monitor started by the first check
          while !checkoutShown { await Task.yield() }
          do throws(NavigationError) {
            try await navigator.push(Page.cart).value
            outcome = .success(())
          } catch {
            outcome = .failure(error)
          }
        }
      }
      return .allow
    }
    try await navigator.push(Page.checkout).value
    checkoutShown = true
    await monitor?.value
    #expect(throws: Never.self) { try outcome?.get() }
    navigator.expectStack([Page.home, .checkout, .cart])
  }
}
