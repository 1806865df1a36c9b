@_spi(Hosts) import Waypoint
import WaypointTesting
import WaypointUIKitLogic

/// The UIKit host's own logic (`WaypointUIKitLogic`) over the simulated UIKit: this class is the
/// host's adapter part, as `UIKitHost`'s files under `#if canImport(UIKit)` are on a device. It
/// makes controllers, hands the session's steps to the logic, and forwards every delegate call
/// UIKit makes to the logic, deciding nothing itself.
@MainActor
final class SimulatedUIKitHost: StandIn, UIKitMaker, SimulatedUIKitDelegate {
  /// UIKit, simulated.
  let uikit: SimulatedUIKit
  /// The host's controllers, one per screen, as `UIKitHost.controllers` keeps them (made for any
  /// route: which routes an app registers is `ScreenObjects`'s, tested in the core).
  private var controllers: [ScreenID: SimulatedController] = [:]
  private var screens: [ObjectIdentifier: ScreenID] = [:]
  /// The tab of each tab's controller, as the host marks them.
  private(set) var tabMarks: [ObjectIdentifier: AnyTag] = [:]
  private var prepared: (@MainActor (Bool) -> Void)?

  override init(clock: TestClock = TestClock()) {
    uikit = SimulatedUIKit(clock: clock)
    super.init(clock: clock)
    uikit.delegate = self
  }

  override var capabilities: HostCapabilities { [.dismissesLayersTogether] }
  override var attachesItself: Bool { true }

  private(set) lazy var logic: UIKitLogic = {
    let logic = UIKitLogic(
      root: uikit.root, content: { [uikit] in uikit.root.content },
      screen: { [unowned self] in screens[ObjectIdentifier($0)] },
      tab: { [unowned self] in tabMarks[ObjectIdentifier($0)] })
    logic.maker = self
    return logic
  }()

