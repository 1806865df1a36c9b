@_spi(Hosts) import Waypoint
import WaypointTesting

/// What UIKit does, one callback or state change at a time, as the traces in
/// `UIKitTraces.swift` record it.
enum UIKitEvent: Hashable, Sendable {
  /// The top-most navigation controller pops to position `index` (`nil`: one back): its
  /// `viewControllers` change at once, and an animated pop attaches a transition coordinator,
  /// interactive when a gesture drives it.
  case pop(toIndex: Int?, animated: Bool, interactive: Bool)
  /// `navigationController(_:willShow:animated:)` for the new top.
  case willShow
  /// The coordinator's completion (`animateAlongsideTransition(_:completion:)`), with
  /// `context.isCancelled`; a cancelled pop puts the controllers back.
  case transitionEnds(cancelled: Bool)
  /// `navigationController(_:didShow:animated:)`.
  case didShow
  /// UIKit releases the coordinator "after the transition completes and the last callback has
  /// been made".
  case coordinatorReleased
  /// The user starts pulling the top layer down: `presentationControllerShouldDismiss`, then
  /// (allowed) `presentationControllerWillDismiss` with the presenting controller's coordinator,
  /// or (refused) `presentationControllerDidAttemptToDismiss`.
  case pullDownBegins
  /// The layers from `index` up leave UIKit's hierarchy (a finished pull-down, a screen
  /// dismissing itself or a layer below it); their containers disappear.
  case layersLeave(fromIndex: Int)
  /// `presentationControllerDidDismiss`, after all animations.
  case didDismiss
  /// The alert of the dialog layer at `index` leaves UIKit's hierarchy, dismissed in code: no
  /// handler runs; its view leaves the window, and the host's probe reads the layers on the next
  /// main-queue turn.
  case alertLeaves(index: Int)
  /// A tap on tab `index`: `tabBarController(_:shouldSelect:)`, then, when allowed, the
  /// selection and `tabBarController(_:didSelect:)`.
  case tabTapped(index: Int)
  /// The app sets the navigation controller's `delegate` to an object of its own.
  case delegateReplaced
  /// A screen sets its navigation controller's `interactivePopGestureRecognizer.isEnabled` to
  /// `false`.
  case screenTurnsOffSwipeBack
  /// The root controller's view appears in a window (`viewDidAppear`).
  case rootAppears
  /// The top layer's container disappears (`viewDidDisappear`) while UIKit still holds the
  /// presented chain; the host reads the layers then and again on the next main-queue turn.
  case topLayerDisappears
  /// UIKit lets go of the layers from `index` up (their presenters' `presentedViewController`
  /// becomes `nil`), with no callback.
  case layersUnlinked(fromIndex: Int)
  /// The Back button of the top screen, whose `navigationItem.backAction` the host set while a
  /// leave guard protects it: UIKit calls the action and nothing pops.
  case backAction
  /// A tap on button `index` of the top layer's dialog with `texts` typed in its fields: UIKit
  /// dismisses the alert controller, then calls the action's handler, which reports the button
  /// and the layer leaving.
  case dialogButtonTapped(index: Int, texts: [String])
  /// A tap outside an action sheet shown as a popover (iPad): UIKit dismisses it and calls the
  /// handler of its cancel action.
  case dialogTapOutside
  /// The split view's width turns compact: UIKit asks the delegate for the top column
  /// (`topColumnForCollapsingToProposedTopColumn`, proposing `proposed`) and stacks the columns
  /// up to the answer.
  case splitCollapses(proposed: SplitColumn)
  /// `splitViewControllerDidCollapse`.
  case didCollapse
  /// The split view's width turns regular: UIKit puts each column's stack back in its column.
  case splitExpands
  /// `splitViewControllerDidExpand`.
  case didExpand
  /// Collapsed, the Back button of the first screen of the top column: UIKit pops the column (its
  /// navigation controller leaves the one before it, whose `didShow` comes), calling
  /// `splitViewController(_:willHideColumn:)` first when `willHide`.
  case columnBack(willHide: Bool)
}

