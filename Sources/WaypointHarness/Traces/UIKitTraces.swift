import Waypoint

/// What UIKit does, recorded as the callbacks and state changes it makes, in their order, each
/// with where the behaviour is written down. Headers are those of the iOS 18.6 SDK
/// (`UIKit.framework/Headers`); a behaviour no document states says so, with what a device
/// check would confirm.
enum UIKitTraces {
  /// The Back button: the stack pops at once, an animated pop attaches a coordinator, `willShow`
  /// then `didShow` come, and the coordinator is released only after the last callback, so it
  /// is still attached in `didShow`.
  ///
  /// Source: UINavigationController.h:110 ("Called when the navigation controller shows a new top
  /// view controller via a push, pop or setting of the view controller stack") and
  /// UIViewControllerTransitionCoordinator.h:74-78 ("an ephemeral object that is released after
  /// the transition completes and the last callback has been made").
  static let backButtonTap: [UIKitEvent] = [
    .pop(toIndex: nil, animated: true, interactive: false), .willShow, .transitionEnds(cancelled: false),
    .didShow, .coordinatorReleased,
  ]

  /// The long-press back menu: the same callbacks as the Back button, popping several screens.
  ///
  /// Source: UINavigationController.h:64 (`popToViewController:animated:` "Pops view controllers
  /// until the one specified is on top"); the menu calls it (UIKit's back-button menu,
  /// iOS 14). Not documented: that the menu pops through this method; a device check would show
  /// `didShow` once for the chosen screen.
  static func backMenu(toIndex index: Int) -> [UIKitEvent] {
    [
      .pop(toIndex: index, animated: true, interactive: false), .willShow, .transitionEnds(cancelled: false),
      .didShow, .coordinatorReleased,
    ]
  }

  /// The Back button of a screen a leave guard protects, whose `navigationItem.backAction` the
  /// host set: UIKit calls the action instead of popping.
  ///
  /// Source: UINavigationItem.h:105-106 (`backAction` "Replaces the back action for the
  /// navigation bar"). Not documented: whether the long-press back menu calls it too; a device
  /// check would long-press Back on a protected screen. If the menu pops anyway, it is the
  /// `backMenu(toIndex:)` trace, which the session puts back and asks the guard about.
  static let heldBackButtonTap: [UIKitEvent] = [.backAction]

  /// A tap on the selected tab: UIKit asks `tabBarController(_:shouldSelect:)` before it pops
  /// the tab's stack to its root; the host refuses it and the navigator pops through the leave
  /// guards.
  ///
  /// Source: UITabBarController.h:151, and
  /// https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  /// ("the tab bar controller calls this method regardless of whether the selected view
  /// controller changed"). Not documented: that refusing it keeps UIKit from popping; a device
  /// check would re-tap a tab whose stack is deep.
  static func tabRetap(index: Int) -> [UIKitEvent] { [.tabTapped(index: index)] }

  /// A screen popping itself with `popViewController(animated: true)`: as the Back button.
  ///
  /// Source: UINavigationController.h:63 and :110.
  static let screenPopsItselfAnimated = backButtonTap

  /// A screen popping itself without animation: no coordinator is attached, `willShow` and
  /// `didShow` come at once.
  ///
  /// Source: UIViewControllerTransitionCoordinator.h:74-77 (a coordinator exists only "when an
  /// active transition ... is in flight"); UINavigationController.h:110.
  static let screenPopsItselfWithoutAnimation: [UIKitEvent] = [
    .pop(toIndex: nil, animated: false, interactive: false), .willShow, .didShow,
  ]

  /// A swipe back the user finishes: an interactive coordinator is attached at `willShow`, its
  /// completion reports it was not cancelled, then `didShow` comes with it still attached.
  ///
  /// Source: UIViewControllerTransitionCoordinator.h:41 (`isInteractive`), :44 (`isCancelled` "is
  /// only set to YES for an interactive transition that was cancelled"), :96 (completion "may be
  /// run even if the animations are not"), :74-78 (released after the last callback).
  static let swipeBackCompleted: [UIKitEvent] = [
    .pop(toIndex: nil, animated: true, interactive: true), .willShow, .transitionEnds(cancelled: false),
    .didShow, .coordinatorReleased,
  ]

  /// A swipe back the user lets go of halfway: the coordinator's completion reports it was
  /// cancelled and the stack is as before; no `didShow` for the screen that was to appear.
  ///
  /// Source: UIViewControllerTransitionCoordinator.h:44. Not documented: whether `didShow` is
  /// sent again for the screen that stays; a device check would log the delegate calls.
  static let swipeBackCancelled: [UIKitEvent] = [
    .pop(toIndex: nil, animated: true, interactive: true), .willShow, .transitionEnds(cancelled: true),
    .coordinatorReleased,
  ]

