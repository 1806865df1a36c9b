extension NavigationState {
  /// Traps in debug builds if the state breaks an invariant: every screen identity appears
  /// once in the tree, a tab bar has unique ids and a valid selection. Does nothing in release
  /// builds. Called by the Navigator after every change and by the tests.
  public func _checkInvariants() {
    #if DEBUG
      let ids = allEntries.map(\.id)
      precondition(Set(ids).count == ids.count, "A screen appears twice in the tree:\n\(self)")
      if case .tabs(let bar) = root {
        precondition(!bar.tabs.isEmpty, "A tab bar has no tabs")
        precondition(Set(bar.ids).count == bar.tabs.count, "Two tabs share an id:\n\(self)")
        precondition(bar.tabs.indices.contains(bar.selectedIndex), "No tab is selected")
      }
    #endif
  }
}
