import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("The re-tapped tab")
struct TabReselectionTests {
  /// Tabs with shop selected and home > cart > reviews in it, over `host`.
  func deepShop(_ host: some NavigationHost) async throws -> Navigator<Page> {
    let navigator = Navigator<Page>(.shopTabs, host: host)
    try await navigator.push(Page.cart).value
    try await navigator.push(Page.reviews).value
    return navigator
  }

  @Test func reTappingTheSelectedTabPopsItsStackToTheRootAndTellsTheApp() async throws {
    let host = TestHost()
    let navigator = try await deepShop(host)
    let events = navigator.events()
    var told: [AnyTag] = []
    navigator.onTabReselected = { told.append($0) }
    try host.simulateTabTap(TabID.shop)
    await eventually { navigator.state.topStack.path.isEmpty }
    navigator.expectStack([Page.home])
    #expect(told == [AnyTag(TabID.shop)])
    for await event in events {
      if case .tabReselected(let tab) = event {
        #expect(tab == AnyTag(TabID.shop))
        break
      }
    }
    #expect(host.screen == navigator.state)
  }

  @Test func reTappingATabAtItsRootOnlyTellsTheApp() async throws {
    let host = TestHost()
    let navigator = Navigator<Page>(.shopTabs, host: host)
    var told = 0
    navigator.onTabReselected = { _ in told += 1 }
    try host.simulateTabTap(TabID.shop)
    await host.clock.run()
    #expect(told == 1)
    #expect(host.steps.isEmpty)
  }

  @Test func aLeaveGuardInTheTabDecidesWhetherItPops() async throws {
    let host = TestHost()
    let navigator = try await deepShop(host)
    let diary = LeaveDiary()
    navigator.addLeaveGuard(protecting: navigator.state.topScreen.id) { diary.check($0) }
    try host.simulateTabTap(TabID.shop)
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    navigator.expectStack([Page.home, .cart, .reviews])
    #expect(diary.asked.first?.reason == .userExit)
  }

  @Test func uikitRefusesTheSelectionSoItDoesNotPopAndTheNavigatorPops() async throws {
    let host = UIKitStandIn()
    let navigator = try await deepShop(host)
    var told = 0
    navigator.onTabReselected = { _ in told += 1 }
    host.play(UIKitTraces.tabRetap(index: 0))
    #expect(told == 1)
    await eventually { navigator.state.topStack.path.isEmpty }
    await host.clock.run()
    navigator.expectStack([Page.home])
    #expect(host.hierarchy == navigator.state.read)
  }

  @Test func swiftUIWriteOfTheSelectedTabIsAReTap() async throws {
    let host = BindingStandIn()
    let navigator = try await deepShop(host)
    var told = 0
    navigator.onTabReselected = { _ in told += 1 }
    host.play(SwiftUITraces.tabRetap(index: 0))
    #expect(told == 1)
    await eventually { navigator.state.topStack.path.isEmpty }
    await host.clock.run()
    navigator.expectStack([Page.home])
    #expect(host.session?.drawn == navigator.state)
  }

  /// SwiftUI on iOS 26 pops a re-tapped tab's stack to its root itself (`SwiftUITraces.tabRetap`,
  /// `popsToTheRoot`); through iOS 18 it writes the selection only. Either way the app is told
  /// once, and the pop goes through the top screen's leave guard: kept, the stack is drawn back;
  /// let go, the stack is at its root.
  @Test(arguments: SwiftUIVariants.TabRetap.allCases)
  func aReTappedSwiftUITabPopsToItsRootThroughTheGuard(whenSwiftUI retap: SwiftUIVariants.TabRetap)
    async throws
  {
    let host = BindingStandIn()
    host.variants.tabRetap = retap
    let navigator = try await deepShop(host)
    let diary = LeaveDiary()
    navigator.addLeaveGuard(protecting: navigator.state.topScreen.id) { diary.check($0) }
    var told = 0
    navigator.onTabReselected = { _ in told += 1 }
    host.play(SwiftUITraces.tabRetap(index: 0, host.variants))
    await eventually { diary.asked.count == 1 }
    await host.clock.run()
    #expect(told == 1)
    #expect(diary.asked.first?.reason == .userExit)
    navigator.expectStack([Page.home, .cart, .reviews])
    #expect(host.session?.drawn == navigator.state)
    diary.answer = .leave
    host.play(SwiftUITraces.tabRetap(index: 0, host.variants))
    await eventually { navigator.state.topStack.path.isEmpty }
    await host.clock.run()
    #expect(told == 2)
    #expect(diary.asked.count == 2, "the guard was asked \(diary.asked.count) times")
    navigator.expectStack([Page.home])
    #expect(host.session?.drawn == navigator.state)
  }
}
