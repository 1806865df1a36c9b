#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // The split view root: a column-style UISplitViewController with a navigation controller per
  // column. UIKit collapses and expands it (a rotation, Slide Over, a Stage Manager resize); the
  // host forwards what it reports, and the session's split decides what shows.

  extension UIKitHost: UISplitViewControllerDelegate {
    /// The column UIKit puts on top as it collapses: the session's (the state's compact column).
    public func splitViewController(
      _ controller: UISplitViewController,
      topColumnForCollapsingToProposedTopColumn proposed: UISplitViewController.Column
    ) -> UISplitViewController.Column {
      logic.topColumn(collapsing: controller, proposed: SplitColumn(proposed))?.uiKit ?? proposed
    }

    public func splitViewControllerDidCollapse(_ controller: UISplitViewController) {
      logic.splitCollapsed(true)
    }

    public func splitViewControllerDidExpand(_ controller: UISplitViewController) {
      logic.splitCollapsed(false)
    }

    public func splitViewController(
      _ controller: UISplitViewController, willShow column: UISplitViewController.Column
    ) {
      logic.column(SplitColumn(column), of: controller, shown: true)
    }

    public func splitViewController(
      _ controller: UISplitViewController, willHide column: UISplitViewController.Column
    ) {
      logic.column(SplitColumn(column), of: controller, shown: false)
    }
  }

  // NB: a split's columns are numbered as UIKit numbers its own (UISplitViewController.h:49-52:
  // primary, supplementary, secondary, then the compact column, which the host does not use).
  extension SplitColumn {
    /// UIKit's name of the column.
    var uiKit: UISplitViewController.Column { UISplitViewController.Column(rawValue: rawValue) ?? .secondary }

    /// The column UIKit names; `nil` for the compact column, which the host does not use.
    init?(_ column: UISplitViewController.Column) { self.init(rawValue: column.rawValue) }
  }
#endif
