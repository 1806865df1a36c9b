import Foundation
import Waypoint
import WaypointTesting

// Restoration: the whole tree saved after every change and restored on the next run.
// Flags: `--restore` restores the tree the previous run saved; `--state-file PATH` keeps the
// document at PATH instead of the system temp directory.
enum RestorationDemo {
  enum Shop: Route, Codable {
    case home, search, cart, checkout
    case product(Int)
  }

  enum Account: Route, Codable {
    case profile, orders
  }

  enum AppTab: String, Hashable, Sendable, Codable {
    case shop, search, account
  }

  static func restoration() throws -> Restoration {
    var restoration = Restoration(version: 1)
    try restoration.register(Shop.self, as: "shop")
    try restoration.register(Account.self, as: "account")
    try restoration.register(AppTab.self, as: "tab")
    return restoration
  }

  static let root = NavigationState(
    tabs: Tab(id: AppTab.shop, root: Shop.home), Tab(id: AppTab.search, root: Shop.search),
    Tab(id: AppTab.account, root: Account.profile))

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Restoration ──")
    let url =
      arguments.firstIndex(of: "--state-file").flatMap { arguments.indices.contains($0 + 1) ? $0 + 1 : nil }
      .map { URL(fileURLWithPath: arguments[$0]) }
      ?? FileManager.default.temporaryDirectory.appendingPathComponent(".waypoint-demo-state.json")
    let store = FileRestorationStore(url: url)
    do {
      let restoration = try restoration()
      if arguments.contains("--restore") {
        try await restore(from: store, using: restoration)
      } else {
        try await navigateAndSave(to: store, using: restoration)
      }
    } catch {
      print("failed: \(error)")
    }
  }

  @MainActor
  static func navigateAndSave(to store: some RestorationStore, using restoration: Restoration) async throws {
    let host = TestHost()
    let navigator = Navigator(root, host: host)
    navigator.restoration = restoration
    print("Saving the tree after every change (the previous file stays whole until each write is renamed):")
    func save(_ change: String) throws {
      let document = try navigator.snapshot()
      try store.save(document)
      print("  \(change.padding(toLength: 32, withPad: " ", startingAt: 0)) saved \(document.count) bytes")
    }
    try await navigator.push(Shop.product(42), tag: "product").value
    try save("push product(42) #product")
    _ = try await navigator.select(tab: AppTab.account).value
    try await navigator.push(Account.orders).value
    try save("account tab, push orders")
    _ = try await navigator.select(tab: AppTab.shop).value
    try save("back to the shop tab")
    try await navigator.present(Shop.cart, style: .sheet, tag: "cart").value
    try save("present cart as a sheet #cart")
    try await navigator.present(Shop.checkout, style: .fullScreenCover).value
    try save("present checkout as a cover")
    print(indent(navigator.state))

    let secret = NavigationState(root: Secret.vault)
    do {
      _ = try restoration.encode(secret)
    } catch {
      print("A screen that cannot be saved is named, never dropped: \(error)")
    }
    print("Run again with --restore to come back here (\(storePath(store))).")
  }

  @MainActor
  static func restore(from store: some RestorationStore, using restoration: Restoration) async throws {
    let host = TestHost()
    let navigator = Navigator(root, host: host)
    navigator.restoration = restoration
    let document = try store.load()
    let outcome = try await navigator.restore(from: document, fallback: root).value
    switch outcome {
    case .restored:
      print("Restored \(document?.count ?? 0) bytes from \(storePath(store)) in one plan:")
      print("  steps: \(host.steps.map(\.description).joined(separator: "; "))")
    case .noSnapshot:
      print("Nothing saved at \(storePath(store)) yet: started at the root. Run without --restore first.")
    case .fellBack(let error):
      print("Could not restore (\(error)): started at the root.")
    }
    print(indent(navigator.state))

    guard let document else { return }
    let damaged = document.prefix(document.count / 2)
    if case .fellBack(let error) = try await navigator.restore(from: damaged, fallback: root).value {
      print("A damaged copy (cut in half) falls back to the root: \(error)")
    }
  }

  /// A screen the app never registered for restoration.
  enum Secret: Route {
    case vault
  }

  static func indent(_ state: NavigationState) -> String {
    state.description.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n")
  }

  static func storePath(_ store: some RestorationStore) -> String {
    (store as? FileRestorationStore)?.url.path ?? "the store"
  }
}
