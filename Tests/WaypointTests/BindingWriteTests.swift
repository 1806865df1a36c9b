import Testing
@_spi(Hosts) import Waypoint

/// What each SwiftUI binding write means: a shorter path is the user popping, by identity; a
/// nil sheet item is the user dismissing the layer the binding showed; a tab write is a tab
/// tap, refused during a plan; anything else is refused, and a write that says what is drawn
/// is nothing. A write never changes the navigator's state: the host reports it.
@Suite("SwiftUI host: what a binding write means")
struct BindingWriteTests {
  /// `[home, list, detail]` at the root, under a sheet `[cart, pay]`.
  static let stacked: NavigationState = {
    var state = NavigationState(root: Name("home"))
    state.push(Name("list"))
    state.push(Name("detail"))
    return state
  }()

  /// A model showing `state`, its first drawing done (its visible screens have loaded).
  static func attached(_ state: NavigationState) -> BindingHostModel {
    var bindings = BindingHostModel(showing: state)
    _ = bindings.attachmentEvents()
    return bindings
  }

  static func ids(_ state: NavigationState, _ location: StackLocation = .root) -> [ScreenID] {
    state[stack: location]!.entries.map(\.id)
  }

  static func routes(_ state: NavigationState, _ location: StackLocation = .root) -> [String] {
    state[stack: location]!.entries.map(\.route.description)
  }

  // MARK: Paths

