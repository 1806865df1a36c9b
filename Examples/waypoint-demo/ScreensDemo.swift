import Logging
import Waypoint
import WaypointTesting

// Screens: typed arguments delivered before a screen appears, a guard that redirects to login
// and resumes the request, a picker that returns a value, and a screen kept alive for reuse.
enum ScreensDemo {
  enum Shop: Route {
    case home, checkout, login, colorPicker, cart
    case product(Int)
  }

  enum Color: Sendable {
    case red, blue
  }

  /// A screen of the demo: it says what happens to it, and finishes through its context.
  @MainActor
  final class DemoScreen: Screen {
    let route: Shop
    private(set) var context: ScreenContext?
    init(_ route: Shop) { self.route = route }

    func prepare(_ context: ScreenContext) {
      self.context = context
      if let source = context.arguments[.source] {
        print("    \(route) is prepared with source = \"\(source)\" before it appears")
      }
    }

    func lifecycle(_ event: LifecycleEvent) {
      if case .product = route { print("    \(route): \(event)") }
    }
  }

  @MainActor
  final class Session {
    var isSignedIn = false
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Screens: arguments, a login guard, a result back, a cached screen ──")
    var made: [Shop: DemoScreen] = [:]
    let screens = ScreenRegistry()
    try? screens.register(Shop.self) { route, _ in
      let screen = DemoScreen(route)
      made[route] = screen
      return screen
    }
    let host = TestHost()
    let navigator = Navigator(root: Shop.home, host: host, screens: screens)
    let session = Session()
    navigator.addGuard(for: Shop.self) { route, _ in
      route == .checkout && !session.isSignedIn ? .redirect(Redirect(to: Shop.login)) : .allow
    }

    do {
      print("\n▸ push product(7) with typed arguments")
      try await navigator.push(.route(Shop.product(7)).arguments(Arguments().putting(.source, "banner")))
        .value

      print("\n▸ push checkout while signed out (a button: no await): the guard redirects to login")
      let checkout = navigator.push(.checkout)
      await settle(navigator)
      print(ShopDemo.indent(navigator.state.description))
      print("  the user signs in; a link asks for the cart while the login is still up")
      session.isSignedIn = true
      let cartLink = navigator.push(.cart)
      await settle(navigator)
      print("  the cart waits for the login instead of landing in its sheet (and going with it):")
      print(ShopDemo.indent(navigator.state.description))
      print("  the login screen finishes with a value: checkout, then the cart, land where they were asked")
      _ = try await made[.login]?.context?.finish(with: true).value
      try await checkout.value
      try await cartLink.value
      print(ShopDemo.indent(navigator.state.description))

      print("\n▸ present a color picker and await its result")
      let pick = navigator.present(.colorPicker, expecting: Color.self)
      await settle(navigator)
      _ = try await made[.colorPicker]?.context?.finish(with: Color.blue).value
      print("  the picker returned \(try await pick.value)")
      let cancelled = navigator.present(.colorPicker, expecting: Color.self)
      await settle(navigator)
      try host.simulatePullDown()
      print("  pulled down without a choice: \(try await cancelled.value)")

      print("\n▸ the cart is kept alive for 5 minutes: push, pop, push")
      let cart = Destination.route(Shop.cart).keepAlive(within: .interval(.seconds(300)), identifier: "cart")
      try await navigator.push(cart).value
      let first = host.screen(for: navigator.state.topScreen.id)
      _ = try await navigator.pop().value
      try await navigator.push(cart).value
      let second = host.screen(for: navigator.state.topScreen.id)
      print("  the same cart instance both times: \(first === second)")
    } catch {
      print("  failed: \(error)")
    }
  }

  /// Waits until the navigator has nothing left to do for now.
  @MainActor
  static func settle(_ navigator: AnyNavigator) async {
    repeat { await Task.yield() } while navigator.isTransitioning
    for _ in 0..<10 { await Task.yield() }
  }
}

extension ArgumentKey where Value == String {
  static var source: ArgumentKey<String> { "source" }
}
