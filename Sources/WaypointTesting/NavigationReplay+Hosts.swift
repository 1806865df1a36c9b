import Logging
@_spi(Hosts) import Waypoint

// A recording played on another host: the app's plans and the user's changes made again, the
// platform's facts the host's own.
extension NavigationReplay {
  /// Plays what the app and the user did in the recording on another host, `driver`'s (a
  /// ``TestHostDriver``, or a platform stand-in's), whose platform makes facts of its own:
  /// every plan the recording made is asked for again, and every change the user made is made
  /// again by the gesture that makes it (a Back tap for each screen popped, a pull-down for each
  /// layer dismissed, a tap on the tab selected, a dialog's button), one after the other, each
  /// once the host has settled. After each it checks the promises the interleaving programs
  /// check: the navigator and the screen agree, the tree stays valid, a screen that left never
  /// comes back, and each screen's lifecycle events keep UIKit's order; and that the user's
  /// change did here what it did on the device.
  ///
  /// A recording whose ``run()`` parts where this does not points at the platform the recording
  /// was made on: the same inputs keep state and screen together on a host that behaves as the
  /// traces say.
  ///
  /// ```swift
  /// let report = await NavigationReplay(recording).run(over: TestHostDriver())
  /// #expect(report.problems.isEmpty, "\(report)")
  /// ```
  ///
  /// A gesture the host refuses, or a change that does here other than it did on the device,
  /// ends it, as a ``Problem/Kind/partedFromTheRecording``. Not made again: gestures the user
  /// called off (they changed nothing); what the device's platform did on its own, which no
  /// gesture makes (a stack popped or a column shown under a layer,
  /// `UserChange.platformShows(_:)`); a plan the device's platform failed or its app cancelled
  /// (the next plan goes where the device went from there); and the timing: a gesture during an
  /// animation comes after it here.
  public func run(over driver: some HostDriver) async -> Report {
    var run = HostRun(recording: recording, driver: driver, logger: logger)
    return await run.play()
  }
}

/// One replay of a recording's inputs over a ``HostDriver``'s host.
@MainActor
private struct HostRun<Driver: HostDriver> {
  let recording: NavigationRecording
  let driver: Driver
  let navigator: Navigator<RecordedRoute>
  var problems: [NavigationReplay.Problem] = []
  var lastInput: Int?
  var lifecycle: LifecycleOrder
  var eventsTaken = 0
  var seen: Set<ScreenID>
  var gone: Set<ScreenID> = []
  var parted = false

  init(recording: NavigationRecording, driver: Driver, logger: Logger) {
    self.recording = recording
    self.driver = driver
    navigator = Navigator<RecordedRoute>(recording.start, host: driver.makeHost(), logger: logger)
    lifecycle = LifecycleOrder(startingWith: recording.start)
    seen = Set(recording.start.allEntries.map(\.id))
  }

  mutating func play() async -> NavigationReplay.Report {
    await driver.settle()
    check()
    var played = 0
    for (index, entry) in recording.entries.enumerated() {
      guard !parted else { break }
      played = index + 1
      switch entry.event {
      case .plan(let target, _):
        lastInput = index
        // NB: a plan the device's platform failed, or its app cancelled, left the device's screen
        // somewhere between; made whole here, it would take screens away that its next plans
        // bring back. It is not made: the next plan goes where the device went from there.
        guard endedWhole(index) else { continue }
        if case .failure(let error) = await navigator.navigate(to: target).result {
          part("a plan the device carried out fails here: \(error)")
        }
      case .userChanged(let change):
        lastInput = index
        var expected = navigator.state
        expected.apply(change)
        // NB: what the device's platform did on its own is not made again here.
        guard await make(change) else { continue }
        await driver.settle()
        if !parted, navigator.state != expected {
          part("the navigator holds \(navigator.state.read) after \(change), not \(expected.read)")
        }
      case .fact(.dialogAnswered(let layer, let button, _)):
        lastInput = index
        guard navigator.state.modals.last?.id == layer else { continue }
        await gesture(.tapDialogButton(button), "\(entry.event)")
      default:
        continue
      }
      await driver.settle()
      check()
    }
    return NavigationReplay.Report(
      problems: problems, state: navigator.state, shown: driver.shown, entriesReplayed: played)
  }

