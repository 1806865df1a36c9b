import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

/// Where flows write down when they start and finish.
@MainActor
final class FlowDiary {
  var lines: [String] = []
}

/// A flow whose first screen is a page; it can handle pages and make child flows for others.
@MainActor
final class PageFlow: Flow {
  let first: Page
  let diary: FlowDiary?
  var handled: Set<Page> = []
  var makes: [Page: @MainActor () -> Flow] = [:]

  init(
    _ first: Page, identifier: (any Hashable & Sendable)? = nil, placement: Placement = .push,
    diary: FlowDiary? = nil
  ) {
    self.first = first
    self.diary = diary
    super.init(identifier: identifier, placement: placement)
  }

  override var firstRoute: AnyRoute? { AnyRoute(first) }
  override func didStart() async { diary?.lines.append("start \(first)") }
  override func didFinish() { diary?.lines.append("finish \(first)") }
  override func handles(_ route: AnyRoute) -> Bool { route.as(Page.self).map(handled.contains) ?? false }
  override func flow(for route: AnyRoute) -> Flow? { route.as(Page.self).flatMap { makes[$0]?() } }
}

/// A flow with no screens of its own, like an app flow.
@MainActor
final class ContainerFlow: Flow {}

@MainActor
@Suite("Flows")
struct FlowTests {
  func app() async throws -> (Navigator<Page>, TestHost, ContainerFlow) {
    let (navigator, host) = makeNavigator()
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    return (navigator, host, app)
  }

  @Test func startingAChildWiresItsParentAndKeepsChildrenInOrder() async throws {
    let (navigator, _, app) = try await app()
    let first = PageFlow(.cart, identifier: "first")
    let second = PageFlow(.cart, identifier: "second")
    try await app.start(first).value
    try await app.start(second).value
    #expect(app.children.map(\.identifier) == [AnyTag("first"), AnyTag("second")])
    #expect(first.parent === app && second.parent === app)
    #expect(app.child("second") === second)
    #expect(app.child("third") == nil)
    #expect(first.status == .running)
    #expect(navigator.rootFlow === app)
    navigator.expectStack([Page.home, .cart, .cart])
  }

  @Test func finishingTakesTheFlowsScreensOffInOnePlanAndFreesIt() async throws {
    let (navigator, host, app) = try await app()
    weak var weakShop: PageFlow?
    weak var weakCheckout: PageFlow?
    do {
      let shop = PageFlow(.product(1))
      weakShop = shop
      try await app.start(shop).value
      try await navigator.push(Page.reviews).value
      let checkout = PageFlow(.checkout, placement: .present(.fullScreenCover))
      weakCheckout = checkout
      try await shop.start(checkout).value
      host.clearRecords()
      try await shop.finish().value
    }
    host.expectSteps(["dismiss modal 0", "setStack root [home]"])
    #expect(app.children.isEmpty)
    #expect(weakShop == nil)
    #expect(weakCheckout == nil)
    navigator.expectStack([Page.home])
  }

  @Test func aFinishedFlowsScreenInstancesAreFreed() async throws {
    let screens = ScreenRegistry()
    try screens.register(Page.self) { route, _ in ProbeScreen("\(route)") }
    let navigator = Navigator(NavigationState(root: Profile.home), host: TestHost(), screens: screens)
    let app = ContainerFlow(identifier: "app")
    try await navigator.start(app).value
    weak var first: ProbeScreen?
    weak var pushed: ProbeScreen?
    weak var flow: PageFlow?
    do {
      let checkout = PageFlow(.checkout, placement: .present(.fullScreenCover))
      flow = checkout
      try await app.start(checkout).value
      first = navigator.screen(for: navigator.state.topScreen.id) as? ProbeScreen
      try await navigator.push(Page.reviews).value
      pushed = navigator.screen(for: navigator.state.topScreen.id) as? ProbeScreen
      #expect(first != nil && pushed != nil)
      try await checkout.finish().value
    }
    #expect(flow == nil)
    #expect(first == nil)
    #expect(pushed == nil)
    navigator.expectNoModals()
  }

