import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting
import WaypointUIKitLogic

@testable import WaypointHarness

/// What popovers, iPad action sheets, zoom pushes and VoiceOver point at, and how alerts leave,
/// decided by the UIKit host's own logic over the simulated UIKit.
@MainActor
@Suite("The UIKit host's logic points at what is on screen")
struct UIKitLogicAnchorTests {
  /// A navigator over the simulated UIKit, and its host.
  private func make(_ state: NavigationState = NavigationState(root: Page.home), pad: Bool = false)
    throws -> (Navigator<Page>, SimulatedUIKitHost, SimulatedUIKitDriver)
  {
    let driver = SimulatedUIKitDriver()
    let made = driver.makeHost()
    let host = try #require(driver.host)
    host.isPad = pad
    return (Navigator<Page>(state, host: made), host, driver)
  }

  /// The root's navigation controller, as the simulated UIKit shows it.
  private func rootNavigation(_ host: SimulatedUIKitHost) throws -> SimulatedNavigation {
    try #require(host.uikit.root.content as? SimulatedNavigation)
  }

  @Test func aPopoverPointsAtItsAnchorOnlyWhileItIsInAWindow() async throws {
    let (navigator, host, _) = try make()
    let view = SimulatedView()
    host.anchors["cart"] = view
    try await navigator.present(.route(Page.cart).anchored(to: "cart"), style: .popover).value
    let container = try #require(host.uikit.root.presented as? SimulatedLayer)
    #expect(container.anchor === view)
    _ = try await navigator.dismiss().value
    view.isInWindow = false
    await #expect(throws: NavigationError.self) {
      try await navigator.present(.route(Page.cart).anchored(to: "cart"), style: .popover).value
    }
    #expect(navigator.state.modals.isEmpty)
    #expect(host.uikit.root.presented == nil, "a popover pointing at nothing was presented")
  }

  /// A bar button item anchors a popover while a bar on screen shows it: the navigation bar of a
  /// stack's top screen (not hidden), or its toolbar when shown; not an item the bar hides.
  @Test func aBarButtonItemAnchorsOnlyWhileABarOnScreenShowsIt() throws {
    let (_, host, _) = try make()
    let navigation = try rootNavigation(host)
    let item = SimulatedBarItem()
    host.anchors["filter"] = item
    #expect(host.logic.anchorOnScreen("filter") == nil, "in no bar")
    navigation.navigationBarItems = [item]
    #expect(host.logic.anchorOnScreen("filter") === item)
    item.isHidden = true
    #expect(host.logic.anchorOnScreen("filter") == nil, "hidden by its bar")
    item.isHidden = false
    navigation.isNavigationBarHidden = true
    #expect(host.logic.anchorOnScreen("filter") == nil, "in a hidden navigation bar")
    (navigation.navigationBarItems, navigation.toolbarItemObjects) = ([], [item])
    #expect(host.logic.anchorOnScreen("filter") == nil, "in a hidden toolbar")
    navigation.isToolbarHidden = false
    #expect(host.logic.anchorOnScreen("filter") === item)
    navigation.viewIsInWindow = false
    #expect(host.logic.anchorOnScreen("filter") == nil, "in a stack in no window")
    #expect(host.logic.anchorOnScreen("gone") == nil)
  }

  /// On an iPad an action sheet is a popover: it points at its layer's anchor, else at the middle
  /// of the presenter's view; a tap outside it answers with its cancel button.
  @Test func anIPadActionSheetPointsAtItsAnchorOrThePresentersMiddle() async throws {
    let (navigator, host, driver) = try make(pad: true)
    let share = SimulatedView()
    host.anchors["share"] = share
    let dialog = Dialog<Int>(
      "Share", style: .confirmationDialog, buttons: [.default("Copy", value: 1), .cancel("Cancel")])
    let anchored = navigator.present(dialog.anchored(to: "share"), expecting: Int.self)
    await driver.settle()
    #expect((host.uikit.root.presented as? SimulatedAlert)?.anchor === share)
    try driver.simulate(.tapOutsideDialog)
    await driver.settle()
    #expect(try await anchored.value == .cancelled)
    let unanchored = navigator.present(dialog, expecting: Int.self)
    await driver.settle()
    #expect((host.uikit.root.presented as? SimulatedAlert)?.anchor === host.uikit.root)
    try driver.simulate(.tapDialogButton(0))
    #expect(throws: SimulatedUIKit.Refused.transitionUnderWay, "a leaving alert took a second tap") {
      try driver.simulate(.tapDialogButton(0))
    }
    await driver.settle()
    #expect(try await unanchored.value == .value(1))
    #expect(navigator.state.modals.isEmpty)
  }

  /// An alert the app dismisses itself, through UIKit: no delegate tells of it; the host's probe
  /// in the alert's view reads the layers a turn after it left the window.
  @Test func anAlertDismissedInCodeIsReadOnceItsViewLeftTheWindow() async throws {
    let (navigator, host, driver) = try make()
    let answer = navigator.present(
      Dialog<Int>("Expired", buttons: [.default("OK", value: 1)]), expecting: Int.self)
    await driver.settle()
    #expect(navigator.state.modals.count == 1)
    host.uikit.root.dismissPresented(animated: true) {}
    await driver.settle()
    await eventually { navigator.state.modals.isEmpty }
    #expect(navigator.state.modals.isEmpty, "the alert dismissed in code stayed in the state")
    #expect(try await answer.value == .cancelled)
  }

  /// A screen pushed with a zoom zooms from the registered view, asked again as it zooms out; its
  /// zoom dismissal begins only as UIKit says it will and the session allows. Without a view
  /// registered under its name, the default push.
  @Test func aZoomPushTakesItsSourceAndAsksBeforeItsDismissalBegins() async throws {
    let (navigator, host, driver) = try make()
    let cell = SimulatedView()
    host.anchors["cell-1"] = cell
    try await navigator.push(.route(Page.reviews).transition(.zoom(from: "cell-9"))).value
    try await navigator.push(.route(Page.product(1)).transition(.zoom(from: "cell-1"))).value
    await driver.settle()
    let stack = try rootNavigation(host).stack
    #expect(stack[1].zoom == nil, "no view registered as cell-9")
    let zoom = try #require(stack[2].zoom)
    #expect(zoom.source() === cell)
    #expect(zoom.dismissalBegins(true))
    #expect(!zoom.dismissalBegins(false), "UIKit said it would not begin")
  }

  @Test func voiceOverGoesToTheScreensViewOrTheRegisteredElement() throws {
    let (navigator, host, _) = try make()
    let button = SimulatedView()
    host.anchors["buy"] = button
    let home = try rootNavigation(host).stack[0]
    #expect(host.logic.focusElement(.screen(navigator.state.topScreen.id)) === home)
    #expect(host.logic.focusElement(.element("buy")) === button)
    #expect(host.logic.focusElement(.element("gone")) == nil)
  }

  @Test func onlyTheRootsSceneDisconnectingClosesItsWindow() throws {
    let (_, host, _) = try make()
    let (scene, other) = (SimulatedView(), SimulatedView())
    host.logic.sceneDisconnected(other, rootsScene: scene)
    host.logic.sceneDisconnected(nil, rootsScene: nil)
    #expect(host.session?.isWindowClosed == false)
    host.logic.sceneDisconnected(scene, rootsScene: scene)
    #expect(host.session?.isWindowClosed == true)
  }

  /// The app's own tab bar delegate refuses a tap: the host asks the session nothing and refuses.
  @Test func theAppsTabBarDelegateRefusesFirst() throws {
    let (_, host, _) = try make(.shopTabs)
    let bar = try #require(host.uikit.tabBar)
    let item = try #require(bar.items.last)
    #expect(host.logic.allowsSelecting(item: item))
    #expect(!host.logic.allowsSelecting(item: item, app: false))
    #expect(!host.logic.allowsSelecting(bar.inOrder[1], app: false))
  }
}