  /// A swipe back whose `didShow` comes before the coordinator's completion block.
  ///
  /// Source: not documented; UIViewControllerTransitionCoordinator.h:74-78 only says the
  /// coordinator outlives the last callback. A device check would log the two orders.
  static let swipeBackDidShowFirst: [UIKitEvent] = [
    .pop(toIndex: nil, animated: true, interactive: true), .willShow, .didShow,
    .transitionEnds(cancelled: false), .coordinatorReleased,
  ]

  /// The user pulls a sheet down to the end: `presentationControllerWillDismiss` before the
  /// interaction, the presenting controller's coordinator ends, the layer leaves, then
  /// `presentationControllerDidDismiss` "after all animations are finished".
  ///
  /// Source: UIPresentationController.h:49-52 and :54-56.
  static func pullDown(layerIndex: Int) -> [UIKitEvent] {
    [.pullDownBegins, .transitionEnds(cancelled: false), .layersLeave(fromIndex: layerIndex), .didDismiss]
  }

  /// A pull-down the user lets go of: the sheet springs back; no `DidDismiss`.
  ///
  /// Source: UIPresentationController.h:49-52 (`WillDismiss` comes before the interaction) and
  /// UIViewControllerTransitionCoordinator.h:44.
  static let pullDownCancelled: [UIKitEvent] = [.pullDownBegins, .transitionEnds(cancelled: true)]

  /// A pull-down on a layer in modal presentation: nothing moves,
  /// `presentationControllerDidAttemptToDismiss` comes instead of `WillDismiss`.
  ///
  /// Source: UIPresentationController.h:58-60; UIViewController.h:600-601 (`modalInPresentation`
  /// "will prevent interactive dismiss").
  static let pullDownRefused: [UIKitEvent] = [.pullDownBegins]

  /// A screen in the top layer dismissing itself (`dismiss(animated:completion:)`): the layer
  /// leaves; no presentation-controller delegate call, as it was not the user's pull.
  ///
  /// Source: UIPresentationController.h:51 and :55 ("This is not called if the presentation is
  /// dismissed programatically"); UIViewController.h:253-254 (the completion "after the dismissed
  /// controller's viewDidDisappear").
  static func screenDismissesItsLayer(layerIndex: Int) -> [UIKitEvent] {
    [.layersLeave(fromIndex: layerIndex)]
  }

  /// A screen in a lower layer dismissing it: every layer above it goes in the same animation.
  ///
  /// Source: UIViewController.h:253-254 and UIKit's documentation of
  /// `dismiss(animated:completion:)`: "If you present several view controllers in succession ...
  /// calling this method on a view controller lower in the stack dismisses its immediate child
  /// view controller and all view controllers above that child"
  /// (https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)).
  static func layerChainDismissedFromBelow(fromIndex index: Int) -> [UIKitEvent] {
    [.layersLeave(fromIndex: index)]
  }

  /// A tap on another tab: `shouldSelect`, then the selection and `didSelect`.
  ///
  /// Source: UITabBarController.h:151-152.
  static func tabTap(index: Int) -> [UIKitEvent] { [.tabTapped(index: index)] }

  /// A tap on the selected tab: UIKit pops its navigation controller to the root (a pop with
  /// `willShow` and `didShow`).
  ///
  /// Source: UITabBarController documentation, "If the user taps the currently selected tab, the
  /// navigation controller pops to its root view controller"
  /// (https://developer.apple.com/documentation/uikit/uitabbarcontroller); the pop's callbacks as
  /// UINavigationController.h:110.
  static let tabReselect: [UIKitEvent] = [
    .pop(toIndex: 0, animated: true, interactive: false), .willShow, .transitionEnds(cancelled: false),
    .didShow, .coordinatorReleased,
  ]

  /// An app replacing the navigation controller's delegate: the host hears no later `willShow`
  /// or `didShow`, for a pop or for a stack it sets.
  ///
  /// Source: UINavigationController.h:82 (`delegate` is one property, weak) and :110.
  static let delegateReplaced: [UIKitEvent] = [.delegateReplaced]

  /// A screen turning swipe back off for its stack, as apps do in `viewDidAppear` (a form, a
  /// game).
  ///
  /// Source: UINavigationController.h:83 (`interactivePopGestureRecognizer`, one recognizer per
  /// navigation controller; an app may disable it); UIGestureRecognizer.h:52 (`enabled`).
  static let screenTurnsOffSwipeBack: [UIKitEvent] = [.screenTurnsOffSwipeBack]