/// A Linux stand-in for the UIKit host: UIKit's hierarchy as identities (what each navigation
/// controller's `viewControllers` holds, which layers are presented, the selected tab, whether
/// a transition coordinator is attached), driven by the events of a trace, and forwarding each
/// callback to `HostSession` exactly as `UIKitHost` does.
@MainActor
final class UIKitStandIn: StandIn {
  override var capabilities: HostCapabilities { [.dismissesLayersTogether] }
  /// How UIKit behaves where Apple documents nothing.
  var variants = UIKitVariants()
  /// UIKit's hierarchy: each root stack (one, or one per tab) and each presented layer's stack.
  private(set) var hierarchy = ScreenRead(stacks: [])
  /// The coordinator attached to the top-most stack's transition, if any.
  private(set) var coordinator: (interactive: Bool, before: [ScreenID])?
  /// Whether the navigation delegate is still the host (an app may replace it).
  private(set) var isDelegate = true
  /// The rule the host followed before HostSession: a stack read while a transition coordinator
  /// is attached was ignored.
  var ignoresReadsDuringTransition = false
  /// The rule the host followed before: the layers were read only at a container's
  /// `viewDidDisappear`, not again on the next turn.
  var readsLayersOnlyAtOnce = false
  /// Whether each stack's swipe back (`interactivePopGestureRecognizer.isEnabled`) is on.
  private(set) var swipeBack: [StackIndex: Bool] = [:]
  /// Whether the root's view is in a window; set `false` before attaching to attach off screen.
  var isInWindow = true
  /// Whether the window's width is compact (an iPhone, Slide Over), where UIKit collapses a split
  /// as it enters the window; `nil`: the width the navigator's state was made for.
  var isCompact: Bool?
  /// The rule the host followed before: a split's `isCollapsed` was read at attachment (before
  /// the root was in a window, where a split is still expanded) and not once the root appeared.
  var readsSplitCollapseAtAttachment = false
  /// The ids of the views and bar button items registered as anchors (of popovers, and of
  /// VoiceOver's focus when a layer they opened closes).
  var anchors: Set<String> = []
  /// The ids of anchors whose view is in no window (its screen is in a column a collapsed split
  /// hides, or under a pushed screen or a cover).
  var anchorsOffScreen: Set<String> = []
  /// Whether an alert's probe holds its read of the layers until ``readHeldAlertProbes()``: it
  /// reads on a later main-queue turn, and a timer already due (a step's watchdog) may run first.
  var holdsAlertProbes = false
  private var heldAlertProbes = 0
  /// The names of the push animations registered (`UIKitHost.register(pushAnimation:_:)`).
  var pushAnimations: Set<String> = []
  /// The host's controllers, one per screen, as `UIKitHost.controllers` keeps them.
  let controllers = ScreenObjects<Controller>()
  final class Controller {}

  override func didAttach() {
    hierarchy = session?.model.shown.read ?? hierarchy
    try? controllers.register(Page.self) { _ in Controller() }
    try? controllers.register(NavigationProgram.Page.self) { _ in Controller() }
    session?.trims(controllers)
    makeControllers()
    if readsSplitCollapseAtAttachment, hierarchy.split != nil { report(.splitCollapsed(false, top: nil)) }
    // UIKit presents the first drawing's layers once the root is in a window.
    if !isInWindow {
      hierarchy.layers = []
      report(.drawnInWindow(false))
    } else {
      splitEntersWindow()
    }
  }

  /// UIKit collapses a split (made expanded) as the root enters a window of a compact width, and
  /// expands it in a regular one; the host then reads `isCollapsed` and reports it, as
  /// `UIKitHost.reportSplitCollapse` does.
  private func splitEntersWindow() {
    guard let isCompact, let shown = hierarchy.split, let session else { return }
    let top = shown.collapsed ? shown.showing : session.topColumnForCollapsing(proposed: .detail) ?? .detail
    hierarchy.split = SplitRead(collapsed: isCompact, showing: isCompact ? top : shown.showing)
    if !readsSplitCollapseAtAttachment { report(.splitCollapsed(isCompact, top: nil)) }
  }

  private func makeControllers() {
    for entry in session?.drawn.allEntries ?? [] { _ = try? controllers.object(for: entry, screen: nil) }
  }

