/// What a host displays, and the rules of the screen every host follows: which steps are legal
/// against what is displayed, which screens appear and disappear (with which lifecycle events,
/// in UIKit's order), and what a user gesture changes.
///
/// `TestHost`, the UIKit host and the SwiftUI host each run a `HostSession`, which holds one
/// `HostModel`, and only add platform calls (or a clock), so they cannot disagree about what is
/// on screen.
///
/// A step goes in two halves: ``begin(_:)`` checks it and returns its ``HostTransition`` (the
/// host delivers its "will" events and starts the platform's transition), and
/// ``finish(_:)`` marks it displayed once the platform says it is done (the host delivers the
/// "did" events).
///
/// ```swift
/// var model = HostModel(showing: navigator.state)
/// let transition = try model.begin(step)      // throws HostError when the step is illegal
/// deliver(transition.willEvents)
/// await platformTransition(step)
/// deliver(model.finish(transition))
/// ```
///
/// ## For host authors
///
/// `HostSession`, `HostModel`, `ScreenObjects`, `ScreenOutline`, what a `HostTransition`
/// carries and what a `HostConnection` offers are the host authors' SPI, kept off an app's API
/// (an app never sees them beside `push`). A host reaches them with
/// `@_spi(Hosts) import Waypoint`, as `WaypointTesting`, `WaypointUIKit` and `WaypointSwiftUI`
/// do. They are public to such a host and follow the package's versioning like the rest.
@_spi(Hosts)
public struct HostModel: Sendable {
  /// What is on screen, as the host last drew it.
  public private(set) var displayed: NavigationState
  /// The transition under way, between ``begin(_:)`` and ``finish(_:)`` (or a gesture's
  /// begin and end).
  public internal(set) var running: HostTransition?
  /// Whether a plan is under way: between the navigator's `willBeginPlan` and `didEndPlan` a
  /// host locks what it can (interactive pop and dismissal, tab taps), so the user cannot
  /// change the screen in the middle of a plan where the platform lets the host prevent it.
  public var isLocked = false
  /// The screens that have loaded (`load` is sent once per screen).
  private var loaded: Set<ScreenID> = []

  /// A model showing `state`; ``attachmentEvents()`` gives the events its first drawing sends.
  public init(showing state: NavigationState) {
    displayed = state
  }

  /// The events of drawing ``displayed`` for the first time: the visible screens load, will
  /// appear and did appear.
  public mutating func attachmentEvents() -> [HostEvent] {
    let visible = Self.visibleScreens(in: displayed)
    var events = load(visible)
    events += visible.map { HostEvent(.willAppear, $0) }
    events += visible.map { HostEvent(.didAppear, $0) }
    return events
  }

  // MARK: Steps

  /// Checks `step` against what is displayed and starts it.
  ///
  /// - Returns: The transition: what the screen will show, and the events to send now
  ///   (``HostTransition/willEvents``).
  /// - Throws: ``HostError/transitionInProgress(running:attempted:)`` while another transition
  ///   runs; ``HostError/illegalStep(_:screen:)`` when the platform could not carry the step
  ///   out on this screen (dismissing a layer that is not on top, presenting anywhere but on
  ///   top, an unknown stack or tab, a root swap under a modal, a push into a bare layer).
  public mutating func begin(_ step: NavigationStep) throws(HostError) -> HostTransition {
    if let running { throw .transitionInProgress(running: running.cause, attempted: .step(step)) }
    var next = displayed
    guard next.apply(step), displayed.violation(reaching: next) == nil else {
      throw .illegalStep(step, screen: displayed)
    }
    let transition = transition(to: next, cause: .step(step))
    running = transition
    markLoaded(transition)
    return transition
  }

  /// Marks `transition` displayed.
  /// - Returns: The events to send now (``HostTransition/didEvents``).
  @discardableResult
  public mutating func finish(_ transition: HostTransition) -> [HostEvent] {
    displayed = transition.after
    running = nil
    forgetScreensThatLeft()
    return transition.didEvents
  }

