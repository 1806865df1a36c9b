@_spi(Hosts) import Waypoint

// The UIKit objects the host works with, as the host's logic sees them: on iOS, UIKit's own
// classes (`UIKitHost+Objects.swift`); on Linux, the simulated UIKit the tests run. They name
// only what the host reads and calls, so that every decision the host makes is code that builds
// and runs here.

/// A view controller.
@MainActor
package protocol ControllerObject: AnyObject {
  /// What the controller is to the host.
  var role: ControllerRole { get }
  /// The controller it presents (`presentedViewController`).
  var presentedObject: (any ControllerObject)? { get }
  /// The container it is a child of (`parent`).
  var parentObject: (any ControllerObject)? { get }
  /// Whether UIKit refuses the user's pull-down of it when presented (`isModalInPresentation`).
  var isModalInPresentation: Bool { get set }
  /// Replaces the Back button of the screen below it with one that calls `tapped`
  /// (`navigationItem.backAction`).
  func replaceBackAction(_ tapped: @escaping @MainActor () -> Void)
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
}

/// A tab bar controller.
@MainActor
package protocol TabBarObject: ControllerObject {
  /// The controller selected (`selectedViewController`).
  var selectedObject: (any ControllerObject)? { get }
  /// Each tab's controller in the order UIKit lists them: on iOS 18 and later, those of its
  /// `UITab`s, a group's children in their display order; below, `viewControllers`.
  var listedObjects: [any ControllerObject] { get }
  /// The More navigation controller (UIKit makes it on first use).
  var moreObject: any NavigationObject { get }
  /// Whether its tabs are `UITab`s (iOS 18 and later), whose own delegate calls tell of taps.
  var listsUITabs: Bool { get }
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
