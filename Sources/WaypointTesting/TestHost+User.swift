@_spi(Hosts) import Waypoint

// What the user does, simulated as UIKit reports it: the callbacks' facts go to the host's
// session, which checks the gesture against the screen, sends the lifecycle events and reports
// the change to the navigator by identity. A gesture UIKit would not start throws instead.
extension TestHost {
  /// The user swipes back in the top-most stack; with `cancelled`, they let go halfway and the
  /// screen goes back (will-events, then their reversal; nothing is reported).
  /// - Throws: `HostError`: a transition or a plan is under way (the host locks the gesture),
  ///   a leave guard protects the top screen (the host holds the swipe), there is nothing to
  ///   pop, or the More list is on screen.
  public func simulateSwipeBack(cancelled: Bool = false) throws(HostError) {
    let (session, screen) = try attached()
    try checkNotOnTheMoreList(screen)
    let location = screen.topLocation
    let stack = screen[stack: location] ?? screen.topStack
    guard !stack.path.isEmpty else { throw .doesNotFit(.popped(to: stack.top.id), screen: screen) }
    let target = stack.path.dropLast().last?.id ?? stack.root.id
    try session.check(.popped(to: target), interactive: true)
    session.report(.stackWillShow(location, top: target, interactive: true))
    session.report(.interactionEnded(cancelled: cancelled, of: .popped(to: target)))
    let ids = stack.entries.map(\.id)
    let shown = cancelled ? ids : Array(ids.prefix { $0 != target }) + [target]
    session.report(.stackShown(location, shown))
  }

  /// The user pulls the top layer down; with `cancelled`, it springs back. A layer a leave
  /// guard protects does not move (UIKit's `isModalInPresentation`): the attempt goes through
  /// the guard, which may dismiss it (`presentationControllerDidAttemptToDismiss`).
  /// - Throws: `HostError`: nothing is presented, the layer may not be dismissed by a gesture
  ///   (a full-screen cover, a screen that opted out), or the gesture is locked.
  public func simulatePullDown(cancelled: Bool = false) throws(HostError) {
    let (session, screen) = try attached()
    guard let layer = screen.modals.last else {
      throw .doesNotFit(.dismissed(layer: screen.topScreen.id), screen: screen)
    }
    let index = screen.modals.count - 1
    // NB: a layer a leave guard holds does not move: UIKit refuses the pull-down and says so.
    if session.acceptsGestures, layer.allowsInteractiveDismissal,
      !session.answer(.pullDown(layerAt: index, heldByTheApp: false))
    {
      if !cancelled { session.report(.pullDownRefused(layerAt: index, heldByTheApp: false)) }
      return
    }
    try session.check(.dismissed(layer: layer.id), interactive: true)
    session.report(.layerWillDismiss(layer.id, coordinated: true))
    session.report(.interactionEnded(cancelled: cancelled, of: .dismissed(layer: layer.id)))
    if !cancelled { session.report(.layersShown(screen.modals.count - 1)) }
  }

  /// The user taps the tab `id`; a tap on the selected tab pops its stack to the root through
  /// the leave guards and tells the app (UIKit's `tabBarController(_:shouldSelect:)`).
  /// - Throws: `HostError`: no such tab, or tab taps are locked during a plan.
  public func simulateTabTap(_ id: some Hashable & Sendable) throws(HostError) {
    let (session, screen) = try attached()
    if let bar = screen.tabBar, bar.selected.id == AnyTag(id) {
      guard session.answer(.selectTab(AnyTag(id))) else { return }
    }
    try session.check(.selected(tab: AnyTag(id)), interactive: false)
    session.report(.tabSelected(AnyTag(id)))
  }

  /// The user taps the More tab of a bar of more than five tabs (an iPhone's): its list shows in
  /// place of the selected tab (UIKit's `tabBarController(_:didSelect:)` with the More navigation
  /// controller). Tapped again while a tab it lists shows, it goes back to its list, as the Back
  /// button on that tab's first screen does (``simulateBackTap(to:)``). A tap while the list
  /// shows does nothing.
  /// - Throws: `HostError`: the bar has no More tab, or tab taps are locked during a plan.
  public func simulateMoreTap() throws(HostError) {
    let (session, screen) = try attached()
    guard let bar = screen.tabBar, !bar.tabsUnderMore.isEmpty else {
      throw .doesNotFit(.showedMoreList, screen: screen)
    }
    guard !bar.showsMoreList else { return }
    try session.check(.showedMoreList, interactive: false)
    session.report(.moreListShown)
  }

  /// The user reorders tabs and hides some (the sidebar's Edit on iOS 18, the More tab's Edit):
  /// the tabs are listed in `order`, and those of `hidden` are hidden. It changes no screen, and
  /// goes through during a plan, kept for its end.
  /// - Throws: `HostError`: the root is no tab bar, or `order` lists tabs it does not have.
  public func simulateTabArrangement(_ order: [AnyTag], hidden: [AnyTag] = []) throws(HostError) {
    let (session, screen) = try attached()
    guard let bar = screen.tabBar, Set(order).isSubset(of: bar.ids), Set(hidden).isSubset(of: bar.ids) else {
      throw .doesNotFit(.arranged(tabs: order, hidden: hidden), screen: screen)
    }
    session.report(.tabsArranged(order, hidden: hidden))
  }

