import Foundation
import Waypoint

// Waypoint.docc, "Multiple windows": a navigator and a saved tree per window, activities, and
// the window a link opens in.
enum MultipleWindowsSamples {
  enum Shop: Route, Codable { case home, cart, product(Int) }

  @MainActor func perWindow(_ navigator: Navigator<Shop>, session: String, folder: URL) async throws {
    let windows = WindowStores(directory: folder)
    let store = try windows.store(for: session)  // the scene session's persistentIdentifier
    _ = try await navigator.restore(from: try? store.load(), fallback: NavigationState(root: Shop.home)).value
    // when the window goes to the background:
    try store.save(navigator.snapshot())
  }

  func discarded(_ windows: WindowStores, sessions: [String]) throws {
    // application(_:didDiscardSceneSessions:)
    try windows.forget(sessions)
  }

  @MainActor func activities(_ links: RouteTable<Shop>, _ navigator: Navigator<Shop>) throws {
    let activity = try links.userActivity(for: .product(42), type: "com.example.shop.screen")
    // activity.link == "https://shop.example/product/42", and so is activity.webpageURL
    let route = try links.route(for: activity)  // .product(42)
    let window = try navigator.userActivity(using: links, type: "com.example.shop.window")
    // window.restoration is the whole tree, window.link the top-most screen's link
    print(route, window)
  }

  @MainActor func registry(_ links: RouteTable<Shop>, _ navigator: Navigator<Shop>, session: String) throws {
    let windows = WindowRegistry(links: links, activityType: "com.example.shop.link") { link, open in
      link.route == .cart ? .newWindow : nil  // the cart always gets a window of its own
    }
    windows.register(navigator, window: session, phase: .active)
    switch try windows.open("shop://product/42") {
    case .window(let id, activate: false): print("opened in \(id), on screen")
    case .window(let id, activate: true): print("opened in \(id): bring it forward")
    case .newWindow(let activity): print("ask for a new window opening \(activity.link ?? "")")
    }
  }
}
