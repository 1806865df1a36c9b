import Foundation

/// What a navigator's host session went through, in order: the plans the navigator made, every
/// fact the platform reported, the user's taps the host forwarded, the platform's answers when it
/// was read, with monotonic times. A ``NavigationRecorder`` keeps the newest of them; a recording
/// is its value, saved as JSON and replayed by `WaypointTesting`'s `NavigationReplay` on any
/// machine, where it checks every promise the host keeps.
///
/// A recording is a trace: the platform's behaviour, as it happened on a device, written down
/// as the facts the host reported. Its JSON and its ``description`` keep no route values unless
/// the recorder was told to: routes are kept by type and case (``RecordedRoute``); tags, tab ids
/// and the ids of elements (popover anchors, zoom sources, the element a screen was opened from)
/// as written. In memory, until it is written, it holds the navigator's own values.
///
/// ```swift
/// let data = try navigator.recorder?.recording?.json()
/// ```
///
/// Read back, its ``entries`` say what happened, one line each, with the trees, steps and user
/// changes they hold (``Entry/plan``, ``Entry/step``, ``Entry/userChange``).
public struct NavigationRecording: Hashable, Sendable, CustomStringConvertible {
  /// The version of the JSON format ``json()`` writes. ``init(json:)`` reads it, and format 1,
  /// which recordings made before Waypoint wrote format 2 have; a recording of another format
  /// throws ``RecordingError/unsupportedFormat(found:supported:)``.
  public static let format = 2
  /// The most tabs a recorded tab bar may have; a recording with more is corrupt.
  static let mostTabs = 64

  /// Where a recording was made.
  public struct Platform: Hashable, Sendable, Codable, CustomStringConvertible {
    /// The host: `UIKit`, `SwiftUI`, `TestHost`, a stand-in's name.
    public var host: String
    /// The system and its version (`iOS 26.1`); empty when the host does not say.
    public var system: String
    /// The device model (`iPhone16,1`); empty when the host does not say.
    public var device: String

    public init(host: String, system: String = "", device: String = "") {
      self.host = host
      self.system = system
      self.device = device
    }

    public var description: String {
      [host, system, device].filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// The host `host` on this device: its system and version, and its model identifier (a
    /// simulator's, in the simulator).
    public static func thisDevice(host: String) -> Platform {
      let version = ProcessInfo.processInfo.operatingSystemVersion
      var system = utsname()
      uname(&system)
      let machine = withUnsafeBytes(of: system.machine) {
        String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
      }
      return Platform(
        host: host,
        system: "\(systemName) \(version.majorVersion).\(version.minorVersion).\(version.patchVersion)",
        device: ProcessInfo.processInfo.environment["SIMULATOR_MODEL_IDENTIFIER"] ?? machine)
    }

    private static var systemName: String {
      #if os(iOS)
        "iOS"
      #elseif os(macOS)
        "macOS"
      #elseif os(visionOS)
        "visionOS"
      #elseif os(Linux)
        "Linux"
      #else
        "unknown system"
      #endif
    }
  }

  /// Where the recording was made.
  public var platform: Platform
  /// Whether the host ends a step with a completion or with its screens' appearance probes.
  @_spi(Hosts) public var signals: HostSession.Signals
  /// What the host could do, which the navigator planned with.
  public var capabilities: HostCapabilities
  /// Whether route values were kept (``NavigationRecorder/keepsRouteValues``).
  public var keepsRouteValues: Bool
  /// What was on screen when the recording starts.
  public var start: NavigationState
  /// The screens of ``start`` leave guards protected.
  public var startGuarded: [ScreenID]
  /// What happened, in order.
  public var entries: [Entry]

  /// How many things happened.
  public var count: Int { entries.count }

  /// One thing that happened, and when.
  ///
  /// Its ``description`` says what happened in one line; the tree a plan went to, the step the
  /// host was asked for and the change the user made are there as values:
  ///
  /// ```swift
  /// let recording = try NavigationRecording(json: data)
  /// for entry in recording.entries {
  ///   print(entry)  // "     12.5 ms  step setStack root [Shop.home, Shop.product]"
  /// }
  /// let userChanges = recording.entries.compactMap(\.userChange)
  /// ```
  public struct Entry: Hashable, Sendable, CustomStringConvertible {
    /// When it happened: the time since the recording's start.
    public var time: Duration
    /// What happened.
    @_spi(Hosts) public var event: Event

