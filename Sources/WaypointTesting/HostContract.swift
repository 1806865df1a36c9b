import Testing
@_spi(Hosts) import Waypoint

/// What every `NavigationHost` must do, as scenarios a host runs through a ``HostDriver``.
///
/// `TestHost` passes them on Linux (`TestHostDriver`); a UIKit or SwiftUI host passes them in a
/// simulator with a driver that taps and swipes for real. Each scenario makes a new host and a
/// navigator on it, and records a Swift Testing issue for each broken promise.
///
/// ```swift
/// @MainActor @Test(arguments: HostContract.scenarios)
/// func theHostKeepsTheContract(_ scenario: HostContract.Scenario) async throws {
///   try await scenario.run(with: MyUIKitHostDriver())
/// }
/// ```
public enum HostContract {
  /// One promise a host keeps, checked by running it.
  public struct Scenario: Sendable, CustomStringConvertible {
    /// What the scenario checks.
    public let description: String
    let body: @MainActor @Sendable (any HostDriver) async throws -> Void

    /// Runs the scenario on a new host made by `driver`.
    @MainActor
    public func run(with driver: any HostDriver) async throws {
      try await body(driver)
    }
  }

  /// Every scenario.
  public static let scenarios: [Scenario] = [
    Scenario(description: "push, pop, present, dismiss, tabs and root land on screen", body: basics),
    Scenario(description: "a screen appears and disappears in UIKit's order", body: lifecycleOrder),
    Scenario(description: "a gesture between two steps of a plan is never undone", body: gestureBetweenSteps),
    Scenario(description: "a cancelled swipe back changes nothing", body: cancelledSwipe),
    Scenario(description: "a screen that dismisses itself is followed", body: selfDismiss),
    Scenario(description: "several layers dismissed at once land in sync", body: severalLayers),
    Scenario(description: "a failed step leaves screen and state in sync", body: failedStep),
    Scenario(description: "a stalled step is settled from what is on screen", body: stalledStep),
    Scenario(
      description: "a step left half done ends with the navigator showing what the host shows",
      body: halfDoneStep),
    Scenario(
      description: "the user's exits from a protected screen go through its leave guard", body: leaveGuard),
    Scenario(description: "screen views follow the screens the user sees", body: screenViews),
    Scenario(description: "a split view collapses and expands with nothing lost", body: split),
    Scenario(
      description: "tabs in a group, the search tab, a split in a tab and the user's tab order are followed",
      body: tabLayout),
    Scenario(
      description: "six tabs are drawn, the More list is followed and a push shows its tab again",
      body: moreTab),
  ]

  private enum Screens: Route {
    case home, list, detail, cart, checkout, login, profile
  }

  private enum TabID: Hashable, Sendable {
    case shop, profile, search, orders, account, help, wishlist
  }

  @MainActor
  private static func start(_ driver: any HostDriver, _ state: NavigationState) -> Navigator<Screens> {
    Navigator(state, host: driver.makeHost())
  }

  @MainActor
  private static func expectInSync(
    _ navigator: AnyNavigator, _ driver: any HostDriver, _ moment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard driver.shown != navigator.state else { return }
    Issue.record(
      """
      After \(moment), the screen and the navigator's state differ.
      screen:
      \(driver.shown.map(\.description) ?? "nothing")

      state:
      \(navigator.state)
      """, sourceLocation: sourceLocation)
  }

  // MARK: Scenarios

