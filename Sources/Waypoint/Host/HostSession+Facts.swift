import Logging

// What the platform reports, as facts: the end of the step under way, a change the user made
// (applied now, or kept while a step or a gesture runs and applied when it ends), or nothing.
extension HostSession {
  /// Takes in what the platform saw or the user did: the one door into the session.
  public func report(_ fact: PlatformFact) {
    record(.fact(recordsValues ? fact : fact.withoutValues))
    switch fact {
    case .backTapped(let id):
      backTapped(on: id)
    case .exitChosen(let change):
      navigator?.askToLeave(change)
    case .pullDownRefused(let index, let heldByTheApp):
      pullDownRefused(ofLayerAt: index, heldByTheApp: heldByTheApp)
    case .dialogAnswered(let layer, let button, let texts):
      // NB: the platform takes the dialog's layer away next, and reports it: not settled yet.
      return navigator?.dialogAnswered(layer, button: button, texts: texts) ?? ()
    case .windowClosed:
      isWindowClosed = true
      // NB: a step waiting for the window, or for the user's transition, gives up at once.
      if awaited == nil { resume(false) }
      return
    case .stepCompleted, .stackShown, .stackSet, .stackWillShow, .layerWillDismiss, .interactionEnded,
      .layersShown, .tabSelected, .moreListShown, .moreShowsTab, .tabContentInWindow, .tabsArranged,
      .pathWritten, .layerItemCleared, .drawnInWindow, .probe, .splitCollapsed, .columnShown, .columnHidden:
      handle(fact)
    }
    noteSettled()
  }

  /// Takes in `fact`, which the session made of another, or kept and applies now.
  func handle(_ fact: PlatformFact) {
    take(fact)
    // NB: a step waiting for the platform to be ready looks again after every fact.
    if awaited == nil { resume(true) }
    publish()
    trimObjects()
    moveFocusOnceSettled()
  }

