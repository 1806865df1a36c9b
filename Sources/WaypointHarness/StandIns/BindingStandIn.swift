@_spi(Hosts) import Waypoint
import WaypointTesting

/// What SwiftUI does, one write or probe signal at a time, as the traces in
/// `SwiftUITraces.swift` record it.
enum SwiftUIEvent: Hashable, Sendable {
  /// The `NavigationStack(path:)` setter of the top-most stack is called with its path minus
  /// its last `count` identities (the back button, a finished swipe, `dismiss` in a pushed
  /// screen, the long-press menu).
  /// Source: Apple's NavigationStack page ("remove views using built-in, platform-appropriate
  /// controls, like a Back button or a swipe gesture"; "The stack adds items to the collection as it
  /// adds views to the stack and removes items when it removes views.") and DismissAction page ("Pop
  /// the current view from a ``NavigationStack``."). Undocumented: when, against the pop's probes:
  /// `SwiftUIVariants.dismissWrite`; that the menu writes once, not played as a variant (a device
  /// check would pick the first screen in the menu and log every setter call).
  case pathShortened(by: Int)
  /// The setter is called with one more identity, one the navigator did not push. NB: the
  /// stand-in's model; a stray `NavigationLink(value:)` carries a route, not an identity, and what
  /// it writes is undocumented (`SwiftUITraces.strayNavigationLink`).
  case pathLengthened(ScreenID)
  /// The top layer's item setter is called with `nil` (`dismiss` in the layer's root screen).
  /// Source: Apple's DismissAction page ("Dismiss a modal presentation, like a sheet or a
  /// popover."). Undocumented: that this writes the item `nil`, and when against the probes:
  /// `SwiftUIVariants.dismissWrite`.
  case itemCleared
  /// The top layer pulled down to its end: its item setter is called with `nil`, by default after
  /// the probes of the screens it moves, as measured in FlowStacks #69 ("~1 sec after the sheet is
  /// completely gone", with `sheet(isPresented:)`), or before them: `SwiftUIVariants.pullDownWrite`
  /// (`afterTheProbes`, `beforeTheProbes`).
  case sheetPulledDown
  /// The item setters of the top `count` layers are called with `nil` in one update, top first.
  /// Undocumented: which setters SwiftUI calls as several layers go, and in which order; not
  /// played as a variant: a device check would call `dismiss()` in a lower sheet's root under
  /// another and log both setters.
  case itemsCleared(count: Int)
  /// The `TabView(selection:)` setter is called with the tab at `index`.
  /// Source: Apple's TabView page ("When people select a tab in the tab view, the tab view updates
  /// the selection binding to the value of the currently selected tab.").
  case tabWritten(index: Int)
  /// The content of the tab at `index` (the view the host wraps it in) appears or disappears:
  /// `onAppear`, `onDisappear`, which the host reports as ``PlatformFact/tabContentInWindow(_:_:)``.
  /// Source: Apple's onDisappear page ("The action to perform after this view disappears.").
  /// Undocumented: when, against the selection's write (`SwiftUIVariants.tabContentOrder`), and
  /// that the More list makes the selected tab's content disappear (`SwiftUITraces.moreTap`).
  case tabContentChanged(index: Int, inWindow: Bool)
  /// The `tabViewCustomization` binding's setter is called: the tabs listed in `order` (indices in
  /// the drawn bar), those of `hidden` hidden. Source: `tabViewCustomization(_:)`
  /// (SwiftUI.swiftinterface:19136 in the iOS 18.6 SDK, :22772 in 26.2) takes a
  /// `Binding<TabViewCustomization>`, which SwiftUI writes as the user customizes the sidebar.
  case customizationWritten(order: [Int], hidden: [Int])
  /// Nothing is written (a swipe or a pull-down the user called off).
  /// Undocumented: whether a called-off gesture calls a setter (TCA #3673, iOS 16.0: "edge swipe
  /// back-and-cancel causes the state to become inconsistent"); not played as a variant: a device
  /// check would log the setters while swiping back halfway and letting go.
  case nothing
  /// The host's replacement Back button of the top screen, drawn while a leave guard protects
  /// it, is tapped.
  case replacementBackTapped
  /// Item `index` of the long-press menu of that replacement Back button is chosen.
  case replacementBackMenuChosen(index: Int)
  /// The action of button `index` of the top layer's `.alert` or `.confirmationDialog` runs with
  /// `texts` in its fields, then SwiftUI sets `isPresented` to `false`.
  /// Source: Apple's alert(_:isPresented:presenting:actions:message:) page ("All actions in an
  /// alert dismiss the alert after the action runs."; "When the user presses or taps one of the
  /// alert's actions, the system sets this value to `false` and dismisses.") and
  /// confirmationDialog's ("All actions in a confirmation dialog will dismiss the dialog after the
  /// action runs.").
  case dialogButtonTapped(index: Int, texts: [String])
  /// The horizontal size class the split view reads turns compact (`true`) or regular
  /// (`SwiftUISplitTraces.collapses` and `.expands` say what is undocumented).
  case sizeClassChanged(compact: Bool)
  /// The `NavigationSplitView(preferredCompactColumn:)` setter is called with `column`.
  /// Source: Apple's NavigationSplitView page, after Back on an iPhone: "The value of
  /// `preferredPreferredCompactColumn` will change from `.detail` to `.sidebar`" (Apple's spelling).
  case compactColumnWritten(SplitColumn)
}

