// Split view operations: a selection in a column, and which column shows on a compact width.
// Names follow UIKit (`show(_:)` a column) and SwiftUI's `NavigationSplitView` selection.
extension NavigationState {
  /// Selects `route` for `column`: the column gets a new stack whose root shows it (the
  /// sidebar's selection is the detail's root), and on a compact width the column comes on top.
  /// Modal layers stay where they are.
  ///
  /// ```swift
  /// state.select(Shop.product(42))   // the catalogue sidebar selected product 42
  /// ```
  ///
  /// - Parameters:
  ///   - route: The screen at the root of the column.
  ///   - column: The column; the detail unless a three-column split selects its supplementary.
  ///   - tag: Tags the column's first screen.
  /// - Returns: `false`, changing nothing, when no split is on screen (the root's, or the selected
  ///   tab's) or it has no such column.
  @discardableResult
  public mutating func select(
    _ route: some Route, in column: SplitColumn = .detail, tag: (any Hashable & Sendable)? = nil
  ) -> Bool {
    select(ScreenEntry(route, tag: tag), in: column)
  }

  /// Selects `entry` for `column` (see ``select(_:in:tag:)``).
  @discardableResult
  public mutating func select(_ entry: ScreenEntry, in column: SplitColumn) -> Bool {
    modifySplit { split in
      guard split[column] != nil else { return false }
      split[column] = ScreenStack(root: entry)
      split.show(column)
      return true
    }
  }

  /// Makes `column` the one on top on a compact width (UIKit's `show(_:)` of a column, SwiftUI's
  /// `preferredCompactColumn`): collapsed, the single stack then holds the columns up to it.
  /// - Returns: `false`, changing nothing, when no split is on screen, it has no such column, or
  ///   it is already on top.
  @discardableResult
  public mutating func show(column: SplitColumn) -> Bool {
    modifySplit { $0.show(column) }
  }
}
