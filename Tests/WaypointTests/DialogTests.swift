import Testing
@_spi(Hosts) import Waypoint
@_spi(Hosts) import WaypointTesting

@testable import WaypointHarness

enum CartChoice: Hashable, Sendable {
  case remove, moveToWishlist
}

@MainActor
@Suite("Dialogs")
struct DialogTests {
  static let remove = Dialog(
    "Remove from cart?", message: "You can add it again later.", style: .confirmationDialog,
    buttons: [
      .destructive("Remove", value: CartChoice.remove), .default("Move to wishlist", value: .moveToWishlist),
      .cancel("Keep"),
    ])

  /// Presents `dialog` and waits until it is on screen.
  func show<Value>(
    _ dialog: Dialog<Value>, on navigator: Navigator<Page>
  ) async -> Task<ScreenResult<Value>, any Error> {
    let answer = Task { try await navigator.present(dialog, expecting: Value.self).value }
    await eventually { navigator.state.modals.last?.dialog != nil && !navigator.isTransitioning }
    return answer
  }

  @Test func aDialogEndsWithTheValueOfTheTappedButton() async throws {
    let (navigator, host) = makeNavigator()
    let answer = await show(Self.remove, on: navigator)
    #expect(navigator.state.modals.last?.style == .confirmationDialog)
    #expect(navigator.state.modals.last?.embedded == false)
    try host.simulateDialogButtonTap("Move to wishlist")
    #expect(try await answer.value == .value(.moveToWishlist))
    navigator.expectNoModals()
  }

  /// A dialog answered the moment it is on screen, before its request has gone on from the step
  /// that presented it, ends with the tapped button's value (found by the interleaving programs
  /// on the simulated UIKit, where it ended `.cancelled`).
  @Test func aDialogAnsweredAsItAppearsEndsWithTheTappedButton() async throws {
    let (navigator, host) = makeNavigator()
    host.afterEachStep = { [weak host] _ in
      host?.afterEachStep = nil
      guard let session = host?.session, let layer = session.shown.modals.last else { return }
      session.report(.dialogAnswered(layer.id, button: 1, texts: []))
      session.report(.layerItemCleared(layer.id))
    }
    let answer = try await navigator.present(Self.remove, expecting: CartChoice.self).value
    #expect(answer == .value(.moveToWishlist))
    navigator.expectNoModals()
  }

  @Test func theCancelButtonATapOutsideOrADismissalEndItCancelled() async throws {
    let (navigator, host) = makeNavigator()
    let ways: [@MainActor () async throws -> Void] = [
      { try host.simulateDialogButtonTap("Keep") }, { try host.simulatePullDown() },
      { _ = try await navigator.dismiss().value },
    ]
    for way in ways {
      let answer = await show(Self.remove, on: navigator)
      try await way()
      #expect(try await answer.value == .cancelled)
      navigator.expectNoModals()
    }
  }

  @Test func aDialogWhoseRequestIsCancelledEndsCancelledAndStaysUp() async throws {
    let (navigator, host) = makeNavigator()
    let answer = await show(Self.remove, on: navigator)
    answer.cancel()
    #expect(try await answer.value == .cancelled)
    #expect(navigator.state.modals.last?.dialog != nil)
    try host.simulateDialogButtonTap("Move to wishlist")
    navigator.expectNoModals()
  }

  @Test func anAlertIsNotDismissedByAGesture() async throws {
    let (navigator, host) = makeNavigator()
    let answer = await show(Dialog<Int>("Saved", buttons: [.default("OK", value: 1)]), on: navigator)
    #expect(throws: HostError.self) { try host.simulatePullDown() }
    try host.simulateDialogButtonTap("OK")
    #expect(try await answer.value == .value(1))
  }

  @Test func theButtonsValueIsMadeFromTheTextsTyped() async throws {
    let (navigator, host) = makeNavigator()
    let rename = Dialog<String>(
      "Rename", textFields: [DialogTextField("Name", text: "Groceries")],
      buttons: [.default("Save") { $0.first ?? "" }, .cancel()])
    let answer = await show(rename, on: navigator)
    #expect(navigator.state.modals.last?.dialog?.textFields.first?.text == "Groceries")
    try host.simulateDialogButtonTap("Save", texts: ["Weekend"])
    #expect(try await answer.value == .value("Weekend"))
  }

