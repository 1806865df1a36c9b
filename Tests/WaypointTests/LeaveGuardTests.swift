import Testing
@_spi(Hosts) import Waypoint
@_spi(Hosts) import WaypointTesting

@testable import WaypointHarness

/// A leave guard's answers and what it was asked, for the tests.
@MainActor
final class LeaveDiary {
  var answer: LeaveDecision = .stay
  var asked: [LeaveContext] = []

  /// Records the question and gives the current answer.
  func check(_ context: LeaveContext) -> LeaveDecision {
    asked.append(context)
    return answer
  }
}

@MainActor
@Suite("Leave guards")
struct LeaveGuardTests {
  /// A stack home > cart > settings, with settings protected by `diary`.
  func editing(_ diary: LeaveDiary) async throws -> (Navigator<Page>, TestHost, ScreenEntry) {
    let (navigator, host) = makeNavigator()
    try await navigator.push(Page.cart, tag: "cart").value
    try await navigator.push(Page.settings).value
    let settings = navigator.state.topScreen
    navigator.addLeaveGuard(protecting: settings.id) { diary.check($0) }
    host.clearRecords()
    return (navigator, host, settings)
  }

  /// A stack home, with a sheet login > settings (tagged "sheet"), settings protected.
  func editingInASheet(_ diary: LeaveDiary) async throws -> (Navigator<Page>, TestHost, ScreenEntry) {
    let (navigator, host) = makeNavigator()
    try await navigator.present(Page.login, tag: "sheet").value
    try await navigator.push(Page.settings).value
    let settings = navigator.state.topScreen
    navigator.addLeaveGuard(for: Page.self) { route, context in
      route == .settings ? diary.check(context) : .leave
    }
    host.clearRecords()
    return (navigator, host, settings)
  }

  typealias Verb = @MainActor (Navigator<Page>) async throws -> Void

  static let stackVerbs: [(String, Verb)] = [
    ("pop", { _ = try await $0.pop().value }),
    ("popLast", { _ = try await $0.popLast(2).value }),
    ("pop(to:)", { _ = try await $0.pop(to: "cart").value }),
    ("pop(from:)", { _ = try await $0.pop(from: "cart").value }),
    ("popToRoot", { _ = try await $0.popToRoot().value }),
    ("setStack", { _ = try await $0.setStack([Page.reviews]).value }),
    ("navigate(to:)", { try await $0.navigate(to: NavigationState(root: Page.reviews)).value }),
    (
      "deep link", { try await $0.navigate(to: NavigationState(root: Page.reviews), reason: .deepLink).value }
    ),
    (
      "restoration",
      { try await $0.navigate(to: NavigationState(root: Page.home), reason: .restoration).value }
    ),
    ("tabs replace the tree", { try await $0.navigate(to: .shopTabs).value }),
    ("the screen finishes", { try await $0.close($0.state.topScreen.id) }),
  ]

  static let layerVerbs: [(String, Verb)] = [
    ("pop", { _ = try await $0.pop().value }),
    ("dismiss", { _ = try await $0.dismiss().value }),
    ("dismissLast", { _ = try await $0.dismissLast(1).value }),
    ("dismiss(from:)", { _ = try await $0.dismiss(from: "sheet").value }),
    ("dismissAll", { _ = try await $0.dismissAll().value }),
  ]

