import UIKit
import WaypointUIKit
import os

private let log = os.Logger(subsystem: "com.example.waypoint.shop-uikit", category: "windows")

/// The app's entry point: a scene per window, each with its own shop; the saved trees of the
/// windows the user closed for good are forgotten.
@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
  func application(
    _ application: UIApplication, configurationForConnecting session: UISceneSession,
    options: UIScene.ConnectionOptions
  ) -> UISceneConfiguration {
    let configuration = UISceneConfiguration(name: nil, sessionRole: session.role)
    configuration.delegateClass = SceneDelegate.self
    return configuration
  }

  // NB: also called shortly after launch for sessions discarded while the app was not running
  // (UIApplication.h:496-497).
  func application(_ application: UIApplication, didDiscardSceneSessions sessions: Set<UISceneSession>) {
    do {
      try ShopApp.stores.forget(sessions.map(\.persistentIdentifier))
    } catch {
      log.warning("Could not forget closed windows: \(error)")
    }
  }
}

/// One window: makes its shop, puts its host in the window, restores the window's last tree,
/// reports the scene's phase to the app's windows, sends links and activities to the window
/// that shows them, gives crash reports its navigation recording while it is active, and saves
/// the tree and the crash reports' attachments when the window goes to the background.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var shop: ShopApp?
  private var id = ""

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    id = session.persistentIdentifier
    let window = UIWindow(windowScene: scene)
    do {
      let shop = try ShopApp(window: id)
      self.shop = shop
      ShopApp.windows.register(shop.navigator, window: id, phase: WindowPhase(scene.activationState))
      window.rootViewController = shop.host.rootViewController
      // A link or an activity this window was opened for (a new window another one asked for).
      let link = options.urlContexts.first?.url
      let activity = options.userActivities.first.map(WindowActivity.init)
      Task { await shop.launch(opening: link, activity: activity) }
    } catch {
      // A registration mistake (a route type registered twice, a malformed link pattern).
      let message = UIViewController()
      message.view.backgroundColor = .systemBackground
      let label = UILabel(frame: message.view.bounds.insetBy(dx: 20, dy: 20))
      label.numberOfLines = 0
      label.text = "The shop could not start: \(error)"
      message.view.addSubview(label)
      window.rootViewController = message
    }
    window.makeKeyAndVisible()
    self.window = window
  }

  // NB: the system may disconnect a window in the background and connect it again later with
  // the same session: the navigator goes, the saved tree stays until the session is discarded.
  func sceneDidDisconnect(_ scene: UIScene) {
    ShopApp.windows.unregister(id)
    shop = nil
  }

  func sceneWillEnterForeground(_ scene: UIScene) { ShopApp.windows.update(id, phase: .inactive) }
  func sceneWillResignActive(_ scene: UIScene) { ShopApp.windows.update(id, phase: .inactive) }

  func sceneDidBecomeActive(_ scene: UIScene) {
    ShopApp.windows.update(id, phase: .active)
    shop?.attachRecordingToCrashReports()
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    ShopApp.windows.update(id, phase: .background)
    shop?.save()
    // NB: a crash handler cannot ask the main actor for the recording: it reads this file.
    CrashReports.shared.save()
  }

  /// A link: opened in the window that shows it, else the foremost, else a new window.
  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url else { return }
    do {
      UIApplication.shared.activate(try ShopApp.windows.open(url))
    } catch {
      log.warning("Refused link \(url): \(error)")
    }
  }

  /// Handoff, Spotlight: the activity's link, as a link.
  func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {
    do {
      UIApplication.shared.activate(try ShopApp.windows.open(WindowActivity(userActivity)))
    } catch {
      log.warning("Refused activity \(userActivity.activityType): \(error)")
    }
  }
}