  override func prepare(_ step: NavigationStep) throws {
    try super.prepare(step)
    guard let session else { return }
    switch step {
    case .present(let layer, _)
    where layer.style.name == PresentationStyle.popover.name || layer.stack.root.popoverAnchor != nil:
      // As `UIKitHost.popoverSource`: a registered view in a window.
      _ = try session.popoverAnchor(of: layer) {
        anchors.subtracting(anchorsOffScreen).contains($0) ? $0 : nil
      }
    case .setRoot(let root): try session.checkTabs(of: root, limit: 5)
    default: break
    }
  }

  /// The host gives focus back to the views and bar button items registered as anchors.
  override func holdsElement(_ id: String) -> Bool { anchors.contains(id) }

  override func gesturesChanged() {
    guard let session else { return }
    let stacks =
      hierarchy.stacks.indices.map(StackIndex.root) + hierarchy.layers.indices.map(StackIndex.layer)
    for index in stacks {
      swipeBack[index] = session.swipeBackEnabled(at: location(of: index), now: swipeBack[index] ?? true)
    }
  }

  // MARK: HostPlatform: what UIKitHost's calls do to UIKit's hierarchy

  override func start(_ step: NavigationStep, animated: Bool) {
    guard let session else { return }
    let end = session.drawn.read
    let failure = takeFailure(for: step)
    makeControllers()
    if failure == .stallsWithoutShowing { return }
    if failure == .stallsHalfway {
      // Half of it on screen, no callback (two of three pushes, a layer with all but its last
      // screen); the top layer of those going gone, its container reporting it as it disappears.
      let half = session.model.shown.halfway(through: step)
      switch step {
      case .setStack(_, let location):
        if let index = index(of: location, in: session.drawn), let stack = half[stack: location] {
          set(index, to: stack.entries.map(\.id))
        }
      case .present:
        if let layer = half.modals.last, half.modals.count > hierarchy.layers.count {
          hierarchy.layers.append(layer.stack.entries.map(\.id))
        }
      case .dismiss, .dismissLayers:
        if half.modals.count < hierarchy.layers.count {
          hierarchy.layers = Array(hierarchy.layers.prefix(half.modals.count))
          report(.layersShown(hierarchy.layers.count))
        }
      case .selectTab, .showColumn, .setRoot:
        break
      }
      return
    }
    // UIKit presents only from a view in a window, and calls no completion otherwise.
    // Source: not documented in UIViewController.h; UIKit logs "Attempt to present … whose view
    // is not in the window hierarchy". A device check would present before the root appears.
    if case .present = step, !isInWindow { return }
    if case .setStack(_, let location) = step, let index = index(of: location, in: session.drawn) {
      // setViewControllers: the stack changes at once; an animated change on screen attaches a
      // coordinator and ends with didShow, any other has no coordinator and may send none.
      // Source: UINavigationController.h:72 ("If animated is YES, then simulate a push or pop")
      // and :110; UIViewControllerTransitionCoordinator.h:74-77 (a coordinator only while a
      // transition is in flight). Not documented: that an off-window change sends no didShow; a
      // device check would set the stack of a navigation controller not in a window.
      set(index, to: end(index))
      guard failure == nil else { return }
      // NB: as UIKitHost, an animation only in a window; without one, no coordinator.
      let attached = animated && isInWindow
      report(.stackSet(location, ids(at: index), transitionAttached: attached, delegateIsHost: isDelegate))
      guard attached else {
        if variants.stackSetOffWindow == .didShow { didShow(at: index) }
        return
      }
      coordinator = (false, [])
      // NB: the navigation controller keeps its controllers when its layer leaves the screen
      // meanwhile (a screen dismissing the layer): its callbacks name them still.
      let shown = ids(at: index)
      later { [self] in
        if isDelegate { report(.stackWillShow(location, top: shown.last, interactive: false)) }
        didShow(at: index, showing: shown)
        coordinator = nil
      }
      return
    }
    // present, dismiss, a tab selected in code, a root swapped: UIKit's completion handler.
    // Source: UIViewController.h:249-254 (present's completion "after the presented controllers
    // viewDidAppear:", dismiss's "after the dismissed controller's viewDidDisappear:").
    hierarchy = end
    guard failure == nil else { return }
    if animated { later { [self] in report(.stepCompleted) } } else { report(.stepCompleted) }
  }

