import Waypoint

/// What UIKit does, recorded as the callbacks and state changes it makes, in their order. Each
/// trace says one of two things: `Source:`, quoting in its own words the header line (the iOS
/// 18.6 SDK's `UIKit.framework/Headers` unless said), Apple page or measured report that states
/// it; or `Undocumented:`, with the variants the UIKit stand-in plays (`UIKitVariants`) and the
/// one device check that would settle it. "What Waypoint relies on" lists them all.
enum UIKitTraces {
  /// The callbacks after an animated pop's `.pop`, in the order `variants` gives them.
  static func popCallbacks(_ variants: UIKitVariants) -> [UIKitEvent] {
    switch variants.popCallbacks {
    case .completionThenDidShow:
      [.willShow, .transitionEnds(cancelled: false), .didShow, .coordinatorReleased]
    case .didShowThenCompletion:
      [.willShow, .didShow, .transitionEnds(cancelled: false), .coordinatorReleased]
    case .releasedBeforeDidShow:
      [.willShow, .transitionEnds(cancelled: false), .coordinatorReleased, .didShow]
    case .sentTwice:
      [.willShow, .willShow, .transitionEnds(cancelled: false), .didShow, .didShow, .coordinatorReleased]
    }
  }

  /// The Back button: the stack pops at once, an animated pop attaches a coordinator, then
  /// `willShow`, `didShow` and the coordinator's completion come, and the coordinator is released.
  ///
  /// Undocumented: UIKit sends `willShow` and `didShow` for a pop (UINavigationController.h:110,
  /// "Called when the navigation controller shows a new top view controller via a push, pop or
  /// setting of the view controller stack.") and releases the coordinator "after the transition
  /// completes and the last callback has been made" (UIViewControllerTransitionCoordinator.h:77-78);
  /// the order of `didShow` and the coordinator's completion, and whether the coordinator is still
  /// attached in `didShow`, are not documented, and on iOS 26 the delegate's callbacks "can fire
  /// earlier and multiple times during a pop transition" (dotnet/maui#34377).
  /// Variants (`UIKitVariants.popCallbacks`): `didShowThenCompletion` (the evidence's),
  /// `completionThenDidShow`, `releasedBeforeDidShow`, `sentTwice`.
  /// Device check: tap Back with a navigation delegate and log `willShow`, the completion of
  /// `transitionCoordinator.animate(alongsideTransition:completion:)`, `didShow` and whether
  /// `transitionCoordinator` is set inside `didShow`, on iOS 18 and 26.
  ///
  /// Evidence: decompiled UIKitCore, iOS 18.2 and 26.1
  /// (EthanArbuckle/iPhone17-1_18.2_22C152_Restore, EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[_UIViewControllerTransitionContext completeTransition:]` runs the context's completion
  /// handler before the coordinator's alongside completions; that handler ends in
  /// `-[UINavigationController
  /// transitionConductor:didEndCustomTransitionWithContext:didComplete:]`, whose
  /// `_didEndTransitionFromView:toView:wasCustom:` calls `didShow` once, and only then is the
  /// conductor's transition controller (what `transitionCoordinator` reads) cleared; `willShow`
  /// comes once, as the transition starts
  /// (`transitionConductor:didStartCustomTransitionWithContext:`). So `didShow`, with the
  /// coordinator attached, then the completion: `didShowThenCompletion`, the default;
  /// `releasedBeforeDidShow` is contradicted, `sentTwice` not seen within one pop. A peer reads
  /// `transitionCoordinator` inside `didShow` (heinzl/swift-composable-navigation#17, iOS 18+).
  /// Confidence high.
  static func backButtonTap(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    [.pop(toIndex: nil, animated: true, interactive: false)] + popCallbacks(variants)
  }

  /// The long-press back menu: one animated pop to the screen picked, with the Back button's
  /// callbacks.
  ///
  /// Undocumented: no Apple page describes the back-button menu (iOS 14); it is measured not to
  /// call `navigationBar(_:shouldPop:)` (dotnet/maui#24003, "not being triggered when navigating
  /// back with the iOS's callout menu"). Which navigation-delegate calls it makes is not documented.
  /// Variants (`UIKitVariants.popCallbacks`): as ``backButtonTap(_:)``.
  /// Device check: long-press Back on the fourth screen, pick the first, and log every delegate
  /// call, its `animated` and the coordinator.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore): a pick
  /// calls `-[UINavigationController _tryRequestPopToItem:]`, which calls
  /// `popToViewController(_:animated: true)` on the owner of the item picked: an animated pop, with
  /// `backButtonTap`'s callbacks; l1Dan/NXNavigationExtension hooks it as an entry point of its own
  /// beside the Back tap (iOS 14+). Confidence medium-high.
  static func backMenu(toIndex index: Int, _ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    [.pop(toIndex: index, animated: true, interactive: false)] + popCallbacks(variants)
  }

  /// The Back button of a screen a leave guard protects, whose `navigationItem.backAction` the
  /// host set: UIKit calls the action instead of popping.
  ///
  /// Source: UINavigationItem.h:105 ("Replaces the back action for the navigation bar. if a back
  /// button is naturally present, this replaces only its action").
  static let heldBackButtonTap: [UIKitEvent] = [.backAction]

  /// A tap on the selected tab, which the host refuses in `tabBarController(_:shouldSelect:)`
  /// (the navigator pops through the leave guards instead).
  ///
  /// Undocumented: Apple's page says "The tab bar controller calls this method in response to the
  /// user tapping a tab bar item" and that it returns "true if the view controller's tab should be
  /// selected or false if the current tab should remain active"; UITabBarController's page says
  /// "User taps always display the root view of the tab, regardless of which tab was previously
  /// selected. This is true even if the tab was already selected." Whether refusing a re-tap keeps
  /// UIKit from popping to the root is not documented.
  /// Variants (`UIKitVariants.tabRetap`): `refused` (nothing pops), `popsAnyway` (the tab's stack
  /// pops to its root with the Back button's callbacks).
  /// Device check: re-tap a tab whose stack is three deep with `shouldSelect` returning `false`.
  static func tabRetap(index: Int, _ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    switch variants.tabRetap {
    case .refused: [.tabTapped(index: index)]
    case .popsAnyway:
      [.tabTapped(index: index), .pop(toIndex: 0, animated: true, interactive: false)]
        + popCallbacks(variants)
    }
  }

