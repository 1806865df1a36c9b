import Waypoint

/// What SwiftUI does, recorded as the binding writes it makes and what its views keep. Each trace
/// says one of two things: `Source:`, quoting in its own words the Apple doc comment (the iOS 18.6
/// SDK's, as developer.apple.com shows it), interface line, header line or measured public report
/// that states it; or `Undocumented:`, with the variants the SwiftUI stand-in plays
/// (`SwiftUIVariants`) and the one device check that would settle it. "What Waypoint relies on"
/// lists them all.
enum SwiftUITraces {
  /// The Back button of a `NavigationStack(path:)`: the path setter is called with the last
  /// identity removed.
  ///
  /// Undocumented: when the setter is called against the pop animation and the probes of the
  /// screens it moves. Apple's `NavigationStack` page states the write, not its time: "People can
  /// add views to the top of the stack by clicking or tapping a ``NavigationLink``, and remove views
  /// using built-in, platform-appropriate controls, like a Back button or a swipe gesture." and
  /// "The stack adds items to the collection as it adds views to the stack and removes items when
  /// it removes views." (https://developer.apple.com/documentation/swiftui/navigationstack).
  /// Variants (`SwiftUIVariants.dismissWrite`): `asTheAnimationStarts` (the write, then the
  /// probes), `asTheAnimationEnds` (the probes, then the write); not played yet: the write at the
  /// animation's end just before the probes, which the host takes as the first.
  /// Device check: on iOS 18 and 26, log each set of the path binding and each screen's probe
  /// (`viewDidAppear`, `viewDidDisappear`) with `CACurrentMediaTime()`; tap Back; compare the times.
  static let backButtonTap: [SwiftUIEvent] = [.pathShortened(by: 1)]

  /// A swipe back the user finishes: the same write as the Back button's.
  ///
  /// Undocumented: when a finished swipe writes the path, against the finger lifting, the end of
  /// the animation and the probes; Apple's `NavigationStack` page states only the write ("… like a
  /// Back button or a swipe gesture", as `backButtonTap`). iOS 26 adds a swipe from the content
  /// area with the same question (UINavigationController.h:88-91, iOS 26.2 SDK: "The interactive
  /// content pop gesture recognizes on the entire content area of the navigation controller in
  /// cases that are not covered by the interactive pop gesture recognizer and initiates an
  /// interactive pop.").
  /// Variants (`SwiftUIVariants.dismissWrite`): `asTheAnimationStarts` (the write as the finger
  /// lifts), `asTheAnimationEnds` (after the probes).
  /// Device check: as `backButtonTap`, with an edge swipe and, on iOS 26, a swipe from mid-screen,
  /// slow and fast.
  static let swipeBackFinished: [SwiftUIEvent] = [.pathShortened(by: 1)]

  /// A swipe back or a pull-down the user lets go of: nothing is written.
  ///
  /// Undocumented: whether a called-off swipe back or pull-down calls any setter; no Apple page
  /// says. A public report measured otherwise on iOS 16.0, TCA #3673: "When using StackState-based
  /// navigation on iOS 16.0, edge swipe back-and-cancel causes the state to become inconsistent:
  /// after cancelling, the screen stays visible but its dismiss effect no longer works."
  /// Variants: none played; not played yet: the path shortened as the swipe starts and written
  /// whole again when it is called off, the path shortened and never restored (TCA #3673's
  /// symptom), and a called-off pull-down writing its item `nil` while the sheet stays; the audit
  /// finds the host would take each as the user's pop or dismissal.
  /// Device check: on iOS 17, 18 and 26, log the path and item setters while swiping back halfway
  /// and letting go, and while pulling a sheet a little and letting go.
  static let gestureCalledOff: [SwiftUIEvent] = [.nothing]

  /// The Back button's long-press menu: the path shortened by several identities in one write.
  ///
  /// Undocumented: how a pick in the menu writes the path, and when; nothing Apple publishes
  /// describes the menu's effect on the binding (UINavigationItem.h in the iOS 18.6 SDK documents
  /// `backAction`, iOS 16, not the menu).
  /// Variants (`SwiftUIVariants.dismissWrite`): `asTheAnimationStarts`, `asTheAnimationEnds`; not
  /// played yet: one write of one identity each, in one update or one per animation.
  /// Device check: push four screens, long-press Back, pick the first; log every setter call and
  /// the probes.
  static func backMenu(popping count: Int) -> [SwiftUIEvent] { [.pathShortened(by: count)] }

  /// `@Environment(\.dismiss)` in a pushed screen: the path setter is called with that screen's
  /// identity removed, as by the Back button.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/dismissaction ("You can use this
  /// action to: * Dismiss a modal presentation, like a sheet or a popover. * Pop the current view
  /// from a ``NavigationStack``.") and the `NavigationStack` page ("The stack adds items to the
  /// collection as it adds views to the stack and removes items when it removes views."). When the
  /// write comes against the animation is not stated: it is played both ways, as `backButtonTap`'s
  /// (`SwiftUIVariants.dismissWrite`).
  static let dismissInAPushedScreen: [SwiftUIEvent] = [.pathShortened(by: 1)]

