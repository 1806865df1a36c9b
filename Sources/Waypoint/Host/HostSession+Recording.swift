// What the session tells the navigator's recorder (`NavigationRecorder`): every input that
// crosses the boundary with the platform as it comes in, and what the session asked of the
// platform, so that a replay can play the inputs and check the rest.

@_spi(Hosts)
extension HostSession {
  /// Where the session runs, for a recording: the host, the system and the device model. A
  /// platform host sets it when it makes the session.
  public var platformDescription: NavigationRecording.Platform {
    get { recordedPlatform }
    set { recordedPlatform = newValue }
  }

  /// Records `event` when the navigator has a recorder that has started.
  func record(_ event: @autoclosure () -> NavigationRecording.Event) {
    guard let recorder = navigator?.recorder, recorder.isRecording else { return }
    recorder.record(event())
  }

  /// Whether route values and dialogs' texts are recorded.
  var recordsValues: Bool { navigator?.recorder?.keepsRouteValues ?? false }

  /// After an input, and as a plan begins and ends: once nothing is under way, a recorder hears
  /// where the platform shows another screen than the session holds to be shown (and where it
  /// first agrees again), starts its recording or makes a checkpoint.
  ///
  /// One such read is no parting yet: the platform may be a callback behind (UIKit reads a layer
  /// pulled down as presented until its `didDismiss`, after the gesture's end). One that lasts
  /// past the next input is: a replay reports it (`NavigationReplay`).
  func noteSettled() {
    guard let recorder = settledRecorder else { return }
    noteTheScreen(in: recorder)
    // NB: a recording starts, and starts again, only where the platform shows what is shown.
    guard !screenDiffered else { return }
    if recorder.isRecording {
      recorder.settled(at: model.shown, guarded: guardedScreens)
    } else {
      recorder.begin(
        platformDescription, signals: platform.signals, capabilities: (navigator?.host.capabilities ?? []),
        at: model.shown, guarded: guardedScreens())
    }
  }

  /// The navigator's recorder, when nothing is under way: no step, gesture, plan or fact kept.
  private var settledRecorder: NavigationRecorder? {
    guard let recorder = navigator?.recorder, phase == .idle, gestureWatch == nil, !isWindowClosed else {
      return nil
    }
    return recorder
  }

  /// Records what the platform reads where it differs from what is shown, or first agrees again.
  private func noteTheScreen(in recorder: NavigationRecorder) {
    guard recorder.isRecording, let read = readPlatform(recording: false) else { return }
    let differs = read != model.shown.read
    if differs || screenDiffered { recorder.record(.screen(read)) }
    screenDiffered = differs
  }

  /// A plan of `steps` begins: the recording starts here if it has not, records where the plan
  /// goes from what is shown (and the screens there a leave guard protects), and what the
  /// platform reads.
  func notePlan(_ steps: [NavigationStep]) {
    guard let recorder = navigator?.recorder else { return }
    if !recorder.isRecording { noteSettled() }
    guard recorder.isRecording else { return }
    var target = model.shown
    for step in steps { _ = target.apply(step) }
    let guarded =
      hasLeaveGuards ? target.allEntries.filter { isLeaveGuarded($0) }.map(\.id) : []
    navigator?.pipeline.asking.record(in: recorder)
    recorder.record(.plan(target, guarded: guarded))
    if let recorder = settledRecorder { noteTheScreen(in: recorder) }
  }

  /// The shown screens a leave guard protects.
  func guardedScreens() -> [ScreenID] {
    guard hasLeaveGuards else { return [] }
    return model.shown.allEntries.filter { isLeaveGuarded($0) }.map(\.id)
  }

  /// How a watchdog of `kind` waits: the session's sleep, or a replay's clock for that kind.
  func watchdogSleep(_ kind: NavigationRecording.Watchdog) -> @MainActor (Duration) async throws -> Void {
    guard let replaySleep else { return sleep }
    return { try await replaySleep(kind, $0) }
  }

  /// A guard's denial as a recording names it: the route denied, by type and case, and the case or
  /// type of the guard's own error (`Shop.checkout: Forbidden`); a denial of another kind by its
  /// own case.
  static func denialName(_ error: NavigationError) -> String {
    guard case .denied(let route, let reason) = error else { return failureName(error) }
    return "\(RecordedRoute(route, keepingValue: false).name): \(failureName(reason))"
  }

  /// A failure as a recording names it: the case of the error, without the screens it names.
  static func failureName(_ error: any Error) -> String {
    if let replayed = error as? RecordedFailure { return replayed.name }
    // NB: the error's case, or its type: never its description, which may show the app's data.
    return Mirror(reflecting: error).children.first?.label ?? String(describing: type(of: error))
  }
}

/// A failure a replay's platform gives back as the recording names it.
package struct RecordedFailure: Error, CustomStringConvertible {
  package let name: String
  package init(_ name: String) { self.name = name }
  package var description: String { name }
}
