import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// Screen views and VoiceOver's focus on the two platform stand-ins: UIKit's callbacks and
/// SwiftUI's writes replayed against the host session, as the hosts forward them. The hosts add
/// nothing for the views, and only post what the session decides for focus: for what the
/// navigator changed, never for the user's own gestures, which the platform announces itself.
@MainActor
@Suite("Screen views and focus, replayed on the platform stand-ins")
struct ScreenViewAndFocusTraceTests {
  // MARK: UIKit

  @Test func uikitAnInteractivePopGivesItsViewsAndLeavesFocusToUIKit() async throws {
    let host = UIKitStandIn()
    var navigator: Navigator<Page>? = Navigator(root: .home, host: host)
    let views = navigator!.screenViews()
    try await navigator!.push(.product(1)).value
    let (home, product) = (navigator!.state.topStack.root.id, navigator!.state.topScreen.id)
    host.play(UIKitTraces.swipeBackCompleted())
    navigator!.expectStack([Page.home])
    #expect(host.focusDirectives == [.screen(product)], "focus moved for the user's own swipe")
    _ = home
    navigator = nil
    #expect(
      await views.described() == [
        "home disappeared", "product(1) appeared", "product(1) disappeared", "home appeared",
      ])
  }

  @Test func uikitACancelledSwipeGivesNoViewAndMovesNoFocus() async throws {
    let host = UIKitStandIn()
    var navigator: Navigator<Page>? = Navigator(root: .home, host: host)
    try await navigator!.push(.product(1)).value
    let views = navigator!.screenViews()
    let focus = host.focusDirectives
    host.play(UIKitTraces.swipeBackCancelled())
    #expect(host.focusDirectives == focus)
    navigator = nil
    #expect(await views.described().isEmpty)
  }

  @Test func uikitATabTapGivesItsViewsAndLeavesFocusOnTheTabBar() async throws {
    let host = UIKitStandIn()
    var navigator: Navigator<Page>? = Navigator(.shopTabs, host: host)
    let views = navigator!.screenViews()
    host.play(UIKitTraces.tabTap(index: 1))
    #expect(host.focusDirectives.isEmpty, "focus left the tab bar the user tapped")
    navigator = nil
    #expect(await views.described() == ["home disappeared", "product(0) appeared"])
  }

  @Test func uikitARestoreGivesTheViewsOfTheRestoredScreens() async throws {
    let (source, _) = makeNavigator()
    source.restoration = .shop()
    try await source.present(.cart, style: .sheet).value
    let host = UIKitStandIn()
    var navigator: Navigator<Page>? = Navigator(root: .settings, host: host)
    navigator!.restoration = .shop()
    let views = navigator!.screenViews()
    try await navigator!.restore(from: try source.snapshot()).value
    #expect(host.focusDirectives == [.screen(navigator!.state.topScreen.id)])
    navigator = nil
    #expect(await views.described() == ["settings disappeared", "home appeared", "cart appeared"])
  }

  @Test func uikitASheetTheAppClosesGivesFocusBackToTheAnchorThatOpenedIt() async throws {
    let host = UIKitStandIn()
    host.anchors = ["cart"]
    let navigator = Navigator(root: Page.home, host: host)
    try await navigator.present(.route(Page.cart).opened(from: "cart")).value
    _ = try await navigator.dismiss().value
    #expect(host.focusDirectives.last == .element("cart"))
    try await navigator.present(.route(Page.cart).opened(from: "unregistered")).value
    _ = try await navigator.dismiss().value
    #expect(host.focusDirectives.last == .screen(navigator.state.topScreen.id), "else the screen beneath")
    // Pulled down by the user, UIKit gives focus back itself.
    try await navigator.present(.route(Page.cart).opened(from: "cart")).value
    let count = host.focusDirectives.count
    host.play(UIKitTraces.pullDownThenFocusPosted())
    navigator.expectNoModals()
    #expect(host.focusDirectives.count == count)
  }

  // MARK: SwiftUI

  @Test func swiftUIAFinishedSwipeGivesItsViewsAndLeavesFocusToSwiftUI() async throws {
    let host = BindingStandIn()
    var navigator: Navigator<Page>? = Navigator(root: .home, host: host)
    host.windowAppears()
    let views = navigator!.screenViews()
    try await navigator!.push(.product(1)).value
    let product = navigator!.state.topScreen.id
    host.play(SwiftUITraces.swipeBackFinished)
    await host.clock.run()
    #expect(host.focusDirectives == [.screen(product)], "focus moved for the user's own swipe")
    navigator = nil
    let seen = await views.described()
    #expect(
      seen == [
        "home disappeared", "product(1) appeared", "product(1) disappeared", "home appeared",
      ])
  }

  @Test func swiftUIAGestureCalledOffGivesNoViewAndMovesNoFocus() async throws {
    let host = BindingStandIn()
    var navigator: Navigator<Page>? = Navigator(root: .home, host: host)
    try await navigator!.push(.product(1)).value
    let views = navigator!.screenViews()
    let focus = host.focusDirectives
    host.play(SwiftUITraces.gestureCalledOff)
    await host.clock.run()
    #expect(host.focusDirectives == focus)
    navigator = nil
    #expect(await views.described().isEmpty)
  }

  @Test func swiftUIATabTapGivesItsViewsAndLeavesFocusOnTheTabBar() async throws {
    let host = BindingStandIn()
    var navigator: Navigator<Page>? = Navigator(.shopTabs, host: host)
    host.windowAppears()
    let views = navigator!.screenViews()
    host.play(SwiftUITraces.tabTap(index: 1))
    await host.clock.run()
    #expect(host.focusDirectives.isEmpty, "focus left the tab bar the user tapped")
    navigator = nil
    #expect(await views.described() == ["home disappeared", "product(0) appeared"])
  }

  @Test func swiftUIARestoreGivesTheViewsOfTheRestoredScreens() async throws {
    let (source, _) = makeNavigator()
    source.restoration = .shop()
    try await source.push(.product(7)).value
    let host = BindingStandIn()
    var navigator: Navigator<Page>? = Navigator(root: .settings, host: host)
    host.windowAppears()
    navigator!.restoration = .shop()
    let views = navigator!.screenViews()
    try await navigator!.restore(from: try source.snapshot()).value
    #expect(host.focusDirectives == [.screen(navigator!.state.topScreen.id)])
    navigator = nil
    #expect(await views.described() == ["settings disappeared", "product(7) appeared"])
  }

  @Test func swiftUIASheetTheAppClosesGivesFocusBackToTheMarkedElementThatOpenedIt() async throws {
    let host = BindingStandIn()
    host.elements = ["cart"]
    let navigator = Navigator(root: Page.home, host: host)
    try await navigator.present(.route(Page.cart).opened(from: "cart")).value
    _ = try await navigator.dismiss().value
    await host.clock.run()
    #expect(host.focusDirectives.last == .element("cart"))
    // Pulled down by the user, nothing is posted, late or not: the platform moves focus.
    try await navigator.present(.route(Page.cart).opened(from: "cart")).value
    let count = host.focusDirectives.count
    host.play(SwiftUITraces.pullDownThenFocusMoved)
    await host.clock.run()
    navigator.expectNoModals()
    #expect(host.focusDirectives.count == count)
  }
}
