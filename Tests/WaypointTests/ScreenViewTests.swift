import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

extension AsyncStream<ScreenView> {
  /// The views the stream holds, read to its end (the navigator released), as "route change".
  func described() async -> [String] {
    var seen: [String] = []
    for await view in self { seen.append(view.description) }
    return seen
  }
}

/// Screen views on `TestHost`: one stream of the screens the user starts and stops seeing, from
/// the lifecycle events the host session delivers.
@MainActor
@Suite("Screen views")
struct ScreenViewTests {
  @Test func aPushAndAPopEachEndOneViewAndBeginAnother() async throws {
    var navigator: Navigator<Page>? = Navigator(root: .home, host: TestHost())
    let views = navigator!.screenViews()
    try await navigator!.push(.product(1)).value
    _ = try await navigator!.pop().value
    navigator = nil
    #expect(
      await views.described() == [
        "home disappeared", "product(1) appeared", "product(1) disappeared", "home appeared",
      ])
  }

  @Test func aPageSheetLeavesTheScreenBeneathInViewAndACoverDoesNot() async throws {
    var navigator: Navigator<Page>? = Navigator(root: .home, host: TestHost())
    let views = navigator!.screenViews()
    try await navigator!.present(.cart, style: .sheet).value
    try await navigator!.present(.checkout, style: .fullScreenCover).value
    _ = try await navigator!.dismissAll().value
    navigator = nil
    let seen = await views.described()
    #expect(
      seen == [
        "cart appeared",  // the sheet; home stays in view
        "cart disappeared", "home disappeared", "checkout appeared",  // the cover
        "checkout disappeared", "cart appeared", "home appeared",  // dismissed one at a time
        "cart disappeared",
      ])
  }

  @Test func theUsersSwipePullDownAndTabTapGiveViewsAndACancelledSwipeNone() async throws {
    let host = TestHost()
    var navigator: Navigator<Page>? = Navigator(.shopTabs, host: host)
    let views = navigator!.screenViews()
    try await navigator!.push(.product(1)).value
    try host.simulateSwipeBack(cancelled: true)
    try host.simulateSwipeBack()
    try await navigator!.present(.cart).value
    try host.simulatePullDown()
    try host.simulateTabTap(TabID.search)
    navigator = nil
    #expect(
      await views.described() == [
        "home disappeared", "product(1) appeared",  // push
        "product(1) disappeared", "home appeared",  // the swipe; the cancelled one gave nothing
        "cart appeared", "cart disappeared",  // a sheet, pulled down
        "home disappeared", "product(0) appeared",  // the tab tap
      ])
  }

  @Test func aRestoreGivesTheViewsOfTheScreensItShows() async throws {
    let (source, _) = makeNavigator()
    source.restoration = .shop()
    try await source.push(.product(7)).value
    let data = try source.snapshot()
    var navigator: Navigator<Page>? = Navigator(root: .settings, host: TestHost())
    navigator!.restoration = .shop()
    let views = navigator!.screenViews()
    try await navigator!.restore(from: data).value
    navigator = nil
    #expect(await views.described() == ["settings disappeared", "product(7) appeared"])
  }

  @Test func eachViewNamesThePatternThatPrintsItsRoute() async throws {
    var links = try RouteTable<Page>(schemes: ["shop"])
    try links.add("", Page.home)
    try links.add("product/:id(int)", Page.product)
    var navigator: Navigator<Page>? = Navigator(root: .home, host: TestHost())
    let linked = navigator!.screenViews(linkingWith: links)
    let plain = navigator!.screenViews()
    try await navigator!.push(.product(42)).value
    try await navigator!.push(.cart).value
    navigator = nil
    #expect(
      await linked.described() == [
        "home disappeared (/)", "product(42) appeared (/product/:id(int))",
        "product(42) disappeared (/product/:id(int))", "cart appeared",
      ])
    #expect(
      await plain.described() == [
        "home disappeared", "product(42) appeared", "product(42) disappeared", "cart appeared",
      ])
  }

  @Test func aDisappearanceNamesTheScreenItsAppearanceNamed() async throws {
    var navigator: Navigator<Page>? = Navigator(root: .home, host: TestHost())
    let views = navigator!.screenViews()
    try await navigator!.push(.product(1)).value
    try await navigator!.push(.product(1), duplicates: .allowed).value
    _ = try await navigator!.pop().value
    navigator = nil
    var seen: [ScreenView] = []
    for await view in views { seen.append(view) }
    #expect(
      seen.map(\.change) == [.disappeared, .appeared, .disappeared, .appeared, .disappeared, .appeared])
    #expect(seen[2].id == seen[1].id)  // the first product(1) left when the second came
    #expect(seen[4].id == seen[3].id && seen[5].id == seen[1].id)
  }

  @Test func theStreamEndsWithTheNavigator() async throws {
    var navigator: Navigator<Page>? = Navigator(root: .home, host: TestHost())
    let views = navigator!.screenViews()
    weak let released = navigator
    navigator = nil
    #expect(released == nil)
    #expect(await views.described().isEmpty)
  }

  @Test func aStreamNobodyReadsKeepsOnlyTheNewestViews() async throws {
    var navigator: Navigator<Page>? = Navigator(root: .home, host: TestHost())
    let views = navigator!.screenViews()
    for _ in 0..<100 {
      try await navigator!.push(.cart).value
      _ = try await navigator!.pop().value
    }
    navigator = nil
    let kept = await views.described()
    #expect(kept.count == 256)  // 400 sent; the oldest dropped
    #expect(kept.last == "home appeared")
  }
}
