import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Navigator")
struct NavigatorTests {
  @Test func pushReturnsOnlyWhenTheTransitionHasFinished() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    let push = Task { try await navigator.push(Page.product(42)).value }
    await clock.advance(by: .milliseconds(100))
    #expect(navigator.isTransitioning)
    #expect(host.runningStep != nil)
    navigator.expectStack([Page.home])  // not on screen until the animation ends
    await clock.advance(by: .milliseconds(250))
    _ = try await push.value
    #expect(!navigator.isTransitioning)
    navigator.expectStack([Page.home, .product(42)])
    #expect(host.records.map(\.finished) == [TestClock.Instant(offset: .milliseconds(350))])
    host.expectInSync()
  }

  @Test func aStepThatIsNotAnimatedTakesNoTime() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.push(Page.cart, animated: false).value
    #expect(host.records.first?.started == host.records.first?.finished)
    #expect(host.records.first?.animated == false)
  }

  @Test func requestsMadeDuringATransitionWaitAndRunInOrder() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    var finished: [String] = []
    let first = Task {
      try await navigator.push(Page.product(1)).value
      finished.append("push 1")
    }
    let second = Task {
      try await navigator.present(Page.cart, style: .sheet).value
      finished.append("present cart")
    }
    let third = Task {
      try await navigator.push(Page.checkout).value
      finished.append("push checkout")
    }
    await clock.run()
    try await first.value
    try await second.value
    try await third.value
    #expect(finished == ["push 1", "present cart", "push checkout"])
    host.expectSteps([
      "setStack root [home, product(1)]", "present sheet 0 [cart]", "setStack modal 0 [cart, checkout]",
    ])
    // None overlapped: each started when the one before it had finished.
    for (earlier, later) in zip(host.records, host.records.dropFirst()) {
      #expect(earlier.finished <= later.started)
    }
    host.expectInSync()
  }

  @Test func completionClosuresRunInTheOrderTheRequestsWereMade() async throws {
    let (navigator, host) = makeNavigator()
    var calls: [String] = []
    // Three taps, as a button's action makes them: synchronous calls, each queued at once.
    let taps: @MainActor () -> Void = {
      navigator.push(.product(1)).onCompletion { result in
        if case .success = result { calls.append("pushed") }
      }
      navigator.present(.cart).onCompletion { _ in calls.append("presented") }
      navigator.dismiss().onCompletion { result in calls.append("dismissed \((try? result.get()) ?? false)") }
    }
    taps()
    try await navigator.push(Page.reviews).value  // queued behind the three above
    calls.append("async push")
    #expect(calls == ["pushed", "presented", "dismissed true", "async push"])
    navigator.expectStack([Page.home, .product(1), .reviews])
    navigator.expectNoModals()
    #expect(host.steps.count == 4)
  }

  @Test func aRequestThatChangesNothingPerformsNothing() async throws {
    let (navigator, host) = makeNavigator()
    #expect(try await navigator.pop().value == false)
    #expect(try await navigator.dismiss(to: "unknown").value == false)
    #expect(try await navigator.select(tab: TabID.shop).value == false)
    #expect(host.records.isEmpty)
  }

  @Test func everyOperationGoesThroughTheHost() async throws {
    let (navigator, host) = makeNavigator(.shopTabs)
    try await navigator.push(Page.product(1), tag: "p").value
    try await navigator.push(Page.reviews).value
    #expect(try await navigator.pop(to: "p").value)
    #expect(try await navigator.pop(from: "p").value)
    try await navigator.push(Page.cart).value
    try await navigator.push(Page.checkout).value
    #expect(try await navigator.popLast(1).value)
    #expect(try await navigator.popToRoot().value)
    #expect(try await navigator.setStack([Page.settings, Page.login]).value)
    #expect(try await navigator.select(tab: TabID.profile).value)
    try await navigator.present(Page.cart, tag: "c").value
    try await navigator.present(Page.checkout, style: .fullScreenCover).value
    try await navigator.present(Page.login).value
    #expect(try await navigator.dismiss(to: "c").value)
    try await navigator.present(Page.login).value
    #expect(try await navigator.dismissLast(1).value)
    #expect(try await navigator.dismiss(from: "c").value)
    try await navigator.present(Page.login).value
    #expect(try await navigator.dismissAll().value)
    navigator.expectStack([Page.settings, .login], in: .tab(AnyTag(TabID.shop)))
    navigator.expectStack([Profile.home])
    host.expectInSync()
    #expect(host.steps.count == 20)
  }

  @Test func aWholeTreeJumpIsOnePlan() async throws {
    var start = NavigationState.shopTabs
    start.present(Page.cart)
    start.present(Page.checkout, style: .fullScreenCover)
    start.present(Page.login)
    let (navigator, host) = makeNavigator(start)
    try await navigator.navigate { state in
      state.dismissAll()
      state.select(tab: TabID.search)
      state.push(Page.product(1))
      state.push(Page.reviews)
      state.present(Page.cart, style: .sheet)
    }.value
    host.expectSteps([
      "dismiss modal 2", "dismiss modal 1", "dismiss modal 0",
      "setStack tab search [product(0), product(1), reviews]", "selectTab search", "present sheet 0 [cart]",
    ])
    host.expectInSync()
  }

  @Test func navigateReturnsWhatTheChangeReturned() async throws {
    let (navigator, _) = makeNavigator()
    let depth = try await navigator.navigate { state -> Int in
      state.push(Page.cart)
      return state.topStack.depth
    }.value
    #expect(depth == 1)
  }

  @Test func aHostFailureStopsThePlanAndTheStateShowsWhatWasDone() async throws {
    struct Refused: Error {}
    var start = NavigationState(root: Page.home)
    start.present(Page.cart)
    start.present(Page.checkout)
    start.present(Page.login)
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator(start, host: host)
    let events = navigator.events()
    let request = Task { try await navigator.dismissAll().value }
    await clock.advance(by: .milliseconds(100))
    host.failNextStep = Refused()  // the first dismissal is running; the second will fail
    await clock.advance(by: .milliseconds(250))
    await #expect(throws: NavigationError.self) { try await request.value }
    #expect(navigator.state.modals.count == 2)
    host.expectInSync()
    var seen: [String] = []
    for await event in events {
      if case .willNavigate = event { seen.append("will") }
      if case .failed(.hostFailed(let step, let underlying)) = event {
        seen.append("failed \(step) \(underlying is Refused)")
        break
      }
    }
    #expect(seen == ["will", "failed dismiss modal 1 true"])
    // The queue is not stuck: the next request runs.
    let retry = Task { try await navigator.dismissAll().value }
    await clock.run()
    #expect(try await retry.value)
    navigator.expectNoModals()
    host.expectInSync()
  }

  @Test func theUsersSwipeBackIsFollowedNotPerformed() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.push(Page.product(1)).value
    try await navigator.push(Page.reviews).value
    host.clearRecords()
    try host.simulateSwipeBack()
    navigator.expectStack([Page.home, .product(1)])
    #expect(host.records.isEmpty)
    host.expectInSync()
    try host.simulateSwipeBack()
    #expect(throws: HostError.self) { try host.simulateSwipeBack() }
    navigator.expectStack([Page.home])
  }

  @Test func theUsersPullDownDismissesASheetButNotACover() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.present(Page.cart, style: .sheet).value
    try await navigator.present(Page.checkout, style: .fullScreenCover).value
    #expect(throws: HostError.self) { try host.simulatePullDown() }
    _ = try await navigator.dismiss().value
    try host.simulatePullDown()
    navigator.expectNoModals()
    host.expectInSync()
    #expect(throws: HostError.self) { try host.simulatePullDown() }
  }

  @Test func theUsersTabTapIsFollowed() async throws {
    let (navigator, host) = makeNavigator(.shopTabs)
    try host.simulateTabTap(TabID.profile)
    navigator.expectStack([Profile.home])
    host.expectInSync()
    #expect(throws: HostError.self) { try host.simulateTabTap("nope") }
  }

  @Test func userChangesThatDoNotFitTheTreeChangeNothing() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.push(Page.cart).value
    var state = navigator.state
    let before = state
    #expect(!changed(&state) { $0.apply(UserChange.popped(to: ScreenID.next())) })
    #expect(!changed(&state) { $0.apply(UserChange.popped(to: before.topScreen.id)) })  // on top
    #expect(!changed(&state) { $0.apply(UserChange.dismissed(layer: before.topScreen.id)) })  // no layer
    #expect(!changed(&state) { $0.apply(UserChange.selected(tab: AnyTag(TabID.shop))) })  // no tabs
    #expect(state == before)
    #expect(throws: HostError.self) { try host.simulateBackTap(to: ScreenID.next()) }
    #expect(throws: HostError.self) { try host.simulateSelfDismiss() }
    #expect(navigator.state == before)
  }

  @Test func aGestureDuringATransitionIsRefusedLikeUIKitDoes() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    try await navigator.push(Page.cart, animated: false).value
    let push = Task { try await navigator.push(Page.checkout).value }
    await clock.advance(by: .milliseconds(10))
    #expect(throws: HostError.self) { try host.simulateSwipeBack() }
    await clock.run()
    _ = try await push.value
    navigator.expectStack([Page.home, .cart, .checkout])
  }

  @Test func eventsTellWhatHappenedInOrder() async throws {
    let (navigator, host) = makeNavigator()
    let events = navigator.events()
    try await navigator.push(Page.cart).value
    try host.simulateSwipeBack()
    try await navigator.present(Page.login).value
    var names: [String] = []
    for await event in events {
      switch event {
      case .willNavigate(let steps): names.append("will \(steps.count)")
      case .didNavigate(let top): names.append("did \(top.route)")
      case .userNavigated(let change): names.append("user \(change)")
      case .failed: names.append("failed")
      case .tabReselected(let tab): names.append("re-tapped \(tab)")
      }
      if names.count == 5 { break }
    }
    let home = navigator.state.root
    guard case .stack(let stack) = home else { return }
    #expect(names == ["will 1", "did cart", "user popped to \(stack.root.id)", "will 1", "did login"])
  }

  @Test func stateAndTransitionsAreObservable() async throws {
    let (navigator, _) = makeNavigator()
    let changes = ObservedChanges { _ = navigator.state }
    try await navigator.push(Page.cart).value
    #expect(changes.count == 1)

    let transitions = ObservedChanges { _ = navigator.isTransitioning }
    _ = try await navigator.pop().value
    #expect(transitions.count == 1)
    #expect(!navigator.isTransitioning)
  }
}