  @Test func aDialogWithoutButtonsGetsOneOKButtonThatCancels() async throws {
    let (navigator, host) = makeNavigator()
    let answer = await show(Dialog<Int>("Offline"), on: navigator)
    #expect(navigator.state.modals.last?.dialog?.buttons == [.init(title: "OK", role: .cancel)])
    try host.simulateDialogButtonTap("OK")
    #expect(try await answer.value == .cancelled)
  }

  @Test func aConfirmationDialogWithoutACancelButtonGetsOne() {
    let dialog = Dialog("Share", style: .confirmationDialog, buttons: [.default("Mail", value: 1)])
    #expect(dialog.content.buttons.map(\.role) == [.default, .cancel])
    #expect(Dialog("Share", buttons: [.default("Mail", value: 1)]).content.buttons.map(\.role) == [.default])
  }

  @Test(arguments: [
    (Dialog<Int>("Two", buttons: [.cancel(), .cancel("No")]), DialogError.twoCancelButtons),
    (
      Dialog<Int>("Field", style: .confirmationDialog, textFields: [DialogTextField("Name")]),
      .textFieldsOnConfirmationDialog
    ),
  ])
  func aDialogThePlatformsCannotDrawIsRefusedShowingNothing(dialog: Dialog<Int>, error: DialogError) async {
    let (navigator, host) = makeNavigator()
    await #expect(throws: NavigationError.invalidDialog(error)) {
      try await navigator.present(dialog, expecting: Int.self).value
    }
    navigator.expectNoModals()
    #expect(host.steps.isEmpty)
  }

  @Test func aDialogAskedForDuringAPushWaitsItsTurn() async throws {
    let (navigator, host) = makeNavigator()
    let push = navigator.push(.product(1))
    let answer = Task { try await navigator.present(Self.remove, expecting: CartChoice.self).value }
    try await push.value
    await eventually { navigator.state.modals.last?.dialog != nil && !navigator.isTransitioning }
    #expect(
      host.steps.map(\.description) == [
        "setStack root [home, product(1)]",
        #"present confirmationDialog bare 0 [confirmationDialog("Remove from cart?")]"#,
      ])
    #expect(host.records[1].started >= host.records[0].finished)
    try host.simulateDialogButtonTap("Remove")
    #expect(try await answer.value == .value(.remove))
  }

  @Test func aPushWhileADialogIsUpIsRefusedAndThePresentationGoesAbove() async throws {
    let (navigator, host) = makeNavigator()
    let answer = await show(Self.remove, on: navigator)
    await #expect(throws: NavigationError.self) { try await navigator.push(.reviews).value }
    try await navigator.present(.settings).value
    #expect(navigator.state.modals.map(\.style) == [.confirmationDialog, .sheet])
    _ = try await navigator.dismissAll().value
    #expect(try await answer.value == .cancelled)
    _ = host
  }

  @Test func aDialogIsNotReplacedByAScreen() async throws {
    let (navigator, _) = makeNavigator()
    let answer = await show(Self.remove, on: navigator)
    let before = navigator.state
    await #expect(throws: NavigationError.self) { try await navigator.setStack([.settings]).value }
    #expect(navigator.state == before)
    _ = try await navigator.dismissAll().value
    #expect(try await answer.value == .cancelled)
  }

  @Test func aSavedTreeLeavesOutTheDialogAndTheLayersAboveIt() async throws {
    let (navigator, _) = makeNavigator()
    try await navigator.present(.cart).value
    let answer = await show(Self.remove, on: navigator)
    try await navigator.present(.settings).value
    let restoration = Restoration.shop()
    let restored = try restoration.decode(try restoration.encode(navigator.state))
    #expect(restored.modals.map(\.stack.root.route) == [AnyRoute(Page.cart)])
    _ = try await navigator.dismissAll().value
    #expect(try await answer.value == .cancelled)
  }
}
