import Foundation
import Logging
@_spi(Hosts) import Waypoint

/// Plays a `NavigationRecording` (made on a device, in a stand-in, in a test) on any machine:
/// a navigator of `RecordedRoute`s starts from the recording's first tree, the navigator makes
/// the plans the recording made, the platform's facts, the user's taps and the platform's
/// answers come in where they came, and the host session decides what they mean, as it did when
/// they were recorded.
///
/// It checks that the session does what the recording says it did (the same steps, reads and
/// ends), and the promises every host keeps: the navigator and the session agree after every
/// plan, the tree stays valid, a screen that left never comes back, each screen's lifecycle
/// events keep UIKit's order, and, once nothing is under way, the platform shows what the
/// navigator holds. The first that fails names the input it came after:
///
/// ```swift
/// let recording = try NavigationRecording(json: data)
/// let report = await NavigationReplay(recording).run()
/// #expect(report.problems.isEmpty, "\(report)")
/// ```
///
/// What it does not replay: the app's own code (its guards decided, its requests are the plans
/// they made, one cancelled during its plan is cancelled where the recording says), and the
/// values dialogs' buttons give.
@MainActor
public final class NavigationReplay {
  /// What a replay found.
  public struct Problem: Hashable, Sendable, CustomStringConvertible {
    /// What kind of problem it is.
    public enum Kind: Hashable, Sendable {
      /// The replay did not do what the recording says the device did (another step, read or
      /// end); the replay stops there.
      case partedFromTheRecording
      /// The platform showed another screen than the navigator held, past an input, with nothing
      /// under way.
      case stateAndScreenParted
      /// A promise every host keeps was broken: the navigator and its host disagreed, the tree
      /// was not valid, a screen came back, a lifecycle event came out of order.
      case brokenPromise
    }

    /// What kind of problem it is.
    public var kind: Kind
    /// The recording's entry where it showed.
    public var entry: Int
    /// The last input played before it (an index into the recording's entries), the one it
    /// came after; `nil` when it came before any.
    public var input: Int?
    /// What the input was.
    public var inputDescription: String?
    /// What went wrong.
    public var message: String

    public var description: String {
      "entry \(entry)\(input.map { ", after input \($0) (\(inputDescription ?? ""))" } ?? ""): \(message)"
    }
  }

  /// What a replay ends with.
  public struct Report: Sendable, CustomStringConvertible {
    /// Everything that went wrong, in order; empty when the replay did what the recording says.
    public var problems: [Problem]
    /// The navigator's state at the end.
    public var state: NavigationState
    /// What the host session held to be on screen at the end.
    public var shown: NavigationState?
    /// How many of the recording's entries were played or matched.
    public var entriesReplayed: Int

    /// The first input after which the navigator's state and the screen parted.
    public var firstInputWhereStateAndScreenPart: Int? {
      problems.first { $0.kind == .stateAndScreenParted }?.input
    }

    public var description: String {
      problems.isEmpty
        ? "replayed \(entriesReplayed) entries; the state is \(state.read)"
        : (["replayed \(entriesReplayed) entries, \(problems.count) problems:"] + problems.map(\.description))
          .joined(separator: "\n")
    }
  }

  /// The recording played.
  public let recording: NavigationRecording
  private var entries: [NavigationRecording.Entry] { recording.entries }
  /// The next entry of the recording, which the session does or is played next.
  private var cursor = 0
  private var lastInput: Int?
  private var problems: [Problem] = []
  private var navigator: Navigator<RecordedRoute>?
  private var host: ReplayHost?
  private let recorder: NavigationRecorder
  private let watchdogs = Watchdogs()
  /// The requests the replay made: the plans of the app's requests.
  private var requests: [NavigationRequest<Void, NavigationError>] = []
  /// The one among them whose plan went to the recording's last plan.
  private var planning: Int?
  /// The screens leave guards protect, as the recording says.
  private var guarded: Set<ScreenID> = []
  /// Since which input the platform's read differs from what the session holds, and whether that
  /// was reported.
  private var differsSince: (input: Int?, reported: Bool)?
  /// A checkpoint the recording passed, checked once the input it came after has been taken in.
  private var checkpoint: NavigationState?
  private var lifecycle: LifecycleOrder
  private var seen: Set<ScreenID> = []
  private var gone: Set<ScreenID> = []
  let logger: Logger

