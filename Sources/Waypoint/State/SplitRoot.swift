/// A column of a split view, as `UISplitViewController.Column` and `NavigationSplitViewColumn`
/// name them (UIKit's primary is the sidebar, its secondary the detail).
public enum SplitColumn: Int, Hashable, Sendable, CaseIterable, Comparable, CustomStringConvertible {
  /// The leading column (UIKit's `.primary`).
  case sidebar
  /// The middle column of a three-column split (UIKit's `.supplementary`).
  case supplementary
  /// The trailing column (UIKit's `.secondary`).
  case detail

  public static func < (lhs: SplitColumn, rhs: SplitColumn) -> Bool { lhs.rawValue < rhs.rawValue }

  public var description: String {
    switch self {
    case .sidebar: "sidebar"
    case .supplementary: "supplementary"
    case .detail: "detail"
    }
  }
}

/// A split view: a stack per column (sidebar, optional supplementary, detail), the column that
/// shows on a compact width, and whether the platform has collapsed the columns into one stack.
///
/// On a regular width every column shows its own stack. On a compact width the platform
/// collapses the columns into one stack, the way a column-style `UISplitViewController` stacks
/// its columns: the single stack is the sidebar's screens, then the supplementary's, then the
/// detail's, up to the ``compactColumn`` (``collapsedStack``). The columns above it stay in the
/// value, hidden, so expanding again brings every column back as it was: nothing a user pushed
/// is lost either way.
///
/// The sidebar's selection is the root of the column after it: selecting a product in the
/// catalogue sidebar is ``NavigationState/select(_:in:tag:)``, which gives the detail column a
/// new stack whose root shows the product.
///
/// ```swift
/// var state = NavigationState(
///   split: SplitRoot(sidebar: ScreenStack(Shop.catalog), detail: ScreenStack(Shop.placeholder)))
/// state.select(Shop.product(42))   // the detail column now shows product 42
/// state.push(Shop.reviews(42))     // pushed on the detail column
/// ```
///
/// ``isCollapsed`` is a fact the host reports (a rotation, Slide Over, a Stage Manager resize),
/// not something an app sets: ``NavigationState/plan(to:dismissingLayersTogether:)`` keeps it.
public struct SplitRoot: Hashable, Sendable {
  /// The leading column's stack.
  public var sidebar: ScreenStack
  /// The middle column's stack, in a three-column split.
  public private(set) var supplementary: ScreenStack?
  /// The trailing column's stack.
  public var detail: ScreenStack
  /// The column on top when the split is collapsed: the single stack holds the columns up to
  /// it. It follows the user (going back past a column's first screen shows the column before)
  /// and the app (``NavigationState/select(_:in:tag:)``).
  public private(set) var compactColumn: SplitColumn
  /// Whether the platform shows the columns collapsed into one stack now (a compact width).
  public private(set) var isCollapsed: Bool

  /// A split of `sidebar`, `supplementary` (three columns) and `detail`.
  ///
  /// - Parameters:
  ///   - sidebar: The leading column's stack.
  ///   - supplementary: The middle column's stack; `nil` for a split of two columns.
  ///   - detail: The trailing column's stack.
  ///   - compactColumn: The column on top on a compact width; one the split does not have
  ///     (`.supplementary` without a supplementary column) is the detail.
  ///   - isCollapsed: Whether the platform shows it collapsed; a host reports it, and a restored
  ///     state takes the host's.
  public init(
    sidebar: ScreenStack, supplementary: ScreenStack? = nil, detail: ScreenStack,
    compactColumn: SplitColumn = .detail, isCollapsed: Bool = false
  ) {
    self.sidebar = sidebar
    self.supplementary = supplementary
    self.detail = detail
    self.compactColumn = (compactColumn == .supplementary && supplementary == nil) ? .detail : compactColumn
    self.isCollapsed = isCollapsed
  }

  /// The columns the split has, leading first.
  public var columns: [SplitColumn] {
    supplementary == nil ? [.sidebar, .detail] : [.sidebar, .supplementary, .detail]
  }

  /// The stack of `column`; `nil` for a supplementary column the split does not have. Setting
  /// `nil`, or a column the split does not have, is ignored.
  public subscript(column: SplitColumn) -> ScreenStack? {
    get {
      switch column {
      case .sidebar: sidebar
      case .supplementary: supplementary
      case .detail: detail
      }
    }
    set {
      guard let newValue else { return }
      switch column {
      case .sidebar: sidebar = newValue
      case .supplementary where supplementary != nil: supplementary = newValue
      case .supplementary: break
      case .detail: detail = newValue
      }
    }
  }