  /// The root controller's view appearing in a window after the navigator attached (the app
  /// sets `window.rootViewController` later, or embeds the root).
  ///
  /// Source: UIViewController.h:184 (`viewDidAppear:`).
  static let rootAppears: [UIKitEvent] = [.rootAppears]

  /// The first half of the Back button's animation: the stack pops and `willShow` comes; its
  /// coordinator's completion and `didShow` come about 0.35 s later.
  ///
  /// Source: as ``backButtonTap``.
  static let backButtonAnimationBegins = Array(backButtonTap.prefix(2))
  /// The rest of the Back button's animation.
  static let backButtonAnimationEnds = Array(backButtonTap.dropFirst(2))
  /// A swipe back under way: `willShow` has come with an interactive coordinator.
  ///
  /// Source: as ``swipeBackCompleted``.
  static let swipeBackBegins = Array(swipeBackCompleted.prefix(2))
  /// The end of a swipe back the user finishes.
  static let swipeBackEnds = Array(swipeBackCompleted.dropFirst(2))
  /// The end of a swipe back the user lets go of halfway.
  static let swipeBackLetGo = Array(swipeBackCancelled.dropFirst(2))

  /// A chain holding a full-screen cover dismissed from below: only the top container gets
  /// `viewDidDisappear` (the layer the cover hid disappeared when it was covered), and it comes
  /// before UIKit lets go of the presented chain.
  ///
  /// Source: UIViewController.h:253 (dismiss's completion comes "after the dismissed
  /// controller's viewDidDisappear:"); the order of `viewDidDisappear` and the chain's
  /// `presentedViewController` becoming `nil` is not documented: a device check would log
  /// `presentingViewController.presentedViewController` in the cover's `viewDidDisappear`.
  static func coverChainDismissedFromBelow(fromIndex index: Int) -> [UIKitEvent] {
    [.topLayerDisappears, .layersUnlinked(fromIndex: index)]
  }

  // MARK: VoiceOver

  /// What the host calls to move VoiceOver once a step or a gesture has settled: the
  /// screen-changed notification, with the element VoiceOver moves to (the top screen's view, or
  /// the registered view or bar button item that opened a layer that closed). It is posted after
  /// the transition's end (a completion, `didShow`, `presentationControllerDidDismiss`), as the
  /// header asks "when a new view appears", so nothing UIKit does changes it: the trace is the
  /// UIKit callbacks of a pull-down, after which the host posts it.
  ///
  /// Source: UIAccessibilityConstants.h:125-129 (`UIAccessibilityScreenChangedNotification`:
  /// "Should be posted when a new view appears that encompasses a major portion of the screen.
  /// Optionally, pass the element that VoiceOver should move to after processing the
  /// notification"); UIAccessibility.h:514-521 (`UIAccessibilityPostNotification`). Not
  /// documented: that VoiceOver moves to a `UIBarButtonItem` passed as the element (it is not a
  /// view); a device check would post one after a sheet opened from a bar button closes, with
  /// VoiceOver on, and see where the cursor lands.
  static let pullDownThenFocusPosted = pullDown(layerIndex: 0)

  // MARK: Dialogs

  /// A tap on a dialog's button: UIKit dismisses the alert controller itself and calls the
  /// action's handler, which reports the button (and the texts of the fields), then the layer
  /// leaving by its identity.
  ///
  /// Source: UIAlertController.h:34 (`actionWithTitle:style:handler:`) and
  /// https://developer.apple.com/documentation/uikit/uialertcontroller ("When the user taps that
  /// action, the alert controller executes the block you provided when creating the action
  /// object"; alerts and action sheets are dismissed by UIKit). Not documented: that the alert is
  /// already dismissed when the handler runs; a device check would read
  /// `presentingViewController?.presentedViewController` in the handler (`nil`). The host does not
  /// rely on it: it reports the layer leaving by identity, not by reading the hierarchy. The
  /// probe in the alert (`dialogDismissedInCode`) sees its view leave before the handler runs:
  /// swift-navigation measured `viewDidDisappear` of an alert before its action, and one
  /// main-queue turn putting them in order (https://github.com/pointfreeco/swift-navigation/pull/201),
  /// so the probe reads a turn later, once the handler has reported the answer.
  static func dialogButtonTap(index: Int, texts: [String] = []) -> [UIKitEvent] {
    [.dialogButtonTapped(index: index, texts: texts)]
  }

