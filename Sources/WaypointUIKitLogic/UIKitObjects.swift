@_spi(Hosts) import Waypoint

// The UIKit objects the host works with, as the host's logic sees them: on iOS, UIKit's own
// classes (`UIKitHost+Objects.swift`); on Linux, the simulated UIKit the tests run. They name
// only what the host reads and calls, so that every decision the host makes is code that builds
// and runs here.

/// A view controller.
@MainActor
package protocol ControllerObject: AnyObject {
  /// The controller it presents (`presentedViewController`).
  var presentedObject: (any ControllerObject)? { get }
  /// The container it is a child of (`parent`).
  var parentObject: (any ControllerObject)? { get }
  /// The controllers it contains (`children`).
  var childObjects: [any ControllerObject] { get }
  /// Whether UIKit refuses the user's pull-down of it when presented (`isModalInPresentation`).
  var isModalInPresentation: Bool { get set }
  /// Replaces the Back button of the screen below it with one that calls `tapped`
  /// (`navigationItem.backAction`).
  func replaceBackAction(_ tapped: @escaping @MainActor () -> Void)
  /// Whether it has a push transition of its own (`preferredTransition`, iOS 18).
  var hasPreferredTransition: Bool { get }
  /// Whether its view is in a window (`viewIfLoaded?.window != nil`): UIKit animates, and
  /// presents, only there.
  var viewIsInWindow: Bool { get }
  /// The coordinator of the transition under way, if any (`transitionCoordinator`).
  var coordinatorObject: (any CoordinatorObject)? { get }
  /// Presents `controller` (`present(_:animated:completion:)`).
  func presentObject(
    _ controller: any ControllerObject, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Dismisses the controller it presents, and every one above it, in one animation
  /// (`dismiss(animated:completion:)` on the presenter).
  func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void)
}

extension ControllerObject {
  /// What the controller is to the host, by the surface it has.
  package var role: ControllerRole {
    if let navigation = self as? any NavigationObject { return .navigation(navigation) }
    if let bar = self as? any TabBarObject { return .tabBar(bar) }
    if let split = self as? any SplitObject { return .split(split) }
    if let layer = self as? any LayerObject {
      return .layer(id: layer.layerID, content: layer.contentObject, heldByTheApp: layer.heldByTheApp)
    }
    if let id = (self as? any DialogObject)?.dialogID { return .dialog(id: id) }
    return .other
  }
}

/// What a controller is to the host: one of UIKit's containers, the host's own container of a
/// presented layer, a dialog's alert, or anything else (a screen's controller).
@MainActor
package enum ControllerRole {
  case navigation(any NavigationObject)
  case tabBar(any TabBarObject)
  case split(any SplitObject)
  /// The host's container of the presented layer `id`, showing `content` (a navigation
  /// controller for a layer with a stack, else its one screen's controller); `heldByTheApp` when
  /// the app's own presentation refuses pull-downs.
  case layer(id: ScreenID, content: any ControllerObject, heldByTheApp: Bool)
  /// The alert of the dialog layer `id`, presented itself.
  case dialog(id: ScreenID)
  case other
}

/// A navigation controller.
@MainActor
package protocol NavigationObject: ControllerObject {
  /// Its controllers, bottom first (`viewControllers`).
  var stackObjects: [any ControllerObject] { get }
  /// Sets its controllers (`setViewControllers(_:animated:)`).
  func setStackObjects(_ objects: [any ControllerObject], animated: Bool)
  /// Its delegate (the host's, unless the app replaced it).
  var delegateObject: AnyObject? { get }
  /// Whether it hides its navigation bar (`isNavigationBarHidden`).
  var isNavigationBarHidden: Bool { get }
  /// Whether it hides its toolbar (`isToolbarHidden`).
  var isToolbarHidden: Bool { get }
  /// The bar button items of its top screen's navigation item: left, right and those of its
  /// groups (`navigationItem`).
  var navigationBarItems: [any AnchorBarItem] { get }
  /// Its top screen's toolbar items (`toolbarItems`).
  var toolbarItemObjects: [any AnchorBarItem] { get }
}

/// A tab bar controller.
@MainActor
package protocol TabBarObject: ControllerObject {
  /// The controller selected (`selectedViewController`).
  var selectedObject: (any ControllerObject)? { get }
  /// Its controllers (`viewControllers`), the tabs of a bar of controllers.
  var controllerObjects: [any ControllerObject] { get }
  /// Sets its controllers (`setViewControllers(_:animated:)`).
  func setControllerObjects(_ objects: [any ControllerObject])
  /// Its `UITab`s (`tabs`, iOS 18 and later; none below).
  var tabItems: [any TabItemObject] { get }
  /// Sets its `UITab`s (`setTabs(_:animated:)`).
  func setTabItems(_ items: [any TabItemObject])
  /// The More navigation controller (UIKit makes it on first use).
  var moreObject: any NavigationObject { get }
  /// Selects a tab by its `UITab` (`selectedTab`).
  func select(item: any TabItemObject)
  /// Selects a tab by its controller (`selectedViewController`), as a bar of controllers always is.
  func select(controller: any ControllerObject)
}

