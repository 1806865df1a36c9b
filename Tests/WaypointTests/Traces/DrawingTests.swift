import Observation
import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// What a binding platform's views draw (`HostDrawing`) notifies them the way SwiftUI observes
/// it: through the real Observation framework, where a write of the value a property already
/// has notifies nobody.
@MainActor
@Suite("The drawing notifies the views that draw it")
struct DrawingTests {
  /// Counts the notifications of what an observation tracked.
  final class Notifications: @unchecked Sendable {
    private(set) var count = 0
    func notify() { count += 1 }
  }

  /// Observes `read` as a view's body does, until its next change, and counts the notification.
  private func observe(_ read: () -> Void) -> Notifications {
    let notifications = Notifications()
    withObservationTracking(read) { notifications.notify() }
    return notifications
  }

  @Test func aRedrawAfterARefusedWriteNotifiesTheViewsThatDrawIt() async throws {
    let host = BindingStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.push(.product(1)).value
    await host.clock.run()
    navigator.addLeaveGuard(for: Page.self) { page, _ in page == .product(1) ? .stay : .leave }
    let drawing = try #require(host.session?.drawing)
    let stack = drawing.stack(at: .root)
    let notifications = observe { _ = stack.value }
    // SwiftUI pops on the Back button; the session refuses the write (a leave guard keeps the
    // screen) and asks the views to draw its stack again, unchanged.
    host.play(SwiftUITraces.backButtonTap)
    #expect(notifications.count == 1, "the views drawing the stack were not told to draw it again")
    navigator.expectStack([Page.home, .product(1)])
    #expect(stack.value == navigator.state[stack: .root])
  }

  @Test func aPartWrittenWithTheValueItHasNotifiesNobody() async throws {
    let host = BindingStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let drawing = try #require(host.session?.drawing)
    let stack = drawing.stack(at: .root)
    let pushed = observe { _ = stack.value }
    try await navigator.push(.product(1)).value
    #expect(pushed.count == 1)
    let presented = observe { _ = stack.value }
    try await navigator.present(.cart).value  // the root stack is unchanged: published again, equal
    #expect(presented.count == 0)
  }

  /// A `nil` written by the binding of a sheet SwiftUI showed takes that sheet away, not the one
  /// drawn at its place since.
  @Test func anItemsNilTakesAwayTheLayerItsBindingShowed() async throws {
    let host = BindingStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.present(.cart).value
    let drawing = try #require(host.session?.drawing)
    let cartsItem = DrawnBinding.item(at: 0, drawnAs: "sheet", in: drawing) { _ in "sheet" }
    _ = try await navigator.dismiss().value
    try await navigator.present(.settings).value
    cartsItem.set(nil)  // late, from the cart's sheet
    #expect(navigator.state.modals.map(\.stack.root.route) == [AnyRoute(Page.settings)])
  }
}
