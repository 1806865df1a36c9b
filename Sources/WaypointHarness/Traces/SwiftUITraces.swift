import Waypoint

/// What SwiftUI does, recorded as the binding writes it makes and what its views keep, each
/// with where the behaviour is written down or measured. A behaviour no document states says so,
/// with what a device check would confirm.
enum SwiftUITraces {
  /// The back button of a `NavigationStack(path:)`: the path setter is called with the last
  /// identity removed, when the pop starts.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/navigationstack ("the stack
  /// updates the path as the user navigates"; "when the user taps the back button, the stack
  /// removes the last item").
  static let backButtonTap: [SwiftUIEvent] = [.pathShortened(by: 1)]

  /// A swipe back the user finishes: the same write, when the swipe commits.
  ///
  /// Source: as `backButtonTap`; when it comes is not documented (a device check would log the
  /// setter against the swipe's end).
  static let swipeBackFinished: [SwiftUIEvent] = [.pathShortened(by: 1)]

  /// A swipe or a pull-down the user lets go of: nothing is written.
  ///
  /// Source: not documented; FlowStacks and swift-navigation both rely on it (a binding changes
  /// only when the navigation happens). A device check would log the setters during a cancelled
  /// swipe.
  static let gestureCalledOff: [SwiftUIEvent] = [.nothing]

  /// The back button's long-press menu: the path shortened by several identities in one write.
  ///
  /// Source: as `backButtonTap`; the menu's single write is not documented.
  static func backMenu(popping count: Int) -> [SwiftUIEvent] { [.pathShortened(by: count)] }

  /// `@Environment(\.dismiss)` in a pushed screen: the path setter, as the back button.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss ("If
  /// you do this [call dismiss] in a view that's part of a navigation stack, it pops the view").
  static let dismissInAPushedScreen: [SwiftUIEvent] = [.pathShortened(by: 1)]

  /// `@Environment(\.dismiss)` in the root screen of a sheet: the item setter with `nil`.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/environmentvalues/dismiss
  /// ("dismisses the modal presentation"; for `sheet(item:)` that is the item set to `nil`:
  /// https://developer.apple.com/documentation/swiftui/view/sheet(item:ondismiss:content:)).
  static let dismissInALayersRoot: [SwiftUIEvent] = [.itemCleared]

  /// A sheet pulled down: the item setter is called with `nil` only at the end of the dismissal,
  /// about a second after the finger lifts; a step started meanwhile sees the write late.
  ///
  /// Source: FlowStacks #69 (https://github.com/johnpatrickmorgan/FlowStacks/issues/69), where the
  /// binding's late write was measured; the timing is not documented by Apple.
  static let pullDownEnds: [SwiftUIEvent] = [.sheetPulledDown]

  /// Several items set to `nil` in one update (the user's writes as a hierarchy goes): the
  /// setters are called top down, one per layer.
  ///
  /// Source: not documented; a device check would clear two nested items in one transaction and
  /// log the setters' order.
  static func itemsClearedTogether(count: Int) -> [SwiftUIEvent] { [.itemsCleared(count: count)] }

  /// From iOS 17, the lowest item of several presented layers set to `nil` dismisses it and every
  /// layer above it in one transition, as UIKit dismisses a chain of presented controllers from
  /// the bottom one's presenter; so the host offers `dismissesLayersTogether`.
  ///
  /// Source: FlowStacks' `FlowPath.calculateSteps(from:to:allowMultipleDismissalsInOne:)`
  /// (https://github.com/johnpatrickmorgan/FlowStacks), which dismisses several layers in one
  /// update where the platform allows it, and its users' complaints of sheets closing one after
  /// another (FlowStacks #44); UIKit's `dismissViewControllerAnimated:completion:`
  /// (UIViewController.h:254), which the presenter of the lowest sheet receives. Not documented
  /// by Apple for SwiftUI: a device check would confirm on iOS 17 and 18 that the upper layers
  /// leave in the same animation and that their screens' probes report `viewDidDisappear`.
  static let lowestItemClearedDismissesTheLayersAbove: [SwiftUIEvent] = [.nothing]

