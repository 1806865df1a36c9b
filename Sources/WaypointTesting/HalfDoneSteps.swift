@_spi(Hosts) import Waypoint

extension NavigationState {
  /// What a platform shows when it leaves `step`, from this state, half done: the stack of a
  /// `setStack` with all but the last of the screens it adds (two of three pushes), or with the
  /// screens it takes away gone and none it adds, or all but the last of those it takes away; a
  /// presented layer with all but the last of its screens; the layers of a dismissal of several
  /// with the top one gone. Any other step cannot be half done and shows this state.
  package func halfway(through step: NavigationStep) -> NavigationState {
    var half = self
    switch step {
    case .setStack(let stack, let location):
      guard let old = self[stack: location]?.entries else { return self }
      let new = stack.entries
      let kept = zip(old, new).prefix { $0.id == $1.id }.count
      let added = new.count - kept
      let removed = old.count - kept
      guard kept > 0 else { return self }
      let entries: [ScreenEntry]
      if added >= 2 {
        entries = Array(new.dropLast())
      } else if added == 1, removed >= 1 {
        entries = Array(old.prefix(kept))
      } else if removed >= 2 {
        entries = Array(old.dropLast())
      } else {
        return self
      }
      half[stack: location] = ScreenStack(root: entries[0], path: Array(entries.dropFirst()))
    case .present(var layer, let index):
      guard index == modals.count, !layer.stack.path.isEmpty else { return self }
      layer.stack.path.removeLast()
      half.modals.append(layer)
    case .dismiss(let index), .dismissLayers(let index):
      guard modals.count - index >= 2 else { return self }
      half.modals.removeLast()
    case .selectTab, .arrangeTabs, .showColumn, .setRoot:
      return self
    }
    return half
  }
}