  @Test func aShorterPathIsTheUserPoppingReportedByIdentity() throws {
    var bindings = Self.attached(Self.stacked)
    let ids = Self.ids(Self.stacked)
    #expect(bindings.path(at: .root) == Array(ids.dropFirst()))
    let report = try #require(try bindings.pathWritten([ids[1]], above: ids[0], at: .root))
    #expect(report.change == .popped(to: ids[1]))
    // The list was never on screen: it loads as it first appears.
    #expect(
      report.events.map(\.description) == [
        "load list", "willDisappear detail", "willAppear list", "didDisappear detail", "didAppear list",
      ])
    #expect(Self.routes(bindings.drawn) == ["home", "list"])
    let toRoot = try bindings.pathWritten([], above: ids[0], at: .root)
    #expect(toRoot?.change == .popped(to: ids[0]))
    #expect(bindings.path(at: .root).isEmpty)
  }

  @Test func aStaleSetterCalledTwiceDoesNothing() throws {
    var bindings = Self.attached(Self.stacked)
    let ids = Self.ids(Self.stacked)
    _ = try bindings.pathWritten([ids[1]], above: ids[0], at: .root)
    // The same setter again: the path already says so.
    let again = try bindings.pathWritten([ids[1]], above: ids[0], at: .root)
    #expect(again == nil)
    // A setter made before the pop, writing what it saw then: refused, the views draw the
    // host's path again.
    #expect(throws: HostError.foreignScreens(.root)) {
      try bindings.pathWritten([ids[1], ids[2]], above: ids[0], at: .root)
    }
    #expect(Self.routes(bindings.drawn) == ["home", "list"])
    // A sheet setter made for a layer that is gone.
    var sheet = Self.stacked
    sheet.present(Name("cart"))
    bindings = Self.attached(sheet)
    let layer = sheet.modals[0].id
    let first = try bindings.layerDismissed(layer)
    let second = try bindings.layerDismissed(layer)
    let unbound = try bindings.layerDismissed(nil)
    #expect(first != nil)
    #expect(second == nil)
    #expect(unbound == nil)
    #expect(bindings.drawn.modals.isEmpty)
  }

  @Test func theSameRouteTwiceInAStackIsToldApartByIdentity() throws {
    var state = NavigationState(root: Page.home)
    state.push(Page.product(1))
    state.push(Page.product(1))
    var bindings = Self.attached(state)
    let ids = Self.ids(state)
    let report = try #require(try bindings.pathWritten([ids[1]], above: ids[0], at: .root))
    #expect(report.change == .popped(to: ids[1]))
    #expect(Self.ids(bindings.drawn) == [ids[0], ids[1]])
    #expect(report.events.map(\.entry.id) == [ids[1], ids[2], ids[1], ids[2], ids[1]])
  }

  @Test func aLongerPathFromAStrayNavigationLinkIsRefused() {
    var bindings = Self.attached(Self.stacked)
    let ids = Self.ids(Self.stacked)
    let refused: [[ScreenID]] = [
      Array(ids.dropFirst()) + [ScreenID.next()],  // NavigationLink(value:) appended a screen
      [ids[2], ids[1]],  // reordered
      [ScreenID.next()],  // replaced
      [ids[0]],  // the root pushed on itself
    ]
    for path in refused {
      #expect(throws: HostError.foreignScreens(.root)) {
        try bindings.pathWritten(path, above: ids[0], at: .root)
      }
    }
    #expect(bindings.drawn == Self.stacked)
  }

  @Test func aPathWriteDuringAStepIsRefusedUnlessItSaysWhatIsDrawn() throws {
    var bindings = Self.attached(Self.stacked)
    var stack = Self.stacked.topStack
    stack.push(ScreenEntry(Name("reviews")))
    _ = try bindings.begin(.setStack(stack, in: .root))
    let drawn = bindings.path(at: .root)
    #expect(drawn.count == 3)
    let root = stack.root.id
    let same = try bindings.pathWritten(drawn, above: root, at: .root)
    #expect(same == nil)
    #expect(throws: HostError.self) {
      try bindings.pathWritten(Array(drawn.prefix(1)), above: root, at: .root)
    }
    #expect(bindings.path(at: .root) == drawn)
  }

  @Test func aPathIsReadInEveryStackOfTheTree() {
    var state = NavigationState.shopTabs
    state.push(Page.product(1))
    state.present(Page.cart)
    state.push(Page.checkout)
    let bindings = Self.attached(state)
    #expect(bindings.path(at: .tab(AnyTag(TabID.shop))).count == 1)
    #expect(bindings.path(at: .tab(AnyTag(TabID.search))).isEmpty)
    #expect(bindings.path(at: .modal(0)) == [state.modals[0].stack.top.id])
    #expect(bindings.path(at: .root).isEmpty)
    #expect(bindings.path(at: .modal(1)).isEmpty)
  }

  @Test func aWriteForAStackNoLongerDrawnThereIsNothing() throws {
    var state = Self.stacked
    state.present(Name("cart"))
    state.push(Name("pay"))
    var bindings = Self.attached(state)
    let cart = state.modals[0].stack
    _ = try bindings.begin(.dismiss(at: 0))
    // The sheet's NavigationStack, sliding away, writes its path.
    let leaving = try bindings.pathWritten([], above: cart.root.id, at: .modal(0))
    #expect(leaving == nil)
    _ = bindings.finish()
    // Another layer took its place: a write made for the old one means nothing there.
    _ = try bindings.begin(.present(ModalLayer(style: .sheet, stack: ScreenStack(Name("login"))), at: 0))
    _ = bindings.finish()
    let replaced = try bindings.pathWritten([], above: cart.root.id, at: .modal(0))
    #expect(replaced == nil)
    let nowhere = try bindings.pathWritten([], above: cart.root.id, at: .modal(3))
    #expect(nowhere == nil)
    #expect(bindings.drawn.modals.map(\.stack.root.route.description) == ["login"])
  }

  @Test func aStackOnItsWayOutIsNoLongerReadAtItsPlace() throws {
    var state = Self.stacked
    state.present(Name("cart"))
    state.push(Name("pay"))
    var bindings = Self.attached(state)
    let cart = state.modals[0].stack
    #expect(bindings.stack(at: .modal(0), rootedAt: cart.root.id) == cart)
    #expect(bindings.stack(at: .root, rootedAt: cart.root.id) == nil)
    _ = try bindings.begin(.dismiss(at: 0))
    #expect(bindings.stack(at: .modal(0), rootedAt: cart.root.id) == nil)
    _ = bindings.finish()
    _ = try bindings.begin(.present(ModalLayer(style: .sheet, stack: ScreenStack(Name("login"))), at: 0))
    #expect(bindings.stack(at: .modal(0), rootedAt: cart.root.id) == nil)
  }

  @Test func aPoppedScreenIsFoundWhileItSlidesOut() throws {
    var bindings = Self.attached(Self.stacked)
    let detail = Self.stacked.topScreen
    var stack = Self.stacked.topStack
    stack.pop()
    _ = try bindings.begin(.setStack(stack, in: .root))
    #expect(bindings.entry(detail.id) == detail)
    _ = bindings.finish()
    #expect(bindings.entry(detail.id) == nil)
    #expect(bindings.entry(stack.top.id) == stack.top)
  }

  // MARK: Sheets and covers

  @Test func aPullDownIsReportedByTheLayerTheBindingShowedWithTheLayersAboveIt() throws {
    var state = Self.stacked
    state.present(Name("cart"))
    state.push(Name("pay"))
    state.present(Name("receipt"))
    var bindings = Self.attached(state)
    let (cart, receipt) = (state.modals[0].id, state.modals[1].id)
    // The top sheet pulled down.
    let report = try #require(try bindings.layerDismissed(receipt))
    #expect(report.change == .dismissed(layer: receipt))
    #expect(report.events.map(\.description) == ["willDisappear receipt", "didDisappear receipt"])
    #expect(bindings.drawn.modals.map(\.id) == [cart])
    // `@Environment(\.dismiss)` in the cart, with a layer above it: both go.
    bindings = Self.attached(state)
    let both = try bindings.layerDismissed(cart)
    #expect(both?.change == .dismissed(layer: cart))
    #expect(bindings.drawn.modals.isEmpty)
    #expect(bindings.drawn.root == state.root)
  }

  @Test func aScreenDismissingItselfGoesThroughDuringAPlanButNotDuringAStep() throws {
    var state = Self.stacked
    state.present(Name("cart"))
    var bindings = Self.attached(state)
    bindings.isLocked = true
    let layer = state.modals[0].id
    var during = bindings
    _ = try during.begin(.present(ModalLayer(style: .sheet, stack: ScreenStack(Name("login"))), at: 1))
    #expect(throws: HostError.self) { try during.layerDismissed(layer) }
    #expect(during.drawn.modals.count == 2)
    let dismissal = try bindings.layerDismissed(layer)
    #expect(dismissal?.change == .dismissed(layer: layer))
  }

  @Test func aLayerIsReadByTheSheetOrTheCoverOfTheLevelBelowIt() {
    let card = PresentationStyle("card", coversContent: false, allowsInteractiveDismissal: true)
    let blind = PresentationStyle("blind", coversContent: true, allowsInteractiveDismissal: false)
    var state = Self.stacked
    for style in [PresentationStyle.sheet, .fullScreenCover, card, blind] {
      state.present(Name("\(style)"), style: style)
    }
    // A host's table: the kind of presentation drawing each style, by name.
    let table = ["sheet": "sheet", "fullScreenCover": "cover", "card": "sheet", "blind": "cover"]
    let bindings = Self.attached(state)
    let covers = (0..<5).map { bindings.layer(at: $0, drawnAs: "cover") { table[$0.name] }?.id }
    let sheets = (0..<5).map { bindings.layer(at: $0, drawnAs: "sheet") { table[$0.name] }?.id }
    let ids = state.modals.map(\.id)
    #expect(sheets == [ids[0], nil, ids[2], nil, nil])
    #expect(covers == [nil, ids[1], nil, ids[3], nil])
  }

  @Test func onlyASheetAtRestMayBePulledDown() throws {
    var state = Self.stacked
    state.present(Name("cart"))
    state.present(Name("login"), style: .fullScreenCover)
    state.present(Name("form"))
    state.modals[2].stack.root.interactiveDismissDisabled = true
    state.present(Name("note"))
    var bindings = Self.attached(state)
    #expect(
      (0..<5).map { bindings.allowsInteractiveDismissal(ofLayerAt: $0) } == [true, false, false, true, false])
    bindings.isLocked = true
    #expect(!bindings.allowsInteractiveDismissal(ofLayerAt: 3))
    bindings.isLocked = false
    _ = try bindings.begin(.dismiss(at: 3))
    #expect(!bindings.allowsInteractiveDismissal(ofLayerAt: 0))
  }

  // MARK: Tabs

  @Test func aTabTapDuringAPlanIsRefusedAndTheSelectionStays() throws {
    var bindings = Self.attached(.shopTabs)
    let search = AnyTag(TabID.search)
    bindings.isLocked = true
    #expect(throws: HostError.lockedDuringPlan) { try bindings.tabSelected(search) }
    #expect(bindings.drawn.tabBar?.selected.id == AnyTag(TabID.shop))
    bindings.isLocked = false
    let report = try #require(try bindings.tabSelected(search))
    #expect(report.change == .selected(tab: search))
    #expect(
      report.events.map(\.description) == [
        "load product(0)", "willDisappear home", "willAppear product(0)",
        "didDisappear home", "didAppear product(0)",
      ])
    #expect(bindings.drawn.tabBar?.selected.id == search)
    let twice = try bindings.tabSelected(search)
    #expect(twice == nil)
    #expect(throws: HostError.self) { try bindings.tabSelected(AnyTag("nowhere")) }
  }
}
