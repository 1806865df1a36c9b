import Logging

// What the navigator does for the host driving it, through its `HostConnection`: the state
// follows what happened on screen, lifecycle events reach their screens, and a held exit goes
// through the leave guards.
extension AnyNavigator {
  /// Applies a change the host reports happened on screen (``HostConnection/report(_:)``).
  func hostReported(_ change: UserChange) -> UserChangeOutcome {
    pipeline.userDid(change)
  }

  /// Delivers lifecycle events, in order, to their screens and to the screen views.
  func hostDelivered(_ events: [HostEvent]) {
    let pipeline = self.pipeline
    for event in events {
      pipeline.book.report(event.event, for: event.entry.id)
      pipeline.screenViews.hear(event)
    }
  }

  /// The screen instance the navigator made for entry `id`, if any.
  func screenInstance(for id: ScreenID) -> (any Screen)? {
    pipeline.book.screen(for: id)
  }

  /// Calls `body` whenever leave guards are added or removed.
  func onLeaveGuardsChange(_ body: @escaping @MainActor () -> Void) {
    pipeline.leaveGuards.onChange.append(body)
  }

  /// Makes the user's exit `change`, which the host held, as a request through the leave guards.
  ///
  /// One exit is one question: the same exit asked for while its request is still queued or
  /// asking (a re-tapped tab SwiftUI also pops, a held-back write repeated) joins that request.
  func askToLeave(_ change: UserChange) {
    guard pipeline.exitsAsked[change] == nil else {
      return logger.debug("\(change) is asked about already")
    }
    let request = ask(reason: .userExit, verb: "userExit") { $0.apply(change) }
    pipeline.exitsAsked[change] = request
    request.whenEnded { [weak self, weak request] in
      if self?.pipeline.exitsAsked[change] === request { self?.pipeline.exitsAsked[change] = nil }
    }
  }
}
