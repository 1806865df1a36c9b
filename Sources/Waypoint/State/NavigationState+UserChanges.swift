// What the user did directly on screen (back, swipe, pull-down, a tab tapped), and what the
// platform showed of its own accord, as the hosts report it, and how the tree follows it.

/// What changed on screen without the navigator asking: what the user did directly, reported by
/// identity, or what the platform showed of its own accord.
public enum UserChange: Hashable, Sendable, CustomStringConvertible {
  /// The user went back in a stack so that the screen `to` is its top: the back button, a
  /// swipe, the long-press back menu, a tab re-tapped, a screen popping itself.
  case popped(to: ScreenID)
  /// The user dismissed the layer whose first screen is `layer`, and the layers above it: a
  /// pull-down, a tap outside, a screen dismissing itself.
  case dismissed(layer: ScreenID)
  /// The user selected the tab `tab`.
  case selected(tab: AnyTag)
  /// The user tapped the More tab of a bar of more than ``TabBar/mostTabsWithoutMore`` tabs, or
  /// went back to its list: the list shows in place of the selected tab (``TabBar/showsMoreList``).
  case showedMoreList
  /// The user reordered or hid tabs (the sidebar's Edit, the More tab's Edit): the tabs are
  /// listed in `tabs`' order, and those of `hidden` are hidden (``TabBar/arrange(_:hidden:)``).
  case arranged(tabs: [AnyTag], hidden: [AnyTag])
  /// The split view collapsed or expanded (a rotation, Slide Over, a Stage Manager resize), or
  /// the user went back past a column's first screen on a compact width: `collapsed` is whether
  /// it is collapsed now (every split view of the tree follows the window's width), `showing` the
  /// column on top on a compact width of the split on screen (ignored when none is).
  case split(collapsed: Bool, showing: SplitColumn)
  /// The platform shows `state`, which is neither where a step began nor where it was going: a
  /// step it left half done (two of three pushes shown), or did otherwise. The host reports it
  /// as it reports the user's changes, so the navigator's state, the screens' lifecycle and the
  /// leave guards follow what is on screen; the step's request fails with
  /// `HostError.leftHalfDone(_:screen:)`.
  case platformShows(NavigationState)

  public var description: String {
    switch self {
    case .popped(let id): "popped to \(id)"
    case .dismissed(let id): "dismissed \(id)"
    case .selected(let tab): "selected tab \(tab)"
    case .showedMoreList: "showed the More list"
    case .arranged(let tabs, let hidden):
      "arranged tabs \(tabs.map(\.description))\(hidden.isEmpty ? "" : " hiding \(hidden.map(\.description))")"
    case .split(let collapsed, let column): "split \(collapsed ? "collapsed" : "expanded") showing \(column)"
    case .platformShows(let state): "platform shows \(state.read)"
    }
  }
}

extension NavigationState {
  /// Applies what the user did.
  /// - Returns: `false`, changing nothing, when it does not fit the tree: no such screen,
  ///   layer or tab, or nothing would change.
  @discardableResult
  public mutating func apply(_ change: UserChange) -> Bool {
    switch change {
    case .popped(let id):
      guard let location = location(of: id), var stack = self[stack: location], stack.top.id != id else {
        return false
      }
      if stack.root.id == id {
        stack.path.removeAll()
      } else if let index = stack.path.lastIndex(where: { $0.id == id }) {
        stack.path.removeSubrange((index + 1)...)
      }
      self[stack: location] = stack
    case .dismissed(let id):
      guard let index = modals.lastIndex(where: { $0.id == id }) else { return false }
      modals.removeSubrange(index...)
    case .selected(let tab):
      guard case .tabs(var bar) = root, bar.select(tab) else { return false }
      root = .tabs(bar)
    case .showedMoreList:
      guard case .tabs(var bar) = root, bar.showMoreList() else { return false }
      root = .tabs(bar)
    case .arranged(let tabs, let hidden):
      guard case .tabs(var bar) = root, bar.arrange(tabs, hidden: hidden) else { return false }
      root = .tabs(bar)
    case .split(let collapsed, let column):
      // NB: every split view follows the window's width; `column` is the one on screen's.
      if let split, split[column] == nil { return false }
      var next = self
      next.root = root.collapsingSplits(collapsed)
      _ = next.modifySplit { $0.follow(collapsed: collapsed, showing: column) }
      guard next != self else { return false }
      self = next
    case .platformShows(let shown):
      guard shown != self, shown.invariantViolation == nil else { return false }
      self = shown
    }
    return true
  }
}