  private func take(_ fact: PlatformFact) {
    logger?.trace("fact: \(fact)")
    // NB: a screen that came back into the window is no longer leaving, whoever waits for it.
    if case .probe(let event, let id) = fact { probesAhead.heard(event, id) }
    if let awaited, endsStep(fact, awaited) { return resume(true) }
    // NB: a step in a layer the platform took away (the user dismissed it as the step ran) gets
    // no end: it ends now, overtaken by the user, and the layers' fact is applied after it.
    if let awaited, case .layersShown(let count) = fact, isDrawnInWindow,
      awaited.step?.isInLayer(from: count) == true
    {
      awaited.layerTakenAway = true
      kept.append(fact)
      return resume(false)
    }
    switch fact {
    case .stepCompleted:
      return  // NB: a completion after the watchdog, or of no step: nothing to end.
    case .stackSet(let location, let ids, let attached, let heard):
      if !heard {
        logger?.error(
          "the navigation controller of the \(location) stack has a delegate other than the host: the host hears no didShow, Back tap or swipe there; give the app's delegate to UIKitHost.Configuration.navigationDelegate instead"
        )
      }
      // NB: with a transition attached, the stack's didShow ends the step, unless it cannot come.
      if !attached || !heard { handle(.stackShown(location, ids)) }
    case .probe(let event, let id):
      // NB: a probe of no step ends the user's change under way, or a first screen's appearance;
      // one after the watchdog means nothing.
      if event == .didAppear, let index = appearingAtAttachment.firstIndex(where: { $0.id == id }) {
        let entry = appearingAtAttachment.remove(at: index)
        onEvents?([HostEvent(.didAppear, entry)])
        navigator?.hostDelivered([HostEvent(.didAppear, entry)])
      }
      if hearAnimation(event, id) { return }
      noteProbeAhead(event, id)
    case .stackWillShow(let location, let top, let interactive):
      if let awaited {
        // NB: the Back button (which cannot be locked) pops at once and reports at its
        // animation's end: kept, so a read meanwhile takes that stack as the user's. The step's
        // own transition shows the top the step ends with.
        if awaited.transition.after[stack: location]?.top.id != top { kept.append(fact) }
        return
      }
      userTransition = location
      guard interactive, let top else { return }
      beginInteractive(.popped(to: top))
    case .layerWillDismiss(let layer, let coordinated):
      guard awaited == nil else { return }
      beginInteractive(.dismissed(layer: layer), coordinated: coordinated)
    case .interactionEnded(let cancelled, let change):
      // NB: the end of another change's coordinator (a Back pop ending in a sheet whose pull-down
      // the finger still holds) is not the gesture's.
      if let change, case .user(let running)? = model.running?.cause, running != change { return }
      if cancelled { userTransition = nil }
      endGestureWatchdog()
      let old = model.shown
      let (events, change) = model.endInteractive(committed: !cancelled)
      deliver(events)
      if let change {
        focusFollowedTheUser()
        told(change, from: old)
      }
      applyKept()
    case .stackShown(let location, let ids):
      if userTransition == location {
        userTransition = nil
        // NB: the stack shows the gesture's end: its coordinator's completion is due, and may
        // never come (`UIKitVariants.popCallbacks`).
        if case .user = model.running?.cause { watchGesture(layer: gestureWatch?.layer) }
      }
      guard isFree else { return kept.append(fact) }
      readStack(at: location, showing: ids)
    case .drawnInWindow(let drawn):
      isDrawnInWindow = drawn
    case .layersShown(let count):
      // NB: before the first drawing's layers are presented, UIKit shows fewer than are shown.
      guard isDrawnInWindow else { return }
      // NB: a pull-down no coordinator ends has ended once its layer left.
      if let gesture = gestureWatch?.layer,
        let index = model.shown.modals.firstIndex(where: { $0.id == gesture }),
        count <= index
      {
        take(.interactionEnded(cancelled: false))
      }
      guard isFree else { return kept.append(fact) }
      let modals = model.shown.modals
      if count < modals.count { apply(.dismissed(layer: modals[count].id)) }
    case .tabSelected(let tab):
      // NB: a tab the bar does not have (any more) means nothing.
      guard model.shown.tabBar?.index(of: tab) != nil else { return }
      // NB: a tap during a plan is kept for its end, not drawn back (`TabView` cannot refuse it);
      // one on a tab not shown as it came is a selection, never a re-tap then.
      guard !model.isLocked else {
        if drawn.tabBar?.selected.id != tab || drawn.tabBar?.showsMoreList == true {
          tabsTappedToSelect.insert(tab)
        }
        return keptForPlanEnd.append(fact)
      }
      guard isFree else { return kept.append(fact) }
      if model.shown.tabBar?.selected.id != tab || model.shown.tabBar?.showsMoreList == true {
        apply(.selected(tab: tab))
      } else {
        navigator?.tabReselected(tab)
      }
    case .moreListShown:
      // NB: the More navigation controller back at its list has ended a transition of a tab it
      // held (More tapped while a pick's push animated): that tab's screens left the screen.
      if case .tab(let tab)? = userTransition, model.shown.tabBar?.tabsUnderMore.contains(tab) == true {
        userTransition = nil
      }
      // NB: the More list is the platform's, as a tab is: kept for a plan's end like a tap.
      guard !model.isLocked else { return keptForPlanEnd.append(fact) }
      guard isFree else { return kept.append(fact) }
      // NB: the More navigation controller shows its list again after a pop there: no change.
      guard model.shown.tabBar?.showsMoreList == false else { return }
      // NB: one kept during a plan may be stale: only a list the platform shows now counts.
      if let read = readPlatform(), !read.showsMoreList { return }
      apply(.showedMoreList)
    case .moreShowsTab(let tab):
      // NB: the More navigation controller also shows a tab's own pushes and pops: it selects
      // only what is not selected and shown, and is never a re-tap.
      guard !model.isLocked else { return keptForPlanEnd.append(fact) }
      guard isFree else { return kept.append(fact) }
      guard let bar = model.shown.tabBar, bar.showsMoreList || bar.selected.id != tab else { return }
      // NB: one kept during a plan may be of the plan's own steps, which showed that tab's screens
      // before the plan selected another: only a tab the platform shows now is selected.
      if let read = readPlatform(), let index = read.selectedTab, bar.ids.indices.contains(index),
        bar.ids[index] != tab
      {
        return
      }
      apply(.selected(tab: tab))
    case .tabContentInWindow(let tab, let inWindow):
      tabContent(of: tab, inWindow: inWindow)
    case .tabsArranged(let order, let hidden):
      // NB: an arrangement changes no screen; during a plan it is kept for its end, as a tap is.
      guard !model.isLocked else { return keptForPlanEnd.append(fact) }
      guard isFree else { return kept.append(fact) }
      apply(.arranged(tabs: order, hidden: hidden))
    case .pathWritten(let path, let root, let location):
      // NB: a write for a stack no longer drawn there (a layer sliding away, one replaced since)
      // is stale and means nothing.
      guard let stack = drawn[stack: location], stack.root.id == root else { return }
      guard isFree else { return kept.append(fact) }
      readStack(at: location, showing: [root] + path, settlesAtProbes: !applyingKept)
    case .splitCollapsed, .columnShown, .columnHidden:
      // NB: a split view is made expanded and collapses once it is in a window of a compact
      // width: what it says before then is not what it will show.
      guard isDrawnInWindow else { return }
      guard isFree else { return kept.append(fact) }
      if let change = model.splitChange(fact) { apply(change) }
    case .backTapped, .exitChosen, .pullDownRefused, .dialogAnswered, .windowClosed:
      // NB: the user's answers, taken where they are reported (`report(_:)`), never kept.
      return
    case .layerItemCleared(let layer):
      // NB: a layer on screen that the step under way takes away can still be cleared by the
      // user: an alert answered before UIKit began the step's dismissal, which stalled.
      guard let layer, (drawn.modals + model.shown.modals).contains(where: { $0.id == layer }) else {
        return
      }
      guard isFree else { return kept.append(fact) }
      if holdBack(.dismissed(layer: layer), at: nil) { return }
      apply(.dismissed(layer: layer), settlesAtProbes: !applyingKept)
    }
  }

