@_spi(Hosts) import Waypoint

// Waypoint.docc, "Writing a host".
enum WritingAHost {
  /// A host that draws nothing and ends each step at once.
  @MainActor
  final class InstantHost: NavigationHost, HostPlatform {
    private var session: HostSession?

    func attach(_ connection: HostConnection) {
      session = HostSession(connection: connection, platform: self)
      session?.attached()  // load, willAppear, didAppear
    }

    func willBeginPlan(_ steps: [NavigationStep]) { session?.willBeginPlan(steps) }
    func didEndPlan() { session?.didEndPlan() }

    func perform(_ step: NavigationStep, animated: Bool) async throws {
      guard let session else { throw HostError.notAttached }
      try await session.perform(step, animated: animated)  // HostError when illegal on screen
    }

    // The platform the session drives.
    var signals: HostSession.Signals { .completion }
    func prepare(_ step: NavigationStep) throws {}  // make the step's views; throw to refuse
    func start(_ step: NavigationStep, animated: Bool) {
      session?.report(.stepCompleted)  // a platform reports it from its completion handler
    }
    func read() -> ScreenRead? { nil }  // what the platform shows, read back
    func restore(_ stack: ScreenStack?, at location: StackLocation?) {}
    func gesturesChanged() {}
    func holdsElement(_ id: String) -> Bool { false }  // an element VoiceOver can go back to
    func moveFocus(_ directive: FocusDirective) {}  // post it to VoiceOver

    /// A stack's `didShow` after the user went back: a fact; the session reports the pop.
    func stackShowed(_ ids: [ScreenID], at location: StackLocation) {
      session?.report(.stackShown(location, ids))
    }
  }

}
