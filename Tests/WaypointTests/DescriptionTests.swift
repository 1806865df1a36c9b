import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@Suite("Tree description")
struct DescriptionTests {
  @Test func drawsAStackWithModalsAndTags() {
    var state = NavigationState(root: Page.home)
    state.push(Page.product(42), tag: "p")
    state.present(Page.cart, style: .sheet)
    state.push(Page.checkout)
    state.expectTree(
      """
      stack
      ├─ home
      └─ product(42) #p
      sheet
      ├─ cart
      └─ checkout
      """)
  }

  @Test func drawsTabsAndMarksTheSelectedOne() {
    var state = NavigationState.shopTabs
    state.push(Page.reviews)
    state.select(tab: TabID.profile)
    state.present(Page.login, style: .fullScreenCover)
    state.expectTree(
      """
      tabs
      ├─ [shop]
      │  ├─ home
      │  └─ reviews
      ├─ [search]
      │  └─ product(0)
      └─ [profile] (selected)
         └─ home
      fullScreenCover
      └─ login
      """)
  }

  @Test func describesStepsReadably() {
    let layer = ModalLayer(style: .zoom, stack: ScreenStack(Page.cart, tag: "c"))
    #expect(NavigationStep.present(layer, at: 1).description == "present custom(zoom) 1 [cart #c]")
    #expect(NavigationStep.dismiss(at: 0).description == "dismiss modal 0")
    #expect(NavigationStep.selectTab(AnyTag(TabID.shop)).description == "selectTab shop")
  }
}
