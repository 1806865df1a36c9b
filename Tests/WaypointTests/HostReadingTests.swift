import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// What a platform host reads back means the same for every host: a stack shown shorter is the
/// user popping, anything else is refused; a stalled step is settled from the identities on
/// screen; each screen gets its own platform object, made in one order.
@Suite("Reading a platform's hierarchy")
struct HostReadingTests {
  /// A model showing `[home, list, detail]` at the root, under a sheet showing `[cart, pay]`.
  static func model() -> HostModel {
    var state = NavigationState(root: Name("home"))
    state.push(Name("list"))
    state.push(Name("detail"))
    state.present(Name("cart"))
    state.push(Name("pay"))
    return HostModel(showing: state)
  }

  static func ids(_ model: HostModel, _ location: StackLocation) -> [ScreenID] {
    model.shown[stack: location]!.entries.map(\.id)
  }

  @Test func aStackShownShorterIsTheUserPoppingToItsNewTop() throws {
    let model = Self.model()
    let root = Self.ids(model, .root)
    #expect(try model.userChange(inStackAt: .root, showing: root) == nil)
    #expect(try model.userChange(inStackAt: .root, showing: Array(root.prefix(2))) == .popped(to: root[1]))
    #expect(try model.userChange(inStackAt: .root, showing: [root[0]]) == .popped(to: root[0]))
    let sheet = Self.ids(model, .modal(0))
    #expect(try model.userChange(inStackAt: .modal(0), showing: [sheet[0]]) == .popped(to: sheet[0]))
  }

