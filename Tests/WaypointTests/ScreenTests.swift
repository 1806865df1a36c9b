import Testing
import Waypoint
import WaypointTesting

@testable import WaypointHarness

extension ArgumentKey where Value == String {
  static var source: ArgumentKey<String> { "source" }
}

/// A screen that writes down what happens to it.
@MainActor
final class ProbeScreen: Screen {
  let name: String
  var diary: [String] = []
  var context: ScreenContext?

  init(_ name: String) {
    self.name = name
  }

  func prepare(_ context: ScreenContext) {
    self.context = context
    diary.append("prepare \(context.arguments[.source] ?? "-")")
  }

  func lifecycle(_ event: LifecycleEvent) {
    diary.append("\(event)")
  }
}

@MainActor
@Suite("Screens and destinations")
struct ScreenTests {
  func registry(_ made: @escaping @MainActor (ProbeScreen) -> Void = { _ in }) throws -> ScreenRegistry {
    let screens = ScreenRegistry()
    try screens.register(Page.self) { route, _ in
      let screen = ProbeScreen("\(route)")
      made(screen)
      return screen
    }
    return screens
  }

  @Test func theRegistryMakesAScreenPreparedWithItsArgumentsBeforeItAppears() async throws {
    var made: [ProbeScreen] = []
    let host = TestHost()
    let navigator = Navigator(
      NavigationState(root: Profile.home), host: host, screens: try registry { made.append($0) })
    try await navigator.push(
      .route(Page.product(1)).arguments(Arguments().putting(.source, "banner"))
        .configure { ($0 as? ProbeScreen)?.diary.append("configured") }
    ).value
    let product = try #require(made.first)
    #expect(product.diary == ["prepare banner", "configured", "load", "willAppear", "didAppear"])
    #expect(navigator.screen(for: navigator.state.topScreen.id) === product)
    #expect(product.context?.entry.route == AnyRoute(Page.product(1)))
  }

  @Test func aScreenLeavingTheTreeIsDestroyedAndReleased() async throws {
    let (navigator, _) = (
      Navigator(NavigationState(root: Profile.home), host: TestHost(), screens: try registry()), 0
    )
    weak var released: ProbeScreen?
    try await navigator.push(Page.cart).value
    released = navigator.screen(for: navigator.state.topScreen.id) as? ProbeScreen
    let diary = { released?.diary ?? [] }
    #expect(diary().contains("didAppear"))
    var last: [String] = []
    navigator.onLifecycle(of: navigator.state.topScreen.id) { last.append("\($0)") }
    _ = try await navigator.pop().value
    #expect(last == ["willDisappear", "didDisappear", "destroyed"])
    #expect(released == nil)
  }

  @Test func aDestinationCanBeAScreenTypeOrAReadyInstance() async throws {
    let screens = ScreenRegistry()
    try screens.register(screen: ProbeScreen.self) { arguments in
      ProbeScreen("typed \(arguments[.source] ?? "")")
    }
    let navigator = Navigator(NavigationState(root: Page.home), host: TestHost(), screens: screens)
    try await navigator.push(.screen(ProbeScreen.self).arguments(Arguments().putting(.source, "menu"))).value
    #expect((navigator.screen(for: navigator.state.topScreen.id) as? ProbeScreen)?.name == "typed menu")
    #expect(navigator.state.topScreen.route.description == "ProbeScreen")

    let ready = ProbeScreen("ready")
    try await navigator.present(.instance(ready), style: .fullScreenCover, embedded: false).value
    let id = navigator.state.topScreen.id
    #expect(navigator.screen(for: id) === ready)
    #expect(navigator.state.modals.last?.embedded == false)
    #expect(ready.diary.first == "prepare -")
  }

  @Test func aScreenFinishesThroughItsContext() async throws {
    var made: [ProbeScreen] = []
    let navigator = Navigator(
      NavigationState(root: Page.home), host: TestHost(), screens: try registry { made.append($0) })
    let pick = Task { try await navigator.present(Page.settings, expecting: Color.self).value }
    await eventually { made.count == 2 && !navigator.isTransitioning }  // home, then the picker
    let picker = try #require(made.last?.context)
    #expect(try await picker.finish(with: Color.red).value)
    #expect(try await pick.value == .value(.red))
  }
}
