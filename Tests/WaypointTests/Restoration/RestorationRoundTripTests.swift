import Foundation
import PropertyBased
import Testing
import Waypoint

@testable import WaypointHarness

@Suite("Restoration round trip")
struct RestorationRoundTripTests {
  static let seeds = Gen.int(in: 0...1_000_000).array(of: 0...40)
  static let retags = Gen.int(in: 0...1_000_000).array(of: 0...8)

  @Test func randomTreesRoundTripExactlyWithNewScreens() async throws {
    let restoration = Restoration.shop()
    // A stack, tabs or a split (expanded: the collapse is the host's and is not saved).
    await propertyCheck(count: 300, input: Gen.int(in: 0...2), Self.seeds, Self.retags) {
      kind, seeds, retags in
      let state = NavigationState.randomTree(kind: kind, seeds: seeds, retags: retags)
      do {
        let data = try restoration.encode(state)
        let restored = try restoration.decode(data)
        restored._checkInvariants()
        #expect(restored.hasSameStructure(as: state), "\(state)\nrestored as\n\(restored)")
        #expect(ReferenceModel(restored) == ReferenceModel(state))
        let oldIDs = Set(state.allEntries.map(\.id))
        #expect(restored.allEntries.allSatisfy { !oldIDs.contains($0.id) }, "screens are new")
        #expect(try restoration.encode(restored) == data, "encoding is deterministic")
      } catch {
        Issue.record("\(error)\n\(state)")
      }
    }
  }

  @Test func sameStructureAgreesWithTheReferenceModel() async {
    await propertyCheck(count: 300, input: Gen.int(in: 0...2), Self.seeds, Self.seeds) {
      kind, first, second in
      let lhs = NavigationState.randomTree(kind: kind, seeds: first, retags: [])
      let rhs = NavigationState.randomTree(kind: kind, seeds: second, retags: [])
      #expect(lhs.hasSameStructure(as: rhs) == (ReferenceModel(lhs) == ReferenceModel(rhs)))
      #expect(lhs.hasSameStructure(as: lhs))
    }
  }

  @Test func aPopoversAnchorIsRestored() throws {
    var cart = ScreenEntry(Page.cart)
    cart.popoverAnchor = "cart-button"
    let state = NavigationState(
      root: .stack(ScreenStack(Page.home)),
      modals: [ModalLayer(style: .popover, stack: ScreenStack(root: cart))])
    let data = try Restoration.shop().encode(state)
    #expect(String(decoding: data, as: UTF8.self).contains(#""anchor":"cart-button""#))
    let restored = try Restoration.shop().decode(data)
    #expect(restored.modals.first?.stack.root.popoverAnchor == "cart-button")
    #expect(restored.modals.first?.style == .popover)
  }

  @Test func documentFormatIsCompactAndStable() throws {
    var state = NavigationState(root: Page.home)
    state.push(Page.product(42), tag: "p")
    state.present(Page.cart, style: .sheet)
    let text = String(decoding: try Restoration.shop().encode(state), as: UTF8.self)
    #expect(
      text == """
        {"format":2,"modals":[{"stack":[{"route":[0,"cart"]}],"style":"sheet"}],\
        "root":{"stack":[{"route":[0,"home"]},{"route":[0,"product/42"],"tag":[1,"p"]}]},\
        "types":["page","String"],"version":1}
        """)
  }

  @Test func tabsDocumentCarriesIDsSelectionAndStyles() throws {
    var state = NavigationState(
      tabs: Tab(id: TabID.shop, root: Page.home), Tab(id: 7, root: Profile.home), selected: 7)
    state.present(Page.login, style: .fade, tag: RestorationBadge(name: "x", count: 1))
    let text = String(decoding: try Restoration.shop().encode(state), as: UTF8.self)
    #expect(
      text == """
        {"format":2,"modals":[{"stack":[{"route":[1,"login"],"tag":[4,{"count":1,"name":"x"}]}],\
        "style":"custom:fade"}],"root":{"selected":1,"tabs":[{"id":[0,"shop"],"stack":[{"route":[1,"home"]}]},\
        {"id":[2,7],"stack":[{"route":[3,"home"]}]}]},"types":["tab","page","Int","profile","badge"],"version":1}
        """)
    let restored = try Restoration.shop().decode(Data(text.utf8))
    #expect(restored.hasSameStructure(as: state))
  }

  @Test(arguments: [
    NavigationState(root: Page.home, tag: "a string tag"),
    NavigationState(root: Page.product(42), tag: 42),
    NavigationState(tabs: Tab(id: "only", root: Page.settings)),
    NavigationState(
      root: .stack(ScreenStack(Page.home)),
      modals: [
        ModalLayer(style: .fullScreenCover, stack: ScreenStack(Profile.orders, tag: "o")),
        ModalLayer(
          style: PresentationStyle("", coversContent: false, allowsInteractiveDismissal: true),
          stack: ScreenStack(Page.product(-1))),
      ]),
  ])
  func handBuiltTreesRoundTrip(state: NavigationState) throws {
    let restoration = Restoration.shop()
    let restored = try restoration.decode(restoration.encode(state))
    #expect(restored.hasSameStructure(as: state))
    #expect(restored != state, "identities are re-minted")
  }
}
