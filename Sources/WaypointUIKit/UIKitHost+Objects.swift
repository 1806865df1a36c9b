#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // UIKit's own classes as the host's logic sees them (`WaypointUIKitLogic/UIKitObjects.swift`): each names
  // what it is and forwards the few properties the logic reads.

  extension UIViewController: ControllerObject {
    package var role: ControllerRole {
      switch self {
      case let navigation as UINavigationController: .navigation(navigation)
      case let bar as UITabBarController: .tabBar(bar)
      case let split as UISplitViewController: .split(split)
      case let layer as LayerViewController:
        .layer(id: layer.layerID, content: layer.content, heldByTheApp: layer.heldByTheApp)
      default: dialogLayerID(of: self).map { .dialog(id: $0) } ?? .other
      }
    }

    package var presentedObject: (any ControllerObject)? { presentedViewController }
    package var parentObject: (any ControllerObject)? { parent }

    package func replaceBackAction(_ tapped: @escaping @MainActor () -> Void) {
      navigationItem.backAction = UIAction { _ in tapped() }
    }
  }

  extension UINavigationController: NavigationObject {
    package var stackObjects: [any ControllerObject] { viewControllers }

    package func setStackObjects(_ objects: [any ControllerObject], animated: Bool) {
      setViewControllers(objects.compactMap { $0 as? UIViewController }, animated: animated)
    }
  }

  extension UITabBarController: TabBarObject {
    package var selectedObject: (any ControllerObject)? { selectedViewController }
    package var moreObject: any NavigationObject { moreNavigationController }

    package var listsUITabs: Bool {
      guard #available(iOS 18, *) else { return false }
      return !tabs.isEmpty
    }

    package var listedObjects: [any ControllerObject] {
      if #available(iOS 18, *), !tabs.isEmpty {
        return tabs.flatMap { tab in
          (tab as? UITabGroup)?.displayOrder.compactMap(\.viewController)
            ?? [tab.viewController].compactMap { $0 }
        }
      }
      return viewControllers ?? []
    }
  }

  /// A UIKit transition coordinator, as the host's logic sees it.
  struct UIKitCoordinator: CoordinatorObject {
    let base: any UIViewControllerTransitionCoordinator

    var isInteractive: Bool { base.isInteractive }

    func whenEnded(_ body: @escaping @MainActor (_ cancelled: Bool) -> Void) {
      base.animate(alongsideTransition: nil) { context in body(context.isCancelled) }
    }
  }

  extension UISplitViewController: SplitObject {
    package var hasSupplementary: Bool { style == .tripleColumn }

    package func object(for column: SplitColumn) -> (any ControllerObject)? {
      viewController(for: column.uiKit)
    }
  }
#endif
