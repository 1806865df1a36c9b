@_spi(Hosts) import Waypoint
import WaypointTesting
import WaypointUIKitLogic

/// The ``HostDriver`` of the simulated UIKit: the user's gestures as UIKit carries them out on
/// its controllers, asking the host's logic only where UIKit asks the host (a swipe's hold, a
/// pull-down's `presentationControllerShouldDismiss`, a tab's `shouldSelect`).
@MainActor
final class SimulatedUIKitDriver: HostDriver, SessionDriver {
  private(set) var host: SimulatedUIKit?
  /// The mode of the clock the hosts' animations run on.
  private let clock: TestClock.Mode

  /// A driver whose hosts animate on a clock in `clock` mode (manual: a test acts while one runs).
  init(clock: TestClock.Mode = .automatic) { self.clock = clock }

  /// A gesture UIKit does not start, or one the simulated UIKit does not play yet.
  enum Refused: Error, Equatable {
    /// Nothing to pop, no layer to pull down, no such tab.
    case nothingThere
    /// The host holds the gesture (its swipe hold, a locked pull-down, a refused tab).
    case heldByTheHost
    /// A transition animates: UIKit starts no swipe.
    case transitionUnderWay
    /// Not played on the simulated UIKit yet.
    case notSimulated(HostDriverGesture)
  }

  func makeHost() -> any NavigationHost {
    let host = SimulatedUIKit(clock: TestClock(mode: clock))
    self.host = host
    return host
  }

  /// What UIKit shows: the session's model when the controllers, read as the host reads them,
  /// show the same screens; `nil` when they show others.
  var shown: NavigationState? {
    guard let host, let model = host.session?.model, host.read() == model.shown.read else { return nil }
    return model.shown
  }
  var events: [HostEvent] { host?.events ?? [] }
  var focusDirectives: [FocusDirective] { host?.focusDirectives ?? [] }
  var session: HostSession? { host?.session }

  func simulate(_ gesture: HostDriverGesture) throws {
    guard let host else { throw HostError.notAttached }
    switch gesture {
    case .swipeBack(let cancelled): try swipeBack(in: host, cancelled: cancelled)
    case .tapBack: try tapBack(in: host)
    case .pullDown(let cancelled): try pullDown(in: host, cancelled: cancelled)
    case .selfDismiss:
      let (presenter, _) = try topLayer(of: host)
      presenter.dismissPresented(animated: true) {}
    case .tapTab(let tab): try tapTab(tab, in: host)
    case .splitResize(let collapsed):
      let splits = splits(of: host)
      guard !splits.isEmpty else { throw Refused.nothingThere }
      for split in splits { host.resize(split, collapsed: collapsed) }
    case .tapMore: try tapMore(in: host)
    case .arrangeTabs(let order, let hidden): try arrange(order, hidden: hidden, in: host)
    case .tapDialogButton, .tapOutsideDialog:
      throw Refused.notSimulated(gesture)
    }
  }

  func afterNextStep(_ body: @escaping @MainActor () -> Void) { host?.afterNextStep = body }
  func breakNextStep(_ failure: HostDriverFailure) { host?.failure = failure }
  func settle() async { await host?.clock.run() }

  // MARK: What UIKit does