  @MainActor
  private static func basics(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    expectInSync(navigator, driver, "attaching")
    try await navigator.push(Screens.list).value
    try await navigator.push(Screens.detail).value
    expectInSync(navigator, driver, "two pushes")
    _ = try await navigator.pop().value
    expectInSync(navigator, driver, "a pop")
    try await navigator.present(Screens.cart).value
    try await navigator.push(Screens.checkout).value
    try await navigator.present(Screens.login, style: .fullScreenCover, embedded: false).value
    expectInSync(navigator, driver, "presenting a sheet, pushing in it and covering it")
    _ = try await navigator.dismissAll().value
    expectInSync(navigator, driver, "dismissing everything")
    try await navigator.navigate(
      to: NavigationState(
        tabs: Tab(id: TabID.shop, root: Screens.home), Tab(id: TabID.profile, root: Screens.profile))
    ).value
    expectInSync(navigator, driver, "replacing the root with tabs")
    _ = try await navigator.select(tab: TabID.profile).value
    try await navigator.push(Screens.detail).value
    expectInSync(navigator, driver, "selecting a tab and pushing in it")
    try driver.simulate(.tapTab(AnyTag(TabID.shop)))
    await driver.settle()
    #expect(navigator.state.tabBar?.selected.id == AnyTag(TabID.shop), "a tab tap was not followed")
    expectInSync(navigator, driver, "the user tapping a tab")
    #expect(throws: (any Error).self, "a swipe back on a root") {
      try driver.simulate(.swipeBack(cancelled: false))
    }
    expectInSync(navigator, driver, "a swipe back refused on a root")
    _ = try await navigator.select(tab: TabID.profile).value
    try driver.simulate(.swipeBack(cancelled: false))
    await driver.settle()
    #expect(navigator.state.topStack.depth == 0, "a swipe back was not followed")
    expectInSync(navigator, driver, "the user swiping back")
    try await navigator.present(Screens.cart).value
    try driver.simulate(.pullDown(cancelled: false))
    await driver.settle()
    navigator.state.expectNoModals()
    expectInSync(navigator, driver, "the user pulling a sheet down")
  }

  @MainActor
  private static func split(_ driver: any HostDriver) async throws {
    let navigator = start(
      driver,
      NavigationState(split: SplitRoot(sidebar: ScreenStack(Screens.home), detail: ScreenStack(Screens.list)))
    )
    expectInSync(navigator, driver, "attaching a split view")
    _ = try await navigator.select(Screens.detail).value
    try await navigator.push(Screens.cart).value
    expectInSync(navigator, driver, "a selection and a push in the detail")
    try driver.simulate(.splitResize(collapsed: true))
    await driver.settle()
    #expect(navigator.state.split?.isCollapsed == true, "a collapse was not followed")
    expectInSync(navigator, driver, "the split collapsing")
    try await navigator.push(Screens.checkout).value
    try driver.simulate(.tapBack)
    await driver.settle()
    #expect(
      navigator.state.topStack.routes == [Screens.home, .detail, .cart].map { AnyRoute($0) },
      "a Back tap in the collapsed split was not followed")
    expectInSync(navigator, driver, "a push and a Back tap while collapsed")
    try driver.simulate(.splitResize(collapsed: false))
    await driver.settle()
    #expect(
      navigator.state.split?.detail.routes == [Screens.detail, .cart].map { AnyRoute($0) },
      "the detail lost a screen across collapse and expansion")
    expectInSync(navigator, driver, "the split expanding")
  }

  @MainActor
  private static func moreTab(_ driver: any HostDriver) async throws {
    let navigator = start(
      driver,
      NavigationState(
        tabs: Tab(id: TabID.shop, root: Screens.home), Tab(id: TabID.search, root: Screens.list),
        Tab(id: TabID.profile, root: Screens.profile), Tab(id: TabID.wishlist, root: Screens.detail),
        Tab(id: TabID.help, root: Screens.login), Tab(id: TabID.orders, root: Screens.cart)))
    expectInSync(navigator, driver, "attaching six tabs")
    _ = try await navigator.select(tab: TabID.orders).value
    try await navigator.push(Screens.checkout).value
    expectInSync(navigator, driver, "selecting a tab under More and pushing there")
    try driver.simulate(.tapMore)
    await driver.settle()
    #expect(navigator.state.tabBar?.showsMoreList == true, "the More list was not followed")
    #expect(
      navigator.state.tabBar?.selected.stack.depth == 1,
      "the tab the More list was opened from lost its stack")
    expectInSync(navigator, driver, "the user tapping More")
    try await navigator.push(Screens.detail).value
    #expect(navigator.state.tabBar?.showsMoreList == false, "a push left the More list on screen")
    expectInSync(navigator, driver, "a push while the More list shows")
    try driver.simulate(.tapTab(AnyTag(TabID.help)))
    await driver.settle()
    try driver.simulate(.tapBack)
    await driver.settle()
    #expect(
      navigator.state.tabBar?.showsMoreList == true, "Back on a More tab's first screen was not followed")
    try driver.simulate(.tapTab(AnyTag(TabID.shop)))
    await driver.settle()
    #expect(
      navigator.state.tabBar?.selected.id == AnyTag(TabID.shop), "a tap from the More list was not followed")
    expectInSync(navigator, driver, "the More list left for a tab of the bar")
  }

  @MainActor
  private static func tabLayout(_ driver: any HostDriver) async throws {
    let navigator = start(
      driver,
      NavigationState(
        tabs: Tab(
          id: TabID.shop,
          split: SplitRoot(sidebar: ScreenStack(Screens.home), detail: ScreenStack(Screens.list))),
        Tab(id: TabID.search, root: Screens.detail, role: .search),
        Tab(id: TabID.orders, root: Screens.cart, group: TabID.account),
        Tab(id: TabID.profile, root: Screens.profile, group: TabID.account)))
    expectInSync(navigator, driver, "attaching tabs with a group, a search tab and a split")
    _ = try await navigator.select(Screens.detail).value
    try await navigator.push(Screens.checkout).value
    expectInSync(navigator, driver, "a selection and a push in the tab's split")
    try driver.simulate(.tapTab(AnyTag(TabID.profile)))
    await driver.settle()
    #expect(
      navigator.state.tabBar?.selected.group == AnyTag(TabID.account),
      "a tap on a group's tab was not followed")
    try await navigator.push(Screens.detail).value
    try driver.simulate(.tapTab(AnyTag(TabID.search)))
    await driver.settle()
    #expect(navigator.state.tabBar?.selected.role == .search, "a tap on the search tab was not followed")
    expectInSync(navigator, driver, "taps on a group's tab and on the search tab")
    let order = [TabID.shop, .search, .profile, .orders].map { AnyTag($0) }
    try driver.simulate(.arrangeTabs(order, hidden: [AnyTag(TabID.orders)]))
    await driver.settle()
    #expect(navigator.state.tabBar?.ids == order, "the user's tab order was not followed")
    #expect(
      navigator.state.tabBar?.hidden == [AnyTag(TabID.orders)], "the user's hidden tab was not followed")
    expectInSync(navigator, driver, "the user reordering and hiding tabs")
    // The width turns compact while the search tab is selected: the split follows it.
    try driver.simulate(.splitResize(collapsed: true))
    await driver.settle()
    expectInSync(navigator, driver, "a resize with the split's tab not selected")
    _ = try await navigator.select(tab: TabID.shop).value
    #expect(
      navigator.state.split?.isCollapsed == true, "the split of a tab did not follow the window's width")
    expectInSync(navigator, driver, "selecting the split's tab after a resize")
    try driver.simulate(.splitResize(collapsed: false))
    await driver.settle()
    #expect(
      navigator.state.topStack.routes == [Screens.detail, .checkout].map { AnyRoute($0) },
      "the split's tab lost a screen while another tab was selected")
    expectInSync(navigator, driver, "coming back to the split's tab")
  }

  @MainActor
  private static func lifecycleOrder(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    let home = navigator.state.topScreen
    try await navigator.push(Screens.detail).value
    let detail = navigator.state.topScreen
    let events = driver.events.map { "\($0.event) \($0.entry.route)" }
    #expect(
      events.suffix(5) == [
        "load detail", "willDisappear home", "willAppear detail", "didDisappear home", "didAppear detail",
      ], "push: \(events)")
    try await navigator.present(Screens.cart).value
    // A sheet leaves what it covers on screen: the detail does not disappear.
    #expect(!driver.events.contains { $0.entry.id == detail.id && $0.event == .willDisappear })
    try await navigator.present(Screens.checkout, style: .fullScreenCover).value
    #expect(driver.events.contains { $0.entry.id == detail.id && $0.event == .didDisappear })
    #expect(driver.events.filter { $0.entry.id == home.id && $0.event == .load }.count == 1)
  }

  @MainActor
  private static func gestureBetweenSteps(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    try await navigator.push(Screens.list).value
    try await navigator.present(Screens.cart).value
    driver.afterNextStep { try? driver.simulate(.tapBack) }
    try await navigator.navigate { state in
      state.dismissAll()
      state.push(Screens.detail)
    }.value
    await driver.settle()
    // NB: the list the user popped stays popped. Where the platform writes the pop only once its
    // animation ended (SwiftUI may: `SwiftUIVariants.dismissWrite`), the push that started
    // meanwhile goes with it: the navigator follows what the platform shows.
    let routes = navigator.state.topStack.routes
    #expect(!routes.contains(AnyRoute(Screens.list)), "the user's pop was undone: \(navigator.state)")
    #expect(
      routes == [AnyRoute(Screens.home), AnyRoute(Screens.detail)] || routes == [AnyRoute(Screens.home)],
      "\(navigator.state)")
    expectInSync(navigator, driver, "a back tap between the dismissal and the push")
  }

  @MainActor
  private static func cancelledSwipe(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    try await navigator.push(Screens.detail).value
    let before = navigator.state
    let detail = before.topScreen
    let count = driver.events.count
    try driver.simulate(.swipeBack(cancelled: true))
    await driver.settle()
    #expect(navigator.state == before, "a cancelled swipe changed the state")
    expectInSync(navigator, driver, "a cancelled swipe")
    let events = driver.events.dropFirst(count).filter { $0.entry.id == detail.id }.map(\.event)
    #expect(events == [.willDisappear, .willAppear, .didAppear], "the detail saw \(events)")
  }

  @MainActor
  private static func screenViews(_ driver: any HostDriver) async throws {
    var navigator: Navigator<Screens>? = start(
      driver,
      NavigationState(
        tabs: Tab(id: TabID.shop, root: Screens.home), Tab(id: TabID.profile, root: Screens.profile)))
    let views = navigator!.screenViews()
    try await navigator!.push(Screens.detail).value
    try driver.simulate(.swipeBack(cancelled: false))
    await driver.settle()
    try driver.simulate(.tapTab(AnyTag(TabID.profile)))
    await driver.settle()
    try await navigator!.present(Screens.cart).value
    try driver.simulate(.pullDown(cancelled: false))
    await driver.settle()
    let visible = Set(navigator!.state.visibleScreens.map(\.id))
    navigator = nil  // the stream ends with the navigator
    var seen: [ScreenView] = []
    for await view in views { seen.append(view) }
    // Replayed, the views leave in view what is on screen, each screen's alternating.
    var inView: Set<ScreenID> = []
    for view in seen {
      switch view.change {
      case .appeared: #expect(inView.insert(view.id).inserted, "\(view.route) appeared twice: \(seen)")
      case .disappeared: inView.remove(view.id)
      }
    }
    #expect(inView == visible, "the views leave \(inView) in view, the screen shows \(visible): \(seen)")
    let described = seen.map(\.description)
    for expected in [
      "detail appeared", "detail disappeared", "profile appeared", "cart appeared", "cart disappeared",
    ] {
      #expect(described.contains(expected), "no \"\(expected)\" in \(described)")
    }
  }

  /// What a leave guard answers, and how often it was asked.
  @MainActor private final class LeaveAnswer {
    var decision = LeaveDecision.stay
    var asked = 0
  }

  @MainActor
  private static func leaveGuard(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    try await navigator.push(Screens.list).value
    try await navigator.push(Screens.detail).value
    let detail = navigator.state.topScreen
    let answer = LeaveAnswer()
    navigator.addLeaveGuard(for: Screens.self) { route, _ in
      guard route == .detail || route == .cart else { return .leave }
      answer.asked += 1
      return answer.decision
    }
    // NB: a host may refuse a held gesture up front (it throws) or send it to the guard.
    for gesture in [HostDriverGesture.tapBack, .swipeBack(cancelled: false)] {
      try? driver.simulate(gesture)
      await driver.settle()
      #expect(navigator.state.topScreen == detail, "\(gesture) took the protected screen away")
      expectInSync(navigator, driver, "\(gesture) on a protected screen")
    }
    #expect(answer.asked >= 1, "the Back button did not ask the leave guard")
    answer.decision = .leave
    try driver.simulate(.tapBack)
    for _ in 0..<1_000 {
      guard navigator.state.topScreen == detail || navigator.isTransitioning else { break }
      await TestClock.yield()
      await driver.settle()
    }
    #expect(navigator.state.topScreen.route == AnyRoute(Screens.list), "the guard let go and nothing popped")
    expectInSync(navigator, driver, "a Back tap the leave guard let through")
    try await navigator.present(Screens.cart).value
    answer.decision = .stay
    try? driver.simulate(.pullDown(cancelled: false))
    await driver.settle()
    #expect(navigator.state.modals.count == 1, "a pull-down took the protected sheet away")
    expectInSync(navigator, driver, "a pull-down on a protected sheet")
  }

  @MainActor
  private static func selfDismiss(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    try await navigator.present(Screens.cart).value
    try await navigator.present(Screens.login).value
    try driver.simulate(.selfDismiss)
    await driver.settle()
    #expect(navigator.state.modals.count == 1, "\(navigator.state)")
    expectInSync(navigator, driver, "a screen dismissing itself")
  }

  @MainActor
  private static func severalLayers(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    try await navigator.present(Screens.cart).value
    try await navigator.present(Screens.checkout).value
    try await navigator.present(Screens.login, style: .fullScreenCover).value
    try await navigator.navigate { state in
      state.dismissAll()
      state.push(Screens.detail)
    }.value
    navigator.state.expectNoModals()
    expectInSync(navigator, driver, "dismissing three layers")
  }

  @MainActor
  private static func failedStep(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    try await navigator.present(Screens.cart).value
    driver.breakNextStep(.fails)
    do {
      try await navigator.push(Screens.detail).value
      Issue.record("a failed step was not reported")
    } catch .hostFailed {
    } catch {
      Issue.record("a failed step was reported as \(error)")
    }
    expectInSync(navigator, driver, "a failed step")
    try await navigator.push(Screens.detail).value
    expectInSync(navigator, driver, "the next request after a failure")
  }

  @MainActor
  private static func stalledStep(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    driver.breakNextStep(.stallsAfterShowing)
    try await navigator.push(Screens.detail).value
    expectInSync(navigator, driver, "a step whose completion never came but that is on screen")
    driver.breakNextStep(.stallsWithoutShowing)
    await #expect(throws: NavigationError.self) { try await navigator.push(Screens.list).value }
    expectInSync(navigator, driver, "a step whose completion never came and that is not on screen")
  }
}

