import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// A split view's collapse, expansion and column changes, as UIKit (`UIKitSplitTraces`) and
/// SwiftUI (`SwiftUISplitTraces`) report them, replayed against the host session.
@MainActor
@Suite("Split view traces")
struct SplitTraceTests {
  /// A catalogue sidebar whose selection, product 2, shows reviews on top.
  private func selected<Host: NavigationHost>(_ host: Host) async throws -> Navigator<Page> {
    let navigator = Navigator<Page>(NavigationState.shopSplit, host: host)
    _ = try await navigator.select(Page.product(2)).value
    try await navigator.push(.reviews).value
    return navigator
  }

  private func expectInSync(
    _ navigator: AnyNavigator, _ host: UIKitStandIn, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(host.session?.model.shown == navigator.state, sourceLocation: sourceLocation)
    #expect(host.hierarchy == navigator.state.read, sourceLocation: sourceLocation)
  }

  private func single(_ navigator: AnyNavigator) -> [Page] {
    SplitTests.routes(navigator.state.topStack)
  }

  // MARK: UIKit

  @Test func uiKitCollapsesWithTheDetailOnTopAndTheSidebarBelow() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    host.play(UIKitSplitTraces.rotation.toCompact)
    #expect(navigator.state.split?.isCollapsed == true)
    #expect(single(navigator) == [.home, .product(2), .reviews])
    #expect(navigator.state.topLocation == .column(.detail))
    expectInSync(navigator, host)
  }

  @Test func uiKitPutsTheStatesCompactColumnOnTopWhateverItProposes() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    _ = try await navigator.show(column: .sidebar).value
    host.play(UIKitSplitTraces.collapses)  // UIKit proposes the detail
    #expect(host.hierarchy.split == SplitRead(collapsed: true, showing: .sidebar))
    #expect(single(navigator) == [.home])
    expectInSync(navigator, host)
  }

  /// The split expands while a step that shows the sidebar on top stalls: the read shows the
  /// user's expansion, which says nothing of the step, so the step failed and the detail stays
  /// the compact column (found by `InterleavingRuns`; its input is in the fuzzer's corpus).
  @Test func anExpansionDuringAStalledColumnChangeLeavesTheColumnAsShown() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    host.play(UIKitSplitTraces.collapses)
    host.failure = .stallsWithoutShowing
    let shown = navigator.show(column: .sidebar)
    await eventually { host.session?.runningStep != nil }
    host.play(UIKitSplitTraces.expands)
    await host.clock.run()
    await #expect(throws: NavigationError.self) { try await shown.value }
    #expect(navigator.state.split?.isCollapsed == false)
    #expect(navigator.state.split?.compactColumn == .detail)
    expectInSync(navigator, host)
  }

  /// On a regular width no column is on top, so a column change whose completion never comes
  /// shows nothing to tell it by: the column on top is the session's until UIKit collapses the
  /// split and asks, and it then shows the column asked for (found by `InterleavingRuns` once
  /// the stand-in read the split as `UIKitHost` does; the input is in the fuzzer's corpus).
  @Test func aStalledColumnChangeOnARegularWidthShowsItsColumnOnTheNextCollapse() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    host.failure = .stallsWithoutShowing
    _ = try await navigator.show(column: .sidebar).value
    #expect(navigator.state.split?.compactColumn == .sidebar)
    #expect(host.read() == navigator.state.read)
    host.play(UIKitSplitTraces.collapses)
    #expect(host.hierarchy.split == SplitRead(collapsed: true, showing: .sidebar))
    expectInSync(navigator, host)
  }

  /// The split collapses while a step that puts the sidebar on top stalls: UIKit asks the
  /// session which column goes on top and gets the sidebar, the column drawn; the read's column
  /// is the step's, not the user's (found by `InterleavingRuns`; its input is in the fuzzer's
  /// corpus).
  @Test func aCollapseDuringAStalledColumnChangeShowsTheColumnAskedFor() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    host.failure = .stallsWithoutShowing
    let shown = navigator.show(column: .sidebar)
    await eventually { host.session?.runningStep != nil }
    host.play(UIKitSplitTraces.collapses)
    await host.clock.run()
    _ = try? await shown.value
    #expect(navigator.state.split?.isCollapsed == true)
    #expect(navigator.state.split?.compactColumn == .sidebar)
    expectInSync(navigator, host)
  }

  /// Collapsed, while a selection into the detail animates, the user taps Back past the
  /// detail's first screen, then the split expands and collapses again: UIKit asks which column
  /// goes on top and gets the sidebar, the column the user went back to, which the state shows
  /// once the selection ends (found by `InterleavingRuns`; its input is in the fuzzer's corpus).
  @Test func aCollapseAfterABackPastTheDetailDuringASelectionShowsTheSidebar() async throws {
    let host = UIKitStandIn(clock: TestClock(mode: .manual))
    let navigator = Navigator<Page>(NavigationState.shopSplit, host: host)
    await host.clock.run()
    host.play(UIKitSplitTraces.collapses)
    let selected = navigator.select(Page.product(3))
    await eventually { host.session?.runningStep != nil }
    host.play(UIKitSplitTraces.backPastAColumn())
    host.play(UIKitSplitTraces.expands)
    host.play(UIKitSplitTraces.collapses)
    #expect(host.hierarchy.split == SplitRead(collapsed: true, showing: .sidebar))
    await host.clock.run()
    #expect(try await selected.value)
    #expect(navigator.state.split?.isCollapsed == true)
    #expect(navigator.state.split?.compactColumn == .sidebar)
    navigator.expectStack([Page.product(3)], in: .column(.detail))
    expectInSync(navigator, host)
  }

  @Test func pushesMadeWhileCollapsedAreInTheDetailAfterASlideOverEnds() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    host.play(UIKitSplitTraces.collapses)
    try await navigator.push(.cart).value
    try await navigator.push(.checkout).value
    #expect(single(navigator) == [.home, .product(2), .reviews, .cart, .checkout])
    host.play(UIKitSplitTraces.expands)
    #expect(navigator.state.split?.isCollapsed == false)
    navigator.expectStack([Page.product(2), .reviews, .cart, .checkout], in: .column(.detail))
    navigator.expectStack([Page.home], in: .column(.sidebar))
    expectInSync(navigator, host)
  }

  @Test func backPastTheDetailsFirstScreenShowsTheSidebarAndKeepsTheDetail() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    host.play(UIKitSplitTraces.collapses)
    host.play(UIKitTraces.backButtonTap())  // reviews goes, in the detail's own stack
    #expect(single(navigator) == [.home, .product(2)])
    host.play(UIKitSplitTraces.backPastAColumn())
    #expect(navigator.state.split?.compactColumn == .sidebar)
    #expect(single(navigator) == [.home])
    expectInSync(navigator, host)
    // A Stage Manager window widened: the detail shows what it kept.
    host.play(UIKitSplitTraces.rotation.toRegular)
    navigator.expectStack([Page.product(2)], in: .column(.detail))
    expectInSync(navigator, host)
  }

  @Test func collapsingHidesTheSidebarsScreenAndExpandingShowsItAgain() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    let sidebar = try #require(navigator.state.split?.sidebar.top)
    func log(from start: Int) -> [LifecycleEvent] {
      host.events[start...].filter { $0.entry.id == sidebar.id }.map(\.event)
    }
    let beforeCollapse = host.events.count
    host.play(UIKitSplitTraces.collapses)
    #expect(log(from: beforeCollapse) == [.willDisappear, .didDisappear])
    let beforeExpansion = host.events.count
    host.play(UIKitSplitTraces.expands)
    #expect(log(from: beforeExpansion) == [.willAppear, .didAppear])
  }

  @Test func aCollapseDuringAStepWaitsForItsEnd() async throws {
    let host = UIKitStandIn()
    let navigator = try await selected(host)
    let push = navigator.push(.cart)
    await Task.yield()
    host.play(UIKitSplitTraces.collapses)
    try await push.value
    await host.clock.run()
    #expect(navigator.state.split?.isCollapsed == true)
    #expect(single(navigator) == [.home, .product(2), .reviews, .cart])
    expectInSync(navigator, host)
  }

  @Test func aSplitMadeOffScreenOnAnIPhoneIsReadCollapsedOnceTheRootAppears() async throws {
    for atAttachment in [false, true] {
      let host = UIKitStandIn()
      host.isInWindow = false
      host.isCompact = true
      host.readsSplitCollapseAtAttachment = atAttachment
      let navigator = Navigator<Page>(NavigationState.shopSplit, host: host)
      host.play(UIKitSplitTraces.entersACompactWindow())
      // The rule the host followed before (read at attachment) leaves the state expanded.
      #expect(navigator.state.split?.isCollapsed == !atAttachment)
      #expect((host.hierarchy == navigator.state.read) == !atAttachment)
    }
  }

  /// `isCollapsed` is "false until after the collapse transition finishes": when it still reads
  /// false as the root appears (and no `didCollapse` comes), the read a main-queue turn later
  /// finds the split collapsed.
  @Test func aSplitWhoseCollapseFinishesAfterTheRootAppearsIsReadCollapsed() async throws {
    for once in [false, true] {
      var variants = UIKitVariants()
      variants.collapseRead = .finalATurnLater
      let host = UIKitStandIn()
      host.variants = variants
      host.isInWindow = false
      host.isCompact = true
      host.readsSplitCollapseOnce = once
      let navigator = Navigator<Page>(NavigationState.shopSplit, host: host)
      host.play(UIKitSplitTraces.entersACompactWindow(variants))
      #expect(navigator.state.split?.isCollapsed == false)
      await host.clock.run()
      // The rule the host followed before (one read, as the root appears) leaves it expanded.
      #expect(navigator.state.split?.isCollapsed == !once)
      #expect((host.hierarchy == navigator.state.read) == !once)
    }
  }

  @Test func aCollapseReadBeforeTheRootIsInAWindowChangesNothing() async throws {
    let host = UIKitStandIn()
    host.isInWindow = false
    host.isCompact = true
    let state = NavigationState(split: NavigationState.shopSplit.split!.collapsed())
    let navigator = Navigator<Page>(state, host: host)
    // A split made by a root swap before the root appeared reads as expanded (it is made so).
    host.session?.report(.splitCollapsed(false, top: nil))
    #expect(navigator.state == state)
    host.play(UIKitSplitTraces.entersACompactWindow())
    #expect(navigator.state == state)
    expectInSync(navigator, host)
  }

  // MARK: SwiftUI

  @Test func swiftUICollapsesWithTheSizeClassAndBackWritesTheCompactColumn() async throws {
    let host = BindingStandIn()
    let navigator = try await selected(host)
    host.play(SwiftUISplitTraces.collapses)
    #expect(single(navigator) == [.home, .product(2), .reviews])
    host.play(SwiftUITraces.backButtonTap)
    #expect(single(navigator) == [.home, .product(2)])
    await host.clock.run()  // the pop's animation ends
    host.play(SwiftUISplitTraces.backPastTheDetail)
    #expect(single(navigator) == [.home])
    #expect(host.session?.drawing?.compactColumn() == .sidebar)
    host.play(SwiftUISplitTraces.expands)
    navigator.expectStack([Page.product(2)], in: .column(.detail))
    #expect(host.session?.model.shown == navigator.state)
  }

  @Test func swiftUIDrawsASelectionMadeWhileCollapsedOnTop() async throws {
    let host = BindingStandIn()
    let navigator = try await selected(host)
    host.play(SwiftUISplitTraces.collapses)
    host.play(SwiftUISplitTraces.backPastTheDetail)
    await host.clock.run()
    _ = try await navigator.select(Page.product(3)).value
    #expect(host.session?.drawing?.compactColumn() == .detail)
    #expect(single(navigator) == [.home, .product(3)])
    #expect(host.session?.model.shown == navigator.state)
  }

  /// Nobody waits for a collapse's probes (a hidden sidebar sends none), so the sidebar's
  /// leaving can be drawn while the next step shows the sidebar again. That probe is the
  /// collapse's, not a screen leaving ahead of its write: once the step ends (here by its
  /// watchdog, its own probe lost), the next one has nothing to wait for.
  @Test func aCollapsesProbeDrawnDuringTheNextStepHoldsNothingUp() async throws {
    let host = BindingStandIn()
    let navigator = try await selected(host)
    host.holdsProbes = true
    host.play(SwiftUISplitTraces.collapses)
    host.failure = .stallsAfterShowing
    let show = navigator.show(column: .sidebar)
    let session = try #require(host.session)
    while session.runningStep == nil { await Task.yield() }
    host.holdsProbes = false
    host.releaseProbes()
    _ = try await show.value
    #expect(session.probesAhead.disappeared.isEmpty, "a probe of the collapse was taken as one ahead")
    _ = try await navigator.select(Page.product(3)).value
    #expect(single(navigator) == [.home, .product(3)])
    #expect(session.model.shown == navigator.state)
  }

  // MARK: TestHost

  @Test func theTestHostCollapsesAndTapsBackAcrossAColumn() async throws {
    let host = TestHost()
    let navigator = try await selected(host)
    try host.simulateSplitResize(collapsed: true)
    try host.simulateBackTap()
    try host.simulateBackTap()
    #expect(single(navigator) == [.home])
    #expect(host.screen == navigator.state)
    #expect(throws: HostError.self) { try TestHost().simulateSplitResize(collapsed: true) }
  }
}