  /// A tap on the More tab: its list shows in place of the selected tab, and the host reports it.
  ///
  /// Source: UITabBarController.h:41-42 ("If more than five view controllers are added to a tab
  /// bar controller, only the first four will display. The rest will be accessible under an
  /// automatically generated More item.") and :91/:94 (the More navigation controller "may be
  /// returned by -selectedViewController"); Apple's shouldSelect page (called "in response to the
  /// user tapping a tab bar item").
  /// Undocumented: whether `shouldSelect`/`didSelect` name the More navigation controller (iOS 18:
  /// whether `didSelectTab` comes for it at all), and whether a tap on the More tab while a tab it
  /// lists shows pops to the list. The host answers `shouldSelect` for a controller it did not
  /// make as for any tap, and reports the list both from `didSelect` (the More navigation
  /// controller with its list on top) and from that controller's own `didShow` (its delegate,
  /// which the host sets), whichever comes: the second report of the list changes nothing. A More
  /// tab re-tapped that does not pop leaves the tab on screen, and nothing is reported.
  /// Variants: none played (the stand-in reports the list once); the facts of each order are the
  /// same.
  /// Device check: six tabs on an iPhone; tap More, pick the sixth, push, tap More again; log the
  /// tab bar delegate's calls and the More navigation controller's `viewControllers` in each.
  static let moreTap: [UIKitEvent] = [.moreTapped]

  /// The user picks the tab at `index` in the More list: the More navigation controller shows it
  /// and the host reports it selected.
  ///
  /// Source: UITabBarController.h:41-42 (the tabs after the fourth are "accessible under an
  /// automatically generated More item").
  /// Undocumented: how the More navigation controller shows a tab whose controller is itself a
  /// navigation controller (pushed whole, or its screens moved into the More navigation
  /// controller), whether `didSelect` comes, and whether a tab picked again shows the stack it had
  /// or its first screen alone. The host reads a tab's screens by identity wherever UIKit puts
  /// them (the tab's navigation controller, or the More one after its list), and reports the tab
  /// from the More navigation controller's `didShow` (`PlatformFact.moreShowsTab`, which selects
  /// only a tab not selected and shown: with the screens moved in, that `didShow` also comes with
  /// every push and pop of the tab, and is no re-tap).
  /// Variants (`UIKitVariants.morePick`): `keepsTheStack`, `showsItsFirstScreenOnly` (the host reads
  /// the first screen alone, the pushed screens leave the tree as a pop does);
  /// (`UIKitVariants.moreTabStack`): `pushedWhole`, `screensMovedIn` (every didShow of the tab's
  /// stack comes with the More navigation controller's).
  /// Device check: as ``moreTap``, then go back to the list from the sixth tab's second screen and
  /// pick it again; log `viewControllers` of the More and the tab's navigation controllers.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[UIMoreNavigationController _preparedViewController:]` moves a navigation-controller tab's
  /// whole stack into the More navigation controller, and `_restoreOriginalNavigationController`
  /// hands the tab back its first screen alone when the list shows again: `screensMovedIn` and
  /// `showsItsFirstScreenOnly`, the defaults. Confidence high.
  static func morePick(index: Int) -> [UIKitEvent] { [.morePicked(index: index)] }

  /// Back on the first screen of a tab the More list shows: the More navigation controller pops to
  /// its list.
  ///
  /// Source: UINavigationController.h:110 (`didShow` is "Called when the navigation controller
  /// shows a new top view controller via a push, pop or setting of the view controller stack"); the
  /// More navigation controller is a `UINavigationController` (UITabBarController.h:97).
  /// Undocumented: whether UIKit set a delegate of its own on it, which the host's replaces; the
  /// host keeps it and forwards `willShow` and `didShow` to it (the other calls go to the app's
  /// navigation delegate, as for every navigation controller of the host's).
  /// Variants: none played.
  /// Device check: as ``moreTap``; log `moreNavigationController.delegate` before the host sets its
  /// own.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `UIMoreNavigationController` sets no delegate of its own; moving a tab's screens in and
  /// handing them back happen in its own `didShowViewController:animated:`, which the host's
  /// delegate does not replace. Confidence medium.
  static let backToTheMoreList: [UIKitEvent] = [.moreListBack]

  /// A screen popping itself with `popViewController(animated: true)`: as the Back button.
  ///
  /// Undocumented: as ``backButtonTap(_:)``; UINavigationController.h:63 declares the pop.
  /// Variants (`UIKitVariants.popCallbacks`): as ``backButtonTap(_:)``.
  /// Device check: as ``backButtonTap(_:)``, popping in code.
  ///
  /// Evidence: as `backButtonTap`: every animated pop, whatever starts it, goes through the same
  /// transition conductor in the decompiled UIKitCore of iOS 18.2 and 26.1. Confidence high.
  static func screenPopsItselfAnimated(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    backButtonTap(variants)
  }

  /// A screen popping itself without animation: no coordinator; `willShow` and `didShow` come.
  ///
  /// Undocumented: no document says whether a pop without animation vends a coordinator
  /// (UIViewControllerTransitionCoordinator.h:22-25 describes coordinators of transitions that are
  /// not animated) or when `didShow` comes; radianttap/Coordinator#19 measured that "In this case
  /// `navigationController.transitionCoordinator` will be `nil`". The host reads the stack in
  /// `didShow` whenever it comes.
  /// Variants: none played; the stack read in `didShow` is the same either way.
  /// Device check: in `willShow` and `didShow` log `transitionCoordinator` and whether
  /// `popViewController(animated: false)` has returned.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[UINavigationController
  /// _applyViewControllers:transition:animated:operation:rescheduleBlock:]` installs no transition
  /// controller for a change without animation, so there is no coordinator, and `willShow` and
  /// `didShow` come before `popViewController(animated: false)` returns. Confidence medium-high.
  static let screenPopsItselfWithoutAnimation: [UIKitEvent] = [
    .pop(toIndex: nil, animated: false, interactive: false), .willShow, .didShow,
  ]