/// A Linux stand-in for the SwiftUI host: `HostSession` with SwiftUI played by the test. A step
/// is drawn; the probes of the screens whose views come and go report (a stack's root replaced:
/// `SwiftUIVariants.rootReplaced`); the user acts only through what SwiftUI's bindings write.
@MainActor
final class BindingStandIn: StandIn {
  /// How SwiftUI behaves where Apple documents nothing (the first case of each by default).
  var variants = SwiftUIVariants()
  /// How many times the session asked the views to draw its state again after a refused write.
  private(set) var redraws = 0
  /// The dialogs SwiftUI took away at a tap (`isPresented` written `false`): during a step the
  /// write is kept and the drawing still holds them, but SwiftUI no longer shows them.
  /// Undocumented: that SwiftUI does not show such a dialog again while `isPresented` still reads
  /// `true`; not played as a variant: a device check would answer an alert while a step runs and
  /// log its presentations.
  private(set) var dialogsTakenAway: Set<ScreenID> = []
  /// Writes a test queues to land when the next step starts, while it runs (a pull-down's `nil`
  /// that comes late). NB: a hook of the stand-in's, not SwiftUI's timing: a pull-down played with
  /// `play` times its own write (`SwiftUIVariants.pullDownWrite`).
  var lateWrites: [PlatformFact] = []

  /// SwiftUI sets the lowest item to `nil` and the layers above go with it
  /// (`SwiftUITraces.lowestItemClearedDismissesTheLayersAbove`).
  /// Undocumented: how SwiftUI dismisses them and which of their screens' probes report (the
  /// stand-in: one animation, every layer's visible screens); not played as a variant: a device
  /// check would set three sheets' items `nil` in one transaction and log every probe.
  override var capabilities: HostCapabilities { [.dismissesLayersTogether] }

  /// The anchors on screen (`.waypointAnchor`) with the level of the screen showing each; when
  /// set, a popover or a confirmation dialog with an anchor is refused unless its anchor is on the
  /// level it is presented from, as `SwiftUIHost.prepare` refuses it.
  var anchors: [String: Int]?

  /// As `SwiftUIHost.prepare`: a layer drawn at its anchor needs it on screen, and a tab bar of
  /// more than five tabs is refused.
  override func prepare(_ step: NavigationStep) throws {
    try super.prepare(step)
    guard let session else { return }
    switch step {
    case .present(let layer, let index):
      let atAnchor = layer.style == .popover || DrawnLayer(layer).dialogSlot?.anchor != nil
      guard let anchors, atAnchor else { return }
      _ = try session.popoverAnchor(of: layer) { anchors[$0] == index ? $0 : nil }
    case .setRoot, .arrangeTabs:
      try session.checkTabs(after: step)
    case .setStack, .dismiss, .dismissLayers, .selectTab, .showColumn:
      break
    }
  }

  /// The views draw the session's parts, as `SwiftUIHost` does.
  override func didAttach() { _ = session?.makeDrawing() }

  /// The window shows the screens drawn at attachment: their probes report `viewDidAppear`.
  /// Source: UIViewController.h:183 ("Called after the view has fully transitioned to visible, when
  /// any transition animations have completed.").
  func windowAppears() {
    guard let session else { return }
    for entry in session.drawn.visibleScreens { session.report(.probe(.didAppear, entry.id)) }
  }

  // MARK: HostPlatform: SwiftUI drawing the session's state

  override var signals: HostSession.Signals { .appearance }

