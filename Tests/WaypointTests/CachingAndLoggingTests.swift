import InMemoryLogging
import Logging
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Caching and the navigation log")
struct CachingAndLoggingTests {
  func shop(clock: TestClock, host: TestHost? = nil, logger: Logger? = nil) throws -> (
    Navigator<AnyRoute>, TestHost
  ) {
    let screens = ScreenRegistry()
    try screens.register(Page.self) { route, _ in ProbeScreen("\(route)") }
    let host = host ?? TestHost(clock: clock)
    let navigator = Navigator(
      NavigationState(root: Profile.home), host: host, screens: screens, cache: ScreenCache(clock: clock),
      logger: logger ?? Logger(label: "waypoint.navigation"))
    return (navigator, host)
  }

  static let cart = Destination.route(Page.cart).keepAlive(
    within: .interval(.seconds(60)), identifier: "cart")

  @Test func aKeptAliveScreenIsReusedWhileItsLifetimeLives() async throws {
    let clock = TestClock()
    let (navigator, _) = try shop(clock: clock)
    try await navigator.push(Self.cart).value
    let first = try #require(navigator.screen(for: navigator.state.topScreen.id) as? ProbeScreen)
    _ = try await navigator.pop().value
    #expect(!first.diary.contains("destroyed"))  // kept, not destroyed
    try await navigator.push(Self.cart).value
    #expect(navigator.screen(for: navigator.state.topScreen.id) === first)
    #expect(first.diary.filter { $0.hasPrefix("prepare") }.count == 2)  // prepared for each entry
  }

  @Test func anExpiredLifetimeGivesANewInstance() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock, transitionDuration: .zero)
    let (navigator, _) = try shop(clock: clock, host: host)
    try await navigator.push(Self.cart).value
    weak let first = navigator.screen(for: navigator.state.topScreen.id) as? ProbeScreen
    _ = try await navigator.pop().value
    await clock.advance(by: .seconds(61))
    try await navigator.push(Self.cart).value
    #expect(navigator.screen(for: navigator.state.topScreen.id) !== first)
    #expect(first == nil)  // the expired instance was let go
  }

  @Test func aLifetimeEndingWhileTheScreenIsShownDoesNotEvictIt() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock, transitionDuration: .zero)
    let (navigator, _) = try shop(clock: clock, host: host)
    try await navigator.push(Self.cart).value
    weak let shown = navigator.screen(for: navigator.state.topScreen.id) as? ProbeScreen
    await clock.advance(by: .seconds(90))  // expires on screen
    #expect(shown != nil)
    #expect(navigator.screen(for: navigator.state.topScreen.id) === shown)
    try await navigator.push(Self.cart).value  // a second cart: the expired one is not reused
    #expect(navigator.screen(for: navigator.state.topScreen.id) !== shown)
    _ = try await navigator.popLast(2).value
    #expect(shown == nil)  // evicted once no screen uses it
  }

  @Test func aLifetimeEndingDuringTheTransitionThatShowsTheScreenDoesNotEvictIt() async throws {
    let clock = TestClock(mode: .manual)
    let host = TestHost(clock: clock, transitionDuration: .milliseconds(350))
    let (navigator, _) = try shop(clock: clock, host: host)
    let brief = Destination.route(Page.cart).keepAlive(
      within: .interval(.milliseconds(100)), identifier: "cart")
    let push = Task { try await navigator.push(brief).value }
    await clock.advance(by: .milliseconds(200))  // the lifetime ends while the push animates
    #expect(host.runningStep != nil)
    await clock.advance(by: .milliseconds(200))
    _ = try await push.value
    weak let shown = navigator.screen(for: navigator.state.topScreen.id) as? ProbeScreen
    #expect(shown != nil)
    #expect(shown?.diary.contains("didAppear") == true)
    let pop = Task { try await navigator.pop().value }
    await clock.run()
    _ = try await pop.value
    #expect(shown == nil)  // evicted once it left the screen
    let again = Task { try await navigator.push(brief).value }
    await clock.run()
    _ = try await again.value
    #expect(navigator.screen(for: navigator.state.topScreen.id) != nil)
  }

  @Test func theLogTellsRequestsPlansStepsGuardsAndCacheHits() async throws {
    let logs = InMemoryLogHandler()
    var handler = logs
    handler.logLevel = .debug
    let logger = Logger(label: "waypoint.navigation") { _ in handler }
    let (navigator, _) = try shop(clock: TestClock(), logger: logger)
    navigator.addGuard(for: Page.self) { route, _ in route == .checkout ? .deny(Forbidden()) : .allow }
    try await navigator.push(Self.cart).value
    _ = try await navigator.pop().value
    try await navigator.push(Self.cart).value
    _ = try? await navigator.push(Page.checkout).value
    let messages = logs.entries.map(\.message.description)
    #expect(messages.contains("request (request)"))
    #expect(messages.contains("plan"))
    #expect(messages.contains { $0.hasPrefix("step setStack root") })
    #expect(messages.contains("cache miss for cart"))
    #expect(messages.contains("cache hit for cart"))
    #expect(messages.contains { $0.hasPrefix("guard denied checkout") })
    #expect(logs.entries.allSatisfy { $0.level <= .debug })
  }

  @Test func nothingIsFormattedWhenTheLevelIsOff() async throws {
    Loud.formatted = 0
    var handler = InMemoryLogHandler()
    handler.logLevel = .info
    let navigator = Navigator(
      NavigationState(root: Loud(name: "root")), host: SilentHost(),
      logger: Logger(label: "waypoint.navigation") { _ in handler })
    navigator.addGuard { _ in .allow }
    try await navigator.push(Loud(name: "next")).value
    try await navigator.present(Loud(name: "sheet")).value
    _ = try await navigator.dismissAll().value
    #expect(Loud.formatted == 0)
    #expect(navigator.state.topStack.depth == 1)
  }
}

/// A route that counts how often it is turned into text.
struct Loud: Route, CustomStringConvertible {
  nonisolated(unsafe) static var formatted = 0
  let name: String
  var description: String {
    Loud.formatted += 1
    return name
  }
}

/// A host that performs every step at once and writes nothing down.
@MainActor
final class SilentHost: StepHost {
  func perform(_ step: NavigationStep, animated: Bool) async throws {}
}
