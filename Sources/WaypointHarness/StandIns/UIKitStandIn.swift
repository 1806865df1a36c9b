@_spi(Hosts) import Waypoint
import WaypointTesting

/// What UIKit does, one callback or state change at a time, as the traces in
/// `UIKitTraces.swift` record it (each trace gives its `Source:` or says `Undocumented:`).
enum UIKitEvent: Hashable, Sendable {
  /// The top-most navigation controller pops to position `index` (`nil`: one back): the stand-in
  /// changes its `viewControllers` at once and, for an animated pop, attaches a transition
  /// coordinator, interactive when a gesture drives it.
  /// Undocumented: when `viewControllers` changes and when the coordinator is attached (Apple's
  /// popViewController(animated:) page: it "removes the top view controller from the stack and
  /// makes the new top of the stack the active view controller"); not played as a variant: a device
  /// check would log both right after the pop and in `willShow`. A pop without animation gets no
  /// coordinator, as radianttap/Coordinator#19 measured ("In this case
  /// `navigationController.transitionCoordinator` will be `nil`").
  case pop(toIndex: Int?, animated: Bool, interactive: Bool)
  /// `navigationController(_:willShow:animated:)` for the new top.
  /// Source: UINavigationController.h:110 ("Called when the navigation controller shows a new top
  /// view controller via a push, pop or setting of the view controller stack.").
  case willShow
  /// The coordinator's completion (`animateAlongsideTransition(_:completion:)`), with
  /// `context.isCancelled`; the stand-in puts a cancelled pop's controllers back.
  /// Source: UIViewControllerTransitionCoordinator.h:87-88 ("The completionBlock is invoked after the
  /// transition completes.") and :43 ("It is only set to YES for an interactive transition that was
  /// cancelled."). Undocumented: that `viewControllers` is back as before when the completion runs;
  /// not played as a variant: a device check would log it in the completion of a swipe let go.
  case transitionEnds(cancelled: Bool)
  /// An interactive pop called off: the navigation controller puts the popped controllers back
  /// before the coordinator's completion (`UIKitVariants.cancelledSwipe`,
  /// `willShowAndDidShowBeforeCompletion`); nothing is reported.
  case popCalledOff
  /// `navigationController(_:didShow:animated:)` (UINavigationController.h:110, as `willShow`).
  /// Undocumented: where it comes among the coordinator's callbacks: `UIKitVariants.popCallbacks`;
  /// after a swipe let go, `UIKitVariants.cancelledSwipe`.
  case didShow
  /// UIKit releases the coordinator.
  /// Source: UIViewControllerTransitionCoordinator.h:77-78 ("released after the transition completes
  /// and the last callback has been made"). Undocumented: whether that is before or after `didShow`:
  /// `UIKitVariants.popCallbacks` (`releasedBeforeDidShow`).
  case coordinatorReleased
  /// The user starts pulling the top layer down: `presentationControllerShouldDismiss`, then
  /// (allowed) `presentationControllerWillDismiss` with the presenting controller's coordinator,
  /// or (refused) `presentationControllerDidAttemptToDismiss`.
  /// Source: UIPresentationController.h:49-50 ("before interaction or animations begin"; "Use this
  /// callback to setup alongside animations or interaction notifications with the
  /// presentingViewController's transitionCoordinator.") and :58 ("user-initiated dismissal is
  /// prevented"). Undocumented: whether there is a coordinator: `UIKitVariants.pullDownCallbacks`
  /// (`noCoordinator`). ShouldDismiss "may be called at any time, and may not necessarily be
  /// followed by presentationControllerWillDismiss: or presentationControllerDidDismiss:" (:44);
  /// not played as a variant: a device check would log the three while pulling a sheet a little.
  case pullDownBegins
  /// The layers from `index` up leave UIKit's hierarchy (a finished pull-down, a screen
  /// dismissing itself or a layer below it); their containers disappear.
  /// Source: UIViewController.h:187 (`viewDidDisappear:`, "Called after the view has fully been
  /// dismissed, covered, or otherwise hidden, when any transition animations have completed.") and
  /// Apple's dismiss(animated:completion:) page ("calling this method on a view controller lower in
  /// the stack dismisses its immediate child view controller and all view controllers above that
  /// child on the stack").
  case layersLeave(fromIndex: Int)
  /// `presentationControllerDidDismiss`.
  /// Source: UIPresentationController.h:54 ("after all animations are finished"). Undocumented: its
  /// order against the container's `viewDidDisappear`: `UIKitVariants.pullDownCallbacks`.
  case didDismiss
  /// The alert of the dialog layer at `index` leaves UIKit's hierarchy, dismissed in code: no
  /// handler runs; its view leaves the window, and the host's probe reads the layers on the next
  /// main-queue turn (the host's choice).
  /// Source: UIAlertAction's page (its handler is "a handler to execute when the user taps the
  /// button") and UIView's `didMoveToWindow()` page ("The window property may be nil by the time
  /// that this method is called, indicating that the receiver does not currently reside in any
  /// window.").
  case alertLeaves(index: Int)
  /// A tap on tab `index`: `tabBarController(_:shouldSelect:)`, then, when allowed, the
  /// selection and `tabBarController(_:didSelect:)`.
  /// Source: Apple's shouldSelect page ("The tab bar controller calls this method in response to
  /// the user tapping a tab bar item."; it returns "true if the view controller's tab should be
  /// selected or false if the current tab should remain active") and didSelect page ("Tells the
  /// delegate that the user selected an item in the tab bar.").
  case tabTapped(index: Int)
  /// A tap on the More tab of a bar of more than five tabs: `tabBarController(_:shouldSelect:)`
  /// and, when allowed, `didSelect` with the More navigation controller, which shows its list
  /// (tapped while a tab it lists shows, it pops to its list). The host reports the list.
  case moreTapped
  /// The user picks the tab at `index` of the bar in the More list: the More navigation controller
  /// shows it, and the host reports the tab selected; with `UIKitVariants.morePick`'s
  /// `showsItsFirstScreenOnly`, UIKit shows the tab's first screen alone and the host reads that.
  case morePicked(index: Int)
  /// Back on the first screen of a tab the More list shows: the More navigation controller pops to
  /// its list, and the host reports the list.
  case moreListBack
  /// The user ends an edit of the sidebar (iOS 18+: `tabBarController(_:displayOrderDidChangeFor:)`
  /// for each reordered group, `tabBarController(_:visibilityDidChangeFor:)` for the tabs they hid
  /// or showed) or of the More tab (below: `didEndCustomizing`): the tabs are listed in `order`
  /// (indices in the bar), those of `hidden` hidden. The host reads the whole arrangement in each.
  case tabsEdited(order: [Int], hidden: [Int])
  /// The width turns compact (`collapsed`) or regular while no split is on screen: a tab's split
  /// view collapses with `didCollapse` (or expands with `didExpand`) `atOnce`, or as its tab is
  /// selected (`UIKitSplitTraces.resizeWithTheSplitsTabHidden`).
  case hiddenSplitResized(collapsed: Bool, atOnce: Bool)
  /// The app sets the navigation controller's `delegate` to an object of its own (one delegate:
  /// UINavigationController.h:82).
  case delegateReplaced
  /// A screen sets its navigation controller's `interactivePopGestureRecognizer.isEnabled` to
  /// `false`; the stand-in then takes swipe back as off for that stack.
  /// Source: UIGestureRecognizer.h:52 ("disabled gesture recognizers will not receive touches").
  /// Undocumented: iOS 26's content swipe (`interactiveContentPopGestureRecognizer`, iOS 26.2
  /// UINavigationController.h:88-91), which this does not turn off; not played as a variant
  /// (`UIKitTraces.screenTurnsOffSwipeBack` gives the device check).
  case screenTurnsOffSwipeBack
  /// The root controller's view appears in a window (`viewDidAppear`).
  /// Source: UIViewController.h:183 ("Called after the view has fully transitioned to visible, when
  /// any transition animations have completed.").
  case rootAppears
  /// The scene of the root's window disconnects (`UIScene.didDisconnectNotification`).
  /// Source: Apple's didDisconnectNotification page ("A notification that indicates that UIKit
  /// removed a scene from your app.").
  case sceneDisconnects
  /// The top layer's container disappears (`viewDidDisappear`) while UIKit still holds the
  /// presented chain (`UIKitTraces.coverChainDismissedFromBelow`); the host reads the layers then
  /// and again on the next main-queue turn.
  /// Undocumented: whether `presentedViewController` is already `nil` in that `viewDidDisappear`;
  /// not played as a variant (a chain let go of within a turn is read by the second read): a device
  /// check would log `presentingViewController.presentedViewController` in the cover's
  /// `viewDidDisappear` while the chain is dismissed from below.
  case topLayerDisappears
  /// UIKit lets go of the layers from `index` up (their presenters' `presentedViewController`
  /// becomes `nil`), with no callback. Undocumented: when, as `topLayerDisappears`.
  case layersUnlinked(fromIndex: Int)
  /// The Back button of the top screen, whose `navigationItem.backAction` the host set while a
  /// leave guard protects it: UIKit calls the action and nothing pops.
  /// Source: UINavigationItem.h:105 ("Replaces the back action for the navigation bar. if a back
  /// button is naturally present, this replaces only its action").
  case backAction
  /// A tap on button `index` of the top layer's dialog with `texts` typed in its fields: UIKit
  /// dismisses the alert controller, then calls the action's handler, which reports the button
  /// and the layer leaving.
  /// Source: UIAlertController's page ("When the user taps that action, the alert controller
  /// executes the block you provided when creating the action object."); measured,
  /// pointfreeco/swift-navigation#201 ("Currently, `onDismiss` is called _before_ the
  /// `UIAlertAction` is processed", `onDismiss` being sent from the alert's `viewDidDisappear`).
  /// Undocumented: that the alert has left `presentedViewController` when the handler runs; not
  /// played as a variant: a device check would log it in the handler.
  case dialogButtonTapped(index: Int, texts: [String])
  /// A tap outside an action sheet shown as a popover (iPad): UIKit dismisses it and calls the
  /// handler of its cancel action.
  /// Undocumented: what such a tap does to the handlers: this event is `UIKitVariants.tapOutside`
  /// `cancelHandlerRuns` (`noHandler` plays `alertLeaves` instead).
  case dialogTapOutside
  /// The split view's width turns compact: UIKit asks the delegate for the top column
  /// (`topColumnForCollapsingToProposedTopColumn`, proposing `proposed`) and stacks the columns
  /// up to the answer.
  /// Source: Apple's topColumnForCollapsingToProposedTopColumn page ("Asks the delegate to provide
  /// the column to display after the split view interface collapses."). Undocumented: how the
  /// columns' navigation controllers are stacked (UISplitViewController.h:52); not played as a
  /// variant (`UIKitSplitTraces.collapses` gives the device check).
  case splitCollapses(proposed: SplitColumn)
  /// `splitViewControllerDidCollapse`.
  /// Source: Apple's splitViewControllerDidCollapse(_:) page ("The split view controller calls this
  /// method after its interface has collapsed, meaning that isCollapsed is true.").
  case didCollapse
  /// The split view's width turns regular: UIKit puts each column's stack back in its column.
  /// Undocumented: that the columns get back what was pushed on them while collapsed; not played as
  /// a variant (`UIKitSplitTraces.expands` gives the device check).
  case splitExpands
  /// `splitViewControllerDidExpand` (UISplitViewController.h:247).
  case didExpand
  /// Collapsed, the Back button of the first screen of the top column: UIKit pops the column (its
  /// navigation controller leaves the one before it, whose `didShow` comes), calling
  /// `splitViewController(_:willHideColumn:)` first when `willHide`.
  /// Undocumented: whether that Back sends `willHideColumn` (Apple's splitViewController(_:willHide:)
  /// page: sent when "the system is preparing to hide one of its columns"): `UIKitVariants.columnBack`
  /// sets `willHide`. The nesting and its `didShow` are the stand-in's model, as in `splitCollapses`.
  case columnBack(willHide: Bool)
}