  /// Every split view: the root's, or the tabs'.
  private func splits(of host: SimulatedUIKit) -> [SimulatedSplit] {
    switch host.rootController.content {
    case let split as SimulatedSplit: [split]
    case let bar as SimulatedTabBar: bar.listed.compactMap { $0 as? SimulatedSplit }
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
  private func topNavigation(of host: SimulatedUIKit) -> SimulatedNavigation? {
    let shown: SimulatedController? =
      if let layer = try? topLayer(of: host).layer { (layer as? SimulatedLayer)?.content } else {
        host.rootController.content
      }
    switch shown {
    case let navigation as SimulatedNavigation: return navigation
    case let split as SimulatedSplit: return topNavigation(of: split)
    case let bar as SimulatedTabBar:
      return (bar.selected as? SimulatedSplit).flatMap(topNavigation(of:)) ?? bar.selected
        as? SimulatedNavigation
    default: return nil
    }
  }

  /// The top presented controller and its presenter.
  private func topLayer(of host: SimulatedUIKit) throws -> (
    presenter: SimulatedController, layer: SimulatedController
  ) {
    var presenter: SimulatedController = host.rootController
    guard var layer = presenter.presented else { throw Refused.nothingThere }
    while let next = layer.presented { (presenter, layer) = (layer, next) }
    return (presenter, layer)
  }

  /// The edge swipe: UIKit asks the recognizer's delegate (the host's hold) as it begins, pops at
  /// once with an interactive coordinator, and puts the screen back when the user lets go.
  private func swipeBack(in host: SimulatedUIKit, cancelled: Bool) throws {
    guard let navigation = topNavigation(of: host), navigation.stack.count > 1 else {
      throw Refused.nothingThere
    }
    guard navigation.coordinator == nil else { throw Refused.transitionUnderWay }
    guard !host.logic.holdsSwipeBack(in: navigation, fromContent: false) else { throw Refused.heldByTheHost }
    let before = navigation.stack
    navigation.stack.removeLast()
    host.transition(navigation, from: before, animated: true, interactive: true, cancelled: cancelled)
  }

  /// The Back button: the action the host put in its place, or an animated pop.
  private func tapBack(in host: SimulatedUIKit) throws {
    guard let navigation = topNavigation(of: host), let top = navigation.stack.last else {
      throw Refused.nothingThere
    }
    if navigation.stack.count == 1, navigation.parent is SimulatedNavigation,
      let split = splits(of: host).first(where: {
        $0.columnNavigations.contains { $0.navigation === navigation }
      })
    {
      return host.backPastAColumn(navigation, of: split)
    }
    guard navigation.stack.count > 1 else { throw Refused.nothingThere }
    if let action = top.backAction { return action() }
    guard navigation.coordinator == nil else { throw Refused.transitionUnderWay }
    let before = navigation.stack
    navigation.stack.removeLast()
    host.transition(navigation, from: before, animated: true)
  }

  /// A pull-down of the top layer: refused when it is modal in presentation or its presentation
  /// delegate says no (`presentationControllerDidAttemptToDismiss`); otherwise
  /// `presentationControllerWillDismiss` with the presenter's coordinator, and after the
  /// animation the coordinator's completion, then (finished) the container's `viewDidDisappear`
  /// and `presentationControllerDidDismiss`.
  private func pullDown(in host: SimulatedUIKit, cancelled: Bool) throws {
    let (presenter, layer) = try topLayer(of: host)
    let held = (layer as? SimulatedLayer)?.heldByTheApp ?? false
    guard !layer.isModalInPresentation, host.logic.allowsPullDown(of: layer) else {
      host.logic.pullDownRefused(of: layer, heldByTheApp: held)
      throw Refused.heldByTheHost
    }
    let coordinator = SimulatedCoordinator(interactive: true)
    presenter.coordinator = coordinator
    host.logic.pullDownBegins(of: layer, coordinator: coordinator)
    host.later {
      presenter.coordinator = nil
      if !cancelled { presenter.presented = nil }
      coordinator.end(cancelled: cancelled)
      guard !cancelled else { return }
      host.logic.layerDisappeared()
      host.logic.layerLeft()
    }
  }

  /// A tap on a tab: of a bar of `UITab`s, `shouldSelectTab`, then the selection and
  /// `didSelectTab` (iOS 26.1's UIKitCore: only these two); of a bar of controllers,
  /// `shouldSelect` and `didSelect`. Refused, UIKit does nothing (the host pops a re-tapped tab
  /// itself). A tab the More list lists is picked there, after a tap on More unless the list
  /// shows.
  private func tapTab(_ tab: AnyTag, in host: SimulatedUIKit) throws {
    guard let bar = host.rootController.content as? SimulatedTabBar,
      let controller = bar.inOrder.first(where: { host.tabMarks[ObjectIdentifier($0)] == tab })
    else { throw Refused.nothingThere }
    if bar.underMore.contains(where: { $0 === controller }) {
      if bar.selected !== bar.more || bar.more.stack.count > 1 { try tapMore(in: host) }
      return pick(controller, in: host, bar: bar)
    }
    guard let item = bar.tabs.first(where: { $0.controller === controller }) else {
      guard host.logic.allowsSelecting(controller) else {
        guard bar.selected === controller else { throw Refused.heldByTheHost }
        return
      }
      bar.selected = controller
      return host.logic.didSelect(controller)
    }
    guard host.logic.allowsSelecting(item: item) else {
      guard bar.selected === controller else { throw Refused.heldByTheHost }
      return
    }
    bar.selected = controller
    host.logic.didSelect(item: item)
  }

  /// A tap on the More tab: `shouldSelect` and, allowed, the More navigation controller selected,
  /// back to its list if it showed a tab, and `didSelect`.
  private func tapMore(in host: SimulatedUIKit) throws {
    guard let bar = host.rootController.content as? SimulatedTabBar, !bar.underMore.isEmpty else {
      throw Refused.nothingThere
    }
    guard host.logic.allowsSelecting(bar.more) else { throw Refused.heldByTheHost }
    let wasSelected = bar.selected === bar.more
    bar.selected = bar.more
    if wasSelected, bar.more.stack.count > 1 {
      let before = bar.more.stack
      bar.more.stack = Array(before.prefix(1))
      host.transition(bar.more, from: before, animated: true)
    }
    host.logic.didSelect(bar.more)
  }

  /// A pick in the More list: no tab bar delegate call; the More navigation controller pushes the
  /// tab, showing its first screen alone (`UIKitVariants.morePick`'s `showsItsFirstScreenOnly`).
  private func pick(_ controller: SimulatedController, in host: SimulatedUIKit, bar: SimulatedTabBar) {
    let before = bar.more.stack
    host.showUnderMore(controller, in: bar)
    bar.more.stack = Array(bar.more.stack.prefix(2))
    host.transition(bar.more, from: before, animated: true)
  }

  /// The user's edit of the tabs (iOS 18 and later, the sidebar's Edit): the bar's `UITab`s in
  /// `order`, those of `hidden` hidden, then `visibilityDidChangeFor`.
  private func arrange(_ order: [AnyTag], hidden: [AnyTag], in host: SimulatedUIKit) throws {
    guard let bar = host.rootController.content as? SimulatedTabBar, !bar.items.isEmpty,
      Set(order) == Set(bar.tabs.compactMap(\.mark))
    else { throw Refused.nothingThere }
    bar.items.sort {
      ($0.mark.flatMap(order.firstIndex(of:)) ?? 0) < ($1.mark.flatMap(order.firstIndex(of:)) ?? 0)
    }
    for item in bar.tabs { item.isHidden = item.mark.map(hidden.contains) ?? false }
    host.logic.tabsEdited()
  }
}
