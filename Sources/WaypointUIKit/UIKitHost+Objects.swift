#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // UIKit's own classes as the host's logic sees them (`WaypointUIKitLogic/UIKitObjects.swift`):
  // each forwards the few properties the logic reads and calls it makes. NB: on iOS only
  // `UIViewController` and its subclasses are `ControllerObject`s (below), only
  // `UINavigationController` a `NavigationObject`, only `LayerViewController` a `LayerObject`, only
  // `UITab` a `TabItemObject`: the logic hands back only what they are, and the casts back hold.

  extension UIViewController: ControllerObject {
    package var presentedObject: (any ControllerObject)? { presentedViewController }
    package var parentObject: (any ControllerObject)? { parent }
    package var childObjects: [any ControllerObject] { children }

    package func replaceBackAction(_ tapped: @escaping @MainActor () -> Void) {
      navigationItem.backAction = UIAction { _ in tapped() }
    }

    package var viewIsInWindow: Bool { viewIfLoaded?.window != nil }
    package var hasPreferredTransition: Bool {
      guard #available(iOS 18, *) else { return false }
      return preferredTransition != nil
    }
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

    package var navigationBarItems: [any AnchorBarItem] {
      guard let item = topViewController?.navigationItem else { return [] }
      let groups = item.leadingItemGroups + item.centerItemGroups + item.trailingItemGroups
      return [item.leftBarButtonItems, item.rightBarButtonItems].compactMap { $0 }.joined()
        + groups.flatMap { $0.barButtonItems + [$0.representativeItem].compactMap { $0 } }
    }

    package var toolbarItemObjects: [any AnchorBarItem] { topViewController?.toolbarItems ?? [] }

    package func setStackObjects(_ objects: [any ControllerObject], animated: Bool) {
      setViewControllers(objects.compactMap { $0 as? UIViewController }, animated: animated)
    }
  }

  extension UIAlertController: DialogObject {
    package var dialogID: ScreenID? { dialogLayerID(of: self) }
    package var isPopover: Bool { popoverPresentationController != nil }

    package func point(at anchor: AnyObject) {
      popoverPresentationController?.sourceItem = anchor as? any UIPopoverPresentationControllerSourceItem
    }

    package func pointAtTheMiddle(of controller: any ControllerObject) {
      let view = (controller as! UIViewController).view!
      popoverPresentationController?.sourceView = view
      popoverPresentationController?.sourceRect = CGRect(
        x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
      popoverPresentationController?.permittedArrowDirections = []
    }
  }

  extension UITabBarController: TabBarObject {
    package var selectedObject: (any ControllerObject)? { selectedViewController }
    package var moreObject: any NavigationObject { moreNavigationController }

    package var controllerObjects: [any ControllerObject] { viewControllers ?? [] }

    package func setControllerObjects(_ objects: [any ControllerObject]) {
      setViewControllers(objects.compactMap { $0 as? UIViewController }, animated: false)
      // NB: a bar of controllers (below iOS 18) reports no edit: the More list has no Edit. Setting
      // the controllers makes them all customizable again (`viewControllers`' documentation).
      customizableViewControllers = []
    }

    package var tabItems: [any TabItemObject] {
      guard #available(iOS 18, *) else { return [] }
      return tabs.map { $0 as any TabItemObject }
    }

    package func setTabItems(_ items: [any TabItemObject]) {
      guard #available(iOS 18, *) else { return }
      setTabs(items.compactMap { $0 as? UITab }, animated: false)
    }

    package func select(item: any TabItemObject) {
      guard #available(iOS 18, *) else { return }
      selectedTab = (item as! UITab)
    }

    package func select(controller: any ControllerObject) {
      selectedViewController = (controller as! UIViewController)
    }
  }

  @available(iOS 18, *)
  extension UITab: TabItemObject {
    package var mark: AnyTag? { (userInfo as? TabMark)?.tab }
    package var childItems: [any TabItemObject]? {
      (self as? UITabGroup)?.children.map { $0 as any TabItemObject }
    }
    package var displayedItems: [any TabItemObject]? {
      (self as? UITabGroup)?.displayOrder.map { $0 as any TabItemObject }
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

  extension LayerViewController: LayerObject {
    package var isPopover: Bool { modalPresentationStyle == .popover }
    package var contentObject: any ControllerObject { content }
    package var popoverAnchors: [AnyObject]? {
      popoverPresentationController.map { [$0.sourceView, $0.sourceItem].compactMap { $0 as AnyObject? } }
    }
    package func point(at anchor: AnyObject) {
      popoverPresentationController?.sourceItem = anchor as? any UIPopoverPresentationControllerSourceItem
    }
  }

  extension UIKitHost: UIKitMaker {
    package func screenObjects(of stack: ScreenStack) throws -> [any ControllerObject] {
      try controllers(for: stack)
    }

    package func navigationObject(at location: StackLocation, showing screens: [any ControllerObject])
      -> any NavigationObject
    {
      makeNavigation(at: location, showing: screens.compactMap { $0 as? UIViewController })
    }

    package func splitObject(
      _ columns: [(column: SplitColumn, navigation: any NavigationObject)], supplementary: Bool
    ) -> any SplitObject {
      let split = UISplitViewController(style: supplementary ? .tripleColumn : .doubleColumn)
      columns.forEach { split.setViewController($0.navigation as? UIViewController, for: $0.column.uiKit) }
      split.delegate = self
      return split
    }

    package func tabBarObject(sidebar: Bool) -> any TabBarObject {
      let bar = UITabBarController()
      if #available(iOS 18, *) { bar.mode = sidebar ? .tabSidebar : .automatic }
      return bar
    }

    package func mark(_ controller: any ControllerObject, as tab: AnyTag) {
      let controller = controller as! UIViewController
      tabMarks.setObject(TabMark(tab), forKey: controller)
      controller.tabBarItem =
        configuration.tabBarItem(tab) ?? UITabBarItem(title: "\(tab)", image: nil, tag: 0)
    }

    package func tabItem(
      of tab: Tab, identifier: String, hidden: Bool, showing controller: any ControllerObject
    ) -> (any TabItemObject)? {
      guard #available(iOS 18, *), let controller = controller as? UIViewController else { return nil }
      return makeTab(tab, identifier: identifier, hidden: hidden, showing: controller)
    }

    package func groupItem(of id: AnyTag, children: [any TabItemObject]) -> (any TabItemObject)? {
      guard #available(iOS 18, *) else { return nil }
      return makeGroup(id, children.compactMap { $0 as? UITab })
    }

    package var showsTabGroups: Bool { UIDevice.current.userInterfaceIdiom != .phone }

    package func delegate(_ bar: any TabBarObject) { (bar as! UITabBarController).delegate = self }

    package func adoptMoreNavigation(_ more: any NavigationObject) {
      let more = more as! UINavigationController
      delegatesBefore.setObject(more.delegate, forKey: more)
      more.delegate = self
      holdSwipeBack(of: more)
    }

    package func layerObject(of layer: ModalLayer, showing content: any ControllerObject) throws
      -> any LayerObject
    {
      try makeContainer(of: layer, showing: content as! UIViewController)
    }

    package func delegatePresentation(of container: any LayerObject) {
      (container as? UIViewController)?.presentationController?.delegate = self
    }

    package func delegatePopover(of container: any LayerObject, layer id: ScreenID) {
      let container = container as! LayerViewController
      let delegate = PopoverDelegate(host: self, layerID: id)
      container.popoverDelegate = delegate
      container.presentationController?.delegate = delegate
    }

    package func dialogObject(
      _ dialog: DialogContent, of layer: ScreenID,
      answered: @escaping @MainActor (_ button: Int, _ texts: [String]) -> Void
    ) -> any DialogObject { makeAlert(dialog, of: layer, answered: answered) }

    package func anchor(_ id: String) -> AnyObject? { anchors.object(forKey: id as NSString) }

    package func screenView(_ id: ScreenID) -> AnyObject? { controllers.object(for: id)?.viewIfLoaded }

    package var supportsZoom: Bool {
      guard #available(iOS 18, *) else { return false }
      return true
    }

    package func zoom(
      _ controller: any ControllerObject, fromView source: @escaping @MainActor () -> AnyObject?,
      dismissalBegins: @escaping @MainActor (_ willBegin: Bool) -> Bool
    ) { zoom(controller as! UIViewController, fromView: source, dismissalBegins: dismissalBegins) }

    package func zoom(
      _ controller: any ControllerObject, fromBarItem source: @escaping @MainActor () -> AnyObject?,
      dismissalBegins: @escaping @MainActor (_ willBegin: Bool) -> Bool
    ) { zoom(controller as! UIViewController, fromBarItem: source, dismissalBegins: dismissalBegins) }

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
