import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// The user's exits from a screen a leave guard protects, replayed through the two platform
/// stand-ins: each exit is held before it happens where the platform lets the host hold it, and
/// put back where it does not; either way the guard decides.
@MainActor
@Suite("Leave guards on the platform stand-ins")
struct LeaveGuardTraceTests {
  /// home > cart > settings over `host`, settings protected by `diary`.
  func editing<Host: StandIn>(_ host: Host, _ diary: LeaveDiary) async throws -> (
    Navigator<Page>, ScreenEntry
  ) {
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.push(Page.cart).value
    try await navigator.push(Page.settings).value
    let settings = navigator.state.topScreen
    navigator.addLeaveGuard(protecting: settings.id) { diary.check($0) }
    return (navigator, settings)
  }

  /// home, with a sheet login whose root is protected by `diary`.
  func editingInASheet<Host: StandIn>(_ host: Host, _ diary: LeaveDiary) async throws -> Navigator<Page> {
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.present(Page.login).value
    navigator.addLeaveGuard(protecting: navigator.state.topScreen.id) { diary.check($0) }
    return navigator
  }

  // MARK: UIKit

  @Test func uikitBackButtonCallsTheHostsActionAndTheGuardDecides() async throws {
    let host = UIKitStandIn()
    let diary = LeaveDiary()
    let (navigator, settings) = try await editing(host, diary)
    host.play(UIKitTraces.heldBackButtonTap)
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(navigator.state.topScreen == settings)
    #expect(diary.asked.first?.reason == .userExit)
    diary.answer = .leave
    host.play(UIKitTraces.heldBackButtonTap)
    await eventually { navigator.state.topScreen != settings }
    await host.clock.run()
    navigator.expectStack([Page.home, .cart])
    #expect(host.hierarchy == navigator.state.read)
  }

  @Test func uikitBackMenuThatPopsAProtectedScreenIsPutBackAndAsked() async throws {
    let host = UIKitStandIn()
    let diary = LeaveDiary()
    let (navigator, settings) = try await editing(host, diary)
    host.play(UIKitTraces.backMenu(toIndex: 0))
    #expect(host.hierarchy == navigator.state.read)  // put back at once
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(navigator.state.topScreen == settings)
    #expect(diary.asked.first?.leaving.count == 2)
  }