  /// A swipe back the user finishes: an interactive coordinator is attached at `willShow`, its
  /// completion says it was not cancelled, and `didShow` comes.
  ///
  /// Undocumented: the coordinator is interactive during a swipe
  /// (UIViewControllerTransitionCoordinator.h:39-41) and its completion "is invoked after the
  /// transition completes" (:87-88); the order of that completion and `didShow`, and whether the
  /// coordinator is still attached in `didShow`, are not documented, and on iOS 26 the callbacks
  /// of a pop "can fire earlier and multiple times" (dotnet/maui#34377).
  /// Variants (`UIKitVariants.popCallbacks`): as ``backButtonTap(_:)``.
  /// Device check: as ``backButtonTap(_:)``, swiping from the edge and, on iOS 26, from the middle.
  ///
  /// Evidence: as `backButtonTap` and `swipeBackBegins` (decompiled UIKitCore, iOS 18.2 and 26.1;
  /// heinzl/swift-composable-navigation#17 reads the coordinator inside `didShow` on iOS 18+).
  /// Confidence high.
  static func swipeBackCompleted(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    [.pop(toIndex: nil, animated: true, interactive: true)] + popCallbacks(variants)
  }

  /// iOS 18's zoom: the user swipes a zoomed-in screen down or pinches it. UIKit asks the zoom's
  /// `interactiveDismissShouldBegin` (the host answers as for a swipe back: no during a plan or
  /// on a screen a leave guard protects), and when it may begin, pops the screen interactively.
  ///
  /// Source: UIZoomTransitionOptions.h:22-23 ("Called when an interactive dismissal of this
  /// transition begins." and "Return value indicates whether the interaction should begin for
  /// the given context.").
  /// Undocumented: that the pop reports as a swipe back's (an interactive pop, its coordinator's
  /// completion and `didShow`).
  /// Variants (`UIKitVariants.popCallbacks`): as ``backButtonTap(_:)``.
  /// Device check: zoom a screen in, swipe it down to the end and log the navigation delegate's
  /// calls and the coordinator.
  static func zoomDismissal(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    swipeBackCompleted(variants)
  }