  /// What UIKit shows, as `UIKitHost.read()` reads it: an expanded split has no column on
  /// top, and the one that would be is the session's answer to UIKit.
  override func read() -> ScreenRead? {
    var read = hierarchy
    if let shown = read.split, !shown.collapsed, let session {
      read.split?.showing = session.topColumnForCollapsing(proposed: nil) ?? shown.showing
    }
    return read
  }

  override func restore(_ stack: ScreenStack?, at location: StackLocation?) {
    guard let stack, let location, let session,
      let index = index(of: location, in: session.model.shown)
    else { return }
    set(index, to: stack.entries.map(\.id))
  }

  // MARK: UIKit's callbacks, forwarded as UIKitHost forwards them

  /// The push animation `navigationController(_:animationControllerFor:from:to:)` returns, as
  /// `UIKitHost` answers it: the registered one the session names; `nil` for the default.
  func animationController(pushing: Bool, from: ScreenID?, to: ScreenID?) -> String? {
    let transition = session?.pushTransition(pushing: pushing, from: from, to: to)
    guard case .custom = transition else { return nil }
    return session?.registered(for: transition) { pushAnimations.contains($0) ? $0 : nil }
  }

  /// What `PopoverDelegate.adaptivePresentationStyle(for:traitCollection:)` answers for the popover of
  /// the layer `id` when UIKit asks with a compact width or (`compactWidth: false`) a compact height
  /// alone: `"pageSheet"`, or `"none"` (it stays a popover).
  func adaptiveStyle(ofLayer id: ScreenID, compactWidth: Bool = true) -> String? {
    session?.popoverAdaptation(ofLayer: id, compactWidth: compactWidth).map {
      $0 == .sheet ? "pageSheet" : "none"
    }
  }

  /// The source view of the zoom `UIKitHost.prepareTransitions` gives the screen `entry` (its
  /// `preferredTransition`, iOS 18); `nil` for the default push.
  func zoomSource(of entry: ScreenEntry) -> String? {
    guard case .zoom = entry.pushTransition else { return nil }
    return session?.registered(for: entry.pushTransition) { anchors.contains($0) ? $0 : nil }
  }

  /// Plays `trace` on the top-most stack or layer.
  func play(_ trace: [UIKitEvent]) {
    for event in trace { play(event) }
  }

  /// Plays `trace` on `stack` (a gesture's second half, on the stack it began on).
  func play(_ trace: [UIKitEvent], on stack: StackIndex) {
    for event in trace { play(event, on: stack) }
  }