  @Test func aParentFinishesItsChildrenFirst() async throws {
    let (navigator, _, app) = try await app()
    let diary = FlowDiary()
    let shop = PageFlow(.product(1), diary: diary)
    try await app.start(shop).value
    try await shop.start(PageFlow(.reviews, diary: diary)).value
    try await shop.start(PageFlow(.cart, placement: .present(.sheet), diary: diary)).value
    try await shop.finish().value
    #expect(
      diary.lines == [
        "start product(1)", "start reviews", "start cart", "finish cart", "finish reviews",
        "finish product(1)",
      ])
    navigator.expectStack([Page.home])
  }

  @Test func aSwipeBackPastTheFlowsFirstScreenFinishesIt() async throws {
    let (navigator, host, app) = try await app()
    weak var weakFlow: PageFlow?
    do {
      let flow = PageFlow(.product(1))
      weakFlow = flow
      try await app.start(flow).value
    }
    try host.simulateSwipeBack()
    #expect(weakFlow == nil)
    #expect(app.children.isEmpty)
    navigator.expectStack([Page.home])
  }

  @Test func aDeepLinkThatReplacesTheFlowFinishesIt() async throws {
    let (navigator, _, app) = try await app()
    weak var weakFlow: PageFlow?
    do {
      let flow = PageFlow(.settings, placement: .present(.sheet))
      weakFlow = flow
      try await app.start(flow).value
    }
    try await navigator.navigate(reason: .deepLink) { state in
      state.dismissAll()
      state.push(Page.product(9))
    }.value
    #expect(weakFlow == nil)
  }

  @Test func aFlowReturnsItsResultExactlyOnce() async throws {
    let (navigator, _, app) = try await app()
    let checkout = PageFlow(.checkout, placement: .present(.sheet))
    let order = Task { try await app.start(checkout, expecting: Int.self).value }
    await eventually { checkout.status == .running && !navigator.isTransitioning }
    await #expect(throws: NavigationError.self) { try await checkout.finish(with: "wrong type").value }
    #expect(checkout.status == .running)
    try await checkout.finish(with: 42).value
    #expect(try await order.value == .value(42))
    #expect(checkout.status == .finished)
    navigator.expectNoModals()
  }

  @Test func aFlowThatGoesAwayReturnsCancelled() async throws {
    let (navigator, host, app) = try await app()
    let checkout = PageFlow(.checkout, placement: .present(.sheet))
    let order = Task { try await app.start(checkout, expecting: Int.self).value }
    await eventually { checkout.status == .running && !navigator.isTransitioning }
    try host.simulatePullDown()
    #expect(try await order.value == .cancelled)
  }

  @Test func guardsApplyToAFlowsStart() async throws {
    let (navigator, _, app) = try await app()
    var reasons: [NavigationReason] = []
    navigator.addGuard(for: Page.self) { route, context in
      reasons.append(context.reason)
      return route == .checkout ? .deny(Forbidden()) : .allow
    }
    let checkout = PageFlow(.checkout)
    await #expect(throws: NavigationError.self) { try await app.start(checkout).value }
    #expect(app.children.isEmpty)
    #expect(checkout.status == .idle)
    #expect(reasons == [.flowStart])
    navigator.expectStack([Page.home])
  }

  @Test func tabFlowsKeepEveryStackWhenSwitching() async throws {
    let (navigator, _, app) = try await app()
    let shop = PageFlow(.home, placement: .tab(TabID.shop))
    let search = PageFlow(.product(0), placement: .tab(TabID.search))
    let tabs = TabFlow(identifier: "main", tabs: [shop, search])
    try await app.start(tabs).value
    #expect(tabs.children.count == 2)
    #expect(shop.parent === tabs)
    try await navigator.push(Page.product(3)).value
    #expect(try await tabs.select(search).value)
    try await navigator.push(Page.reviews).value
    #expect(try await tabs.select(shop).value)
    navigator.expectStack([Page.home, .product(3)])
    navigator.expectStack([Page.product(0), .reviews], in: .tab(AnyTag(TabID.search)))
    #expect(tabs.selectedFlow === shop)
    #expect(
      app.treeDescription == """
        app
        └─ main
           ├─ PageFlow: home (tab shop)
           └─ PageFlow: product(0) (tab search)
        """)
  }

  @Test func aRootFlowReplacesTheOneBefore() async throws {
    let (navigator, _, app) = try await app()
    weak var weakOnboarding: PageFlow?
    do {
      let onboarding = PageFlow(.login, identifier: "onboarding", placement: .root)
      weakOnboarding = onboarding
      try await app.start(onboarding).value
      navigator.expectStack([Page.login])
    }
    let main = TabFlow(
      identifier: "main",
      tabs: [PageFlow(.home, placement: .tab(TabID.shop)), PageFlow(.cart, placement: .tab(TabID.profile))])
    try await app.start(main).value
    #expect(weakOnboarding == nil)
    #expect(app.children.map(\.identifier) == [AnyTag("main")])
    #expect(navigator.state.tabBar?.ids == [AnyTag(TabID.shop), AnyTag(TabID.profile)])
  }

  @Test func aDeepLinkIsHandedToTheFlowThatShowsItSelectingItsTab() async throws {
    let (navigator, _, app) = try await app()
    let shop = PageFlow(.home, placement: .tab(TabID.shop))
    let search = PageFlow(.product(0), placement: .tab(TabID.search))
    search.handled = [.reviews]
    shop.makes = [.checkout: { PageFlow(.checkout, identifier: "checkout", placement: .present(.sheet)) }]
    let tabs = TabFlow(tabs: [shop, search])
    try await app.start(tabs).value

    #expect(try await app.handOff(Page.reviews).value)
    navigator.expectStack([Page.product(0), .reviews])
    #expect(tabs.selectedFlow === search)

    #expect(try await app.handOff(Page.checkout).value)  // shop makes a checkout flow for it
    #expect(tabs.selectedFlow === shop)
    #expect(shop.child("checkout")?.status == .running)
    navigator.expectModals([(PresentationStyle.sheet, [Page.checkout])])

    #expect(try await app.handOff(Page.settings).value == false)
  }

  @Test func openingALinkHandsItToTheFlows() async throws {
    let (navigator, _, app) = try await app()
    let shop = PageFlow(.product(1))
    shop.handled = [.reviews]
    try await app.start(shop).value
    try await navigator.present(Page.login).value
    var links = try RouteTable<Page>(schemes: ["shop"])
    try links.add("reviews", Page.reviews)
    try links.add("cart", Page.cart)
    _ = try await navigator.open(URL(string: "shop://reviews")!, using: links, handingOffTo: app).value
    navigator.expectNoModals()
    navigator.expectStack([Page.home, .product(1), .reviews])
    // No flow takes the cart: the link opens as its pattern places it.
    _ = try await navigator.open(URL(string: "shop://cart")!, using: links, handingOffTo: app).value
    navigator.expectStack([Page.home, .cart])
    #expect(shop.status == .finished)  // the cart link replaced its screens
  }
}
