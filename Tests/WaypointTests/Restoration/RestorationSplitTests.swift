import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@Suite("Restoration of split views")
struct RestorationSplitTests {
  /// What the library wrote before split roots (format 1): a stack with a sheet.
  static let format1 = """
    {"format":1,"version":1,"types":["page","String"],\
    "root":{"stack":[{"route":[0,"home"]},{"route":[0,"product/42"],"tag":[1,"p"]}]},\
    "modals":[{"style":"sheet","stack":[{"route":[0,"cart"]}]}]}
    """

  @Test func aDocumentOfTodaysFormatBeforeSplitsIsMigrated() throws {
    let state = try Restoration.shop().decode(Data(Self.format1.utf8))
    #expect(state.topStack.routes.isEmpty == false)
    #expect(state[stack: .root]?.routes == [AnyRoute(Page.home), AnyRoute(Page.product(42))])
    #expect(state[stack: .root]?.top.tag == AnyTag("p"))
    #expect(state.modals.map(\.stack.root.route) == [AnyRoute(Page.cart)])
    let again = String(decoding: try Restoration.shop().encode(state), as: UTF8.self)
    #expect(again.hasPrefix(#"{"format":2,"#))
  }

  @Test func splitRootsRoundTripWithTheirCompactColumn() throws {
    var state = SplitTests.selected()
    state.show(column: .sidebar)
    state.present(Page.login)
    let three = NavigationState(
      split: SplitRoot(
        sidebar: ScreenStack(Page.home), supplementary: ScreenStack(Page.settings),
        detail: ScreenStack(root: ScreenEntry(Page.product(2)), path: [ScreenEntry(Page.reviews, tag: "r")]),
        compactColumn: .supplementary))
    for original in [state, three] {
      let data = try Restoration.shop().encode(original)
      let restored = try Restoration.shop().decode(data)
      #expect(restored.hasSameStructure(as: original), "\(restored)\n\(original)")
      #expect(restored.split?.compactColumn == original.split?.compactColumn)
    }
    let text = String(decoding: try Restoration.shop().encode(three), as: UTF8.self)
    #expect(text.contains(#""root":{"compact":"supplementary","split":[[{"route":[0,"home"]}],"#))
  }

  @Test func theCollapseIsNotSavedItIsTheHosts() throws {
    let collapsed = SplitTests.collapsed(SplitTests.selected())
    let restored = try Restoration.shop().decode(try Restoration.shop().encode(collapsed))
    #expect(restored.split?.isCollapsed == false)
  }

  static let corrupt: [(String, String)] = [
    ("one column", #"{"split":[[{"route":[0,"home"]}]],"compact":"detail"}"#),
    (
      "four columns",
      #"{"split":[[{"route":[0,"home"]}],[{"route":[0,"cart"]}],[{"route":[0,"login"]}],[{"route":[0,"reviews"]}]],"compact":"detail"}"#
    ),
    ("an empty column", #"{"split":[[{"route":[0,"home"]}],[]],"compact":"detail"}"#),
    (
      "an unknown compact column",
      #"{"split":[[{"route":[0,"home"]}],[{"route":[0,"cart"]}]],"compact":"middle"}"#
    ),
    (
      "a compact column the split lacks",
      #"{"split":[[{"route":[0,"home"]}],[{"route":[0,"cart"]}]],"compact":"supplementary"}"#
    ),
    (
      "a split and a stack",
      #"{"split":[[{"route":[0,"home"]}],[{"route":[0,"cart"]}]],"compact":"detail","stack":[{"route":[0,"home"]}]}"#
    ),
  ]

  @Test(arguments: corrupt)
  func corruptSplitDataIsATypedError(name: String, root: String) {
    let text = #"{"format":2,"version":1,"types":["page"],"root":"# + root + "}"
    #expect(throws: RestorationError.self, "\(name)") { try Restoration.shop().decode(Data(text.utf8)) }
    do {
      _ = try Restoration.shop().decode(Data(text.utf8))
    } catch {
      guard case .invalidTree = error else {
        Issue.record("\(name): \(error) is not invalidTree")
        return
      }
    }
  }

  @MainActor @Test func aStateSavedExpandedIsRestoredCompact() async throws {
    // Saved on an iPad, expanded, with the detail on top.
    let saved = SplitTests.selected()
    let data = try Restoration.shop().encode(saved)
    // Restored on an iPhone: the host shows the split collapsed.
    let host = TestHost()
    let navigator = Navigator(NavigationState.shopSplit, host: host)
    navigator.restoration = Restoration.shop()
    try host.simulateSplitResize(collapsed: true)
    #expect(navigator.state.split?.isCollapsed == true)
    try await navigator.restore(from: data).value
    let split = try #require(navigator.state.split)
    #expect(split.isCollapsed)
    #expect(SplitTests.routes(navigator.state.topStack) == [.home, .product(1), .reviews, .cart])
    #expect(navigator.state.topScreen.route == AnyRoute(Page.cart))
    #expect(host.screen == navigator.state)
  }
}