  override func start(_ step: NavigationStep, animated: Bool) {
    guard let session else { return }
    let failure = takeFailure(for: step)
    for write in lateWrites { session.report(write) }
    lateWrites = []
    // Each screen's view has the identity `.id(entry.id)` gives it, reset when it changes (Apple's
    // id(_:) page: "When the proxy value specified by the `id` parameter changes, the identity of
    // the view — for example, its state — is reset."). Undocumented: what the probes report as a
    // stack's root is replaced or the root swapped: `SwiftUIVariants.rootReplaced` (`noProbes`:
    // none; `probes`: those of the screens that come and go).
    var signals = Self.probes(from: session.model.shown, to: session.drawn)
    if Self.replacesInPlace(step, session.model.shown), variants.rootReplaced == .noProbes { signals = [] }
    switch failure {
    case .stallsAfterShowing: signals = Array(signals.prefix(1))
    case .stallsWithoutShowing: signals = []
    case .stallsHalfway: signals = Array(signals.prefix(signals.count / 2))
    case .fails, nil: break
    }
    report(signals, after: animated ? .milliseconds(350) : .zero)
  }

  /// The probe signals of going from `before` to `after`: the screens that leave the window
  /// disappear, those that come into it appear. A dialog has no probe: the host attaches none, and
  /// SwiftUI draws its content itself (Apple's alert page: "Passing any other type of view results
  /// in the content being omitted."; `SwiftUITraces.dialogHasNoProbe`).
  static func probes(from before: NavigationState, to after: NavigationState) -> [PlatformFact] {
    let probed = { (entry: ScreenEntry) in entry.route.as(DialogContent.self) == nil }
    let before = before.visibleScreens.filter(probed)
    let after = after.visibleScreens.filter(probed)
    return before.filter { old in !after.contains { $0.id == old.id } }.map { .probe(.didDisappear, $0.id) }
      + after.filter { new in !before.contains { $0.id == new.id } }.map { .probe(.didAppear, $0.id) }
  }

  /// Whether the probes wait for ``releaseProbes()`` instead of the clock.
  var holdsProbes = false
  private var heldProbes: [PlatformFact] = []

  /// Reports the probes held so far.
  func releaseProbes() {
    let held = heldProbes
    heldProbes = []
    for signal in held { session?.report(signal) }
  }

  /// SwiftUI animates; the probes report `delay` later, when the animation ends (UIViewController.h:183
  /// and :187, "when any transition animations have completed"). The 350 ms the callers pass is the
  /// stand-in's choice: SwiftUI's duration is undocumented and not played as a variant.
  private func report(_ signals: [PlatformFact], after delay: Duration) {
    guard !holdsProbes else { return heldProbes += signals }
    guard !signals.isEmpty else { return }
    reportInOrder(after: delay) { [weak self] in
      for signal in signals { self?.session?.report(signal) }
    }
  }

  /// The last report of probes under way.
  private var lastReport: Task<Void, Never>?

  /// Runs `report` `delay` from now, and after every report made before it: one view's probes
  /// come in the order SwiftUI drew its changes (its `onDisappear` of one update before its
  /// `onAppear` of a later one), however the test clock's wake-ups land on the main queue.
  private func reportInOrder(after delay: Duration, _ report: @escaping @MainActor () -> Void) {
    let previous = lastReport
    // NB: as `SwiftUIHost.probe`, the report goes to the host's session while the host lives.
    lastReport = Task { @MainActor [clock] in
      try? await clock.sleep(for: delay)
      await previous?.value
      report()
    }
  }

  /// Whether `step` replaces a view at its structural position: the root of the tree swapped, or a
  /// root stack's root replaced (`SwiftUITraces.rootReplacedInPlace`). What their probes report is
  /// undocumented: `SwiftUIVariants.rootReplaced`. A layer's root replaced is a new item, which
  /// SwiftUI dismisses and presents again, with its probes (`sheet(item:onDismiss:content:)`).
  static func replacesInPlace(_ step: NavigationStep, _ displayed: NavigationState) -> Bool {
    switch step {
    case .setRoot: true
    case .setStack(_, .modal): false
    case .setStack(let stack, let location): displayed[stack: location]?.root.id != stack.root.id
    // NB: tabs listed in another order keep their views (`ForEach` by id): none is replaced.
    case .present, .dismiss, .dismissLayers, .selectTab, .arrangeTabs, .showColumn: false
    }
  }