  override func didAttach() {
    logic.session = session
    logic.attached { [uikit] present in uikit.root.onFirstAppearance = present }
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
    case .stallsAfterShowing?: uikit.callbacksLost = true
    case .stallsHalfway?: (uikit.callbacksLost, uikit.stopsHalfDone) = (true, true)
    case .fails?, nil: break
    }
    prepared?(animated)
    (uikit.callbacksLost, uikit.stopsHalfDone) = (false, false)
  }

  override func read() -> ScreenRead? { logic.read() }

  override func restore(_ stack: ScreenStack?, at location: StackLocation?) {
    logic.restore(stack, at: location) { controllers(of: $0) }
  }

  override func gesturesChanged() { logic.gesturesChanged() }

  // MARK: UIKitMaker

  /// The controller of each screen of `stack`: the one made before, or a new one.
  private func controllers(of stack: ScreenStack) -> [SimulatedController] {
    stack.entries.map { entry in
      if let made = controllers[entry.id] { return made }
      let made = SimulatedController()
      made.uikit = uikit
      controllers[entry.id] = made
      screens[ObjectIdentifier(made)] = entry.id
      return made
    }
  }

  func screenObjects(of stack: ScreenStack) throws -> [any ControllerObject] { controllers(of: stack) }

  func navigationObject(at location: StackLocation, showing screens: [any ControllerObject])
    -> any NavigationObject
  {
    let navigation = SimulatedNavigation(screens.compactMap { $0 as? SimulatedController })
    navigation.uikit = uikit
    navigation.delegateObject = self
    return navigation
  }

  func splitObject(
    _ columns: [(column: SplitColumn, navigation: any NavigationObject)], supplementary: Bool
  ) -> any SplitObject {
    let made = SimulatedSplit(
      Dictionary(
        uniqueKeysWithValues: columns.compactMap { column, navigation in
          (navigation as? SimulatedController).map { (column, $0) }
        }))
    made.uikit = uikit
    return made
  }

  func tabBarObject(sidebar: Bool) -> any TabBarObject {
    let made = SimulatedTabBar([])
    made.uikit = uikit
    made.more.uikit = uikit
    return made
  }

  func mark(_ controller: any ControllerObject, as tab: AnyTag) {
    tabMarks[ObjectIdentifier(controller)] = tab
  }

  /// Whether UIKit runs iOS 18 or later: a tab bar lists `UITab`s, a controller can zoom in.
  var isIOS18 = true

  var supportsZoom: Bool { isIOS18 }

  func delegate(_ bar: any TabBarObject) {}

  /// As the host makes a bar on iOS 18 and later, of `UITab`s; below, none.
  func tabItem(of tab: Tab, identifier: String, hidden: Bool, showing controller: any ControllerObject)
    -> (any TabItemObject)?
  {
    guard isIOS18 else { return nil }
    let made = SimulatedTabItem(tab.id, controller: controller as? SimulatedController)
    made.isHidden = hidden
    return made
  }

  func groupItem(of id: AnyTag, children: [any TabItemObject]) -> (any TabItemObject)? {
    guard isIOS18 else { return nil }
    return SimulatedTabItem(id, controller: nil, children: children.compactMap { $0 as? SimulatedTabItem })
  }

  /// Whether UIKit runs on an iPad (else an iPhone): a tab bar shows groups, an action sheet is
  /// a popover.
  var isPad = false

  var showsTabGroups: Bool { isPad }

  func adoptMoreNavigation(_ more: any NavigationObject) {
    (more as? SimulatedNavigation)?.delegateObject = self
  }

  func layerObject(of layer: ModalLayer, showing content: any ControllerObject) throws -> any LayerObject {
    let container = SimulatedLayer(
      layer.id, content: content as? SimulatedController ?? SimulatedController())
    container.uikit = uikit
    // NB: as the host's default configuration presents the popover style.
    container.isPopover = layer.style.name == PresentationStyle.popover.name
    return container
  }

  func delegatePresentation(of container: any LayerObject) {}
  func delegatePopover(of container: any LayerObject, layer id: ScreenID) {}

  func dialogObject(
    _ dialog: DialogContent, of layer: ScreenID,
    answered: @escaping @MainActor (_ button: Int, _ texts: [String]) -> Void
  ) -> any DialogObject {
    let alert = SimulatedAlert(layer)
    alert.uikit = uikit
    alert.answered = answered
    alert.dialog = dialog
    alert.cancelButton = dialog.buttons.firstIndex { $0.role == .cancel }
    alert.isPopover = isPad && dialog.style == .confirmationDialog
    // NB: as `UIKitHost`'s probe, a hidden view in the alert's.
    var wasShown = false
    alert.probe = { [weak self] inWindow in
      self?.logic.alertViewMoved(inWindow: inWindow, wasShown: &wasShown)
    }
    return alert
  }

  /// The views and bar button items the app registered as anchors, by id.
  var anchors: [String: AnyObject] = [:]

  func anchor(_ id: String) -> AnyObject? { anchors[id] }

  func screenView(_ id: ScreenID) -> AnyObject? { controllers[id] }

  func zoom(
    _ controller: any ControllerObject, fromView source: @escaping @MainActor () -> AnyObject?,
    dismissalBegins: @escaping @MainActor (_ willBegin: Bool) -> Bool
  ) {
    (controller as? SimulatedController)?.zoom = (source, dismissalBegins)
  }

  /// As on iOS 26, a zoom from a bar button item is a zoom like any other.
  func zoom(
    _ controller: any ControllerObject, fromBarItem source: @escaping @MainActor () -> AnyObject?,
    dismissalBegins: @escaping @MainActor (_ willBegin: Bool) -> Bool
  ) {
    (controller as? SimulatedController)?.zoom = (source, dismissalBegins)
  }

  func showRoot(_ root: any ControllerObject, animated: Bool, completion: @escaping @MainActor () -> Void) {
    uikit.root.content = root as? SimulatedController
    uikit.finish(animated: animated, completion)
  }

  func onNextTurn(_ body: @escaping @MainActor () -> Void) { Task { @MainActor in body() } }

  // MARK: SimulatedUIKitDelegate: UIKit's calls, forwarded to the logic

  func willShow(
    _ navigation: SimulatedNavigation, top: SimulatedController, coordinator: SimulatedCoordinator
  ) {
    logic.willShow(navigation, top: top, coordinator: coordinator)
  }

  func didShow(_ navigation: SimulatedNavigation, top: SimulatedController?) {
    logic.didShow(navigation, top: top)
  }
  func layerDisappeared() { logic.layerDisappeared() }
  func didDismiss() { logic.layerLeft() }
  func splitCollapsed(_ collapsed: Bool) { logic.splitCollapsed(collapsed) }

  func topColumn(collapsing split: SimulatedSplit, proposed: SplitColumn) -> SplitColumn {
    logic.topColumn(collapsing: split, proposed: proposed) ?? proposed
  }

  func willHide(_ column: SplitColumn, of split: SimulatedSplit) {
    logic.column(column, of: split, shown: false)
  }

  func shouldBeginSwipe(in navigation: SimulatedNavigation) -> Bool {
    !logic.holdsSwipeBack(in: navigation, fromContent: false)
  }

  func shouldDismiss(_ layer: SimulatedController) -> Bool { logic.allowsPullDown(of: layer) }

  func didAttemptToDismiss(_ layer: SimulatedController) { logic.pullDownRefused(of: layer) }

  func willDismiss(_ layer: SimulatedController, presenter: SimulatedController) {
    logic.pullDownBegins(of: layer, from: presenter)
  }

  func shouldSelect(_ controller: SimulatedController) -> Bool { logic.allowsSelecting(controller) }
  func didSelect(_ controller: SimulatedController) { logic.didSelect(controller) }
  func shouldSelect(_ item: SimulatedTabItem) -> Bool { logic.allowsSelecting(item: item) }
  func didSelect(_ item: SimulatedTabItem) { logic.didSelect(item: item) }
  func tabsEdited() { logic.tabsEdited() }
}

