/// One change of what a host displays, a step or a user gesture, with the screens it brings on
/// and takes off, as the hosts' `HostModel` computes it.
public struct HostTransition: Hashable, Sendable {
  /// What causes a transition.
  public enum Cause: Hashable, Sendable, CustomStringConvertible {
    /// A step the navigator asked for.
    case step(NavigationStep)
    /// Something the user did.
    case user(UserChange)
    /// The host found the screen other than it expected and redrew its picture.
    case repair

    public var description: String {
      switch self {
      case .step(let step): "\(step)"
      case .user(let change): "user \(change)"
      case .repair: "repair"
      }
    }
  }

  /// What causes it.
  @_spi(Hosts) public let cause: Cause
  /// What was displayed before.
  @_spi(Hosts) public let before: NavigationState
  /// What is displayed once it has finished.
  @_spi(Hosts) public let after: NavigationState
  /// The screens that come into view.
  @_spi(Hosts) public let appearing: [ScreenEntry]
  /// The screens that leave the view.
  @_spi(Hosts) public let disappearing: [ScreenEntry]
  /// The appearing screens shown for the first time.
  @_spi(Hosts) public let loading: [ScreenEntry]

  /// The events to send when the transition starts, in UIKit's order: `load` for the screens
  /// shown for the first time, `willDisappear`, then `willAppear`.
  @_spi(Hosts) public var willEvents: [HostEvent] {
    loading.map { HostEvent(.load, $0) } + disappearing.map { HostEvent(.willDisappear, $0) }
      + appearing.map { HostEvent(.willAppear, $0) }
  }

  /// The events to send when it has finished: `didDisappear`, then `didAppear`.
  @_spi(Hosts) public var didEvents: [HostEvent] {
    disappearing.map { HostEvent(.didDisappear, $0) } + appearing.map { HostEvent(.didAppear, $0) }
  }

  /// The events that undo ``willEvents`` when the transition is called off (a cancelled swipe,
  /// a refused step), as UIKit sends them: the screens that were to appear disappear again,
  /// those that were to disappear appear again.
  @_spi(Hosts) public var reversalEvents: [HostEvent] {
    appearing.map { HostEvent(.willDisappear, $0) } + appearing.map { HostEvent(.didDisappear, $0) }
      + disappearing.map { HostEvent(.willAppear, $0) } + disappearing.map { HostEvent(.didAppear, $0) }
  }
}

/// A lifecycle event for one screen, as a host delivers it.
public struct HostEvent: Hashable, Sendable, CustomStringConvertible {
  /// The event.
  public let event: LifecycleEvent
  /// The screen it is for.
  public let entry: ScreenEntry

  /// `event` for `entry`.
  public init(_ event: LifecycleEvent, _ entry: ScreenEntry) {
    self.event = event
    self.entry = entry
  }

  public var description: String { "\(event) \(entry.route)" }
}