  /// `@Environment(\.dismiss)`, the back button and a pull-down's end write the binding when
  /// their animation starts, not when it ends: a step started straight after would run while the
  /// screen still moves. The probes of the screens it moves report when it ends.
  ///
  /// Source: TCA #3450 (https://github.com/pointfreeco/swift-composable-architecture/issues/3450)
  /// and #2806 (…/issues/2806), where a navigation made right after `dismiss()` was dropped or
  /// broke the stack; when the write comes against the animation is not documented by Apple. A
  /// device check would log the setter and the probes' `viewDidDisappear` against the animation.
  static let dismissWritesWhenItsAnimationStarts: [SwiftUIEvent] = [.itemCleared]

  /// The first screens drawn appear when a window shows them, which a launch in the background
  /// does not: the probes' `viewDidAppear` comes then, not when the views are built.
  ///
  /// Source: UIViewController.h:184 (`viewDidAppear:`, "Called when the view has been fully
  /// transitioned onto the screen"). A device check would launch the app in the background and
  /// log the probes.
  static let windowShowsTheFirstScreens: [SwiftUIEvent] = [.nothing]

  /// An app's `onOpenURL` and its `.task { … }` at launch run in either order: a link can come
  /// before the restore at launch, or after it.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/view/onopenurl(perform:) and
  /// https://developer.apple.com/documentation/swiftui/view/task(priority:_:) state no order
  /// between them. A device check would cold-launch the app from a link and log both.
  static let linkAndRestoreInEitherOrder: [SwiftUIEvent] = [.nothing]

  /// A `NavigationLink(value:)` of an app's route inside a stack the host draws: the stack's path
  /// is `[ScreenID]` and the only destination is for `ScreenID`, so the route cannot join the
  /// path; SwiftUI logs "no matching navigationDestination" and never activates the link: the
  /// path setter is not called.
  ///
  /// Source: SwiftUI.swiftinterface:12719 (`NavigationStack.init(path: Binding<Data>, …)`, a path
  /// of one element type) and :1238 (`navigationDestination(for:destination:)`, one per type);
  /// issue 27's review. A device check would tap one and log the setter.
  static let strayNavigationLink: [SwiftUIEvent] = [.nothing]

  /// A tap on a tab: the `TabView(selection:)` setter with that tab's tag, when the tap lands.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/tabview ("the selection ... updates
  /// to the tag of the tab the user selects"). `TabView` has no `shouldSelect`: a tap cannot be
  /// refused, only drawn back, which the user sees as a flip.
  static func tabTap(index: Int) -> [SwiftUIEvent] { [.tabWritten(index: index)] }

  /// The Back button of a screen a leave guard protects: the host hides SwiftUI's
  /// (`navigationBarBackButtonHidden`) and draws its own, whose action asks the guard; nothing
  /// is written.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/view/navigationbarbackbuttonhidden(_:)
  /// and SwiftUI.swiftinterface:6717. Not documented: that hiding the Back button also turns
  /// off the swipe back and the long-press menu; a device check would swipe on a protected
  /// screen. A swipe that still pops writes the path (`backButtonTap`), which the session
  /// refuses, redraws and asks the guard about.
  static let heldBackButtonTap: [SwiftUIEvent] = [.replacementBackTapped]

  /// A tap on the selected tab: the `TabView(selection:)` setter is called with the tag it
  /// already has.
  ///
  /// Source: not documented (the setter of a `Binding` is called for every selection the user
  /// makes, and apps rely on it to scroll to the top); a device check would log the setter on a
  /// re-tap. Whether SwiftUI also writes the tab's `NavigationStack` path is not documented
  /// either: such a write of a protected stack is refused and asked about.
  static func tabRetap(index: Int, _ variants: SwiftUIVariants = SwiftUIVariants()) -> [SwiftUIEvent] {
    switch variants.tabRetap {
    case .nothing: [.tabWritten(index: index)]
    case .popsToTheRoot: [.tabWritten(index: index), .pathShortened(by: .max)]
    }
  }

