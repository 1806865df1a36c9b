import InMemoryLogging
import Logging
import Observation
import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// The navigator owns its host's session, and its state is the one copy of what is shown: what
/// the session settles. A change the user makes while a step runs is applied once, by the session,
/// and every consequence (the lifecycle, the screen views, the state's observers, the navigator's
/// events) happens once.
@MainActor
@Suite("The navigator's state is the one copy of what is shown")
struct OneCopyTests {
  /// Counts the notifications of `navigator.state` from now on, as a view observing it would.
  final class StateNotifications: @unchecked Sendable {
    private(set) var count = 0
    private let navigator: AnyNavigator

    init(_ navigator: AnyNavigator) {
      self.navigator = navigator
      observe()
    }

    private func observe() {
      MainActor.assumeIsolated {
        withObservationTracking {
          _ = navigator.state
        } onChange: { [self] in
          count += 1
          observe()
        }
      }
    }
  }

  @Test func aUserChangeDuringAStepIsAppliedOnce() async throws {
    let clock = TestClock(mode: .manual)
    let host = UIKitStandIn(clock: clock)
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let push = navigator.push(.product(1))
    await clock.run()
    try await push.value
    let product = try #require(navigator.state.topStack.path.last)
    var views: [ScreenView] = []
    let viewsTask = Task { for await view in navigator.screenViews() { views.append(view) } }
    var userEvents = 0
    let eventsTask = Task {
      for await event in navigator.events() { if case .userNavigated = event { userEvents += 1 } }
    }
    await TestClock.yield()
    let eventsBefore = host.events.count
    let notifications = StateNotifications(navigator)

    // The sheet's transition runs; the user taps Back on the screen beneath (which cannot be
    // locked): the session keeps the fact and applies it as the step ends.
    let present = navigator.present(.cart)
    await eventually { host.session?.runningStep != nil }
    host.play(UIKitTraces.backButtonTap(), on: .root(0))
    #expect(navigator.state.topStack.path.last == product, "applied before the step ended")
    await clock.run()
    try await present.value
    await eventually { userEvents == 1 && views.contains { $0.id == product.id } }

    #expect(navigator.state[stack: .root]?.path.isEmpty == true)
    navigator.expectModals([(PresentationStyle.sheet, [Page.cart])])
    let productEvents = host.events.dropFirst(eventsBefore).filter { $0.entry.id == product.id }
    #expect(productEvents.map(\.event) == [.willDisappear, .didDisappear])
    #expect(views.filter { $0.id == product.id }.map(\.change) == [.disappeared])
    #expect(userEvents == 1)
    // One notification for the sheet's step, one for the user's change.
    #expect(notifications.count == 2)
    viewsTask.cancel()
    eventsTask.cancel()
  }

  /// A host that is neither a platform host nor a `StepHost` draws nothing: the navigator takes
  /// each step as done, and says so on its log once, at attachment.
  @Test func aHostThatIsNeitherTakesEveryStepAsDone() async throws {
    final class Bare: NavigationHost {}
    let logs = InMemoryLogHandler()
    let navigator = Navigator<Page>(
      NavigationState(root: Page.home), host: Bare(), logger: Logger(label: "test") { _ in logs })
    try await navigator.push(.product(1)).value
    navigator.expectStack([Page.home, .product(1)])
    #expect(logs.entries.filter { $0.level == .error }.count == 1)
  }
}
