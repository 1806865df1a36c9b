/// One change of what the session holds to be shown, a step or a user's change, with the screens
/// it brings on and takes off, as `HostModel` computes it.
package struct HostTransition: Hashable, Sendable {
  /// What causes it.
  package let cause: TransitionCause
  /// What was shown before.
  package let before: NavigationState
  /// What is shown once it has finished.
  package let after: NavigationState
  /// The screens that come into view.
  package let appearing: [ScreenEntry]
  /// The screens that leave the view.
  package let disappearing: [ScreenEntry]
  /// The appearing screens shown for the first time.
  package let loading: [ScreenEntry]

  /// The events to send when the transition starts, in UIKit's order: `load` for the screens
  /// shown for the first time, `willDisappear`, then `willAppear`.
  package var willEvents: [HostEvent] {
    loading.map { HostEvent(.load, $0) } + disappearing.map { HostEvent(.willDisappear, $0) }
      + appearing.map { HostEvent(.willAppear, $0) }
  }

  /// The events to send when it has finished: `didDisappear`, then `didAppear`.
  package var didEvents: [HostEvent] {
    disappearing.map { HostEvent(.didDisappear, $0) } + appearing.map { HostEvent(.didAppear, $0) }
  }

  /// The events that undo ``willEvents`` when the transition is called off (a cancelled swipe,
  /// a refused step), as UIKit sends them: the screens that were to appear disappear again,
  /// those that were to disappear appear again.
  package var reversalEvents: [HostEvent] {
    appearing.map { HostEvent(.willDisappear, $0) } + appearing.map { HostEvent(.didDisappear, $0) }
      + disappearing.map { HostEvent(.willAppear, $0) } + disappearing.map { HostEvent(.didAppear, $0) }
  }
}

/// What started a change of the screen: a step the navigator asked for, or something the user
/// did directly.
public enum TransitionCause: Hashable, Sendable, CustomStringConvertible {
  /// A step the navigator asked for.
  case step(NavigationStep)
  /// Something the user did.
  case user(UserChange)

  public var description: String {
    switch self {
    case .step(let step): "\(step)"
    case .user(let change): "user \(change)"
    }
  }
}