  /// A stack's only screen replaced (`setStack([.home])` from `[.login]`, a `.root` link, a
  /// restore): SwiftUI keeps the view at the same structural position (`makeUIViewController`
  /// runs once), so no probe is made and none reports; with `.id(entry.id)` the view is replaced,
  /// and what its new probe reports then is not documented.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/view/id(_:) ("When the proxy value
  /// specified by the id parameter changes, the identity of the view ... is reset") and
  /// https://developer.apple.com/documentation/swiftui/uiviewcontrollerrepresentable
  /// (`makeUIViewController` once, `updateUIViewController` for later changes). A device check
  /// would log the probe's `viewDidAppear` across a root replacement with `.id`.
  static let rootReplacedInPlace: [SwiftUIEvent] = [.nothing]

  /// A full-screen cover: what it covers leaves the window, so the presenter's probes report
  /// `viewDidDisappear` when it is up and `viewDidAppear` when it goes (a sheet leaves them).
  ///
  /// Source: UIKit's full-screen presentation, which `fullScreenCover` uses
  /// (https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/fullscreen: "the
  /// views belonging to the presenting view controller are removed after the presentation
  /// completes"); https://developer.apple.com/documentation/uikit/uimodalpresentationstyle/pagesheet
  /// leaves them.
  static let coverHidesThePresenter: [SwiftUIEvent] = [.nothing]

  // MARK: VoiceOver

  /// What the host does to move VoiceOver once a step or a gesture has settled (its screens'
  /// probes have reported): a screen gets `AccessibilityNotification.ScreenChanged(nil).post()`
  /// (VoiceOver reads the new screen from its first element); an element marked with
  /// `.waypointElement(_:)` gets its `AccessibilityFocusState` set. The trace is the write of a
  /// pull-down, after which the host does it.
  ///
  /// Source: the iOS 18.6 SDK's Accessibility.swiftinterface:200-218
  /// (`AccessibilityNotification.ScreenChanged`, `init(_ element: Any? = nil)`, iOS 17) and
  /// :232-235 (`post()`); SwiftUI.swiftinterface:18012-18050 (`AccessibilityFocusState`,
  /// `accessibilityFocused(_:)`, iOS 15). Not documented: that setting the focus state of a view
  /// under a sheet that has just slid away moves VoiceOver there; a device check would close a
  /// sheet opened from a marked button with VoiceOver on.
  static let pullDownThenFocusMoved = pullDownEnds

  // MARK: Dialogs

  /// A tap on a button of an `.alert` or a `.confirmationDialog`: the button's action runs, then
  /// SwiftUI sets `isPresented` to `false`.
  ///
  /// Source: SwiftUI.swiftinterface:9268 and :14671 (iOS 18.6 SDK, `alert` and
  /// `confirmationDialog(_:isPresented:titleVisibility:presenting:actions:message:)`), and
  /// https://developer.apple.com/documentation/swiftui/view/alert(_:ispresented:presenting:actions:message:)-8584l
  /// ("All actions in an alert dismiss the alert after the action runs"). During a step the
  /// session keeps the write and the drawing still holds the dialog, but SwiftUI has taken it
  /// away: the dialog slot observes only its layer's part, which does not change until the write
  /// is applied, so its `isPresented` is not read again and no second tap reaches it. Not
  /// documented: that SwiftUI does not show the alert again when `isPresented` still reads
  /// `true` without being read anew; a device check would answer an alert while a step runs.
  static func dialogButtonTap(index: Int, texts: [String] = []) -> [SwiftUIEvent] {
    [.dialogButtonTapped(index: index, texts: texts)]
  }

  /// A tap outside a confirmation dialog: `isPresented` is set to `false`, no action runs.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/view/confirmationdialog(_:ispresented:titlevisibility:presenting:actions:message:)-9ibgk
  /// ("the system dismisses the dialog ... when the user taps outside it" is not stated; the
  /// documentation says a dialog "dismisses" after an action and that the system adds a cancel
  /// button). A device check would log the setter and the actions after a tap outside on iPad.
  static let dialogTapOutside: [SwiftUIEvent] = [.itemCleared]

  /// An alert or a confirmation dialog is drawn by the system, not by a view of the app's: no
  /// appearance probe reports it, so a step that presents or dismisses one ends once drawn.
  ///
  /// Source: SwiftUI.swiftinterface:9268 (the alert's content is its `actions` and `message`, a
  /// builder of buttons and text, never hosted as an ordinary view). Not documented: whether
  /// `onAppear` in an alert's actions runs; a device check would log it. Nothing relies on it.
  static let dialogHasNoProbe: [SwiftUIEvent] = [.nothing]

