import Testing
import Waypoint
import WaypointTesting

@MainActor
@Suite("Regressions found in review")
struct ReviewRegressionTests {
  @Test func editingAnExistingEntrysRouteIsCheckedByTheGuards() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard { ctx in ctx.route == AnyRoute(Page.checkout) ? .deny(Forbidden()) : .allow }
    try await navigator.push(Page.cart)
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate { state in
        var stack = state.topStack
        stack.path[0].route = AnyRoute(Page.checkout)
        state.setStack(stack)
      }
    }
    #expect(navigator.state.topScreen.route != AnyRoute(Page.checkout), "guard bypassed")
  }

  @Test func aGuardCoveringEveryScreenLetsItsOwnRedirectThrough() async throws {
    let (navigator, _) = makeNavigator()
    let session = Session()
    navigator.addGuard { _ in session.isSignedIn ? .allow : .redirect(Redirect(present: Page.login)) }
    var done = false
    Task {
      _ = try? await navigator.push(Page.checkout)
      done = true
    }
    await eventually { navigator.entry(showing: .login) != nil && !navigator.isTransitioning }
    let login = try #require(navigator.entry(showing: .login), "the login itself was redirected")
    try await navigator.close(login.id)
    await eventually { done }
    #expect(done, "push never completed (state: \(navigator.state))")
  }

  @Test func aSwipeBackDuringAnAsyncGuardIsNotUndone() async throws {
    let (navigator, host) = makeNavigator()
    var gate: CheckedContinuation<Void, Never>?
    var asked = 0
    navigator.addGuard { ctx in
      guard ctx.route == AnyRoute(Page.settings) else { return .allow }
      asked += 1
      if asked == 1 { await withCheckedContinuation { gate = $0 } }  // slow the first time only
      return .allow
    }
    try await navigator.push(Page.cart)
    let push = Task { try await navigator.push(Page.settings) }
    await eventually { gate != nil }
    try host.simulateSwipeBack()
    navigator.expectStack([Page.home])
    gate!.resume()
    try await push.value
    #expect(navigator.state.topStack.routes == [AnyRoute(Page.home), AnyRoute(Page.settings)])
    #expect(asked == 2)  // the change was made again on the new state, and checked again
  }

  @Test func removingAScreenInABackgroundTabKeepsTheModals() {
    var state = NavigationState.shopTabs
    state.select(tab: TabID.search)
    state.push(Page.reviews)
    let id = state.topScreen.id
    state.select(tab: TabID.shop)
    state.present(Page.cart)
    let removed = state.remove(id)
    #expect(removed)
    #expect(state.modals.count == 1, "the cart sheet in the shop tab was dismissed")
  }

  @Test func finishDeliversNothingWhenTheScreenCannotBeClosed() async throws {
    let (navigator, host) = makeNavigator()
    let opener = Task { try await navigator.push(Page.checkout, expecting: Int.self) }
    await eventually { navigator.state.topStack.depth == 1 }
    let id = navigator.state.topScreen.id
    host.failNextStep = Forbidden()
    var threw = false
    do { try await navigator.finish(id, with: 7) } catch { threw = true }
    #expect(threw)
    #expect(navigator.state.contains(id))
    try await navigator.close(id)  // the opener was still waiting: it gets .cancelled, not 7
    let result = try await opener.value
    #expect(result == .cancelled, "opener got the value while the screen is still on screen")
  }

  @Test func aFlowWhoseFinishFailsKeepsRunning() async throws {
    let (navigator, host) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app)
    let child = PageFlow(.cart)
    try await app.start(child)
    let entry = child.firstEntry!
    host.failNextStep = Forbidden()
    try? await child.finish()
    #expect(navigator.state.contains(entry))
    #expect(child.status == .running, "status \(child.status), children \(app.children.count)")
  }

  @Test func aManualSleepInACancelledTaskEndsAtOnce() async throws {
    let clock = TestClock(mode: .manual)
    var outcome = "pending"
    let task = Task {
      withUnsafeCurrentTask { $0?.cancel() }
      do { try await clock.sleep(for: .seconds(1)); outcome = "slept" } catch { outcome = "cancelled" }
    }
    await eventually { outcome != "pending" }
    #expect(outcome == "cancelled", "pendingSleeps \(clock.pendingSleeps)")
    await clock.advance(by: .seconds(2))
    _ = await task.value
  }
  @Test func startingTheSameFlowTwiceAtOnceStartsItOnce() async throws {
    let (navigator, _) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app)
    let child = PageFlow(.cart)
    async let a: Void = app.start(child)
    async let b: Void = app.start(child)
    _ = try await (a, b)
    #expect(navigator.state.topStack.depth == 1)
  }
  @Test func pushingAnEntryAlreadyInTheTreeIsRefused() async throws {
    let (navigator, host) = makeNavigator()
    await #expect(throws: NavigationError.self) { try await navigator.navigate { $0.push($0.topScreen) } }
    #expect(host.records.isEmpty)
  }
  @Test func aScreenMadeInAMultiStepPlanSurvivesIt() async throws {
    let box = ProbeBox()
    let registry = try box.registry()
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: registry)
    try await navigator.present(Page.cart)
    try await navigator.navigate { s in
      s.dismissAll()
      s.push(Page.product(1))
    }
    let id = navigator.state.topScreen.id
    #expect(navigator.screen(for: id) != nil)
    #expect(
      box.made[.product(1)]?.events.contains(.destroyed) == false, "\(box.made[.product(1)]?.events ?? [])")
  }

  @Test func changingALayersStyleKeepsItsResultAndScreen() async throws {
    let (navigator, _) = makeNavigator()
    var result: ScreenResult<Int>?
    Task { result = try await navigator.present(Page.checkout, expecting: Int.self) }
    await eventually { navigator.state.modals.count == 1 }
    let id = navigator.state.topScreen.id
    var events: [LifecycleEvent] = []
    navigator.onLifecycle(of: id) { events.append($0) }
    try await navigator.navigate { $0.modals[0].style = .fullScreenCover }
    #expect(navigator.state.contains(id))
    await eventually { result != nil }
    #expect(result == nil, "result \(String(describing: result)) while the screen is still on screen")
    #expect(!events.contains(.destroyed), "\(events)")
  }
  @Test func cancellingTheCallerLetsTheTransitionFinish() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    let push = Task { try await navigator.push(Page.cart) }
    await eventually { host.runningStep != nil }
    push.cancel()
    await clock.advance(by: .seconds(1))
    let outcome = await push.result
    if case .failure(let error) = outcome { Issue.record("push failed: \(error)") }
    navigator.expectStack([Page.home, .cart])
    #expect(host.lifecycleLog.last == "didAppear cart", "\(host.lifecycleLog)")
  }
  @Test func guardsSeeALinkAsADeepLink() async throws {
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Shop.home), host: host)
    var reasons: [NavigationReason] = []
    navigator.addGuard { ctx in
      reasons.append(ctx.reason)
      return ctx.reason == .deepLink ? .deny(Forbidden()) : .allow
    }
    _ = try? await navigator.open("shop://product/42/reviews", using: shopLinks())
    #expect(reasons.allSatisfy { $0 == .deepLink }, "\(reasons)")
    navigator.expectStack([Shop.home])
  }
  @Test func aFlowPlacedInAnUnknownTabIsNotStarted() async throws {
    let (navigator, _) = makeNavigator(.shopTabs)
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app)
    let flow = PageFlow(.cart, placement: .tab("nope"))
    await #expect(throws: NavigationError.self) { try await app.start(flow) }
    #expect(flow.status == .idle)
    #expect(app.children.isEmpty)
    #expect(navigator.state.tabBar?.selected.stack.root.route == AnyRoute(Page.home), "\(navigator.state)")
  }

  @Test func aSecondRootFlowFinishesTheFirst() async throws {
    let (navigator, _) = makeNavigator()
    let first = PageFlow(.cart)
    try await navigator.start(first)
    let second = PageFlow(.settings)
    try await navigator.start(second)
    #expect(navigator.rootFlow === second)
    #expect(first.status == .finished, "first is \(first.status) but no longer in the tree of flows")
  }
  @Test func aGuardThatNavigatesIsRefusedInsteadOfDeadlocking() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard { [weak navigator] ctx in
      if ctx.route == AnyRoute(Page.checkout) { try await navigator?.present(Page.login) }
      return .allow
    }
    var done = false
    Task {
      _ = try? await navigator.push(Page.checkout); done = true
    }
    await eventually { done }
    #expect(done, "state \(navigator.state)")
    var later = false
    Task {
      _ = try? await navigator.push(Page.cart); later = true
    }
    await eventually { later }
    #expect(later, "every later request is stuck too")
  }
  @Test func aKeptAliveInstanceIsNeverShownTwice() async throws {
    let clock = TestClock()
    let screens = ScreenRegistry()
    try screens.register(Page.self) { route, _ in Probe() }
    let navigator = Navigator(
      NavigationState(root: Profile.home), host: TestHost(clock: clock), screens: screens,
      cache: ScreenCache(clock: clock))
    let cart = Destination.route(Page.cart).keepAlive(within: .interval(.seconds(60)), identifier: "cart")
    try await navigator.push(cart)
    let first = navigator.state.topScreen.id
    try await navigator.push(cart)
    let second = navigator.state.topScreen.id
    #expect(navigator.screen(for: first) !== navigator.screen(for: second), "one instance shown twice")
  }
  @Test func advancingPastBackToBackTransitionsFinishesThemAll() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)  // 350 ms per animated step
    var state = NavigationState(root: Page.home)
    state.present(Page.cart)
    state.present(Page.checkout)
    let navigator = Navigator(state, host: host)
    let dismiss = Task { try await navigator.dismissAll() }
    await clock.advance(by: .milliseconds(700))
    #expect(
      navigator.state.modals.isEmpty, "after 700 ms: \(navigator.state.modals.count) modals, now \(clock.now)"
    )
    await clock.run()
    _ = try await dismiss.value
  }
  @Test func theInitialScreensAreMadeAndAppear() async throws {
    let box = ProbeBox()
    let screens = try box.registry()
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: screens)
    try await navigator.push(Page.cart)
    try await navigator.pop()
    #expect(navigator.screen(for: navigator.state.topScreen.id) != nil, "root has no instance")
    #expect(box.made[.home] != nil)
    #expect(host.lifecycleLog.first == "load home", "\(host.lifecycleLog)")
  }

  @Test func aDenialEmitsAFailedEvent() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard { _ in .deny(Forbidden()) }
    let events = navigator.events()
    _ = try? await navigator.push(Page.cart)
    try await navigator.navigate { $0.modals = [] }  // no-op, just to be sure nothing else comes
    var seen: [String] = []
    let collector = Task { @MainActor in
      for await event in events { seen.append(event.description) }
    }
    await eventually { false }
    collector.cancel()
    #expect(seen.contains { $0.hasPrefix("failed") }, "\(seen)")
  }
}