  /// The user taps Back, or picks `id` in the back button's long-press menu; the stack pops to
  /// it at once. This cannot be locked, so it goes through during a plan too. On a screen a
  /// leave guard protects, the host holds it (UIKit's `navigationItem.backAction`) and the
  /// guard decides.
  /// - Throws: `HostError`: no such screen, it is already on top, or the More list is on screen.
  public func simulateBackTap(to id: ScreenID? = nil) throws(HostError) {
    let (session, screen) = try attached()
    try checkNotOnTheMoreList(screen)
    // NB: collapsed, Back on the first screen of a column pops the column (`willHideColumn`).
    if id == nil, screen.modals.isEmpty, let split = screen.split, split.isCollapsed,
      split.compactColumn != .sidebar, split[split.compactColumn]?.path.isEmpty == true
    {
      let below = split.columns.last { $0 < split.compactColumn } ?? .sidebar
      try session.check(.split(collapsed: true, showing: below), interactive: false)
      return session.report(.columnHidden(split.compactColumn))
    }
    let stack = screen[stack: screen.topLocation] ?? screen.topStack
    // NB: the first screen of a tab the More tab lists has a Back button to the More list.
    if id == nil, screen.modals.isEmpty, stack.path.isEmpty, let bar = screen.tabBar, !bar.showsMoreList,
      bar.tabsUnderMore.contains(bar.selected.id)
    {
      try session.check(.showedMoreList, interactive: false)
      return session.report(.moreListShown)
    }
    let target = id ?? stack.path.dropLast().last?.id ?? stack.root.id
    try session.check(.popped(to: target), interactive: false)
    if !session.answer(.platformBackButton(of: stack.top.id)) {
      return session.report(id == nil ? .backTapped(stack.top.id) : .exitChosen(.popped(to: target)))
    }
    guard let index = stack.entries.firstIndex(where: { $0.id == target }) else { return }
    session.report(.stackWillShow(screen.topLocation, top: target, interactive: false))
    session.report(.stackShown(screen.topLocation, stack.entries[...index].map(\.id)))
  }

  /// The platform collapses the split view into one stack or expands it (a rotation, Slide Over,
  /// a Stage Manager resize), as UIKit reports it: collapsing, the host answers
  /// `topColumnForCollapsingToProposedTopColumn` from the session, then `didCollapse` or
  /// `didExpand` comes.
  /// - Throws: `HostError`: the root is not a split.
  public func simulateSplitResize(collapsed: Bool) throws(HostError) {
    let (session, screen) = try attached()
    // NB: every split of the tree follows the window's width, a tab's not on screen too.
    guard screen.split != nil || screen.tabBar?.tabs.contains(where: { $0.split != nil }) == true else {
      throw .doesNotFit(.split(collapsed: collapsed, showing: .detail), screen: screen)
    }
    let top = collapsed ? session.topColumnForCollapsing(proposed: .detail) : nil
    session.report(.splitCollapsed(collapsed, top: top))
  }

  /// A screen in the layer whose first screen is `layer` (the top layer when `nil`) dismisses
  /// itself, as a view controller calling `dismiss(animated:)` does. The layers above go too.
  /// This cannot be locked, so it goes through during a plan too.
  public func simulateSelfDismiss(layer: ScreenID? = nil) throws(HostError) {
    let (session, screen) = try attached()
    guard let id = layer ?? screen.modals.last?.id,
      let index = screen.modals.firstIndex(where: { $0.id == id })
    else {
      throw .doesNotFit(.dismissed(layer: layer ?? screen.topScreen.id), screen: screen)
    }
    try session.check(.dismissed(layer: id), interactive: false)
    session.report(.layersShown(index))
  }

  /// The user types `texts` in the fields of the top layer's dialog and taps its button titled
  /// `title`; the platform takes the dialog away (UIKit calls the button's handler once the alert
  /// is dismissed), so its request ends with the button's value, or `.cancelled` for the cancel
  /// button. This cannot be locked, so it goes through during a plan too. A tap outside a
  /// confirmation dialog is ``simulatePullDown(cancelled:)``.
  /// - Throws: `HostError`: the top layer is not a dialog, or the dialog has no such button.
  public func simulateDialogButtonTap(_ title: String, texts: [String] = []) throws(HostError) {
    let (session, screen) = try attached()
    guard let layer = screen.modals.last, let dialog = layer.dialog,
      let index = dialog.buttons.firstIndex(where: { $0.title == title })
    else { throw .doesNotFit(.dismissed(layer: screen.topScreen.id), screen: screen) }
    try session.check(.dismissed(layer: layer.id), interactive: false)
    session.report(.dialogAnswered(layer.id, button: index, texts: texts))
    session.report(.layerItemCleared(layer.id))
  }

  private func attached() throws(HostError) -> (HostSession, NavigationState) {
    guard let session, let screen else { throw .notAttached }
    return (session, screen)
  }

  /// Throws when the More list is on screen with no layer over it: it has no Back button and no
  /// swipe, and the tab beneath is not on screen.
  private func checkNotOnTheMoreList(_ screen: NavigationState) throws(HostError) {
    guard screen.modals.isEmpty, screen.tabBar?.showsMoreList == true else { return }
    throw .doesNotFit(.popped(to: screen.topScreen.id), screen: screen)
  }
}