  /// `@Environment(\.dismiss)` in the root screen of a sheet: the item setter is called with `nil`.
  ///
  /// Undocumented: that `dismiss()` writes the sheet's item `nil`, and when against the dismissal
  /// and the probes. Apple's `DismissAction` page says the action can "Dismiss a modal
  /// presentation, like a sheet or a popover."; of the item, `sheet(item:onDismiss:content:)` says
  /// only "When `item` is non-`nil`, the system passes the item's content to the modifier's
  /// closure." and "If `item` changes, the system dismisses the sheet and replaces it with a new
  /// one using the same process."
  /// Variants (`SwiftUIVariants.dismissWrite`): `asTheAnimationStarts`, `asTheAnimationEnds`.
  /// Device check: a sheet whose item binding logs each set; call `dismiss()` in its root; log the
  /// setter, `onDismiss` and the probes.
  static let dismissInALayersRoot: [SwiftUIEvent] = [.itemCleared]

  /// A sheet pulled down to its end: the item setter is called with `nil` at the very end of the
  /// dismissal, about a second after the sheet is gone, after the probes of the screens it moves;
  /// a step started meanwhile sees the write late.
  ///
  /// Source: FlowStacks #69 (https://github.com/johnpatrickmorgan/FlowStacks/issues/69), measured
  /// with `sheet(isPresented:)`: "When a sheet is dismiss with a swipe, it takes a really long time
  /// for the routes to actually be updated, ~1 sec after the sheet is completely gone, so if you
  /// tap quickly on something that push it can do nothing or crash"; its maintainer: "The binding
  /// that is passed to the sheet modifier has its setter invoked with a `false` value when a sheet
  /// is dismissed" and "Unfortunately the binding's setter is invoked at the very end of the
  /// dismis…" (the stored copy stops there). A screen's `viewDidDisappear:` comes "after the view
  /// has fully been dismissed, covered, or otherwise hidden, when any transition animations have
  /// completed" (UIViewController.h:187), so before that write. The other order, the write before
  /// the probes, is played as a variant (`SwiftUIVariants.pullDownWrite`: `beforeTheProbes`).
  static let pullDownEnds: [SwiftUIEvent] = [.sheetPulledDown]

  /// Several items set to `nil` in one update (a lower layer dismissed while another is presented
  /// above it): the setters are called top down, one per layer.
  ///
  /// Undocumented: which item setters SwiftUI calls when a lower presentation is dismissed while
  /// another is presented above it, and in which order; `sheet(item:onDismiss:content:)` says only
  /// "If `item` changes, the system dismisses the sheet and replaces it with a new one using the
  /// same process."
  /// Variants: none played; the audit finds the host right under the two not played, only the
  /// lowest layer's setter and the setters bottom up (a setter of a layer already gone is ignored).
  /// Device check: two sheets; call `dismiss()` in the lower sheet's root; log both setters.
  static func itemsClearedTogether(count: Int) -> [SwiftUIEvent] { [.itemsCleared(count: count)] }

  /// From iOS 17, the lowest item of several presented layers set to `nil` dismisses it and every
  /// layer above it in one transition, and the upper layers' screens' probes report
  /// `viewDidDisappear`; so the host offers `dismissesLayersTogether`.
  ///
  /// Undocumented: how SwiftUI dismisses several layers whose items become `nil` in one update, and
  /// which of their screens' probes report. UIKit documents the chain for
  /// `dismiss(animated:completion:)` (its Apple page, as quoted in gist timriley/11f6716217b49c4b45a2):
  /// "calling this method on a view controller lower in the stack dismisses its immediate child
  /// view controller and all view controllers above that child on the stack. When this happens,
  /// only the top-most view is dismissed in an animated fashion; any intermediate view controllers
  /// are simply removed from the stack." Nothing says SwiftUI uses it; FlowStacks'
  /// `FlowPath+calculateSteps.swift` relies on it ("// On iOS 17, this can be performed in one
  /// step.").
  /// Variants: none played; not played yet: one transition whose intermediate layers' screens
  /// report nothing (UIKit's "simply removed"), which the audit finds keeps the step waiting for
  /// the watchdog, and one transition per layer, top first.
  /// Device check: three sheets, and a sheet over a cover; set every item `nil` in one
  /// transaction; log every probe and its time.
  static let lowestItemClearedDismissesTheLayersAbove: [SwiftUIEvent] = [.nothing]

  /// `dismiss()` and the Back button write their binding as their animation starts, before the
  /// probes of the screens it moves: a step started straight after runs while the screen still
  /// moves. (A pull-down writes at the end: `pullDownEnds`.)
  ///
  /// Undocumented: when the write of `dismiss()` and of the Back button comes against their
  /// animation. Apple states the write ("Pop the current view from a ``NavigationStack``.",
  /// https://developer.apple.com/documentation/swiftui/dismissaction), not its time.
  /// Variants (`SwiftUIVariants.dismissWrite`): `asTheAnimationStarts`, `asTheAnimationEnds`.
  /// Device check: log the setter and the probes with `CACurrentMediaTime()` for `dismiss()` in a
  /// sheet's root and in a pushed screen, and for a Back tap.
  static let dismissWritesWhenItsAnimationStarts: [SwiftUIEvent] = [.itemCleared]

