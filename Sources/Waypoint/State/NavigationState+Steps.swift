// Steps: the primitive changes a host performs, applied to the tree the way a platform applies
// them.
extension NavigationState {
  /// Applies one step the way a platform would, refusing what a platform refuses.
  ///
  /// Refused, with `false` and nothing changed: dismissing a layer that is not the top one (or
  /// from an index that has no layer), presenting anywhere but on top, setting a stack that
  /// does not exist, selecting an unknown tab or split column, replacing the root while layers
  /// are presented. A split's collapse is the platform's: a new split root takes the old one's.
  @discardableResult
  public mutating func apply(_ step: NavigationStep) -> Bool {
    switch step {
    case .dismiss(at: let index):
      guard index == modals.count - 1 else { return false }
      modals.removeLast()
    case .dismissLayers(from: let index):
      guard modals.indices.contains(index) else { return false }
      modals.removeSubrange(index...)
    case .setStack(let stack, let location):
      guard self[stack: location] != nil else { return false }
      self[stack: location] = stack
    case .selectTab(let id):
      guard case .tabs(var bar) = root, bar.select(id) || bar.selected.id == id else { return false }
      root = .tabs(bar)
    case .arrangeTabs(let order, let hidden):
      guard case .tabs(var bar) = root, Set(order) == Set(bar.ids) else { return false }
      bar.arrange(order, hidden: hidden)
      root = .tabs(bar)
    case .showColumn(let column):
      guard split?[column] != nil else { return false }
      _ = modifySplit { $0.show(column) }
    case .present(let layer, let index):
      guard index == modals.count else { return false }
      modals.append(layer)
    case .setRoot(let newRoot):
      guard modals.isEmpty else { return false }
      root = newRoot.keepingCollapse(of: root)
      // NB: a new root is drawn showing its selected tab, not the More list.
      if case .tabs(let bar) = root { root = .tabs(bar.leavingTheMoreList()) }
    }
    return true
  }
}