  override func restore(_ stack: ScreenStack?, at location: StackLocation?) {
    redraws += 1
    session?.drawing?.redraw(at: location)
  }

  // MARK: SwiftUI's writes, forwarded as SwiftUIHost forwards them

  func play(_ trace: [SwiftUIEvent]) {
    for event in trace { play(event) }
  }

  /// Plays one write; SwiftUI animates what it changed and the probes of the screens it moves
  /// report at the animation's end. A pull-down's write comes after those probes by default, as
  /// FlowStacks #69 measured, and before them as the variant (`SwiftUIVariants.pullDownWrite`); the
  /// write of the Back button, a swipe or `dismiss()` comes before them or after them
  /// (`SwiftUIVariants.dismissWrite`). Every other write comes before its probes: undocumented, not
  /// played as a variant (a device check would log each setter and the probes' times).
  func play(_ event: SwiftUIEvent) {
    guard let session else { return }
    let drawn = session.drawn
    if let late = lateness(of: event), let expected = Self.state(after: event, from: drawn) {
      // The probes of the screens the write moves, then the write (captured now: the binding the
      // host's view made when it drew). The delays are the stand-in's choice.
      let probes = Self.probes(from: drawn, to: expected)
      let write = item(at: drawn.modals.count - 1)  // the binding the sheet's view made as it drew
      let writeLate = { [weak self] in
        guard let self else { return }
        if case .pathShortened = event {
          self.write(event, drawn)
        } else {
          if let layer = drawn.modals.last, layer.dialog != nil { dialogsTakenAway.insert(layer.id) }
          write.set(nil)
        }
        // NB: the screens already gone from view that the host draws back (a write it refused:
        // a leave guard holds the exit) come back into view; SwiftUI presents or pushes them
        // again, and their probes say so.
        guard let session = self.session else { return }
        let takenAway = Set(drawn.allEntries.map(\.id)).subtracting(expected.allEntries.map(\.id))
        let back = Self.probes(from: expected, to: session.drawn).filter {
          guard case .probe(.didAppear, let id) = $0 else { return false }
          return takenAway.contains(id)
        }
        report(back, after: .milliseconds(350))
      }
      reportInOrder(after: .milliseconds(350)) { [weak self] in
        for probe in probes { self?.session?.report(probe) }
      }
      let probesReported = lastReport
      Task { @MainActor [clock] in
        try? await clock.sleep(for: .milliseconds(350) + late)
        await probesReported?.value
        writeLate()
      }
      return
    }
    write(event, drawn)
    report(Self.probes(from: drawn, to: session.drawn), after: .milliseconds(350))
  }

  /// How long after its probes the write of `event` comes; `nil` when it comes first. The 650 ms of
  /// a pull-down is the stand-in's choice (FlowStacks #69: "~1 sec after the sheet is completely
  /// gone").
  private func lateness(of event: SwiftUIEvent) -> Duration? {
    switch event {
    case .sheetPulledDown: variants.pullDownWrite == .afterTheProbes ? .milliseconds(650) : nil
    case .pathShortened, .itemCleared: variants.dismissWrite == .asTheAnimationEnds ? .zero : nil
    default: nil
    }
  }

  /// What `drawn` shows once `event`'s write is applied, for the writes that can come late.
  static func state(after event: SwiftUIEvent, from drawn: NavigationState) -> NavigationState? {
    var after = drawn
    switch event {
    case .pathShortened(let count):
      guard var stack = after[stack: after.topLocation] else { return nil }
      _ = stack.popLast(min(count, stack.path.count))
      after[stack: after.topLocation] = stack
    case .itemCleared, .sheetPulledDown:
      guard !after.modals.isEmpty else { return nil }
      after.modals.removeLast()
    default:
      return nil
    }
    return after
  }

