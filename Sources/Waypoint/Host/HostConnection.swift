import Logging

/// What a host may do with the navigator driving it, handed over in
/// ``NavigationHost/attach(_:)``: read the state it must show, report what the user did and the
/// lifecycle of each screen, and find a screen's instance.
///
/// None of this is on the navigator's public API: apps cannot report gestures that did not
/// happen. What a connection offers is the host authors' SPI: a host reaches it with
/// `@_spi(Hosts) import Waypoint`. The connection holds the navigator weakly; once it is gone, every report is
/// ignored.
@MainActor
public struct HostConnection {
  private weak var navigator: AnyNavigator?

  init(navigator: AnyNavigator) {
    self.navigator = navigator
  }

  /// What the navigator believes is on screen; `nil` once the navigator is gone.
  @_spi(Hosts) public var state: NavigationState? { navigator?.state }

  /// Reports what the user did directly; the navigator's state follows without performing
  /// anything.
  ///
  /// While the host performs a step (its completion comes back through the main queue, so a
  /// gesture can land first), the change is queued and applied once the step has ended; it may
  /// then no longer fit, and is ignored.
  /// - Returns: `.applied` when the state followed now, `.queued` when it will once the step
  ///   under way ends, `.ignored` (nothing changed) when the change does not fit the tree or the
  ///   navigator is gone.
  @discardableResult
  @_spi(Hosts) public func report(_ change: UserChange) -> UserChangeOutcome {
    guard let navigator else { return .ignored }
    navigator.recorder?.record(.userChanged(change))
    return navigator.hostReported(change)
  }

  /// Delivers lifecycle events, in order, to their screens (the instance, the streams and the
  /// handlers) and to the navigator's screen views. `destroyed` is the navigator's own and is not
  /// delivered from a host.
  @_spi(Hosts) public func deliver(_ events: [HostEvent]) {
    navigator?.hostDelivered(events)
  }

  /// The screen instance showing entry `id`, if the registry or the destination made one.
  @_spi(Hosts) public func screen(for id: ScreenID) -> (any Screen)? {
    navigator?.screenInstance(for: id)
  }

  /// Whether a leave guard protects `entry`.
  @_spi(Hosts) public func isLeaveGuarded(_ entry: ScreenEntry) -> Bool {
    navigator?.isLeaveGuarded(entry) ?? false
  }

  /// Whether any leave guard is added (none protects any screen when none is).
  var hasLeaveGuards: Bool { !(navigator?.pipeline.leaveGuards.isEmpty ?? true) }

  /// Calls `body` whenever leave guards are added or removed.
  @_spi(Hosts) public func onLeaveGuardsChange(_ body: @escaping @MainActor () -> Void) {
    navigator?.onLeaveGuardsChange(body)
  }

  /// Makes the user's exit `change`, which the host held, as a request through the leave
  /// guards (``NavigationReason/userExit``); a guard keeping the screen fails it quietly.
  @_spi(Hosts) public func askToLeave(_ change: UserChange) {
    navigator?.askToLeave(change)
  }

  /// The user tapped the tab `tab`, which was selected: the app is told and its stack pops to
  /// the root through the leave guards.
  @_spi(Hosts) public func tabReselected(_ tab: AnyTag) {
    navigator?.tabReselected(tab)
  }

  /// The user tapped button `index` of the dialog whose layer is `layer`, with `texts` in its
  /// fields; the platform takes the layer away, which the host reports as for any layer.
  @_spi(Hosts) public func dialogAnswered(_ layer: ScreenID, button index: Int, texts: [String]) {
    navigator?.dialogAnswered(layer, button: index, texts: texts)
  }

  /// The navigator's recorder, if it has one.
  var recorder: NavigationRecorder? { navigator?.recorder }

  /// Who asked for the plan the navigator begins, and why (a recording's).
  var asking: Asking {
    navigator?.pipeline.asking ?? Asking(why: .request, by: nil, verb: "navigate", link: nil)
  }

  /// What the navigator's host can do, which the navigator plans with.
  var hostCapabilities: HostCapabilities { navigator?.host.capabilities ?? [] }

  /// Calls `body` whenever the navigator's recorder is set.
  func onRecorderChange(_ body: @escaping @MainActor () -> Void) {
    navigator?.onRecorderChange.append(body)
  }

  /// The navigator's log, for a host to write what it does next to what the navigator decided.
  @_spi(Hosts) public var logger: Logger? { navigator?.logger }
}

/// What became of a user change a host reported (``HostConnection/report(_:)``).
@_spi(Hosts)
public enum UserChangeOutcome: Hashable, Sendable {
  /// The navigator's state followed it.
  case applied
  /// The host is performing a step: the state follows once the step has ended, if the change
  /// still fits then.
  case queued
  /// It does not fit the tree, or the navigator is gone; nothing changed.
  case ignored
}