  func play(_ event: UIKitEvent, on stack: StackIndex? = nil) {
    guard let session else { return }
    let top = stack ?? topIndex
    switch event {
    case .pop(let index, let animated, let interactive):
      let ids = ids(at: top)
      let keep = index.map { $0 + 1 } ?? (ids.count - 1)
      if animated { coordinator = (interactive, ids) }
      set(top, to: Array(ids.prefix(max(0, keep))))
    case .willShow:
      guard isDelegate else { return }
      report(
        .stackWillShow(
          location(of: top), top: ids(at: top).last, interactive: coordinator?.interactive ?? false))
    case .transitionEnds(let cancelled):
      if cancelled, let before = coordinator?.before, !before.isEmpty { set(top, to: before) }
      report(.interactionEnded(cancelled: cancelled))
    case .didShow:
      didShow(at: top)
    case .coordinatorReleased:
      coordinator = nil
    case .pullDownBegins:
      let index = session.model.shown.modals.count - 1
      guard let layer = session.model.shown.modals.last else { return }
      guard session.allowsInteractiveDismissal(ofLayerAt: index) else {
        // presentationControllerDidAttemptToDismiss: nothing moves
        return session.pullDownRefused(ofLayerAt: index)
      }
      report(.layerWillDismiss(layer.id, coordinated: variants.pullDownCallbacks != .noCoordinator))
    case .layersLeave(let index):
      hierarchy.layers = Array(hierarchy.layers.prefix(index))
      report(.layersShown(hierarchy.layers.count))
    case .didDismiss:
      report(.layersShown(hierarchy.layers.count))
    case .alertLeaves(let index):
      hierarchy.layers = Array(hierarchy.layers.prefix(index))
      alertProbeReads()
    case .tabTapped(let index):
      guard let tabs = session.model.shown.tabBar?.tabs, tabs.indices.contains(index),
        session.shouldSelectTab(at: index)
      else { return }
      hierarchy.selectedTab = index
      session.tabSelected(at: index)
    case .delegateReplaced:
      isDelegate = false
    case .screenTurnsOffSwipeBack:
      swipeBack[top] = false
    case .rootAppears:
      isInWindow = true
      hierarchy.layers = session.model.shown.read.layers
      report(.drawnInWindow(true))
      splitEntersWindow()
    case .topLayerDisappears:
      report(.layersShown(hierarchy.layers.count))
      guard !readsLayersOnlyAtOnce else { return }
      Task { @MainActor [self] in report(.layersShown(hierarchy.layers.count)) }
    case .layersUnlinked(let index):
      hierarchy.layers = Array(hierarchy.layers.prefix(index))
    case .backAction:
      guard let id = ids(at: top).last else { return }
      session.backTapped(on: id)
    case .dialogButtonTapped(let index, let texts):
      answerDialog(button: { _ in index }, texts: texts)
    case .dialogTapOutside:
      answerDialog(button: { $0.buttons.firstIndex { $0.role == .cancel } }, texts: [])
    case .splitCollapses(let proposed):
      guard hierarchy.split != nil else { return }
      let answer = session.topColumnForCollapsing(proposed: proposed) ?? proposed
      hierarchy.split = SplitRead(collapsed: true, showing: answer)
    case .didCollapse:
      report(.splitCollapsed(true, top: nil))
    case .splitExpands:
      hierarchy.split?.collapsed = false
    case .didExpand:
      report(.splitCollapsed(false, top: nil))
    case .columnBack(let willHide):
      guard let shown = hierarchy.split, shown.collapsed,
        let columns = session.model.shown.split?.columns,
        let below = columns.last(where: { $0 < shown.showing }), let index = columns.firstIndex(of: below)
      else { return }
      if willHide { report(.columnHidden(shown.showing)) }
      hierarchy.split?.showing = below
      didShow(at: .root(index))
    }
  }

  /// The handler of a button of the top layer's dialog, as `UIKitHost.makeDialog` sets it, once
  /// UIKit has taken the alert away.
  private func answerDialog(button: (DialogContent) -> Int?, texts: [String]) {
    guard let session, let layer = session.model.shown.modals.last, let dialog = layer.dialog,
      let index = button(dialog), hierarchy.layers.last?.first == layer.id
    else { return }
    hierarchy.layers.removeLast()
    alertProbeReads()
    session.dialogAnswered(layer.id, button: index, texts: texts)
    report(.layerItemCleared(layer.id))
  }

  /// The probe of an alert whose view left the window, as `UIKitHost.makeDialog` adds it: it
  /// reads the layers on the next main-queue turn.
  private func alertProbeReads() {
    guard !holdsAlertProbes else { return heldAlertProbes += 1 }
    Task { @MainActor [self] in report(.layersShown(hierarchy.layers.count)) }
  }

  /// Reads the layers for each alert probe held (``holdsAlertProbes``).
  func readHeldAlertProbes() {
    for _ in 0..<heldAlertProbes { report(.layersShown(hierarchy.layers.count)) }
    heldAlertProbes = 0
  }

  /// What the session shows, when its top layer is a dialog UIKit's hierarchy holds (an alert
  /// being dismissed has left it, and takes no tap).
  /// - Throws: `HostError.doesNotFit` otherwise.
  func shownDialog() throws(HostError) -> NavigationState {
    guard let screen = session?.model.shown else { throw .notAttached }
    guard let layer = screen.modals.last, hierarchy.layers.last?.first == layer.id else {
      throw .doesNotFit(.dismissed(layer: screen.topScreen.id), screen: screen)
    }
    return screen
  }

  private func didShow(at index: StackIndex, showing shown: [ScreenID]? = nil) {
    let ignored = ignoresReadsDuringTransition && coordinator != nil && session?.runningStep == nil
    guard isDelegate, !ignored else { return }
    let location = location(of: index)
    report(.stackShown(location, shown ?? ids(at: index)))
    // As UIKitHost: a column's didShow in a collapsed split also reads the column on top.
    if case .column = location, let split = read()?.split, split.collapsed {
      report(.columnShown(split.showing))
    }
  }

