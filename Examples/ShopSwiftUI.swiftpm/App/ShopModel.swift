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
  /// The window's scene session id.
  @ObservationIgnored let window: String
  /// Where this window saves its tree: its own file, under its scene session's id.
  @ObservationIgnored private let store: (any RestorationStore)?
  var signedIn = false
  var cart: [Product] = []
  var orders: [Order] = []

  /// Tabs: a tab bar on an iPhone, a sidebar on an iPad (iOS 18). The catalog tab is a split
  /// view, the catalog in the sidebar and the selected product in the detail: side by side on an
  /// iPad, one stack on an iPhone (and in Slide Over) that expands again with nothing lost. The
  /// search tab is the search tab; account and orders sit in the Account group of the sidebar.
  /// (SwiftUI declares a `Tab` of its own: in a file importing SwiftUI, Waypoint's is
  /// `Waypoint.Tab`.)
  static let start = NavigationState(
    tabs: Waypoint.Tab(
      id: ShopTab.catalog,
      split: SplitRoot(sidebar: ScreenStack(Shop.catalog), detail: ScreenStack(Shop.product(1)))),
    Waypoint.Tab(id: ShopTab.search, root: Shop.search, role: .search),
    Waypoint.Tab(id: ShopTab.account, root: Shop.account, group: ShopSection.you),
    Waypoint.Tab(id: ShopTab.orders, root: Shop.orders, group: ShopSection.you))

  /// The model of the window `window`, whose tree is saved under that id.
  init(window: String) {
    let host = SwiftUIHost()
    host.register(
      .card, SwiftUIHost.Presentation(.sheet, detents: [.medium, .large], dragIndicator: .visible))
    navigator = Navigator(ShopModel.start, host: host)
    navigator.recorder = NavigationRecorder()  // for the debug section and crash reports
    links = try! Self.makeLinks()
    self.window = window
    store = try? Self.stores.store(for: window)
    try! navigator.restoration.register(Shop.self, as: "shop")
    try! navigator.restoration.register(ShopTab.self, as: "tab")
    try! navigator.restoration.register(ShopSection.self, as: "section")
    // A link that launched the app opens over the restored tree, not under it.
    navigator.holdLinksUntilRestored()

    logScreenViews()

    // The checkout needs a signed-in user: show the login, then go on to the checkout.
    navigator.addGuard(for: Shop.self) { [weak self] route, _ in
      guard route == .checkout, self?.signedIn == false else { return .allow }
      return .redirect(Redirect(to: Shop.login))
    }
  }

  /// Every window's saved tree, one file per scene session.
  static let stores: WindowStores = {
    let folder = URL.applicationSupportDirectory
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return WindowStores(directory: folder)
  }()

  /// The app's live windows, which pick the window a link opens in.
  static let windows = WindowRegistry(
    links: try! makeLinks(), activityType: "example.waypoint.shop-swiftui.link")

  /// Forgets the saved trees of the windows `sessions`, closed for good.
  static func forget(_ sessions: [String]) {
    do {
      try stores.forget(sessions)
    } catch {
      os.Logger(subsystem: "com.example.waypoint.shop-swiftui", category: "navigation")
        .warning("Could not forget closed windows: \(error)")
    }
  }

  static func makeLinks() throws -> RouteTable<Shop> {
    var links = try RouteTable<Shop>(schemes: ["shop"], hosts: ["shop.example"])
    // A product link selects the product: shop://product/2 shows it in the detail column (on
    // top of the catalog when collapsed).
    try links.add("", Shop.catalog, placement: .column(.sidebar))
    try links.add("product/:id(int)", Shop.product, placement: .column(.detail))
    try links.add("account", Shop.account, placement: .tab(ShopTab.account))
    try links.add("account/orders", Shop.orders, placement: .tab(ShopTab.orders))
    try links.add("cart", Shop.cart, placement: .present(.card))
    return links
  }

  private let log = os.Logger(subsystem: "com.example.waypoint.shop-swiftui", category: "navigation")

  /// Goes to the tree this window saved last time, or to the split view when there is none (a
  /// saved tree that cannot be read falls back to it, and says why), then opens the activity
  /// the window was opened with: its tree when it carries one, else its link.
  func restore(opening activity: WindowActivity?) async {
    do {
      let saved = activity?.restoration ?? (try? store?.load())
      let outcome = try await navigator.restore(from: saved, fallback: Self.start).value
      if case .fellBack(let error) = outcome { log.warning("Restoration fell back: \(error)") }
    } catch {
      log.warning("Restoration failed: \(error)")
    }
    guard let activity, activity.restoration == nil, let link = activity.link else { return }
    do {
      _ = try await navigator.open(link, using: links).value
    } catch {
      log.warning("Refused link \(link): \(error)")
    }
  }

  /// The analytics logger: every screen the user comes to see (a tap, a Back swipe, a tab, the
  /// restore at launch), named by its link pattern where it has one. It ends with the navigator.
  private func logScreenViews() {
    let views = navigator.screenViews(linkingWith: links)
    Task { [log] in
      for await view in views where view.change == .appeared {
        let name = view.linkPattern.map { "/\($0.text)" } ?? "\(view.route)"
        log.info("screen view: \(name, privacy: .public)")
      }
    }
  }

  /// Makes this window's navigation recording the one crash reports carry, as
  /// `navigation-recording.json`: the window calls it when it becomes active, as the user is in it.
  func attachRecordingToCrashReports() {
    CrashReports.shared.register("navigation-recording.json") { [weak navigator] in
      try navigator?.recorder?.recording?.json()
    }
  }

  /// Saves the whole navigation tree.
  func save() {
    do {
      try store?.save(navigator.snapshot())
    } catch {
      log.warning("Could not save the navigation: \(error)")
    }
  }
}