/// A `UITab` (iOS 18 and later): a tab, or a group of tabs (`UITabGroup`).
@MainActor
package protocol TabItemObject: AnyObject {
  /// The tab, or group, the host marked it with (`userInfo`).
  var mark: AnyTag? { get }
  /// Whether the bar hides it (`isHidden`).
  var isHidden: Bool { get set }
  /// A group's tabs in the order they were given (`children`); `nil` for a tab.
  var childItems: [any TabItemObject]? { get }
  /// A group's tabs in the order UIKit shows them (`displayOrder`); `nil` for a tab.
  var displayedItems: [any TabItemObject]? { get }
  /// A group's tab selected (`selectedChild`).
  var selectedItem: (any TabItemObject)? { get }
  /// Orders a group's tabs (`displayOrderIdentifiers`).
  func setDisplayOrder(_ items: [any TabItemObject])
  /// The controller it shows, once UIKit asked for it (`viewController`).
  var controllerObject: (any ControllerObject)? { get }
}

/// A column-style split view controller.
@MainActor
package protocol SplitObject: ControllerObject {
  /// Whether its columns are collapsed into one stack (`isCollapsed`).
  var isCollapsed: Bool { get }
  /// Whether it has a supplementary column (`style == .tripleColumn`).
  var hasSupplementary: Bool { get }
  /// The controller of `column` (`viewController(for:)`).
  func object(for column: SplitColumn) -> (any ControllerObject)?
  /// Shows `column` (`show(_:)`); a coordinator follows when it animates
  /// (UISplitViewController.h:115).
  func showColumn(_ column: SplitColumn)
}

/// A transition coordinator: whether the user drives the transition, and its end.
@MainActor
package protocol CoordinatorObject {
  /// Whether the user drives the transition with a gesture (`isInteractive`).
  var isInteractive: Bool { get }
  /// Runs `body` once the transition has ended, finished or called off
  /// (`animate(alongsideTransition:completion:)`, `context.isCancelled`).
  func whenEnded(_ body: @escaping @MainActor (_ cancelled: Bool) -> Void)
}

/// The host's container of a presented layer (`LayerViewController`), as the app's presentation
/// configured it.
@MainActor
package protocol LayerObject: ControllerObject {
  /// The layer's identity (its first screen's).
  var layerID: ScreenID { get }
  /// What it holds: the layer's navigation controller, or its one screen's controller.
  var contentObject: any ControllerObject { get }
  /// Whether the app's presentation refuses pull-downs itself: the host then never allows them.
  var heldByTheApp: Bool { get set }
  /// Whether it is presented as a popover (`modalPresentationStyle == .popover`).
  var isPopover: Bool { get }
  /// What its popover points at (`sourceView`, `sourceItem`); `nil` when it is no popover.
  var popoverAnchors: [AnyObject]? { get }
  /// Points its popover at `anchor` (`sourceItem`).
  func point(at anchor: AnyObject)
}

/// An alert controller.
@MainActor
package protocol DialogObject: ControllerObject {
  /// The dialog layer it shows, if the host made it.
  var dialogID: ScreenID? { get }
  /// Whether UIKit presents it as a popover (an action sheet on iPad): it must point at something
  /// (`popoverPresentationController`).
  var isPopover: Bool { get }
  /// Points its popover at `anchor` (`sourceItem`).
  func point(at anchor: AnyObject)
  /// Points its popover at the middle of `controller`'s view, without an arrow.
  func pointAtTheMiddle(of controller: any ControllerObject)
}

/// A view a popover can point at (`UIView`).
@MainActor
package protocol AnchorView: AnyObject {
  /// Whether it is in a window (`window != nil`).
  var isInWindow: Bool { get }
}

/// A bar button item a popover can point at (`UIBarButtonItem`).
@MainActor
package protocol AnchorBarItem: AnyObject {
  /// Whether the bar hides it (`isHidden`).
  var isHidden: Bool { get }
}