  /// The first screens drawn report through their probes' `viewDidAppear` once a window shows
  /// them, not when their views are built.
  ///
  /// Source: UIViewController.h:183 in the iOS 18.6 and 26.2 SDKs, above `viewDidAppear:`:
  /// "Called after the view has fully transitioned to visible, when any transition animations
  /// have completed." That a `UIViewControllerRepresentable`'s controller gets it as the window
  /// shows it, and what a launch in the background builds, are not stated.
  static let windowShowsTheFirstScreens: [SwiftUIEvent] = [.nothing]

  /// At a cold launch from a link, the app's `onOpenURL` and its root's `.task { … }` run in either
  /// order: the link can come before the restore at launch, or after it.
  ///
  /// Undocumented: the order of the two, and whether the link comes at all. `onOpenURL(perform:)`
  /// says "Use this view modifier to receive URLs in a particular scene within your app. The scene
  /// that SwiftUI routes the incoming URL to depends on the structure of your app, what scenes are
  /// active, and other configuration." and `task(priority:_:)` "Adds an asynchronous task to
  /// perform before this view appears." (their Apple pages): no order. A link never delivered was
  /// measured, FB17446617 (feedback-assistant/reports #650, iOS 18.4): "Cold-launch the app by
  /// tapping the link when the app is not running." "Observe that neither handler is invoked."
  /// Variants: none played; both orders are played by
  /// `aLinkAtLaunchIsOpenedAfterTheRestoreInEitherOrder`; not played yet: the link never delivered,
  /// which the host loses (it reads no scene connection options).
  /// Device check: on iOS 18 and 26, cold-launch from a custom-scheme URL and from a Universal
  /// Link; log `onOpenURL`, the start and end of `.task`, and the root's `onAppear`.
  static let linkAndRestoreInEitherOrder: [SwiftUIEvent] = [.nothing]

  /// A `NavigationLink(value:)` of an app's route inside a stack the host draws, whose path is
  /// `[ScreenID]`: the path setter is not called.
  ///
  /// Undocumented: what the link does in a debug build, where the host registers a destination for
  /// each route type, showing a warning (`StrayLinks.warning`), in a stack whose path cannot hold
  /// a route. Apple's `NavigationLink` page: "If SwiftUI finds a matching modifier within the view
  /// hierarchy of an enclosing ``NavigationStack``, it pushes the modifier's corresponding
  /// `destination` view onto the stack." and, with no matching destination (a release build), "In
  /// other cases, the link doesn't do anything."
  /// Variants: none played; not played yet: the destination pushed with no path write, pushed with
  /// the path written unchanged, and, from a split's earlier column, the later column's path
  /// written `[]`; the audit finds each leaves SwiftUI showing a screen the session does not know.
  /// Device check: a debug build with a `NavigationLink(value:)` of a route on a host screen, in a
  /// plain stack and in a split's sidebar; log every path setter and the probes.
  static let strayNavigationLink: [SwiftUIEvent] = [.nothing]

  /// A tap on a tab: the `TabView(selection:)` setter is called with that tab's tag. `TabView` has
  /// no `shouldSelect`: a tap cannot be refused, only drawn back, which the user sees as a flip.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/tabview ("When people select a tab
  /// in the tab view, the tab view updates the selection binding to the value of the currently
  /// selected tab."); `TabView` has only `init(selection:content:)` initializers and no selection
  /// veto (SwiftUI.swiftinterface:2024 in the iOS 18.6 SDK, :2510-2520 in 26.2).
  static func tabTap(index: Int) -> [SwiftUIEvent] { [.tabWritten(index: index)] }

  /// A tap on a tab in a bar with tabs under the More tab, from the tab at `from` (`nil`: from the
  /// More list): the selection written, the old tab's content leaving the window and the new
  /// one's coming.
  ///
  /// Source: as ``tabTap(index:)``; Apple's onAppear and onDisappear pages ("The action to perform
  /// after this view disappears.").
  /// Undocumented: whether the old tab's content leaves before or after the write. Before, the
  /// session takes the leaving for the More list until the write selects the new tab.
  /// Variants (`SwiftUIVariants.tabContentOrder`): `writeFirst`, `leavesFirst`.
  /// Device check: six tabs on an iPhone, each tab's content with logging `onAppear` and
  /// `onDisappear`, a logging selection binding; tap from the first tab to the second.
  static func tabTap(index: Int, from: Int?, _ variants: SwiftUIVariants = SwiftUIVariants())
    -> [SwiftUIEvent]
  {
    let leaves = from.map { [SwiftUIEvent.tabContentChanged(index: $0, inWindow: false)] } ?? []
    let comes = SwiftUIEvent.tabContentChanged(index: index, inWindow: true)
    return switch variants.tabContentOrder {
    case .writeFirst: [.tabWritten(index: index)] + leaves + [comes]
    case .leavesFirst: leaves + [.tabWritten(index: index), comes]
    }
  }