  /// Reports `fact`; the session lets go of the controllers of screens that left (``trims``), as
  /// for `UIKitHost`.
  private func report(_ fact: PlatformFact) {
    session?.report(fact)
  }

  /// Runs `body` once the transition's animation has run on the clock.
  func later(_ body: @escaping @MainActor () -> Void) {
    Task { @MainActor [clock] in
      try? await clock.sleep(for: .milliseconds(350))
      body()
    }
  }

  // MARK: The hierarchy, by position

  /// A stack in the hierarchy: a root stack (by tab position) or a layer's.
  enum StackIndex: Hashable { case root(Int), layer(Int) }

  var topIndex: StackIndex {
    if !hierarchy.layers.isEmpty { return .layer(hierarchy.layers.count - 1) }
    if let shown = hierarchy.split {
      // Collapsed, the top column's stack is on top; expanded, the detail's (the last column).
      let columns: [SplitColumn] =
        hierarchy.stacks.count == 3 ? [.sidebar, .supplementary, .detail] : [.sidebar, .detail]
      return .root(shown.collapsed ? columns.firstIndex(of: shown.showing) ?? 0 : columns.count - 1)
    }
    return .root(hierarchy.selectedTab ?? 0)
  }

  func ids(at index: StackIndex) -> [ScreenID] {
    switch index {
    case .root(let i): hierarchy.stacks.indices.contains(i) ? hierarchy.stacks[i] : []
    case .layer(let i): hierarchy.layers.indices.contains(i) ? hierarchy.layers[i] : []
    }
  }

  private func set(_ index: StackIndex, to ids: [ScreenID]) {
    switch index {
    case .root(let i) where hierarchy.stacks.indices.contains(i): hierarchy.stacks[i] = ids
    case .layer(let i) where hierarchy.layers.indices.contains(i): hierarchy.layers[i] = ids
    default: break
    }
  }

  private func index(of location: StackLocation, in state: NavigationState) -> StackIndex? {
    switch location {
    case .root: .root(0)
    case .tab(let id): state.tabBar?.tabs.firstIndex { $0.id == id }.map(StackIndex.root)
    case .column(let column): state.split?.columns.firstIndex(of: column).map(StackIndex.root)
    case .modal(let i): .layer(i)
    }
  }

  private func location(of index: StackIndex) -> StackLocation {
    switch index {
    case .root(let i):
      if let split = session?.model.shown.split { return .column(split.columns[i]) }
      return session?.model.shown.tabBar.map { .tab($0.tabs[i].id) } ?? .root
    case .layer(let i): return .modal(i)
    }
  }
}

extension ScreenRead {
  /// The identities of the stack at `index`.
  fileprivate func callAsFunction(_ index: UIKitStandIn.StackIndex) -> [ScreenID] {
    switch index {
    case .root(let i): stacks.indices.contains(i) ? stacks[i] : []
    case .layer(let i): layers.indices.contains(i) ? layers[i] : []
    }
  }
}

/// The contract's driver for ``UIKitStandIn``: each gesture is the trace UIKit plays for it. The
/// Back button and a swipe play in two halves, the second once their animation has run on the
/// clock, so a watchdog's read, a request or another gesture can land in between.
@MainActor
final class UIKitStandInDriver: HostDriver, SessionDriver {
  private(set) var host: UIKitStandIn?
  /// How the UIKit of the hosts this driver makes behaves where Apple documents nothing.
  let variants: UIKitVariants

  init(variants: UIKitVariants = UIKitVariants()) {
    self.variants = variants
  }

  /// A driver acting on `host`, made by the test.
  init(over host: UIKitStandIn) {
    variants = host.variants
    self.host = host
  }

  func makeHost() -> any NavigationHost {
    let host = UIKitStandIn()
    host.variants = variants
    self.host = host
    return host
  }

