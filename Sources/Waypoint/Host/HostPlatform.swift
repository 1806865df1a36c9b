/// The platform side of a host: what it does for the ``HostSession`` its navigator owns. It
/// draws, makes and applies a step's platform objects or drawn state, reads what it shows, and
/// reports what its platform does as ``PlatformFact``s (``HostSession/report(_:)``); it holds no
/// decision: every `if` about what a platform fact means is the session's.
@_spi(Hosts)
@MainActor
public protocol HostPlatform: NavigationHost {
  /// The navigator made `session` for this host: the host keeps it (weakly or not), sets what it
  /// tunes (``HostSession/watchdogTimeout``, ``HostSession/sleep``, ``HostSession/onEvents``,
  /// ``HostSession/platformDescription``), draws ``HostSession/shown`` without animation, and
  /// calls ``HostSession/attached()`` once the first drawing's screens are made.
  func attach(to session: HostSession)
  /// How a step is known to have finished on this platform.
  var signals: HostSession.Signals { get }
  /// Makes what `step` needs, before anything moves; throwing refuses the step with nothing
  /// changed on screen.
  func prepare(_ step: NavigationStep) throws
  /// Starts the prepared step; the platform then reports its end as a ``PlatformFact``.
  func start(_ step: NavigationStep, animated: Bool)
  /// What the platform shows now, read from its own objects (a read); `nil` when it cannot be
  /// read (SwiftUI's views).
  func read() -> ScreenRead?
  /// Puts the stack at `location` back to `stack` (it showed screens the navigator did not put
  /// there, or a pop a leave guard holds), or, with `nil`, draws what is drawn again after a
  /// refused write.
  func restore(_ stack: ScreenStack?, at location: StackLocation?)
  /// The session's gesture rules changed (a plan began or ended, a step started or ended).
  func gesturesChanged()
  /// Whether the host holds an element registered under `id` (a view or bar button item, a
  /// SwiftUI view marked with the id), which VoiceOver's focus can go back to.
  func holdsElement(_ id: String) -> Bool
  /// Moves VoiceOver's focus where `directive` says, once the screen has settled.
  func moveFocus(_ directive: FocusDirective)
}