extension HostContract {
  @MainActor
  fileprivate static func halfDoneStep(_ driver: any HostDriver) async throws {
    let navigator = start(driver, NavigationState(root: Screens.home))
    driver.breakNextStep(.stallsHalfway)
    let pushes = navigator.navigate { state in
      for route in [Screens.list, .detail, .cart] { state.push(route) }
    }
    // NB: a platform that draws what it is given (SwiftUI's views) shows a step whole once any of
    // its screens reported; one that can be read (UIKit's controllers) may show part of it.
    switch await pushes.result {
    case .success:
      #expect(navigator.state.topScreen.route == AnyRoute(Screens.cart))
    case .failure(.hostFailed(_, HostError.leftHalfDone(_, let screen))):
      #expect(screen == navigator.state, "the error does not say what is on screen")
      #expect(navigator.state.topStack.routes == [Screens.home, .list, .detail].map { AnyRoute($0) })
    case .failure(let error):
      Issue.record("a step left half done failed with \(error)")
    }
    expectInSync(navigator, driver, "a push of three left with two shown")
    try await navigator.present(Screens.cart).value
    try await navigator.present(Screens.checkout).value
    driver.breakNextStep(.stallsHalfway)
    _ = await navigator.dismissAll().result
    await driver.settle()
    expectInSync(navigator, driver, "a dismissal of two layers left with one gone")
    _ = try await navigator.dismissAll().value
    try await navigator.push(Screens.profile).value
    expectInSync(navigator, driver, "the next requests after steps left half done")
  }
}

