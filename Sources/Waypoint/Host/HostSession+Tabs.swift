import Logging

// The tab bar: whether one can be drawn, what a tap on a tab is answered, and where each tab's
// content is.
@_spi(Hosts)
extension HostSession {
  /// Checks that the tab bar `step` makes or arranges (``NavigationStep/setRoot(_:)``,
  /// ``NavigationStep/arrangeTabs(_:hidden:)``) can be drawn with its tabs under the More tab:
  /// none of those shows a split view.
  /// - Throws: ``HostError/splitUnderMore(_:)``.
  public func checkTabs(after step: NavigationStep) throws(HostError) {
    var next = model.shown
    guard next.apply(step) else { return }
    try checkTabs(of: next.root)
  }

  /// Checks that `root`'s tab bar, if it is one, can be drawn, as ``checkTabs(after:)``.
  /// - Throws: ``HostError/splitUnderMore(_:)``.
  public func checkTabs(of root: NavigationRoot) throws(HostError) {
    guard case .tabs(let bar) = root else { return }
    let underMore = bar.tabsUnderMore
    guard let tab = bar.tabs.first(where: { $0.split != nil && underMore.contains($0.id) }) else { return }
    throw .splitUnderMore(tab.id)
  }

  /// The answer to a tap on the tab `tab` (``PlatformQuestion/selectTab(_:)``).
  func answerTabTap(_ tab: AnyTag?) -> Bool {
    guard let bar = drawn.tabBar, let tab, bar.index(of: tab) != nil else { return acceptsGestures }
    guard acceptsGestures else {
      if model.isLocked {
        tabTapRefused = (tab, bar.selected.id == tab && !bar.showsMoreList)
      } else {
        logger?.debug("a tap on tab \(tab) while the user's own transition runs is refused")
      }
      return false
    }
    // NB: a tap on the selected tab from the More list shows the tab again: not a re-tap.
    guard bar.selected.id == tab, !bar.showsMoreList else { return true }
    navigator?.tabReselected(tab)
    return false
  }
}

extension HostSession {
  /// Where the content of tab `tab` is (``PlatformFact/tabContentInWindow(_:_:)``): the selected
  /// tab's leaving, with no layer up and a More tab, is the More list; coming back while the list
  /// shows, the tab shown again.
  func tabContent(of tab: AnyTag, inWindow: Bool) {
    // NB: during a plan its own steps move tabs' contents: kept for its end, and read then against
    // what is drawn; only where each tab's content is last counts (a cover presented and dismissed
    // in one plan is no More list).
    let fact = PlatformFact.tabContentInWindow(tab, inWindow)
    guard !model.isLocked else { return Self.keepLast(fact, of: tab, in: &keptForPlanEnd) }
    guard isFree else { return Self.keepLast(fact, of: tab, in: &kept) }
    // NB: with a layer up the tab bar cannot be reached, and a layer may hide the tab (a sheet
    // adapted to full screen): only a bare tab bar's content says something.
    guard let bar = model.shown.tabBar, bar.selected.id == tab, !bar.tabsUnderMore.isEmpty,
      model.shown.modals.isEmpty
    else { return }
    if !inWindow, !bar.showsMoreList {
      apply(.showedMoreList)
    } else if inWindow, bar.showsMoreList {
      apply(.selected(tab: tab))
    }
  }

  /// Keeps `fact`, where tab `tab`'s content is, in `facts` in place of the earlier one of that tab
  /// (there is one at most).
  private static func keepLast(_ fact: PlatformFact, of tab: AnyTag, in facts: inout [PlatformFact]) {
    if let earlier = facts.firstIndex(where: {
      if case .tabContentInWindow(tab, _) = $0 { true } else { false }
    }) {
      facts.remove(at: earlier)
    }
    facts.append(fact)
  }
}