/// What the user changed while a plan ran: the screens they removed, the tab they selected (or
/// the More list they went to), how they arranged the tabs and how the split view shows.
struct UserChanges {
  var removed: Set<ScreenID> = []
  var selectedTab: AnyTag?
  /// Whether the More list was on screen after the user's last selection.
  var showedMoreList = false
  var arrangement: (tabs: [AnyTag], hidden: [AnyTag])?
  /// Whether the splits collapsed, and the column on top of the split on screen then, with the
  /// place of that split (`nil`: none was on screen, and no column was shown).
  var split: (collapsed: Bool, showing: SplitColumn?, place: StackLocation?)?

  var isEmpty: Bool {
    removed.isEmpty && selectedTab == nil && !showedMoreList && arrangement == nil && split == nil
  }

  /// Records `change`, made on `state`.
  mutating func record(_ change: UserChange, on state: NavigationState) {
    switch change {
    case .popped(let id):
      guard let location = state.location(of: id), let stack = state[stack: location] else { return }
      let kept = stack.path.firstIndex { $0.id == id }.map { $0 + 1 } ?? 0
      removed.formUnion(stack.path[kept...].map(\.id))
    case .dismissed(let id):
      guard let index = state.modals.lastIndex(where: { $0.id == id }) else { return }
      removed.formUnion(state.modals[index...].flatMap(\.stack.entries).map(\.id))
    case .selected(let tab):
      selectedTab = tab
      showedMoreList = false
    case .showedMoreList:
      showedMoreList = true
    case .arranged(let tabs, let hidden):
      arrangement = (tabs, hidden)
    case .split(let collapsed, let column):
      split = (collapsed, state.split == nil ? nil : column, state.splitPlace)
    case .platformShows(let shown):
      removed.formUnion(Set(state.allEntries.map(\.id)).subtracting(shown.allEntries.map(\.id)))
      if let tab = shown.tabBar?.selected.id, tab != state.tabBar?.selected.id { selectedTab = tab }
      showedMoreList = shown.tabBar?.showsMoreList == true
      if let bar = shown.tabBar, bar.ids != state.tabBar?.ids || bar.hidden != state.tabBar?.hidden {
        arrangement = (bar.ids, bar.hidden)
      }
      if let new = shown.split,
        new.isCollapsed != state.split?.isCollapsed
          || new.compactColumn != state.split?.compactColumn
      {
        split = (new.isCollapsed, new.compactColumn, shown.splitPlace)
      }
    }
  }
}

extension NavigationState {
  /// Keeps what the user did: the screens they removed leave this tree too (a layer whose first
  /// screen they dismissed goes whole), the tab they selected is selected, the tabs are listed
  /// as they arranged them, and a split shows as the platform shows it.
  mutating func keep(_ changes: UserChanges) {
    modals.removeAll { changes.removed.contains($0.id) }
    for index in modals.indices {
      modals[index].stack.path.removeAll { changes.removed.contains($0.id) }
    }
    switch root {
    case .stack(var stack):
      stack.path.removeAll { changes.removed.contains($0.id) }
      root = .stack(stack)
    case .tabs(var bar):
      for tab in bar.tabs {
        switch tab.content {
        case .stack(var stack):
          stack.path.removeAll { changes.removed.contains($0.id) }
          bar.setContent(.stack(stack), of: tab.id)
        case .split(var split):
          for column in split.columns {
            split[column]?.path.removeAll { changes.removed.contains($0.id) }
          }
          bar.setContent(.split(split), of: tab.id)
        }
      }
      if let tab = changes.selectedTab { bar.select(tab) }
      if changes.showedMoreList { _ = bar.showMoreList() }
      if let arrangement = changes.arrangement { bar.arrange(arrangement.tabs, hidden: arrangement.hidden) }
      root = .tabs(bar)
      if let shown = changes.split { keepSplit(shown) }
    case .split(var split):
      for column in split.columns {
        split[column]?.path.removeAll { changes.removed.contains($0.id) }
      }
      root = .split(split)
      if let shown = changes.split { keepSplit(shown) }
    }
  }

  /// Keeps how the platform shows the splits: every split collapsed or expanded as the user left
  /// them, and the column on top of the split they saw, if it is the one on screen here.
  private mutating func keepSplit(_ shown: (collapsed: Bool, showing: SplitColumn?, place: StackLocation?)) {
    root = root.collapsingSplits(shown.collapsed)
    guard let column = shown.showing, splitPlace == shown.place else { return }
    _ = modifySplit { $0.follow(collapsed: shown.collapsed, showing: column) }
  }
}

/// Coded as a ``NavigationRecording`` writes it; a change holding a tree or a tag only inside one.
extension UserChange: Codable {}
