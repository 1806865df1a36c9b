/// The model of a host whose views draw a navigation state and report through bindings, as
/// SwiftUI's do: what the views draw, when a step has finished, and (in
/// `BindingHostModel+Bindings.swift`) what each binding write means.
///
/// Such a host cannot call "push" or "present". It changes what its views draw, and
/// `NavigationStack(path:)`, `.sheet(item:)` and `TabView(selection:)` carry the change out. So
/// its views draw ``drawn``, the end of the step under way or else what is displayed, and never
/// the navigator's state, which follows only once a step has finished.
///
/// A step has finished when every screen it brings into view has appeared and every screen it
/// takes out of view has disappeared, as the appearance probe in each screen reports
/// (`viewDidAppear`, `viewDidDisappear`); a step that brings in and takes out nothing (a stack
/// changed in a tab that is not selected) has finished at once. The host's watchdog settles a
/// step whose signals never all came with ``resolveStalledStep()``.
///
/// ```swift
/// var bindings = BindingHostModel(showing: state)
/// let transition = try bindings.begin(step)   // the views now draw the step's end
/// deliver(transition.willEvents)
/// // each probe: if bindings.probeReported(.didAppear, for: id) { the step has finished }
/// deliver(bindings.finish())
/// ```
@_spi(Hosts)
public struct BindingHostModel: Sendable {
  /// What is displayed and the rules every host follows.
  public internal(set) var model: HostModel
  /// The step under way and the probe signals it still waits for.
  private var awaited: Awaited?

  private struct Awaited: Sendable {
    let transition: HostTransition
    var appearing: Set<ScreenID>
    var disappearing: Set<ScreenID>
    /// Whether any signal the step waits for has come.
    var heard = false
  }

  /// A model showing `state`; ``attachmentEvents()`` gives the events its first drawing sends.
  public init(showing state: NavigationState) {
    model = HostModel(showing: state)
  }

  /// The events of drawing ``displayed`` for the first time.
  public mutating func attachmentEvents() -> [HostEvent] {
    model.attachmentEvents()
  }

  /// What is on screen once every transition under way has finished.
  public var displayed: NavigationState { model.displayed }

  /// What the views draw: the end of the step under way, else what is displayed.
  public var drawn: NavigationState { awaited?.transition.after ?? model.displayed }

  /// Whether a plan is under way (tab taps and interactive dismissal are locked meanwhile).
  public var isLocked: Bool {
    get { model.isLocked }
    set { model.isLocked = newValue }
  }

  // MARK: Steps

  /// Checks `step` against what is displayed and starts it: the views draw its end from now on.
  ///
  /// - Returns: The transition, whose ``HostTransition/willEvents`` the host sends now.
  /// - Throws: ``HostError`` as ``HostModel/begin(_:)`` does: another transition is under way,
  ///   or the step is illegal on this screen.
  public mutating func begin(_ step: NavigationStep) throws(HostError) -> HostTransition {
    let transition = try model.begin(step)
    awaited = Awaited(
      transition: transition, appearing: Set(transition.appearing.map(\.id)),
      disappearing: Set(transition.disappearing.map(\.id)))
    return transition
  }

  /// Whether a step is under way and waits for screens to appear or disappear; `false` once
  /// every signal it waits for has come (and for a step that waits for none).
  public var isAwaitingScreens: Bool {
    guard let awaited else { return false }
    return !awaited.appearing.isEmpty || !awaited.disappearing.isEmpty
  }

  /// Takes in what a screen's appearance probe reported.
  ///
  /// Only `didAppear` of a screen the step brings into view and `didDisappear` of one it takes
  /// out count; every other signal (a screen appearing again after a rotation, a gesture's
  /// screens, a step that has finished) is ignored.
  /// - Returns: Whether this signal was the last one the step under way waited for.
  public mutating func probeReported(_ event: LifecycleEvent, for id: ScreenID) -> Bool {
    guard var awaited, isAwaitingScreens else { return false }
    let counted =
      switch event {
      case .didAppear: awaited.appearing.remove(id) != nil
      case .didDisappear: awaited.disappearing.remove(id) != nil
      default: false
      }
    guard counted else { return false }
    awaited.heard = true
    self.awaited = awaited
    return !isAwaitingScreens
  }

  /// Marks the step under way displayed.
  /// - Returns: The events to send now (``HostTransition/didEvents``); none without a step.
  @discardableResult
  public mutating func finish() -> [HostEvent] {
    guard let awaited else { return [] }
    self.awaited = nil
    return model.finish(awaited.transition)
  }

  /// Settles the step under way when the watchdog found its signals did not all come.
  ///
  /// A step some of whose screens reported is on screen (the platform carried it out and a
  /// signal was lost). A step none of whose screens reported is not: SwiftUI dropped the change
  /// (a presentation while another one ran), so the views draw the step's start again.
  ///
  /// - Returns: Whether the step took effect, with the events that bring the screens to what is
  ///   drawn now.
  public mutating func resolveStalledStep() -> (done: Bool, events: [HostEvent]) {
    guard let awaited else { return (true, []) }
    self.awaited = nil
    let shown = awaited.heard ? awaited.transition.after : awaited.transition.before
    return model.resolve(awaited.transition, observed: shown)
  }
}
