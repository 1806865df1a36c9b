import Waypoint
import WaypointUIKitLogic

// UIKit's controllers as plain objects with state, for the UIKit host's logic to run on here:
// what each holds and presents, read back through the same surface UIKit's classes give the
// host on iOS (`WaypointUIKitLogic/UIKitObjects.swift`). They decide nothing and read nothing
// of the navigator; what they do over time is `SimulatedUIKit`'s.

/// A view controller: a screen's, or anything the host did not make.
@MainActor
class SimulatedController: ControllerObject {
  /// The controller it presents.
  var presented: SimulatedController?
  /// The container it is a child of.
  weak var parent: SimulatedController?
  var isModalInPresentation = false
  /// What its Back button does in place of popping, when the host replaced it.
  private(set) var backAction: (@MainActor () -> Void)?
  /// Whether its view is in a window.
  var viewIsInWindow = true
  /// The simulated UIKit that animates it and calls its delegates; none: every change lands at
  /// once, with no callback.
  weak var uikit: SimulatedUIKit?
  /// The coordinator of the transition under way.
  var coordinator: SimulatedCoordinator?
  /// Whether it is being presented or dismissed (`isBeingPresented`, `isBeingDismissed`).
  var isBeingPresented = false
  var isBeingDismissed = false
  var isTransitioning: Bool { isBeingPresented || isBeingDismissed }
  /// Its zoom push (`preferredTransition`): where it zooms from, and whether the user's zoom
  /// dismissal may begin.
  var zoom: (source: @MainActor () -> AnyObject?, dismissalBegins: @MainActor (Bool) -> Bool)?
  var hasPreferredTransition: Bool { zoom != nil }

  init() {}

  var presentedObject: (any ControllerObject)? { presented }
  var parentObject: (any ControllerObject)? { parent }
  var childObjects: [any ControllerObject] { children }
  /// The controllers it contains.
  var children: [SimulatedController] { [] }
  var coordinatorObject: (any CoordinatorObject)? { coordinator }
  func replaceBackAction(_ tapped: @escaping @MainActor () -> Void) { backAction = tapped }

  /// Presents `controller` and calls `completion`, unless it presents one already.
  /// Presents `controller` and calls `completion`, unless it presents one already or its view is
  /// in no window: UIKit logs and ignores the call.
  func presentObject(
    _ controller: any ControllerObject, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    guard presented == nil, viewIsInWindow, let controller = controller as? SimulatedController else {
      return
    }
    guard let uikit else {
      presented = controller
      return completion()
    }
    uikit.present(controller, from: self, animated: animated, completion: completion)
  }

  /// Dismisses what it presents, and every controller above it.
  func dismissPresented(animated: Bool, completion: @escaping @MainActor () -> Void) {
    guard let uikit else {
      presented = nil
      return completion()
    }
    uikit.dismiss(from: self, animated: animated, completion: completion)
  }
}

/// A navigation controller and its stack.
final class SimulatedNavigation: SimulatedController, NavigationObject {
  var stack: [SimulatedController] {
    didSet { for controller in stack { controller.parent = self } }
  }

  init(_ stack: [SimulatedController] = []) {
    self.stack = stack
    super.init()
    for controller in stack { controller.parent = self }
  }

  var stackObjects: [any ControllerObject] { stack }
  override var children: [SimulatedController] { stack }
  var isNavigationBarHidden = false
  var isToolbarHidden = true
  /// The bar button items of its top screen's navigation item, and of its toolbar.
  var navigationBarItems: [any AnchorBarItem] = []
  var toolbarItemObjects: [any AnchorBarItem] = []
  /// Its delegate: the host's, unless the app replaced it.
  weak var delegateObject: AnyObject?

  func setStackObjects(_ objects: [any ControllerObject], animated: Bool) {
    let new = objects.compactMap { $0 as? SimulatedController }
    guard let uikit else { return stack = new }
    uikit.setStack(self, to: new, animated: animated)
  }
}

/// A tab bar controller: its tabs as it lists them (its controllers, or on iOS 18 and later its
/// `UITab`s), the one selected, and its More navigation controller.
final class SimulatedTabBar: SimulatedController, TabBarObject {
  /// Its controllers (`viewControllers`), the tabs of a bar of controllers.
  var listed: [SimulatedController]
  /// Its `UITab`s; none for a bar of controllers.
  var items: [SimulatedTabItem] = []
  var selected: SimulatedController?
  /// The More navigation controller, its list first.
  let more = SimulatedNavigation([SimulatedController()])

  init(_ listed: [SimulatedController], selected: Int = 0) {
    self.listed = listed
    self.selected = listed.indices.contains(selected) ? listed[selected] : nil
    super.init()
  }

  var selectedObject: (any ControllerObject)? { selected }
  override var children: [SimulatedController] { inOrder + [more] }
  var controllerObjects: [any ControllerObject] { listed }
  func setControllerObjects(_ objects: [any ControllerObject]) {
    listed = objects.compactMap { $0 as? SimulatedController }
  }
  var tabItems: [any TabItemObject] { items }
  func setTabItems(_ items: [any TabItemObject]) { self.items = items.compactMap { $0 as? SimulatedTabItem } }
  var moreObject: any NavigationObject { more }
  /// The navigation controller of the tab whose screens the More navigation controller holds
  /// after its list (UIKit moved them in).
  var heldByMore: SimulatedNavigation?

