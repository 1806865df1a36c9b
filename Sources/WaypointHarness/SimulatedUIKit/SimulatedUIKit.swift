@_spi(Hosts) import Waypoint
import WaypointTesting
import WaypointUIKitLogic

/// UIKit, simulated, with the UIKit host's own logic (`WaypointUIKitLogic`) running on it: the
/// host's adapter part (making controllers, forwarding UIKit's delegate calls to the logic, as
/// `UIKitHost`'s files under `#if canImport(UIKit)` do) and UIKit's part (controllers with state
/// that animate on the test clock and call their delegates in the order the evidence shows).
/// UIKit's part reads nothing of the session or of the host's state: where it and the host
/// disagree, a test fails.
@MainActor
final class SimulatedUIKit: StandIn, UIKitMaker {
  /// The controller the host puts in the window.
  let rootController = SimulatedRoot()
  /// The host's controllers, one per screen, as `UIKitHost.controllers` keeps them (made for any
  /// route: which routes an app registers is `ScreenObjects`'s, tested in the core).
  private var controllers: [ScreenID: SimulatedController] = [:]
  private var screens: [ObjectIdentifier: ScreenID] = [:]
  /// The tab of each tab's controller, as the host marks them.
  private(set) var tabMarks: [ObjectIdentifier: AnyTag] = [:]
  private var prepared: (@MainActor (Bool) -> Void)?
  /// Whether UIKit's callbacks of the step under way never come (a stalled step).
  private var callbacksLost = false
  /// Whether the step under way stops half done: a stack shows all but the last screen pushed
  /// (or one popped), layers dismissed together leave the lowest of them up.
  private var stopsHalfDone = false

  /// Whether the tab bar lists `UITab`s (iOS 18 and later, as the host makes them there) or
  /// controllers (iOS 17).
  var listsUITabs = true

  override var capabilities: HostCapabilities { [.dismissesLayersTogether] }
  override var attachesItself: Bool { true }

  private(set) lazy var logic: UIKitLogic = {
    let logic = UIKitLogic(
      root: rootController, content: { [rootController] in rootController.content },
      screen: { [unowned self] in screens[ObjectIdentifier($0)] },
      tab: { [unowned self] in tabMarks[ObjectIdentifier($0)] })
    logic.maker = self
    return logic
  }()

  override func didAttach() {
    guard let session else { return }
    rootController.uikit = self
    logic.session = session
    logic.attached { [rootController] present in rootController.onFirstAppearance = present }
  }

  // MARK: The host's steps, through its logic

  override func prepare(_ step: NavigationStep) throws {
    try super.prepare(step)
    prepared = try logic.prepare(step)
  }

  override func start(_ step: NavigationStep, animated: Bool) {
    defer { prepared = nil }
    switch takeFailure(for: step) {
    case .stallsWithoutShowing?: return
    case .stallsAfterShowing?: callbacksLost = true
    case .stallsHalfway?: (callbacksLost, stopsHalfDone) = (true, true)
    case .fails?, nil: break
    }
    prepared?(animated)
    (callbacksLost, stopsHalfDone) = (false, false)
  }

  override func read() -> ScreenRead? { logic.read() }

  override func restore(_ stack: ScreenStack?, at location: StackLocation?) {
    logic.restore(stack, at: location) { controllers(of: $0) }
  }

  override func gesturesChanged() { logic.gesturesChanged() }

  // MARK: UIKitMaker: the adapter's part

  /// The controller of each screen of `stack`: the one made before, or a new one.
  private func controllers(of stack: ScreenStack) -> [SimulatedController] {
    stack.entries.map { entry in
      if let made = controllers[entry.id] { return made }
      let made = SimulatedController()
      made.uikit = self
      controllers[entry.id] = made
      screens[ObjectIdentifier(made)] = entry.id
      return made
    }
  }

  func screenObjects(of stack: ScreenStack) throws -> [any ControllerObject] { controllers(of: stack) }

  private func makeNavigation(_ stack: ScreenStack) throws -> SimulatedNavigation {
    let navigation = SimulatedNavigation(controllers(of: stack))
    navigation.uikit = self
    navigation.delegateObject = self
    return navigation
  }

  func rootObject(of root: NavigationRoot) throws -> any ControllerObject {
    switch root {
    case .stack(let stack): return try makeNavigation(stack)
    case .tabs(let bar):
      try session?.checkTabs(of: root)
      let shown = try bar.tabs.map { tab -> SimulatedController in
        let made: SimulatedController =
          switch tab.content {
          case .stack(let stack): try makeNavigation(stack)
          case .split(let split): try makeSplit(split)
          }
        tabMarks[ObjectIdentifier(made)] = tab.id
        return made
      }
      let made = SimulatedTabBar(shown, selected: bar.selectedIndex)
      if listsUITabs {
        let items = zip(bar.tabs, shown).map { tab, controller in
          let item = SimulatedTabItem(tab.id, controller: controller)
          item.isHidden = bar.hidden.contains(tab.id)
          return item
        }
        made.items = UIKitLogic.slots(of: bar, grouped: false).map { items[$0.tabs[0]] }
      }
      made.uikit = self
      made.more.uikit = self
      made.more.delegateObject = self
      return made
    case .split(let split): return try makeSplit(split)
    }
  }

