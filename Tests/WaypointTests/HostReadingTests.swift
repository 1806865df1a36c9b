import Testing
@_spi(Hosts) import Waypoint

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
    model.displayed[stack: location]!.entries.map(\.id)
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
    let outline = state.outline
    #expect(outline.stacks.count == 3)
    #expect(outline.selectedTab == 1)
    #expect(outline.layers == [[state.modals[0].id]])
    #expect(NavigationState(root: Page.home).outline.selectedTab == nil)
  }

  @Test func aStalledStepIsSettledFromTheIdentitiesOnScreen() throws {
    var base = NavigationState(root: Name("home"))
    base.push(Name("list"))
    var model = HostModel(showing: base)
    var target = base.topStack
    target.push(ScreenEntry(Name("a")))
    target.push(ScreenEntry(Name("b")))

    // The screen shows the step's end: done.
    var shown = model
    let push = try shown.begin(.setStack(target, in: .root))
    var after = base
    after.setStack(target)
    #expect(shown.resolve(push, seeing: after.outline).done)
    #expect(shown.displayed == after)

    // The screen shows half of it: not done, and the model shows that half.
    let half = try model.begin(.setStack(target, in: .root))
    let ids = target.entries.map(\.id)
    let (done, events) = model.resolve(half, seeing: ScreenOutline(stacks: [Array(ids.prefix(3))]))
    #expect(!done)
    #expect(model.displayed.topStack.entries.map(\.route.description) == ["home", "list", "a"])
    #expect(events.map(\.description).contains("didAppear a"))
    #expect(model.running == nil)
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
    var stalled = model
    let transition = try model.begin(step)
    #expect(transition.after.outline != transition.before.outline)
    #expect(model.resolve(transition, seeing: transition.after.outline).done)
    #expect(model.displayed == transition.after)
    let again = try stalled.begin(step)
    #expect(!stalled.resolve(again, seeing: again.before.outline).done)
    #expect(stalled.displayed == state)
  }

  @Test func aHierarchyWithScreensNobodyKnowsIsTakenAsTheStepsStart() throws {
    var model = HostModel(showing: NavigationState(root: Name("home")))
    var stack = model.displayed.topStack
    stack.push(ScreenEntry(Name("detail")))
    let push = try model.begin(.setStack(stack, in: .root))
    let before = push.before
    let (done, _) = model.resolve(push, seeing: ScreenOutline(stacks: [[ScreenID.next(), ScreenID.next()]]))
    #expect(!done)
    #expect(model.displayed == before)
  }

  @Test func aDismissalThatLeftOneOfTwoLayersIsSettledWithTheOneLeft() throws {
    var state = NavigationState(root: Name("home"))
    state.present(Name("cart"))
    state.present(Name("login"), style: .fullScreenCover)
    var model = HostModel(showing: state)
    let dismissal = try model.begin(.dismissLayers(from: 0))
    let outline = ScreenOutline(stacks: state.outline.stacks, layers: [[state.modals[0].id]])
    let (done, _) = model.resolve(dismissal, seeing: outline)
    #expect(!done)
    #expect(model.displayed.modals.map(\.stack.root.route.description) == ["cart"])
    #expect(model.displayed.modals[0].style == .sheet)
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
    #expect(throws: HostError.builderRegisteredTwice("Name")) {
      try objects.register(Name.self) { _ in View() }
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
    let builders = RouteBuilders<String>().adding(Name.self) { "name \($0)" }
    let entry = ScreenEntry(Name("a"))
    #expect(try builders.make(for: entry) == "name \(Name("a"))")
    let page = ScreenEntry(Page.home)
    #expect(throws: HostError.unresolvableScreen(page)) { try builders.make(for: page) }
  }

  @Test func aSecondBuilderForATypeMakesItsScreensAnErrorNotAnOverride() throws {
    let builders = RouteBuilders<String>().adding(Name.self) { _ in "first" }.adding(Page.self) { _ in "page"
    }
    let twice = builders.adding(Name.self) { _ in "second" }
    #expect(throws: HostError.builderRegisteredTwice("Name")) { try twice.make(for: ScreenEntry(Name("a"))) }
    #expect(try twice.make(for: ScreenEntry(Page.home)) == "page")
    #expect(
      try builders.make(for: ScreenEntry(Name("a"))) == "first", "the builders it was added to are unchanged")
  }
}
