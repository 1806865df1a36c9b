// What a split view's platform facts mean: a collapse or an expansion (a rotation, Slide Over, a
// Stage Manager resize) and a column shown or hidden on a compact width.
extension HostModel {
  /// The user change `fact` makes to the shown split, or `nil` when it changes nothing: a
  /// column shown or hidden while expanded (that is the display mode, not the state), a fact
  /// about a step the split already shows (UIKit's `willShowColumn` for a `showColumn` step),
  /// or no split at all. With no split on screen but a tab's, a collapse is the window's width.
  package func splitChange(_ fact: PlatformFact) -> UserChange? {
    Self.splitChange(fact, to: shown)
  }

  /// The user change `fact` makes to the split `state` shows, as ``splitChange(_:)``.
  static func splitChange(_ fact: PlatformFact, to state: NavigationState) -> UserChange? {
    guard let split = state.split else {
      // NB: with no split on screen, a tab's split collapsing tells the window's width, which
      // every split of the tree follows.
      guard case .splitCollapsed(let collapsed, _) = fact, let now = state.root.splitsCollapsed,
        now != collapsed
      else { return nil }
      return .split(collapsed: collapsed, showing: .detail)
    }
    let change: UserChange
    switch fact {
    case .splitCollapsed(let collapsed, let top):
      change = .split(collapsed: collapsed, showing: top ?? split.compactColumn)
    case .columnShown(let column):
      guard split.isCollapsed else { return nil }
      change = .split(collapsed: true, showing: column)
    case .columnHidden(let column):
      // NB: collapsed, hiding the top column pops it: the column before it comes on top.
      guard split.isCollapsed, column == split.compactColumn,
        let below = split.columns.last(where: { $0 < column })
      else { return nil }
      change = .split(collapsed: true, showing: below)
    case .stepCompleted, .stackShown, .stackSet, .stackWillShow, .layerWillDismiss, .interactionEnded,
      .layersShown, .tabSelected, .moreListShown, .moreShowsTab, .tabContentInWindow, .tabsArranged,
      .pathWritten, .layerItemCleared, .drawnInWindow, .probe, .backTapped, .exitChosen, .pullDownRefused,
      .dialogAnswered, .windowClosed:
      return nil
    }
    var next = state
    return next.apply(change) ? change : nil
  }
}
