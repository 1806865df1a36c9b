import SwiftUI
import WaypointSwiftUI

@main
struct ShopApp: App {
  var body: some Scene {
    WindowGroup {
      ShopWindow()
    }
  }
}

/// One window: its own model, navigator and saved tree, found again by the window's id when
/// the system restores the window (a navigator drawn in two windows would be refused).
struct ShopWindow: View {
  @SceneStorage("window") private var window = ""
  @State private var shop: ShopModel?

  var body: some View {
    if let shop {
      ShopRoot(shop: shop)
    } else {
      Color.clear.onAppear {
        if window.isEmpty { window = UUID().uuidString }
        shop = ShopModel(window: window)
      }
    }
  }
}

/// The whole app: the navigator's tree, deep links in, and the tree saved and restored.
struct ShopRoot: View {
  let shop: ShopModel
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    WaypointView(shop.navigator) { route in
      ShopScreen(route: route)
    }
    .tabItem(for: AppTab.self) { tab in
      switch tab {
      case .shop: Label("Shop", systemImage: "bag")
      case .search: Label("Search", systemImage: "magnifyingglass")
      case .account: Label("Account", systemImage: "person")
      }
    }
    .environment(shop)
    .onOpenURL { url in
      Task { await shop.open(url) }
    }
    .task { await shop.restore() }
    .onChange(of: scenePhase) { _, phase in
      if phase == .background { shop.save() }
    }
  }
}
