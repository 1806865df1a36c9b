import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

extension GuardTests {
  @Test func editingAnExistingEntrysRouteIsCheckedByTheGuards() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard { ctx in ctx.route == AnyRoute(Page.checkout) ? .deny(Forbidden()) : .allow }
    try await navigator.push(Page.cart).value
    await #expect(throws: NavigationError.self) {
      try await navigator.navigate { state in
        var stack = state.topStack
        stack.path[0].route = AnyRoute(Page.checkout)
        state.setStack(stack)
      }.value
    }
    #expect(navigator.state.topScreen.route != AnyRoute(Page.checkout), "guard bypassed")
  }

  @Test func aGuardCoveringEveryScreenLetsItsOwnRedirectThrough() async throws {
    let (navigator, _) = makeNavigator()
    let session = Session()
    navigator.addGuard { _ in session.isSignedIn ? .allow : .redirect(Redirect(to: Page.login)) }
    var done = false
    Task {
      _ = try? await navigator.push(Page.checkout).value
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
    try await navigator.push(Page.cart).value
    let push = Task { try await navigator.push(Page.settings).value }
    await eventually { gate != nil }
    try host.simulateSwipeBack()
    navigator.expectStack([Page.home])
    gate!.resume()
    _ = try await push.value
    #expect(navigator.state.topStack.routes == [AnyRoute(Page.home), AnyRoute(Page.settings)])
    #expect(asked == 2)  // the change was made again on the new state, and checked again
  }

  @Test func guardsSeeALinkAsADeepLink() async throws {
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Shop.home), host: host)
    var reasons: [NavigationReason] = []
    navigator.addGuard { ctx in
      reasons.append(ctx.reason)
      return ctx.reason == .deepLink ? .deny(Forbidden()) : .allow
    }
    _ = try? await navigator.open("shop://product/42/reviews", using: shopLinks()).value
    #expect(reasons.allSatisfy { $0 == .deepLink }, "\(reasons)")
    navigator.expectStack([Shop.home])
  }

  @Test func aGuardThatNavigatesIsRefusedInsteadOfDeadlocking() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard { [weak navigator] ctx in
      if ctx.route == AnyRoute(Page.checkout) { try await navigator?.present(Page.login).value }
      return .allow
    }
    var done = false
    Task {
      _ = try? await navigator.push(Page.checkout).value; done = true
    }
    await eventually { done }
    #expect(done, "state \(navigator.state)")
    var later = false
    Task {
      _ = try? await navigator.push(Page.cart).value; later = true
    }
    await eventually { later }
    #expect(later, "every later request is stuck too")
  }

  @Test func aDenialEmitsAFailedEvent() async throws {
    let (navigator, _) = makeNavigator()
    navigator.addGuard { _ in .deny(Forbidden()) }
    let events = navigator.events()
    _ = try? await navigator.push(Page.cart).value
    try await navigator.navigate { $0.modals = [] }.value  // no-op, just to be sure nothing else comes
    var seen: [String] = []
    let collector = Task { @MainActor in
      for await event in events { seen.append(event.description) }
    }
    await eventually { false }
    collector.cancel()
    #expect(seen.contains { $0.hasPrefix("failed") }, "\(seen)")
  }
}