  /// A swipe back the user lets go of halfway: the coordinator's completion says it was cancelled
  /// and the stack is as before; on iOS 18 and later a second `willShow` and a `didShow` for the
  /// screen that stays come first, before iOS 18 no `didShow` comes.
  ///
  /// Source: UIViewControllerTransitionCoordinator.h:43 ("isCancelled is usually NO. It is only
  /// set to YES for an interactive transition that was cancelled."); measured, rdar://21137690
  /// (lionheart/openradar-mirror#1114, iOS 8): "Neither -willShowViewController: or
  /// -didShowViewController: get called when the user cancels the back gesture". Whether iOS 17 to
  /// 26 still send no `didShow` is played as a variant (`UIKitVariants.cancelledSwipe`:
  /// `willShowAndDidShowBeforeCompletion`, `noDidShow`, `didShowForTheScreenThatStays`).
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[UINavigationController
  /// _didCancelTransitionFromViewController:toViewController:wrapperView:wasCustom:]` puts the
  /// popped controller back and, for an app built with a recent SDK, sends `willShow` and then
  /// `didShow` naming the controller that stays, inside the context's completion handler, so before
  /// the coordinator's cancelled completion; the branch that leads there is the same in iOS 18.2.
  /// heinzl/swift-composable-navigation#17: "reproducible in iOS verion 18+". Played as
  /// `willShowAndDidShowBeforeCompletion`, the default; iOS 17 and older SDKs keep `noDidShow`.
  /// Confidence high on iOS 26.1, medium-high on iOS 18.
  static func swipeBackCancelled(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    [.pop(toIndex: nil, animated: true, interactive: true), .willShow] + swipeLetGo(variants)
  }

  /// The end of a swipe let go of, as ``swipeBackCancelled(_:)``.
  static func swipeLetGo(_ variants: UIKitVariants) -> [UIKitEvent] {
    switch variants.cancelledSwipe {
    case .willShowAndDidShowBeforeCompletion:
      [.popCalledOff, .willShow, .didShow, .transitionEnds(cancelled: true), .coordinatorReleased]
    case .noDidShow: [.transitionEnds(cancelled: true), .coordinatorReleased]
    case .didShowForTheScreenThatStays: [.transitionEnds(cancelled: true), .didShow, .coordinatorReleased]
    }
  }

  /// The user pulls a sheet down to the end: `presentationControllerWillDismiss` before the
  /// interaction, the presenting controller's coordinator ends, the layer leaves, then
  /// `presentationControllerDidDismiss`.
  ///
  /// Undocumented: `WillDismiss` is "Called on the delegate when the user has taken action to
  /// dismiss the presentation, before interaction or animations begin" and `DidDismiss` "after all
  /// animations are finished" (UIPresentationController.h:49, :54); the order of the
  /// coordinator's completion and the container's `viewDidDisappear`, and whether the presenting
  /// controller has a coordinator at all at `WillDismiss`, are not documented.
  /// Variants (`UIKitVariants.pullDownCallbacks`): `completionFirst`, `disappearFirst`,
  /// `didDismissBeforeDisappear`, `noCoordinator` (nothing ends the gesture but the layer
  /// leaving).
  /// Device check: pull a page sheet down and log `WillDismiss`, both controllers'
  /// `transitionCoordinator`, its completion, the container's `viewDidDisappear` and `DidDismiss`.
  static func pullDown(layerIndex: Int, _ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    switch variants.pullDownCallbacks {
    case .completionFirst:
      [.pullDownBegins, .transitionEnds(cancelled: false), .layersLeave(fromIndex: layerIndex), .didDismiss]
    case .disappearFirst:
      [.pullDownBegins, .layersLeave(fromIndex: layerIndex), .transitionEnds(cancelled: false), .didDismiss]
    case .didDismissBeforeDisappear:
      [.pullDownBegins, .transitionEnds(cancelled: false), .didDismiss, .layersLeave(fromIndex: layerIndex)]
    case .noCoordinator: [.pullDownBegins, .layersLeave(fromIndex: layerIndex), .didDismiss]
    }
  }

  /// A pull-down the user lets go of: the sheet springs back; no `DidDismiss`.
  ///
  /// Source: UIPresentationController.h:49 ("Called on the delegate when the user has taken action
  /// to dismiss the presentation, before interaction or animations begin."), :54 (`DidDismiss` when
  /// "the user has taken action to dismiss the presentation successfully, after all animations are
  /// finished") and UIViewControllerTransitionCoordinator.h:43 ("It is only set to YES for an
  /// interactive transition that was cancelled."). Without a coordinator
  /// (`UIKitVariants.pullDownCallbacks` `noCoordinator`) nothing ends it: the session's watchdog
  /// reads the layers back.
  static func pullDownCancelled(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    variants.pullDownCallbacks == .noCoordinator
      ? [.pullDownBegins] : [.pullDownBegins, .transitionEnds(cancelled: true)]
  }

  /// A pull-down on a layer in modal presentation: nothing moves,
  /// `presentationControllerDidAttemptToDismiss` comes instead of `WillDismiss`.
  ///
  /// Source: UIPresentationController.h:58 ("Called on the delegate when the user attempts to
  /// dismiss the presentation, but user-initiated dismissal is prevented because the
  /// presentedViewController isModalInPresentation or presentationControllerShouldDismiss:
  /// returned NO.") and UIViewController.h:600 ("the presentation will prevent interactive
  /// dismiss").
  static let pullDownRefused: [UIKitEvent] = [.pullDownBegins]

  /// A screen in the top layer dismissing itself (`dismiss(animated:completion:)`): the layer
  /// leaves; no presentation-controller delegate call, as it was not the user's pull.
  ///
  /// Source: UIPresentationController.h:51 and :55 ("This is not called if the presentation is
  /// dismissed programatically."); UIViewController.h:253 ("The completion handler, if provided,
  /// will be invoked after the dismissed controller's viewDidDisappear: callback is invoked.").
  static func screenDismissesItsLayer(layerIndex: Int) -> [UIKitEvent] {
    [.layersLeave(fromIndex: layerIndex)]
  }

  /// A screen in a lower layer dismissing it: every layer above it goes too.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  /// ("If you present several view controllers in succession, thus building a stack of presented
  /// view controllers, calling this method on a view controller lower in the stack dismisses its
  /// immediate child view controller and all view controllers above that child on the stack.").
  static func layerChainDismissedFromBelow(fromIndex index: Int) -> [UIKitEvent] {
    [.layersLeave(fromIndex: index)]
  }

  /// A tap on another tab: `shouldSelect`, then the selection and `didSelect`.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)
  /// ("The tab bar controller calls this method in response to the user tapping a tab bar item.")
  /// and …/tabbarcontroller(_:didselect:) ("Tells the delegate that the user selected an item in
  /// the tab bar."; "it is called only in response to user taps in the tab bar and is not called
  /// when your code changes the tab bar contents programmatically"). On iOS 18 and later, with
  /// `UITab`s (a group's child in the sidebar, the search tab, a `UISearchTab`, which is a
  /// `UITab`: UISearchTab.h), UITabBarController.h:157 and :162 in the iOS 26.2 SDK
  /// (`tabBarController(_:shouldSelectTab:)`: "Asks the delegate whether the specified tab should
  /// be made active"; `didSelectTab`: "Tells the delegate that the user selected the specified
  /// selectedTab", "either a root tab or any of their descendants"); the iOS 18.6 SDK says less of
  /// `didSelectTab` (:112, "Called when the selected tab has changed in the tab bar controller":
  /// any change, the user's or the app's). Undocumented: whether the controller-based callbacks
  /// come too (the host answers the tab-based ones and ignores the others for a bar of `UITab`s,
  /// so either way it hears one tap); and whether setting `selectedTab` in code calls
  /// `didSelectTab`, at once or later (18.6's wording allows it; the host ignores one that comes
  /// while it selects, not one that comes later).
  /// Variants: none played; not played yet: a `didSelectTab` for a tab selected in code, a turn
  /// after the selection (taken as the user's tap on the tab just selected).
  /// Device check: on iOS 18 and on 26, with a logging tab bar delegate, set `selectedTab` in code
  /// and log every delegate call (with `previousTab`) at once and a turn later; then tap the
  /// selected tab and log `didSelectTab`'s `previousTab`.
  static func tabTap(index: Int) -> [UIKitEvent] { [.tabTapped(index: index)] }

  /// The user reorders a group's tabs or hides tabs in the sidebar's Edit (iOS 18+), or reorders
  /// tabs in the More tab's Edit (below): the delegate hears of it once the edit ends.
  ///
  /// Source: UITabGroup.h:45 in the iOS 26.2 SDK ("Changes in the display order are notified via
  /// `tabBarController:displayOrderDidChangeForGroup:`"; the 18.6 SDK's line names
  /// `didCustomizeDisplayOrderForGroup:`, which its delegate protocol does not declare: it declares
  /// `displayOrderDidChangeForGroup:`, UITabBarController.h:134), UITabBarController.h:130 in
  /// 18.6 and :181 in 26.2 ("Notifies the delegate when editing has ended and the specified tabs
  /// have had their `isHidden` values changed by the user"), and :98 in 18.6, :143 in 26.2
  /// (`customizableViewControllers`: "the \"More\" view will include an \"Edit\" button").
  /// Undocumented: the order of the two callbacks when one edit both reorders and hides (the host
  /// reads the whole arrangement in each, so either order ends the same); and whether iOS 18.x
  /// calls `displayOrderDidChangeForGroup:` under the name its own header gives otherwise.
  /// Variants: none played; not played yet: hidden tabs reported before the new order, and a
  /// reorder that calls nothing (the arrangement then read at the next selection).
  /// Device check: on iOS 18 and on 26, in the iPad sidebar's Edit, drag a group's tab and hide
  /// another in one edit; log both delegate calls, in order, with `displayOrder` and `isHidden`.
  static func tabsEdited(order: [Int], hidden: [Int]) -> [UIKitEvent] {
    [.tabsEdited(order: order, hidden: hidden)]
  }

  /// An app replacing the navigation controller's delegate: the host hears no later `willShow`
  /// or `didShow`, for a pop or for a stack it sets.
  ///
  /// Source: UINavigationController.h:82 (`@property(nullable, nonatomic, weak)
  /// id<UINavigationControllerDelegate> delegate;`: one delegate) and :110.
  static let delegateReplaced: [UIKitEvent] = [.delegateReplaced]

  /// A screen turning swipe back off for its stack, as apps do in `viewDidAppear` (a form, a
  /// game).
  ///
  /// Undocumented: a disabled recognizer receives no touches (UIGestureRecognizer.h:52, "disabled
  /// gesture recognizers will not receive touches"), but Apple now says the property "should only
  /// be used to set up failure requirements with it" (iOS 26.2 UINavigationController.h:85), and
  /// on iOS 26 a pan in the content pops through `interactiveContentPopGestureRecognizer`
  /// (:88-91), which this one does not control: a screen turns that one off alone with
  /// `Destination.contentSwipe(false)` (`contentSwipeBackBegins`).
  /// Variants: none played.
  /// Device check: on iOS 26, turn `interactivePopGestureRecognizer` off and pan right from the
  /// middle of the screen.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `interactivePopGestureRecognizer` and `interactiveContentPopGestureRecognizer` return two
  /// different recognizers (the edge pan, the content pan), so turning the first off leaves the
  /// second working. Confidence high.
  static let screenTurnsOffSwipeBack: [UIKitEvent] = [.screenTurnsOffSwipeBack]

  /// iOS 26's swipe back from anywhere in the content: its own recognizer, which recognizes where
  /// the edge swipe's does not; the host's hold (a recognizer it must see fail) decides as it
  /// begins: held during a plan, on a screen a leave guard protects, and on a top screen that
  /// turned it off alone (`Destination.contentSwipe(false)`), the edge swipe left on.
  ///
  /// Source: iOS 26.2 UINavigationController.h:88-90 ("The interactive content pop gesture
  /// recognizes on the entire content area of the navigation controller in cases that are not
  /// covered by the interactive pop gesture recognizer and initiates an interactive pop." and
  /// "This property should only be used to set up failure requirements with it.").
  /// Undocumented: that a recognizer it must see fail holds it (as it holds the edge swipe,
  /// UIGestureRecognizer.h `requireGestureRecognizerToFail:`); its pop then reports as the edge
  /// swipe's (`swipeBackCompleted`).
  /// Device check: on iOS 26, a screen pushed with `.contentSwipe(false)`: pan right from the
  /// middle (nothing), then from the edge (pops); again on a protected screen (nothing either way).
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[_UINavigationInteractiveTransitionBase _createContentSwipeGestureRecognizer]` makes the
  /// content swipe a recognizer of its own with the edge swipe's action, and UIKit itself makes it
  /// wait for the edge swipe to fail; its pop is the edge swipe's, with the same callbacks.
  /// Confidence medium-high.
  /// Variants: none played; not played yet: a content swipe that pops though the hold recognized
  /// (it would then be a pop the session did not allow, put back and asked about, as the back
  /// menu's is).
  static let contentSwipeBackBegins: [UIKitEvent] = []

  /// The root controller's view appearing in a window after the navigator attached (the app
  /// sets `window.rootViewController` later, or embeds the root).
  ///
  /// Source: UIViewController.h:183 ("Called after the view has fully transitioned to visible, when
  /// any transition animations have completed.").
  static let rootAppears: [UIKitEvent] = [.rootAppears]

  /// The scene of the root's window disconnects before the root ever appeared (the user closed
  /// the window in the app switcher as it opened): `UIScene.didDisconnectNotification`, with the
  /// scene as its object. The host tells the session, and the steps waiting for the window end.
  ///
  /// Source: Apple's didDisconnectNotification page ("A notification that indicates that UIKit
  /// removed a scene from your app."; "UIKit places the affected scene in the object property of
  /// the notification."; "UIKit disconnects a scene when the user explicitly closes it in the app
  /// switcher.").
  /// Undocumented: that the root's view is already in the scene's window before the scene first
  /// comes forward (the host finds its scene through it).
  /// Variants: none played; not played yet: the root's view in no window yet when the scene
  /// disconnects (the host does not hear it, and a step waiting for the window waits on).
  /// Device check: open a new window of the app and close it in the app switcher before it
  /// shows; log `rootViewController.viewIfLoaded?.window?.windowScene` in the notification.
  static let sceneDisconnectsBeforeTheRootAppears: [UIKitEvent] = [.sceneDisconnects]

  /// The first half of the Back button's animation: the stack pops and `willShow` comes; the rest
  /// comes once the animation has run (the stand-in waits 350 ms on its clock).
  ///
  /// Undocumented: as ``backButtonTap(_:)``; the pop's duration is not documented either
  /// (`UIViewControllerTransitionCoordinatorContext.transitionDuration` reports it at run time),
  /// and on iOS 26 a second Back tap may land in it (react-native-screens#3093: the back button
  /// "on iOS 26, doesn't wait for one transition to finish and can pop two screens at once").
  /// Variants (`UIKitVariants.popCallbacks`, `UIKitVariants.backTapDuringAPop`: `notTaken`,
  /// `popsAgain`).
  /// Device check: tap Back twice within 100 ms on iOS 18 and 26, and log every delegate call.
  ///
  /// Evidence: decompiled UIKitCore, iOS 18.2 and 26.1
  /// (EthanArbuckle/iPhone17-1_18.2_22C152_Restore, EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[UINavigationController transitionConductor:didStartCustomTransitionWithContext:]` sends
  /// `willShow` as the transition starts, before the animation runs. Confidence high.
  static func backButtonAnimationBegins(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    let trace = backButtonTap(variants)
    return Array(trace.prefix { $0 != .transitionEnds(cancelled: false) && $0 != .didShow })
  }

  /// The rest of the Back button's animation: the coordinator's completion and `didShow`.
  ///
  /// Undocumented: as ``backButtonTap(_:)``.
  /// Variants (`UIKitVariants.popCallbacks`): as ``backButtonTap(_:)``.
  /// Device check: as ``backButtonTap(_:)``.
  ///
  /// Evidence: as `backButtonTap` (decompiled UIKitCore, iOS 18.2 and 26.1): `didShow` with the
  /// coordinator attached, then its completion. Confidence high.
  static func backButtonAnimationEnds(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    let trace = backButtonTap(variants)
    return Array(trace.drop { $0 != .transitionEnds(cancelled: false) && $0 != .didShow })
  }

  /// A swipe back under way: `willShow` has come with an interactive coordinator; the user's
  /// finger decides when the rest comes.
  ///
  /// Undocumented: as ``swipeBackCompleted(_:)``.
  /// Variants (`UIKitVariants.popCallbacks`): as ``backButtonTap(_:)``.
  /// Device check: as ``swipeBackCompleted(_:)``.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]` calls
  /// `startInteractiveTransition` at `.began`, which pops with animation at once, so `willShow`
  /// comes while the finger is down, with the interactive coordinator. Confidence medium-high.
  static func swipeBackBegins(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    let trace = swipeBackCompleted(variants)
    return Array(trace.prefix { $0 != .transitionEnds(cancelled: false) && $0 != .didShow })
  }

  /// The end of a swipe back the user finishes: the coordinator's completion and `didShow`.
  ///
  /// Undocumented: as ``swipeBackCompleted(_:)``.
  /// Variants (`UIKitVariants.popCallbacks`): as ``backButtonTap(_:)``.
  /// Device check: as ``swipeBackCompleted(_:)``.
  ///
  /// Evidence: as `backButtonTap`: a finished interactive pop ends through the same completion
  /// handler (decompiled UIKitCore, iOS 18.2 and 26.1), `didShow` first. Confidence high.
  static func swipeBackEnds(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    let trace = swipeBackCompleted(variants)
    return Array(trace.drop { $0 != .transitionEnds(cancelled: false) && $0 != .didShow })
  }

  /// A chain holding a full-screen cover dismissed from below: the top container gets
  /// `viewDidDisappear` before UIKit lets go of the presented chain.
  ///
  /// Undocumented: a full-screen cover removes the presenting controller's views ("The views
  /// belonging to the presenting view controller are removed after the presentation completes.",
  /// UIModalPresentationStyle.fullScreen), and dismiss's completion comes "after the dismissed
  /// controller's viewDidDisappear: callback is invoked" (UIViewController.h:253); whether
  /// `presentedViewController` is already `nil` in the top container's `viewDidDisappear` is not
  /// documented. The host reads the layers then and again a turn later.
  /// Variants: none played; a chain let go of a turn later is read by the second read.
  /// Device check: log `presentingViewController.presentedViewController` in the cover's
  /// `viewDidDisappear` while the chain is dismissed from below.
  static func coverChainDismissedFromBelow(fromIndex index: Int) -> [UIKitEvent] {
    [.topLayerDisappears, .layersUnlinked(fromIndex: index)]
  }

  // MARK: VoiceOver

  /// What the host posts once the navigator's plan has settled (the screen-changed notification,
  /// with the top screen's view, or the registered view or bar button item that opened a layer that
  /// closed), and what it does not post after a gesture of the user's, here a pull-down: UIKit
  /// announces what its own gestures change.
  ///
  /// Undocumented: the notification "Should be posted when a new view appears that encompasses a
  /// major portion of the screen. Optionally, pass the element that VoiceOver should move to after
  /// processing the notification." (UIAccessibilityConstants.h:125-126); where VoiceOver's focus
  /// goes after a sheet the user pulled down, a tab the user tapped or a Back the user took, with
  /// nothing posted, is not documented (the host leaves it to UIKit).
  /// Variants: none played; the session posts nothing for the user's own changes either way.
  /// Device check: with VoiceOver on, open a sheet from a registered button, pull it down, and note
  /// where the focus lands; then tap another tab, and tap Back.
  static func pullDownThenFocusPosted(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    pullDown(layerIndex: 0, variants)
  }

  // MARK: Dialogs

  /// A tap on a dialog's button: UIKit dismisses the alert and runs the action's handler, which
  /// reports the button and the texts of the fields, then the layer leaving by its identity; the
  /// alert's probe, which sees its view leave before the handler runs, reads a turn later.
  ///
  /// Source: UIAlertController's page ("When the user taps that action, the alert controller
  /// executes the block you provided when creating the action object.").
  /// Undocumented: when the handler runs against the alert's dismissal. What was measured is
  /// another signal: pointfreeco/swift-navigation#201 ("Currently, `onDismiss` is called _before_
  /// the `UIAlertAction` is processed", `onDismiss` being sent from the alert's
  /// `viewDidDisappear`, fixed by one main-queue hop), so the alert's probe sees its view leave
  /// before the handler; that the layer's leaving is reported after the handler is inferred.
  /// Variants: none played; not played yet: the handler run after the alert has left (the layer's
  /// leaving then reported before the button: the answer comes for a layer already gone).
  /// Device check: an alert with two buttons whose handlers log, presented by a controller whose
  /// `presentedViewController` and the alert's `viewDidDisappear` log too; tap a button and log
  /// the order.
  static func dialogButtonTap(index: Int, texts: [String] = []) -> [UIKitEvent] {
    [.dialogButtonTapped(index: index, texts: texts)]
  }

  /// An alert dismissed in code, not by a button (a screen below it calling `dismiss`): no handler
  /// runs and no delegate is called; the alert's view leaves the window and the host's probe reads
  /// the layers on the next turn.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uiviewcontroller/dismiss(animated:completion:)
  /// ("The presenting view controller is responsible for dismissing the view controller it
  /// presented."), UIPresentationController.h:51 ("This is not called if the presentation is
  /// dismissed programatically.") and UIView's `didMoveToWindow()` page ("The window property may
  /// be nil by the time that this method is called, indicating that the receiver does not
  /// currently reside in any window.").
  static func dialogDismissedInCode(layerIndex: Int) -> [UIKitEvent] {
    [.alertLeaves(index: layerIndex)]
  }

  /// A tap outside an action sheet shown as a popover (iPad).
  ///
  /// Undocumented: no document says what such a tap does to the sheet's handlers (the cancel style
  /// only "indicates the action cancels the operation and leaves things unchanged",
  /// UIAlertAction.Style.cancel); EddyVerbruggen/cordova-plugin-actionsheet#70 reports "If an user
  /// taps outside the ActionSheet (Popover) on iPad, the callback isn't fired."
  /// Variants (`UIKitVariants.tapOutside`): `cancelHandlerRuns`, `noHandler` (the alert leaves as
  /// in ``dialogDismissedInCode(layerIndex:)``).
  /// Device check: on an iPad, tap outside an action sheet with a cancel action and log its
  /// handler.
  ///
  /// Evidence: decompiled UIKitCore, iOS 18.2 and 26.1
  /// (EthanArbuckle/iPhone17-1_18.2_22C152_Restore, EthanArbuckle/iPhone18-3_26.1_23B85_Restore): a
  /// tap on the popover's dimming view calls `-[UIAlertController _dismissFromPopoverDimmingView]`,
  /// which takes the cancel action as the one that triggered the dismissal and runs its handler
  /// once (none without a cancel action): `cancelHandlerRuns`, the default. Confidence high.
  static func dialogTapOutside(layerIndex: Int, _ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    switch variants.tapOutside {
    case .cancelHandlerRuns: [.dialogTapOutside]
    case .noHandler: [.alertLeaves(index: layerIndex)]
    }
  }

  // MARK: Push transitions

  /// A push or a pop asks the navigation delegate for its animation controller with the
  /// controller going out and the one coming in; `nil` is the default animation. A controller
  /// whose `preferredTransition` is a zoom zooms from the view its provider returns (iOS 18).
  ///
  /// Source: Apple's sample code CustomTransitions (AAPLCheckerboardFirstViewController.m: "return
  /// an object that conforms to the UIViewControllerAnimatedTransitioning protocol, or nil if the
  /// transition should use the navigation controller's default push/pop animation");
  /// UIViewController.h:269-274 ("For example, `UINavigationController` supports the .zoom
  /// transition") and UIViewControllerTransition.h:21-22 ("The transition's `sourceViewProvider` is
  /// called whenever the transition needs to request a source view.").
  static let pushAsksForItsAnimation: [UIKitEvent] = []

  /// The swipe back asks for the pop's animation controller as its recognizer begins: the
  /// recognizer is `.began` (or, in a variant, already `.changed`) when the navigation delegate is
  /// asked. A pop with a custom animation and no interaction controller is not driven by the
  /// finger; the default pop is.
  ///
  /// Source: UIGestureRecognizer.h:23 (`UIGestureRecognizerStateBegan`: "the recognizer has
  /// received touches recognized as the gesture. the action method will be called at the next
  /// turn of the run loop"); UINavigationController.h:117-118 (the delegate's
  /// `interactionControllerForAnimationController:`, which makes a custom animation interactive).
  /// Undocumented: what a custom animation without an interaction controller does to the swipe.
  /// The host answers the default animation whether the recognizer reads `.began` or `.changed`.
  /// Variants: none played; not played yet: the custom animation run to its end at once, not
  /// following the finger (the swipe then reports as a Back tap's pop).
  ///
  /// Device check: register a custom push animation, push with it, swipe back halfway and hold:
  /// the screen follows the finger.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore): the
  /// pop, and so any question to the delegate, happens inside the recognizer's action at `.began`
  /// (`-[_UINavigationInteractiveTransitionBase handleNavigationTransition:]`), never at
  /// `.changed`; UIKit may ignore the delegate's animation controller for its own swipe. Confidence
  /// medium.
  static let swipeBackAsksForItsAnimation: [UIKitEvent] = []

  // MARK: Popovers

  /// A popover on a compact width: UIKit asks the presentation controller's delegate for the
  /// adaptive style; `UIModalPresentationNone` keeps the popover, and without an answer a popover
  /// adapts to full screen.
  ///
  /// Source: UIPresentationController.h:31 ("Returning UIModalPresentationNone will indicate that an
  /// adaptation should not happen.") and :81-83 (`UIPopoverPresentationController` returns
  /// "UIModalPresentationStyleFullscreen if the delegate does not provide an implementation").
  static let compactWidthAsksForTheAdaptiveStyle: [UIKitEvent] = []

  /// A popover on a regular width and a compact height (an iPhone Pro Max in landscape): UIKit
  /// asks the delegate for the adaptive style too.
  ///
  /// Undocumented: the delegate method takes the trait collection being adapted to
  /// (UIPresentationController.h:32); whether UIKit calls it for a regular width and a compact
  /// height is not documented. The host answers from the trait collection it is given, so a call
  /// it does not get keeps the popover.
  /// Variants: none played (asked or not, the host's answer stays a popover).
  /// Device check: present an anchored popover on an iPhone Pro Max in landscape and log the trait
  /// collection the delegate is given.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[UIPresentationController adaptivePresentationStyleForTraitCollection:]` asks a delegate
  /// that implements the trait-collection method for any traits, and
  /// `_shouldAdaptFromTraitCollection:toTraitCollection:` calls it with the new ones;
  /// averagejake.com, "Adaptability Changes in iOS 8.3", measured it on an iPhone Plus in
  /// landscape. Confidence medium.
  static let compactHeightAsksForTheAdaptiveStyleToo: [UIKitEvent] = []

  /// A view registered as an anchor whose screen is off screen (in a column a collapsed split
  /// hides, under a full-screen cover) is in no window, and a bar button item of a screen under a
  /// pushed one is in no bar on screen; the host refuses a popover or an action sheet anchored
  /// to either.
  ///
  /// Undocumented: `UIView.window` is "nil if the view has not yet been added to a window" (UIView's
  /// `window` page) and a full-screen cover removes the presenting views
  /// (UIModalPresentationStyle.fullScreen); what UIKit does with a popover anchored to a view in no
  /// window, or to a bar button item whose bar is off screen, is not documented.
  /// Variants: none played: the host refuses both, whatever UIKit would draw (the stand-in's
  /// `barItems` puts a bar item on screen while its screen is the top of a stack in view).
  /// Device check: present a popover anchored to a view in the sidebar of a collapsed split and to
  /// a bar button item of a screen under a pushed one, and log what UIKit shows.
  static let anchorOffScreen: [UIKitEvent] = []
}

/// What a column-style `UISplitViewController` does as its width changes and as the user goes
/// back past a column on a compact width.
enum UIKitSplitTraces {
  /// The width turns compact: UIKit asks the delegate which column goes on top, stacks the
  /// columns up to it (each column keeping its navigation controller, nested in the one before),
  /// then calls `splitViewControllerDidCollapse`. A resize that keeps the width compact calls
  /// nothing.
  ///
  /// Undocumented: Apple's pages say the top column is asked for "the column to display after the
  /// split view interface collapses" and that `didCollapse` comes "after its interface has
  /// collapsed, meaning that isCollapsed is true"; "Collapsing happens when the split view
  /// controller transitions from a horizontally regular to a horizontally compact environment"
  /// (`isCollapsed`). How the columns' navigation controllers are arranged once collapsed
  /// (UISplitViewController.h:52 says only that the columns' controllers are stacked) is not
  /// documented; the host reads the column on top from that nesting.
  /// Variants: none played.
  /// Device check: log both callbacks and each column's navigation controller's `parent` in
  /// Slide Over, with the sidebar and then the detail on top.
  ///
  /// Evidence: decompiled UIKitCore, iOS 18.2 and 26.1
  /// (EthanArbuckle/iPhone17-1_18.2_22C152_Restore, EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[UINavigationController _collapseViewController:forSplitViewController:]` pushes the
  /// secondary column's navigation controller, whole and without animation, onto the primary's. The
  /// order of `topColumnForCollapsing` and `didCollapse` was not read. Confidence medium.
  static let collapses: [UIKitEvent] = [.splitCollapses(proposed: .detail), .didCollapse]