  /// Whether the plan at `index` ended with every step done, neither failed nor cancelled.
  func endedWhole(_ index: Int) -> Bool {
    for entry in recording.entries[(index + 1)...] {
      switch entry.event {
      case .planEnded: return true
      case .plan, .planCancelled, .stepRefused, .stepEnded(failure: .some): return false
      default: continue
      }
    }
    return true
  }

  /// Makes `change` again by the gestures that make it, unless the state has it already (the
  /// dialog's button made it, or the plan before it).
  /// - Returns: `false` when no gesture makes it here (a stack popped or a column shown under a
  ///   layer, a screen the platform showed): the device's platform made it on its own.
  mutating func make(_ change: UserChange) async -> Bool {
    let state = navigator.state
    var changed = state
    guard changed.apply(change) else { return true }
    switch change {
    case .popped(let id):
      guard let location = state.location(of: id), location == state.topLocation,
        let stack = state[stack: location]
      else { return false }
      // NB: a Back tap a screen at a time, while `id` is not on top (at most as many as are above it).
      for _ in stack.entries.indices where !parted && navigator.state.topScreen.id != id {
        await gesture(.tapBack, "\(change)")
      }
    case .dismissed(let id):
      // NB: the top layer pulled down (or dismissing itself, where it cannot be) while `id`'s
      // layer is up, at most once a layer.
      for _ in state.modals.indices where !parted && navigator.state.modals.contains(where: { $0.id == id }) {
        if (try? driver.simulate(.pullDown(cancelled: false))) == nil {
          await gesture(.selfDismiss, "\(change)")
        } else {
          await driver.settle()
        }
      }
    case .selected(let tab): await gesture(.tapTab(tab), "\(change)")
    case .showedMoreList: await gesture(.tapMore, "\(change)")
    case .arranged(let tabs, let hidden): await gesture(.arrangeTabs(tabs, hidden: hidden), "\(change)")
    case .split(let collapsed, _):
      // NB: collapsed already, the column on top changed: Back past a column's first screen.
      if collapsed, state.split?.isCollapsed == true {
        guard state.modals.isEmpty else { return false }
        await gesture(.tapBack, "\(change)")
      } else {
        await gesture(.splitResize(collapsed: collapsed), "\(change)")
      }
    case .platformShows:
      return false
    }
    return true
  }

  /// Makes `gesture` and waits for its end; one the host refuses parts the replay.
  mutating func gesture(_ gesture: HostDriverGesture, _ making: String) async {
    do {
      try driver.simulate(gesture)
    } catch {
      return part("\(gesture) for \(making) was refused: \(error)")
    }
    await driver.settle()
  }

  /// The promises, after an input.
  mutating func check() {
    let state = navigator.state
    let events = driver.events
    for event in events.dropFirst(eventsTaken) {
      if let problem = lifecycle.take(event) { self.problem(problem, .brokenPromise) }
    }
    eventsTaken = events.count
    if let violation = state.invariantViolation {
      problem("the state is not a valid tree: \(violation)", .brokenPromise)
    }
    let ids = Set(state.allEntries.map(\.id))
    let back = ids.intersection(gone)
    if !back.isEmpty { problem("screens that left the state came back: \(back.sorted())", .brokenPromise) }
    gone.formUnion(seen.subtracting(ids))
    seen.formUnion(ids)
    if let shown = driver.shown, shown != state,
      !problems.contains(where: { $0.kind == .stateAndScreenParted })
    {
      problem("the host shows \(shown.read); the navigator holds \(state.read)", .stateAndScreenParted)
    }
  }

  mutating func part(_ message: String) {
    problem("the replay cannot follow the recording here: \(message)", .partedFromTheRecording)
    parted = true
  }

  mutating func problem(_ message: String, _ kind: NavigationReplay.Problem.Kind) {
    let entries = recording.entries
    problems.append(
      NavigationReplay.Problem(
        kind: kind, entry: lastInput ?? 0, input: lastInput,
        inputDescription: lastInput.map { "\(entries[$0].event)" }, message: message))
  }
}
