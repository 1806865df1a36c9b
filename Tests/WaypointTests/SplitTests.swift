import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// The split view's collapse and expansion rule, as tables: what the single stack holds when
/// collapsed, what each column holds after expanding, which screen is on top.
@Suite("Split view")
struct SplitTests {
  /// A catalogue sidebar (home) whose selection, product 1, has a detail stack of 3.
  static func selected() -> NavigationState {
    var state = NavigationState.shopSplit
    state.push(Page.settings)  // expanded: a push goes on the detail column
    state.select(Page.product(1))
    state.push(Page.reviews)
    state.push(Page.cart)
    return state
  }

  static func collapsed(_ state: NavigationState) -> NavigationState {
    NavigationState(root: .split(state.split!.collapsed()), modals: state.modals)
  }

  static func routes(_ stack: ScreenStack?) -> [Page] {
    (stack?.routes ?? []).compactMap { $0.base as? Page }
  }

  struct Collapse: CustomTestStringConvertible, Sendable {
    let name: String
    let split: @Sendable () -> SplitRoot
    let single: [Page]
    let top: Page
    var testDescription: String { name }
  }

  static let collapses: [Collapse] = [
    Collapse(
      name: "sidebar selection and a detail stack of 3 stack up", split: { selected().split! },
      single: [.home, .product(1), .reviews, .cart], top: .cart),
    Collapse(
      name: "with the sidebar on top, the detail is hidden",
      split: {
        SplitRoot(
          sidebar: ScreenStack(Page.home), detail: ScreenStack(Page.product(1)), compactColumn: .sidebar)
      },
      single: [.home], top: .home),
    Collapse(
      name: "three columns stack sidebar, supplementary, detail",
      split: {
        SplitRoot(
          sidebar: ScreenStack(Page.home), supplementary: ScreenStack(Page.settings),
          detail: ScreenStack(Page.product(2)))
      },
      single: [.home, .settings, .product(2)], top: .product(2)),
    Collapse(
      name: "three columns with the supplementary on top hide the detail",
      split: {
        SplitRoot(
          sidebar: ScreenStack(Page.home), supplementary: ScreenStack(Page.settings),
          detail: ScreenStack(Page.product(2)), compactColumn: .supplementary)
      },
      single: [.home, .settings], top: .settings),
    Collapse(
      name: "a compact column the split lacks is the detail",
      split: {
        SplitRoot(
          sidebar: ScreenStack(Page.home), detail: ScreenStack(Page.cart), compactColumn: .supplementary)
      },
      single: [.home, .cart], top: .cart),
  ]

  @Test(arguments: collapses)
  func collapsingStacksTheColumnsUpToTheCompactOne(_ row: Collapse) {
    let original = row.split()
    let split = original.collapsed()
    let state = NavigationState(split: split)
    #expect(Self.routes(split.collapsedStack) == row.single)
    #expect(Self.routes(state.topStack) == row.single)
    #expect(state.topScreen.route == AnyRoute(row.top))
    // Nothing is lost: expanding gives every column back as it was.
    #expect(split.expanded() == original)
    state._checkInvariants()
  }

  struct WhileCollapsed: CustomTestStringConvertible, Sendable {
    let name: String
    let change: @Sendable (inout NavigationState) -> Void
    let single: [Page]
    let sidebar: [Page]
    let detail: [Page]
    let compact: SplitColumn
    var testDescription: String { name }
  }

  static let whileCollapsed: [WhileCollapsed] = [
    WhileCollapsed(
      name: "pushes go on the detail and stay there after expanding",
      change: {
        $0.push(Page.checkout)
        $0.push(Page.login)
      },
      single: [.home, .product(1), .reviews, .cart, .checkout, .login], sidebar: [.home],
      detail: [.product(1), .reviews, .cart, .checkout, .login], compact: .detail),
    WhileCollapsed(
      name: "a pop stays in the detail while it has pushed screens",
      change: { $0.pop() },
      single: [.home, .product(1), .reviews], sidebar: [.home], detail: [.product(1), .reviews],
      compact: .detail),
    WhileCollapsed(
      name: "a pop past the detail's first screen shows the sidebar and keeps that screen",
      change: { $0.popLast(3) },
      single: [.home], sidebar: [.home], detail: [.product(1)], compact: .sidebar),
    WhileCollapsed(
      name: "popToRoot goes to the sidebar's root",
      change: { $0.popToRoot() },
      single: [.home], sidebar: [.home], detail: [.product(1)], compact: .sidebar),
    WhileCollapsed(
      name: "pushes after going back to the sidebar go on the sidebar",
      change: {
        $0.popLast(3)
        $0.push(Page.settings)
      },
      single: [.home, .settings], sidebar: [.home, .settings], detail: [.product(1)], compact: .sidebar),
    WhileCollapsed(
      name: "a selection brings a new detail on top",
      change: {
        $0.popLast(3)
        $0.select(Page.product(2))
        $0.push(Page.reviews)
      },
      single: [.home, .product(2), .reviews], sidebar: [.home], detail: [.product(2), .reviews],
      compact: .detail),
    WhileCollapsed(
      name: "showing the detail again brings back what it held",
      change: {
        $0.popLast(3)
        $0.show(column: .detail)
      },
      single: [.home, .product(1)], sidebar: [.home], detail: [.product(1)], compact: .detail),
    WhileCollapsed(
      name: "a new stack replaces the single stack: the sidebar takes it",
      change: { $0.setStack([Page.login, Page.checkout]) },
      single: [.login, .checkout], sidebar: [.login, .checkout], detail: [.product(1)], compact: .sidebar),
  ]

