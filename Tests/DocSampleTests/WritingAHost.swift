@_spi(Hosts) import Waypoint

// Waypoint.docc, "Writing a host".
enum WritingAHost {
  /// A host that draws nothing and ends each step at once.
  @MainActor
  final class InstantHost: HostPlatform {
    private weak var session: HostSession?

    // The navigator owns the session and hands it each step; the host is its platform.
    func attach(to session: HostSession) {
      self.session = session
      session.attached()  // draw `session.shown`, then: load, willAppear, didAppear
    }

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
