import Foundation
import Waypoint
import WaypointTesting

// Screen views for analytics and VoiceOver's focus: one stream of the screens the user starts
// and stops seeing, whatever moved them, and where focus goes once the screen has settled.
enum ScreenViewsDemo {
  enum Shop: Route {
    case home, search, cart
    case product(Int)
  }

  enum AppTab: Hashable, Sendable {
    case shop, search
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Screen views and VoiceOver focus ──")
    var links: RouteTable<Shop>
    do {
      links = try RouteTable<Shop>(schemes: ["shop"])
      try links.add("", Shop.home)
      try links.add("product/:id(int)", Shop.product)
      try links.add("search", Shop.search)
    } catch {
      return print("  the route table: \(error)")
    }
    let host = TestHost()
    host.elements = ["cart"]  // the cart button, registered on the host
    var navigator: Navigator<Shop>? = Navigator(
      NavigationState(tabs: Tab(id: AppTab.shop, root: Shop.home), Tab(id: AppTab.search, root: Shop.search)),
      host: host)
    let views = navigator!.screenViews(linkingWith: links)
    do {
      print("▸ push product(42)")
      try await navigator!.push(.product(42)).value
      focus(host, navigator!)
      print("▸ the user swipes back, lets go halfway, then swipes back again")
      try host.simulateSwipeBack(cancelled: true)
      try host.simulateSwipeBack()
      focus(host, navigator!)
      print("▸ the user taps the search tab")
      try host.simulateTabTap(AppTab.search)
      focus(host, navigator!)
      print("▸ the cart sheet, opened from the cart button, pulled down")
      try await navigator!.present(.route(Shop.cart).opened(from: "cart")).value
      try host.simulatePullDown()
      focus(host, navigator!)
    } catch {
      print("  failed: \(error)")
    }
    navigator = nil  // the stream ends with the navigator
    print("Screen views, in order (the cancelled swipe gave none):")
    for await view in views { print("  \(view)") }
  }

  /// Prints where VoiceOver's focus went last, as the UIKit host posts it.
  @MainActor
  private static func focus(_ host: TestHost, _ navigator: AnyNavigator) {
    switch host.focusDirectives.last {
    case .screen(let id)?:
      let route = navigator.state.allEntries.first { $0.id == id }?.route.description ?? "\(id)"
      print("  VoiceOver focus: the screen \(route) (screenChanged, with its view)")
    case .element(let id)?: print("  VoiceOver focus: back to the element \"\(id)\" that opened the sheet")
    case nil: print("  VoiceOver focus: unchanged")
    }
  }
}