  /// Ends `transition` without it being displayed (the platform refused it), with the events
  /// that undo its "will" events.
  @discardableResult
  public mutating func abandon(_ transition: HostTransition) -> [HostEvent] {
    running = nil
    return transition.reversalEvents
  }

  /// Ends a transition whose completion never came, from what the host finds on screen
  /// (`observed`, read from the real hierarchy by the host's watchdog).
  ///
  /// - Returns: Whether the step took effect (`observed` is what it should show), with the
  ///   events that bring the screens to what is observed.
  public mutating func resolve(_ transition: HostTransition, observed: NavigationState) -> (
    done: Bool, events: [HostEvent]
  ) {
    if observed == transition.after { return (true, finish(transition)) }
    running = nil
    var events = transition.reversalEvents
    if observed != displayed {
      let repair = self.transition(to: observed, cause: .repair)
      markLoaded(repair)
      events += repair.willEvents + repair.didEvents
      displayed = observed
    }
    return (false, events)
  }

  /// The transition from ``displayed`` to `next`: who appears and disappears, and who loads.
  func transition(to next: NavigationState, cause: HostTransition.Cause) -> HostTransition {
    let before = Self.visibleScreens(in: displayed)
    let after = Self.visibleScreens(in: next)
    let appearing = after.filter { entry in !before.contains { $0.id == entry.id } }
    let disappearing = before.filter { entry in !after.contains { $0.id == entry.id } }
    return HostTransition(
      cause: cause, before: displayed, after: next, appearing: appearing, disappearing: disappearing,
      loading: appearing.filter { !loaded.contains($0.id) })
  }

  /// Marks the screens `transition` loads as loaded.
  mutating func markLoaded(_ transition: HostTransition) {
    for entry in transition.loading { loaded.insert(entry.id) }
  }

  /// Marks `entries` loaded; returns the `load` events of those that were not.
  private mutating func load(_ entries: [ScreenEntry]) -> [HostEvent] {
    entries.filter { loaded.insert($0.id).inserted }.map { HostEvent(.load, $0) }
  }

  private mutating func forgetScreensThatLeft() {
    // NB: ids of screens that left the tree are dropped, so a long-running host does not grow
    // by one id per screen ever shown.
    guard loaded.count > 64, loaded.count > 2 * displayed.screenCount else { return }
    loaded.formIntersection(displayed.allEntries.map(\.id))
  }

  // MARK: What is on screen

  /// The screens the user can see, top first: the top layer's top screen, and below a layer
  /// that does not cover what is under it (a page sheet, a card) the next one down, until a
  /// covering layer or the root's visible stack.
  ///
  /// NB: this reads the style, not what the platform adapts it to: on an iPhone in landscape UIKit
  /// shows a page sheet full screen (and sends `viewDidDisappear` to what it covers), while this
  /// keeps the screen beneath visible. Documented in the UIKit article's "Not handled yet".
  public static func visibleScreens(in state: NavigationState) -> [ScreenEntry] {
    var visible: [ScreenEntry] = []
    for layer in state.modals.reversed() {
      visible.append(layer.stack.top)
      if layer.style.coversContent { return visible }
    }
    switch state.root {
    case .stack(let stack): visible.append(stack.top)
    case .tabs(let bar): visible.append(bar.selected.stack.top)
    case .split(let split):
      // NB: collapsed, the top of the single stack; expanded, each column's top, trailing first.
      if split.isCollapsed {
        visible.append(split.collapsedStack.top)
      } else {
        visible += split.columns.reversed().compactMap { split[$0]?.top }
      }
    }
    return visible
  }
}

extension NavigationState {
  /// How many screens the tree holds.
  var screenCount: Int {
    let root =
      switch root {
      case .stack(let stack): stack.path.count + 1
      case .tabs(let bar): bar.tabs.reduce(0) { $0 + $1.stack.path.count + 1 }
      case .split(let split): split.columns.reduce(0) { $0 + (split[$1]?.path.count ?? 0) + 1 }
      }
    return modals.reduce(root) { $0 + $1.stack.path.count + 1 }
  }
}
