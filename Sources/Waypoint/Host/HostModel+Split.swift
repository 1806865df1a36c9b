// What a split view's platform facts mean: a collapse or an expansion (a rotation, Slide Over, a
// Stage Manager resize) and a column shown or hidden on a compact width.
@_spi(Hosts)
extension HostModel {
  /// The user change `fact` makes to the displayed split, or `nil` when it changes nothing: a
  /// column shown or hidden while expanded (that is the display mode, not the state), a fact
  /// about a step the split already shows (UIKit's `willShowColumn` for a `showColumn` step),
  /// or no split at all.
  public func splitChange(_ fact: PlatformFact) -> UserChange? {
    Self.splitChange(fact, to: displayed)
  }

  /// The user change `fact` makes to the split `state` shows, as ``splitChange(_:)``.
  static func splitChange(_ fact: PlatformFact, to state: NavigationState) -> UserChange? {
    guard let split = state.split else { return nil }
    let change: UserChange
    switch fact {
    case .splitCollapsed(let collapsed, let top):
      change = .split(collapsed: collapsed, showing: top ?? split.compactColumn)
    case .columnShown(let column) where split.isCollapsed:
      change = .split(collapsed: true, showing: column)
    case .columnHidden(let column) where split.isCollapsed && column == split.compactColumn:
      // NB: collapsed, hiding the top column pops it: the column before it comes on top.
      guard let below = split.columns.last(where: { $0 < column }) else { return nil }
      change = .split(collapsed: true, showing: below)
    default:
      return nil
    }
    var next = state
    return next.apply(change) ? change : nil
  }
}

@_spi(Hosts)
extension HostSession {
  /// The column to put on top when the platform collapses the split, whatever it proposes
  /// (UIKit's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`): the compact
  /// column of the split being drawn (``SplitRoot/compactColumn``), so the state decides what
  /// shows, and a collapse in the middle of a step (a selection animating) shows the column the
  /// step shows, as the user's column changes since the step began leave it (a Back past the
  /// detail's first screen shows the sidebar once the step ends, so the sidebar goes on top).
  /// `proposed` when no split is drawn.
  public func topColumnForCollapsing(proposed: SplitColumn?) -> SplitColumn? {
    var state = drawn
    for fact in kept {
      if let change = HostModel.splitChange(fact, to: state) { _ = state.apply(change) }
    }
    return state.split?.compactColumn ?? proposed
  }
}