    @_spi(Hosts)
    public init(time: Duration = .zero, _ event: Event) {
      self.time = time
      self.event = event
    }

    /// The tree the navigator began a plan to.
    public var plan: NavigationState? {
      if case .plan(let target, _) = event { target } else { nil }
    }

    /// What was shown at a checkpoint: a moment nothing was under way.
    public var checkpoint: NavigationState? {
      if case .checkpoint(let state, _) = event { state } else { nil }
    }

    /// The step the host was asked to carry out.
    public var step: NavigationStep? {
      if case .stepStarted(let step) = event { step } else { nil }
    }

    /// What the navigator was told the user (or the platform, on its own) changed.
    public var userChange: UserChange? {
      if case .userChanged(let change) = event { change } else { nil }
    }

    public var description: String {
      let milliseconds = Double(time.components.seconds) * 1000 + Double(time.components.attoseconds) / 1e15
      return "\(String(format: "%9.1f", milliseconds)) ms  \(event)"
    }
  }

  /// The session's watchdogs (`HostSession+Steps.swift`, `HostSession+UserChanges.swift`).
  @_spi(Hosts)
  public enum Watchdog: String, Hashable, Sendable, Codable {
    /// A step's end that never came: the platform is read.
    case step
    /// The probes of a change the user made that the platform animates.
    case animation
    /// A pull-down that no transition coordinator ends.
    case gesture
  }

  /// What a host session goes through. *Inputs* come from the platform, the user or the app (a
  /// replay plays them); *outputs* are what the session and the navigator did with them (a
  /// replay checks that it does the same).
  @_spi(Hosts)
  public enum Event: Hashable, Sendable, CustomStringConvertible {
    // MARK: From the navigator (inputs a replay makes again)

    /// Why the plan that follows was asked for (a request, a deep link, a restoration, a flow's
    /// start, the user's exit through the leave guards, the guards asked again; `nil`: a
    /// redirect), which screen's code asked, if one did, and the navigator's method that asked
    /// (`push`, `dismiss`, `open`). Said, not played: a replay makes the plan.
    case asked(NavigationReason?, by: ScreenID?, verb: String)
    /// A guard (or the tree's own rules) refused the request asked for just before: the route
    /// denied and the guard's error, by case or type (`Shop.checkout: Forbidden`). No plan
    /// follows. Said, not played.
    case denied(String)
    /// A link was opened; the pattern it matched (`product/:id(int)`), never the link itself.
    /// Said, not played.
    case linkOpened(pattern: String)
    /// The navigator began a plan to `target`, with the screens leave guards protect in it.
    case plan(NavigationState, guarded: [ScreenID])
    /// Leave guards were added or removed: the shown screens they protect now.
    case guarded([ScreenID])

    // MARK: What the session asked of the platform (outputs)

    /// The session asked the platform for `step`.
    case stepStarted(NavigationStep)
    /// The platform refused the step before anything moved (an input: its reason).
    case stepRefused(String)
    /// The platform's call (``stepStarted(_:)``, ``restored(_:)``) returned; the facts between
    /// came during it.
    case returned
    /// The step ended: `nil`, or the error it failed with.
    case stepEnded(failure: String?)
    /// The request making the plan was cancelled: the plan stops before its next step (an input:
    /// a replay cancels its request there).
    case planCancelled
    /// The plan ended.
    case planEnded
    /// The session asked the platform to draw the stack at a location again (`nil`: everything).
    case restored(StackLocation?)
    /// The host told the navigator what the user changed (or the platform, on its own): the
    /// user's changes a replay over another host makes again.
    case userChanged(UserChange)

    // MARK: What the platform answered (inputs)

    /// A platform read's answer (`nil`: it cannot be read).
    case read(ScreenRead?)
    /// Whether the host holds the element VoiceOver's focus may go back to.
    case elementHeld(String, Bool)
    /// The platform shows `read` with nothing under way, where the session holds another screen
    /// to be shown, or first agrees again after one that did: a difference that lasts past the
    /// next input is where state and screen part.
    case screen(ScreenRead)
    /// A watchdog's time ran out.
    case watchdogFired(Watchdog)

