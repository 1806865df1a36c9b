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

  /// The sheet's presenter at a level is made again in each body, also while an alert is drawn at
  /// the index its dismissed sheet had: a late `nil` from that sheet (SwiftUI writes it after the
  /// sheet is gone) takes nothing away, and the alert stays up until it is answered.
  @Test func aLateNilFromADismissedSheetLeavesTheAlertUp() async throws {
    let host = BindingStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.present(.cart).value
    _ = try await navigator.dismiss().value
    let answer = navigator.present(
      Dialog<Int>("Session expired", buttons: [.cancel("OK")]), expecting: Int.self)
    await eventually { !navigator.state.modals.isEmpty }
    let drawing = try #require(host.session?.drawing)
    let sheetsItem = DrawnBinding.item(at: 0, drawnAs: "sheet", in: drawing) {
      $0.style.isDialog ? nil : "sheet"
    }
    #expect(sheetsItem.get() == nil)
    sheetsItem.set(nil)  // late, from the cart's sheet
    await eventually { false }
    #expect(navigator.state.modals.map(\.style) == [.alert])
    host.play(SwiftUITraces.dialogButtonTap(index: 0))
    #expect(try await answer.value == .cancelled)
    navigator.expectNoModals()
  }

  /// The dialog slot reads the alert's item through a binding it makes in its body, which SwiftUI
  /// answers inside an update with the value it held when made: made anew, the alert shows; made
  /// once and kept (as the host did), it kept answering "no alert".
  @Test func aDialogIsDrawnFromBindingsSwiftUIRefreshes() async throws {
    let host = BindingStandIn()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let drawing = try #require(host.session?.drawing)
    let views = SwiftUIViews(drawing: drawing)
    let keptOnce = SwiftUIBinding(
      .item(at: 0, drawnAs: DialogSlotKey(style: .alert, anchor: nil), in: drawing) { $0.dialogSlot })
    #expect(!views.dialogIsPresented(.alert, at: 0))
    let answer = navigator.present(
      Dialog<Int>("Remove?", buttons: [.cancel("Keep"), .destructive("Remove", value: 1)]),
      expecting: Int.self)
    await eventually { !navigator.state.modals.isEmpty }
    #expect(views.dialogIsPresented(.alert, at: 0), "the alert is not drawn")
    #expect(keptOnce.valueInAnUpdate == nil, "a binding kept from before still answers no alert")
    host.play(SwiftUITraces.dialogButtonTap(index: 1))
    #expect(try await answer.value == .value(1))
    #expect(!views.dialogIsPresented(.alert, at: 0))
  }

  /// A confirmation dialog with an anchor hangs from its anchor's view, which iPad points its
  /// popover at; one without hangs from its level, and an alert always does. One whose anchor is
  /// not on the level it is presented from is refused, as a popover's.
  @Test func aConfirmationDialogIsDrawnAtItsAnchor() async throws {
    let host = BindingStandIn()
    host.anchors = ["share": 0]
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let views = SwiftUIViews(drawing: try #require(host.session?.drawing))
    let dialog = Dialog<Int>("Share", style: .confirmationDialog, buttons: [.default("Copy", value: 1)])
    let anchored = navigator.present(dialog.anchored(to: "share"), expecting: Int.self)
    await eventually { !navigator.state.modals.isEmpty }
    #expect(views.dialogIsPresented(.confirmationDialog, at: 0, anchor: "share"))
    #expect(!views.dialogIsPresented(.confirmationDialog, at: 0), "the level's slot drew it too")
    host.play(SwiftUITraces.dialogButtonTap(index: 0))
    #expect(try await anchored.value == .value(1))
    let unanchored = navigator.present(dialog, expecting: Int.self)
    await eventually { !navigator.state.modals.isEmpty }
    #expect(views.dialogIsPresented(.confirmationDialog, at: 0))
    #expect(!views.dialogIsPresented(.confirmationDialog, at: 0, anchor: "share"))
    host.play(SwiftUITraces.dialogButtonTap(index: 0))
    #expect(try await unanchored.value == .value(1))
    await #expect(throws: NavigationError.self) {
      try await navigator.present(dialog.anchored(to: "gone"), expecting: Int.self).value
    }
    navigator.expectNoModals()
  }

  /// Collapsed, the split's compact column follows Back past the detail's first screen (SwiftUI
  /// writes the sidebar) and a selection (the session draws the detail), read through a binding
  /// made in the body.
  @Test func aCompactSplitFollowsBackAndSelection() async throws {
    let host = BindingStandIn()
    let navigator = Navigator<Page>(.shopSplit, host: host)
    host.play(SwiftUISplitTraces.collapses)
    await host.clock.run()
    _ = try await navigator.select(Page.product(2)).value
    let views = SwiftUIViews(drawing: try #require(host.session?.drawing))
    #expect(views.compactColumn() == .detail)
    views.writeCompactColumn(.sidebar)
    await host.clock.run()
    #expect(navigator.state.split?.compactColumn == .sidebar)
    #expect(views.compactColumn() == .sidebar, "the split still shows the detail")
    _ = try await navigator.select(Page.product(3)).value
    #expect(views.compactColumn() == .detail, "a selection did not show the detail")
  }
}