/// What the ``HostContract`` scenarios need from a host under test: a new host, and a way to act
/// as the user and as a misbehaving platform on it.
@MainActor
public protocol HostDriver: AnyObject {
  /// A new host; the driver acts on the last one it made.
  func makeHost() -> any NavigationHost
  /// What the host shows: for a platform host, read from the platform (UIKit's controllers).
  var shown: NavigationState? { get }
  /// Every lifecycle event the host delivered, in order.
  var events: [HostEvent] { get }
  /// Every move of VoiceOver's focus the host carried out, in order (`[]` by default: a driver
  /// that cannot read them leaves focus unchecked).
  var focusDirectives: [FocusDirective] { get }
  /// The dialog a tap on a button or outside it answers now: the top layer's, read where
  /// ``simulate(_:)`` reads it (during a step, a platform host's may differ from ``shown``,
  /// which is `nil` while what it drew and what it reports differ). By default the top layer's
  /// dialog in ``shown``.
  var dialogToTap: DialogContent? { get }
  /// Starts what the user does (``settle()`` waits for its end); a gesture the host refuses
  /// (nothing to pop, locked during a plan) throws.
  func simulate(_ gesture: HostDriverGesture) throws
  /// Runs `body` once, after the next step is on screen and before the navigator hears of it.
  func afterNextStep(_ body: @escaping @MainActor () -> Void)
  /// Makes the next step misbehave.
  func breakNextStep(_ failure: HostDriverFailure)
  /// Returns once every transition and gesture under way has ended.
  func settle() async
}