  // MARK: Popovers and push transitions

  /// A popover points at the view its `.popover` modifier is attached to (the host attaches it
  /// with `.waypointAnchor`, in a screen of the level below the layer), and on a compact width
  /// shows as `presentationCompactAdaptation` says (a sheet unless told otherwise). Dismissing it
  /// by a tap outside writes its item `nil`, as a sheet's pull-down does.
  ///
  /// Source: SwiftUI.swiftinterface:10546 (`popover(item:attachmentAnchor:arrowEdge:content:)`,
  /// iOS 18.6 SDK) and :18577-18581 (`presentationCompactAdaptation(_:)`, iOS 16.4). The
  /// adaptation applies "in either a horizontally or vertically compact size class"
  /// (https://developer.apple.com/documentation/swiftui/view/presentationcompactadaptation(_:)),
  /// so the host gives the session's answer for the horizontal size class it reads: on a regular
  /// width (an iPhone Pro Max in landscape), a popover. Not documented: the write on a tap
  /// outside; a device check would log the item's setter.
  static let popoverTapOutside: [SwiftUIEvent] = [.itemCleared]

  /// A zoom: the pushed screen's view names `.navigationTransition(.zoom(sourceID:in:))` and the
  /// source view `.matchedTransitionSource(id:in:)` in the same namespace (iOS 18); the pop
  /// zooms back. No binding is written beyond the path's.
  ///
  /// Source: SwiftUI.swiftinterface:7610 (`navigationTransition(_:)`), :7637
  /// (`zoom(sourceID:in:)`) and :12663 (`matchedTransitionSource(id:in:)`).
  static let zoomPushWritesThePathOnly: [SwiftUIEvent] = [.nothing]
}

/// What a `NavigationSplitView` does as its width changes and as the user goes back past a
/// column on a compact width.
enum SwiftUISplitTraces {
  /// The width turns compact (Slide Over, a Stage Manager window narrowed, an iPhone rotated):
  /// the split view collapses into one stack, and a view reading the horizontal size class sees
  /// `.compact`.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/navigationsplitview ("In narrow
  /// size classes, like on iPhone or in Slide Over on iPad, the split view collapses its columns
  /// into a stack") and SwiftUICore.swiftinterface:14937 (`EnvironmentValues.horizontalSizeClass`).
  /// Not documented: that the size class a view inside the split reads changes in the same update
  /// as the collapse; a device check would log both in Slide Over. Nor that a `NavigationStack`
  /// in the sidebar (or content) column keeps its own path when the columns collapse into one
  /// stack: Apple describes one in a column whose root a link in an earlier column sets ("You can
  /// also embed a NavigationStack in a column"), and NavigationBackport's split view keeps nested
  /// stacks to the detail, as "sidebar and content screens might leak into the next pane"
  /// (https://github.com/johnpatrickmorgan/NavigationBackport/pull/28); a device check would
  /// push in the sidebar, collapse, go back, and log every path setter.
  static let collapses: [SwiftUIEvent] = [.sizeClassChanged(compact: true)]

  /// The width turns regular again: the columns come back side by side.
  ///
  /// Source: as `collapses`.
  static let expands: [SwiftUIEvent] = [.sizeClassChanged(compact: false)]

  /// Collapsed, Back on the detail's first screen: SwiftUI shows the sidebar and writes
  /// `preferredCompactColumn`.
  ///
  /// Source: SwiftUI.swiftinterface:17699 (`init(columnVisibility:preferredCompactColumn:…)`,
  /// iOS 17) and
  /// https://developer.apple.com/documentation/swiftui/navigationsplitview/init(columnvisibility:preferredcompactcolumn:sidebar:detail:)
  /// ("a binding to the column to show on top when the view collapses"). Not documented: that
  /// the Back button writes the binding (rather than only showing the sidebar); a device check
  /// would log the setter on an iPhone.
  static let backPastTheDetail: [SwiftUIEvent] = [.compactColumnWritten(.sidebar)]
}
