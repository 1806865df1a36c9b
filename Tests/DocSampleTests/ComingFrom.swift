import Waypoint

// Waypoint.docc, the "Coming from …" articles.
extension ArgumentKey where Value == String {
  static var text: Self { "text" }
}

extension ArgumentKey where Value == String {
  static var firstName: Self { "firstName" }
  static var lastName: Self { "lastName" }
}

// ComingFromPackageDTO.
enum ComingFromPackageDTO {
  final class ExampleScreen: Screen {
    private(set) var text = ""

    func prepare(_ context: ScreenContext) {
      text = context.arguments[.text, default: ""]  // typed: a String, or the default
    }
  }

  @MainActor func open(_ navigator: AnyNavigator, screens: ScreenRegistry) throws {
    try screens.register(screen: ExampleScreen.self) { _ in ExampleScreen() }

    let example = Destination.screen(ExampleScreen.self).arguments(Arguments().putting(.text, "SOME"))
    navigator.present(example)
    // or
    navigator.push(example)
  }
}

// ComingFromCoreNavigation.
enum ComingFromCoreNavigation {
  final class ProfileScreen: Screen {}

  @MainActor func open(_ navigator: AnyNavigator) {
    navigator.present(
      .screen(ProfileScreen.self)
        .arguments(Arguments().putting(.firstName, "john").putting(.lastName, "doe"))
        .keepAlive(within: .interval(.seconds(60)), identifier: "CACHE_IDENTIFIER"),
      animated: false
    )
    .onCompletion { result in
      print(result)  // on screen, or why not
    }
  }

  @MainActor func cache(_ navigator: AnyNavigator) {
    let age = LifetimeToken()
    navigator.present(.screen(ProfileScreen.self).keepAlive(within: .custom(age), identifier: "profile"))
    age.kill()  // the next present makes a new screen
  }

  @MainActor func events(_ navigator: AnyNavigator, id: ScreenID) {
    navigator.onLifecycle(of: id) { event in
      if event == .load { print("loaded") }  // load, willAppear, didAppear, …, destroyed
    }
  }
}

// ComingFromCoordinatorKit.
enum ComingFromCoordinatorKit {
  enum Shop: Route { case home, onboarding }

  final class MainFlow: Flow {
    override var firstRoute: AnyRoute? { AnyRoute(Shop.home) }
  }

  @MainActor func start(_ navigator: Navigator<Shop>) async throws {
    let application = Flow(identifier: "application")
    try await navigator.start(application).value
    try await application.start(MainFlow(identifier: "main", placement: .root)).value

    let main = application.child("main")  // the children, by identifier
    try await main?.finish().value  // its screens go in one plan; it leaves its parent
  }
}