  /// A tap on the More tab (a bar of more than five tabs on an iPhone): the selected tab's content
  /// leaves the window and the More list shows; the selection is not written, as no tab's tag
  /// names the list. Tapped while a tab it lists shows, the same (back to the list).
  ///
  /// Source: UITabBarController.h:41-42, which a `TabView` is on an iPhone ("only the first four
  /// will display. The rest will be accessible under an automatically generated More item.").
  /// Undocumented: that SwiftUI writes nothing then, and what a `TabView` shows when its selection
  /// names no tab (the host draws ``HostDrawing/moreListSelection`` while the list shows, so that
  /// selecting the tab the list was opened from is a change): the More list kept is played; a
  /// `TabView` that shows its first tab instead is not handled (the host would show a tab the
  /// session does not select).
  /// Variants: none played.
  /// Device check: six tabs on an iPhone, each tab's content with logging `onAppear` and
  /// `onDisappear`, a logging selection binding; tap More, set the selection to a tag no tab has,
  /// pick the sixth tab, tap More again, set the selection to the sixth tab's tag.
  static func moreTap(selected: Int) -> [SwiftUIEvent] {
    [.tabContentChanged(index: selected, inWindow: false)]
  }

  /// The user picks the tab at `index` in the More list: the selection is written and its content
  /// comes into the window.
  ///
  /// Source: Apple's TabView page ("When people select a tab in the tab view, the tab view updates
  /// the selection binding to the value of the currently selected tab.").
  /// Undocumented: as ``moreTap(selected:)``; the content's coming after the write is the stand-in's
  /// choice (the content alone, with no write, would show the tab the list was opened from again).
  /// Variants: none played.
  /// Device check: as ``moreTap(selected:)``.
  static func morePick(index: Int) -> [SwiftUIEvent] {
    [.tabWritten(index: index), .tabContentChanged(index: index, inWindow: true)]
  }

  /// Back on the first screen of a tab the More list shows (the More list's own navigation, UIKit's
  /// under SwiftUI): the tab's content leaves the window and nothing is written.
  ///
  /// Undocumented: as ``moreTap(selected:)``.
  /// Variants: none played.
  /// Device check: as ``moreTap(selected:)``, tapping Back on the sixth tab's first screen.
  static func backToTheMoreList(index: Int) -> [SwiftUIEvent] {
    [.tabContentChanged(index: index, inWindow: false)]
  }

  /// The user reorders tabs or hides some in a `.sidebarAdaptable` `TabView`'s sidebar: the
  /// customization binding is written once, with the order and the visibility.
  ///
  /// Source: `tabViewCustomization(_:)` (SwiftUI.swiftinterface:19136 in the iOS 18.6 SDK, :22772
  /// in 26.2) binds a `TabViewCustomization`, whose `sidebarVisibility` (per `customizationID`)
  /// and section `tabOrder` (iOS 18.4+) the host reads. Undocumented: whether one edit writes the
  /// binding once or once per change; each write is a whole arrangement, so several writes end
  /// where one does.
  /// Variants: none played; not played yet: one write per change (the order first, then each
  /// tab hidden).
  /// Device check: a `.sidebarAdaptable` `TabView` with a `TabSection` and a logging
  /// customization binding; reorder two tabs and hide one on an iPad; log every write.
  static func tabsCustomized(order: [Int], hidden: [Int]) -> [SwiftUIEvent] {
    [.customizationWritten(order: order, hidden: hidden)]
  }

  /// The Back button of a screen a leave guard protects: the host hides SwiftUI's
  /// (`navigationBarBackButtonHidden`) and draws its own, whose action asks the guard; nothing is
  /// written, and with the Back button (and its long-press menu) hidden the swipe back is off.
  ///
  /// Source: `navigationBarBackButtonHidden(_:)` (SwiftUI.swiftinterface:6717,
  /// https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)):
  /// "Hides the navigation bar back button for the view."; measured, hmlongco/Navigator #34
  /// (2025-03-04, on `NavigationStack`): "Additionally, when I hide the back button on the
  /// destination view, the swipe back gesture no longer works." iOS 26's swipe from the content
  /// area is `contentSwipeOnAProtectedScreen`.
  static let heldBackButtonTap: [SwiftUIEvent] = [.replacementBackTapped]

  /// The menu of that replacement Back button (a tap is its primary action, `heldBackButtonTap`)
  /// lists the screens below, the nearest first, and the user chooses item `index`; the pop to
  /// that screen asks the guard.
  ///
  /// Source: `Menu(content:label:primaryAction:)` (SwiftUI.swiftinterface:6123 in the iOS 18.6
  /// SDK; https://developer.apple.com/documentation/swiftui/menu/init(content:label:primaryaction:),
  /// `primaryAction`: "The action to perform on primary interaction with the menu."). The menu is
  /// the host's own view: what each item does is its choice, and nothing is written.
  static func heldBackMenuChoice(index: Int) -> [SwiftUIEvent] { [.replacementBackMenuChosen(index: index)] }

