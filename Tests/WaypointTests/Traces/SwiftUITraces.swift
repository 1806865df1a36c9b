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
  static let pullDownEnds: [SwiftUIEvent] = [.itemCleared]

  /// Several sheets dismissed in one update (iOS 17): SwiftUI dismisses the top one and ignores
  /// the rest of the update's presentation changes, so the host dismisses one at a time.
  ///
  /// Source: not documented; measured by FlowStacks and swift-navigation (dismissing nested
  /// sheets needs one update per level: https://github.com/johnpatrickmorgan/FlowStacks). A
  /// device check would clear two nested items in one transaction and count what leaves.
  static func itemsClearedTogether(count: Int) -> [SwiftUIEvent] { [.itemsCleared(count: count)] }

  /// A `NavigationLink(value:)` of a `ScreenID` the navigator did not push: the path setter is
  /// called with one more identity.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/navigationlink ("a value-based
  /// link appends its value to the path").
  static func strayNavigationLink(to id: ScreenID) -> [SwiftUIEvent] { [.pathLengthened(id)] }

  /// A tap on a tab: the `TabView(selection:)` setter with that tab's tag, when the tap lands.
  ///
  /// Source: https://developer.apple.com/documentation/swiftui/tabview ("the selection ... updates
  /// to the tag of the tab the user selects").
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
  static func tabRetap(index: Int) -> [SwiftUIEvent] { [.tabWritten(index: index)] }

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
}
