import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// The undocumented behaviours the hosts were wrong about until the stand-ins played them both
/// ways (`UIKitVariants`, `SwiftUIVariants`): each replayed in the variant that broke a promise.
@MainActor
@Suite("Undocumented platform behaviours, replayed in each variant")
struct VariantTraceTests {
  private func uiKit(_ variants: UIKitVariants, _ state: NavigationState) -> (Navigator<Page>, UIKitStandIn) {
    let host = UIKitStandIn()
    host.variants = variants
    return (Navigator(state, host: host), host)
  }

  private func swiftUI(_ variants: SwiftUIVariants, _ state: NavigationState) -> (
    Navigator<Page>, BindingStandIn
  ) {
    let host = BindingStandIn()
    host.variants = variants
    return (Navigator(state, host: host), host)
  }

  private func expectInSync(
    _ navigator: AnyNavigator, _ host: UIKitStandIn, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.session?.model.shown == navigator.state, sourceLocation: sourceLocation)
    #expect(host.hierarchy == navigator.state.read, sourceLocation: sourceLocation)
  }

  // MARK: SwiftUI

  /// FlowStacks #69 measured a pulled-down sheet's write "~1 sec after the sheet is completely
  /// gone", after its screens' probes: the session takes the probes as the sheet leaving, and the
  /// write then ends the dismissal at once, each screen's events sent once, without waiting out a
  /// watchdog for probes that already came.
  @Test func aPullDownWhoseWriteComesAfterItsProbesEndsOnce() async throws {
    let (navigator, host) = swiftUI(SwiftUIVariants(), NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    let cart = try #require(navigator.state.modals.first?.stack.root)
    let start = host.clock.now
    let count = host.events.count
    host.play(SwiftUITraces.pullDownEnds)
    await host.clock.run()
    navigator.expectNoModals()
    #expect(host.session?.drawn == navigator.state)
    let events = host.events.dropFirst(count).filter { $0.entry.id == cart.id }.map(\.event)
    #expect(events == [.willDisappear, .didDisappear], "the sheet's screen saw \(events)")
    #expect(start.duration(to: host.clock.now) < .seconds(2), "the dismissal waited out the watchdog")
  }

  /// A push asked for once the pulled-down sheet has gone, but before its write: the step waits
  /// for the write, and the push lands where the user is, not in the sheet that is gone.
  @Test func aNavigationAfterAPullDownWaitsForTheSheetsWrite() async throws {
    let host = BindingStandIn(clock: TestClock(mode: .manual))
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    let present = navigator.present(Page.cart)
    await host.clock.run()
    try await present.value
    host.play(SwiftUITraces.pullDownEnds)
    await host.clock.advance(by: .milliseconds(350))  // the sheet is gone: its probes report
    #expect(host.session?.model.shown.modals.count == 1, "the write is still to come")
    var ended = false
    navigator.push(.checkout).onCompletion { _ in ended = true }
    await host.clock.advance(by: .milliseconds(650))  // the write
    await host.clock.run()
    await eventually { ended }
    #expect(ended, "the push did not end with the sheet's write")
    navigator.expectNoModals()
    navigator.expectStack([Page.home, .checkout])
    #expect(host.session?.drawn == navigator.state)
  }

  // MARK: UIKit

  /// Collapsed, Back on the detail's first screen, when UIKit sends no `willHideColumn`: the host
  /// reads the column on top after the sidebar's `didShow`, so the next selection shows the
  /// detail again.
  @Test(arguments: UIKitVariants.ColumnBack.allCases)
  func aCollapsedSplitsBackIsReadWithoutWillHideColumn(_ columnBack: UIKitVariants.ColumnBack) async throws {
    var variants = UIKitVariants()
    variants.columnBack = columnBack
    let (navigator, host) = uiKit(variants, .shopSplit)
    _ = try await navigator.select(Page.product(2)).value
    host.play(UIKitSplitTraces.collapses)
    #expect(navigator.state.split?.compactColumn == .detail)
    host.play(UIKitSplitTraces.backPastAColumn(variants))
    #expect(navigator.state.split?.compactColumn == .sidebar)
    expectInSync(navigator, host)
    _ = try await navigator.select(Page.product(3)).value
    #expect(navigator.state.split?.compactColumn == .detail)
    #expect(host.hierarchy.split == SplitRead(collapsed: true, showing: .detail))
    expectInSync(navigator, host)
  }

  /// A pull-down UIKit gives no coordinator for: nothing reports its end, so the session's
  /// watchdog reads the layers; a sheet let go of and still there is kept, and the next step runs.
  @Test func aPullDownWithoutACoordinatorEndsByItsWatchdog() async throws {
    var variants = UIKitVariants()
    variants.pullDownCallbacks = .noCoordinator
    let (navigator, host) = uiKit(variants, NavigationState(root: Page.home))
    try await navigator.present(.cart).value
    host.play(UIKitTraces.pullDownCancelled(variants))
    #expect(host.session?.acceptsGestures == false, "the pull-down is under way")
    try await navigator.push(.checkout).value
    #expect(navigator.state.modals.count == 1)
    #expect(navigator.state.topScreen.route == AnyRoute(Page.checkout))
    expectInSync(navigator, host)
    // Pulled to the end, the layer leaving ends it at once.
    host.play(UIKitTraces.pullDown(layerIndex: 0, variants))
    navigator.expectNoModals()
    #expect(host.session?.acceptsGestures == true)
    expectInSync(navigator, host)
  }

  /// iOS 26's interruptible pops: three Back taps, each during the previous one's animation, with
  /// the delegate's callbacks sent twice; the navigator ends where UIKit ends, each screen left
  /// once, and the next request runs.
  @Test func threeBackTapsInQuickSuccessionEndWhereUIKitEnds() async throws {
    var variants = UIKitVariants()
    variants.backTapDuringAPop = .popsAgain
    variants.popCallbacks = .sentTwice
    let host = UIKitStandIn(clock: TestClock(mode: .manual))
    host.variants = variants
    let driver = UIKitStandInDriver(over: host)
    let navigator = Navigator(NavigationState(root: Page.home), host: host)
    for page in [Page.product(1), .product(2), .product(3), .reviews] {
      let push = navigator.push(page)
      await host.clock.run()
      try await push.value
    }
    for _ in 0..<3 { try driver.simulate(.tapBack) }
    await host.clock.run()
    navigator.expectStack([Page.home, .product(1)])
    let left = host.events.filter { $0.event == .didDisappear }.map(\.entry.route)
    #expect(left.filter { $0 == AnyRoute(Page.reviews) }.count == 1)
    #expect(left.filter { $0 == AnyRoute(Page.product(3)) }.count == 1)
    expectInSync(navigator, host)
    let push = navigator.push(Page.cart)
    await host.clock.run()
    try await push.value
    navigator.expectStack([Page.home, .product(1), .cart])
    expectInSync(navigator, host)
  }
}
