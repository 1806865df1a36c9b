// A split view's column on top when the platform collapses it, as the session answers UIKit.

@_spi(Hosts)
extension HostSession {
  /// The column to put on top when the platform collapses the split, whatever it proposes
  /// (UIKit's `splitViewController(_:topColumnForCollapsingToProposedTopColumn:)`): the compact
  /// column of the split being drawn (``SplitRoot/compactColumn``), so the state decides what
  /// shows, and a collapse in the middle of a step (a selection animating) shows the column the
  /// step shows, as the user's column changes since the step began leave it (a Back past the
  /// detail's first screen shows the sidebar once the step ends, so the sidebar goes on top).
  /// `proposed` when no split is drawn. The split of a tab not on screen (`tab`) collapses to the
  /// column it shows, not the one on screen's.
  public func topColumnForCollapsing(proposed: SplitColumn?, ofTab tab: AnyTag? = nil) -> SplitColumn? {
    if let tab {
      return drawn.tabBar?.tabs.first { $0.id == tab }?.split?.compactColumn ?? proposed
    }
    var state = drawn
    for fact in kept {
      if let change = HostModel.splitChange(fact, to: state) { _ = state.apply(change) }
    }
    return state.split?.compactColumn ?? proposed
  }
}
