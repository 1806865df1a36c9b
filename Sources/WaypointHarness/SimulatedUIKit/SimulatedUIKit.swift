@_spi(Hosts) import Waypoint
import WaypointTesting
import WaypointUIKitLogic

/// UIKit's calls to its delegates and to the recognizers' delegates, as the simulated UIKit makes
/// them: the host's adapter (`SimulatedUIKitHost`) forwards each to the host's logic, as
/// `UIKitHost`'s delegate methods do.
@MainActor
protocol SimulatedUIKitDelegate: AnyObject {
  /// `navigationController(_:willShow:animated:)`, with the transition's coordinator.
  func willShow(
    _ navigation: SimulatedNavigation, top: SimulatedController, coordinator: SimulatedCoordinator)
  /// `navigationController(_:didShow:animated:)`.
  func didShow(_ navigation: SimulatedNavigation, top: SimulatedController?)
  /// A layer's container `viewDidDisappear`.
  func layerDisappeared()
  /// `presentationControllerDidDismiss`.
  func didDismiss()
  /// `splitViewControllerDidCollapse` or `splitViewControllerDidExpand`.
  func splitCollapsed(_ collapsed: Bool)
  /// `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`.
  func topColumn(collapsing split: SimulatedSplit, proposed: SplitColumn) -> SplitColumn
  /// `splitViewController(_:willHide:)`.
  func willHide(_ column: SplitColumn, of split: SimulatedSplit)
  /// The edge swipe's `gestureRecognizerShouldBegin` (the host's hold).
  func shouldBeginSwipe(in navigation: SimulatedNavigation) -> Bool
  /// `presentationControllerShouldDismiss`.
  func shouldDismiss(_ layer: SimulatedController) -> Bool
  /// `presentationControllerDidAttemptToDismiss`.
  func didAttemptToDismiss(_ layer: SimulatedController)
  /// `presentationControllerWillDismiss`, the presenter's coordinator under way.
  func willDismiss(_ layer: SimulatedController, presenter: SimulatedController)
  /// `tabBarController(_:shouldSelect:)` and `didSelect`.
  func shouldSelect(_ controller: SimulatedController) -> Bool
  func didSelect(_ controller: SimulatedController)
  /// `tabBarController(_:shouldSelectTab:)` and `didSelectTab(_:previousTab:)`.
  func shouldSelect(_ item: SimulatedTabItem) -> Bool
  func didSelect(_ item: SimulatedTabItem)
  /// `tabBarController(_:visibilityDidChangeFor:)` (and `displayOrderDidChangeFor`).
  func tabsEdited()
}

/// UIKit, simulated: controllers with state (`SimulatedControllers.swift`) that animate on the test
/// clock and call their delegates in the order the evidence shows, and the user's gestures as UIKit
/// carries them out. It decides nothing the host decides and reads nothing of the navigator: it
/// asks its delegate (the host) where UIKit asks one. The UIKit host's own logic runs on it
/// (`SimulatedUIKitHost`).
@MainActor
final class SimulatedUIKit {
  /// The clock the animations run on.
  let clock: TestClock
  /// The exceptions UIKit raised (an app would have crashed): a popover presented pointing at
  /// nothing.
  private(set) var raised: [String] = []
  /// How many animations run (each ends on the clock, in a task of its own that may not have
  /// started to sleep yet).
  private(set) var animating = 0
  /// The controller the host puts in the window.
  let root = SimulatedRoot()
  /// The host: every delegate UIKit calls.
  weak var delegate: (any SimulatedUIKitDelegate)?
  /// Whether the callbacks of the step under way never come (a stalled step).
  var callbacksLost = false
  /// Whether the step under way stops half done: a stack shows all but the last screen pushed
  /// (or one popped), layers dismissed together leave the lowest of them up.
  var stopsHalfDone = false

  init(clock: TestClock) {
    self.clock = clock
    root.uikit = self
  }

  /// A gesture UIKit does not start, or one the simulated UIKit does not play yet.
  enum Refused: Error, Equatable {
    /// Nothing to pop, no layer to pull down, no such tab.
    case nothingThere
    /// The host holds the gesture (its swipe hold, a locked pull-down, a refused tab).
    case heldByTheHost
    /// A transition animates: UIKit starts no swipe.
    case transitionUnderWay
  }

