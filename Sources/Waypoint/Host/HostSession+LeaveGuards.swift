import Logging

// The user's own exits and the leave guards: which exits a host holds (the swipe back, the
// pull-down), where the held ones go (through the guards, as requests), and what happens to an
// exit the platform carried out anyway (it is put back and asked about).
extension HostSession {
  /// Whether a leave guard protects one of `entries` (the host holds an exit that would take
  /// them away).
  public func holdsExit(from entries: some Sequence<ScreenEntry>) -> Bool {
    entries.contains { connection.isLeaveGuarded($0) }
  }

  /// Whether the user may swipe back in the stack at `location` now: the host accepts gestures
  /// and no leave guard protects its top screen. A UIKit host asks as a swipe begins (a recognizer
  /// the swipe recognizers must see fail), never turning them off itself, so a screen that turned
  /// its swipe back off keeps it off. The swipe from anywhere in the content (`fromContent`, iOS
  /// 26) is held too on a top screen that turned it off (``ScreenEntry/allowsContentSwipe``).
  public func allowsSwipeBack(at location: StackLocation, fromContent: Bool = false) -> Bool {
    guard acceptsGestures else { return false }
    guard let stack = drawn[stack: location], !stack.path.isEmpty else { return true }
    if fromContent, !stack.top.allowsContentSwipe { return false }
    return !connection.isLeaveGuarded(stack.top)
  }

  /// Whether the interactive dismissal of the zoomed screen `id` (iOS 18's swipe down or pinch,
  /// a pop of its stack) may begin now: as a swipe back, when the host accepts gestures and no
  /// leave guard protects it, and only while it is the top of its stack.
  public func allowsZoomDismissal(of id: ScreenID) -> Bool {
    guard let location = drawn.location(of: id), drawn[stack: location]?.top.id == id else { return false }
    return allowsSwipeBack(at: location)
  }

  /// Whether the Back button of the screen `id` must go through the leave guards: a leave guard
  /// protects it and it is pushed (a SwiftUI host replaces its Back button then).
  public func holdsBackButton(of id: ScreenID) -> Bool {
    guard let location = drawn.location(of: id), let stack = drawn[stack: location],
      stack.root.id != id, let entry = stack.path.last(where: { $0.id == id })
    else { return false }
    return connection.isLeaveGuarded(entry)
  }

  /// The Back button of the screen `id`, which the host replaced (``holdsBackButton(of:)``),
  /// was tapped: the pop to the screen below goes through the leave guards.
  public func backTapped(on id: ScreenID) {
    record(.backTapped(id))
    defer { noteSettled() }
    guard let below = backMenu(of: id).first else { return }
    connection.askToLeave(.popped(to: below.id))
  }

  /// What the long-press menu of the Back button the host replaced on the screen `id` offers:
  /// every screen below it in its stack, the nearest first, as UIKit's back menu lists them. A
  /// choice goes through the leave guards (`askToLeave(.popped(to:))`).
  public func backMenu(of id: ScreenID) -> [ScreenEntry] {
    guard let location = drawn.location(of: id), let stack = drawn[stack: location],
      let index = stack.entries.firstIndex(where: { $0.id == id })
    else { return [] }
    return stack.entries[..<index].reversed()
  }

  /// Whether the pull-down of the layer at `index` is held (UIKit's `isModalInPresentation`): by
  /// the app (`heldByTheApp`: its presentation turned it off), or by the session (a plan under
  /// way, a screen that opted out, a leave guard).
  public func holdsPullDown(ofLayerAt index: Int, heldByTheApp: Bool = false) -> Bool {
    heldByTheApp || !allowsInteractiveDismissal(ofLayerAt: index)
  }

  /// The user tried to pull the layer at `index` down and the host refused
  /// (`presentationControllerDidAttemptToDismiss`): when a leave guard is why, the dismissal
  /// goes through it. A pull-down the app turned off (`heldByTheApp`) stays the app's: no guard is
  /// asked, nothing is dismissed.
  public func pullDownRefused(ofLayerAt index: Int?, heldByTheApp: Bool = false) {
    record(.pullDownRefused(layer: index, heldByTheApp: heldByTheApp))
    defer { noteSettled() }
    let drawn = drawn
    guard !heldByTheApp, acceptsGestures, let index, drawn.modals.indices.contains(index),
      drawn.modals[index].allowsInteractiveDismissal,
      holdsExit(from: drawn.modals[index...].flatMap(\.stack.entries))
    else { return }
    connection.askToLeave(.dismissed(layer: drawn.modals[index].id))
  }