  /// What UIKit shows: the session's model when the hierarchy shows the same screens, `nil`
  /// (nothing the navigator knows) when it shows others. Read as the host reads it: an expanded
  /// split has no column on top until it collapses and asks the session.
  var shown: NavigationState? {
    guard let host, let model = host.session?.model, host.read() == model.shown.read else {
      return nil
    }
    return model.shown
  }
  var events: [HostEvent] { host?.events ?? [] }
  var focusDirectives: [FocusDirective] { host?.focusDirectives ?? [] }
  var dialogToTap: DialogContent? { (try? host?.shownDialog())?.modals.last?.dialog }
  var session: HostSession? { host?.session }

  func simulate(_ gesture: HostDriverGesture) throws {
    guard let host, let session = host.session else { throw HostError.notAttached }
    let screen = session.model.shown
    let stack = screen[stack: screen.topLocation] ?? screen.topStack
    let back = stack.path.dropLast().last?.id ?? stack.root.id
    switch gesture {
    case .swipeBack(let cancelled):
      guard !stack.path.isEmpty else { throw HostError.doesNotFit(.popped(to: back), screen: screen) }
      try session.check(.popped(to: back), interactive: true)
      let top = host.topIndex
      host.play(UIKitTraces.swipeBackBegins(host.variants))
      host.later {
        host.play(
          cancelled ? UIKitTraces.swipeLetGo(host.variants) : UIKitTraces.swipeBackEnds(host.variants),
          on: top)
      }
    case .tapBack where screen.isOnAColumnsFirstScreen:
      host.play(UIKitSplitTraces.backPastAColumn(host.variants))
    case .tapBack:
      guard !stack.path.isEmpty else { throw HostError.doesNotFit(.popped(to: back), screen: screen) }
      // NB: whether the bar takes a tap while a transition animates is `UIKitVariants.backTapDuringAPop`.
      guard host.coordinator == nil || host.variants.backTapDuringAPop == .popsAgain else {
        throw HostError.doesNotFit(.popped(to: back), screen: screen)
      }
      if session.holdsBackButton(of: stack.top.id) {
        host.play(UIKitTraces.heldBackButtonTap)
      } else {
        let top = host.topIndex
        host.play(UIKitTraces.backButtonAnimationBegins(host.variants))
        host.later { host.play(UIKitTraces.backButtonAnimationEnds(host.variants), on: top) }
      }
    case .pullDown(let cancelled):
      guard let layer = screen.modals.last else {
        throw HostError.doesNotFit(.dismissed(layer: screen.topScreen.id), screen: screen)
      }
      try session.check(.dismissed(layer: layer.id), interactive: true)
      host.play(
        cancelled
          ? UIKitTraces.pullDownCancelled(host.variants)
          : UIKitTraces.pullDown(layerIndex: screen.modals.count - 1, host.variants))
    case .splitResize(let collapsed):
      // A resize that keeps the size class (compact to compact) calls nothing.
      guard let shown = host.hierarchy.split, shown.collapsed != collapsed else { return }
      host.play(collapsed ? UIKitSplitTraces.collapses : UIKitSplitTraces.expands)
    case .tapDialogButton(let index):
      _ = try host.shownDialog().dialogButton(at: index)
      host.play(UIKitTraces.dialogButtonTap(index: index))
    case .tapOutsideDialog:
      _ = try host.shownDialog().dialogButton(at: nil)
      host.play(UIKitTraces.dialogTapOutside(layerIndex: screen.modals.count - 1, host.variants))
    case .selfDismiss:
      guard !screen.modals.isEmpty else {
        throw HostError.doesNotFit(.dismissed(layer: screen.topScreen.id), screen: screen)
      }
      let index = screen.modals.count - 1
      host.play(
        screen.modals[index].dialog == nil
          ? UIKitTraces.screenDismissesItsLayer(layerIndex: index)
          : UIKitTraces.dialogDismissedInCode(layerIndex: index))
    case .tapTab(let tab):
      guard let index = screen.tabBar?.tabs.firstIndex(where: { $0.id == tab }) else {
        throw HostError.doesNotFit(.selected(tab: tab), screen: screen)
      }
      try session.check(.selected(tab: tab), interactive: false)
      host.play(UIKitTraces.tabTap(index: index))
    }
  }

  func afterNextStep(_ body: @escaping @MainActor () -> Void) { host?.afterNextStep = body }
  func breakNextStep(_ failure: HostDriverFailure) { host?.failure = failure }
  func settle() async { await host?.clock.run() }
}