  private func makeSplit(_ split: SplitRoot) throws -> SimulatedSplit {
    var columns: [SplitColumn: SimulatedController] = [:]
    for column in split.columns {
      columns[column] = try split[column].map(makeNavigation)
    }
    let made = SimulatedSplit(columns)
    made.uikit = self
    return made
  }

  func layerObject(of layer: ModalLayer, at index: Int) throws -> any ControllerObject {
    guard layer.dialog == nil else {
      let alert = SimulatedAlert(layer.id)
      alert.uikit = self
      return alert
    }
    let content: SimulatedController =
      layer.embedded ? try makeNavigation(layer.stack) : controllers(of: layer.stack)[0]
    let container = SimulatedLayer(layer.id, content: content)
    container.uikit = self
    container.isModalInPresentation =
      !(session?.answer(.pullDown(layerAt: index, heldByTheApp: false)) ?? false)
    return container
  }

  func prepareTransitions(of stack: ScreenStack, objects shown: [any ControllerObject]) {}

  func showRoot(_ root: any ControllerObject, animated: Bool, completion: @escaping @MainActor () -> Void) {
    rootController.content = root as? SimulatedController
    finish(animated: animated, completion)
  }

  func arrange(_ bar: any TabBarObject, _ order: [AnyTag], hidden: [AnyTag]) {
    guard let bar = bar as? SimulatedTabBar else { return }
    let rank = { [tabMarks] (controller: SimulatedController) in
      tabMarks[ObjectIdentifier(controller)].flatMap(order.firstIndex(of:)) ?? order.count
    }
    bar.listed.sort { rank($0) < rank($1) }
  }

  func onNextTurn(_ body: @escaping @MainActor () -> Void) { Task { @MainActor in body() } }

  // MARK: UIKit's part: transitions on the clock, delegate calls forwarded as the adapter does

  /// Runs `body` once a transition's animation has run on the clock (350 ms), unless the step's
  /// callbacks are lost; `anyway` runs then in either case (the animation itself ends).
  func later(anyway: @escaping @MainActor () -> Void = {}, _ body: @escaping @MainActor () -> Void) {
    let lost = callbacksLost
    Task { @MainActor [clock] in
      try? await clock.sleep(for: .milliseconds(350))
      anyway()
      if !lost { body() }
    }
  }

  /// A tab the More list lists is shown (picked there, or selected in code): the More navigation
  /// controller is selected and shows it after its list; UIKit moves the tab's screens in
  /// (`UIKitVariants.moreTabStack`'s `screensMovedIn`).
  func showUnderMore(_ controller: SimulatedController, in bar: SimulatedTabBar) {
    bar.selected = bar.more
    guard let navigation = controller as? SimulatedNavigation else { return }
    returnScreens(of: bar, keeping: Array(bar.more.stack.dropFirst()))
    bar.more.stack = Array(bar.more.stack.prefix(1)) + navigation.stack
    navigation.stack = []
    bar.heldByMore = navigation
  }

  /// The More navigation controller went back to its list: the tab whose screens it held gets
  /// back `screens`, those it held then.
  func returnScreens(of bar: SimulatedTabBar, keeping screens: [SimulatedController]) {
    guard let held = bar.heldByMore else { return }
    held.stack = screens
    bar.heldByMore = nil
  }

  /// Sets `navigation`'s controllers to `new` (`setViewControllers(_:animated:)`), and plays the
  /// transition. Stopped half done, the transition is interrupted: a turn later the stack holds
  /// all but the last screen pushed (or one more than the pop keeps), and no callback comes.
  func setStack(_ navigation: SimulatedNavigation, to new: [SimulatedController], animated: Bool) {
    let before = navigation.stack
    navigation.stack = new
    transition(navigation, from: before, animated: animated)
    guard stopsHalfDone else { return }
    let half = new.count > before.count ? new.dropLast() : before.prefix(min(new.count + 1, before.count))
    Task { @MainActor in
      navigation.stack = Array(half)
      navigation.coordinator = nil
    }
  }

