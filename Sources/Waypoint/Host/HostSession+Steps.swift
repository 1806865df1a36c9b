import Logging

// Running a step: wait until the platform can take it, start it, wait for its signal or the
// watchdog, and judge where it ended from what the platform reads.
extension HostSession {
  /// Carries `step` out on the platform and returns once it has ended on screen.
  /// - Throws: ``HostError`` when the step is illegal on what is shown, the platform refused it,
  ///   ignored it, stalled or left it half done (then reported as the platform's own change), or
  ///   the user changed the screen while it waited for their transition
  ///   (``HostError/overtakenByUser(_:)``); what the platform prepares may throw its own error.
  package func perform(_ step: NavigationStep, animated: Bool) async throws {
    onStep?(step, animated, nil)
    do {
      try await run(step, animated: animated)
      onStep?(step, animated, .success(()))
    } catch {
      onStep?(step, animated, .failure(error))
      throw error
    }
  }

  private func run(_ step: NavigationStep, animated: Bool) async throws {
    drawing?.stepAnimated = animated
    defer { drawing?.stepAnimated = nil }
    let before = model.shown
    await waitUntilReady(for: step)
    if isWindowClosed { throw HostError.windowClosed }
    if model.shown != before { throw HostError.overtakenByUser(step) }
    if !appearingAtAttachment.isEmpty { deliver(appearingAtAttachment.map { HostEvent(.didAppear, $0) }) }
    let transition = try model.begin(step)
    record(.stepStarted(step))
    do {
      try platform.prepare(step)
    } catch {
      record(.stepRefused(Self.failureName(error)))
      model.abandon(transition)
      throw error
    }
    deliver(transition.willEvents)
    let (appearing, disappearing) = probesAhead.taking(
      awaitedScreens(transition.appearing, of: transition, step),
      awaitedScreens(transition.disappearing, of: transition, step))
    stepPhase = .running(
      Awaited(step: step, transition: transition, appearing: appearing, disappearing: disappearing), nil)
    publish()
    platform.gesturesChanged()
    let signalled = await suspend(watched: true) {
      platform.start(step, animated: animated)
      record(.returned)
      if platform.signals == .appearance, !isAwaitingScreens { resume(true) }
    }
    let failure = settle(signalled: signalled)
    record(.stepEnded(failure: failure.map(Self.failureName)))
    stepPhase = .none
    publish()
    platform.gesturesChanged()
    applyKept()
    defer { noteSettled() }
    if let failure { throw failure }
    trimObjects()
  }

  /// Ends the step under way from its signal and what the platform reads; returns why it did
  /// not take effect as asked.
  ///
  /// The read is compared with the step's two ends, each with the user's changes since the step
  /// began as the read shows them (they are the user's, applied next from their facts). A read
  /// that is neither is what the platform did of its own accord: it is reported as the
  /// platform's change, through the path a user's change takes, and the step fails with
  /// ``HostError/leftHalfDone(_:screen:)``.
  private func settle(signalled: Bool) -> HostError? {
    guard let awaited, let step = awaited.step else { return nil }
    let transition = awaited.transition
    // NB: the user took the step's layer away: the step is not carried out, and the navigator
    // plans again from what the user did (the layers' fact, applied next).
    if awaited.layerTakenAway {
      abandon(transition)
      logger?.debug("\(step) was overtaken: the user took its layer away")
      return .overtakenByUser(step)
    }
    guard let read = readPlatform() else {
      // NB: a platform of probes cannot be read: its signal, or any probe it sent, says the step
      // was drawn.
      return signalled || awaited.heard ? finish(transition) : giveUp(step, transition, signalled: signalled)
    }
    // NB: what the user did meanwhile (kept, applied next) also shows in what is read; the
    // platform's own signal then says the step took effect.
    if signalled, read == transition.after.read || !kept.isEmpty { return finish(transition) }
    // NB: layers the user or the app took away whose fact is still to come (fewer read than at
    // the step's start, and not as many as at its end: an alert's probe reads a turn later) are
    // not held against the step; their facts report them.
    let layersTakenAway =
      kept.contains(where: \.takesLayersAway)
      || (read.layers.count < transition.before.modals.count
        && read.layers.count != transition.after.modals.count)
    // NB: a step that changed only what the user changed reads the same either way: its signal
    // says whether it took effect.
    let ends =
      kept.isEmpty && !layersTakenAway || signalled
      ? [transition.after, transition.before] : [transition.before, transition.after]
    // NB: the user's tab changes kept for the plan's end (a pick in the More list, which UIKit
    // asks no delegate about and nothing holds) already show in the read.
    let usersParts = kept + keptForPlanEnd
    let end = ends.first { state in
      var expected = state.read.withTheUsersParts(from: read, usersParts, in: state)
      if layersTakenAway { expected.layers = Array(expected.layers.prefix(read.layers.count)) }
      return expected == read
    }
    if let end {
      return end == transition.after ? finish(transition) : giveUp(step, transition, signalled: signalled)
    }
    // Neither end: what the platform shows, the user's parts aside, is its own change.
    var platformsOwn = read.withTheUsersParts(from: transition.before.read, kept, in: transition.before)
    if layersTakenAway, read.layers.count < transition.before.modals.count {
      platformsOwn.layers += transition.before.read.layers.dropFirst(read.layers.count)
    }
    guard let shown = HostModel.state(showing: platformsOwn, from: transition), shown != transition.before
    else {
      logger?.error("\(step) ended on a screen the host cannot follow (signalled: \(signalled)): \(read)")
      return giveUp(step, transition, signalled: signalled)
    }
    if shown == transition.after { return finish(transition) }
    deliver(model.abandon(transition))
    logger?.warning("\(step) was left half done (signalled: \(signalled)); the platform shows \(read)")
    apply(.platformShows(shown))
    return .leftHalfDone(step, screen: shown)
  }

