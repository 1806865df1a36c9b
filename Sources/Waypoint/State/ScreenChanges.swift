/// The screens one state has and another has not: what a change brought into the tree and
/// what it took out.
///
/// Stacks are compared at the same place (the root stack, a tab by id, a modal layer by
/// index); past the bottom screens a stack keeps, its screens count as removed and the new
/// ones as added. A screen that moved (or now shows another route) is in both lists.
struct ScreenChanges {
  /// Screens of the new state not kept in place from the old one, in tree order.
  var added: [ScreenEntry] = []
  /// Screens of the old state not kept in place in the new one, in tree order.
  var removed: [ScreenEntry] = []

  /// What changed from `old` to `new`.
  /// - Complexity: O(*n*) comparisons of screens, and hashing only of those that differ.
  init(from old: NavigationState, to new: NavigationState) {
    switch (old.root, new.root) {
    case (.stack(let before), .stack(let after)):
      compare(before, after)
    case (.tabs(let before), .tabs(let after)):
      for tab in after.tabs {
        switch (before.index(of: tab.id).map { before.tabs[$0].content }, tab.content) {
        case (.stack(let old)?, .stack(let new)): compare(old, new)
        case (.split(let old)?, .split(let new)) where old.columns == new.columns: compare(old, new)
        case (let old?, _):
          Self.append(Tab.entries(of: old), to: &removed)
          Self.append(tab.entries, to: &added)
        case (nil, _): Self.append(tab.entries, to: &added)
        }
      }
      for tab in before.tabs where after.index(of: tab.id) == nil {
        Self.append(tab.entries, to: &removed)
      }
    case (.split(let before), .split(let after)) where before.columns == after.columns:
      compare(before, after)
    default:
      removed = old.rootEntries
      added = new.rootEntries
    }
    for index in 0..<max(old.modals.count, new.modals.count) {
      let before = old.modals.indices.contains(index) ? old.modals[index].stack : nil
      let after = new.modals.indices.contains(index) ? new.modals[index].stack : nil
      switch (before, after) {
      case (let before?, let after?): compare(before, after)
      case (let before?, nil): Self.append(before.entries, to: &removed)
      case (nil, let after?): Self.append(after.entries, to: &added)
      case (nil, nil): break
      }
    }
  }

  /// Appends `entries` to `list`, taking the array itself when `list` is empty: a change that
  /// adds or removes one layer or one stack's tail copies nothing.
  private static func append(_ entries: [ScreenEntry], to list: inout [ScreenEntry]) {
    if list.isEmpty { list = entries } else { list += entries }
  }

  private mutating func compare(_ old: SplitRoot, _ new: SplitRoot) {
    for column in new.columns {
      if let before = old[column], let after = new[column] { compare(before, after) }
    }
  }

  private mutating func compare(_ old: ScreenStack, _ new: ScreenStack) {
    let tails = old.differingTails(from: new)
    Self.append(tails.old, to: &removed)
    Self.append(tails.new, to: &added)
  }

  /// The identities of the removed screens that are not in the new state at all.
  var gone: [ScreenID] {
    guard !added.isEmpty else { return removed.map(\.id) }
    let arrived = Set(added.map(\.id))
    return removed.lazy.map(\.id).filter { !arrived.contains($0) }
  }

  /// The added screens that were not in the old state at all, or now show another route.
  var appearing: [ScreenEntry] {
    guard !removed.isEmpty, !added.isEmpty else { return added }
    let before = Dictionary(removed.map { ($0.id, $0.route) }) { first, _ in first }
    return added.filter { before[$0.id] != $0.route }
  }

  /// The added screens that were not in the old state at all.
  var new: [ScreenEntry] {
    guard !removed.isEmpty, !added.isEmpty else { return added }
    let before = Set(removed.map(\.id))
    return added.filter { !before.contains($0.id) }
  }
}

extension NavigationState {
  /// The screens of the root: its stack, every tab's stack in order, or every column's.
  var rootEntries: [ScreenEntry] {
    switch root {
    case .stack(let stack): stack.entries
    case .tabs(let bar): bar.tabs.flatMap(\.entries)
    case .split(let split): split.columns.flatMap { split[$0]?.entries ?? [] }
    }
  }
}
