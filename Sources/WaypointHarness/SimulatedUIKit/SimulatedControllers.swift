import Waypoint
import WaypointUIKitLogic

// UIKit's controllers as plain objects with state, for the UIKit host's logic to run on here:
// what each holds and presents, read back through the same surface UIKit's classes give the
// host on iOS (`WaypointUIKitLogic/UIKitObjects.swift`). They decide nothing and read nothing
// of the session.

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

  init() {}

  var role: ControllerRole { .other }
  var presentedObject: (any ControllerObject)? { presented }
  var parentObject: (any ControllerObject)? { parent }
  func replaceBackAction(_ tapped: @escaping @MainActor () -> Void) { backAction = tapped }
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

  override var role: ControllerRole { .navigation(self) }
  var stackObjects: [any ControllerObject] { stack }

  func setStackObjects(_ objects: [any ControllerObject], animated: Bool) {
    stack = objects.compactMap { $0 as? SimulatedController }
  }
}

/// A tab bar controller: its tabs' controllers as it lists them, the one selected, and its More
/// navigation controller.
final class SimulatedTabBar: SimulatedController, TabBarObject {
  var listed: [SimulatedController]
  var selected: SimulatedController?
  let more = SimulatedNavigation()

  init(_ listed: [SimulatedController], selected: Int = 0) {
    self.listed = listed
    self.selected = listed.indices.contains(selected) ? listed[selected] : nil
    super.init()
  }

  override var role: ControllerRole { .tabBar(self) }
  var selectedObject: (any ControllerObject)? { selected }
  var listedObjects: [any ControllerObject] { listed }
  var moreObject: any NavigationObject { more }
  /// Whether its tabs are `UITab`s (iOS 18 and later).
  var listsUITabs = false
}

/// A column-style split view controller: a controller per column, collapsed or not.
final class SimulatedSplit: SimulatedController, SplitObject {
  var columns: [SplitColumn: SimulatedController]
  var isCollapsed = false

  init(_ columns: [SplitColumn: SimulatedController]) {
    self.columns = columns
    super.init()
  }

  override var role: ControllerRole { .split(self) }
  var hasSupplementary: Bool { columns[.supplementary] != nil }
  func object(for column: SplitColumn) -> (any ControllerObject)? { columns[column] }
}

/// The host's container of a presented layer.
final class SimulatedLayer: SimulatedController {
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

  override var role: ControllerRole { .layer(id: id, content: content, heldByTheApp: heldByTheApp) }
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
