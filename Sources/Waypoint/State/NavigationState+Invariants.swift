extension NavigationState {
  /// What is wrong with the tree, or `nil` when nothing is: every screen identity appears
  /// once, and a tab bar has unique ids and a valid selection.
  ///
  /// The navigator refuses a change that breaks these with
  /// ``NavigationError/invalidState(_:)``.
  /// - Complexity: O(*n*) in the number of screens.
  public var invariantViolation: String? {
    if let twice = screenAppearingTwice {
      return Self.appearsTwice(twice)
    }
    return tabBarViolation
  }

  static func appearsTwice(_ entry: ScreenEntry) -> String {
    "the screen \(entry) (\(entry.id)) appears twice"
  }

  /// What is wrong with the tab bar, if anything; O(*t*²) in the tabs, without allocating.
  var tabBarViolation: String? {
    guard case .tabs(let bar) = root else { return nil }
    if bar.tabs.isEmpty { return "a tab bar has no tabs" }
    for (index, tab) in bar.tabs.enumerated() where bar.tabs[..<index].contains(where: { $0.id == tab.id }) {
      return "two tabs share an id"
    }
    if !bar.tabs.indices.contains(bar.selectedIndex) { return "no tab is selected" }
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

  // NB: one allocation, no array of entries, identities hashed as plain integers. The navigator
  // checks only what a change adds (`TreeChange.screenAppearingTwice(live:)`).
  private var screenAppearingTwice: ScreenEntry? {
    var stacks: [ScreenStack] = []
    switch root {
    case .stack(let stack): stacks.append(stack)
    case .tabs(let bar): stacks += bar.tabs.lazy.map(\.stack)
    }
    stacks += modals.lazy.map(\.stack)
    guard stacks.count > 1 || !stacks[0].path.isEmpty else { return nil }
    var seen = Set<UInt64>(minimumCapacity: stacks.reduce(0) { $0 + $1.path.count + 1 })
    for stack in stacks {
      if !seen.insert(stack.root.id.rawValue).inserted { return stack.root }
      for entry in stack.path where !seen.insert(entry.id.rawValue).inserted { return entry }
    }
    return nil
  }
}
