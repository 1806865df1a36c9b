@_spi(Hosts) import Waypoint

extension NavigationState {
  /// What a platform shows when it leaves `step`, from this state, half done: the stack of a
  /// `setStack` with all but the last of the screens it adds (two of three pushes), or all but
  /// the last of those it takes away; the layers of a dismissal of several with the top one gone.
  /// Any other step cannot be half done and shows this state.
  package func halfway(through step: NavigationStep) -> NavigationState {
    var half = self
    switch step {
    case .setStack(let stack, let location):
      guard let old = self[stack: location]?.entries else { return self }
      let new = stack.entries
      let kept = zip(old, new).prefix { $0.id == $1.id }.count
      guard kept > 0 else { return self }
      let entries =
        new.count - kept >= 2
        ? Array(new.dropLast()) : old.count - kept >= 2 && new.count == kept ? Array(old.dropLast()) : old
      half[stack: location] = ScreenStack(root: entries[0], path: Array(entries.dropFirst()))
    case .dismiss(let index), .dismissLayers(let index):
      guard modals.count - index >= 2 else { return self }
      half.modals.removeLast()
    case .present, .selectTab, .showColumn, .setRoot:
      return self
    }
    return half
  }
}
