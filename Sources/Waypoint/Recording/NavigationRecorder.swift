/// Keeps the newest things a navigator's host went through, so that a navigation gone wrong on a
/// user's device can be saved, sent and replayed on any machine (`WaypointTesting`'s
/// `NavigationReplay`).
///
/// Off until a navigator is given one; one line turns it on, in release builds too:
///
/// ```swift
/// navigator.recorder = NavigationRecorder()
/// // later, from a debug menu or a crash report
/// let data = try navigator.recorder?.recording?.json()
/// ```
///
/// It records what crosses the boundary between the navigator's host session and the platform:
/// the plans the navigator made (the trees it went to), every fact the host reported (a
/// `didShow`, a binding written, a tab tapped), the user's taps the host forwarded, the answers
/// of platform reads and the watchdogs that ran out, with monotonic times. Routes are kept by type
/// and case unless ``keepsRouteValues`` (routes can hold personal data); dialog fields' texts
/// likewise.
///
/// The recording starts the first time the host settles (no step, gesture or plan under way)
/// after the recorder is set, and keeps about ``capacity`` entries: once more are kept, the
/// oldest half go the next time the host settles, up to a point where it had settled, which the
/// recording then starts from. (A host that never settles keeps recording until it does.)
@MainActor
public final class NavigationRecorder {
  /// About how many entries are kept.
  public let capacity: Int
  /// Whether routes are kept whole (`Shop.product(42)`), and dialogs' texts, or only by type and
  /// case (`Shop.product`).
  public let keepsRouteValues: Bool

  /// Where the recording was made and how the host signals, once it started.
  private var header:
    (platform: NavigationRecording.Platform, signals: HostSession.Signals, capabilities: HostCapabilities)?
  /// What happened; the first entry is the checkpoint the recording starts from.
  private var entries: [NavigationRecording.Entry] = []
  private var entriesSinceCheckpoint = 0
  private var origin = ContinuousClock.now
  /// Whether the host's settled moments become checkpoints (a replay's recorder makes none).
  package var makesCheckpoints = true
  /// Hears every entry as it is recorded (a replay compares them with the recording's).
  package var onRecord: (@MainActor (NavigationRecording.Entry) -> Void)?

  /// A recorder keeping about `capacity` entries (at least 16), route values only when
  /// `keepsRouteValues`.
  public init(capacity: Int = 2_000, keepsRouteValues: Bool = false) {
    self.capacity = max(16, capacity)
    self.keepsRouteValues = keepsRouteValues
  }

  /// What was recorded; `nil` until the host has settled once with the recorder set.
  public var recording: NavigationRecording? {
    guard let header, case .checkpoint(let start, let guarded)? = entries.first?.event else { return nil }
    return NavigationRecording(
      platform: header.platform, signals: header.signals, capabilities: header.capabilities,
      keepsRouteValues: keepsRouteValues, start: start, startGuarded: guarded,
      entries: Array(entries.dropFirst()))
  }

  /// Forgets everything recorded; the recording starts again the next time the host settles.
  public func clear() {
    header = nil
    entries = []
    entriesSinceCheckpoint = 0
  }

  // MARK: The session's

  /// Whether the recording has started (``recording`` is not `nil`); cheap to ask, where
  /// ``recording`` copies what was recorded.
  public var isRecording: Bool { header != nil }

  /// Starts the recording from `state`, which the host shows with nothing under way.
  package func begin(
    _ platform: NavigationRecording.Platform, signals: HostSession.Signals, capabilities: HostCapabilities,
    at state: NavigationState, guarded: [ScreenID]
  ) {
    header = (platform, signals, capabilities)
    origin = ContinuousClock.now
    entries = [NavigationRecording.Entry(.checkpoint(state, guarded: guarded))]
    entriesSinceCheckpoint = 0
  }

  /// Records `event` now, once the recording has started.
  /// - Complexity: O(1), amortized.
  func record(_ event: NavigationRecording.Event) {
    guard header != nil else { return }
    let entry = NavigationRecording.Entry(time: ContinuousClock.now - origin, event)
    entries.append(entry)
    entriesSinceCheckpoint += 1
    onRecord?(entry)
  }

  /// The host settled showing `state`, where leave guards protect `guarded`: a recording that
  /// grew past its capacity drops its oldest entries up to a checkpoint, and one is made here now
  /// and then.
  func settled(at state: NavigationState, guarded: () -> [ScreenID]) {
    guard header != nil, makesCheckpoints, entriesSinceCheckpoint >= capacity / 8 else { return }
    entries.append(
      NavigationRecording.Entry(time: ContinuousClock.now - origin, .checkpoint(state, guarded: guarded())))
    entriesSinceCheckpoint = 0
    // NB: past its capacity, the recording drops half of it at once, so that an entry is moved
    // about once, not at every checkpoint.
    guard entries.count > capacity else { return }
    let excess = entries.count - capacity / 2
    let first = entries.indices.dropFirst(excess).first { entries[$0].isCheckpoint } ?? entries.count - 1
    entries.removeFirst(first)
  }
}

extension NavigationRecording.Entry {
  var isCheckpoint: Bool {
    if case .checkpoint = event { true } else { false }
  }
}
