extension NavigationState {
  /// Removes the screen `id` and everything above it: the screens pushed above it in its
  /// stack, and the modal layers over that stack (a background tab's stack has none). A modal
  /// layer's first screen takes its layer, and the layers above, with it. A root of the tree
  /// (the root stack's, a tab's or a split column's first screen) cannot be removed.
  /// - Returns: `false`, changing nothing, when `id` is not in the tree or is a root.
  @discardableResult
  public mutating func remove(_ id: ScreenID) -> Bool {
    remove(id, keepingLayersAbove: false)
  }

  /// Removes the screen `id` with the screens pushed above it in its own stack; with
  /// `keepingLayersAbove`, the modal layers over that stack stay (a recheck asks about each on
  /// its own). A modal layer's first screen always takes its layer, and the layers above, with
  /// it.
  /// - Returns: `false`, changing nothing, when `id` is not in the tree or is a root.
  mutating func remove(_ id: ScreenID, keepingLayersAbove keep: Bool) -> Bool {
    if let index = modals.firstIndex(where: { $0.stack.contains(id) }) {
      if modals[index].id == id {
        modals.removeSubrange(index...)
        return true
      }
      modals[index].stack.removeFromPath(id)
      if !keep { modals.removeSubrange((index + 1)...) }
      return true
    }
    switch root {
    case .stack(var stack):
      guard stack.removeFromPath(id) else { return false }
      root = .stack(stack)
      if !keep { modals.removeAll() }
    case .tabs(let bar):
      guard let location = location(of: id), var stack = self[stack: location], stack.removeFromPath(id)
      else { return false }
      self[stack: location] = stack
      if !keep, case .tab(let tab) = location, bar.selected.id == tab { modals.removeAll() }
      if !keep, case .tabColumn(let tab, _) = location, bar.selected.id == tab { modals.removeAll() }
    case .split(var split):
      guard let column = split.columns.first(where: { split[$0]?.contains(id) == true }),
        var stack = split[column], stack.removeFromPath(id)
      else { return false }
      split[column] = stack
      root = .split(split)
      if !keep { modals.removeAll() }
    }
    return true
  }
}

extension ScreenStack {
  /// Removes the pushed screen `id` and those above it.
  @discardableResult
  mutating func removeFromPath(_ id: ScreenID) -> Bool {
    guard let index = path.firstIndex(where: { $0.id == id }) else { return false }
    path.removeSubrange(index...)
    return true
  }
}