/// The ``HostDriver`` of the UIKit host's logic over the simulated UIKit: the user's gestures as
/// UIKit carries them out (`SimulatedUIKit`'s gestures), the tabs named by the host's marks.
@MainActor
final class SimulatedUIKitDriver: HostDriver, SessionDriver {
  private(set) var host: SimulatedUIKitHost?
  /// The mode of the clock the hosts' animations run on.
  private let clock: TestClock.Mode

  /// A driver whose hosts animate on a clock in `clock` mode (manual: a test acts while one runs).
  init(clock: TestClock.Mode = .automatic) { self.clock = clock }

  func makeHost() -> any NavigationHost {
    let host = SimulatedUIKitHost(clock: TestClock(mode: clock))
    self.host = host
    return host
  }

  /// What UIKit shows: the session's model when the controllers, read as the host reads them,
  /// show the same screens; `nil` when they show others.
  var shown: NavigationState? {
    guard let host, let model = host.session?.model, host.uikit.raised.isEmpty,
      host.read() == model.shown.read
    else { return nil }
    return model.shown
  }
  var events: [HostEvent] { host?.events ?? [] }
  /// The dialog of the alert UIKit shows on top, while its buttons take taps.
  var dialogToTap: DialogContent? {
    let alert = try? host?.uikit.topLayer().layer as? SimulatedAlert
    return alert?.takesTaps == true ? alert?.dialog : nil
  }
  var focusDirectives: [FocusDirective] { host?.focusDirectives ?? [] }
  var session: HostSession? { host?.session }

  func simulate(_ gesture: HostDriverGesture) throws {
    guard let host else { throw HostError.notAttached }
    let uikit = host.uikit
    switch gesture {
    case .swipeBack(let cancelled): try uikit.swipeBack(cancelled: cancelled)
    case .tapBack: try uikit.tapBack()
    case .pullDown(let cancelled): try uikit.pullDown(cancelled: cancelled)
    case .selfDismiss: try uikit.selfDismiss()
    case .tapTab(let tab):
      let controller = uikit.tabBar?.inOrder.first { host.tabMarks[ObjectIdentifier($0)] == tab }
      guard let controller else { throw SimulatedUIKit.Refused.nothingThere }
      try uikit.tapTab(controller)
    case .tapMore: try uikit.tapMore()
    case .splitResize(let collapsed): try uikit.resizeWindow(collapsed: collapsed)
    case .arrangeTabs(let order, let hidden):
      guard Set(order) == Set(uikit.tabBar?.tabs.compactMap(\.mark) ?? []) else {
        throw SimulatedUIKit.Refused.nothingThere
      }
      try uikit.editTabs(
        rank: { $0.mark.flatMap(order.firstIndex(of:)) ?? order.count },
        hidden: { $0.mark.map(hidden.contains) ?? false })
    case .tapDialogButton(let index): try uikit.tapDialogButton(index)
    case .tapOutsideDialog: try uikit.tapOutsideDialog()
    }
  }

  func afterNextStep(_ body: @escaping @MainActor () -> Void) { host?.afterNextStep = body }
  func breakNextStep(_ failure: HostDriverFailure) { host?.failure = failure }
  /// Runs the clock until every animation has ended (one started meanwhile too).
  func settle() async {
    guard let host else { return }
    for _ in 0..<100 {
      await host.clock.run()
      guard host.uikit.animating > 0 else { return }
      await TestClock.yield()
    }
  }
}
