import Testing
import WaypointTesting

@_spi(Hosts) @testable import Waypoint
@testable import WaypointHarness

/// One owner of what is on screen: whatever way a step ends (done, refused, stalled, left half
/// done, overtaken by the user), the navigator's state is what the host's session holds to be
/// shown, and what the platform shows; a step the platform left half done is the platform's own
/// change, reported as the user's changes are.
@MainActor
@Suite("The navigator and its host never part")
struct HalfDoneStepTests {
  nonisolated static let hosts = ["TestHost", "UIKit stand-in", "SwiftUI stand-in"]

  static func driver(_ host: String) -> any SessionDriver {
    switch host {
    case "UIKit stand-in": UIKitStandInDriver()
    case "SwiftUI stand-in": BindingStandInDriver()
    default: TestHostDriver(capabilities: [.dismissesLayersTogether])
    }
  }

  @Test(arguments: hosts)
  func aStepLeftHalfDoneEndsWithTheNavigatorShowingWhatTheHostShows(on host: String) async throws {
    let driver = Self.driver(host)
    let navigator = Navigator(NavigationState(root: Page.home), host: driver.makeHost())
    driver.breakNextStep(.stallsHalfway)
    let request = navigator.navigate { state in
      for page in [Page.cart, .checkout, .settings] { state.push(page) }
    }
    let result = await request.result
    await driver.settle()
    #expect(driver.shown == navigator.state, "the host shows another tree than the navigator")
    let events = driver.events.map(\.description)
    if host == "SwiftUI stand-in" {
      // SwiftUI's views draw what they are given: a step any of whose screens reported is drawn.
      #expect(throws: Never.self) { try result.get() }
      #expect(navigator.state.topScreen.route == AnyRoute(Page.settings))
      return
    }
    guard case .failure(.hostFailed(_, HostError.leftHalfDone(_, let screen))) = result else {
      Issue.record("the request ended with \(result), not with what is on screen")
      return
    }
    #expect(screen == navigator.state)
    #expect(navigator.state.topStack.routes == [Page.home, .cart, .checkout].map { AnyRoute($0) })
    // The screen the platform showed appeared; the one it never showed left with its events
    // undone and was let go.
    #expect(events.contains("didAppear checkout"))
    #expect(!events.contains("didAppear settings"))
    #expect(events.suffix(2) == ["didDisappear home", "didAppear checkout"])
    let settings = driver.events.first { $0.entry.route == AnyRoute(Page.settings) }?.entry
    #expect(settings.map { navigator.state.contains($0.id) } == false)
    // The next request starts from what is on screen.
    _ = try await navigator.pop().value
    #expect(navigator.state.topScreen.route == AnyRoute(Page.cart))
    #expect(driver.shown == navigator.state)
  }

  /// A step in a layer the user takes away as it runs (a cover whose screen dismisses itself while
  /// a push goes into it) cannot end as UIKit reports nothing more of that stack: it ends at once,
  /// overtaken by the user, never as a stall, and the request is made again on what is left.
  @Test func aPushIntoACoverTheUserTakesAwayIsOvertakenNotStalled() async throws {
    let driver = UIKitStandInDriver()
    let navigator = Navigator(NavigationState(root: Page.home), host: driver.makeHost())
    let cover = navigator.navigate { $0.present(Page.cart, style: .fullScreenCover) }
    await driver.settle()
    try await cover.value
    let push = navigator.push(Page.checkout)
    await eventually { driver.session?.runningStep != nil }
    #expect(driver.session?.runningStep.map { "\($0)".contains("modal 0") } == true)
    try driver.simulate(.selfDismiss)
    await driver.settle()
    let result = await push.result
    #expect(throws: Never.self) { try result.get() }
    #expect(navigator.state.modals.isEmpty)
    #expect(navigator.state.topStack.routes == [Page.home, .checkout].map { AnyRoute($0) })
    #expect(driver.shown == navigator.state)
  }

  /// The navigator's state is the one copy of what is shown, which the host's session settles:
  /// after every way a step can end, what the host's platform shows is that state.
  @Test(arguments: hosts)
  func everyHostShowsItsNavigatorsStateAfterEverySettle(on host: String) async throws {
    let driver = Self.driver(host)
    let navigator = Navigator(NavigationState(root: Page.home), host: driver.makeHost())
    var parted: [String] = []
    func check(_ after: String) {
      if driver.shown != navigator.state { parted.append("after \(after): \(navigator.state)") }
    }
    // Every way a step can end: done, refused, stalled shown and not, left half done, and
    // overtaken by the user's change during it.
    try await navigator.push(Page.cart).value
    let failures: [HostDriverFailure] = [.fails, .stallsAfterShowing, .stallsWithoutShowing, .stallsHalfway]
    for failure in failures {
      driver.breakNextStep(failure)
      _ = await navigator.navigate { state in
        state.push(Page.checkout)
        state.push(Page.reviews)
      }.result
      await driver.settle()
      check("\(failure)")
      _ = await navigator.popToRoot().result
      await driver.settle()
      check("a pop to the root")
    }
    try await navigator.present(Page.settings).value
    try await navigator.push(Page.product(1)).value
    try await navigator.present(Page.login).value
    driver.breakNextStep(.stallsHalfway)
    _ = await navigator.dismissAll().result
    await driver.settle()
    check("layers dismissed half way")
    try await navigator.push(Page.product(2)).value
    driver.afterNextStep { try? driver.simulate(.tapBack) }
    _ = await navigator.navigate { state in
      state.push(Page.product(3))
      state.push(Page.product(4))
    }.result
    await driver.settle()
    check("a Back tap during a plan")
    #expect(parted.isEmpty, "\(parted.joined(separator: "\n\n"))")
  }
}
