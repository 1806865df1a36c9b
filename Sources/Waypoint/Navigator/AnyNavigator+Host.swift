import Logging

// What the navigator does with its host: the plan's steps handed to the session it owns (or to
// a `StepHost`), the state published as the session settles it, lifecycle events delivered to
// their screens, and a held exit sent through the leave guards.
extension AnyNavigator {
  /// A plan of `steps` begins on the host.
  func beginPlan(_ steps: [NavigationStep]) {
    if let session { return session.willBeginPlan(steps) }
    stepHost?.willBeginPlan(steps)
  }

  /// Carries `step` out: the session settles what is shown, which the state publishes; a
  /// ``StepHost``'s step is applied to the state once performed.
  func carryOut(_ step: NavigationStep, animated: Bool) async throws {
    if let session { return try await session.perform(step, animated: animated) }
    try await stepHost?.perform(step, animated: animated)
    state.apply(step)
  }

  /// The plan ended on the host.
  func endPlan() {
    if let session { return session.didEndPlan() }
    stepHost?.didEndPlan()
  }

  /// What the session holds to be shown changed: the state's observers are told.
  func shownChanged() {
    withMutation(keyPath: \.state) {}
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
