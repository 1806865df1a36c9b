import UIKit
import WaypointUIKit

/// The app's entry point: one scene, whose window shows the UIKit host's root controller.
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
}

/// Makes the shop, puts its host in the window, restores the last tree, opens links and saves
/// the tree when the app goes to the background.
final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
  var window: UIWindow?
  private var shop: ShopApp?

  func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
    guard let scene = scene as? UIWindowScene else { return }
    let window = UIWindow(windowScene: scene)
    do {
      let shop = try ShopApp()
      self.shop = shop
      window.rootViewController = shop.host.rootViewController
      let link = options.urlContexts.first?.url
      Task { await shop.launch(opening: link) }
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

  func scene(_ scene: UIScene, openURLContexts contexts: Set<UIOpenURLContext>) {
    guard let url = contexts.first?.url, let shop else { return }
    Task { await shop.open(url) }
  }

  func sceneDidEnterBackground(_ scene: UIScene) {
    shop?.save()
  }
}