/// A Linux stand-in for the UIKit host: UIKit's hierarchy as identities (what each navigation
/// controller's `viewControllers` holds, which layers are presented, the selected tab, whether
/// a transition coordinator is attached), driven by the events of a trace, and forwarding each
/// callback to `HostSession` exactly as `UIKitHost` does.
@MainActor
final class UIKitStandIn: StandIn {
  override var capabilities: HostCapabilities { [.dismissesLayersTogether] }
  /// How UIKit behaves where Apple documents nothing (the first case of each by default).
  var variants = UIKitVariants()
  /// UIKit's hierarchy: each root stack (one, or one per tab) and each presented layer's stack.
  private(set) var hierarchy = ScreenRead(stacks: [])
  /// Where each of the hierarchy's root stacks is (a tab's, a column's): UIKit keeps its tabs
  /// where they were made while the user reorders them (a group's `displayOrder`), and the host
  /// finds each by its identity (`UIKitHost`'s `TabMark`).
  private var hierarchyLocations: [StackLocation] = []
  /// Whether the window's width collapses split views, once a resize said so: a tab's split that
  /// comes on screen collapses or expands to it.
  private var windowCollapses: Bool?

  /// The tabs of the hierarchy, in its order.
  private var hierarchyTabs: [AnyTag] {
    var tabs: [AnyTag] = []
    for location in hierarchyLocations {
      switch location {
      case .tab(let id), .tabColumn(let id, _): if tabs.last != id { tabs.append(id) }
      case .root, .modal, .column: continue
      }
    }
    return tabs
  }
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
  /// Whether each stack's swipe back (`interactivePopGestureRecognizer.isEnabled`) is on: the app's
  /// choice, which the host never writes (it holds a swipe with `SwipeBackHold`, as the session
  /// says, `answer(.swipeBack(at:fromContent:))`).
  private(set) var swipeBack: [StackIndex: Bool] = [:]
  /// Whether the root's view is in a window; set `false` before attaching to attach off screen.
  var isInWindow = true
  /// Whether the window's width is compact (an iPhone, Slide Over), where UIKit collapses a split
  /// as it enters the window (see `splitEntersWindow`); `nil`: the width the navigator's state was
  /// made for.
  var isCompact: Bool?
  /// The rule the host followed before: a split's `isCollapsed` was read at attachment (before
  /// the root was in a window, where a split is still expanded: see `splitEntersWindow`) and not
  /// once the root appeared.
  var readsSplitCollapseAtAttachment = false
  /// The rule the host followed before: a split's `isCollapsed` was read once, as the root
  /// appeared, and not again a main-queue turn later (`UIKitVariants.collapseRead`).
  var readsSplitCollapseOnce = false
  /// The names of the presentation styles whose `UIKitHost.Presentation.configure` sets
  /// `isModalInPresentation` (the app turns their pull-down off).
  var modalStyles: Set<String> = []
  /// The ids of the views and bar button items registered as anchors (of popovers, and of
  /// VoiceOver's focus when a layer they opened closes).
  var anchors: Set<String> = []
  /// The ids of anchors whose view is in no window (its screen is in a column a collapsed split
  /// hides, or under a pushed screen or a cover).
  /// Undocumented: that such a view is in no window, except under a full-screen cover ("The views
  /// belonging to the presenting view controller are removed after the presentation completes.",
  /// UIModalPresentationStyle.fullScreen); not played as a variant (`UIKitTraces.anchorOffScreen`
  /// gives the device check).
  var anchorsOffScreen: Set<String> = []
  /// The anchors that are bar button items, with the screen whose navigation item holds each: on
  /// screen while that screen is the top of a stack in view, as `UIKitLogic.anchorOnScreen(_:)` reads
  /// the bars.
  var barItems: [String: ScreenID] = [:]
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
    hierarchyLocations = session?.model.shown.rootStackLocations ?? []
    try? controllers.register(Page.self) { _ in Controller() }
    try? controllers.register(NavigationProgram.Page.self) { _ in Controller() }
    session?.trims(controllers)
    makeControllers()
    if readsSplitCollapseAtAttachment, hierarchy.split != nil { report(.splitCollapsed(false, top: nil)) }
    // As UIKitHost: the first drawing's layers are presented once the root is in a window (UIKit
    // does not present from a view in no window: see `start`).
    if !isInWindow {
      hierarchy.layers = []
      report(.drawnInWindow(false))
    } else {
      splitEntersWindow()
    }
  }

  /// UIKit collapses a split (made expanded) as the root enters a window of a compact width, and
  /// (the stand-in's choice) expands one made collapsed in a regular one; the host then reads
  /// `isCollapsed` and reports it, as `UIKitHost.reportSplitCollapse` does.
  /// Undocumented: measured in a 2016 post (commandshift.co.uk), "When a split view controller is
  /// born, it assumes it is in a non-collapsed state. When it is added to the window, if running in
  /// a .Compact horizontal size class, it collapses"; whether `didCollapse` comes is
  /// `UIKitVariants.firstCollapse` (`UIKitSplitTraces.entersACompactWindow`). Not played as a
  /// variant: that the top column is asked (the stand-in asks it). Whether `isCollapsed` is final
  /// when the root appears is `UIKitVariants.collapseRead`: the host reads it then and again a
  /// main-queue turn later. A device check would log `isCollapsed` at attachment, in
  /// `viewDidAppear` and a turn later, and the delegate calls, on an iPhone.
  private func splitEntersWindow() {
    guard let isCompact, let shown = hierarchy.split, let session else { return }
    let top = shown.collapsed ? shown.showing : session.topColumnForCollapsing(proposed: .detail) ?? .detail
    let collapse = { [self] in
      hierarchy.split = SplitRead(collapsed: isCompact, showing: isCompact ? top : shown.showing)
    }
    let read = { [self] in report(.splitCollapsed(hierarchy.split?.collapsed ?? false, top: nil)) }
    guard !readsSplitCollapseAtAttachment else { return collapse() }
    switch variants.collapseRead {
    case .finalWhenTheRootAppears:
      collapse()
      read()
    case .finalATurnLater:
      read()
      collapse()
    }
    guard !readsSplitCollapseOnce else { return }
    Task { @MainActor in read() }
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
      // As `UIKitLogic.anchorOnScreen(_:)`: a registered anchor in a window (see `anchorsOffScreen`).
      let tops = Set(session.drawn.visibleScreens.map(\.id))
      _ = try session.popoverAnchor(of: layer) { id in
        let onScreen = barItems[id].map(tops.contains) ?? !anchorsOffScreen.contains(id)
        return anchors.contains(id) && onScreen ? id : nil
      }
    case .setRoot, .arrangeTabs: try session.checkTabs(after: step)
    default: break
    }
  }

  /// The host gives focus back to the views and bar button items registered as anchors.
  override func holdsElement(_ id: String) -> Bool { anchors.contains(id) }

  /// Whether a swipe back can begin in the stack at `index`: the app left its recognizer on, and the
  /// host's hold lets it go (`UIKitHost.holdSwipeBack`). `fromContent`: iOS 26's swipe from the
  /// content (`UIKitTraces.contentSwipeBackBegins`), which the edge recognizer's `isEnabled` does not
  /// turn off.
  func swipeBackBegins(at index: StackIndex, fromContent: Bool = false) -> Bool {
    guard fromContent || swipeBack[index] != false else { return false }
    return session?.answer(.swipeBack(at: location(of: index), fromContent: fromContent)) == true
  }

  /// Whether iOS 18's zoom dismissal of the screen on top can begin: the zoom's
  /// `interactiveDismissShouldBegin`, as `UIKitLogic.prepareTransitions(of:shown:)` answers it.
  func zoomDismissBegins() -> Bool {
    guard let session else { return false }
    return session.answer(.zoomDismissal(of: session.drawn.topScreen.id))
  }

  // MARK: HostPlatform: what UIKitHost's calls do to UIKit's hierarchy

  override func start(_ step: NavigationStep, animated: Bool) {
    guard let session else { return }
    let end = session.drawn.read
    let failure = takeFailure(for: step)
    makeControllers()
    if failure == .stallsWithoutShowing { return }
    if failure == .stallsHalfway {
      // The stand-in's model of a step left half done: half of it on screen, no callback (two of
      // three pushes, a layer with all but its last screen); the top layer of those going gone, its
      // container reporting it as it disappears.
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
      case .selectTab, .arrangeTabs, .showColumn, .setRoot:
        break
      }
      return
    }
    // Undocumented: presenting from a view in no window. UIKit logs "Attempt to present … whose
    // view is not in the window hierarchy" (fulldecent/FDTake#5) and does not present; whether the
    // completion runs is not documented. Not played as a variant: the stand-in calls none (the
    // watchdog reads back); a device check would present from the root before its viewDidAppear
    // and log the completion.
    if case .present = step, !isInWindow { return }
    if case .setStack(_, let location) = step, let index = index(of: location, in: session.drawn) {
      // setViewControllers: the stand-in changes the stack at once; an animated change in a window
      // attaches a coordinator and ends with willShow and didShow, any other has no coordinator.
      // Source: UINavigationController.h:72 ("If animated is YES, then simulate a push or pop
      // depending on whether the new top view controller was previously in the stack.") and :110
      // (willShow and didShow for a "setting of the view controller stack").
      // Undocumented: whether a change off screen sends didShow: `UIKitVariants.stackSetOffWindow`
      // (NB: the stand-in plays it for every change without a coordinator, one not animated in a
      // window too). Not played as variants: when willShow comes (the stand-in sends it with
      // didShow) and whether a change that keeps the top attaches a coordinator; a device check
      // would log willShow, didShow and `transitionCoordinator` against setViewControllers'
      // return.
      // NB: by location: the hierarchy lists the tabs where UIKit made them, `end` as drawn.
      set(index, to: session.drawn[stack: location]?.entries.map(\.id) ?? end(index))
      guard failure == nil else { return }
      // NB: as UIKitHost, an animation only in a window; without one, no coordinator.
      let attached = animated && isInWindow
      report(.stackSet(location, ids(at: index), transitionAttached: attached, delegateIsHost: isDelegate))
      guard attached else {
        if variants.stackSetOffWindow == .didShow { didShow(at: index) }
        return
      }
      coordinator = (false, [])
      // NB: the stand-in's choice: the navigation controller keeps its controllers when its layer
      // leaves the screen meanwhile (a screen dismissing the layer), and its callbacks come and
      // name them still. Undocumented, not played as a variant (the host forwards only the
      // callbacks of the navigation controllers it still lists, `UIKitHost.location(of:)`).
      let shown = ids(at: index)
      later { [self] in
        if isDelegate { report(.stackWillShow(location, top: shown.last, interactive: false)) }
        didShow(at: index, showing: shown)
        coordinator = nil
      }
      return
    }
    // present, dismiss: UIKit's completion handler. Source: UIViewController.h:249-250 (present's
    // "will be invoked after the presented controllers viewDidAppear: callback is invoked") and
    // :253 (dismiss's "will be invoked after the dismissed controller's viewDidDisappear: callback
    // is invoked"). A tab selected in code, a root swapped: the host's own completion (right after
    // `selectedIndex`; `UIView.transition`'s), not UIKit's. A column shown: the split's
    // coordinator's completion when it animates (UISplitViewController.h:115, "the
    // transitionCoordinator for the UISplitViewController is available following the
    // -show/hideColumn: message"). An animated step completes `later`.
    // NB: a presentation or a dismissal changes the layers only; the stacks beneath stay as UIKit
    // holds them, which may not be what the session holds (a pop it never heard of).
    // Undocumented: UIViewController.h:247-252 says what `present` and `dismiss` call back, not
    // that they leave the presenter's navigation stacks alone; the stand-in takes it as given
    // (before, it drew the session's stacks here, which hid a missed pop). Not played as a variant.
    // NB: the root stacks' places follow the stacks: a presentation leaves both where they were
    // (after a user's reorder, UIKit's places, not the session's order).
    switch step {
    case .present, .dismiss, .dismissLayers: hierarchy.layers = end.layers
    case .setStack, .selectTab, .arrangeTabs, .showColumn, .setRoot:
      hierarchy = end
      hierarchyLocations = session.drawn.rootStackLocations
    }
    // The stand-in's model: a tab's split that comes on screen collapses or expands to the
    // window's width, and the host reads it (`UIKitHost`'s selectTab step).
    var collapseRead: Bool?
    if case .selectTab = step, let shown = hierarchy.split, let windowCollapses,
      shown.collapsed != windowCollapses
    {
      hierarchy.split?.collapsed = windowCollapses
      collapseRead = windowCollapses
    }
    guard failure == nil else { return }
    let complete: @MainActor @Sendable () -> Void = { [self] in
      report(.stepCompleted)
      if let collapseRead { report(.splitCollapsed(collapseRead, top: nil)) }
    }
    if animated { later(complete) } else { complete() }
  }

  /// What UIKit shows, as `UIKitHost.read()` reads it. NB: the stand-in's model, as the host's: an
  /// expanded split has no column on top, and the one that would be is the session's answer to
  /// `topColumnForCollapsing`.
  override func read() -> ScreenRead? {
    var read = hierarchy
    // NB: the host reads the tabs' stacks in the order the session draws them, by identity.
    if let shown = session?.drawn, let ids = shown.tabBar?.ids, ids != hierarchyTabs,
      Set(shown.rootStackLocations) == Set(hierarchyLocations)
    {
      read.stacks = shown.rootStackLocations.map {
        hierarchy.stacks[hierarchyLocations.firstIndex(of: $0) ?? 0]
      }
      read.selectedTab = hierarchy.selectedTab.flatMap { ids.firstIndex(of: hierarchyTabs[$0]) }
    }
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
  /// Source: Apple's sample code CustomTransitions (AAPLCheckerboardFirstViewController.m: "or nil
  /// if the transition should use the navigation controller's default push/pop animation").
  /// `swiping`: the pop is the swipe back's (`UIKitTraces.swipeBackAsksForItsAnimation`).
  func animationController(
    pushing: Bool, from: ScreenID?, to: ScreenID?, swiping: Bool = false
  ) -> String? {
    let transition = session?.pushTransition(pushing: pushing, from: from, to: to, swiping: swiping)
    guard case .custom = transition else { return nil }
    return session?.registered(for: transition) { pushAnimations.contains($0) ? $0 : nil }
  }

  /// What `PopoverDelegate.adaptivePresentationStyle(for:traitCollection:)` answers for the popover of
  /// the layer `id` when UIKit asks with a compact width or (`compactWidth: false`) a compact height
  /// alone: `"pageSheet"`, or `"none"` (it stays a popover).
  /// Source: UIPresentationController.h:31 ("Returning UIModalPresentationNone will indicate that an
  /// adaptation should not happen."). Undocumented: whether UIKit asks for a compact height alone;
  /// not played as a variant (`UIKitTraces.compactHeightAsksForTheAdaptiveStyleToo` gives the
  /// device check).
  func adaptiveStyle(ofLayer id: ScreenID, compactWidth: Bool = true) -> String? {
    session?.popoverAdaptation(ofLayer: id, compactWidth: compactWidth).map {
      $0 == .sheet ? "pageSheet" : "none"
    }
  }

  /// The source view of the zoom `UIKitLogic.prepareTransitions(of:shown:)` gives the screen `entry` (its
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
    case .popCalledOff:
      if let before = coordinator?.before, !before.isEmpty { set(top, to: before) }
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
      let heldByTheApp = modalStyles.contains(layer.style.name)
      guard session.answer(.pullDown(layerAt: index, heldByTheApp: heldByTheApp)) else {
        // presentationControllerDidAttemptToDismiss: nothing moves (UIPresentationController.h:58)
        return report(.pullDownRefused(layerAt: index, heldByTheApp: heldByTheApp))
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
        session.answer(.selectTab(tabs[index].id))
      else { return }
      hierarchy.selectedTab = hierarchyTabs.firstIndex(of: tabs[index].id)
      hierarchy.showsMoreList = false
      // The stand-in's model: each tab's split keeps the column it shows on top, and follows the
      // window's width as every split does.
      if let split = tabs[index].split {
        hierarchy.split = SplitRead(
          collapsed: windowCollapses ?? hierarchy.split?.collapsed ?? split.isCollapsed,
          showing: split.compactColumn)
      } else {
        hierarchy.split = nil
      }
      report(.tabSelected(tabs[index].id))
      // As UIKitHost: the split of a tab that comes on screen is read.
      if let shown = hierarchy.split { report(.splitCollapsed(shown.collapsed, top: nil)) }
    case .moreTapped:
      guard session.answer(.selectTab(nil)) else { return }
      hierarchy.showsMoreList = true
      report(.moreListShown)
    case .moreListBack:
      hierarchy.showsMoreList = true
      report(.moreListShown)
    case .morePicked(let index):
      // NB: picked in the list, which must be on screen (a More tap refused shows none).
      guard hierarchy.showsMoreList, let tabs = session.model.shown.tabBar?.tabs,
        tabs.indices.contains(index),
        let shown = hierarchyTabs.firstIndex(of: tabs[index].id)
      else { return }
      hierarchy.selectedTab = shown
      hierarchy.showsMoreList = false
      hierarchy.split = nil
      // As UIKitHost: the More navigation controller's didShow names the tab it shows.
      report(.moreShowsTab(tabs[index].id))
      let location = StackLocation.tab(tabs[index].id)
      if variants.morePick == .showsItsFirstScreenOnly,
        let stack = self.index(of: location, in: session.drawn),
        ids(at: stack).count > 1
      {
        set(stack, to: Array(ids(at: stack).prefix(1)))
        report(.stackShown(location, ids(at: stack)))
      }
    case .hiddenSplitResized(let collapsed, let atOnce):
      windowCollapses = collapsed
      if atOnce { report(.splitCollapsed(collapsed, top: nil)) }
    case .tabsEdited(let order, let hidden):
      guard let ids = session.model.shown.tabBar?.ids else { return }
      report(
        .tabsArranged(
          order.filter(ids.indices.contains).map { ids[$0] },
          hidden: hidden.filter(ids.indices.contains).map { ids[$0] }))
    case .delegateReplaced:
      isDelegate = false
    case .screenTurnsOffSwipeBack:
      swipeBack[top] = false
    case .sceneDisconnects:
      report(.windowClosed)
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
      report(.backTapped(id))
    case .dialogButtonTapped(let index, let texts):
      answerDialog(button: { _ in index }, texts: texts)
    case .dialogTapOutside:
      answerDialog(button: { $0.buttons.firstIndex { $0.role == .cancel } }, texts: [])
    case .splitCollapses(let proposed):
      guard hierarchy.split != nil else { return }
      windowCollapses = true
      let answer = session.topColumnForCollapsing(proposed: proposed) ?? proposed
      hierarchy.split = SplitRead(collapsed: true, showing: answer)
    case .didCollapse:
      report(.splitCollapsed(true, top: nil))
    case .splitExpands:
      guard hierarchy.split != nil else { return }
      windowCollapses = false
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

  /// The handler of a button of the top layer's dialog, as `UIKitLogic.makeDialog` sets it, once
  /// UIKit has taken the alert away (see `UIKitEvent.dialogButtonTapped`).
  private func answerDialog(button: (DialogContent) -> Int?, texts: [String]) {
    guard let session, let layer = session.model.shown.modals.last, let dialog = layer.dialog,
      let index = button(dialog), hierarchy.layers.last?.first == layer.id
    else { return }
    hierarchy.layers.removeLast()
    alertProbeReads()
    report(.dialogAnswered(layer.id, button: index, texts: texts))
    report(.layerItemCleared(layer.id))
  }

  /// The probe of an alert whose view left the window, as `UIKitHost.makeAlert` adds it: it
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
  /// being dismissed has left it; the stand-in's choice: it takes no tap).
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
    // With `UIKitVariants.moreTabStack`'s `screensMovedIn`, the stack of a tab the More list shows
    // is the More navigation controller's, whose didShow the host also reads for the tab it shows.
    if variants.moreTabStack == .screensMovedIn, case .tab(let tab) = location,
      let bar = session?.model.shown.tabBar, bar.selected.id == tab, !bar.showsMoreList,
      bar.tabsUnderMore.contains(tab)
    {
      report(.moreShowsTab(tab))
    }
    report(.stackShown(location, shown ?? ids(at: index)))
    // As UIKitHost: a column's didShow in a collapsed split on screen also reads the column on top.
    let inAColumn =
      switch location {
      case .column: true
      case .tabColumn(let tab, _): session?.drawn.tabBar?.selected.id == tab
      case .root, .tab, .modal: false
      }
    if inAColumn, let split = read()?.split, split.collapsed {
      report(.columnShown(split.showing))
    }
  }

  /// Reports `fact`; the session lets go of the controllers of screens that left (``trims``), as
  /// for `UIKitHost`.
  private func report(_ fact: PlatformFact) {
    session?.report(fact)
  }

  /// Runs `body` once the transition's animation has run on the clock: 350 ms, the stand-in's
  /// choice. Undocumented: the duration of UIKit's transitions
  /// (`UIViewControllerTransitionCoordinatorContext.transitionDuration` reports it at run time,
  /// UIViewControllerTransitionCoordinator.h:46: "The full expected duration of the transition if it
  /// is run non-interactively."); not played as a variant: a device check would log
  /// `transitionDuration` in `willShow` and the time to the completion.
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
    let tab = hierarchy.selectedTab.flatMap { hierarchyTabs.indices.contains($0) ? hierarchyTabs[$0] : nil }
    if let shown = hierarchy.split {
      // The stand-in's choice: collapsed, the top column's stack is on top; expanded, the
      // detail's (the last column). NB: expanded, each column has its own bar; Back in another
      // column is not played.
      let column = shown.collapsed ? shown.showing : .detail
      let location: StackLocation = tab.map { .tabColumn($0, column) } ?? .column(column)
      return .root(hierarchyLocations.firstIndex(of: location) ?? 0)
    }
    return .root(tab.flatMap { hierarchyLocations.firstIndex(of: .tab($0)) } ?? 0)
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
    case .modal(let i): .layer(i)
    case .root, .tab, .column, .tabColumn: hierarchyLocations.firstIndex(of: location).map(StackIndex.root)
    }
  }

  private func location(of index: StackIndex) -> StackLocation {
    switch index {
    case .root(let i): return hierarchyLocations.indices.contains(i) ? hierarchyLocations[i] : .root
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
/// clock (``UIKitStandIn/later(_:)``), so a watchdog's read, a request or another gesture can land
/// in between.
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
    // NB: the More list has no Back button and no swipe: the tab beneath is not on screen.
    if screen.modals.isEmpty, screen.tabBar?.showsMoreList == true {
      switch gesture {
      case .swipeBack, .tapBack: throw HostError.doesNotFit(.popped(to: back), screen: screen)
      default: break
      }
    }
    switch gesture {
    case .swipeBack(let cancelled):
      guard !stack.path.isEmpty else { throw HostError.doesNotFit(.popped(to: back), screen: screen) }
      try session.check(.popped(to: back), interactive: true)
      let top = host.topIndex
      guard host.swipeBackBegins(at: top) else { throw HostError.heldByLeaveGuard(stack.top.id) }
      host.play(UIKitTraces.swipeBackBegins(host.variants))
      host.later {
        host.play(
          cancelled ? UIKitTraces.swipeLetGo(host.variants) : UIKitTraces.swipeBackEnds(host.variants),
          on: top)
      }
    case .tapBack where screen.isOnAColumnsFirstScreen:
      host.play(UIKitSplitTraces.backPastAColumn(host.variants))
    case .tapBack where screen.isOnAMoreTabsFirstScreen:
      try session.check(.showedMoreList, interactive: false)
      host.play(UIKitTraces.backToTheMoreList)
    case .tapBack:
      guard !stack.path.isEmpty else { throw HostError.doesNotFit(.popped(to: back), screen: screen) }
      // Undocumented: whether the bar takes a Back tap while a transition animates (a coordinator
      // attached): `UIKitVariants.backTapDuringAPop`; on iOS 26 the back button "doesn't wait for
      // one transition to finish and can pop two screens at once" (react-native-screens#3093).
      guard host.coordinator == nil || host.variants.backTapDuringAPop == .popsAgain else {
        throw HostError.doesNotFit(.popped(to: back), screen: screen)
      }
      if !session.answer(.platformBackButton(of: stack.top.id)) {
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
      // A resize that keeps the size class (compact to compact) calls nothing. Source: Apple's
      // isCollapsed page ("Collapsing happens when the split view controller transitions from a
      // horizontally regular to a horizontally compact environment.").
      guard let shown = host.hierarchy.split else {
        // No split on screen: a tab's, if the bar has one, follows the width.
        guard screen.tabBar?.tabs.contains(where: { $0.split != nil }) == true else {
          throw HostError.doesNotFit(.split(collapsed: collapsed, showing: .detail), screen: screen)
        }
        return host.play(UIKitSplitTraces.resizeWithTheSplitsTabHidden(collapsed: collapsed, host.variants))
      }
      guard shown.collapsed != collapsed else { return }
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
    case .tapMore:
      guard let bar = screen.tabBar, !bar.tabsUnderMore.isEmpty else {
        throw HostError.doesNotFit(.showedMoreList, screen: screen)
      }
      guard !bar.showsMoreList else { return }
      try session.check(.showedMoreList, interactive: false)
      host.play(UIKitTraces.moreTap)
    case .tapTab(let tab):
      guard let bar = screen.tabBar, let index = bar.tabs.firstIndex(where: { $0.id == tab }) else {
        throw HostError.doesNotFit(.selected(tab: tab), screen: screen)
      }
      if bar.tabsUnderMore.contains(tab) {
        // A tab the More list lists is picked there: the More tab first, unless its list shows; the
        // selected one's is the More tab's re-tap, back to the list.
        if bar.selected.id == tab, !bar.showsMoreList { return try simulate(.tapMore) }
        try session.check(.selected(tab: tab), interactive: false)
        return host.play((bar.showsMoreList ? [] : UIKitTraces.moreTap) + UIKitTraces.morePick(index: index))
      }
      if bar.selected.id == tab, !bar.showsMoreList, screen.modals.isEmpty {
        return host.play(UIKitTraces.tabRetap(index: index, host.variants))
      }
      try session.check(.selected(tab: tab), interactive: false)
      host.play(UIKitTraces.tabTap(index: index))
    case .arrangeTabs(let order, let hidden):
      // NB: Undocumented: whether a user on the More list can hide or show a tab. The More view's
      // Edit "displays customization UI for the specified controllers" (UITabBarController.h:143,
      // 26.2 SDK); hiding is iOS 18's (:181, "the specified tabs have had their `isHidden` values
      // changed by the user"), in the sidebar's Edit, which is not on screen with a compact bar's
      // More list. The stand-in takes it that a user there cannot. Not played as a variant: in
      // one that could, UIKit would also have to drop the More list it shows, which nothing says.
      if let bar = screen.tabBar, bar.showsMoreList, Set(hidden) != Set(bar.hidden) {
        throw HostError.doesNotFit(.arranged(tabs: order, hidden: hidden), screen: screen)
      }
      let positions = try screen.tabPositions(order, hidden: hidden)
      host.play(UIKitTraces.tabsEdited(order: positions.order, hidden: positions.hidden))
    }
  }

  func afterNextStep(_ body: @escaping @MainActor () -> Void) { host?.afterNextStep = body }
  func breakNextStep(_ failure: HostDriverFailure) { host?.failure = failure }
  func settle() async { await host?.clock.run() }
}