  /// What the platform reads, recorded as a read's answer unless `recording` is `false`.
  func readPlatform(recording: Bool = true) -> ScreenRead? {
    let read = platform.read()
    if recording { record(.read(read)) }
    return read
  }

  private func finish(_ transition: HostTransition) -> HostError? {
    deliver(model.finish(transition))
    navigator?.shownChanged()
    return nil
  }

  /// Gives the step up: the platform ignored it (its signal came, the screen is as it was) or it
  /// stalled (nothing came, nothing changed).
  private func giveUp(_ step: NavigationStep, _ transition: HostTransition, signalled: Bool) -> HostError {
    abandon(transition)
    logger?.warning("\(step) did not take effect (signalled: \(signalled))")
    return signalled ? .ignoredByPlatform(step) : .stalled(step)
  }

  /// Undoes the events of the step under way's `transition`; the probes it waited for may still
  /// come, and are owed.
  private func abandon(_ transition: HostTransition) {
    if let awaited { probesAhead.owe(awaited.appearing, awaited.disappearing, in: [model.shown, drawn]) }
    deliver(model.abandon(transition))
  }

  /// The screens of `transition` whose probes a step (or a user's change: `nil`) waits for: none
  /// on a platform that signals completion, and none for a change drawn without a transition.
  func awaitedScreens(_ entries: [ScreenEntry], of transition: HostTransition, _ step: NavigationStep?)
    -> Set<ScreenID>
  {
    guard platform.signals == .appearance, !(step.map { model.shown.drawsInPlace($0) } ?? false) else {
      return []
    }
    // NB: a dialog is drawn by the platform, without a probe of ours (SwiftUITraces.dialogHasNoProbe).
    let dialogs = (transition.before.modals + transition.after.modals).filter(\.style.isDialog).map(\.id)
    // NB: expanded, a split's sidebar and supplementary columns may be hidden (the display mode is
    // the platform's, not state), and then their screens' probes never come.
    let mayBeHidden = [transition.before, transition.after].flatMap { state -> [ScreenID] in
      guard let split = state.split, !split.isCollapsed else { return [] }
      return split.columns.filter { $0 != .detail }.compactMap { split[$0]?.top.id }
    }
    return Set(entries.map(\.id)).subtracting(dialogs).subtracting(mayBeHidden)
  }

  var isAwaitingScreens: Bool {
    guard let awaited else { return false }
    return !awaited.appearing.isEmpty || !awaited.disappearing.isEmpty
  }

