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

    package var viewIsInWindow: Bool { viewIfLoaded?.window != nil }
    package var coordinatorObject: (any CoordinatorObject)? {
      transitionCoordinator.map(UIKitCoordinator.init)
    }

    package func presentObject(
      _ controller: any ControllerObject, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      (controller as? UIViewController).map { present($0, animated: animated, completion: completion) }
    }

    package func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
      dismiss(animated: animated, completion: completion)
    }
  }

  extension UINavigationController: NavigationObject {
    package var stackObjects: [any ControllerObject] { viewControllers }
    package var delegateObject: AnyObject? { delegate }

    package func setStackObjects(_ objects: [any ControllerObject], animated: Bool) {
      setViewControllers(objects.compactMap { $0 as? UIViewController }, animated: animated)
    }
  }

  extension UITabBarController: TabBarObject {
    package var selectedObject: (any ControllerObject)? { selectedViewController }
    package var moreObject: any NavigationObject { moreNavigationController }

    package var controllerObjects: [any ControllerObject] { viewControllers ?? [] }

    package func setControllerObjects(_ objects: [any ControllerObject]) {
      setViewControllers(objects.compactMap { $0 as? UIViewController }, animated: false)
    }

    package var tabItems: [any TabItemObject] {
      guard #available(iOS 18, *) else { return [] }
      return tabs.map { $0 as any TabItemObject }
    }

    package func setTabItems(_ items: [any TabItemObject]) {
      guard #available(iOS 18, *) else { return }
      setTabs(items.compactMap { $0 as? UITab }, animated: false)
    }

    package func select(_ tab: AnyTag, controller: any ControllerObject, byController: Bool) {
      if #available(iOS 18, *), !byController, let shown = uiTab(of: tab) {
        selectedTab = shown
      } else {
        selectedViewController = controller as? UIViewController
      }
    }

    /// The `UITab` of tab `id`, found by its mark: a `UISearchTab` has UIKit's identifier, not
    /// ours, and a controller's `tab` is set only once UIKit asked for it.
    @available(iOS 18, *)
    func uiTab(of id: AnyTag) -> UITab? {
      tabs.flatMap { ($0 as? UITabGroup)?.children ?? [$0] }.first { ($0.userInfo as? TabMark)?.tab == id }
    }
  }

  @available(iOS 18, *)
  extension UITab: TabItemObject {
    package var mark: AnyTag? { (userInfo as? TabMark)?.tab }
    package var childItems: [any TabItemObject]? {
      (self as? UITabGroup)?.children.map { $0 as any TabItemObject }
    }
    package var displayedItems: [any TabItemObject] {
      (self as? UITabGroup)?.displayOrder.map { $0 as any TabItemObject } ?? []
    }
    package var selectedItem: (any TabItemObject)? { (self as? UITabGroup)?.selectedChild }
    package var controllerObject: (any ControllerObject)? { viewController }

    package func setDisplayOrder(_ items: [any TabItemObject]) {
      (self as? UITabGroup)?.displayOrderIdentifiers = items.compactMap { ($0 as? UITab)?.identifier }
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

    package func showColumn(_ column: SplitColumn) { show(column.uiKit) }
  }

  extension UIKitHost: UIKitMaker {
    package func screenObjects(of stack: ScreenStack) throws -> [any ControllerObject] {
      try controllers(for: stack)
    }

    package func rootObject(of root: NavigationRoot) throws -> any ControllerObject { try makeRoot(root) }

    package func layerObject(of layer: ModalLayer, at index: Int) throws -> any ControllerObject {
      try makeLayer(layer, at: index)
    }

    package func prepareTransitions(of stack: ScreenStack, objects shown: [any ControllerObject]) {
      prepareTransitions(of: stack, shown: shown.compactMap { $0 as? UIViewController })
    }

    package func showRoot(
      _ root: any ControllerObject, animated: Bool, completion: @escaping @MainActor () -> Void
    ) {
      let duration = animated ? configuration.rootTransitionDuration : 0
      (root as? UIViewController).map {
        rootViewController.show($0, duration: duration, completion: completion)
      }
    }

    package func onNextTurn(_ body: @escaping @MainActor () -> Void) {
      DispatchQueue.main.async { MainActor.assumeIsolated(body) }
    }
  }
#endif