  @Test func aStackShowingScreensTheNavigatorDidNotPutThereIsRefused() {
    let model = Self.model()
    let root = Self.ids(model, .root)
    let refused: [(StackLocation, [ScreenID?])] = [
      (.root, root + [ScreenID.next()]),  // a controller pushed around the navigator
      (.root, root.map { $0 } + [nil]),  // an object the host does not know
      (.root, [root[0], root[2]]),  // reordered underneath
      (.root, []),  // emptied
      (.modal(3), [root[0]]),  // no such stack
      (.tab(AnyTag(TabID.shop)), [root[0]]),
    ]
    for (location, ids) in refused {
      #expect(throws: HostError.foreignScreens(location)) {
        try model.userChange(inStackAt: location, showing: ids)
      }
    }
  }

  @Test func aStaleSetterCalledAfterTheUserPoppedFurtherChangesNothing() throws {
    var model = Self.model()
    let root = Self.ids(model, .root)
    // The binding was made while [home, list, detail] showed; the user popped to home since.
    let change = try #require(try model.userChange(inStackAt: .root, showing: [root[0]]))
    _ = try model.userDid(change)
    #expect(throws: HostError.foreignScreens(.root)) {
      try model.userChange(inStackAt: .root, showing: Array(root.prefix(2)))
    }
    #expect(try model.userChange(inStackAt: .root, showing: [root[0]]) == nil)  // called twice
  }

  @Test func theSameRouteTwiceInAStackIsToldApartByIdentity() throws {
    var state = NavigationState(root: Name("home"))
    state.push(Name("product"))
    state.push(Name("product"))
    let model = HostModel(showing: state)
    let ids = Self.ids(model, .root)
    #expect(try model.userChange(inStackAt: .root, showing: Array(ids.prefix(2))) == .popped(to: ids[1]))
  }

  @Test func anOutlineNamesEveryStackTheSelectedTabAndTheLayers() {
    var state = NavigationState.shopTabs
    state.select(tab: TabID.search)
    state.present(Page.cart)
    let outline = state.read
    #expect(outline.stacks.count == 3)
    #expect(outline.selectedTab == 1)
    #expect(outline.layers == [[state.modals[0].id]])
    #expect(NavigationState(root: Page.home).read.selectedTab == nil)
  }

  @MainActor @Test func aStalledStepIsSettledFromTheIdentitiesOnScreen() async throws {
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Name("home")), host: host)
    try await navigator.push(Name("list")).value
    host.clearRecords()
    host.stallNextStep(.halfway)
    let request = navigator.navigate { state in
      state.push(Name("a"))
      state.push(Name("b"))
    }
    await host.clock.run()
    // The screen shows half of it: the navigator's state shows that half too, and the request
    // says so.
    guard case .failure(.hostFailed(_, HostError.leftHalfDone(_, let screen))) = await request.result else {
      Issue.record("the request did not fail with what is on screen")
      return
    }
    #expect(navigator.state.topStack.entries.map(\.route.description) == ["home", "list", "a"])
    #expect(host.screen == navigator.state)
    #expect(screen == navigator.state)
    #expect(host.lifecycleLog.contains("didAppear a"))
    #expect(!host.lifecycleLog.contains("didAppear b"))
  }

  static let card = PresentationStyle("card", coversContent: false, allowsInteractiveDismissal: true)

  /// A step of every kind, from a tab bar under a sheet and a bare card.
  static func step(_ name: String, in state: NavigationState) -> NavigationStep {
    switch name {
    case "push":
      var stack = state[stack: .tab(AnyTag(TabID.shop))]!
      stack.push(ScreenEntry(Name("detail")))
      return .setStack(stack, in: .tab(AnyTag(TabID.shop)))
    case "present":
      return .present(ModalLayer(style: .fullScreenCover, stack: ScreenStack(Name("login"))), at: 2)
    case "dismiss": return .dismiss(at: 1)
    case "dismiss together": return .dismissLayers(from: 0)
    default: return .selectTab(AnyTag(TabID.search))
    }
  }

  @Test(arguments: ["push", "present", "dismiss", "dismiss together", "select a tab"])
  func theScreenAfterEveryKindOfStepIsAnOutlineTheHostCanCompare(step name: String) throws {
    var state = NavigationState(
      tabs: Tab(id: TabID.shop, root: Name("home")), Tab(id: TabID.search, root: Name("search")))
    state.present(Name("cart"))
    state.present(Name("filters"), style: Self.card, embedded: false)
    let step = Self.step(name, in: state)
    var model = HostModel(showing: state)
    let transition = try model.begin(step)
    #expect(transition.after.read != transition.before.read)
    #expect(HostModel.state(showing: transition.after.read, from: transition) == transition.after)
    #expect(HostModel.state(showing: transition.before.read, from: transition) == state)
  }

  @Test func aReadWithScreensNobodyKnowsIsNoState() throws {
    var model = HostModel(showing: NavigationState(root: Name("home")))
    var stack = model.shown.topStack
    stack.push(ScreenEntry(Name("detail")))
    let push = try model.begin(.setStack(stack, in: .root))
    #expect(
      HostModel.state(showing: ScreenRead(stacks: [[ScreenID.next(), ScreenID.next()]]), from: push) == nil)
  }

  @Test func aReadOfOneOfTwoLayersIsTheStateWithTheOneLeft() throws {
    var state = NavigationState(root: Name("home"))
    state.present(Name("cart"))
    state.present(Name("login"), style: .fullScreenCover)
    var model = HostModel(showing: state)
    let dismissal = try model.begin(.dismissLayers(from: 0))
    let read = ScreenRead(stacks: state.read.stacks, layers: [[state.modals[0].id]])
    let shown = try #require(HostModel.state(showing: read, from: dismissal))
    #expect(shown.modals.map(\.stack.root.route.description) == ["cart"])
    #expect(shown.modals[0].style == .sheet)
  }
}

/// The platform objects a host shows: one per screen, made in the documented order, refused
/// when nothing makes one or one is made for two screens, and forgotten when the screen leaves.
@MainActor
@Suite("Screen objects")
struct ScreenObjectsTests {
  class View {}
  final class ScreenView: View, Screen {}
  final class Presenter: Screen {
    let view = View()
  }

  static func objects() -> ScreenObjects<View> {
    ScreenObjects<View>(provided: { ($0 as? Presenter)?.view })
  }

  @Test func theScreenItselfComesFirstThenWhatItProvidesThenTheBuilder() throws {
    let objects = Self.objects()
    let built = View()
    try objects.register(Name.self) { _ in built }
    let screen = ScreenView()
    let presenter = Presenter()
    #expect(try objects.object(for: ScreenEntry(Name("a")), screen: screen) === screen)
    #expect(try objects.object(for: ScreenEntry(Name("b")), screen: presenter) === presenter.view)
    #expect(try objects.object(for: ScreenEntry(Name("c")), screen: nil) === built)
  }

  @Test func aScreenKeepsItsObjectAndAnObjectKnowsItsScreen() throws {
    let objects = Self.objects()
    try objects.register(Name.self) { _ in View() }
    let entry = ScreenEntry(Name("a"))
    let first = try objects.object(for: entry, screen: nil)
    #expect(try objects.object(for: entry, screen: nil) === first)
    #expect(objects.id(of: first) == entry.id)
    #expect(objects.object(for: entry.id) === first)
  }

