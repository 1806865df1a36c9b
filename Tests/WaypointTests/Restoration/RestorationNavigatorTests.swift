import Foundation
import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

@MainActor
@Suite("Restoration through the navigator")
struct RestorationNavigatorTests {
  static var saved: NavigationState {
    var state = NavigationState.shopTabs
    state.select(tab: TabID.profile)
    state.push(Profile.orders, tag: "orders")
    state.present(Page.cart, style: .sheet, tag: "cart")
    state.present(Page.checkout, style: .fullScreenCover)
    return state
  }

  @Test func restoreGoesToTheSavedTreeInOnePlan() async throws {
    let restoration = Restoration.shop()
    let (source, _) = makeNavigator(Self.saved)
    let data = try source.snapshot(using: restoration)

    let (navigator, host) = makeNavigator()
    let before = navigator.state
    try await navigator.restore(from: data, using: restoration)

    #expect(navigator.state.hasSameStructure(as: Self.saved), "\(navigator.state)")
    #expect(host.steps == before.plan(to: navigator.state), "one plan, from the root to the tree")
    #expect(host.records.allSatisfy { !$0.animated })
    #expect(host.screen == navigator.state)
    #expect(!navigator.state.allEntries.contains { source.state.contains($0.id) }, "restored screens are new")
  }

  @Test func badDataChangesNothing() async throws {
    let (navigator, host) = makeNavigator()
    let before = navigator.state
    for text in ["{", #"{"format":1,"version":1,"types":["nope"],"root":{"stack":[{"route":[0,1]}]}}"#] {
      await #expect(throws: RestorationError.self) {
        try await navigator.restore(from: Data(text.utf8), using: .shop())
      }
    }
    #expect(navigator.state == before)
    #expect(host.steps.isEmpty)
  }

  @Test func fallbackGoesToTheAppsRoot() async throws {
    let restoration = Restoration.shop()
    let root = NavigationState(root: Page.home)
    let (navigator, _) = makeNavigator(Self.saved)

    let outcome = try await navigator.restore(from: Data("{".utf8), using: restoration, fallback: root)
    guard case .fellBack(let error) = outcome else {
      Issue.record("expected a fall-back, got \(outcome)")
      return
    }
    #expect(restorationErrorKind(error) == "corrupted")
    #expect(navigator.state.hasSameStructure(as: root))

    try await navigator.push(Page.reviews).value
    #expect(try await navigator.restore(from: nil, using: restoration, fallback: root) == .noSnapshot)
    #expect(navigator.state.hasSameStructure(as: root))

    let data = try restoration.encode(Self.saved)
    #expect(try await navigator.restore(from: data, using: restoration, fallback: root) == .restored)
    #expect(navigator.state.hasSameStructure(as: Self.saved))
  }

  struct Forbidden: Error {}

  @Test func guardsSeeRestorationAndDeniedScreensAreDroppedWithThePathBelowKept() async throws {
    var saved = NavigationState(root: Page.home)
    saved.push(Page.cart)
    saved.push(Page.checkout)
    saved.push(Page.reviews)
    saved.present(Page.login, style: .sheet)
    let data = try Restoration.shop().encode(saved)

    let (navigator, _) = makeNavigator()
    var reasons: Set<NavigationReason> = []
    navigator.addGuard(for: Page.self) { route, context in
      reasons.insert(context.reason)
      return route == .checkout ? .deny(Forbidden()) : .allow
    }
    try await navigator.restore(from: data, using: .shop())
    navigator.expectStack([Page.home, .cart], in: .root)
    navigator.expectNoModals()
    #expect(reasons == [.restoration])
  }

  @Test func aDeniedRootFailsWholeOrFallsBack() async throws {
    let data = try Restoration.shop().encode(Self.saved)
    let (navigator, host) = makeNavigator()
    navigator.addGuard(for: Profile.self) { route, _ in route == .home ? .deny(Forbidden()) : .allow }
    let before = navigator.state
    await #expect(throws: RestorationError.self) { try await navigator.restore(from: data, using: .shop()) }
    let error = await #expect(throws: RestorationError.self) {
      try await navigator.restore(from: data, using: .shop())
    }
    #expect(error.map { "\($0)" }?.contains("denied") == true)
    #expect(navigator.state == before)
    #expect(host.steps.isEmpty)

    let root = NavigationState(root: Page.settings)
    let outcome = try await navigator.restore(from: data, using: .shop(), fallback: root)
    guard case .fellBack(.refused(let reason)) = outcome else {
      Issue.record("expected the guards to refuse, got \(outcome)")
      return
    }
    #expect(reason.contains("home"))
    #expect(navigator.state.hasSameStructure(as: root))
  }

  @Test func snapshotNamesWhatCannotBeSaved() async throws {
    let (navigator, _) = makeNavigator()
    try await navigator.push(RestorationUncodableRoute(id: 9)).value
    #expect(throws: RestorationError.notCodable(type: String(reflecting: RestorationUncodableRoute.self))) {
      try navigator.snapshot(using: .shop())
    }
  }

  @Test func savingAfterEveryChangeRestoresTheLastTree() async throws {
    let restoration = Restoration.shop()
    let (navigator, _) = makeNavigator(.shopTabs)
    var last = try navigator.snapshot(using: restoration)
    for seed in [0, 17, 8, 40, 15, 2, 9] {
      try await Operation(seed).perform(on: navigator)
      last = try navigator.snapshot(using: restoration)
    }
    let (restored, _) = makeNavigator()
    try await restored.restore(from: last, using: restoration)
    #expect(restored.state.hasSameStructure(as: navigator.state))
  }
}