  @Test(arguments: whileCollapsed)
  func changesMadeWhileCollapsedLandInTheirColumns(_ row: WhileCollapsed) {
    var state = Self.collapsed(Self.selected())
    row.change(&state)
    state._checkInvariants()
    let split = state.split!
    #expect(Self.routes(state.topStack) == row.single)
    #expect(state.topScreen.route == AnyRoute(row.single.last!))
    #expect(split.compactColumn == row.compact)
    let expanded = split.expanded()
    #expect(Self.routes(expanded.sidebar) == row.sidebar)
    #expect(Self.routes(expanded.detail) == row.detail)
  }

  @Test func expandedPushesGoOnTheDetailAndPopsStopAtItsRoot() {
    var state = Self.selected()
    #expect(state.topLocation == .column(.detail))
    #expect(changed(&state) { $0.popLast(5) })
    #expect(!changed(&state) { $0.pop() })
    #expect(Self.routes(state[stack: .column(.detail)]) == [.product(1)])
    #expect(Self.routes(state[stack: .column(.sidebar)]) == [.home])
  }

  @Test func theCollapsedTopIsTheCompactColumnAndTheExpandedTopIsTheDetail() {
    var state = Self.collapsed(Self.selected())
    state.popLast(3)
    #expect(state.topLocation == .column(.sidebar))
    #expect(state.topScreen.route == AnyRoute(Page.home))
    state.root = .split(state.split!.expanded())
    #expect(state.topLocation == .column(.detail))
    #expect(state.topScreen.route == AnyRoute(Page.product(1)))
  }

  @Test func selectAndShowColumnRefuseWhatTheTreeLacks() {
    var stack = NavigationState(root: Page.home)
    #expect(!changed(&stack) { $0.select(Page.cart) })
    #expect(!changed(&stack) { $0.show(column: .detail) })
    let shop = NavigationState.shopSplit
    var split = shop
    #expect(!changed(&split) { $0.select(Page.cart, in: .supplementary) })
    #expect(!changed(&split) { $0.show(column: .supplementary) })
    #expect(!changed(&split) { $0.show(column: .detail) })  // already on top
    #expect(split == shop)
  }

  @Test func aColumnPlacementSelectsInTheColumnAndDismissesLayers() {
    var state = Self.collapsed(Self.selected())
    state.popLast(3)
    state.present(Page.login)
    #expect(changed(&state) { $0.place(ScreenEntry(Page.product(2)), .column(.detail)) })
    #expect(state.modals.isEmpty)
    #expect(Self.routes(state.topStack) == [.home, .product(2)])
    var tabs = NavigationState.shopTabs
    #expect(!changed(&tabs) { $0.place(ScreenEntry(Page.cart), .column(.detail)) })
  }

  @Test func theDrawingShowsColumnsTheCompactOneAndWhatIsHidden() {
    var state = Self.collapsed(Self.selected())
    state.popLast(2)
    state.show(column: .sidebar)
    #expect(
      state.description == """
        split (collapsed)
        ├─ [sidebar] (compact)
        │  └─ home
        └─ [detail] (hidden)
           └─ product(1)
        """)
  }

  @Test func aScreenInTwoColumnsBreaksTheInvariants() {
    let entry = ScreenEntry(Page.home)
    let state = NavigationState(
      split: SplitRoot(sidebar: ScreenStack(root: entry), detail: ScreenStack(root: entry)))
    #expect(state.invariantViolation != nil)
  }
}

@Suite("Split view plans")
struct SplitPlanTests {
  @Test func goingBackPastAColumnShowsTheColumnBeforeFirst() {
    let start = SplitTests.collapsed(SplitTests.selected())
    var target = start
    target.popLast(3)
    #expect(
      start.plan(to: target).map(\.description) == [
        "showColumn sidebar", "setStack column detail [product(1)]",
      ])
  }

  @Test func aSelectionWhileCollapsedSetsTheColumnThenShowsIt() {
    var start = SplitTests.collapsed(SplitTests.selected())
    start.popLast(3)
    var target = start
    target.select(Page.product(2))
    let steps = start.plan(to: target)
    #expect(steps.map(\.description) == ["setStack column detail [product(2)]", "showColumn detail"])
    var replayed = start
    for step in steps { #expect(changed(&replayed) { $0.apply(step) }) }
    #expect(replayed == target)
  }

  @Test func aPlanKeepsTheCollapseThePlatformShows() {
    let start = SplitTests.collapsed(.shopSplit)
    var target = NavigationState.shopSplit
    target.push(Page.cart)
    var replayed = start
    for step in start.plan(to: target) { #expect(changed(&replayed) { $0.apply(step) }) }
    #expect(replayed.split?.isCollapsed == true)
    #expect(replayed.split?.detail.routes == target.split?.detail.routes)
  }

  @Test func aSplitWithOtherColumnsIsANewRoot() {
    let start = NavigationState.shopSplit
    let target = NavigationState(
      split: SplitRoot(
        sidebar: ScreenStack(Page.home), supplementary: ScreenStack(Page.settings),
        detail: ScreenStack(Page.cart)))
    #expect(start.plan(to: target).map(\.description) == ["setRoot split [sidebar, supplementary, detail]"])
  }
}