  /// A navigation controller's stack changed from `before`: animated in a window, a coordinator
  /// is attached and `willShow` comes at once; after the animation `didShow`, then the
  /// coordinator's completion (`-[_UIViewControllerTransitionContext completeTransition:]` runs
  /// the navigation controller's completion, which sends `didShow`, before the alongside
  /// completions: iOS 26.1's UIKitCore, issue "What UIKit and SwiftUI really do"). A cancelled
  /// interactive pop puts `before` back and sends `didShow` for it (swift-composable-navigation
  /// #17/#19, iOS 18+). Not animated, or off screen: no coordinator and no callback.
  func transition(
    _ navigation: SimulatedNavigation, from before: [SimulatedController], animated: Bool,
    interactive: Bool = false, cancelled: Bool = false
  ) {
    // NB: the More navigation controller back at its list hands the tab its screens back; a swipe
    // let go takes them in again.
    let bar = rootController.content as? SimulatedTabBar
    let held = bar?.heldByMore
    if let bar, navigation === bar.more, navigation.stack.count == 1 {
      returnScreens(of: bar, keeping: Array(before.dropFirst()))
    }
    guard animated, navigation.viewIsInWindow, let top = navigation.stack.last else { return }
    let coordinator = SimulatedCoordinator(interactive: interactive)
    navigation.coordinator = coordinator
    if navigation.delegateObject === self { logic.willShow(navigation, top: top, coordinator: coordinator) }
    // NB: a step whose callbacks are lost still animates: its coordinator goes, nothing is called.
    later(anyway: { navigation.coordinator = nil }) { [self] in
      if cancelled {
        navigation.stack = before
        if let bar, let held, bar.heldByMore == nil, navigation === bar.more {
          held.stack = []
          bar.heldByMore = held
        }
      }
      if navigation.delegateObject === self { logic.didShow(navigation, top: navigation.stack.last) }
      coordinator.end(cancelled: cancelled)
    }
  }

  /// The window's width turns compact (`collapsed`) or regular: a split whose state changes
  /// collapses, asking its delegate for the top column and stacking each column's navigation
  /// controller on the one before it up to that column (UISplitViewController.h:52), then
  /// `splitViewControllerDidCollapse`; or expands, each column's navigation controller back in its
  /// column, then `splitViewControllerDidExpand`.
  func resize(_ split: SimulatedSplit, collapsed: Bool) {
    guard split.isCollapsed != collapsed else { return }
    split.isCollapsed = collapsed
    let columns = split.columnNavigations
    for (_, navigation) in columns { navigation.parent = split }
    guard collapsed else { return logic.splitCollapsed(false) }
    let top = logic.topColumn(collapsing: split, proposed: .detail) ?? .detail
    let stacked = columns.filter { $0.column <= top }.map(\.navigation)
    for (below, above) in zip(stacked, stacked.dropFirst()) { above.parent = below }
    logic.splitCollapsed(true)
  }

  /// Collapsed, Back on the first screen of the column on top: UIKit takes the column's
  /// navigation controller off the one below (`willHideColumn` first), whose `didShow` comes.
  func backPastAColumn(_ navigation: SimulatedNavigation, of split: SimulatedSplit) {
    guard let below = navigation.parent as? SimulatedNavigation,
      let column = split.columnNavigations.first(where: { $0.navigation === navigation })?.column
    else { return }
    logic.column(column, of: split, shown: false)
    navigation.parent = split
    logic.didShow(below, top: below.stack.last)
  }

  /// Presents `controller` from `presenter`; its completion comes after the animation.
  func present(
    _ controller: SimulatedController, from presenter: SimulatedController, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    presenter.presented = controller
    finish(animated: animated, completion)
  }

  /// Dismisses what `presenter` presents and everything above it: after the animation, the chain
  /// is let go of, each container's `viewDidDisappear` comes, then the completion.
  func dismiss(
    from presenter: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    guard !stopsHalfDone else {
      // NB: the top one goes; the rest of the chain stays presented.
      var below = presenter
      while let next = below.presented?.presented { below = below.presented ?? next }
      below.presented = nil
      return logic.layerDisappeared()
    }
    finish(animated: animated) { [self] in
      presenter.presented = nil
      logic.layerDisappeared()
      completion()
    }
  }

  /// Runs `body` now, or after the animation when `animated`; never when the step's callbacks
  /// are lost.
  private func finish(animated: Bool, _ body: @escaping @MainActor () -> Void) {
    guard !callbacksLost else { return }
    if animated { later(body) } else { body() }
  }
}

/// The controller the host puts in the window: it shows the root's container and presents the
/// first layer.
final class SimulatedRoot: SimulatedController {
  var content: SimulatedController?
  /// Runs once, as its view first appears in a window.
  var onFirstAppearance: (@MainActor () -> Void)?

  /// Its view comes into a window.
  func appears() {
    viewIsInWindow = true
    let first = onFirstAppearance
    onFirstAppearance = nil
    first?()
  }
}

/// The alert of a dialog layer.
final class SimulatedAlert: SimulatedController {
  let id: ScreenID
  init(_ id: ScreenID) {
    self.id = id
    super.init()
  }
  override var role: ControllerRole { .dialog(id: id) }
}