  /// The width turns regular again: UIKit puts each column's stack back in its column and calls
  /// `splitViewControllerDidExpand`.
  ///
  /// Undocumented: `splitViewControllerDidExpand` is declared (UISplitViewController.h:247); that
  /// the columns get back what was pushed on them while collapsed is not documented.
  /// Variants: none played.
  /// Device check: push on the detail in Slide Over, widen, and log each column's
  /// `viewControllers`.
  static let expands: [UIKitEvent] = [.splitExpands, .didExpand]

  /// The width turns compact (`collapsed`) or regular while the tab showing a split view is not
  /// selected: the split view controller is a child of the tab bar controller, its view in no
  /// window.
  ///
  /// Undocumented: whether a split view controller whose view is in no window collapses (and
  /// tells its delegate) as the size class changes, or as it comes on screen.
  /// Variants (`UIKitVariants.hiddenSplitResize`): `collapsesAtOnce` (`didCollapse` or
  /// `didExpand` now), `collapsesWhenShown` (nothing now; the host reads `isCollapsed` as the
  /// tab is selected).
  /// Device check: an iPad app with a split in its first tab; select the second tab, enter Slide
  /// Over, log the delegate calls and the first tab's `isCollapsed` before and after selecting it.
  static func resizeWithTheSplitsTabHidden(collapsed: Bool, _ variants: UIKitVariants = UIKitVariants())
    -> [UIKitEvent]
  {
    [.hiddenSplitResized(collapsed: collapsed, atOnce: variants.hiddenSplitResize == .collapsesAtOnce)]
  }

