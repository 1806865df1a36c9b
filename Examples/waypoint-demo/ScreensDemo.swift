import Logging
import Waypoint
import WaypointTesting

// Screens: typed arguments delivered before a screen appears, a guard that redirects to login
// and resumes the request, a picker that returns a value, and a screen kept alive for reuse.
enum ScreensDemo {
  enum Shop: Hashable, Sendable {
    case home, checkout, login, colorPicker, cart
    case product(Int)
  }

  enum Color: Sendable {
    case red, blue
  }

  /// A screen of the demo: it says what happens to it.
  @MainActor
  final class DemoScreen: Screen {
    let route: Shop
    init(_ route: Shop) { self.route = route }

    func prepare(_ context: ScreenContext) {
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
    let screens = ScreenRegistry()
    try? screens.register(Shop.self) { route, _ in DemoScreen(route) }
    let host = TestHost()
    let navigator = Navigator(NavigationState(root: Shop.home), host: host, screens: screens)
    let session = Session()
    navigator.addGuard(for: Shop.self) { route, _ in
      route == .checkout && !session.isSignedIn ? .redirect(Redirect(present: Shop.login)) : .allow
    }

    do {
      print("\n▸ push product(7) with typed arguments")
      try await navigator.push(.route(Shop.product(7)).arguments(Arguments().putting(.source, "banner")))

      print("\n▸ push checkout while signed out: the guard redirects to login")
      let checkout = Task { try await navigator.push(Shop.checkout) }
      let login = await appearance(of: .login, in: navigator)
      print(ShopDemo.indent(navigator.state.description))
      print("  the user signs in; login finishes with a value and the checkout request resumes once")
      session.isSignedIn = true
      try await navigator.finish(login, with: true)
      try await checkout.value
      print(ShopDemo.indent(navigator.state.description))

      print("\n▸ present a color picker and await its result")
      let pick = Task { try await navigator.present(Shop.colorPicker, expecting: Color.self) }
      let picker = await appearance(of: .colorPicker, in: navigator)
      try await navigator.finish(picker, with: Color.blue)
      print("  the picker returned \(try await pick.value)")
      let cancelled = Task { try await navigator.present(Shop.colorPicker, expecting: Color.self) }
      _ = await appearance(of: .colorPicker, in: navigator)
      try host.simulatePullDown()
      print("  pulled down without a choice: \(try await cancelled.value)")

      print("\n▸ the cart is kept alive for 5 minutes: push, pop, push")
      let cart = Destination.route(Shop.cart).keepAlive(within: .interval(.seconds(300)), identifier: "cart")
      try await navigator.push(cart)
      let first = host.screen(for: navigator.state.topScreen.id)
      try await navigator.pop()
      try await navigator.push(cart)
      let second = host.screen(for: navigator.state.topScreen.id)
      print("  the same cart instance both times: \(first === second)")
    } catch {
      print("  failed: \(error)")
    }
  }

  /// Waits until a screen showing `route` is on screen and returns its id.
  @MainActor
  static func appearance(of route: Shop, in navigator: Navigator) async -> ScreenID {
    while true {
      if !navigator.isTransitioning,
        let entry = navigator.state.allEntries.first(where: { $0.route == AnyRoute(route) })
      {
        return entry.id
      }
      await Task.yield()
    }
  }
}

extension ArgumentKey where Value == String {
  static var source: ArgumentKey<String> { "source" }
}
