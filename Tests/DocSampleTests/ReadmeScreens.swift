import Waypoint

// Waypoint.docc, "Screens, arguments and results" and "Guards and redirects".
extension ArgumentKey where Value == String { static var source: Self { "source" } }

enum ReadmeScreens {
  enum Shop: Route { case home, product(Int), colorPicker, checkout, login }
  enum Color: Sendable { case red, blue }

  final class ProductScreen: Screen {
    var showsReviews = false
    init(_ route: Shop, source: String?) {}
  }

  final class SettingsScreen: Screen {}

  final class Session {
    var isSignedIn = false
  }

  @MainActor func destinations(host: some NavigationHost, alert: any Screen) throws {
    let screens = ScreenRegistry()
    try screens.register(Shop.self) { route, arguments in ProductScreen(route, source: arguments[.source]) }
    let navigator = Navigator(root: Shop.home, host: host, screens: screens)

    navigator.push(
      .route(Shop.product(7))
        .arguments(Arguments().putting(.source, "banner"))  // delivered before it appears
        .configure { screen in (screen as? ProductScreen)?.showsReviews = true }
        .keepAlive(within: .interval(.seconds(300)), identifier: "product-7"))  // reused while alive
    navigator.push(.screen(SettingsScreen.self))  // by type
    navigator.present(.instance(alert), embedded: false)  // a ready instance, without a navigation bar
  }

  @MainActor func results(_ navigator: Navigator<Shop>, apply: (Color) -> Void) async throws {
    let pick = try await navigator.present(.colorPicker, expecting: Color.self).value
    if case .value(let color) = pick { apply(color) }

    final class ColorPicker: Screen {  // the picker, made by the registry
      private var context: ScreenContext?
      func prepare(_ context: ScreenContext) { self.context = context }
      func blueTapped() { context?.finish(with: Color.blue) }
    }
  }

  @MainActor func guards(_ navigator: Navigator<Shop>, session: Session) {
    navigator.addGuard(for: Shop.self) { route, context in
      guard route == .checkout, !session.isSignedIn else { return .allow }
      return .redirect(Redirect(to: Shop.login))
    }
  }
}
