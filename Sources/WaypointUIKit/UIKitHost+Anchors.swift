#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint

  // The views and bar button items popovers and iPad action sheets point at, and whether one is
  // on screen to point at now.
  extension UIKitHost {
    /// Registers `item` (a view, a bar button item) as the anchor `id`, which a popover layer
    /// names with `Destination.anchored(to:compact:)`; the host holds it weakly. Registering again
    /// replaces it.
    public func register(anchor id: String, _ item: any UIPopoverPresentationControllerSourceItem) {
      anchors.setObject(item, forKey: id as NSString)
    }

    /// The view or bar button item registered as the anchor `id`, while it lives.
    func anchor(_ id: String) -> (any UIPopoverPresentationControllerSourceItem)? {
      anchors.object(forKey: id as NSString) as? any UIPopoverPresentationControllerSourceItem
    }

    /// The anchor `id` a popover can point at now: a registered view in a window (not one in a
    /// column a collapsed split hides, nor under a cover), or a registered bar button item in a
    /// bar on screen (the navigation bar or the toolbar of the top screen of a stack in a window),
    /// the anchors the SwiftUI host holds (`UIKitTraces.anchorOffScreen`). Anything else has no
    /// place on screen to point at: UIKit's popover then points at nothing.
    func popoverSource(_ id: String) -> (any UIPopoverPresentationControllerSourceItem)? {
      switch anchor(id) {
      case let view as UIView: view.window == nil ? nil : view
      case let item as UIBarButtonItem: barItemsOnScreen().contains { $0 === item } ? item : nil
      case let other: other
      }
    }

    /// The bar button items on screen: those of the navigation bar and, when shown, the toolbar of
    /// the top screen of each navigation controller in a window, from the host's root and every
    /// controller presented over it.
    private func barItemsOnScreen() -> [UIBarButtonItem] {
      var items: [UIBarButtonItem] = []
      var seen: Set<ObjectIdentifier> = []
      var controllers: [UIViewController] = [rootViewController]
      while let controller = controllers.popLast() {
        guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
        controllers += controller.children
        if let presented = controller.presentedViewController { controllers.append(presented) }
        guard let navigation = controller as? UINavigationController, navigation.viewIfLoaded?.window != nil,
          let top = navigation.topViewController
        else { continue }
        if !navigation.isNavigationBarHidden {
          let bar = top.navigationItem
          let groups = bar.leadingItemGroups + bar.centerItemGroups + bar.trailingItemGroups
          items += (bar.leftBarButtonItems ?? []) + (bar.rightBarButtonItems ?? [])
          items += groups.flatMap { $0.barButtonItems + ($0.representativeItem.map { [$0] } ?? []) }
        }
        if !navigation.isToolbarHidden { items += top.toolbarItems ?? [] }
      }
      return items.filter { !$0.isHidden }
    }
  }
#endif