  /// An alert dismissed in code, not by a button (a screen below it calling `dismiss`, which
  /// dismisses what it presented): no handler runs and no delegate is called; the alert's view
  /// leaves the window, and the host's probe reads the layers UIKit shows on the next turn
  /// (`UIKitHost.makeDialog`).
  ///
  /// Source: UIViewController.h:253-254 and the documentation of `dismiss(animated:completion:)`
  /// ("The presenting view controller is responsible for dismissing the view controller it
  /// presented"); UIPresentationController.h:51 ("not called if the presentation is dismissed
  /// programatically"); UIView.h:242 (`didMoveToWindow`). Not documented: that the alert's view
  /// leaves the window when the alert is dismissed; a device check would log the probe's window
  /// as another screen dismisses the alert.
  static func dialogDismissedInCode(layerIndex: Int) -> [UIKitEvent] {
    [.alertLeaves(index: layerIndex)]
  }

  /// A tap outside an action sheet shown as a popover (iPad): UIKit dismisses it and runs the
  /// handler of its cancel action (the core gives every confirmation dialog one).
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uialertaction/style/cancel and
  /// UIAlertController.h:17 (`UIAlertActionStyleCancel`). Not documented: that the tap outside
  /// runs the cancel action's handler; a device check would tap outside an action sheet on an
  /// iPad and log the handler. Were it not to run, the dialog's layer would stay in the tree
  /// until the next step reads the hierarchy back.
  static let dialogTapOutside: [UIKitEvent] = [.dialogTapOutside]

  // MARK: Push transitions

  /// A push or a pop asks the navigation delegate for its animation controller with the
  /// controller going out (`from`) and the one coming in (`to`); `nil` is the default animation.
  /// A controller whose `preferredTransition` is a zoom zooms in from the view its provider
  /// returns when pushed, and back into it when popped (iOS 18).
  ///
  /// Source: UINavigationController.h:120-123 (`navigationController:animationControllerForOperation:
  /// fromViewController:toViewController:`), UIViewController.h:268-274 (`preferredTransition`: "the
  /// provided transition may be ignored if not supported by the current context";
  /// `UINavigationController` supports the zoom) and UIViewControllerTransition.h:25-39 (the zoom's
  /// source view provider, asked on the way in and out). Not documented: whether an animation
  /// controller from the delegate wins over a controller's `preferredTransition`; the host never
  /// gives one screen both.
  static let pushAsksForItsAnimation: [UIKitEvent] = []

  // MARK: Popovers

  /// A popover on a compact width: UIKit asks the presentation controller's delegate for the
  /// adaptive style; `UIModalPresentationNone` keeps the popover, and without an answer a popover
  /// adapts to full screen.
  ///
  /// Source: UIPresentationController.h:31-32 ("Returning UIModalPresentationNone will indicate
  /// that an adaptation should not happen") and :81-83 (`UIPopoverPresentationController` returns
  /// full screen "if the delegate does not provide an implementation"). Only a popover layer's
  /// presentation controller gets the delegate that answers (`PopoverDelegate`), so sheets keep
  /// UIKit's own adaptation (UISheetPresentationController.h:108, full screen in compact height).
  /// Not documented: that `.pageSheet` answered for a popover shows the card of an ordinary sheet;
  /// a device check would present an anchored popover on an iPhone.
  static let compactWidthAsksForTheAdaptiveStyle: [UIKitEvent] = []

  /// A popover on a regular width and a compact height (an iPhone Pro Max in landscape): UIKit
  /// asks the delegate for the adaptive style too, with that trait collection, and shows what it
  /// answers; a popover kept there stays a popover.
  ///
  /// Source: UIPresentationController.h:31-32 (the delegate method takes the trait collection
  /// being adapted to); http://averagejake.com/post/adaptability-changes-in-ios-8-3/ (since iOS
  /// 8.3 "Adaptability is no longer focused solely on the horizontal size class": a popover on an
  /// iPhone 6 Plus in landscape, regular width and compact height, is asked about and adapts to
  /// what the delegate answers, measured). Not documented: that iOS 17 and 18 still ask there; a
  /// device check would present an anchored popover on an iPhone Pro Max in landscape and log
  /// the trait collection the delegate is given.
  static let compactHeightAsksForTheAdaptiveStyleToo: [UIKitEvent] = []

  /// A view registered as an anchor whose screen is off screen (in a column a collapsed split
  /// hides, under a pushed screen or a full-screen cover) is in no window; the host refuses a
  /// popover or an action sheet anchored to it, as the SwiftUI host refuses an anchor whose view
  /// disappeared.
  ///
  /// Source: UIView.h:223 (`window`, `nil` for a view in no window) and
  /// UIPopoverPresentationController.h:46-49 (the popover points at a rectangle of `sourceView`).
  /// Not documented: what UIKit does when it presents a popover from a view in no window; a
  /// device check would present one anchored in the sidebar of a collapsed split.
  static let anchorOffScreen: [UIKitEvent] = []
}

