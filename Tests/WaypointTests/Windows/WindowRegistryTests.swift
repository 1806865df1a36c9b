import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

@MainActor
@Suite("Windows: which window a link opens in")
struct WindowRegistryTests {
  func registry(rule: WindowRegistry<Page>.Rule? = nil) throws -> WindowRegistry<Page> {
    WindowRegistry(links: try windowLinks(), activityType: "shop.link", rule: rule)
  }

  @Test func aLinkGoesToTheWindowShowingItsRoute() async throws {
    let windows = try registry()
    let showing = makeWindowNavigator(NavigationState(root: Page.product(2)))
    let front = makeWindowNavigator()
    windows.register(showing, window: "A", phase: .background)
    windows.register(front, window: "B", phase: .active)

    let placement = try windows.open("shop://product/2")
    #expect(placement == .window("A", activate: true), "in the background: brought forward")
    await settle(showing)
    #expect(showing.state.topScreen.route == AnyRoute(Page.product(2)))
    #expect(
      front.state.hasSameStructure(as: NavigationState(root: Page.home)), "the other window is untouched")
  }

  @Test func aLinkNoWindowShowsGoesToTheForemostWindow() async throws {
    let windows = try registry()
    let first = makeWindowNavigator()
    let second = makeWindowNavigator()
    windows.register(first, window: "A", phase: .active)
    windows.register(second, window: "B", phase: .inactive)
    windows.update("A", phase: .active)

    #expect(try windows.open("shop://product/4") == .window("A", activate: false))
    await settle(first)
    #expect(first.state.topScreen.route == AnyRoute(Page.product(4)))
    #expect(second.state.topScreen.route == AnyRoute(Page.home))
  }

  @Test func theWindowActiveLastIsTheForemost() throws {
    let windows = try registry()
    let navigators = (makeWindowNavigator(), makeWindowNavigator())
    windows.register(navigators.0, window: "A", phase: .active)
    windows.register(navigators.1, window: "B", phase: .active)
    #expect(windows.windows.map(\.id) == ["B", "A"])
    windows.update("A", phase: .active)
    windows.update("B", phase: .background)
    windows.update("unknown", phase: .active)
    #expect(windows.windows.map(\.id) == ["A", "B"])
    #expect(windows.windows.map(\.phase) == [.active, .background])
  }

  @Test func withNoWindowALinkAsksForANewWindowCarryingIt() throws {
    let windows = try registry()
    #expect(
      try windows.open("https://shop.example/product/8")
        == .newWindow(WindowActivity(type: "shop.link", link: "https://shop.example/product/8")))
  }

  @Test func theAppsRuleDecidesFirst() async throws {
    let windows = try registry { link, windows in
      link.route == .cart ? .newWindow : windows.last.map { .window($0.id) }
    }
    let showing = makeWindowNavigator(NavigationState(root: Page.product(2)))
    let other = makeWindowNavigator()
    windows.register(showing, window: "A", phase: .active)
    windows.register(other, window: "B", phase: .active)

    #expect(try windows.open("shop://product/2") == .window("A", activate: false))
    #expect(
      try windows.open("shop://cart") == .newWindow(WindowActivity(type: "shop.link", link: "shop://cart")))
  }

  @Test func aRuleNamingNoLiveWindowIsIgnored() throws {
    let windows = try registry { _, _ in .window("closed") }
    let navigator = makeWindowNavigator()
    windows.register(navigator, window: "A", phase: .inactive)
    #expect(try windows.open("shop://product/1") == .window("A", activate: false))
  }

  @Test func anActivityOpensLikeItsLinkAndANewWindowGetsTheWholeActivity() async throws {
    let windows = try registry()
    let activity = WindowActivity(type: "shop.window", link: "shop://product/6", restoration: Data("{}".utf8))
    #expect(try windows.open(activity) == .newWindow(activity))

    let navigator = makeWindowNavigator()
    windows.register(navigator, window: "A", phase: .active)
    #expect(try windows.open(activity) == .window("A", activate: false))
    await settle(navigator)
    #expect(navigator.state.topScreen.route == AnyRoute(Page.product(6)))
  }

  @Test func aBadLinkChangesNoWindow() throws {
    let windows = try registry()
    let navigator = makeWindowNavigator()
    windows.register(navigator, window: "A", phase: .active)
    #expect(throws: DeepLinkError.unmatched(path: "/nowhere")) { try windows.open("shop://nowhere") }
    #expect(throws: DeepLinkError.self) { try windows.open(WindowActivity(type: "t", link: nil)) }
    #expect(navigator.state.hasSameStructure(as: NavigationState(root: Page.home)))
    #expect(!navigator.isTransitioning)
  }

  @Test func aClosedWindowsNavigatorIsFreed() throws {
    let windows = try registry()
    weak var unregistered: Navigator<Page>?
    weak var forgotten: Navigator<Page>?
    do {
      let closed = makeWindowNavigator()
      let dropped = makeWindowNavigator()
      unregistered = closed
      forgotten = dropped
      windows.register(closed, window: "closed", phase: .active)
      windows.register(dropped, window: "dropped", phase: .active)
      windows.unregister("closed")
      windows.unregister("unknown")
    }
    #expect(unregistered == nil, "an unregistered window's navigator is released")
    #expect(forgotten == nil, "the registry holds navigators weakly")
    #expect(windows.windows.isEmpty)
    #expect(windows.navigator(for: "dropped") == nil)
    guard case .newWindow = try windows.open("shop://product/1") else {
      Issue.record("a freed window takes no link")
      return
    }
  }

  @Test func registeringAnIdAgainReplacesItsNavigator() throws {
    let windows = try registry()
    let old = makeWindowNavigator()
    let new = makeWindowNavigator()
    windows.register(old, window: "A", phase: .active)
    windows.register(new, window: "A", phase: .inactive)
    #expect(windows.windows.map(\.id) == ["A"])
    #expect(windows.navigator(for: "A") === new)
  }

  /// What a platform does for each placement: a window in the background is brought forward, one
  /// on screen needs nothing, and a new window carries the placement's activity.
  @Test func eachPlacementNamesWhatThePlatformActivates() {
    let activity = WindowActivity(type: "shop.link", link: "shop://cart")
    let background = WindowPlacement.window("A", activate: true)
    let onScreen = WindowPlacement.window("B", activate: false)
    let new = WindowPlacement.newWindow(activity)
    #expect([background, onScreen, new].map(\.windowToBringForward) == ["A", nil, nil])
    #expect([background, onScreen, new].map(\.newWindowActivity) == [nil, nil, activity])
  }

  /// Waits until `navigator` has carried out every request made so far.
  func settle(_ navigator: Navigator<Page>) async {
    _ = await navigator.navigate { _ in }.result
  }
}