  /// A rotation, Slide Over and a Stage Manager resize are the same two traces: UIKit reports a
  /// size-class change, not its cause.
  ///
  /// Source: https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed
  /// ("Collapsing happens when the split view controller transitions from a horizontally regular
  /// to a horizontally compact environment.").
  static let rotation = (toCompact: collapses, toRegular: expands)

  /// Collapsed, Back on the first screen of the top column: UIKit pops the column (its navigation
  /// controller leaves the one before it) and may tell the delegate it hides the column.
  ///
  /// Undocumented: `willHideColumn` comes when "the system is preparing to hide one of its columns;
  /// for example, when a person rotates the device. The system doesn't call this method when you
  /// hide a column programmatically" (splitViewController(_:willHide:)); whether Back past a
  /// column's first screen sends it is not documented. The host reads the column on top from
  /// UIKit after the pop's `didShow` either way.
  /// Variants (`UIKitVariants.columnBack`): `willHideColumn`, `noWillHideColumn`.
  /// Device check: in Slide Over, tap Back on the detail's first screen and log `willHideColumn`.
  static func backPastAColumn(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    [.columnBack(willHide: variants.columnBack == .willHideColumn)]
  }

  /// A split made before its root is in a window: UIKit makes it expanded and collapses it as the
  /// root enters a window of a compact width; the host reads `isCollapsed` once the root appeared.
  ///
  /// Undocumented: measured in a 2016 post, "When a split view controller is born, it assumes it is
  /// in a non-collapsed state. When it is added to the window, if running in a .Compact horizontal
  /// size class, it collapses" (commandshift.co.uk); whether `didCollapse` comes for that first
  /// collapse is not documented.
  /// Nor is when `isCollapsed` turns true: it "is false until after the collapse transition
  /// finishes" (https://developer.apple.com/documentation/uikit/uisplitviewcontroller/iscollapsed),
  /// and the page does not say whether that transition has finished when the root appears. The
  /// host reads it as the root appears and again a main-queue turn later.
  /// Variants (`UIKitVariants.firstCollapse`): `noDidCollapse`, `didCollapse`;
  /// (`UIKitVariants.collapseRead`): `finalWhenTheRootAppears`, `finalATurnLater`.
  /// Device check: attach a split off screen on an iPhone and log `isCollapsed` at attachment, in
  /// `viewDidAppear` and a main-queue turn later, and the delegate calls.
  static func entersACompactWindow(_ variants: UIKitVariants = UIKitVariants()) -> [UIKitEvent] {
    variants.firstCollapse == .didCollapse ? [.rootAppears, .didCollapse] : [.rootAppears]
  }
}
