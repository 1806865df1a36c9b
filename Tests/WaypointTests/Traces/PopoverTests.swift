import Foundation
import Testing
@_spi(Hosts) import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Popovers anchored to a source")
struct PopoverTests {
  @Test func onACompactWidthAPopoverIsASheetUnlessTheAppKeepsItAPopover() async throws {
    let host = UIKitStandIn()
    host.anchors = ["cart", "filter"]
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.present(.route(Page.cart).anchored(to: "cart"), style: .popover).value
    host.play(UIKitTraces.compactWidthAsksForTheAdaptiveStyle)
    #expect(host.adaptiveStyle(ofLayer: navigator.state.modals[0].id) == "pageSheet")
    try await navigator.present(
      .route(Page.settings).anchored(to: "filter", compact: .popover), style: .popover
    ).value
    #expect(host.adaptiveStyle(ofLayer: navigator.state.modals[1].id) == "none")
    #expect(host.adaptiveStyle(ofLayer: .next()) == nil)
  }

  @Test func onACompactHeightAloneAPopoverStaysAPopover() async throws {
    let host = UIKitStandIn()
    host.anchors = ["cart"]
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    try await navigator.present(.route(Page.cart).anchored(to: "cart"), style: .popover).value
    host.play(UIKitTraces.compactHeightAsksForTheAdaptiveStyleToo)
    #expect(host.adaptiveStyle(ofLayer: navigator.state.modals[0].id, compactWidth: false) == "none")
    #expect(host.adaptiveStyle(ofLayer: navigator.state.modals[0].id, compactWidth: true) == "pageSheet")
  }

  @Test func aPopoverAnchoredInAColumnACollapsedSplitHidesIsRefused() async throws {
    let host = UIKitStandIn()
    host.anchors = ["filter", "cart"]
    let navigator = Navigator<Page>(NavigationState.shopSplit, host: host)
    host.play(UIKitSplitTraces.collapses)
    host.anchorsOffScreen = ["filter"]  // in the sidebar, under the detail
    host.play(UIKitTraces.anchorOffScreen)
    await #expect(throws: NavigationError.self) {
      try await navigator.present(.route(Page.cart).anchored(to: "filter"), style: .popover).value
    }
    #expect(navigator.state.modals.isEmpty)
    try await navigator.present(.route(Page.cart).anchored(to: "cart"), style: .popover).value
    #expect(navigator.state.modals.count == 1)
  }

  @Test func theCompactAdaptationIsRestored() throws {
    var cart = ScreenEntry(Page.cart)
    cart.popoverAnchor = "cart"
    cart.popoverAdaptation = .popover
    let state = NavigationState(
      root: .stack(ScreenStack(Page.home)),
      modals: [ModalLayer(style: .popover, stack: ScreenStack(root: cart))])
    let data = try Restoration.shop().encode(state)
    #expect(String(decoding: data, as: UTF8.self).contains(#""compact":"popover""#))
    #expect(try Restoration.shop().decode(data).modals.first?.stack.root.popoverAdaptation == .popover)
    let sheet = String(decoding: data, as: UTF8.self).replacingOccurrences(
      of: #","compact":"popover""#, with: "")
    #expect(
      try Restoration.shop().decode(Data(sheet.utf8)).modals.first?.stack.root.popoverAdaptation == .sheet)
    let bad = String(decoding: data, as: UTF8.self).replacingOccurrences(
      of: #""popover"}"#, with: #""wobble"}"#)
    #expect(throws: RestorationError.self) { try Restoration.shop().decode(Data(bad.utf8)) }
  }

  @Test func swiftUIDrawsAPopoverAtAnAnchorOnTheLevelBelowItOrRefusesIt() async throws {
    let host = BindingStandIn()
    host.anchors = ["cart": 0, "size": 1]
    let navigator = Navigator<Page>(NavigationState(root: Page.home), host: host)
    for anchor in ["size", "nowhere"] {
      await #expect(throws: NavigationError.self) {
        try await navigator.present(.route(Page.cart).anchored(to: anchor), style: .popover).value
      }
      navigator.expectNoModals()
    }
    await #expect(throws: NavigationError.self) { try await navigator.present(.cart, style: .popover).value }
    try await navigator.present(.route(Page.cart).anchored(to: "cart"), style: .popover).value
    try await navigator.present(.route(Page.settings).anchored(to: "size"), style: .popover).value
    #expect(navigator.state.modals.map(\.stack.root.popoverAnchor) == ["cart", "size"])
    host.play(SwiftUITraces.popoverTapOutside)
    #expect(navigator.state.modals.map(\.stack.root.popoverAnchor) == ["cart"])
  }

  @Test func testHostRefusesAPopoverWhoseAnchorItDoesNotHoldWhenToldWhichItHolds() async throws {
    let (navigator, host) = makeNavigator()
    try await navigator.present(.cart, style: .popover).value  // anchors not set: nothing checked
    _ = try await navigator.dismiss().value
    host.anchors = ["cart"]
    for destination in [Destination.route(Page.cart), .route(Page.cart).anchored(to: "size")] {
      await #expect(throws: NavigationError.self) {
        try await navigator.present(destination, style: .popover).value
      }
      navigator.expectNoModals()
    }
    try await navigator.present(.route(Page.cart).anchored(to: "cart"), style: .popover).value
    #expect(navigator.state.modals.count == 1)
  }

  /// A toolbar button on every screen of a stack registers one anchor id on each: the screen
  /// below leaving the window (the detail pushed over it) takes only its own view, and the
  /// popover still points at the detail's button (`SwiftUIHost`'s anchors, by screen).
  @Test func twoScreensWithOneAnchorIdKeepTheirOwn() {
    var anchors = ScreenAnchors()
    let list = ScreenID.next()
    let detail = ScreenID.next()
    anchors.appeared("cart", on: list, level: 0)
    anchors.appeared("cart", on: detail, level: 0)
    anchors.disappeared("cart", on: list)
    #expect(anchors.holds("cart", atLevel: 0))
    #expect(!anchors.holds("cart", atLevel: 1), "a popover of another level points elsewhere")
    anchors.disappeared("cart", on: detail)
    #expect(!anchors.holds("cart"))
  }
}
