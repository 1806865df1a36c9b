/// What the session holds to be shown, and the rules every step and gesture follows against it:
/// which steps are legal, which screens appear and disappear (with which lifecycle events, in
/// UIKit's order), and what a user's change does.
///
/// A step goes in two halves: ``begin(_:)`` checks it against what is shown and returns its
/// `HostTransition` (the session delivers its "will" events and the platform starts it), and
/// ``finish(_:)`` makes its end shown (the "did" events), or ``abandon(_:)`` gives it up (the
/// events that undo the "will" ones). Nothing else writes ``shown``: what the user does goes
/// through ``userDid(_:)`` and the interactive gestures, each a change the navigator is told of.
///
/// ```swift
/// var model = HostModel(showing: navigator.state)
/// let transition = try model.begin(step)      // throws HostError when the step is illegal
/// deliver(transition.willEvents)
/// await platformTransition(step)
/// deliver(model.finish(transition))
/// ```
package struct HostModel: Sendable {
  /// What the session holds to be on screen.
  package private(set) var shown: NavigationState
  /// The transition under way, between ``begin(_:)`` and ``finish(_:)`` (or a gesture's begin
  /// and end).
  package internal(set) var running: HostTransition?
  /// Whether a plan is under way: between the navigator's `willBeginPlan` and `didEndPlan` a
  /// host locks what it can (interactive pop and dismissal, tab taps), so the user cannot change
  /// the screen in the middle of a plan where the platform lets the host prevent it.
  package var isLocked = false
  /// The screens that have loaded (`load` is sent once per screen).
  private var loaded: Set<ScreenID> = []

  /// A model showing `state`; ``attachmentEvents()`` gives the events its first drawing sends.
  package init(showing state: NavigationState) {
    shown = state
  }

  /// The events of drawing ``shown`` for the first time: the visible screens load, will appear
  /// and did appear.
  package mutating func attachmentEvents() -> [HostEvent] {
    let visible = shown.visibleScreens
    var events = visible.filter { loaded.insert($0.id).inserted }.map { HostEvent(.load, $0) }
    events += visible.map { HostEvent(.willAppear, $0) }
    events += visible.map { HostEvent(.didAppear, $0) }
    return events
  }

  // MARK: Steps

  /// Checks `step` against what is shown and starts it.
  ///
  /// - Returns: The transition: what the screen will show, and the events to send now
  ///   (`willEvents`).
  /// - Throws: ``HostError/transitionInProgress(running:attempted:)`` while another transition
  ///   runs; ``HostError/illegalStep(_:screen:)`` when the platform could not carry the step
  ///   out on this screen (dismissing a layer that is not on top, presenting anywhere but on
  ///   top, an unknown stack or tab, a root swap under a modal, a push into a bare layer).
  package mutating func begin(_ step: NavigationStep) throws(HostError) -> HostTransition {
    if let running { throw .transitionInProgress(running: running.cause, attempted: .step(step)) }
    var next = shown
    guard next.apply(step), shown.violation(reaching: next) == nil else {
      throw .illegalStep(step, screen: shown)
    }
    let transition = transition(to: next, cause: .step(step))
    running = transition
    markLoaded(transition)
    return transition
  }

  /// Makes the end of `transition` shown.
  /// - Returns: The events to send now (`didEvents`).
  @discardableResult
  package mutating func finish(_ transition: HostTransition) -> [HostEvent] {
    shown = transition.after
    running = nil
    forgetScreensThatLeft()
    return transition.didEvents
  }

  /// Ends `transition` without its end being shown (the platform refused it, or did not carry it
  /// out), with the events that undo its "will" events.
  @discardableResult
  package mutating func abandon(_ transition: HostTransition) -> [HostEvent] {
    running = nil
    return transition.reversalEvents
  }

  /// The transition from ``shown`` to `next`: who appears and disappears, and who loads.
  func transition(to next: NavigationState, cause: TransitionCause) -> HostTransition {
    let before = shown.visibleScreens
    let after = next.visibleScreens
    let appearing = after.filter { entry in !before.contains { $0.id == entry.id } }
    let disappearing = before.filter { entry in !after.contains { $0.id == entry.id } }
    return HostTransition(
      cause: cause, before: shown, after: next, appearing: appearing, disappearing: disappearing,
      loading: appearing.filter { !loaded.contains($0.id) })
  }

  /// Marks the screens `transition` loads as loaded.
  mutating func markLoaded(_ transition: HostTransition) {
    for entry in transition.loading { loaded.insert(entry.id) }
  }

  private mutating func forgetScreensThatLeft() {
    // NB: ids of screens that left the tree are dropped, so a long-running host does not grow
    // by one id per screen ever shown.
    guard loaded.count > 64, loaded.count > 2 * shown.screenCount else { return }
    loaded.formIntersection(shown.allEntries.map(\.id))
  }
}

extension SplitRoot {
  /// The screens of the split the user can see: collapsed, the top of the single stack;
  /// expanded, each column's top, trailing first.
  var visibleScreens: [ScreenEntry] {
    isCollapsed ? [collapsedStack.top] : columns.reversed().compactMap { self[$0]?.top }
  }
}

extension NavigationState {
  /// The screens the user can see, top first: the top layer's top screen, and below a layer
  /// that does not cover what is under it (a page sheet, a card) the next one down, until a
  /// covering layer or the root's visible stack.
  ///
  /// NB: this reads the style, not what the platform adapts it to: on an iPhone in landscape UIKit
  /// shows a page sheet full screen (and sends `viewDidDisappear` to what it covers), while this
  /// keeps the screen beneath visible. Documented in the UIKit article's "Not handled yet".
  package var visibleScreens: [ScreenEntry] {
    var visible: [ScreenEntry] = []
    for layer in modals.reversed() {
      visible.append(layer.stack.top)
      if layer.style.coversContent { return visible }
    }
    switch root {
    case .stack(let stack): visible.append(stack.top)
    case .tabs(let bar) where bar.showsMoreList:
      break
    case .tabs(let bar):
      if let split = bar.selected.split {
        visible += split.visibleScreens
      } else {
        visible.append(bar.selected.stack.top)
      }
    case .split(let split): visible += split.visibleScreens
    }
    return visible
  }

  /// How many screens the tree holds.
  var screenCount: Int {
    let root =
      switch root {
      case .stack(let stack): stack.path.count + 1
      case .tabs(let bar): bar.tabs.reduce(0) { $0 + $1.entries.count }
      case .split(let split): split.columns.reduce(0) { $0 + (split[$1]?.path.count ?? 0) + 1 }
      }
    return modals.reduce(root) { $0 + $1.stack.path.count + 1 }
  }
}