  @Test(arguments: 0..<11)
  func aKeptScreenFailsEveryStackVerbAndNothingChanges(_ index: Int) async throws {
    let diary = LeaveDiary()
    let (navigator, host, settings) = try await editing(diary)
    let before = navigator.state
    let (name, verb) = Self.stackVerbs[index]
    await #expect(throws: NavigationError.leaveDenied(settings), "\(name)") {
      try await verb(navigator)
    }
    #expect(navigator.state == before, "\(name)")
    #expect(host.steps.isEmpty, "\(name)")
    #expect(diary.asked.map(\.entry) == [settings], "\(name)")
  }

  @Test(arguments: 0..<5)
  func aKeptScreenFailsEveryLayerVerbAndNothingChanges(_ index: Int) async throws {
    let diary = LeaveDiary()
    let (navigator, host, settings) = try await editingInASheet(diary)
    let before = navigator.state
    let (name, verb) = Self.layerVerbs[index]
    await #expect(throws: NavigationError.leaveDenied(settings), "\(name)") {
      try await verb(navigator)
    }
    #expect(navigator.state == before, "\(name)")
    #expect(host.steps.isEmpty, "\(name)")
  }

  @Test(arguments: 0..<11)
  func aScreenLetGoLeavesWithEveryStackVerb(_ index: Int) async throws {
    let diary = LeaveDiary()
    diary.answer = .leave
    let (navigator, _, settings) = try await editing(diary)
    let (name, verb) = Self.stackVerbs[index]
    try await verb(navigator)
    #expect(!navigator.state.contains(settings.id), "\(name)")
    #expect(diary.asked.count == 1, "\(name)")
  }

  @Test func theGuardIsToldWhatGoesWhatWouldBeShownAndWhy() async throws {
    let diary = LeaveDiary()
    diary.answer = .leave
    let (navigator, _, settings) = try await editing(diary)
    let cart = navigator.state.topStack.path[0]
    #expect(try await navigator.popToRoot().value)
    let context = try #require(diary.asked.first)
    #expect(context.entry == settings)
    #expect(context.leaving == [cart, settings])
    #expect(context.destination.route == AnyRoute(Page.home))
    #expect(context.reason == .request)
    #expect(context.state.topScreen == settings)
    #expect(context.target.topScreen.route == AnyRoute(Page.home))
  }

  @Test func aFlowFinishingAsksTheGuardOfItsScreens() async throws {
    let (navigator, _) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    let flow = PageFlow(.settings)
    try await app.start(flow).value
    let diary = LeaveDiary()
    navigator.addLeaveGuard(protecting: navigator.state.topScreen.id) { diary.check($0) }
    await #expect(throws: NavigationError.self) { try await flow.finish().value }
    #expect(flow.status == .running)
    #expect(navigator.state.topScreen.route == AnyRoute(Page.settings))
    diary.answer = .leave
    try await flow.finish().value
    #expect(navigator.state.topScreen.route == AnyRoute(Page.home))
  }

  @Test func aRedirectShownAtTheRootAsksTheLeaveGuardsOfWhatItReplaces() async throws {
    let diary = LeaveDiary()
    let (navigator, host, settings) = try await editing(diary)
    navigator.addGuard(for: Page.self) { route, _ in
      route == .checkout ? .redirect(Redirect(to: Page.login, placement: .root)) : .allow
    }
    await #expect(throws: NavigationError.leaveDenied(settings)) {
      try await navigator.push(Page.checkout).value
    }
    #expect(navigator.state.topScreen == settings)
    #expect(host.steps.isEmpty)
  }

  @Test func aGuardShowsItsOwnPromptThroughTheNavigatorBeforeAnswering() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.push(Page.settings).value
    host.clearRecords()
    navigator.addLeaveGuard(for: Page.self) { [weak navigator] route, _ in
      guard route == .settings, let navigator else { return .leave }
      let answer = try await navigator.present(.route(Page.login), expecting: Bool.self).value
      return answer.value == true ? .leave : .stay
    }
    // The user answers "Keep editing", then "Discard".
    for discard in [false, true] {
      let pop = navigator.pop()
      await eventually { navigator.state.topScreen.route == AnyRoute(Page.login) }
      let prompt = navigator.state.topScreen.id
      try await navigator.finish(prompt, with: discard)
      let outcome = await pop.result
      #expect(navigator.state.modals.isEmpty)
      if discard {
        #expect(try outcome.get() == true)
        navigator.expectStack([Page.home])
      } else {
        #expect(throws: NavigationError.self) { try outcome.get() }
        navigator.expectStack([Page.home, .settings])
      }
    }
    #expect(host.steps.count == 5)  // the prompt up and down twice, and the pop
  }

  @Test func aRequestMadeBeforeTheGuardWaitsForItsAnswer() async throws {
    let diary = LeaveDiary()
    diary.answer = .leave
    let (navigator, _, _) = try await editing(diary)
    let pop = navigator.pop()
    let push = navigator.push(Page.reviews)
    try await push.value
    #expect(try await pop.value)
    navigator.expectStack([Page.home, .cart, .reviews])
  }

  @Test func aScreenWithoutProtectionIsNotAsked() async throws {
    let diary = LeaveDiary()
    let (navigator, _, _) = try await editing(diary)
    try await navigator.present(Page.login).value
    _ = try await navigator.dismiss().value
    #expect(diary.asked.isEmpty)
  }

  @Test func aScreensGuardIsForgottenWhenItLeaves() async throws {
    let diary = LeaveDiary()
    diary.answer = .leave
    let (navigator, _, settings) = try await editing(diary)
    _ = try await navigator.pop().value
    #expect(!navigator.isLeaveGuarded(settings))
  }

  @Test func aRemovedLeaveGuardIsNotAsked() async throws {
    let (navigator, _) = makeNavigator()
    try await navigator.push(Page.settings).value
    let id = navigator.addLeaveGuard(for: Page.self) { _, _ in .stay }
    navigator.removeLeaveGuard(id)
    #expect(try await navigator.pop().value)
  }

  // MARK: The user's own exits, on TestHost

  @Test func theBackTapOnAProtectedScreenGoesThroughItsGuard() async throws {
    let diary = LeaveDiary()
    let (navigator, host, settings) = try await editing(diary)
    try host.simulateBackTap()
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(navigator.state.topScreen == settings)
    #expect(diary.asked.first?.reason == .userExit)
    diary.answer = .leave
    try host.simulateBackTap()
    await eventually { navigator.state.topScreen.route == AnyRoute(Page.cart) }
    navigator.expectStack([Page.home, .cart])
    #expect(host.screen == navigator.state)
  }

  @Test func theBackMenuOnAProtectedScreenGoesThroughItsGuard() async throws {
    let diary = LeaveDiary()
    diary.answer = .leave
    let (navigator, host, _) = try await editing(diary)
    try host.simulateBackTap(to: navigator.state.topStack.root.id)
    await eventually { navigator.state.topStack.path.isEmpty }
    navigator.expectStack([Page.home])
    #expect(diary.asked.first?.leaving.count == 2)
  }

  @Test func theSwipeBackIsHeldOnAProtectedScreen() async throws {
    let diary = LeaveDiary()
    let (navigator, host, settings) = try await editing(diary)
    #expect(throws: HostError.heldByLeaveGuard(settings.id)) { try host.simulateSwipeBack() }
    #expect(host.session?.answer(.swipeBack(at: .root, fromContent: false)) == false)
    #expect(navigator.state.topScreen == settings)
    try await navigator.push(Page.reviews).value
    #expect(host.session?.answer(.swipeBack(at: .root, fromContent: false)) == true)
  }

  @Test func aPullDownOnAProtectedLayerIsRefusedAndAsksTheGuard() async throws {
    let diary = LeaveDiary()
    let (navigator, host, settings) = try await editingInASheet(diary)
    #expect(host.session?.answer(.pullDown(layerAt: 0, heldByTheApp: false)) == false)
    try host.simulatePullDown()
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(navigator.state.topScreen == settings)
    diary.answer = .leave
    try host.simulatePullDown()
    await eventually { navigator.state.modals.isEmpty }
    #expect(host.screen?.modals.isEmpty == true)
  }

  @Test func addingAGuardHoldsTheExitsOfAScreenAlreadyShown() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.present(Page.login).value
    #expect(host.session?.answer(.pullDown(layerAt: 0, heldByTheApp: false)) == true)
    let id = navigator.addLeaveGuard(protecting: navigator.state.topScreen.id) { _ in .stay }
    #expect(host.session?.answer(.pullDown(layerAt: 0, heldByTheApp: false)) == false)
    navigator.removeLeaveGuard(id)
    #expect(host.session?.answer(.pullDown(layerAt: 0, heldByTheApp: false)) == true)
  }
}