  /// Waits until the platform can take `step`: a step that presents or dismisses, or changes a
  /// layer's stack, waits for the root to be in a window (UIKit presents from nowhere else and
  /// calls no completion); any step waits for a transition the user started (the Back button's
  /// animation, a swipe, a pull-down, a binding written as its animation starts) to end, and for
  /// the write of screens whose probes said they left (`probesAhead`). One that
  /// does not end within the watchdog's time is given up on: the step starts (and is refused if
  /// the model still runs a gesture). The wait for a window ends when the platform reports the
  /// root drawn in one, or the window closed (``PlatformFact/windowClosed``).
  private func waitUntilReady(for step: NavigationStep) async {
    // NB: a step asked for while another runs or waits is refused by the model instead.
    guard case .none = stepPhase else { return }
    while !isDrawnInWindow, step.needsWindow, !isWindowClosed { _ = await nextFact(orTimeout: false) }
    if isWindowClosed { return }
    while phase.isTheUsers || !probesAhead.disappeared.isEmpty {
      guard await nextFact(orTimeout: true) else {
        logger?.warning("the user's transition did not end in time; \(step) starts anyway")
        userTransition = nil
        // NB: a gesture whose stack showed its end but whose completion never came would refuse
        // every step from now on; one whose finger may still be down (no `didShow` yet) is left
        // running, and the step is refused.
        if isWatchingAGesture { endGestureFromARead() }
        probesAhead.forgetAhead()
        endAnimation()
        return
      }
    }
  }

  /// Waits for the next fact; `false` when the watchdog's time ran out first.
  private func nextFact(orTimeout timeout: Bool) async -> Bool {
    await suspend(watched: timeout)
  }
}

extension ScreenRead {
  /// This read with the parts of the screen the user's `facts` name (a stack, the tab, the
  /// split's collapse or column) taken from `source`; `state` places the stacks they name.
  func withTheUsersParts(from source: ScreenRead, _ facts: [PlatformFact], in state: NavigationState)
    -> ScreenRead
  {
    var read = self
    for fact in facts {
      switch fact {
      case .stackShown(let location, _), .pathWritten(_, _, let location), .stackWillShow(let location, _, _):
        if case .modal(let index) = location {
          if source.layers.indices.contains(index), read.layers.indices.contains(index) {
            read.layers[index] = source.layers[index]
          }
        } else if let index = state.rootStackIndex(of: location), source.stacks.indices.contains(index),
          read.stacks.indices.contains(index)
        {
          read.stacks[index] = source.stacks[index]
        }
      case .tabSelected, .moreListShown, .moreShowsTab:
        read.selectedTab = source.selectedTab
        read.showsMoreList = source.showsMoreList
      case .splitCollapsed:
        // NB: the column on top once collapsed is the session's answer, from what it draws;
        // expanded, no column is on top, and the read's is that answer, which says nothing.
        if let split = source.split {
          read.split?.collapsed = split.collapsed
          if !split.collapsed { read.split?.showing = split.showing }
        }
      case .columnShown, .columnHidden:
        read.split = source.split
      case .stepCompleted, .stackSet, .layerWillDismiss, .interactionEnded, .layersShown, .layerItemCleared,
        .drawnInWindow, .probe, .tabsArranged, .tabContentInWindow, .backTapped, .exitChosen,
        .pullDownRefused,
        .dialogAnswered, .windowClosed:
        // NB: a read holds no tab arrangement: the tabs' order and hidden ones change no screen.
        continue
      }
    }
    return read
  }
}

extension NavigationStep {
  /// Whether the platform carries the step out only with its root in a window: UIKit presents
  /// and dismisses only there, and a layer's stack exists only once it is presented.
  var needsWindow: Bool {
    switch self {
    case .present, .dismiss, .dismissLayers, .setStack(_, .modal): true
    case .setStack, .selectTab, .arrangeTabs, .showColumn, .setRoot: false
    }
  }
}

extension NavigationState {
  /// Whether a binding platform draws `step` in place, without a transition and so without
  /// appearance signals: the root of the tree swapped, or a stack whose root changes (SwiftUI
  /// replaces the root view of a `NavigationStack` where it stands).
  func drawsInPlace(_ step: NavigationStep) -> Bool {
    switch step {
    case .setRoot, .arrangeTabs: true
    // NB: a layer's first screen is its identity, the item of its presentation: a new one is a new
    // item, which SwiftUI dismisses and presents again ("If `item` changes, the system dismisses the
    // sheet and replaces it with a new one", `sheet(item:onDismiss:content:)`), with its probes.
    case .setStack(_, .modal): false
    case .setStack(let stack, let location): self[stack: location]?.root.id != stack.root.id
    case .present, .dismiss, .dismissLayers, .selectTab, .showColumn: false
    }
  }
}
