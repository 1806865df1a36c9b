import Foundation
import Waypoint
import WaypointTesting

// Windows: two windows of one app, each with its own navigator and saved tree, and links sent
// to the window that shows them, or to a new window.
enum WindowsDemo {
  enum Shop: Route, Codable {
    case home, cart
    case product(Int)
  }

  static func links() throws -> RouteTable<Shop> {
    var links = try RouteTable<Shop>(schemes: ["shop"], hosts: ["shop.example"])
    try links.add("", Shop.home)
    try links.add("product/:id(int)", Shop.product)
    try links.add("cart", Shop.cart, placement: .present(.sheet))
    return links
  }

  @MainActor
  static func window() throws -> Navigator<Shop> {
    let navigator = Navigator<Shop>(NavigationState(root: Shop.home), host: TestHost())
    try navigator.restoration.register(Shop.self, as: "shop")
    return navigator
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Windows ──")
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-demo-windows-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: directory) }
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try await run(stores: WindowStores(directory: directory))
    } catch {
      print("failed: \(error)")
    }
  }

  @MainActor
  static func run(stores: WindowStores) async throws {
    // Two windows (scene sessions "A" and "B"), each saving under its own id.
    let a = try window()
    let b = try window()
    try await a.push(.product(1)).value
    try await b.push(.product(2)).value
    try await b.present(.cart, style: .sheet).value
    try stores.store(for: "A").save(a.snapshot())
    try stores.store(for: "B").save(b.snapshot())
    print("Saved two windows apart:")
    print("  A: \(summary(a.state))")
    print("  B: \(summary(b.state))")

    // The app launches again: each window restores its own tree.
    let a2 = try window()
    let b2 = try window()
    for (id, navigator) in [("A", a2), ("B", b2)] {
      let saved = try stores.store(for: id).load()
      _ = try await navigator.restore(from: saved, fallback: NavigationState(root: Shop.home)).value
    }
    print("Restored apart:")
    print("  A: \(summary(a2.state))")
    print("  B: \(summary(b2.state))")

    // Links find their window: B is key, A is in the background.
    let windows = WindowRegistry(links: try links(), activityType: "shop.link")
    windows.register(a2, window: "A", phase: .background)
    windows.register(b2, window: "B", phase: .active)
    print("shop://product/1 → \(try windows.open("shop://product/1"))  (A shows product(1): brought forward)")
    print("shop://product/9 → \(try windows.open("shop://product/9"))  (no window shows it: the key window)")
    _ = await b2.navigate { _ in }.result
    print("  B now: \(summary(b2.state))")

    // The app's rule: products it shows in a new window; the new window gets an activity.
    windows.rule = { link, _ in link.route == .product(5) ? .newWindow : nil }
    print("shop://product/5 → \(try windows.open("shop://product/5"))")

    // The user closes window B for good: its tree is forgotten.
    try stores.forget(["B"])
    print(
      "B discarded; its saved tree: \(try stores.store(for: "B").load().map { "\($0.count) bytes" } ?? "none")"
    )
  }

  static func summary(_ state: NavigationState) -> String {
    let root = state[stack: .root]?.routes ?? []
    return (["\(root)"] + state.modals.map { "\($0.style) \($0.stack.routes)" }).joined(separator: " + ")
  }
}