  /// Makes the write of `event` on what was `drawn` when SwiftUI played it.
  private func write(_ event: SwiftUIEvent, _ drawn: NavigationState) {
    guard let session else { return }
    let location = drawn.topLocation
    let stack = drawn[stack: location] ?? drawn.topStack
    let path = DrawnBinding.path(at: location, rootedAt: stack.root.id, in: session.drawing)
    switch event {
    case .pathShortened(let count):
      path.set(Array(stack.path.map(\.id).dropLast(count)))
    case .pathLengthened(let id):
      path.set(stack.path.map(\.id) + [id])
    case .itemCleared, .sheetPulledDown:
      if let layer = drawn.modals.last, layer.dialog != nil { dialogsTakenAway.insert(layer.id) }
      item(at: drawn.modals.count - 1).set(nil)
    case .itemsCleared(let count):
      for index in drawn.modals.indices.suffix(count).reversed() { item(at: index).set(nil) }
    case .tabWritten(let index):
      guard let tabs = drawn.tabBar?.tabs, tabs.indices.contains(index) else { return }
      DrawnBinding.selectedTab(in: session.drawing).set(tabs[index].id)
    case .tabContentChanged(let index, let inWindow):
      guard let tabs = drawn.tabBar?.tabs, tabs.indices.contains(index) else { return }
      session.report(.tabContentInWindow(tabs[index].id, inWindow))
    case .customizationWritten(let order, let hidden):
      let binding = DrawnBinding.tabArrangement(in: session.drawing)
      let drawnTabs = binding.get()
      binding.set(
        order.filter(drawnTabs.indices.contains).map { index in
          var tab = drawnTabs[index]
          tab.hidden = hidden.contains(index)
          return tab
        })
    case .nothing:
      break
    case .replacementBackTapped:
      session.report(.backTapped(drawn.topScreen.id))
    case .replacementBackMenuChosen(let index):
      let menu = session.backMenu(of: drawn.topScreen.id)
      if menu.indices.contains(index) { session.report(.exitChosen(.popped(to: menu[index].id))) }
    case .dialogButtonTapped(let index, let texts):
      guard let layer = drawn.modals.last, layer.dialog != nil else { return }
      dialogsTakenAway.insert(layer.id)
      session.report(.dialogAnswered(layer.id, button: index, texts: texts))
      item(at: drawn.modals.count - 1).set(nil)
    case .sizeClassChanged(let compact):
      session.report(.splitCollapsed(compact, top: nil))
    case .compactColumnWritten(let column):
      // The `SplitLevelView` on screen writes it: the root's, or the selected tab's.
      DrawnBinding.compactColumn(in: session.drawing, tab: session.drawing?.selectedTab).set(column)
    }
  }
}

extension BindingStandIn {
  /// The item binding that draws layer `index`, as `SwiftUIHost` makes it: a dialog's slot's for
  /// a dialog, else a sheet's. NB: the stand-in's choice draws every other layer as a sheet: a
  /// cover's or a popover's own binding is not played.
  fileprivate func item(at index: Int) -> DrawnBinding<DrawnLayer?> {
    let drawing = session?.drawing
    if index >= 0, let slot = drawing?.layer(at: index).value?.dialogSlot {
      return .item(at: index, drawnAs: slot, in: drawing) { $0.dialogSlot }
    }
    return .item(at: index, drawnAs: "sheet", in: drawing) { $0.style.isDialog ? nil : "sheet" }
  }
}

/// The contract's driver for ``BindingStandIn``: each gesture is what SwiftUI would write.
@MainActor
final class BindingStandInDriver: HostDriver, SessionDriver {
  private(set) var host: BindingStandIn?
  /// How the SwiftUI of the hosts this driver makes behaves where Apple documents nothing.
  let variants: SwiftUIVariants

  init(variants: SwiftUIVariants = SwiftUIVariants()) {
    self.variants = variants
  }

  func makeHost() -> any NavigationHost {
    let host = BindingStandIn()
    host.variants = variants
    self.host = host
    return host
  }

  var shown: NavigationState? { host?.session?.drawn }
  var session: HostSession? { host?.session }
  var events: [HostEvent] { host?.events ?? [] }
  var focusDirectives: [FocusDirective] { host?.focusDirectives ?? [] }
  var dialogToTap: DialogContent? { (try? shownDialog())?.modals.last?.dialog }

  /// What the session draws, when its top layer is a dialog SwiftUI shows (one the user answered
  /// or tapped outside of has gone, though a step under way keeps it drawn: see
  /// `BindingStandIn.dialogsTakenAway`).
  /// - Throws: `HostError.doesNotFit` otherwise.
  private func shownDialog() throws(HostError) -> NavigationState {
    guard let host, let drawn = host.session?.drawn else { throw .notAttached }
    guard let layer = drawn.modals.last, !host.dialogsTakenAway.contains(layer.id) else {
      throw .doesNotFit(.dismissed(layer: drawn.topScreen.id), screen: drawn)
    }
    return drawn
  }