  /// Runs `body` once a transition's animation has run on the clock (350 ms), unless the step's
  /// callbacks are lost; `anyway` runs then in either case (the animation itself ends).
  func later(anyway: @escaping @MainActor () -> Void = {}, _ body: @escaping @MainActor () -> Void) {
    let lost = callbacksLost
    animating += 1
    Task { @MainActor [clock] in
      try? await clock.sleep(for: .milliseconds(350))
      anyway()
      if !lost { body() }
      animating -= 1
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
    let bar = root.content as? SimulatedTabBar
    let held = bar?.heldByMore
    if let bar, navigation === bar.more, navigation.stack.count == 1 {
      returnScreens(of: bar, keeping: Array(before.dropFirst()))
    }
    guard animated, navigation.viewIsInWindow, let top = navigation.stack.last else { return }
    let coordinator = SimulatedCoordinator(interactive: interactive)
    navigation.coordinator = coordinator
    if navigation.delegateObject === delegate {
      delegate?.willShow(navigation, top: top, coordinator: coordinator)
    }
    // NB: a step whose callbacks are lost still animates: its coordinator goes, nothing is called.
    later(anyway: { navigation.coordinator = nil }) { [self] in
      if cancelled {
        navigation.stack = before
        if let bar, let held, bar.heldByMore == nil, navigation === bar.more {
          held.stack = []
          bar.heldByMore = held
        }
      }
      if navigation.delegateObject === delegate { delegate?.didShow(navigation, top: navigation.stack.last) }
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
    guard collapsed else { return delegate?.splitCollapsed(false) ?? () }
    let top = delegate?.topColumn(collapsing: split, proposed: .detail) ?? .detail
    let stacked = columns.filter { $0.column <= top }.map(\.navigation)
    for (below, above) in zip(stacked, stacked.dropFirst()) { above.parent = below }
    delegate?.splitCollapsed(true)
  }

  /// Collapsed, Back on the first screen of the column on top: UIKit takes the column's
  /// navigation controller off the one below (`willHideColumn` first), whose `didShow` comes.
  func backPastAColumn(_ navigation: SimulatedNavigation, of split: SimulatedSplit) {
    guard let below = navigation.parent as? SimulatedNavigation,
      let column = split.columnNavigations.first(where: { $0.navigation === navigation })?.column
    else { return }
    delegate?.willHide(column, of: split)
    navigation.parent = split
    delegate?.didShow(below, top: below.stack.last)
  }

  /// Presents `controller` from `presenter`; its completion comes after the animation.
  func present(
    _ controller: SimulatedController, from presenter: SimulatedController, animated: Bool,
    completion: @escaping @MainActor () -> Void
  ) {
    let alert = controller as? SimulatedAlert
    let layer = controller as? SimulatedLayer
    // NB: "UIKit raises an exception" presenting a popover with no source (the host's NB).
    guard layer?.popoverAnchors?.isEmpty != true, alert.map({ !$0.isPopover || $0.anchor != nil }) ?? true
    else {
      return raised.append("a popover presented pointing at nothing")
    }
    // NB: UIKit ignores a presentation from a controller being presented or dismissed ("Attempt
    // to present … while a presentation is in progress", logged; no completion).
    guard !presenter.isTransitioning else { return }
    presenter.presented = controller
    alert?.probe?(true)
    guard animated else { return finish(animated: false, completion) }
    controller.isBeingPresented = true
    let ended = coordinate([presenter, controller])
    // NB: the controller is on screen once its animation has run, whether or not its completion
    // comes.
    later(
      anyway: {
        controller.isBeingPresented = false
        ended()
      }, completion)
  }

  /// A transition coordinator for `controllers` (each one's `transitionCoordinator`) until the
  /// returned closure ends the transition.
  func coordinate(_ controllers: [SimulatedController]) -> @MainActor () -> Void {
    let coordinator = SimulatedCoordinator()
    for controller in controllers { controller.coordinator = coordinator }
    return {
      for controller in controllers where controller.coordinator === coordinator {
        controller.coordinator = nil
      }
      coordinator.end(cancelled: false)
    }
  }

  /// Refuses a touch while a presentation or a dismissal runs: UIKit takes no touch during a
  /// presentation's transition.
  func touchable() throws(Refused) {
    guard !([root] + chain(above: root)).contains(where: \.isTransitioning) else {
      throw .transitionUnderWay
    }
  }

  /// The controllers `presenter` presents, bottom first.
  func chain(above presenter: SimulatedController) -> [SimulatedController] {
    var chain: [SimulatedController] = []
    var next = presenter.presented
    while let controller = next {
      chain.append(controller)
      next = controller.presented
    }
    return chain
  }

  /// `presenter` lets go of what it presents: each alert's view in the chain leaves the window.
  func letGo(from presenter: SimulatedController) {
    var gone = presenter.presented
    presenter.presented = nil
    while let controller = gone {
      (controller as? SimulatedAlert)?.probe?(false)
      gone = controller.presented
    }
  }

  /// Dismisses what `presenter` presents and everything above it: after the animation, the chain
  /// is let go of, each container's `viewDidDisappear` comes, then the completion.
  func dismiss(
    from presenter: SimulatedController, animated: Bool, completion: @escaping @MainActor () -> Void
  ) {
    // NB: UIKit ignores a dismissal while one of the controllers is being presented or dismissed
    // ("Attempt to dismiss from view controller … while a presentation or dismiss is in
    // progress!", logged; no completion): apps' logs quote it, and peers' code waits for
    // `isBeingDismissed` to end before dismissing.
    let chain = chain(above: presenter)
    guard !presenter.isTransitioning, !chain.contains(where: \.isTransitioning) else { return }
    for controller in chain { controller.isBeingDismissed = true }
    guard !stopsHalfDone else {
      // NB: the top one goes; the rest of the chain stays presented.
      var below = presenter
      while let next = below.presented?.presented { below = below.presented ?? next }
      letGo(from: below)
      for controller in chain { controller.isBeingDismissed = false }
      return delegate?.layerDisappeared() ?? ()
    }
    let end: @MainActor () -> Void = { [self] in
      letGo(from: presenter)
      delegate?.layerDisappeared()
      completion()
    }
    guard animated else {
      for controller in chain { controller.isBeingDismissed = false }
      return callbacksLost ? () : end()
    }
    let ended = coordinate([presenter] + chain)
    // NB: the dismissal's animation ends, whether or not its completion comes.
    later(
      anyway: {
        for controller in chain { controller.isBeingDismissed = false }
        ended()
      }, end)
  }

  /// Runs `body` now, or after the animation when `animated`; never when the step's callbacks
  /// are lost.
  func finish(animated: Bool, _ body: @escaping @MainActor () -> Void) {
    guard !callbacksLost else { return }
    if animated { later(body) } else { body() }
  }
}

/// The controller the host puts in the window: it shows the root's container and presents the
/// first layer.
final class SimulatedRoot: SimulatedController {
  var content: SimulatedController?
  override var children: [SimulatedController] { [content].compactMap { $0 } }
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
final class SimulatedAlert: SimulatedController, DialogObject {
  let id: ScreenID
  var dialogID: ScreenID? { id }
  /// What a tapped button calls, with its index and the texts typed.
  var answered: (@MainActor (_ button: Int, _ texts: [String]) -> Void)?
  /// The index of its cancel button, if it has one.
  var cancelButton: Int?
  /// The host's probe in its view: told when the view moves into a window (`true`) or out.
  var probe: (@MainActor (_ inWindow: Bool) -> Void)?
  /// The dialog it shows.
  var dialog: DialogContent?
  /// Whether a button takes a tap now: not while it is being presented or dismissed (a button
  /// tapped, or dismissed in code; UIKit takes no touch during a presentation's transition).
  var takesTaps: Bool { !isTransitioning }
  /// Whether it is a popover: an action sheet on an iPad.
  var isPopover = false
  /// What its popover points at: an anchor, or the middle of a controller's view.
  var anchor: AnyObject?
  func point(at anchor: AnyObject) { self.anchor = anchor }
  func pointAtTheMiddle(of controller: any ControllerObject) { anchor = controller }
  init(_ id: ScreenID) {
    self.id = id
    super.init()
  }
}

// MARK: The user's gestures, as UIKit carries them out

extension SimulatedUIKit {
  /// The tab bar the root shows.
  var tabBar: SimulatedTabBar? { root.content as? SimulatedTabBar }

  /// The top presented controller and its presenter.
  func topLayer() throws -> (presenter: SimulatedController, layer: SimulatedController) {
    var presenter: SimulatedController = root
    guard var layer = presenter.presented else { throw Refused.nothingThere }
    while let next = layer.presented { (presenter, layer) = (layer, next) }
    return (presenter, layer)
  }

  /// Every split view: the root's, or the tabs'.
  var splits: [SimulatedSplit] {
    switch root.content {
    case let split as SimulatedSplit: [split]
    case let bar as SimulatedTabBar: bar.inOrder.compactMap { $0 as? SimulatedSplit }
    default: []
    }
  }

  /// The navigation controller a split shows on top: collapsed, the last column's stacked on
  /// another; expanded, the detail's.
  private func topNavigation(of split: SimulatedSplit) -> SimulatedNavigation? {
    let columns = split.columnNavigations.map(\.navigation)
    guard split.isCollapsed else { return columns.last }
    return columns.last { $0.parent is SimulatedNavigation } ?? columns.first
  }

  /// The navigation controller on top: the top layer's, else the root's (a tab's, the one
  /// selected).
  var topNavigation: SimulatedNavigation? {
    let shown: SimulatedController? =
      if let layer = try? topLayer().layer { (layer as? SimulatedLayer)?.content } else { root.content }
    switch shown {
    case let navigation as SimulatedNavigation: return navigation
    case let split as SimulatedSplit: return topNavigation(of: split)
    case let bar as SimulatedTabBar:
      return (bar.selected as? SimulatedSplit).flatMap(topNavigation(of:)) ?? bar.selected
        as? SimulatedNavigation
    default: return nil
    }
  }

  /// The edge swipe: UIKit asks the recognizer's delegate (the host's hold) as it begins, pops at
  /// once with an interactive coordinator, and puts the screen back when the user lets go.
  func swipeBack(cancelled: Bool) throws {
    try touchable()
    guard let navigation = topNavigation, navigation.stack.count > 1 else { throw Refused.nothingThere }
    guard navigation.coordinator == nil else { throw Refused.transitionUnderWay }
    guard delegate?.shouldBeginSwipe(in: navigation) ?? true else { throw Refused.heldByTheHost }
    let before = navigation.stack
    navigation.stack.removeLast()
    transition(navigation, from: before, animated: true, interactive: true, cancelled: cancelled)
  }

  /// The Back button: the action the host put in its place, or an animated pop; collapsed, on the
  /// first screen of a column, the column goes.
  func tapBack() throws {
    try touchable()
    guard let navigation = topNavigation, let top = navigation.stack.last else { throw Refused.nothingThere }
    if navigation.stack.count == 1, navigation.parent is SimulatedNavigation,
      let split = splits.first(where: { $0.columnNavigations.contains { $0.navigation === navigation } })
    {
      return backPastAColumn(navigation, of: split)
    }
    guard navigation.stack.count > 1 else { throw Refused.nothingThere }
    if let action = top.backAction { return action() }
    guard navigation.coordinator == nil else { throw Refused.transitionUnderWay }
    let before = navigation.stack
    navigation.stack.removeLast()
    transition(navigation, from: before, animated: true)
  }

  /// A pull-down of the top layer: refused when it is modal in presentation or its presentation
  /// delegate says no (`presentationControllerDidAttemptToDismiss`); otherwise
  /// `presentationControllerWillDismiss` with the presenter's coordinator, and after the
  /// animation the coordinator's completion, then (finished) the container's `viewDidDisappear`
  /// and `presentationControllerDidDismiss`.
  func pullDown(cancelled: Bool) throws {
    let (presenter, layer) = try topLayer()
    // NB: an alert is no sheet: nothing pulls it down.
    guard !(layer is SimulatedAlert) else { throw Refused.nothingThere }
    try touchable()
    guard !layer.isModalInPresentation, delegate?.shouldDismiss(layer) ?? true else {
      delegate?.didAttemptToDismiss(layer)
      throw Refused.heldByTheHost
    }
    let coordinator = SimulatedCoordinator(interactive: true)
    presenter.coordinator = coordinator
    layer.isBeingDismissed = true
    delegate?.willDismiss(layer, presenter: presenter)
    later { [self] in
      layer.isBeingDismissed = false
      presenter.coordinator = nil
      if !cancelled { presenter.presented = nil }
      coordinator.end(cancelled: cancelled)
      guard !cancelled else { return }
      delegate?.layerDisappeared()
      delegate?.didDismiss()
    }
  }

  /// A tap on the button at `index` of the top layer's alert: UIKit dismisses the alert, then runs
  /// the button's handler, after the alert's view has left the window
  /// (`UIKitTraces.dialogButtonTap`).
  func tapDialogButton(_ index: Int) throws {
    let (presenter, layer) = try topLayer()
    guard let alert = layer as? SimulatedAlert, let dialog = alert.dialog,
      dialog.buttons.indices.contains(index),
      // NB: an action sheet shown as a popover shows no cancel button: a tap outside is its cancel.
      !alert.isPopover || index != alert.cancelButton
    else { throw Refused.nothingThere }
    try dismiss(alert, from: presenter, answering: index)
  }

  /// A tap outside the top layer's alert, an action sheet shown as a popover (an iPad): UIKit
  /// dismisses it and runs its cancel button's handler, if it has one
  /// (`UIKitTraces.dialogTapOutside`).
  func tapOutsideDialog() throws {
    let (presenter, layer) = try topLayer()
    guard let alert = layer as? SimulatedAlert, alert.isPopover else { throw Refused.nothingThere }
    try dismiss(alert, from: presenter, answering: alert.cancelButton)
  }

  /// UIKit dismisses `alert` after a tap, then runs the handler of the button `answering`, if any,
  /// with the fields' texts; no tap while it is presented or dismissed.
  private func dismiss(_ alert: SimulatedAlert, from presenter: SimulatedController, answering button: Int?)
    throws
  {
    guard alert.takesTaps else { throw Refused.transitionUnderWay }
    alert.isBeingDismissed = true
    let ended = coordinate([presenter, alert])
    later { [self] in
      letGo(from: presenter)
      ended()
      button.map { alert.answered?($0, alert.dialog?.textFields.map(\.text) ?? []) }
    }
  }

  /// The top layer's screen dismisses it (`dismiss(animated:)`).
  func selfDismiss() throws {
    let (presenter, _) = try topLayer()
    presenter.dismissPresented(animated: true) {}
  }

  /// A tap on the tab of `controller`: of a bar of `UITab`s, `shouldSelectTab`, then the selection
  /// and `didSelectTab` (iOS 26.1's UIKitCore: only these two); of a bar of controllers,
  /// `shouldSelect` and `didSelect`. Refused, UIKit does nothing (the host pops a re-tapped tab
  /// itself). A tab the More list lists is picked there, after a tap on More unless the list
  /// shows.
  func tapTab(_ controller: SimulatedController) throws {
    // NB: a presented layer covers the tab bar (a sheet's dimming view takes the touches).
    guard let bar = tabBar, root.presented == nil else { throw Refused.nothingThere }
    try touchable()
    if bar.underMore.contains(where: { $0 === controller }) {
      if bar.selected !== bar.more || bar.more.stack.count > 1 { try tapMore() }
      return pick(controller, in: bar)
    }
    let item = bar.tabs.first { $0.controller === controller }
    let allowed = item.map { delegate?.shouldSelect($0) } ?? delegate?.shouldSelect(controller)
    guard allowed ?? true else {
      guard bar.selected === controller else { throw Refused.heldByTheHost }
      return
    }
    bar.selected = controller
    if let item { delegate?.didSelect(item) } else { delegate?.didSelect(controller) }
  }

  /// A tap on the More tab: `shouldSelect` and, allowed, the More navigation controller selected,
  /// back to its list if it showed a tab, and `didSelect`.
  func tapMore() throws {
    guard let bar = tabBar, !bar.underMore.isEmpty, root.presented == nil else { throw Refused.nothingThere }
    try touchable()
    guard delegate?.shouldSelect(bar.more) ?? true else { throw Refused.heldByTheHost }
    let wasSelected = bar.selected === bar.more
    bar.selected = bar.more
    if wasSelected, bar.more.stack.count > 1 {
      let before = bar.more.stack
      bar.more.stack = Array(before.prefix(1))
      transition(bar.more, from: before, animated: true)
    }
    delegate?.didSelect(bar.more)
  }

  /// A pick in the More list: no tab bar delegate call; the More navigation controller pushes the
  /// tab, showing its first screen alone (`UIKitVariants.morePick`'s `showsItsFirstScreenOnly`).
  private func pick(_ controller: SimulatedController, in bar: SimulatedTabBar) {
    let before = bar.more.stack
    showUnderMore(controller, in: bar)
    bar.more.stack = Array(bar.more.stack.prefix(2))
    transition(bar.more, from: before, animated: true)
  }

  /// The user's edit of the tabs (iOS 18 and later, the sidebar's Edit): the bar's `UITab`s in
  /// the order `rank` gives them, those `hidden` hidden, then `visibilityDidChangeFor`.
  func editTabs(rank: (SimulatedTabItem) -> Int, hidden: (SimulatedTabItem) -> Bool) throws {
    guard let bar = tabBar, !bar.items.isEmpty, root.presented == nil else { throw Refused.nothingThere }
    try touchable()
    bar.items.sort { rank($0) < rank($1) }
    for item in bar.tabs { item.isHidden = hidden(item) }
    delegate?.tabsEdited()
  }

  /// The window's width turns compact (`collapsed`) or regular: every split follows it.
  func resizeWindow(collapsed: Bool) throws {
    guard !splits.isEmpty else { throw Refused.nothingThere }
    for split in splits { resize(split, collapsed: collapsed) }
  }
}
