/// The screens two states do not share: what a change brought into the tree and what it took out.
///
/// Stacks are matched by place (the root stack, a tab by id, a modal layer by index); a screen
/// counts as kept only when it stays at the same place and position. One that moved is both
/// removed and added.
struct TreeChange {
  /// Screens of the new state not kept from the old one, in tree order.
  var added: [ScreenEntry] = []
  /// Screens of the old state not kept in the new one, in tree order.
  var removed: [ScreenEntry] = []

  var isEmpty: Bool { added.isEmpty && removed.isEmpty }

  /// Everything in `state`, as added.
  init(adding state: NavigationState) {
    added = state.allEntries
  }

  /// What changed from `old` to `new`.
  /// - Complexity: O(*k* + *s* log *n*) for the *k* screens that differ, over *s* stacks: stacks
  ///   that share their screens with the old state compare in O(log *n*), not O(*n*).
  init(from old: NavigationState, to new: NavigationState) {
    switch (old.root, new.root) {
    case (.stack(let before), .stack(let after)):
      compare(before, after)
    case (.tabs(let before), .tabs(let after)):
      for tab in after.tabs {
        if let stack = before[stackOf: tab.id] {
          compare(stack, tab.stack)
        } else {
          added += tab.stack.entries
        }
      }
      for tab in before.tabs where after.index(of: tab.id) == nil {
        removed += tab.stack.entries
      }
    case (.stack(let before), .tabs(let after)):
      removed += before.entries
      for tab in after.tabs { added += tab.stack.entries }
    case (.tabs(let before), .stack(let after)):
      for tab in before.tabs { removed += tab.stack.entries }
      added += after.entries
    }
    for index in 0..<Swift.max(old.modals.count, new.modals.count) {
      switch (old.modals.indices.contains(index), new.modals.indices.contains(index)) {
      case (true, true): compare(old.modals[index].stack, new.modals[index].stack)
      case (true, false): removed += old.modals[index].stack.entries
      case (false, true): added += new.modals[index].stack.entries
      case (false, false): break
      }
    }
  }

  private mutating func compare(_ old: ScreenStack, _ new: ScreenStack) {
    guard old.root == new.root else {
      removed += old.entries
      added += new.entries
      return
    }
    let common = old.path.commonPrefixCount(with: new.path)
    old.path.appendSuffix(from: common, to: &removed)
    new.path.appendSuffix(from: common, to: &added)
  }

  /// The first added screen whose identity is already in the tree (`live`, less what was
  /// removed) or added twice: a state must show each screen once.
  func screenAppearingTwice(live: Set<ScreenID>) -> ScreenEntry? {
    guard !added.isEmpty else { return nil }
    // NB: a push adds one screen and removes none; no set is made for it.
    if added.count == 1, removed.isEmpty {
      return live.contains(added[0].id) ? added[0] : nil
    }
    let gone = Set(removed.lazy.map(\.id))
    var seen = Set<ScreenID>(minimumCapacity: added.count)
    for entry in added {
      if live.contains(entry.id) && !gone.contains(entry.id) { return entry }
      if !seen.insert(entry.id).inserted { return entry }
    }
    return nil
  }
}
