import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

extension ScreenTests {
  @Test func aScreenMadeInAMultiStepPlanSurvivesIt() async throws {
    let box = ProbeBox()
    let registry = try box.registry()
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: registry)
    try await navigator.present(Page.cart).value
    try await navigator.navigate { s in
      s.dismissAll()
      s.push(Page.product(1))
    }.value
    let id = navigator.state.topScreen.id
    #expect(navigator.screen(for: id) != nil)
    #expect(
      box.made[.product(1)]?.events.contains(.destroyed) == false, "\(box.made[.product(1)]?.events ?? [])")
  }

  @Test func aKeptAliveInstanceIsNeverShownTwice() async throws {
    let clock = TestClock()
    let screens = ScreenRegistry()
    try screens.register(Page.self) { route, _ in Probe() }
    let navigator = Navigator(
      NavigationState(root: Profile.home), host: TestHost(clock: clock), screens: screens,
      cache: ScreenCache(clock: clock))
    let cart = Destination.route(Page.cart).keepAlive(within: .interval(.seconds(60)), identifier: "cart")
    try await navigator.push(cart).value
    let first = navigator.state.topScreen.id
    try await navigator.push(cart).value
    let second = navigator.state.topScreen.id
    #expect(navigator.screen(for: first) !== navigator.screen(for: second), "one instance shown twice")
  }

  @Test func theInitialScreensAreMadeAndAppear() async throws {
    let box = ProbeBox()
    let screens = try box.registry()
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Page.home), host: host, screens: screens)
    try await navigator.push(Page.cart).value
    _ = try await navigator.pop().value
    #expect(navigator.screen(for: navigator.state.topScreen.id) != nil, "root has no instance")
    #expect(box.made[.home] != nil)
    #expect(host.lifecycleLog.first == "load home", "\(host.lifecycleLog)")
  }
}