/// What the host's adapter makes and does with UIKit for its logic: the controllers of screens
/// and containers as the app configured them, the root's swap, and the main queue. Each makes
/// what it is asked for; which to make, and how they fit together, is the logic's
/// (`UIKitLogic+Making.swift`).
@MainActor
package protocol UIKitMaker: AnyObject {
  /// The controllers of `stack`'s screens, made or kept.
  func screenObjects(of stack: ScreenStack) throws -> [any ControllerObject]
  /// A navigation controller for the stack at `location`, as the app configures it, showing
  /// `screens`; the host is its delegate and holds its swipe back.
  func navigationObject(at location: StackLocation, showing screens: [any ControllerObject])
    -> any NavigationObject
  /// Whether a controller can zoom in (`preferredTransition`, iOS 18 and later).
  var supportsZoom: Bool { get }
  /// Has `controller` zoom in from the view `source` returns (iOS 18's `preferredTransition`;
  /// nothing on iOS 17); the user's zoom dismissal begins only when `dismissalBegins` says so.
  func zoom(
    _ controller: any ControllerObject, fromView source: @escaping @MainActor () -> AnyObject?,
    dismissalBegins: @escaping @MainActor (_ willBegin: Bool) -> Bool)
  /// Has `controller` zoom in from the bar button item `source` returns (iOS 26, in an app built
  /// with the iOS 26 SDK; nothing below).
  func zoom(
    _ controller: any ControllerObject, fromBarItem source: @escaping @MainActor () -> AnyObject?,
    dismissalBegins: @escaping @MainActor (_ willBegin: Bool) -> Bool)
  /// A column-style split view controller showing each column's navigation controller,
  /// triple-column when `supplementary`; the host is its delegate.
  func splitObject(
    _ columns: [(column: SplitColumn, navigation: any NavigationObject)], supplementary: Bool
  ) -> any SplitObject
  /// A tab bar controller showing no tab yet, in a sidebar mode when `sidebar` (iOS 18 and later).
  func tabBarObject(sidebar: Bool) -> any TabBarObject
  /// The host becomes `bar`'s delegate (once it shows its tabs: nothing UIKit does as they are set
  /// and selected reaches the host).
  func delegate(_ bar: any TabBarObject)
  /// Marks `controller` as tab `tab`'s (the host reads the tabs back by it) and gives it the bar
  /// item the app configured.
  func mark(_ controller: any ControllerObject, as tab: AnyTag)
  /// The `UITab` of `tab` (a `UISearchTab` for the search tab) showing `controller`, marked with
  /// its tab, as the app configures it; `nil` below iOS 18, where a bar lists controllers.
  func tabItem(of tab: Tab, identifier: String, hidden: Bool, showing controller: any ControllerObject)
    -> (any TabItemObject)?
  /// The `UITabGroup` of the group `id` holding `children`, marked with its group; `nil` below iOS 18.
  func groupItem(of id: AnyTag, children: [any TabItemObject]) -> (any TabItemObject)?
  /// Whether a tab bar shows groups (a sidebar: not on an iPhone).
  var showsTabGroups: Bool { get }
  /// The host becomes the delegate of the More navigation controller, forwarding its `willShow`
  /// and `didShow` to the one UIKit set, and holds its swipe back.
  func adoptMoreNavigation(_ more: any NavigationObject)
  /// The container presented for `layer`, holding `content`, as the app's presentation
  /// configures it.
  func layerObject(of layer: ModalLayer, showing content: any ControllerObject) throws -> any LayerObject
  /// The host becomes the delegate of `container`'s presentation controller (it hears pull-downs).
  func delegatePresentation(of container: any LayerObject)
  /// A popover delegate for the layer `id` becomes the delegate of `container`'s presentation
  /// controller: it answers the compact-width adaptation and forwards the rest to the host.
  func delegatePopover(of container: any LayerObject, layer id: ScreenID)
  /// The alert showing `dialog`, the dialog layer `layer`, a tapped button calling `answered` with
  /// its index and the texts typed; UIKit dismisses it itself.
  func dialogObject(
    _ dialog: DialogContent, of layer: ScreenID,
    answered: @escaping @MainActor (_ button: Int, _ texts: [String]) -> Void
  ) -> any DialogObject
  /// The view or bar button item the app registered as the anchor `id`, while it lives.
  func anchor(_ id: String) -> AnyObject?
  /// The view of the controller of the screen `id`, if the host made it and it is loaded.
  func screenView(_ id: ScreenID) -> AnyObject?
  /// Shows `root` in place of what the root controller shows, cross-dissolved when `animated`.
  func showRoot(_ root: any ControllerObject, animated: Bool, completion: @escaping @MainActor () -> Void)
  /// Runs `body` on the main queue's next turn.
  func onNextTurn(_ body: @escaping @MainActor () -> Void)
}
