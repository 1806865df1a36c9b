import SwiftUI
import UIKit
import WaypointSwiftUI

@main
struct ShopApp: App {
  @UIApplicationDelegateAdaptor private var delegate: ShopAppDelegate

  var body: some Scene {
    // A window opened for a link another window could not take gets the link's activity.
    WindowGroup(for: WindowActivity.self) { $activity in
      ShopWindow(activity: $activity)
    }
  }
}

/// Forgets the saved trees of the windows the user closed for good.
final class ShopAppDelegate: NSObject, UIApplicationDelegate {
  // NB: also called shortly after launch for sessions discarded while the app was not running
  // (UIApplication.h:496-497).
  func application(_ application: UIApplication, didDiscardSceneSessions sessions: Set<UISceneSession>) {
    ShopModel.forget(sessions.map(\.persistentIdentifier))
  }
}

/// One window: its own model, navigator and saved tree, found again by the window's scene
/// session when the system restores the window (a navigator drawn in two windows would be
/// refused).
struct ShopWindow: View {
  @Binding var activity: WindowActivity?
  @State private var shop: ShopModel?

  var body: some View {
    if let shop {
      ShopRoot(shop: shop, activity: $activity)
    } else {
      Color.clear.onWindowSession { session in
        if shop == nil { shop = ShopModel(window: session) }
      }
    }
  }
}

/// The whole app: the navigator's tree, deep links in, the tree saved and restored, and the
/// navigation recording given to crash reports.
struct ShopRoot: View {
  let shop: ShopModel
  @Binding var activity: WindowActivity?
  @Environment(\.scenePhase) private var scenePhase

  var body: some View {
    WaypointView(shop.navigator) { route in
      ShopScreen(route: route)
    }
    .tabItem(for: ShopTab.self) { tab in
      switch tab {
      case .catalog: Label("Shop", systemImage: "bag")
      case .search: Label("Search", systemImage: "magnifyingglass")
      case .account: Label("Account", systemImage: "person")
      case .orders: Label("Orders", systemImage: "shippingbox")
      }
    }
    .tabItem(for: ShopSection.self) { _ in Text("You") }
    .environment(shop)
    // Links and activities go to the window that shows them, else the foremost, else a new one.
    .waypointWindow(shop.window, navigator: shop.navigator, in: ShopModel.windows)
    .task {
      await shop.restore(opening: activity)
      activity = nil  // opened once: a restored window does not open it again
    }
    .onChange(of: scenePhase, initial: true) { _, phase in
      // The window the user is in gives crash reports its recording.
      if phase == .active { shop.attachRecordingToCrashReports() }
    }
    .onChange(of: scenePhase) { _, phase in
      guard phase == .background else { return }
      shop.save()
      // NB: a crash handler cannot ask the main actor for the recording: it reads this file.
      CrashReports.shared.save()
    }
  }
}