/// What the user does, for a ``HostDriver``.
public enum HostDriverGesture: Hashable, Sendable {
  /// A swipe back in the top-most stack; `cancelled`: the user lets go halfway.
  case swipeBack(cancelled: Bool)
  /// The top layer pulled down; `cancelled`: it springs back.
  case pullDown(cancelled: Bool)
  /// A tap on a tab.
  case tapTab(AnyTag)
  /// A tap on the More tab of a bar of more than five tabs (an iPhone's).
  case tapMore
  /// The user reorders tabs and hides some, in the sidebar's or the More tab's Edit: `order`
  /// lists the tabs, `hidden` those they hid.
  case arrangeTabs([AnyTag], hidden: [AnyTag])
  /// A tap on the back button of the top-most stack.
  case tapBack
  /// The top layer's screen dismisses itself.
  case selfDismiss
  /// The split view's width turns compact (`collapsed`) or regular: a rotation, Slide Over, a
  /// Stage Manager resize.
  case splitResize(collapsed: Bool)
  /// A tap on the button at `index` of the top layer's dialog.
  case tapDialogButton(Int)
  /// A tap outside the top layer's confirmation dialog (an action sheet shown as a popover).
  case tapOutsideDialog
}

extension HostDriver {
  public var focusDirectives: [FocusDirective] { [] }
  public var dialogToTap: DialogContent? { shown?.modals.last?.dialog }
}

