@_spi(Hosts) import Waypoint

// What popovers, iPad action sheets and VoiceOver's focus point at: the views and bar button
// items the app registered, when they are on screen.

extension UIKitLogic {
  /// The anchor `id` a popover can point at now: a registered view in a window (not one in a
  /// column a collapsed split hides, nor under a cover), or a registered bar button item in a bar
  /// on screen (the navigation bar or the toolbar of the top screen of a stack in a window), the
  /// anchors the SwiftUI host holds (`UIKitTraces.anchorOffScreen`). Anything else has no place
  /// on screen to point at: UIKit's popover then points at nothing.
  package func anchorOnScreen(_ id: String) -> AnyObject? {
    switch maker?.anchor(id) {
    case let view as any AnchorView: view.isInWindow ? view : nil
    case let item as any AnchorBarItem: barItemsOnScreen().contains { $0 === item } ? item : nil
    case let other: other
    }
  }

  /// The bar button items on screen: those of the navigation bar and, when shown, the toolbar of
  /// the top screen of each navigation controller in a window, from the host's root and every
  /// controller presented over it; not those the bar hides.
  func barItemsOnScreen() -> [any AnchorBarItem] {
    var items: [any AnchorBarItem] = []
    var seen: Set<ObjectIdentifier> = []
    var controllers: [any ControllerObject] = [root]
    while let controller = controllers.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      controllers += controller.childObjects
      if let presented = controller.presentedObject { controllers.append(presented) }
      guard let navigation = controller as? any NavigationObject, navigation.viewIsInWindow else { continue }
      if !navigation.isNavigationBarHidden { items += navigation.navigationBarItems }
      if !navigation.isToolbarHidden { items += navigation.toolbarItemObjects }
    }
    return items.filter { !$0.isHidden }
  }

  /// The element VoiceOver moves to for `directive`: the screen's view, or the registered view or
  /// bar button item.
  package func focusElement(_ directive: FocusDirective) -> AnyObject? {
    switch directive {
    case .screen(let id): maker?.screenView(id)
    case .element(let id): maker?.anchor(id)
    }
  }
}