    // MARK: What the platform and the user did (inputs)

    /// A fact the host reported (``HostSession/report(_:)``).
    case fact(PlatformFact)
    /// ``HostSession/answer(_:)`` asked ``PlatformQuestion/selectTab(_:)``, with its answer (the one
    /// question whose answer the session acts on: a re-tap, a tap kept for a plan's end).
    case tabTapped(AnyTag?, allowed: Bool)

    // MARK: Between

    /// What is shown, where nothing is under way, with the screens leave guards protect (a
    /// recording starts at one).
    case checkpoint(NavigationState, guarded: [ScreenID])

    public var description: String {
      switch self {
      case .plan(let target, let guarded):
        "plan to\(guarded.isEmpty ? "" : " guarding \(guarded)") \(target.read)"
      case .asked(let why, let by, let verb):
        "\(verb), asked for: \(why.map(\.description) ?? "redirect")\(by.map { " by \($0)" } ?? "")"
      case .linkOpened(let pattern): "link opened: \(pattern)"
      case .denied(let failure): "denied: \(failure)"
      case .guarded(let ids): "leave guards protect \(ids)"
      case .stepStarted(let step): "step \(step)"
      case .stepRefused(let reason): "step refused: \(reason)"
      case .returned: "returned"
      case .stepEnded(let failure): failure.map { "step failed: \($0)" } ?? "step ended"
      case .planCancelled: "plan cancelled"
      case .planEnded: "plan ended"
      case .restored(let location): "drawn again: \(location.map(\.description) ?? "everything")"
      case .read(let read): "read: \(read.map(\.description) ?? "cannot be read")"
      case .elementHeld(let id, let held): "element \(id) \(held ? "held" : "not held")"
      case .screen(let read): "the screen shows \(read)"
      case .watchdogFired(let watchdog): "\(watchdog) watchdog fired"
      case .fact(let fact): "\(fact)"
      case .userChanged(let change): "the navigator told: \(change)"
      case .tabTapped(let tab, let allowed):
        "tab \(tab.map(\.description) ?? "?") tapped, \(allowed ? "allowed" : "refused")"
      case .checkpoint(let state, let guarded):
        "checkpoint\(guarded.isEmpty ? "" : " guarding \(guarded)") \(state.read)"
      }
    }
  }

  /// A recording made on `platform` starting from `start`.
  @_spi(Hosts)
  public init(
    platform: Platform, signals: HostSession.Signals, capabilities: HostCapabilities, keepsRouteValues: Bool,
    start: NavigationState, startGuarded: [ScreenID] = [], entries: [Entry] = []
  ) {
    self.startGuarded = startGuarded
    self.platform = platform
    self.signals = signals
    self.capabilities = capabilities
    self.keepsRouteValues = keepsRouteValues
    self.start = start
    self.entries = entries
  }

  /// One line per event, with its time; routes as its JSON keeps them.
  public var description: String {
    let written = keepsRouteValues ? self : (try? NavigationRecording(json: json())) ?? self
    return (["recording on \(platform), from \(start.read)"] + written.entries.map(\.description))
      .joined(separator: "\n")
  }
}

extension NavigationRecording.Event: Codable {}

/// Why a recording could not be read or written.
public enum RecordingError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The data is not a recording: not JSON, or a field missing or of the wrong type.
  case corrupted(String)
  /// The recording is of a format this version of Waypoint does not read: one newer than
  /// `supported` (``NavigationRecording/format``), which it writes; it reads that and format 1.
  case unsupportedFormat(found: Int, supported: Int)
  /// A tree in the recording is not a valid navigation tree.
  case invalidTree(String)

  public var description: String {
    switch self {
    case .corrupted(let reason): "the recording cannot be read: \(reason)"
    case .unsupportedFormat(let found, let supported):
      "the recording is of format \(found); this version reads formats 1 to \(supported)"
    case .invalidTree(let problem): "a tree in the recording is not valid: \(problem)"
    }
  }
}
