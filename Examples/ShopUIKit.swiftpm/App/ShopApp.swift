import Foundation
import UIKit
import WaypointUIKit
import os

/// The shop's screens.
enum Shop: Route, Codable {
  case products, search, cart, checkout, login, orders, profile, editProfile, discardChanges
  case product(Int)
}

/// The shop's tabs, and the group of the sidebar that holds orders and profile.
enum ShopTab: String, Hashable, Sendable, Codable {
  case catalogue, search, orders, profile, account
}

/// What checkout returns to whoever opened it.
struct Order: Sendable {
  let number: Int
}

/// Whether the user is signed in (the login guard reads it).
@MainActor
final class Session {
  var isSignedIn = false
}

/// The composition root: the host, the navigator and everything registered with it.
@MainActor
final class ShopApp {
  let host = UIKitHost()
  let navigator: Navigator<Shop>
  let links: RouteTable<Shop>
  private let log = os.Logger(subsystem: "com.example.waypoint.shop-uikit", category: "navigation")
  /// Where this window saves its tree: its own file, under its scene session's id.
  private let store: any RestorationStore

  /// Every window's saved tree, one file per scene session.
  static let stores = WindowStores(directory: .documentsDirectory)
  /// The app's live windows, which pick the window a link opens in.
  static let windows = WindowRegistry(
    links: try! makeLinks(), activityType: "com.example.waypoint.shop-uikit.link")

  /// Tabs: a tab bar on an iPhone, a sidebar on an iPad (iOS 18; a classic tab bar below). The
  /// catalogue tab is a split view, the catalogue in the sidebar and the selected product in the
  /// detail: side by side on an iPad, one stack on an iPhone (and in Slide Over) that expands
  /// again with nothing lost. Search is the search tab; orders and profile sit in the Account
  /// group of the sidebar.
  static let start = NavigationState(
    tabs: Tab(
      id: ShopTab.catalogue,
      split: SplitRoot(sidebar: ScreenStack(Shop.products), detail: ScreenStack(Shop.product(1)))),
    Tab(id: ShopTab.search, root: Shop.search, role: .search),
    Tab(id: ShopTab.orders, root: Shop.orders, group: ShopTab.account),
    Tab(id: ShopTab.profile, root: Shop.profile, group: ShopTab.account))

  /// The shop of the window whose scene session is `window`.
  init(window: String) throws {
    store = try Self.stores.store(for: window)
    host.configuration.tabBarItem = { tab in
      switch tab.as(ShopTab.self) {
      case .catalogue: UITabBarItem(title: "Shop", image: UIImage(systemName: "bag"), tag: 0)
      case .search: UITabBarItem(title: "Search", image: UIImage(systemName: "magnifyingglass"), tag: 1)
      case .orders: UITabBarItem(title: "Orders", image: UIImage(systemName: "shippingbox"), tag: 2)
      case .profile: UITabBarItem(title: "Profile", image: UIImage(systemName: "person"), tag: 3)
      case .account, nil: UITabBarItem(title: "Account", image: UIImage(systemName: "person.2"), tag: 4)
      }
    }
    host.configuration[.sheet] = UIKitHost.Presentation { container in
      container.modalPresentationStyle = .pageSheet
      container.sheetPresentationController?.detents = [.medium(), .large()]
      container.sheetPresentationController?.prefersGrabberVisible = true
    }

    let session = Session()
    let screens = ScreenRegistry()
    navigator = Navigator(Self.start, host: host, screens: screens)
    navigator.recorder = NavigationRecorder()  // for the debug menu and crash reports
    // The registry and the guard live as long as the navigator: they hold it weakly.
    try screens.register(Shop.self) { [weak navigator] route, _ in
      Self.screen(for: route, session: session, navigator: navigator)
    }
    navigator.addGuard(for: Shop.self) { route, _ in
      guard route == .checkout, !session.isSignedIn else { return .allow }
      return .redirect(Redirect(to: Shop.login))  // a sheet; checkout follows once signed in
    }
    try navigator.restoration.register(Shop.self, as: "shop")
    try navigator.restoration.register(ShopTab.self, as: "tab")

    links = try Self.makeLinks()
    logScreenViews()
  }

  static func makeLinks() throws -> RouteTable<Shop> {
    var links = try RouteTable<Shop>(schemes: ["shop"], hosts: ["shop.example"])
    try links.add("", Shop.products, placement: .column(.sidebar))
    try links.add("product/:id(int)", Shop.product, placement: .column(.detail))
    try links.add("cart", Shop.cart, placement: .present(.sheet))
    try links.add("orders", Shop.orders, placement: .tab(ShopTab.orders))
    return links
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

  static func screen(for route: Shop, session: Session, navigator: Navigator<Shop>?) -> any Screen {
    let screen: ShopScreen
    switch route {
    case .products:
      let list = ProductListViewController(input: navigator)
      // VoiceOver's focus comes back to the cart button when the cart it opened closes.
      (navigator?.host as? UIKitHost)?.register(anchor: "cart", list.cartButton)
      return list
    case .product(let id):
      let product = ProductViewController(input: (Catalog.product(id), navigator))
      // Where the cart's popover points; the host holds the button weakly.
      (navigator?.host as? UIKitHost)?.register(anchor: "cart-\(id)", product.cart)
      return product
    case .search: screen = SearchViewController()
    case .cart: screen = CartViewController()
    case .checkout: screen = CheckoutViewController()
    case .login: screen = LoginViewController(session: session)
    case .orders: screen = OrdersViewController()
    case .profile: screen = ProfileViewController()
    case .editProfile: screen = EditProfileViewController()
    case .discardChanges: screen = DiscardChangesViewController()
    }
    screen.navigator = navigator
    return screen
  }

  /// Restores the tree this window saved last (guards apply), then opens the link or the
  /// activity the window was opened with, if any: a new window asked for by another one gets
  /// the activity, whose tree, if it carries one, replaces the saved one.
  func launch(opening link: URL?, activity: WindowActivity?) async {
    do {
      let saved = activity?.restoration ?? (try? store.load())
      let outcome = try await navigator.restore(from: saved, fallback: Self.start).value
      if case .fellBack(let error) = outcome { log.warning("Restoration fell back: \(error)") }
    } catch {
      log.warning("Restoration failed: \(error)")
    }
    if let link { await open(link) }
    if let activity, activity.restoration == nil, let url = activity.link.flatMap(URL.init(string:)) {
      await open(url)
    }
  }

  /// Opens `shop://product/42`, `shop://cart`, `https://shop.example/orders`…
  func open(_ url: URL) async {
    do {
      _ = try await navigator.open(url, using: links).value
    } catch {
      log.warning("Refused link \(url): \(error)")
    }
  }

  /// Makes this window's navigation recording the one crash reports carry, as
  /// `navigation-recording.json`: the window calls it when it becomes active, as the user is in it.
  func attachRecordingToCrashReports() {
    CrashReports.shared.register("navigation-recording.json") { [weak navigator] in
      try navigator?.recorder?.recording?.json()
    }
  }

  /// Saves the whole tree, for the next launch.
  func save() {
    do {
      try store.save(navigator.snapshot())
    } catch {
      log.warning("Could not save the navigation: \(error)")
    }
  }
}