/// How a step misbehaves, for a ``HostDriver``.
public enum HostDriverFailure: Hashable, Sendable {
  /// The platform refuses it.
  case fails
  /// It shows on screen, but its completion never comes.
  case stallsAfterShowing
  /// Nothing happens on screen, and no completion comes.
  case stallsWithoutShowing
  /// The next step that can be left half done (several pushes, several layers dismissed) shows
  /// on screen half done (two of three pushes, one of two layers gone), and no completion comes.
  case stallsHalfway
}

/// The ``HostDriver`` of ``TestHost``, on an automatic ``TestClock``.
@MainActor
public final class TestHostDriver: HostDriver {
  /// The last host made.
  public private(set) var host: TestHost?
  private let capabilities: HostCapabilities

  /// A driver whose hosts offer `capabilities`.
  public init(capabilities: HostCapabilities = []) {
    self.capabilities = capabilities
  }

  public func makeHost() -> any NavigationHost {
    let host = TestHost(capabilities: capabilities)
    self.host = host
    return host
  }

  public var shown: NavigationState? { host?.screen }
  package var session: HostSession? { host?.session }
  public var events: [HostEvent] { host?.lifecycleEvents ?? [] }
  public var focusDirectives: [FocusDirective] { host?.focusDirectives ?? [] }