  @Test func nothingToShowAndOneObjectForTwoScreensAreRefused() throws {
    let objects = Self.objects()
    let entry = ScreenEntry(Page.home)
    #expect(throws: HostError.unresolvableScreen(entry)) { try objects.object(for: entry, screen: nil) }
    let shared = View()
    try objects.register(Name.self) { _ in shared }
    let first = ScreenEntry(Name("a"))
    let second = ScreenEntry(Name("b"))
    _ = try objects.object(for: first, screen: nil)
    #expect(throws: HostError.sharedObject(first.id, second.id)) {
      try objects.object(for: second, screen: nil)
    }
  }

  @Test func aStacksObjectsAreMadeBottomFirstFromTheNavigatorsScreens() throws {
    let objects = Self.objects()
    try objects.register(Name.self) { _ in View() }
    var state = NavigationState(root: Name("home"))
    state.push(Name("detail"))
    let presenter = Presenter()
    let made = try objects.objects(for: state.topStack) { $0 == state.topStack.top.id ? presenter : nil }
    #expect(made.count == 2)
    #expect(made.last === presenter.view)
    #expect(made.first === objects.object(for: state.topStack.root.id))
    state.push(Page.home)
    #expect(throws: HostError.unresolvableScreen(state.topStack.top)) {
      try objects.objects(for: state.topStack) { _ in nil }
    }
  }

  @Test func aLayersStyleIsShownByItsEntryInTheHostsTableOrRefused() throws {
    let table = [PresentationStyle.sheet.name: "page sheet"]
    #expect(try PresentationStyle.sheet.presentation(in: table) == "page sheet")
    #expect(throws: HostError.unknownPresentation(PresentationStyle.popover.name)) {
      try PresentationStyle.popover.presentation(in: table)
    }
  }

  @Test func objectsOfScreensThatLeftTheTreeAreForgottenAndFreed() throws {
    let objects = Self.objects()
    try objects.register(Name.self) { _ in View() }
    var state = NavigationState(root: Name("home"))
    state.push(Name("detail"))
    let detail = state.topStack.top
    weak let made = try objects.object(for: detail, screen: nil)
    _ = try objects.object(for: state.topStack.root, screen: nil)
    #expect(made != nil)
    state.pop()
    objects.keep(only: state)
    #expect(made == nil)
    #expect(objects.object(for: detail.id) == nil)
    #expect(objects.object(for: state.topStack.root.id) != nil)
  }
}

@Suite("Route builders")
@MainActor
struct RouteBuildersTests {
  @Test func eachRouteTypeIsMadeByItsBuilderAndOneWithoutIsRefused() throws {
    let builders = try RouteBuilders<String>().adding(Name.self) { "name \($0)" }
    let entry = ScreenEntry(Name("a"))
    #expect(try builders.make(for: entry) == "name \(Name("a"))")
    let page = ScreenEntry(Page.home)
    #expect(throws: HostError.unresolvableScreen(page)) { try builders.make(for: page) }
  }

  @Test func aTypeRegisteredTwiceIsRefusedWhenRegistered() throws {
    // The one table behind the screen registry, the UIKit host's controllers and the SwiftUI
    // host's views: the second registration throws, and the first stays.
    var table = RouteTypeTable<String>()
    try table.register(Name.self, "first")
    #expect(throws: RouteTypeTable<String>.RegisteredTwice(name: "Name")) {
      try table.register(Name.self, "second")
    }
    #expect(table.value(for: AnyRoute(Name("a"))) == "first")

    let screens = ScreenRegistry()
    try screens.register(Name.self) { _, _ in Probe() }
    #expect(throws: ScreenRegistryError.alreadyRegistered("Name")) {
      try screens.register(Name.self) { _, _ in Probe() }
    }

    let objects = ScreenObjects<ScreenObjectsTests.View>()
    try objects.register(Name.self) { _ in ScreenObjectsTests.View() }
    #expect(throws: HostError.builderRegisteredTwice("Name")) {
      try objects.register(Name.self) { _ in ScreenObjectsTests.View() }
    }

    let builders = try RouteBuilders<String>().adding(Name.self) { _ in "first" }.adding(Page.self) { _ in
      "page"
    }
    #expect(throws: HostError.builderRegisteredTwice("Name")) {
      try builders.adding(Name.self) { _ in "second" }
    }
    #expect(try builders.make(for: ScreenEntry(Name("a"))) == "first")
    #expect(try builders.make(for: ScreenEntry(Page.home)) == "page")
  }

}