  /// On iOS 26, a swipe from the content area of a screen a leave guard protects, its Back button
  /// hidden: nothing pops and nothing is written.
  ///
  /// Undocumented: whether `navigationBarBackButtonHidden(true)` also turns off iOS 26's content
  /// pop gesture (UINavigationController.h:88-91, iOS 26.2 SDK: "The interactive content pop
  /// gesture recognizes on the entire content area of the navigation controller in cases that are
  /// not covered by the interactive pop gesture recognizer and initiates an interactive pop.").
  /// Variants: none played; a swipe that still pops writes as `swipeBackFinished`, which the tests
  /// play on a protected screen: the session refuses the write, draws the screen again and asks
  /// the guard.
  /// Device check: on iOS 26, a protected screen; swipe from mid-screen; log the path setter and
  /// the screen shown.
  ///
  /// Evidence: decompiled UIKitCore, iOS 26.1 (EthanArbuckle/iPhone18-3_26.1_23B85_Restore):
  /// `-[UINavigationController _shouldInteractivePopGestureBeEnabled]` turns both back swipes off
  /// while the top item hides its back button; hmlongco/Navigator#34 (SwiftUI `NavigationStack`)
  /// and Automattic/pocket-casts-ios#4282 (iOS 26) report the same. That
  /// `navigationBarBackButtonHidden(true)` hides the item's back button is inferred. Confidence
  /// medium.
  static let contentSwipeOnAProtectedScreen: [SwiftUIEvent] = [.nothing]

  /// A tap on the selected tab: the `TabView(selection:)` setter is called with the tag it already
  /// has; on iOS 26 SwiftUI may also pop the tab's stack to its root, writing its path empty.
  ///
  /// Undocumented: what a tap on the selected tab writes, per iOS version. Apple documents only the
  /// selection ("When people select a tab in the tab view, the tab view updates the selection
  /// binding to the value of the currently selected tab.", the `TabView` page). Apps relied on the
  /// equal write through iOS 18 (ruddarr/app #43: "I can detect the tab being tapped while its
  /// already selected"), and on iOS 26 a `UITabBarController` hosting SwiftUI pops on a re-tap
  /// (mlem PR #2457: "iOS 26 implemented a default navigate back on tab reselect").
  /// Variants (`SwiftUIVariants.tabRetap`): `nothing` (the equal selection only), `popsToTheRoot`
  /// (then the path written empty); not played yet: the path written before the selection, the
  /// path alone, a pop of one level, and no write at all.
  /// Device check: on iOS 18.6 and 26, a `TabView(selection:)` with `.tabItem` and `.tag`, each tab
  /// a `NavigationStack(path:)` with logging bindings; push two screens, re-tap the tab, log every
  /// setter in order; again with a protected top screen.
  static func tabRetap(index: Int, _ variants: SwiftUIVariants = SwiftUIVariants()) -> [SwiftUIEvent] {
    switch variants.tabRetap {
    case .nothing: [.tabWritten(index: index)]
    case .popsToTheRoot: [.tabWritten(index: index), .pathShortened(by: .max)]
    }
  }

  /// A stack's only screen replaced (`setStack([.home])` from `[.login]`, a `.root` link, a
  /// restore), or the tree's root swapped: the host's `.id(entry.id)` gives the new screen a new
  /// view, and so a new probe.
  ///
  /// Undocumented: what the probes of the replaced and the new screen report, and when. Apple's
  /// `id(_:)` page: "When the proxy value specified by the `id` parameter changes, the identity of
  /// the view — for example, its state — is reset."; `UIViewControllerRepresentable`'s
  /// `makeUIViewController(context:)`: "The system calls this method only once, when it creates
  /// your view controller for the first time."
  /// Variants (`SwiftUIVariants.rootReplaced`): `noProbes`, `probes` (the old screen's
  /// `viewDidDisappear`, the new one's `viewDidAppear`); not played yet: the new one's alone, or
  /// before the old one's.
  /// Device check: `setStack([.home])` from `[.login]`, animated and not, and a `.setRoot` from a
  /// stack to tabs; log every probe.
  static let rootReplacedInPlace: [SwiftUIEvent] = [.nothing]

