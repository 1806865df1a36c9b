import Testing
@_spi(Hosts) import Waypoint

/// What the SwiftUI host's views draw while a step is under way and once it has finished, and
/// when a step counts as finished: the screens it brings into view have appeared and those it
/// takes out have disappeared, as their appearance probes report, with a watchdog as backstop.
@Suite("SwiftUI host: what is drawn and when a step has finished")
struct BindingHostModelTests {
  /// One kind of step: a change of the shop below, the routes whose screens must appear and
  /// disappear before it has finished.
  struct Kind: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout NavigationState) -> Void
    let appearing: [String]
    let disappearing: [String]
    var testDescription: String { name }
  }

  /// Tabs `shop` ([home, list]) and `search` ([search]), `shop` selected.
  static let shop: NavigationState = {
    var state = NavigationState(
      tabs: Tab(id: TabID.shop, root: Name("home")), Tab(id: TabID.search, root: Name("search")))
    state.push(Name("list"))
    return state
  }()

  static let kinds: [Kind] = [
    Kind(name: "push", change: { $0.push(Name("detail")) }, appearing: ["detail"], disappearing: ["list"]),
    Kind(name: "pop", change: { $0.pop() }, appearing: ["home"], disappearing: ["list"]),
    // A sheet leaves what it covers on screen: only the sheet is awaited.
    Kind(
      name: "present a sheet", change: { $0.present(Name("cart")) }, appearing: ["cart"], disappearing: []),
    Kind(
      name: "present a cover", change: { $0.present(Name("login"), style: .fullScreenCover) },
      appearing: ["login"], disappearing: ["list"]),
    Kind(
      name: "select a tab", change: { $0.select(tab: TabID.search) }, appearing: ["search"],
      disappearing: ["list"]),
    Kind(
      name: "replace the root", change: { $0 = NavigationState(root: Name("welcome")) },
      appearing: ["welcome"],
      disappearing: ["list"]),
    // Nothing on screen changes: the step has finished at once.
    Kind(
      name: "push in a tab that is not selected",
      change: { $0.root = .tabs(Self.pushed(Name("results"), inTab: TabID.search, of: $0)) }, appearing: [],
      disappearing: []),
  ]

  static func pushed(_ route: Name, inTab id: TabID, of state: NavigationState) -> TabBar {
    var bar = state.tabBar!
    bar[stackOf: AnyTag(id)]?.push(ScreenEntry(route))
    return bar
  }

  /// The one step `kind` takes from the shop, begun on a model showing the shop.
  static func begin(_ kind: Kind) throws -> (BindingHostModel, HostTransition, NavigationState) {
    let base = shop
    var target = base
    kind.change(&target)
    let steps = base.plan(to: target)
    try #require(steps.count == 1, "\(steps)")
    var bindings = BindingHostModel(showing: base)
    let transition = try bindings.begin(steps[0])
    return (bindings, transition, target)
  }

  static func names(_ ids: some Sequence<ScreenID>, in state: NavigationState) -> Set<String> {
    Set(ids.compactMap { state.entry($0)?.route.description })
  }

  @Test(arguments: kinds)
  func theViewsDrawTheStepsEndAtOnceAndTheModelDisplaysItOnceItHasFinished(_ kind: Kind) throws {
    var (bindings, transition, target) = try Self.begin(kind)
    #expect(bindings.drawn == target)
    #expect(bindings.displayed == Self.shop)
    for entry in transition.appearing { _ = bindings.probeReported(.didAppear, for: entry.id) }
    for entry in transition.disappearing { _ = bindings.probeReported(.didDisappear, for: entry.id) }
    #expect(!bindings.isAwaitingScreens)
    let didEvents = bindings.finish()
    #expect(didEvents == transition.didEvents)
    #expect(bindings.displayed == target)
    #expect(bindings.drawn == target)
  }

  @Test(arguments: kinds)
  func aStepWaitsForTheScreensItBringsInAndTakesOut(_ kind: Kind) throws {
    let (bindings, transition, target) = try Self.begin(kind)
    let all = target.allEntries + Self.shop.allEntries
    let appearing = Set(transition.appearing.map(\.id))
    let disappearing = Set(transition.disappearing.map(\.id))
    #expect(Self.names(appearing, in: target) == Set(kind.appearing))
    #expect(Self.names(disappearing, in: Self.shop) == Set(kind.disappearing))
    #expect(bindings.isAwaitingScreens == !(appearing.isEmpty && disappearing.isEmpty))

    // Every other signal is ignored, whatever comes first; the last awaited one finishes it.
    var model = bindings
    for entry in all {
      var ignored: [LifecycleEvent] = [.load, .willAppear, .willDisappear, .destroyed]
      if !appearing.contains(entry.id) { ignored.append(.didAppear) }
      if !disappearing.contains(entry.id) { ignored.append(.didDisappear) }
      for event in ignored {
        let finished = model.probeReported(event, for: entry.id)
        #expect(!finished)
      }
    }
    let signals =
      disappearing.map { (LifecycleEvent.didDisappear, $0) }
      + appearing.map { (LifecycleEvent.didAppear, $0) }
    for (index, (event, id)) in signals.enumerated() {
      let finished = model.probeReported(event, for: id)
      #expect(finished == (index == signals.count - 1))
      let again = model.probeReported(event, for: id)
      #expect(!again, "a signal heard twice counts once")
    }
    #expect(!model.isAwaitingScreens)
  }

  @Test func aStalledStepOneOfWhoseScreensReportedIsOnScreen() throws {
    let push = Self.kinds[0]
    var (bindings, transition, target) = try Self.begin(push)
    _ = bindings.probeReported(.didAppear, for: transition.appearing[0].id)  // the disappearance was lost
    #expect(bindings.isAwaitingScreens)
    let (done, events) = bindings.resolveStalledStep()
    #expect(done)
    #expect(events == transition.didEvents)
    #expect(bindings.displayed == target)
    #expect(bindings.drawn == target)
    #expect(!bindings.isAwaitingScreens)
  }

  @Test func aStalledStepNoneOfWhoseScreensReportedIsDrawnBackToItsStart() throws {
    let cover = Self.kinds[3]
    var (bindings, transition, _) = try Self.begin(cover)
    let (done, events) = bindings.resolveStalledStep()
    #expect(!done)
    #expect(events == transition.reversalEvents)
    #expect(bindings.drawn == Self.shop)
    #expect(bindings.displayed == Self.shop)
    // The next step starts from there.
    _ = try bindings.begin(.selectTab(AnyTag(TabID.search)))
    #expect(bindings.drawn.tabBar?.selected.id == AnyTag(TabID.search))
  }

  @Test func aStepIsRefusedWhileAnotherIsUnderWayAndSignalsAfterTheEndAreIgnored() throws {
    var (bindings, transition, _) = try Self.begin(Self.kinds[0])
    #expect(throws: HostError.self) { try bindings.begin(.selectTab(AnyTag(TabID.search))) }
    for entry in transition.appearing { _ = bindings.probeReported(.didAppear, for: entry.id) }
    for entry in transition.disappearing { _ = bindings.probeReported(.didDisappear, for: entry.id) }
    bindings.finish()
    let after = bindings.displayed
    let late = bindings.probeReported(.didAppear, for: after.topScreen.id)
    let events = bindings.finish()
    let resolved = bindings.resolveStalledStep()
    #expect(!late)
    #expect(events.isEmpty)
    #expect(resolved.done)
    #expect(bindings.displayed == after)
  }

  @Test func anIllegalStepIsRefusedAndNothingIsDrawn() {
    var bindings = BindingHostModel(showing: Self.shop)
    #expect(throws: HostError.self) { try bindings.begin(.dismiss(at: 0)) }
    #expect(bindings.drawn == Self.shop)
    #expect(!bindings.isAwaitingScreens)
  }

  @Test func attachingDrawsTheVisibleScreens() {
    var bindings = BindingHostModel(showing: Self.shop)
    #expect(
      bindings.attachmentEvents().map(\.description) == ["load list", "willAppear list", "didAppear list"])
  }
}