  /// A replay of `recording`; `logger` is the replay navigator's log, by default one of errors
  /// only (the requests a replay makes fail as the device's did, each with a warning).
  public init(_ recording: NavigationRecording, logger: Logger? = nil) {
    self.recording = recording
    self.logger =
      logger
      ?? {
        var logger = Logger(label: "waypoint.replay")
        logger.logLevel = .error
        return logger
      }()
    lifecycle = LifecycleOrder(startingWith: recording.start)
    recorder = NavigationRecorder(capacity: .max / 2, keepsRouteValues: recording.keepsRouteValues)
  }

  /// Plays the recording to its end, or to the first place the replay parts from it.
  public func run() async -> Report {
    let host = ReplayHost(replay: self, signals: recording.signals, capabilities: recording.capabilities)
    self.host = host
    let navigator = Navigator<RecordedRoute>(recording.start, host: host, logger: logger)
    self.navigator = navigator
    seen = Set(recording.start.allEntries.map(\.id))
    guarded = Set(recording.startGuarded)
    navigator.addLeaveGuard(protecting: { [weak self] in self?.guarded.contains($0.id) ?? false }) {
      context in
      // NB: the user's exits the device let go are the recording's plans, made again here.
      context.reason == .userExit ? .stay : .leave
    }
    host.session?.onEvents = { [weak self] events in
      for event in events { if let problem = self?.lifecycle.take(event) { self?.problem(problem) } }
    }
    host.session?.attached()
    recorder.makesCheckpoints = false
    recorder.begin(
      recording.platform, signals: recording.signals, capabilities: recording.capabilities,
      at: recording.start, guarded: recording.startGuarded)
    recorder.onRecord = { [weak self] in self?.heard($0) }
    navigator.recorder = recorder
    takeWhatNeedsNoTurn()
    while cursor < entries.count, !hasParted {
      let index = cursor
      let event = entries[index].event
      if event.isPlayedByTheReplay {
        lastInput = index
        if case .watchdogFired(let kind) = event {
          // NB: the watchdog's task runs in a turn of its own, and what it wakes in another: an
          // input the recording has between the two comes in between here too. A task made in
          // the last turn may not wait yet.
          await turns { self.watchdogs.isWaiting(kind) }
          watchdogs.fire(kind)
        } else {
          play(event)
        }
      } else if case .plan = event {
        lastInput = index
        // NB: a plan the replay makes itself (the user's exit asked about, a request made again)
        // takes it; any other is a request of the app's, made here.
        await turns { self.cursor != index }
        if cursor == index {
          let number = requests.count
          requests.append(
            navigator.navigate { [weak self] state in
              if let self, case .plan(let target, let guarded)? = self.next {
                self.planning = number
                // NB: the plan says which of its target's screens are protected; the others keep
                // what they had, should the plan not get there.
                let inTarget = Set(target.allEntries.map(\.id))
                self.guarded = self.guarded.filter { !inTarget.contains($0) }.union(guarded)
                state = target
              }
            })
        }
      }
      await turns { self.cursor != index }
      if cursor == index, !hasParted {
        part("it does nothing where the recording goes on with \(event)")
      }
      checkAfterInput()
    }
    await turns { false }
    checkAfterInput()
    let report = Report(
      problems: problems, state: navigator.state, shown: host.session?.shown, entriesReplayed: cursor)
    navigator.recorder = nil
    return report
  }

  // MARK: Matching

  /// Whether the replay parted from the recording: it stops there.
  private var hasParted: Bool { problems.contains { $0.kind == .partedFromTheRecording } }

  /// The entry the replay is at, past the leave guards' changes and the checkpoints.
  private var next: NavigationRecording.Event? {
    takeWhatNeedsNoTurn()
    return cursor < entries.count ? entries[cursor].event : nil
  }

  /// Takes in the entries that change no screen: what leave guards protect, a checkpoint.
  private func takeWhatNeedsNoTurn() {
    while cursor < entries.count {
      switch entries[cursor].event {
      case .guarded(let ids): guarded = Set(ids)
      case .asked, .linkOpened, .denied: break
      case .checkpoint(let state, let guarded):
        checkpoint = state
        self.guarded = Set(guarded)
      default: return
      }
      cursor += 1
    }
  }