  /// A full-screen cover: what it covers leaves the window, so the presenter's probes report
  /// `viewDidDisappear` when it is up and `viewDidAppear` when it goes (a sheet leaves them).
  ///
  /// Undocumented: whether the presenter's probes report around a `fullScreenCover`; nothing says
  /// it uses UIKit's full-screen style, of which Apple's page says "The views belonging to the
  /// presenting view controller are removed after the presentation completes."
  /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen).
  /// `fullScreenCover(item:onDismiss:content:)`: "Presents a modal view that covers as much of the
  /// screen as possible using the binding you provide as a data source for the sheet's content.";
  /// `sheet(item:onDismiss:content:)`: "In vertically compact environments, such as iPhone in
  /// landscape orientation, a sheet presentation automatically adapts to appear as a full-screen
  /// cover."
  /// Variants: none played; not played yet: a presenter whose probes stay silent, which the audit
  /// finds makes each cover's step wait for the watchdog, and a sheet adapted in a compact height
  /// that hides its presenter (probes of no step, ignored).
  /// Device check: present a cover from a screen with the probe, then a sheet on an iPhone in
  /// landscape; log the presenter's probe.
  static let coverHidesThePresenter: [SwiftUIEvent] = [.nothing]

  // MARK: VoiceOver

  /// Once the navigator's plan has settled, the host moves VoiceOver: a screen gets
  /// `AccessibilityNotification.ScreenChanged(nil).post()`, an element marked `.waypointElement(_:)`
  /// its `AccessibilityFocusState` set. After a sheet the user pulled down (the trace is the
  /// pull-down's write) it moves nothing: SwiftUI announces what the user's own gestures change.
  ///
  /// Undocumented: where VoiceOver's focus ends after a sheet's dismissal when the host sets a
  /// marked element's focus state. The iOS 18.6 SDK declares `AccessibilityNotification.ScreenChanged`
  /// (Accessibility.swiftinterface:200-218, `init(_ element: Any? = nil)`, iOS 17) and `post()`
  /// (:232-235); `accessibilityFocused(_:)` (SwiftUI.swiftinterface:18012-18050) says "If the value
  /// is set to `true` programmatically, then accessibility focus will move to accessibility element
  /// of the modified view." — not for an element under a sheet that has just slid away. The write
  /// before it is played both ways, as `pullDownEnds`'.
  /// Variants: none played; not played yet: VoiceOver's own focus after the dismissal winning, the
  /// set ignored while the sheet's elements are still there, and no move when the state already
  /// reads `true`; the host sets the state once, with no retry.
  /// Device check: with VoiceOver on, open a sheet from a `.waypointElement` button and pull it
  /// down; note where the focus lands, with the focus state logged.
  static let pullDownThenFocusMoved = pullDownEnds

  // MARK: Dialogs

  /// A tap on a button of an `.alert` or a `.confirmationDialog`: the button's action runs, then
  /// SwiftUI sets `isPresented` to `false`.
  ///
  /// Source: Apple's `alert(_:isPresented:presenting:actions:message:)` page
  /// (SwiftUI.swiftinterface:9268 in the iOS 18.6 SDK): "All actions in an alert dismiss the alert
  /// after the action runs." and, of `isPresented`, "When the user presses or taps one of the
  /// alert's actions, the system sets this value to `false` and dismisses.";
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` (:14671): "All
  /// actions in a confirmation dialog will dismiss the dialog after the action runs."
  static func dialogButtonTap(index: Int, texts: [String] = []) -> [SwiftUIEvent] {
    [.dialogButtonTapped(index: index, texts: texts)]
  }

  /// A dialog answered while a step runs: SwiftUI has taken it away and does not show it again,
  /// though the session keeps the write and the drawing holds the dialog until the step ends.
  ///
  /// Undocumented: whether SwiftUI shows an alert again when its `isPresented` still reads `true`
  /// after the user answered it; Apple says only "All actions in an alert dismiss the alert after
  /// the action runs." (the alert's page).
  /// Variants: none played; the stand-in plays only the dialog not shown again (`dialogsTakenAway`);
  /// not played yet: shown again at the slot's next update, which the audit finds would let the
  /// user answer twice.
  /// Device check: answer an alert while a step runs (a stalled push, say); log each presentation.
  static let dialogNotShownAgainDuringAStep: [SwiftUIEvent] = [.nothing]

  /// A tap outside a confirmation dialog: `isPresented` is set to `false`, and no action runs.
  ///
  /// Undocumented: what a tap outside writes and runs. Apple's
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)` states the tap
  /// in regular widths: "In regular size classes in iOS, the system renders confirmation dialogs as
  /// a popover that the user dismisses by tapping anywhere outside the popover, rather than
  /// displaying the standard dismiss action." and "Dialogs include a standard dismiss action by
  /// default."; not that it writes `isPresented` `false`, whether a cancel button's action runs, or
  /// what a compact width does.
  /// Variants: none played; the host is right under the two not played: the cancel button's
  /// action, then `isPresented` `false` (the answer, then the layer leaves), and, in a compact
  /// width, a tap outside that does nothing (the dialog stays, as the session draws it).
  /// Device check: on an iPad and an iPhone, a dialog with a cancel-role button that logs; tap
  /// outside; log the action and the `isPresented` setter.
  static let dialogTapOutside: [SwiftUIEvent] = [.itemCleared]

  /// An alert or a confirmation dialog is drawn by the system, not by a view of the app's: no
  /// appearance probe reports it, so a step that presents or dismisses one ends once drawn.
  ///
  /// Source: `alert(_:isPresented:presenting:actions:message:)` (SwiftUI.swiftinterface:9268):
  /// "On iOS, tvOS, and watchOS, alerts only support controls with labels that are ``Text``.
  /// Passing any other type of view results in the content being omitted." The confirmation
  /// dialog's page says the same.
  static let dialogHasNoProbe: [SwiftUIEvent] = [.nothing]

  // MARK: Popovers and push transitions

  /// A popover points at the view its `.popover` modifier is attached to (the host's
  /// `.waypointAnchor`), in a compact size class shows as `presentationCompactAdaptation` says,
  /// and a tap outside writes its item `nil`, as a pull-down does.
  ///
  /// Undocumented: when a tap outside a popover writes its item `nil`, against its dismissal and
  /// the probes. `popover(item:attachmentAnchor:arrowEdge:content:)` (SwiftUI.swiftinterface:10546)
  /// says only "If `item` changes, the system dismisses the currently presented popover and
  /// replaces it with a new popover using the same process."; `presentationCompactAdaptation(_:)`
  /// (:18577-18581, iOS 16.4): "The adaptation to use in either a horizontally or vertically
  /// compact size class."
  /// Variants (`SwiftUIVariants.dismissWrite`, as the stand-in plays every item's `nil`):
  /// `asTheAnimationStarts`, `asTheAnimationEnds`; not played yet: a popover adapted to a sheet,
  /// pulled down with `pullDownEnds`' order.
  /// Device check: on an iPad, a popover from a `.waypointAnchor`; tap outside; log the item's
  /// setter and the popover content's probe.
  static let popoverTapOutside: [SwiftUIEvent] = [.itemCleared]

  /// A zoom: the pushed screen's view names `.navigationTransition(.zoom(sourceID:in:))` and the
  /// source view `.matchedTransitionSource(id:in:)` in the same namespace (iOS 18); the pop zooms
  /// back. No binding is written beyond the path's.
  ///
  /// Undocumented: what a zoom's interactive gestures write. `navigationTransition(_:)`
  /// (SwiftUI.swiftinterface:7610): "Sets the navigation transition style for this view.";
  /// `zoom(sourceID:in:)` (:7637): "A navigation transition that zooms the appearing view from a
  /// given source view."; `matchedTransitionSource(id:in:)` is :12663. Apple's UIKit article
  /// "Enhancing your app with fluid transitions": "they can stop the transition or drag it to slow
  /// it down or reverse it."
  /// Variants: none played; not played yet: a push the user reverses midway (the path written
  /// without the pushed identity while the push step runs), which the audit finds the host reports
  /// as a failed push after the watchdog, and whether the drag that zooms a screen out writes as a
  /// finished swipe back.
  /// Device check: on iOS 18 and 26, a zoom push; grab it midway and drag it back; then drag a
  /// zoomed screen out; log the path setter and the probes.
  static let zoomPushWritesThePathOnly: [SwiftUIEvent] = [.nothing]

  // MARK: Scenes

  /// A window's root view first appears (a cold launch, a new window, a window reconnected): its
  /// `onAppear` reads its scene's phase, and `onChange(of: scenePhase)` reports the changes after.
  ///
  /// Undocumented: the phase the root reads in its first `onAppear`, and whether
  /// `onChange(of: scenePhase)` fires before it. `onAppear(perform:)`: "The exact moment that
  /// SwiftUI calls this method depends on the specific view type that you apply it to, but the
  /// `action` closure completes before the first rendered frame appears."; `ScenePhase`: "If you
  /// read the phase from inside a ``View`` instance, you obtain a value that reflects the phase of
  /// the scene that contains the view."
  /// Variants: none played; the host is right under each: it registers the window with the phase
  /// read at `onAppear`, whichever it is, and a change before it updates no window; a window
  /// registered `background` while on screen is only brought forward needlessly.
  /// Device check: on an iPad with several windows, log `scenePhase` in the root's `onAppear` and
  /// in each `onChange`, at a cold launch, at "open in new window" and at a window reconnected.
  static let windowRootAppears: [SwiftUIEvent] = [.nothing]

  /// Each window's views read their own scene's phase, and `onChange(of: scenePhase)` reports each
  /// of its changes.
  ///
  /// Undocumented: the sequences of phases SwiftUI reports to a window's views (whether the window
  /// beside a new one goes `inactive` or `background`, whether the app switcher makes `inactive`
  /// without `background`). `ScenePhase` documents the reading (as `windowRootAppears`) and the
  /// phases: "The scene is in the foreground and interactive." (`active`), "The scene is in the
  /// foreground but should pause its work." (`inactive`), "The scene isn't currently visible in the
  /// UI." (`background`).
  /// Variants: none played; the host is right under any sequence: the window registry puts a
  /// window in front only when it turns `active`, so the one last made active stays in front.
  /// Device check: log `scenePhase` in two side-by-side windows through Split View, the app
  /// switcher and the background.
  static let scenePhaseChanges: [SwiftUIEvent] = [.nothing]

  /// A link that launches the app reaches the `onOpenURL` of the window's root after its
  /// `onAppear`, once the window is registered.
  ///
  /// Undocumented: whether a cold-launch link reaches `onOpenURL` before or after the root's
  /// `onAppear`, or at all. `handlesExternalEvents(preferring:allowing:)`: "When your app receives
  /// an event on a platform that supports multiple simultaneous scenes, SwiftUI sends the event to
  /// the first open scene it finds that prefers to handle the event." … "If it finds neither ---
  /// including when you don't add this view modifier --- SwiftUI creates a new scene for the
  /// event." and "On platforms that support only a single scene, SwiftUI ignores this modifier and
  /// sends all external events to the one open scene."; `supportsMultipleWindows`: "If the value is
  /// false and you try to open a window, SwiftUI ignores the action and logs a runtime error."
  /// Variants: none played; not played yet: the link before the root's `onAppear`, when no window
  /// is registered and the registry asks for a new window (on an iPhone ignored: the link is lost),
  /// and the link never delivered (FB17446617, `linkAndRestoreInEitherOrder`), also lost.
  /// Device check: cold-launch an iPhone and an iPad build from a custom-scheme URL and from a
  /// Universal Link; log `onOpenURL`, the root's `onAppear` and the registry's windows at the link.
  static let linkAtColdLaunch: [SwiftUIEvent] = [.nothing]

  /// A window's root view runs `onDisappear` when its scene is disconnected or closed, not while
  /// the window stays (a full-screen cover over it, the app in the background).
  ///
  /// Undocumented: when a window's root runs `onDisappear`. `onDisappear(perform:)`: "The exact
  /// moment that SwiftUI calls this method depends on the specific view type that you apply it to,
  /// but the `action` closure doesn't execute until the view disappears from the interface."
  /// Variants: none played; not played yet: `onDisappear` under a full-screen cover or in the
  /// background, which unregisters a live window until it appears again (its links go elsewhere),
  /// and none at a disconnection, which keeps a gone window registered (a link placed there is
  /// lost).
  /// Device check: on an iPad, log the root's `onAppear` and `onDisappear` while presenting a cover,
  /// going to the background, and closing the window in the app switcher.
  static let windowRootDisappears: [SwiftUIEvent] = [.nothing]

  /// A Handoff or Spotlight activity of the registry's type that launches the app reaches the
  /// root's `onContinueUserActivity` after its `onAppear`, once the window is registered.
  ///
  /// Undocumented: as `linkAtColdLaunch`, for an activity. `onContinueUserActivity(_:perform:)`:
  /// "Use this view modifier to receive <NSUserActivity> instances in a particular scene within your
  /// app. The scene that SwiftUI routes the incoming user activity to depends on the structure of
  /// your app, what scenes are active, and other configuration." and "However, SwiftUI passes a
  /// Universal Link to your app directly as a URL. To receive a Universal Link, use the
  /// ``View/onOpenURL(perform:)`` modifier instead."
  /// Variants: none played; not played yet: the activity before the root's `onAppear`, and never
  /// delivered, each lost as `linkAtColdLaunch`'s link.
  /// Device check: hand an activity off from another device to the app while it is not running;
  /// log `onContinueUserActivity`, the root's `onAppear` and the registry's windows.
  static let activityAtColdLaunch: [SwiftUIEvent] = [.nothing]
}

