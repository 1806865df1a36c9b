extension NavigationState {
  /// What is wrong with the tree, or `nil` when nothing is: every screen identity appears
  /// once, a tab bar has unique ids and a valid selection, a layer without a navigation
  /// container (``ModalLayer/embedded``) shows a single screen, and a dialog's layer its dialog.
  ///
  /// The navigator refuses a change that breaks these with
  /// ``NavigationError/invalidState(_:)``.
  /// - Complexity: O(*n*) in the number of screens.
  public var invariantViolation: String? {
    var seen = Set<ScreenID>()
    for entry in allEntries where !seen.insert(entry.id).inserted {
      return Self.appearsTwice(entry)
    }
    return shapeViolation
  }

  /// What is wrong with `target`, reached from this valid tree by `changes`: a screen twice, a
  /// broken tab bar, a push into a layer without a navigation container.
  ///
  /// - Complexity: O(*k*) hashing for the *k* screens the change adds, and a search of this tree
  ///   for each of them; unlike ``invariantViolation``, the screens kept are not hashed.
  func violation(reaching target: NavigationState, _ changes: ScreenChanges? = nil) -> String? {
    let changes = changes ?? ScreenChanges(from: self, to: target)
    let moved = Set(changes.removed.map(\.id))
    var seen = Set<ScreenID>()
    for entry in changes.added
    where !seen.insert(entry.id).inserted || (!moved.contains(entry.id) && contains(entry.id)) {
      return Self.appearsTwice(entry)
    }
    return target.shapeViolation
  }

  static func appearsTwice(_ entry: ScreenEntry) -> String {
    "the screen \(entry) (\(entry.id)) appears twice"
  }

  /// What is wrong with the tree apart from its screens' identities: the tab bar, a push into a
  /// layer without a navigation container, a dialog's layer showing a screen.
  var shapeViolation: String? {
    for (index, layer) in modals.enumerated() {
      if !layer.embedded && !layer.stack.path.isEmpty {
        return "modal \(index) has no navigation container, so nothing can be pushed in it"
      }
      if layer.style.isDialog && layer.dialog == nil {
        return "modal \(index) is a dialog's layer, so it shows its dialog and nothing else"
      }
    }
    if case .split(let split) = root { return split.violation }
    guard case .tabs(let bar) = root else { return nil }
    if bar.tabs.isEmpty { return "a tab bar has no tabs" }
    if Set(bar.ids).count != bar.tabs.count { return "two tabs share an id" }
    if !bar.tabs.indices.contains(bar.selectedIndex) { return "no tab is selected" }
    if bar.showsMoreList && bar.tabsUnderMore.isEmpty {
      return "the More list shows, but the bar has no More tab"
    }
    if let split = bar.tabs.lazy.compactMap(\.split).first(where: { $0.violation != nil }) {
      return split.violation
    }
    if Set(bar.tabs.compactMap(\.split?.isCollapsed)).count > 1 {
      return "the tabs' split views are not all collapsed or all expanded (they follow one window)"
    }
    return nil
  }

  /// Traps in debug builds if the state breaks an invariant (see ``invariantViolation``);
  /// does nothing in release builds. The navigator calls it after every step.
  public func _checkInvariants() {
    #if DEBUG
      if let problem = invariantViolation {
        preconditionFailure("\(problem):\n\(self)")
      }
    #endif
  }
}
