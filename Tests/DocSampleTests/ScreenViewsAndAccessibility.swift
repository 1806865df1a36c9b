import Waypoint
import WaypointTesting

// Waypoint.docc, "Screen views and accessibility".
enum ScreenViewsAndAccessibility {
  enum Shop: Route { case home, cart, product(Int) }

  @MainActor func logScreenViews(_ navigator: Navigator<Shop>, links: RouteTable<Shop>) {
    let views = navigator.screenViews(linkingWith: links)
    Task {
      for await view in views where view.change == .appeared {
        print("screen view:", view.linkPattern.map { "/\($0.text)" } ?? "\(view.route)")
      }
    }
  }

  @MainActor func cartViews() async throws -> [String] {
    let host = TestHost()
    var navigator: Navigator<Shop>? = Navigator(root: .home, host: host)
    let views = navigator!.screenViews()
    try await navigator!.present(.cart).value
    try host.simulatePullDown()
    navigator = nil  // the stream ends with the navigator
    var seen: [String] = []
    for await view in views { seen.append("\(view)") }
    return seen  // ["cart appeared", "cart disappeared"]: home stays in view under a sheet
  }

  @MainActor func focusComesBackToTheCartButton() async throws -> Bool {
    let host = TestHost()
    host.elements = ["cart"]  // what the app registers on its host
    let navigator = Navigator(root: Shop.home, host: host)
    try await navigator.present(.route(Shop.cart).opened(from: "cart")).value
    _ = try await navigator.dismiss().value  // the app closes it: focus goes back to the button
    return host.focusDirectives.last == .element("cart")
  }
}
