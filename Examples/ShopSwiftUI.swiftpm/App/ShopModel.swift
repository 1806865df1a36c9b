import Foundation
import Observation
import SwiftUI
import WaypointSwiftUI
import os

/// One window of the app: its navigator, its deep links, where it saves the navigation tree, and
/// the little state a shop needs (who is signed in, the cart, the orders).
@MainActor
@Observable
final class ShopModel {
  let navigator: Navigator<Shop>
  @ObservationIgnored let links: RouteTable<Shop>
  @ObservationIgnored private let store: FileRestorationStore
  var signedIn = false
  var cart: [Product] = []
  var orders: [Order] = []

  /// A split view: the catalog in the sidebar, the selected product in the detail. On an iPad it
  /// shows both side by side; on an iPhone (and in Slide Over) it collapses into one stack, the
  /// product pushed on the catalog, and expands again with nothing lost.
  static let start = NavigationState(
    split: SplitRoot(sidebar: ScreenStack(Shop.catalog), detail: ScreenStack(Shop.product(1))))

  /// The model of the window `window`, whose tree is saved under that id.
  init(window: String) {
    let host = SwiftUIHost()
    host.register(
      .card, SwiftUIHost.Presentation(.sheet, detents: [.medium, .large], dragIndicator: .visible))
    navigator = Navigator(ShopModel.start, host: host)
    links = try! Self.makeLinks()
    let folder = URL.applicationSupportDirectory
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    store = FileRestorationStore(url: folder.appending(path: "navigation-\(window).json"))
    try! navigator.restoration.register(Shop.self, as: "shop")
    try! navigator.restoration.register(AppTab.self, as: "tab")
    // A link that launched the app opens over the restored tree, not under it.
    navigator.holdLinksUntilRestored()

    // The checkout needs a signed-in user: show the login, then go on to the checkout.
    navigator.addGuard(for: Shop.self) { [weak self] route, _ in
      guard route == .checkout, self?.signedIn == false else { return .allow }
      return .redirect(Redirect(to: Shop.login))
    }
  }

  static func makeLinks() throws -> RouteTable<Shop> {
    var links = try RouteTable<Shop>(schemes: ["shop"], hosts: ["shop.example"])
    // A product link selects the product: shop://product/2 shows it in the detail column (on
    // top of the catalog when collapsed).
    try links.add("", Shop.catalog, placement: .column(.sidebar))
    try links.add("product/:id(int)", Shop.product, placement: .column(.detail))
    try links.add("account", Shop.account, placement: .present(.sheet))
    try links.add("account/orders", Shop.orders, placement: .present(.sheet))
    try links.add("cart", Shop.cart, placement: .present(.card))
    return links
  }

  private let log = os.Logger(subsystem: "com.example.waypoint.shop-swiftui", category: "navigation")

  /// Opens a link such as shop://product/2; a link the table does not know changes nothing and
  /// is logged.
  func open(_ url: URL) async {
    do {
      _ = try await navigator.open(url, using: links).value
    } catch {
      log.warning("Refused link \(url): \(error)")
    }
  }

  /// Goes to the tree saved last time, or to the split view when there is none (a saved tree
  /// that cannot be read falls back to it, and says why).
  func restore() async {
    do {
      let outcome = try await navigator.restore(from: try? store.load(), fallback: Self.start).value
      if case .fellBack(let error) = outcome { log.warning("Restoration fell back: \(error)") }
    } catch {
      log.warning("Restoration failed: \(error)")
    }
  }

  /// Saves the whole navigation tree.
  func save() {
    do {
      try store.save(navigator.snapshot())
    } catch {
      log.warning("Could not save the navigation: \(error)")
    }
  }
}