/// What a `NavigationSplitView` does as its width changes and as the user goes back past a
/// column on a compact width. Each trace says `Source:` or `Undocumented:`, as `SwiftUITraces`'.
enum SwiftUISplitTraces {
  /// The width turns compact (Slide Over, a Stage Manager window narrowed, an iPhone rotated): the
  /// split view collapses into one stack, and a view reading the horizontal size class sees
  /// `.compact`.
  ///
  /// Undocumented: the order of the size class's change and the collapse, what SwiftUI writes as
  /// it collapses, and what becomes of each column's `NavigationStack` path. Apple's
  /// `NavigationSplitView` page (https://developer.apple.com/documentation/swiftui/navigationsplitview):
  /// "At narrow size classes, such as on iPhone or Apple Watch, a navigation split view collapses
  /// into a single stack. Typically SwiftUI automatically chooses the view to show on top of this
  /// single stack, based on the content of the split view's columns." and "You can also embed a
  /// ``NavigationStack`` in a column."; `EnvironmentValues.horizontalSizeClass` is
  /// SwiftUICore.swiftinterface:14937.
  /// Variants: none played; the stand-in plays the size class and the collapse as one fact; not
  /// played yet: the two in different updates, a collapse while the size class stays regular
  /// (which the host, learning a collapse from the size class, would miss), `preferredCompactColumn`
  /// written as it collapses, and the sidebar's path written `[]`.
  /// Device check: on an iPad, push in the sidebar and in the detail, then narrow the window (Slide
  /// Over, or iPadOS 26's resizing); log the size class, every path setter, the
  /// `preferredCompactColumn` setter and the screen shown; then go Back through the collapsed stack.
  static let collapses: [SwiftUIEvent] = [.sizeClassChanged(compact: true)]