  @Test func uikitSwipeBackIsHeldOnAProtectedScreen() async throws {
    let host = UIKitStandIn()
    let diary = LeaveDiary()
    let (navigator, settings) = try await editing(host, diary)
    #expect(host.session?.answer(.swipeBack(at: .root, fromContent: false)) == false)
    #expect(throws: HostError.heldByLeaveGuard(settings.id)) {
      try host.session?.check(.popped(to: navigator.state.topStack.path[0].id), interactive: true)
    }
    #expect(diary.asked.isEmpty)
  }

  /// A swipe back UIKit runs although the host turned the gesture off (an app that enabled the
  /// recognizer again, a gesture of its own): the session does not follow it as a gesture, and
  /// the stack it shows is put back and asked about.
  @Test func uikitSwipeThatRunsAnywayIsPutBackAndAsked() async throws {
    let host = UIKitStandIn()
    let diary = LeaveDiary()
    let (navigator, settings) = try await editing(host, diary)
    host.play(UIKitTraces.swipeBackCompleted())
    #expect(navigator.state.topScreen == settings)
    #expect(host.hierarchy == navigator.state.read)
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(navigator.state.topScreen == settings)
  }

  @Test func uikitPullDownOnAProtectedLayerIsRefusedAndTheGuardMayDismiss() async throws {
    let host = UIKitStandIn()
    let diary = LeaveDiary()
    let navigator = try await editingInASheet(host, diary)
    // isModalInPresentation
    #expect(host.session?.answer(.pullDown(layerAt: 0, heldByTheApp: false)) == false)
    host.play(UIKitTraces.pullDownRefused)
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(navigator.state.modals.count == 1)
    diary.answer = .leave
    host.play(UIKitTraces.pullDownRefused)
    await eventually { navigator.state.modals.isEmpty }
    await host.clock.run()
    #expect(host.hierarchy == navigator.state.read)
  }

  /// A presentation that sets `isModalInPresentation` keeps the pull-down off: the guard that
  /// lets the layer go does not turn it on, and a pull-down attempt is the app's (no guard asked,
  /// nothing dismissed).
  @Test func aPresentationThatTurnsOffThePullDownKeepsItOff() async throws {
    let host = UIKitStandIn()
    host.modalStyles = [PresentationStyle.sheet.name]
    let diary = LeaveDiary()
    diary.answer = .leave
    let navigator = try await editingInASheet(host, diary)
    #expect(host.session?.answer(.pullDown(layerAt: 0, heldByTheApp: false)) == false)
    #expect(host.session?.answer(.pullDown(layerAt: 0, heldByTheApp: true)) == false)
    host.play(UIKitTraces.pullDownRefused)
    await host.clock.run()
    #expect(diary.asked.isEmpty, "the guard was asked about a pull-down the app turned off")
    #expect(navigator.state.modals.count == 1)
    #expect(host.hierarchy == navigator.state.read)
  }

  // MARK: SwiftUI

  @Test func swiftUIReplacementBackButtonAsksTheGuard() async throws {
    let host = BindingStandIn()
    let diary = LeaveDiary()
    let (navigator, settings) = try await editing(host, diary)
    #expect(host.session?.answer(.platformBackButton(of: settings.id)) == false)
    host.play(SwiftUITraces.heldBackButtonTap)
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(navigator.state.topScreen == settings)
    diary.answer = .leave
    host.play(SwiftUITraces.heldBackButtonTap)
    await eventually { navigator.state.topScreen != settings }
    await host.clock.run()
    navigator.expectStack([Page.home, .cart])
    #expect(host.session?.drawn == navigator.state)
  }

  /// The long-press menu of the replacement Back button lists the screens below, the nearest
  /// first, as UIKit's back menu does; a choice pops to that screen once the guard lets go.
  @Test func theReplacementBackMenuPopsToTheScreenChosenThroughTheGuard() async throws {
    let host = BindingStandIn()
    let diary = LeaveDiary()
    let (navigator, settings) = try await editing(host, diary)
    let session = try #require(host.session)
    #expect(session.backMenu(of: settings.id).map(\.route) == [AnyRoute(Page.cart), AnyRoute(Page.home)])
    host.play(SwiftUITraces.heldBackMenuChoice(index: 1))
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(navigator.state.topScreen == settings, "the guard said stay")
    diary.answer = .leave
    host.play(SwiftUITraces.heldBackMenuChoice(index: 1))
    await eventually { navigator.state.topScreen != settings }
    await host.clock.run()
    navigator.expectStack([Page.home])
    #expect(session.drawn == navigator.state)
  }

  /// A leave guard added or removed while its screen is drawn: the views hear it at once (the
  /// screen's Back button), not at the next step.
  @Test func swiftUIViewsHearALeaveGuardAddedAndRemovedOnScreen() async throws {
    let host = BindingStandIn()
    let diary = LeaveDiary()
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.present(Page.login).value
    try await navigator.push(Page.cart).value
    let drawing = try #require(host.session?.drawing)
    let cart = navigator.state.topScreen
    let backButton = drawing.holdsBackButton(of: cart.id)
    let pullDown = drawing.allowsInteractiveDismissal(ofLayerAt: 0)
    #expect(backButton.value == false)
    #expect(pullDown.value == true)
    let added = navigator.addLeaveGuard(protecting: cart.id) { diary.check($0) }
    #expect(backButton.value == true)
    #expect(pullDown.value == true, "SwiftUI tells no refused pull-down: it is let go and asked after")
    navigator.removeLeaveGuard(added)
    #expect(backButton.value == false)
    #expect(pullDown.value == true)
  }

  @Test func swiftUIPathWriteThatPopsAProtectedScreenIsRedrawnAndAsked() async throws {
    for trace in [SwiftUITraces.swipeBackFinished, SwiftUITraces.backMenu(popping: 2)] {
      let host = BindingStandIn()
      let diary = LeaveDiary()
      let (navigator, settings) = try await editing(host, diary)
      let redraws = host.redraws
      host.play(trace)
      #expect(host.redraws == redraws + 1)
      await eventually { diary.asked.count == 1 }
      await host.clock.run()
      #expect(navigator.state.topScreen == settings)
      #expect(host.session?.drawn == navigator.state)
    }
  }

  /// SwiftUI tells no refused pull-down, so a protected sheet is not held: pulled down, its `nil`
  /// is refused, the sheet drawn again and the guard asked, which keeps it or lets it go.
  @Test func aPulledDownGuardedSheetAsksItsGuard() async throws {
    let host = BindingStandIn()
    let diary = LeaveDiary()
    let navigator = try await editingInASheet(host, diary)
    let drawing = try #require(host.session?.drawing)
    #expect(drawing.allowsInteractiveDismissal(ofLayerAt: 0).value == true, "the sheet can be pulled down")
    host.play(SwiftUITraces.pullDownEnds)
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(host.redraws == 1)
    #expect(diary.asked.first?.reason == .userExit)
    #expect(navigator.state.modals.count == 1)
    diary.answer = .leave
    host.play(SwiftUITraces.pullDownEnds)
    await eventually { navigator.state.modals.isEmpty }
    await host.clock.run()
    #expect(host.session?.drawn == navigator.state)
  }
}