  /// Sends an exit the host held — the Back button or a back-menu item of a protected screen
  /// (`.popped(to:)`), a refused pull-down (`.dismissed(layer:)`) — through the leave guards as
  /// a request: the plan carries it out when they let the screens go.
  public func askToLeave(_ change: UserChange) {
    record(.askedToLeave(change))
    connection.askToLeave(change)
    noteSettled()
  }

  /// What the host does with a tap on the tab at `index` (`nil`: one the host does not know),
  /// before the platform selects it (UIKit's `tabBarController(_:shouldSelect:)`): `false`
  /// refuses it for the selected tab, whose re-tap the navigator handles (its stack pops to the
  /// root through the leave guards, and the app is told), and during a plan, which asks for the
  /// last tab tapped once it ends, as a SwiftUI tap (which cannot be refused) is applied then.
  public func shouldSelectTab(at index: Int?) -> Bool {
    guard let bar = drawn.tabBar, let index, bar.tabs.indices.contains(index) else { return acceptsGestures }
    return shouldSelectTab(bar.tabs[index].id)
  }

  /// What the host does with a tap on the tab `tab` (`nil`: one the host does not know), as
  /// ``shouldSelectTab(at:)``.
  public func shouldSelectTab(_ tab: AnyTag?) -> Bool {
    let allowed = answerTabTap(tab)
    record(.tabTapped(tab, allowed: allowed))
    noteSettled()
    return allowed
  }

  private func answerTabTap(_ tab: AnyTag?) -> Bool {
    guard let bar = drawn.tabBar, let tab, bar.index(of: tab) != nil else { return acceptsGestures }
    guard acceptsGestures else {
      if model.isLocked {
        tabTapRefused = tab
      } else {
        logger?.debug("a tap on tab \(tab) while the user's own transition runs is refused")
      }
      return false
    }
    // NB: a tap on the selected tab from the More list shows the tab again: not a re-tap.
    guard bar.selected.id == tab, !bar.showsMoreList else { return true }
    connection.tabReselected(tab)
    return false
  }

  /// The platform selected the tab at `index` of the shown tab bar (UIKit's
  /// `tabBarController(_:didSelect:)`); an index the bar does not have means nothing.
  public func tabSelected(at index: Int) {
    guard let tabs = model.shown.tabBar?.tabs, tabs.indices.contains(index) else { return }
    tabSelected(tabs[index].id)
  }

  /// The platform selected the tab `tab` (UIKit's `tabBarController(_:didSelectTab:previousTab:)`);
  /// a tab the shown bar does not have means nothing.
  public func tabSelected(_ tab: AnyTag) {
    record(.tabSelected(tab))
    defer { noteSettled() }
    guard model.shown.tabBar?.index(of: tab) != nil else { return }
    handle(.tabSelected(tab))
  }

  /// The protected screen `change` would take away from what is shown, if any.
  func heldByLeaveGuard(_ change: UserChange) -> ScreenEntry? {
    var next = model.shown
    guard next.apply(change) else { return nil }
    let changes = ScreenChanges(from: model.shown, to: next)
    let gone = Set(changes.gone)
    return changes.removed.last { gone.contains($0.id) && connection.isLeaveGuarded($0) }
  }

  /// Holds back `change`, which the platform carried out although it takes a protected screen
  /// away (a SwiftUI binding written, a stack UIKit popped): the platform draws what is
  /// shown again (the stack at `location`, or everything) and the change goes through the
  /// leave guards.
  /// - Returns: Whether it was held back.
  func holdBack(_ change: UserChange, at location: StackLocation?) -> Bool {
    guard let held = heldByLeaveGuard(change) else { return false }
    logger?.debug("the host holds back \(change): a leave guard protects \(held)")
    putBack(at: location)
    // NB: the platform may have moved the screens the change takes away out of view before it
    // wrote the change (a binding written as the animation ends): their probes are the change's,
    // held back, not ahead of a write to come.
    var next = model.shown
    if next.apply(change) {
      let inView = Set(next.visibleScreens.map(\.id))
      probesAhead.owe(
        [], Set(model.shown.visibleScreens.map(\.id).filter { !inView.contains($0) }), in: [model.shown])
    }
    connection.askToLeave(change)
    return true
  }
}
