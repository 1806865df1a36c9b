import Testing
@_spi(Hosts) import Waypoint

@testable import WaypointHarness

/// The rules of the screen every host shares: what is visible, which events a step sends, which
/// steps and gestures are legal, and how a stalled step is settled.
@Suite("Host model")
struct HostModelTests {
  static let card = PresentationStyle("card", coversContent: false, allowsInteractiveDismissal: true)
  static let blind = PresentationStyle("blind", coversContent: true, allowsInteractiveDismissal: false)

  /// Layers over a root with `[home, list]`, and the routes the user sees, top first.
  static let visibility: [([PresentationStyle], [String])] = [
    ([], ["list"]),
    ([.sheet], ["modal 0", "list"]),
    ([.fullScreenCover], ["modal 0"]),
    ([.sheet, .sheet], ["modal 1", "modal 0", "list"]),
    ([.fullScreenCover, .sheet], ["modal 1", "modal 0"]),
    ([.sheet, .fullScreenCover], ["modal 1"]),
    ([card], ["modal 0", "list"]),
    ([blind], ["modal 0"]),
    ([blind, card], ["modal 1", "modal 0"]),
  ]

  @Test(arguments: visibility)
  func whatTheUserSees(styles: [PresentationStyle], visible: [String]) {
    var state = NavigationState(root: Name("home"))
    state.push(Name("list"))
    for (index, style) in styles.enumerated() { state.present(Name("modal \(index)"), style: style) }
    #expect(state.visibleScreens.map(\.route.description) == visible)
  }

  @Test func aPushSendsItsEventsInUIKitsOrderAndLoadsOnce() throws {
    var model = HostModel(showing: NavigationState(root: Name("home")))
    #expect(
      model.attachmentEvents().map(\.description) == ["load home", "willAppear home", "didAppear home"])
    var stack = model.shown.topStack
    stack.push(ScreenEntry(Name("detail")))
    let push = try model.begin(.setStack(stack, in: .root))
    #expect(push.willEvents.map(\.description) == ["load detail", "willDisappear home", "willAppear detail"])
    #expect(model.finish(push).map(\.description) == ["didDisappear home", "didAppear detail"])
    stack.pop()
    let pop = try model.begin(.setStack(stack, in: .root))
    // The home screen loaded before: it appears again without loading.
    #expect(pop.willEvents.map(\.description) == ["willDisappear detail", "willAppear home"])
  }

  @Test func overlappingAndIllegalStepsAreRefused() throws {
    var state = NavigationState(root: Name("home"))
    state.present(Name("cart"), embedded: false)
    var model = HostModel(showing: state)
    let sheet = ModalLayer(style: .sheet, stack: ScreenStack(Name("login")))
    #expect(throws: HostError.self) { try model.begin(.dismiss(at: 3)) }
    #expect(throws: HostError.self) { try model.begin(.present(sheet, at: 0)) }
    #expect(throws: HostError.self) { try model.begin(.setRoot(.stack(ScreenStack(Name("x"))))) }
    var bare = model.shown.modals[0].stack
    bare.push(ScreenEntry(Name("pushed")))
    #expect(throws: HostError.self) { try model.begin(.setStack(bare, in: .modal(0))) }  // no container
    let present = try model.begin(.present(sheet, at: 1))
    #expect(throws: HostError.self) { try model.begin(.dismiss(at: 1)) }  // one at a time
    model.finish(present)
    #expect(model.shown.modals.count == 2)
  }

  @Test func aCancelledInteractiveGestureUndoesItsWillEvents() throws {
    var state = NavigationState(root: Name("home"))
    state.push(Name("detail"))
    var model = HostModel(showing: state)
    let swipe = try model.beginInteractive(.popped(to: state.topStack.root.id))
    // The home screen was never shown: it loads as the swipe starts.
    #expect(swipe.willEvents.map(\.description) == ["load home", "willDisappear detail", "willAppear home"])
    let (events, change) = model.endInteractive(committed: false)
    #expect(change == nil)
    #expect(
      events.map(\.description) == [
        "willDisappear home", "didDisappear home", "willAppear detail", "didAppear detail",
      ])
    #expect(model.shown == state)
  }

  @Test func aCommittedGestureReportsItsChangeByIdentity() throws {
    var state = NavigationState(root: Name("home"))
    state.present(Name("cart"))
    var model = HostModel(showing: state)
    let layer = state.modals[0].id
    _ = try model.beginInteractive(.dismissed(layer: layer))
    let (events, change) = model.endInteractive(committed: true)
    #expect(change == .dismissed(layer: layer))
    #expect(events.map(\.description) == ["didDisappear cart"])  // the home stayed visible under the sheet
    #expect(model.shown.modals.isEmpty)
  }

  @Test func gesturesTheUserMayNotMakeAreRefused() throws {
    var state = NavigationState(root: Name("home"))
    state.present(Name("cover"), style: .fullScreenCover)
    var model = HostModel(showing: state)
    #expect(throws: HostError.notDismissible(.fullScreenCover)) {
      try model.beginInteractive(.dismissed(layer: state.modals[0].id))
    }
    var form = ScreenEntry(Name("form"))
    form.interactiveDismissDisabled = true
    state.present(ModalLayer(style: .sheet, stack: ScreenStack(root: form)))
    model = HostModel(showing: state)
    #expect(throws: HostError.notDismissible(.sheet)) {
      try model.beginInteractive(.dismissed(layer: form.id))
    }
    // A screen dismissing itself is not a gesture: it always goes through.
    _ = try model.userDid(.dismissed(layer: form.id))
    #expect(model.shown.modals.count == 1)
  }

  @Test func duringAPlanTheLockableGesturesAreLockedAndTheOthersGoThrough() throws {
    var state = NavigationState(tabs: Tab(id: "a", root: Name("home")), Tab(id: "b", root: Name("other")))
    state.push(Name("detail"))
    var model = HostModel(showing: state)
    model.isLocked = true
    #expect(throws: HostError.lockedDuringPlan) { try model.userDid(.selected(tab: AnyTag("b"))) }
    #expect(throws: HostError.lockedDuringPlan) {
      try model.beginInteractive(.popped(to: state.topStack.root.id))
    }
    _ = try model.userDid(.popped(to: state.topStack.root.id))  // the back button
    #expect(model.shown.topStack.depth == 0)
  }

  @Test func aFinishedStepShowsItsEndAndAGivenUpOneUndoesItsWillEvents() throws {
    var model = HostModel(showing: NavigationState(root: Name("home")))
    let sheet = ModalLayer(style: .fullScreenCover, stack: ScreenStack(Name("cart")))
    let shown = try model.begin(.present(sheet, at: 0))
    #expect(model.finish(shown).map(\.description) == ["didDisappear home", "didAppear cart"])
    #expect(model.shown == shown.after)
    let dismissal = try model.begin(.dismiss(at: 0))
    let undo = model.abandon(dismissal)
    #expect(model.running == nil)
    #expect(
      undo.map(\.description) == [
        "willDisappear home", "didDisappear home", "willAppear cart", "didAppear cart",
      ])
    #expect(model.shown.modals.count == 1)
  }
}