/// What a column-style `UISplitViewController` does as its width changes and as the user goes
/// back past a column on a compact width.
enum UIKitSplitTraces {
  /// The width turns compact (an iPad rotated into Slide Over, a Stage Manager window narrowed,
  /// an iPhone rotated): UIKit asks the delegate which column goes on top, stacks the columns up
  /// to it, then calls `splitViewControllerDidCollapse`. A resize that keeps the width compact
  /// (a collapsed split made narrower) collapses nothing and calls none of these.
  ///
  /// Source: UISplitViewController.h:203-204 (a split collapses "due to a transition to the
  /// horizontally-compact size class"), :244 (`topColumnForCollapsingToProposedTopColumn`), :246
  /// (`splitViewControllerDidCollapse`) and :52 (collapsed, UIKit stacks "the vc's for the
  /// Primary, Supplementary, and Secondary columns" when no compact column is set). Not
  /// documented: that the top column is asked before `didCollapse`, and that each column keeps
  /// its navigation controller (the one of a later column stacked on the one before, which the
  /// host leaves out when it reads identities, and by which `UIKitHost.read()` reads the
  /// column on top: the last whose navigation controller's `parent` is another column's); a
  /// device check would log both callbacks, the primary navigation controller's
  /// `viewControllers` and each column's navigation controller's `parent` in Slide Over, with
  /// the sidebar and then the detail on top.
  static let collapses: [UIKitEvent] = [.splitCollapses(proposed: .detail), .didCollapse]

  /// The width turns regular again (out of Slide Over, a Stage Manager window widened, an
  /// iPhone Pro Max rotated to landscape): UIKit puts each column's stack back in its column and
  /// calls `splitViewControllerDidExpand`.
  ///
  /// Source: UISplitViewController.h:245 (`displayModeForExpandingToProposedDisplayMode`, which
  /// the host leaves to UIKit: the display mode is not state) and :247
  /// (`splitViewControllerDidExpand`). Not documented: that the columns get back what was pushed
  /// on them while collapsed; a device check would push on the detail in Slide Over and widen.
  static let expands: [UIKitEvent] = [.splitExpands, .didExpand]

  /// A rotation, Slide Over and a Stage Manager resize are the same two traces: UIKit reports a
  /// size-class change, not its cause.
  ///
  /// Source: UISplitViewController.h:125-126 (`collapsed`, a fact of the size class), and
  /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller ("collapses … when the
  /// horizontal size class becomes compact").
  static let rotation = (toCompact: collapses, toRegular: expands)

  /// Collapsed, Back on the first screen of the top column: UIKit pops the column and tells the
  /// delegate it will hide it.
  ///
  /// Source: UISplitViewController.h:97-100 (collapsed, "-hideColumn: … otherwise the column is
  /// popped") and :249 (`willHideColumn`). Not documented: that the Back button goes through the
  /// same path as `hideColumn(_:)`; a device check would tap Back on the detail's root in
  /// Slide Over and log `willHideColumn`. Nor whether a swipe back past the column that the user
  /// lets go of halfway sends `willHideColumn` at its start (the session would then show the
  /// column before it while UIKit keeps the column on top); the same device check would swipe
  /// halfway and log it.
  static let backPastAColumn: [UIKitEvent] = [.columnBack]

  /// A split made before its root is in a window (the app sets `window.rootViewController` after
  /// the navigator attached, or a root swap before that): UIKit makes it expanded, whatever the
  /// state says, and collapses it as the root enters a window of a compact width; the host reads
  /// `isCollapsed` once the root has appeared, not before.
  ///
  /// Source: http://commandshift.co.uk/blog/2016/04/11/understanding-split-view-controller/
  /// ("When a split view controller is born, it assumes it is in a non-collapsed state. When it
  /// is added to the window, if running in a .Compact horizontal size class, it collapses"), and
  /// iZettle/Presentation, Presentation/DualNavigationControllersSplitDelegate.swift:23 (the
  /// initial `isCollapsed` "can be unreliable until it is rendered on the screen"). Not
  /// documented: whether `splitViewControllerDidCollapse` comes for that first collapse (the
  /// trace assumes not; the host reads `isCollapsed` either way), and that `isCollapsed` is final
  /// by the root's `viewDidAppear`; a device check would attach a split off screen on an iPhone
  /// and log `isCollapsed` at attachment and in `viewDidAppear`, and the delegate calls.
  static let entersACompactWindow: [UIKitEvent] = [.rootAppears]
}
