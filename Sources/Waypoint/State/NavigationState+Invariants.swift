extension NavigationState {
  /// What is wrong with the tree, or `nil` when nothing is: every screen identity appears
  /// once, and a tab bar has unique ids and a valid selection.
  ///
  /// The navigator refuses a change that breaks these with
  /// ``NavigationError/invalidState(_:)``.
  /// - Complexity: O(*n*) in the number of screens.
  public var invariantViolation: String? {
    var seen = Set<ScreenID>()
    for entry in allEntries where !seen.insert(entry.id).inserted {
      return "the screen \(entry) (\(entry.id)) appears twice"
    }
    if case .tabs(let bar) = root {
      if bar.tabs.isEmpty { return "a tab bar has no tabs" }
      if Set(bar.ids).count != bar.tabs.count { return "two tabs share an id" }
      if !bar.tabs.indices.contains(bar.selectedIndex) { return "no tab is selected" }
    }
    return nil
  }

  /// Traps in debug builds if the state breaks an invariant (see ``invariantViolation``);
  /// does nothing in release builds. Called by the tests.
  public func _checkInvariants() {
    #if DEBUG
      if let problem = invariantViolation {
        preconditionFailure("\(problem):\n\(self)")
      }
    #endif
  }
}