  // MARK: The collapse rule

  /// The columns on screen: every column when expanded; collapsed, those stacked in the single
  /// stack (the leading ones up to ``compactColumn``).
  public var shownColumns: [SplitColumn] {
    isCollapsed ? columns.filter { $0 <= compactColumn } : columns
  }

  /// Where pushes go: the ``compactColumn`` when collapsed (the top of the single stack), the
  /// detail when expanded.
  public var topColumn: SplitColumn { isCollapsed ? compactColumn : .detail }

  /// The single stack a collapsed split shows: the sidebar's screens, then the supplementary's,
  /// then the detail's, up to the ``compactColumn``.
  ///
  /// - Complexity: O(*n*) in the screens of the shown columns.
  public var collapsedStack: ScreenStack {
    var stack = sidebar
    for column in columns.dropFirst() where column <= compactColumn {
      stack.path.append(contentsOf: self[column]?.entries ?? [])
    }
    return stack
  }

  /// The stack operations act on: collapsed, the single stack (``collapsedStack``), whose new
  /// screens are spread over the columns again (a pop past a column's first screen shows the
  /// column before); expanded, the detail.
  public var topStack: ScreenStack {
    get { isCollapsed ? collapsedStack : detail }
    set {
      if isCollapsed { setCollapsedStack(newValue) } else { detail = newValue }
    }
  }

  /// The screen on top: the top of the single stack when collapsed, of the detail when expanded.
  public var topScreen: ScreenEntry { (isCollapsed ? collapsedStack : detail).top }

  /// The split collapsed into one stack with `top` on top (the ``compactColumn`` when `nil`).
  /// Every column keeps its stack.
  public func collapsed(showing top: SplitColumn? = nil) -> SplitRoot {
    var split = self
    split.isCollapsed = true
    split.show(top ?? compactColumn)
    return split
  }

  /// The split expanded into its columns, each with the stack it held (pushes made while
  /// collapsed stay in the column they were pushed on).
  public func expanded() -> SplitRoot {
    var split = self
    split.isCollapsed = false
    return split
  }

  /// Makes `column` the one on top on a compact width.
  /// - Returns: `false`, changing nothing, when the split has no such column or it is on top.
  @discardableResult
  public mutating func show(_ column: SplitColumn) -> Bool {
    guard self[column] != nil, column != compactColumn else { return false }
    compactColumn = column
    return true
  }

  /// Sets whether the split is collapsed and which column shows on a compact width, as the host
  /// reports it.
  /// - Returns: `false`, changing nothing, when nothing changes or the split has no such column.
  @discardableResult
  mutating func follow(collapsed: Bool, showing column: SplitColumn) -> Bool {
    guard self[column] != nil, collapsed != isCollapsed || column != compactColumn else { return false }
    isCollapsed = collapsed
    compactColumn = column
    return true
  }

  /// Gives the single stack of a collapsed split new screens (a push, a pop, a stack replaced),
  /// and spreads them over the columns: a column whose first screen is in `stack` (after the
  /// previous column's) takes the screens from it up to the next such column's; the highest such
  /// column is on top. A column that was shown and is no longer keeps its first screen alone (the
  /// user went back past it); a column that was hidden keeps its stack.
  ///
  /// - Complexity: O(*n*) in the screens of `stack`.
  mutating func setCollapsedStack(_ stack: ScreenStack) {
    let entries = stack.entries
    var starts: [(column: SplitColumn, index: Int)] = [(.sidebar, 0)]
    var from = 1
    for column in columns.dropFirst() {
      guard let root = self[column]?.root.id,
        let index = entries[from...].firstIndex(where: { $0.id == root })
      else { break }
      starts.append((column, index))
      from = index + 1
    }
    let shown = shownColumns
    for (offset, start) in starts.enumerated() {
      let end = offset + 1 < starts.count ? starts[offset + 1].index : entries.count
      self[start.column] = ScreenStack(
        root: entries[start.index], path: Array(entries[(start.index + 1)..<end]))
    }
    let top = starts[starts.count - 1].column
    for column in shown where column > top {
      if let root = self[column]?.root { self[column] = ScreenStack(root: root) }
    }
    compactColumn = top
  }

  /// What is wrong with the split, or `nil`: its compact column must be one it has.
  var violation: String? {
    self[compactColumn] == nil ? "the split's compact column \(compactColumn) is not one of its columns" : nil
  }
}

/// Coded as its raw value, as a ``NavigationRecording`` writes it.
extension SplitColumn: Codable {}