  /// Every `UITab` that is a tab, a group's in their display order.
  var tabs: [SimulatedTabItem] { items.flatMap { $0.children == nil ? [$0] : $0.displayOrder } }

  /// Each tab's controller, in the order the bar lists them.
  var inOrder: [SimulatedController] { items.isEmpty ? listed : tabs.compactMap(\.controller) }

  /// The controllers of the tabs the More list lists: with more than five, all but the first four
  /// (UITabBarController.h:41).
  var underMore: [SimulatedController] {
    let shown = items.isEmpty ? listed : tabs.filter { !$0.isHidden }.compactMap(\.controller)
    return shown.count > 5 ? Array(shown.dropFirst(4)) : []
  }

  func select(item: any TabItemObject) {
    (item as? SimulatedTabItem)?.controller.map { select(controller: $0) }
  }

  func select(controller: any ControllerObject) {
    guard let controller = controller as? SimulatedController else { return }
    guard let uikit, underMore.contains(where: { $0 === controller }) else { return selected = controller }
    uikit.showUnderMore(controller, in: self)
  }
}

/// A `UITab`, or a group of them.
final class SimulatedTabItem: TabItemObject {
  let mark: AnyTag?
  var isHidden = false
  /// A group's tabs; `nil` for a tab.
  var children: [SimulatedTabItem]?
  var displayOrder: [SimulatedTabItem]
  var selectedChild: SimulatedTabItem?
  let controller: SimulatedController?

  init(_ mark: AnyTag?, controller: SimulatedController?, children: [SimulatedTabItem]? = nil) {
    self.mark = mark
    self.controller = controller
    self.children = children
    displayOrder = children ?? []
  }

  var childItems: [any TabItemObject]? { children }
  var displayedItems: [any TabItemObject]? { children.map { _ in displayOrder } }
  var selectedItem: (any TabItemObject)? { selectedChild }
  var controllerObject: (any ControllerObject)? { controller }
  func setDisplayOrder(_ items: [any TabItemObject]) {
    displayOrder = items.compactMap { $0 as? SimulatedTabItem }
  }
}

/// A column-style split view controller: a controller per column, collapsed or not.
final class SimulatedSplit: SimulatedController, SplitObject {
  var columns: [SplitColumn: SimulatedController]
  var isCollapsed = false

  init(_ columns: [SplitColumn: SimulatedController]) {
    self.columns = columns
    super.init()
    for controller in columns.values { controller.parent = self }
  }

  /// The navigation controller of each column, in order.
  var columnNavigations: [(column: SplitColumn, navigation: SimulatedNavigation)] {
    SplitColumn.allCases.compactMap { column in
      (columns[column] as? SimulatedNavigation).map { (column, $0) }
    }
  }

  var hasSupplementary: Bool { columns[.supplementary] != nil }
  override var children: [SimulatedController] { columnNavigations.map(\.navigation) }
  func object(for column: SplitColumn) -> (any ControllerObject)? { columns[column] }
  /// Not simulated yet: collapsed, UIKit would put `column` on top (which column an expanded split
  /// shows on top is the host's to say).
  func showColumn(_ column: SplitColumn) {}
}

/// The host's container of a presented layer: a sheet, or a popover.
final class SimulatedLayer: SimulatedController, LayerObject {
  let id: ScreenID
  let content: SimulatedController

  init(_ id: ScreenID, content: SimulatedController) {
    self.id = id
    self.content = content
    super.init()
    content.parent = self
  }

  /// Whether the app's presentation refuses pull-downs itself.
  var heldByTheApp = false

  var layerID: ScreenID { id }
  override var children: [SimulatedController] { [content] }
  var contentObject: any ControllerObject { content }
  var isPopover = false
  /// What its popover points at.
  var anchor: AnyObject?
  var popoverAnchors: [AnyObject]? { isPopover ? [anchor].compactMap { $0 } : nil }
  func point(at anchor: AnyObject) { self.anchor = anchor }
}

/// A view an app registers as an anchor.
final class SimulatedView: AnchorView {
  var isInWindow = true
}

/// A bar button item an app registers as an anchor.
final class SimulatedBarItem: AnchorBarItem {
  var isHidden = false
}

/// A transition coordinator whose end the test says when it comes.
@MainActor
final class SimulatedCoordinator: CoordinatorObject {
  let isInteractive: Bool
  private var completions: [@MainActor (Bool) -> Void] = []

  init(interactive: Bool = false) { isInteractive = interactive }

  func whenEnded(_ body: @escaping @MainActor (_ cancelled: Bool) -> Void) { completions.append(body) }

  /// The transition ends, finished or called off: its completions run.
  func end(cancelled: Bool) {
    let completions = self.completions
    self.completions = []
    for completion in completions { completion(cancelled) }
  }
}