  func simulate(_ gesture: HostDriverGesture) throws {
    guard let host, let session = host.session else { throw HostError.notAttached }
    let drawn = session.drawn
    let path = (drawn[stack: drawn.topLocation] ?? drawn.topStack).path
    // NB: the More list has no Back button and no swipe: the tab beneath is not on screen.
    if drawn.modals.isEmpty, drawn.tabBar?.showsMoreList == true {
      switch gesture {
      case .swipeBack, .tapBack: throw HostError.doesNotFit(.popped(to: drawn.topScreen.id), screen: drawn)
      default: break
      }
    }
    switch gesture {
    case .swipeBack(cancelled: true), .pullDown(cancelled: true):
      host.play(SwiftUITraces.gestureCalledOff)
    case .tapBack where drawn.isOnAColumnsFirstScreen:
      host.play(SwiftUISplitTraces.backPastTheDetail)
    case .tapBack where drawn.isOnAMoreTabsFirstScreen:
      host.play(SwiftUITraces.backToTheMoreList(index: drawn.tabBar?.selectedIndex ?? 0))
    case .swipeBack, .tapBack:
      guard !path.isEmpty else { throw HostError.doesNotFit(.popped(to: drawn.topScreen.id), screen: drawn) }
      let held = !session.answer(.platformBackButton(of: drawn.topScreen.id))
      host.play(held ? SwiftUITraces.heldBackButtonTap : SwiftUITraces.backButtonTap)
    case .pullDown:
      let index = drawn.modals.count - 1
      // NB: as `DismissalLock`, the views' own part says whether the sheet can be pulled down.
      guard index >= 0, session.drawing?.allowsInteractiveDismissal(ofLayerAt: index).value == true else {
        throw HostError.doesNotFit(.dismissed(layer: drawn.topScreen.id), screen: drawn)
      }
      host.play(SwiftUITraces.pullDownEnds)
    case .selfDismiss:
      host.play(SwiftUITraces.dismissInALayersRoot)
    case .splitResize(let collapsed):
      host.play(collapsed ? SwiftUISplitTraces.collapses : SwiftUISplitTraces.expands)
    case .tapDialogButton(let index):
      _ = try shownDialog().dialogButton(at: index)
      host.play(SwiftUITraces.dialogButtonTap(index: index))
    case .tapOutsideDialog:
      _ = try shownDialog().dialogButton(at: nil)
      host.play(SwiftUITraces.dialogTapOutside)
    case .tapMore:
      guard let bar = drawn.tabBar, !bar.tabsUnderMore.isEmpty else {
        throw HostError.doesNotFit(.showedMoreList, screen: drawn)
      }
      guard !bar.showsMoreList else { return }
      host.play(SwiftUITraces.moreTap(selected: bar.selectedIndex))
    case .tapTab(let tab):
      guard let bar = drawn.tabBar, let index = bar.tabs.firstIndex(where: { $0.id == tab }) else {
        throw HostError.doesNotFit(.selected(tab: tab), screen: drawn)
      }
      if bar.tabsUnderMore.contains(tab) {
        // A tab the More list lists is picked there: the More tab first, unless its list shows; the
        // selected one's is the More tab's re-tap, back to the list.
        if bar.selected.id == tab, !bar.showsMoreList { return try simulate(.tapMore) }
        let more = bar.showsMoreList ? [] : SwiftUITraces.moreTap(selected: bar.selectedIndex)
        return host.play(more + SwiftUITraces.morePick(index: index))
      }
      if bar.selected.id == tab, !bar.showsMoreList, drawn.modals.isEmpty {
        return host.play(SwiftUITraces.tabRetap(index: index, host.variants))
      }
      try session.check(.selected(tab: tab), interactive: false)
      // NB: the tabs' contents say something only in a bar with a More tab; played there alone.
      host.play(
        bar.tabsUnderMore.isEmpty
          ? SwiftUITraces.tabTap(index: index)
          : SwiftUITraces.tabTap(
            index: index, from: bar.showsMoreList ? nil : bar.selectedIndex, host.variants))
    case .arrangeTabs(let order, let hidden):
      let positions = try drawn.tabPositions(order, hidden: hidden)
      host.play(SwiftUITraces.tabsCustomized(order: positions.order, hidden: positions.hidden))
    }
  }

  func afterNextStep(_ body: @escaping @MainActor () -> Void) { host?.afterNextStep = body }
  func breakNextStep(_ failure: HostDriverFailure) { host?.failure = failure }
  func settle() async { await host?.clock.run() }
}