  public func simulate(_ gesture: HostDriverGesture) throws {
    guard let host else { throw HostError.notAttached }
    switch gesture {
    case .swipeBack(let cancelled): try host.simulateSwipeBack(cancelled: cancelled)
    case .pullDown(let cancelled): try host.simulatePullDown(cancelled: cancelled)
    case .tapTab(let id): try host.simulateTabTap(id)
    case .tapMore: try host.simulateMoreTap()
    case .arrangeTabs(let order, let hidden): try host.simulateTabArrangement(order, hidden: hidden)
    case .tapBack: try host.simulateBackTap()
    case .selfDismiss: try host.simulateSelfDismiss()
    case .splitResize(let collapsed): try host.simulateSplitResize(collapsed: collapsed)
    case .tapDialogButton(let index):
      guard let screen = host.screen else { throw HostError.notAttached }
      try host.simulateDialogButtonTap(screen.dialogButton(at: index).title)
    case .tapOutsideDialog:
      guard let screen = host.screen else { throw HostError.notAttached }
      _ = try screen.dialogButton(at: nil)
      try host.simulatePullDown()
    }
  }

  public func afterNextStep(_ body: @escaping @MainActor () -> Void) {
    host?.afterEachStep = { [weak host] _ in
      host?.afterEachStep = nil
      body()
    }
  }

  public func breakNextStep(_ failure: HostDriverFailure) {
    switch failure {
    case .fails: host?.failNextStep = HostError.stalled(.dismiss(at: 0))
    case .stallsAfterShowing: host?.stallNextStep(.shownWithoutCompletion)
    case .stallsWithoutShowing: host?.stallNextStep(.nothingHappens)
    case .stallsHalfway: host?.stallNextStep(.halfway)
    }
  }

  public func settle() async {
    await host?.clock.run()
  }
}

extension NavigationState {
  /// The button at `index` of the top layer's dialog; with `nil`, the cancel button of a
  /// confirmation dialog (what a tap outside it taps), for a ``HostDriver``.
  /// - Throws: `HostError.doesNotFit`: the top layer is no such dialog, or has no such button.
  public func dialogButton(at index: Int?) throws(HostError) -> DialogContent.Button {
    let dialog = modals.last?.dialog
    let found =
      if let index {
        dialog.flatMap { $0.buttons.indices.contains(index) ? $0.buttons[index] : nil }
      } else {
        dialog?.style == .confirmationDialog ? dialog?.buttons.first { $0.role == .cancel } : nil
      }
    guard let found else { throw .doesNotFit(.dismissed(layer: topScreen.id), screen: self) }
    return found
  }
}