  /// The width turns regular again: the columns come back side by side, and nothing is written.
  ///
  /// Undocumented: what SwiftUI writes when a collapsed split expands; Apple's `NavigationSplitView`
  /// page describes the collapse (`collapses`), not the expansion, and says "The split view ignores
  /// the visibility control when it collapses its columns into a stack."
  /// Variants: none played; not played yet: `preferredCompactColumn` written `.detail`, each
  /// column's path written again (which the audit finds read as the user's change of that column),
  /// and the size class and the expansion in different updates.
  /// Device check: as `collapses`, widening the window again.
  static let expands: [SwiftUIEvent] = [.sizeClassChanged(compact: false)]

  /// Collapsed, Back on the detail's first screen: SwiftUI shows the sidebar and writes
  /// `preferredCompactColumn` `.sidebar`.
  ///
  /// Source: Apple's `NavigationSplitView` page
  /// (https://developer.apple.com/documentation/swiftui/navigationsplitview): "The following code
  /// shows the blue detail view when run on iPhone. When the person using the app taps the back
  /// button, they'll see the yellow view. The value of `preferredPreferredCompactColumn` will change
  /// from `.detail` to `.sidebar`:" (sic); `init(columnVisibility:preferredCompactColumn:…)`
  /// (SwiftUI.swiftinterface:17699, iOS 17): "preferredCompactColumn: A ``Binding`` to state that
  /// controls which column appears on top when the view collapses." Apple's example has no
  /// `NavigationStack` in the detail; in the host's, a detail path that is not empty is popped
  /// first (`SwiftUITraces.backButtonTap`).
  static let backPastTheDetail: [SwiftUIEvent] = [.compactColumnWritten(.sidebar)]
}
