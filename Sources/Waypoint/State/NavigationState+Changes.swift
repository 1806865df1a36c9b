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

  /// The first added screen that would then be in the tree twice: already in it (`live`, less
  /// what was removed) or added twice.
  func screenAppearingTwice(live: LiveScreens) -> ScreenEntry? {
    guard !added.isEmpty else { return nil }
    // NB: a push adds one screen and removes none; no table is made for it.
    if added.count == 1, removed.isEmpty {
      return live.contains(added[0].id) ? added[0] : nil
    }
    var net: [ScreenID: Int] = [:]
    for entry in removed { net[entry.id, default: 0] -= 1 }
    for entry in added {
      net[entry.id, default: 0] += 1
      if live.count(of: entry.id) + net[entry.id, default: 0] > 1 { return entry }
    }
    return nil
  }
}

/// The screens in a tree, counted: each identity and how many times it appears.
///
/// A valid tree holds each screen once, but a plan that failed half-way (a host error between
/// a step that adds a screen to one stack and the step that takes it from another) can leave
/// one shown twice; counting keeps the record right when one of the two goes.
struct LiveScreens: Equatable {
  private var counts: [ScreenID: Int] = [:]

  /// The screens of `entries`.
  init(_ entries: some Sequence<ScreenEntry>) {
    for entry in entries { counts[entry.id, default: 0] += 1 }
  }

  /// Whether the screen `id` is in the tree.
  func contains(_ id: ScreenID) -> Bool { counts[id] != nil }

  /// How many times the screen `id` is in the tree.
  func count(of id: ScreenID) -> Int { counts[id, default: 0] }

  /// Follows `change`.
  mutating func apply(_ change: TreeChange) {
    for entry in change.removed {
      guard let count = counts[entry.id] else { continue }
      counts[entry.id] = count > 1 ? count - 1 : nil
    }
    for entry in change.added { counts[entry.id, default: 0] += 1 }
  }
}
