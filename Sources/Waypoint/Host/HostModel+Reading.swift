// What a read of the platform means. A UIKit or SwiftUI host reads identities off its controllers
// or bindings (what a navigation controller shows after a back tap, what a path binding was set
// to, what is on screen when a completion never came) and the model says what they mean, so no
// host decides it again.

extension HostModel {
  /// What the user changed in the stack at `location`, read from the identities the platform's
  /// stack shows now: a navigation controller's `viewControllers` after a back tap, a swipe,
  /// the back menu, a re-tapped tab or a controller popping itself; a `NavigationStack` path a
  /// binding was given.
  ///
  /// - Parameters:
  ///   - location: The stack.
  ///   - ids: The identities it shows, bottom first; `nil` for an object the host does not know.
  /// - Returns: `nil` when the stack shows what is shown (nothing to report), or
  ///   `.popped(to:)` when it shows a shorter start of it.
  /// - Throws: ``HostError/foreignScreens(_:)`` for anything else (a screen pushed around the
  ///   navigator, a stack reordered underneath it): the host puts the shown stack back or
  ///   ignores the write, and logs it; also when there is no such stack.
  package func userChange(inStackAt location: StackLocation, showing ids: [ScreenID?]) throws(HostError)
    -> UserChange?
  {
    guard let held = shown[stack: location]?.entries.map(\.id) else { throw .foreignScreens(location) }
    guard !ids.isEmpty, ids.count <= held.count, zip(ids, held).allSatisfy({ $0 == $1 }) else {
      throw .foreignScreens(location)
    }
    return ids.count == held.count ? nil : .popped(to: held[ids.count - 1])
  }

  /// The state `read` shows, made of the screens, tabs and layers `transition` knows; `nil` when
  /// it holds a screen neither end of `transition` knows, or is not a valid tree.
  package static func state(showing read: ScreenRead, from transition: HostTransition) -> NavigationState? {
    let candidates = [transition.after, transition.before]
    if let same = candidates.first(where: { $0.read == read }) { return same }
    var entries: [ScreenID: ScreenEntry] = [:]
    for state in candidates {
      for entry in state.allEntries where entries[entry.id] == nil { entries[entry.id] = entry }
    }
    func stack(_ ids: [ScreenID]) -> ScreenStack? {
      let found = ids.compactMap { entries[$0] }
      guard found.count == ids.count, let root = found.first else { return nil }
      return ScreenStack(root: root, path: Array(found.dropFirst()))
    }
    let root: NavigationRoot
    if let selected = read.selectedTab {
      // NB: each tab as a known bar lists it (its group, role, content, the hidden tabs), with
      // the stacks read: a split's column by column.
      guard
        var bar = candidates.lazy.compactMap(\.tabBar).first(where: {
          $0.stackLocations.count == read.stacks.count && $0.tabs.indices.contains(selected)
        })
      else { return nil }
      var stacks = read.stacks[...]
      for tab in bar.tabs {
        switch tab.content {
        case .stack:
          guard let ids = stacks.popFirst(), let shown = stack(ids) else { return nil }
          bar.setContent(.stack(shown), of: tab.id)
        case .split(var split):
          for column in split.columns {
            guard let ids = stacks.popFirst(), let shown = stack(ids) else { return nil }
            split[column] = shown
          }
          bar.setContent(.split(split), of: tab.id)
        }
      }
      bar.select(bar.tabs[selected].id)
      if read.showsMoreList, !bar.showMoreList() { return nil }
      var tabs = NavigationRoot.tabs(bar)
      if let shown = read.split {
        tabs = tabs.collapsingSplits(shown.collapsed)
        if case .tabs(var collapsed) = tabs, var split = collapsed.selected.split {
          split.follow(collapsed: shown.collapsed, showing: shown.showing)
          collapsed.setContent(.split(split), of: collapsed.selected.id)
          tabs = .tabs(collapsed)
        }
      }
      root = tabs
    } else if let shown = read.split {
      let stacks = read.stacks.compactMap(stack)
      guard stacks.count == read.stacks.count, (2...3).contains(stacks.count) else { return nil }
      var split = SplitRoot(
        sidebar: stacks[0], supplementary: stacks.count == 3 ? stacks[1] : nil,
        detail: stacks[stacks.count - 1],
        compactColumn: shown.showing)
      if shown.collapsed { split = split.collapsed() }
      root = .split(split)
    } else {
      guard read.stacks.count == 1, let only = stack(read.stacks[0]) else { return nil }
      root = .stack(only)
    }
    var modals: [ModalLayer] = []
    for ids in read.layers {
      let known = candidates.lazy.flatMap(\.modals).first { $0.id == ids.first }
      guard let known, let stack = stack(ids) else { return nil }
      modals.append(ModalLayer(style: known.style, stack: stack, embedded: known.embedded))
    }
    let state = NavigationState(root: root, modals: modals)
    return state.invariantViolation == nil ? state : nil
  }
}