  /// The replay's session recorded `entry`: it must be the recording's next.
  private func heard(_ entry: NavigationRecording.Entry) {
    // NB: why the replay's plans are asked for is the replay's own (its requests), not checked.
    guard !hasParted, !entry.event.isSaid else { return }
    // NB: a recording ends where it was saved, maybe during a plan, which the replay goes on
    // with: what it does past the end is not checked.
    guard let expected = next else { return }
    guard expected == entry.event else {
      return part("the recording has\n  \(expected)\nthe replay\n  \(entry.event)")
    }
    if case .screen(let read) = entry.event { screen(read) }
    cursor += 1
    takeWhatNeedsNoTurn()
    // NB: a plan checks whether its request was cancelled as it begins and after each step, in
    // the turn the step ended: a cancellation the recording has there is made now.
    if next == .planCancelled, let planning { requests[planning].cancel() }
    // NB: what a watchdog wakes runs a turn later, after the watchdog's own turn: the inputs the
    // recording has before it came between the two, played here in a job queued behind that turn.
    if case .watchdogFired = entry.event {
      DispatchQueue.main.async {
        MainActor.assumeIsolated {
          while let event = self.next, event.isPlayedByTheReplay, !event.isWatchdog, !self.hasParted {
            self.lastInput = self.cursor
            self.play(event)
          }
        }
      }
    }
  }

  /// Plays the recording's inputs until the platform's call under way returns (the facts the
  /// platform reported during it).
  fileprivate func playUntilReturned() {
    while let event = next, event != .returned, !hasParted {
      guard event.isPlayedByTheReplay, !event.isWatchdog else {
        return part("the platform's call returns where the recording goes on with \(event)")
      }
      lastInput = cursor
      play(event)
    }
  }

  /// Plays an input the host gave its session.
  private func play(_ event: NavigationRecording.Event) {
    guard let session = host?.session else { return }
    switch event {
    case .fact(let fact): session.report(fact)
    case .tabTapped(let tab, _): _ = session.answer(.selectTab(tab))
    case .asked, .linkOpened, .denied, .plan, .guarded, .stepStarted, .stepRefused, .returned, .stepEnded,
      .planCancelled, .planEnded, .restored, .userChanged, .read, .elementHeld, .screen, .watchdogFired,
      .checkpoint:
      break
    }
  }

  // MARK: The platform's answers

  fileprivate func answerRead() -> ScreenRead? {
    switch next {
    case .read(let read): read
    case .screen(let read): read
    default: nil
    }
  }

  fileprivate func answerElement(_ id: String) -> Bool {
    if case .elementHeld(id, let held) = next { held } else { false }
  }

  fileprivate func refusal() -> RecordedFailure? {
    if case .stepRefused(let name) = next { RecordedFailure(name) } else { nil }
  }

  fileprivate func sleep(_ kind: NavigationRecording.Watchdog) async throws {
    try await watchdogs.wait(kind)
  }

  // MARK: Promises

  /// The platform's read once nothing was under way: one that differs from what the session
  /// holds twice in a row, past an input, is a parting, named by the input the first came after.
  private func screen(_ read: ScreenRead) {
    guard let shown = host?.session?.shown, read != shown.read else {
      differsSince = nil
      return
    }
    guard let since = differsSince else {
      differsSince = (lastInput, false)
      return
    }
    guard !since.reported else { return }
    differsSince?.reported = true
    problem(
      "the platform shows \(read) with nothing under way; the navigator holds \(shown.read)",
      .stateAndScreenParted,
      after: since.input)
  }

  /// Gives the navigator's and the session's tasks turns until `done`.
  private func turns(until done: @escaping () -> Bool) async {
    for _ in 0..<200 where !done() && !hasParted {
      await TestClock.yield()
    }
  }

  private func checkAfterInput() {
    guard let navigator else { return }
    let state = navigator.state
    if let problem = state.invariantViolation { self.problem("the state is not a valid tree: \(problem)") }
    let ids = Set(state.allEntries.map(\.id))
    let back = ids.intersection(gone)
    if !back.isEmpty { problem("screens that left the state came back: \(back.sorted())") }
    gone.formUnion(seen.subtracting(ids))
    seen.formUnion(ids)
    if let checkpoint {
      self.checkpoint = nil
      if checkpoint != state {
        part("the recording's checkpoint holds\n\(checkpoint)\nthe replay's state\n\(state)")
      }
    }
  }

