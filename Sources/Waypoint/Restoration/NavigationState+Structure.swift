extension NavigationState {
  /// Whether `other` shows the same tree: the same routes, tags, presentation styles, tab ids
  /// and selection (a split's columns and compact column) in the same places, whatever the
  /// screens' identities. A split's collapse is the host's, so it is not compared.
  ///
  /// A restored tree is structurally equal to the saved one, though every screen in it is new.
  ///
  /// - Complexity: O(*n*) in the number of screens.
  public func hasSameStructure(as other: NavigationState) -> Bool {
    func same(_ lhs: ScreenStack, _ rhs: ScreenStack) -> Bool {
      lhs.path.count == rhs.path.count
        && zip(lhs.entries, rhs.entries).allSatisfy { $0.route == $1.route && $0.tag == $1.tag }
    }
    func same(_ lhs: SplitRoot, _ rhs: SplitRoot) -> Bool {
      lhs.columns == rhs.columns && lhs.compactColumn == rhs.compactColumn
        && lhs.columns.allSatisfy { column in same(lhs[column] ?? lhs.detail, rhs[column] ?? rhs.detail) }
    }
    func same(_ lhs: Tab, _ rhs: Tab) -> Bool {
      switch (lhs.content, rhs.content) {
      case (.stack(let lhs), .stack(let rhs)): same(lhs, rhs)
      case (.split(let lhs), .split(let rhs)): same(lhs, rhs)
      default: false
      }
    }
    let sameRoot =
      switch (root, other.root) {
      case (.stack(let lhs), .stack(let rhs)): same(lhs, rhs)
      case (.tabs(let lhs), .tabs(let rhs)):
        lhs.selectedIndex == rhs.selectedIndex && lhs.ids == rhs.ids && lhs.hidden == rhs.hidden
          && zip(lhs.tabs, rhs.tabs).allSatisfy { same($0, $1) && $0.group == $1.group && $0.role == $1.role }
      case (.split(let lhs), .split(let rhs)): same(lhs, rhs)
      default: false
      }
    return sameRoot && modals.count == other.modals.count
      && zip(modals, other.modals).allSatisfy { $0.style == $1.style && same($0.stack, $1.stack) }
  }
}
