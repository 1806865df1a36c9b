import Testing
@_spi(Hosts) import Waypoint
@_spi(Hosts) import WaypointTesting

enum Screen: Route {
  case home, cart, login, detail
}

@MainActor
@Suite("TestHost behaves like UIKit")
struct TestHostTests {
  /// A host attached to a navigator showing `state`, on a manual clock.
  func attachedHost(_ state: NavigationState) -> (TestHost, TestClock, Navigator<Screen>) {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock)
    let navigator = Navigator<Screen>(state, host: host)
    return (host, clock, navigator)
  }

  @Test func aPresentWhileAnotherIsRunningIsRefused() async throws {
    let (host, clock, _) = attachedHost(NavigationState(root: Screen.home))
    let cart = ModalLayer(style: .sheet, stack: ScreenStack(Screen.cart))
    let login = ModalLayer(style: .sheet, stack: ScreenStack(Screen.login))
    let first = Task { try await host.session!.perform(.present(cart, at: 0), animated: true) }
    await clock.advance(by: .milliseconds(1))
    #expect(host.runningStep == .present(cart, at: 0))
    do {
      try await host.session!.perform(.present(login, at: 1), animated: true)
      Issue.record("an overlapping present was allowed")
    } catch let error as HostError {
      guard case .transitionInProgress(let running, _) = error else {
        Issue.record("wrong error \(error)")
        return
      }
      #expect(running == .step(.present(cart, at: 0)))
    }
    await clock.run()
    try await first.value
    #expect(host.screen?.modals.count == 1)
  }

  @Test func modalsAreDismissedOneAtATimeFromTheTop() async throws {
    var state = NavigationState(root: Screen.home)
    state.present(Screen.cart)
    state.present(Screen.login)
    let (host, _, _) = attachedHost(state)
    await #expect(throws: HostError.self) {
      try await host.session!.perform(.dismiss(at: 0), animated: false)
    }
    let stray = ModalLayer(style: .sheet, stack: ScreenStack(Screen.detail))
    await #expect(throws: HostError.self) {
      try await host.session!.perform(.present(stray, at: 1), animated: false)
    }
    await #expect(throws: HostError.self) {
      try await host.session!.perform(.setRoot(.stack(ScreenStack(Screen.home))), animated: false)
    }
    try await host.session!.perform(.dismiss(at: 1), animated: false)
    try await host.session!.perform(.dismiss(at: 0), animated: false)
    #expect(host.screen?.modals.isEmpty == true)
    #expect(host.steps == [.dismiss(at: 1), .dismiss(at: 0)])
  }

  @Test func aHostWithoutANavigatorHasNoSessionAndRefusesGestures() async {
    let host = TestHost()
    #expect(host.session == nil)
    #expect(throws: HostError.self) { try host.simulateSwipeBack() }
  }

  @Test func transitionsTakeTheirDurationOnTheClock() async throws {
    let clock = TestClock()
    let host = TestHost(clock: clock, transitionDuration: .milliseconds(500))
    let navigator = Navigator(NavigationState(root: Screen.home), host: host)
    try await navigator.push(Screen.detail).value
    try await navigator.present(Screen.cart).value
    #expect(host.records.map(\.started.offset) == [.zero, .milliseconds(500)])
    #expect(host.records.map(\.finished.offset) == [.milliseconds(500), .milliseconds(1000)])
    #expect(clock.now.offset == .milliseconds(1000))
  }

  @Test func theManualClockWakesSleepsInDeadlineOrder() async throws {
    let clock = TestClock(mode: .manual)
    var woken: [Int] = []
    let late = Task { @MainActor in
      try await clock.sleep(for: .seconds(2))
      woken.append(2)
    }
    let early = Task { @MainActor in
      try await clock.sleep(for: .seconds(1))
      woken.append(1)
    }
    await clock.advance(by: .milliseconds(999))
    #expect(woken.isEmpty)
    #expect(clock.pendingSleeps == 2)
    await clock.advance(by: .seconds(5))
    try await late.value
    try await early.value
    #expect(woken == [1, 2])
  }

  @Test func aCancelledSleepEndsWithCancellation() async {
    let clock = TestClock(mode: .manual)
    let sleeper = Task { try await clock.sleep(for: .seconds(1)) }
    await clock.advance(by: .zero)
    sleeper.cancel()
    await #expect(throws: CancellationError.self) { try await sleeper.value }
    #expect(clock.pendingSleeps == 0)
  }

  @Test func expectationsReportWhatIsOnScreen() {
    var state = NavigationState(root: Screen.home)
    state.push(Screen.detail)
    state.present(Screen.cart, style: .fullScreenCover)
    state.expectStack([Screen.home, .detail], in: .root)
    state.expectModals([(PresentationStyle.fullScreenCover, [Screen.cart])])
    withKnownIssue { state.expectStack([Screen.home]) }
    withKnownIssue { state.expectStack([Screen.home], in: .modal(4)) }
    withKnownIssue { state.expectModals([(PresentationStyle.sheet, [Screen.cart])]) }
    withKnownIssue { state.expectNoModals() }
    withKnownIssue { state.expectTree("stack\n└─ home") }
  }

  @Test func expectInSyncNoticesDrift() async throws {
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Screen.home), host: host)
    try await navigator.push(Screen.detail).value
    host.expectInSync()
    host.expectSteps(["setStack root [home, detail]"])
    withKnownIssue { host.expectSteps([]) }
    // A host no navigator drives shows nothing to compare.
    withKnownIssue { TestHost().expectInSync() }
  }
}