  /// The replay parted from the recording: `message` says where, and it stops.
  private func part(_ message: String) {
    problem("the replay parted from the recording: \(message)", .partedFromTheRecording)
  }

  private func problem(_ message: String, _ kind: Problem.Kind = .brokenPromise, after input: Int?? = .none) {
    let input = input ?? lastInput
    problems.append(
      Problem(
        kind: kind, entry: cursor, input: input, inputDescription: input.map { "\(entries[$0].event)" },
        message: message))
  }
}

extension NavigationRecording.Event {
  /// Whether the event says why (a plan's reason, a link's pattern, a guard's denial): neither
  /// played nor matched.
  fileprivate var isSaid: Bool {
    switch self {
    case .asked, .linkOpened, .denied: true
    default: false
    }
  }

  fileprivate var isWatchdog: Bool {
    if case .watchdogFired = self { true } else { false }
  }

  /// Whether the replay plays the event itself (the rest it matches, or answers the session with).
  fileprivate var isPlayedByTheReplay: Bool {
    switch self {
    case .fact, .tabTapped, .watchdogFired:
      true
    case .asked, .linkOpened, .denied, .plan, .guarded, .stepStarted, .stepRefused, .returned, .stepEnded,
      .planCancelled, .planEnded, .restored, .userChanged, .read, .elementHeld, .screen, .checkpoint:
      false
    }
  }
}

/// The platform of a replay: it does nothing of its own; what it shows, answers and reports is
/// the recording's.
@MainActor
private final class ReplayHost: HostPlatform {
  unowned let replay: NavigationReplay
  let signals: HostSession.Signals
  let capabilities: HostCapabilities
  var session: HostSession?

  init(replay: NavigationReplay, signals: HostSession.Signals, capabilities: HostCapabilities) {
    self.replay = replay
    self.signals = signals
    self.capabilities = capabilities
  }

  func attach(to session: HostSession) {
    self.session = session
    session.platformDescription = replay.recording.platform
    session.replaySleep = { [unowned replay] kind, _ in try await replay.sleep(kind) }
  }

  func prepare(_ step: NavigationStep) throws {
    if let refusal = replay.refusal() { throw refusal }
  }

  func start(_ step: NavigationStep, animated: Bool) { replay.playUntilReturned() }
  func read() -> ScreenRead? { replay.answerRead() }
  func restore(_ stack: ScreenStack?, at location: StackLocation?) { replay.playUntilReturned() }
  func gesturesChanged() {}
  func holdsElement(_ id: String) -> Bool { replay.answerElement(id) }
  func moveFocus(_ directive: FocusDirective) {}
}

/// The session's watchdogs in a replay: each waits until the recording says it fired, or until
/// it is cancelled (its step ended first).
private final class Watchdogs: @unchecked Sendable {
  private let lock = NSLock()
  private var waiting:
    [(id: Int, kind: NavigationRecording.Watchdog, continuation: CheckedContinuation<Void, any Error>)] = []
  private var nextID = 0

  func wait(_ kind: NavigationRecording.Watchdog) async throws {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
        // NB: a task cancelled before it waits has heard its cancellation already.
        let cancelled = lock.withLock {
          if Task.isCancelled { return true }
          waiting.append((id, kind, continuation))
          return false
        }
        if cancelled { continuation.resume(throwing: CancellationError()) }
      }
    } onCancel: {
      take { $0.id == id }?.resume(throwing: CancellationError())
    }
  }

  /// Whether a watchdog of `kind` waits.
  func isWaiting(_ kind: NavigationRecording.Watchdog) -> Bool {
    lock.withLock { waiting.contains { $0.kind == kind } }
  }

  /// Wakes the oldest watchdog of `kind` waiting.
  func fire(_ kind: NavigationRecording.Watchdog) {
    take { $0.kind == kind }?.resume()
  }

  private func take(
    where matches: (
      (id: Int, kind: NavigationRecording.Watchdog, continuation: CheckedContinuation<Void, any Error>)
    ) -> Bool
  ) -> CheckedContinuation<Void, any Error>? {
    lock.withLock {
      guard let index = waiting.firstIndex(where: matches) else { return nil }
      return waiting.remove(at: index).continuation
    }
  }
}