  /// Whether `fact` is the end the step under way waits for.
  private func endsStep(_ fact: PlatformFact, _ awaited: Awaited) -> Bool {
    switch fact {
    case .stepCompleted:
      return platform.signals == .completion
    case .stackShown(let location, let ids):
      guard case .setStack(_, location) = awaited.step else { return false }
      return awaited.transition.after[stack: location]?.entries.map(\.id) == ids
    case .probe(let event, let id):
      let removed =
        switch event {
        case .didAppear: awaited.appearing.remove(id) != nil
        case .didDisappear: awaited.disappearing.remove(id) != nil
        case .load, .willAppear, .willDisappear, .destroyed: false
        }
      guard removed else { return false }
      awaited.heard = true
      return !isAwaitingScreens
    case .stackSet, .stackWillShow, .layerWillDismiss, .interactionEnded, .layersShown, .tabSelected,
      .moreListShown, .moreShowsTab, .tabContentInWindow, .tabsArranged, .pathWritten, .layerItemCleared,
      .drawnInWindow, .splitCollapsed, .columnShown, .columnHidden, .backTapped, .exitChosen,
      .pullDownRefused,
      .dialogAnswered, .windowClosed:
      return false
    }
  }

  /// Notes a probe that came ahead of the write that explains it: a screen drawn in view left the
  /// window with no step or change of the session's taking it away; one that comes back is no
  /// longer leaving. A probe against the step or change under way (a screen it brings in leaving,
  /// one it takes away coming) is an earlier change's, drawn late: a split's collapse, whose
  /// probes nobody waits for, ends after the step that followed it began. So is one a step given
  /// up on still waited for.
  private func noteProbeAhead(_ event: LifecycleEvent, _ id: ScreenID) {
    if probesAhead.pays(event, id) { return }
    let drawn = drawn
    let inView = drawn.visibleScreens.contains { $0.id == id }
    let underWay = awaited ?? animation?.awaited
    switch event {
    case .didDisappear:
      guard inView, underWay?.appearing.contains(id) != true else { return }
      logger?.debug("\(id) left the window ahead of the write that takes it away")
      probesAhead.disappeared.insert(id)
    case .didAppear:
      if !inView, drawn.contains(id), underWay?.disappearing.contains(id) != true {
        probesAhead.appeared.insert(id)
      }
    case .load, .willAppear, .willDisappear, .destroyed:
      return
    }
  }

  /// Applies the facts kept while a step or a gesture ran.
  func applyKept() {
    guard isFree, !kept.isEmpty else { return }
    let facts = kept
    kept = []
    applyingKept = true
    defer { applyingKept = false }
    for fact in facts { handle(fact) }
  }

  /// What the stack at `location` reading `ids` means: nothing, a pop by the user, or screens
  /// the navigator did not put there, which the platform puts back.
  private func readStack(at location: StackLocation, showing ids: [ScreenID?], settlesAtProbes: Bool = false)
  {
    do {
      guard let change = try model.userChange(inStackAt: location, showing: ids) else { return }
      if holdBack(change, at: location) { return }
      apply(change, settlesAtProbes: settlesAtProbes)
    } catch {
      logger?.warning(
        "the host puts back what the platform shows (\(PlatformFact.stackShown(location, ids))): \(error)")
      putBack(at: location)
    }
  }
}

extension NavigationStep {
  /// Whether the step works in a layer at `index` or above: a stack of one, or a presentation
  /// from one.
  fileprivate func isInLayer(from index: Int) -> Bool {
    switch self {
    case .setStack(_, .modal(let layer)): layer >= index
    case .present(_, let layer): layer > index
    default: false
    }
  }
}
