extension NavigationState {
  /// The primitive steps that take the screen from this state to `target`, in an order UIKit
  /// and SwiftUI accept.
  ///
  /// 1. Modal layers that go, or change identity, style or container, are dismissed top down
  ///    before anything they cover is touched: one at a time, or in one step when
  ///    `dismissingLayersTogether` (a host that can, as UIKit can).
  /// 2. A root of another shape (a stack becoming tabs, tabs with other ids, groups or roles, a
  ///    split with other columns) is replaced whole; the tabs' order and hidden tabs are set by
  ///    ``NavigationStep/arrangeTabs(_:hidden:)``. Otherwise each changed stack under and in the kept layers is
  ///    set, removals first: a stack a screen moves out of is set without it before the stack it
  ///    moves into gets it, so no step ever shows a screen twice. The tab selection follows its
  ///    stacks; a split's compact column comes before its stacks when it goes back (the columns
  ///    it leaves are hidden before they change) and after them otherwise.
  /// 3. New layers are presented bottom up.
  ///
  /// Applying the steps to this state with `apply(_:)` gives `target` exactly, but for a split's
  /// ``SplitRoot/isCollapsed``: that is the platform's fact, which no step changes, so this
  /// state's is kept.
  ///
  /// - Complexity: O(*n*) in the number of screens.
  public func plan(to target: NavigationState, dismissingLayersTogether: Bool = false) -> [NavigationStep] {
    var steps: [NavigationStep] = []
    let target = NavigationState(root: target.root.keepingCollapse(of: root), modals: target.modals)
    let sameShape = root.hasSameShape(as: target.root) && !movesAHiddenSplit(toward: target)
    var kept = 0
    while sameShape, kept < modals.count, kept < target.modals.count,
      modals[kept].keepsPresentation(as: target.modals[kept])
    {
      kept += 1
    }
    if dismissingLayersTogether, modals.count - kept > 1 {
      steps.append(.dismissLayers(from: kept))
    } else {
      for index in (kept..<modals.count).reversed() { steps.append(.dismiss(at: index)) }
    }
    if sameShape {
      steps += stackSteps(to: target, keptLayers: kept)
    } else {
      steps.append(.setRoot(target.root))
    }
    for index in kept..<target.modals.count {
      steps.append(.present(target.modals[index], at: index))
    }
    return steps
  }

  /// The steps that set the changed stacks of a root of the same shape and of the first
  /// `keptLayers` layers, removals first, then the tab selection.
  private func stackSteps(to target: NavigationState, keptLayers: Int) -> [NavigationStep] {
    var changed: [(location: StackLocation, old: ScreenStack, new: ScreenStack)] = []
    switch (root, target.root) {
    case (.stack(let old), .stack(let new)) where old != new:
      changed.append((.root, old, new))
    case (.tabs(let old), .tabs(let new)):
      for newTab in new.tabs {
        guard let oldTab = old.index(of: newTab.id).map({ old.tabs[$0] }) else { continue }
        switch (oldTab.content, newTab.content) {
        case (.stack(let oldStack), .stack(let newStack)) where oldStack != newStack:
          changed.append((.tab(newTab.id), oldStack, newStack))
        case (.split(let oldSplit), .split(let newSplit)):
          for column in oldSplit.columns {
            guard let oldStack = oldSplit[column], let newStack = newSplit[column], oldStack != newStack
            else { continue }
            changed.append((.tabColumn(newTab.id, column), oldStack, newStack))
          }
        default: break
        }
      }
    case (.split(let old), .split(let new)):
      for column in old.columns {
        guard let oldStack = old[column], let newStack = new[column], oldStack != newStack else { continue }
        changed.append((.column(column), oldStack, newStack))
      }
    default:
      break
    }
    for index in 0..<keptLayers where modals[index].stack != target.modals[index].stack {
      changed.append((.modal(index), modals[index].stack, target.modals[index].stack))
    }
    var steps: [NavigationStep] = []
    // NB: the column steps act on the split on screen. The one on screen now changes its column
    // while it is: going back, first (the columns it leaves are hidden before they change);
    // otherwise after its stacks, and before its tab is left. The one on screen at the end (a
    // tab selected now) changes it once its tab is selected.
    let place = splitPlace
    let targetPlace = target.splitPlace
    let leftAs = place.flatMap { target.split(at: $0) }
    var shownNow = false
    if let old = split, let new = leftAs, new.compactColumn < old.compactColumn {
      steps.append(.showColumn(new.compactColumn))
      shownNow = true
    }
    var emptied: [StackLocation: ScreenStack] = [:]
    // NB: a screen moving between stacks leaves its old stack first (a view controller cannot
    // sit in two navigation controllers, and the tree must never hold it twice). Only what
    // differs past the screens a stack keeps at its bottom is compared.
    // NB: a screen can only move between stacks when two or more stacks change; with one (a
    // push, a pop), no set is made.
    if changed.count > 1 {
      let tails = changed.map { $0.old.differingTails(from: $0.new) }
      let arriving = Set(tails.flatMap { $0.new.map(\.id) })
      for ((location, old, _), tail) in zip(changed, tails) where !arriving.isEmpty {
        let staying = Set(tail.new.map(\.id))
        let leaving = Set(tail.old.lazy.map(\.id).filter { !staying.contains($0) && arriving.contains($0) })
        guard !leaving.isEmpty, !leaving.contains(old.root.id) else { continue }
        var stack = old
        stack.path.removeAll { leaving.contains($0.id) }
        steps.append(.setStack(stack, in: location))
        emptied[location] = stack
      }
    }
    for (location, _, new) in changed where emptied.isEmpty || emptied[location] != new {
      steps.append(.setStack(new, in: location))
    }
    if place != targetPlace, !shownNow, let old = split, let new = leftAs,
      new.compactColumn != old.compactColumn
    {
      steps.append(.showColumn(new.compactColumn))
    }
    if case .tabs(let old) = root, case .tabs(let new) = target.root {
      // NB: the user's order and hidden tabs change no screen; listed after the selection, since
      // the selected tab is never hidden and the target may hide the one selected now.
      if old.selected.id != new.selected.id || old.showsMoreList && !new.showsMoreList {
        steps.append(.selectTab(new.selected.id))
      }
      if old.ids != new.ids || old.hidden != new.hidden {
        steps.append(.arrangeTabs(new.ids, hidden: new.hidden))
      }
    }
    let arriving =
      place == targetPlace ? (shownNow ? nil : split) : targetPlace.flatMap { self.split(at: $0) }
    if let old = arriving, let new = target.split, new.compactColumn != old.compactColumn {
      steps.append(.showColumn(new.compactColumn))
    }
    return steps
  }
}

extension NavigationState {
  /// Where the split view on screen is: `.root` for the root's, `.tab(id)` for the selected
  /// tab's; `nil` when none is.
  var splitPlace: StackLocation? {
    switch root {
    case .split: .root
    case .tabs(let bar): bar.selected.split == nil ? nil : .tab(bar.selected.id)
    case .stack: nil
    }
  }

  /// The split at `place` (``splitPlace``'s kind of place): the root's, or the tab's.
  func split(at place: StackLocation) -> SplitRoot? {
    switch (place, root) {
    case (.root, .split(let split)): split
    case (.tab(let id), .tabs(let bar)): bar[splitOf: id]
    default: nil
    }
  }

  /// Whether going to `target` changes the compact column of a split view that is on screen in
  /// neither state (a tab's that is selected in neither): no step reaches it, so the root is
  /// replaced.
  func movesAHiddenSplit(toward target: NavigationState) -> Bool {
    guard case .tabs(let old) = root, case .tabs(let new) = target.root else { return false }
    return new.tabs.contains { newTab in
      guard let oldTab = old.index(of: newTab.id).map({ old.tabs[$0] }) else { return false }
      return oldTab.id != old.selected.id && newTab.id != new.selected.id
        && oldTab.split?.compactColumn != newTab.split?.compactColumn
    }
  }
}

extension TabBar {
  /// The split view the tab `id` shows, if it shows one.
  subscript(splitOf id: AnyTag) -> SplitRoot? {
    index(of: id).flatMap { tabs[$0].split }
  }
}

extension ScreenStack {
  /// The screens of this stack and of `new` past the bottom screens both share, in order.
  func differingTails(from new: ScreenStack) -> (old: [ScreenEntry], new: [ScreenEntry]) {
    guard root == new.root else { return (entries, new.entries) }
    let shared = path.commonPrefixCount(with: new.path)
    return (Array(path[shared...]), Array(new.path[shared...]))
  }
}

extension ModalLayer {
  /// Whether `other` can stay presented as this layer: the same first screen, style and
  /// container; only its stack may differ.
  func keepsPresentation(as other: ModalLayer) -> Bool {
    id == other.id && style == other.style && embedded == other.embedded
  }
}

extension NavigationRoot {
  /// Both are stacks, both are tab bars of the same tabs alike (ids, groups, roles, a split's
  /// columns; the order and the hidden tabs are the user's, ``NavigationStep/arrangeTabs(_:hidden:)``),
  /// or both are splits with the same columns.
  func hasSameShape(as other: NavigationRoot) -> Bool {
    switch (self, other) {
    case (.stack, .stack): true
    case (.tabs(let lhs), .tabs(let rhs)):
      lhs.tabs.count == rhs.tabs.count
        && lhs.tabs.allSatisfy { tab in
          rhs.index(of: tab.id).map { rhs.tabs[$0] }.map {
            tab.group == $0.group && tab.role == $0.role && tab.split?.columns == $0.split?.columns
          } ?? false
        }
    case (.split(let lhs), .split(let rhs)): lhs.columns == rhs.columns
    default: false
    }
  }

  /// This root, every split view in it (the root's, or tabs') taking the collapse of `old`'s
  /// when `old` has one (the window's width, the platform's fact, which an app's target does not
  /// change).
  ///
  /// A tab bar keeps `old`'s More list on screen (``TabBar/showsMoreList``) when it is drawn in
  /// place (the same shape, the same splits) and selects the same tab with its screens as they
  /// are: the user went there, and a change to the tab they left it for shows that tab again.
  func keepingCollapse(of old: NavigationRoot) -> NavigationRoot {
    var root = self
    if let collapsed = old.splitsCollapsed { root = root.collapsingSplits(collapsed) }
    guard case .tabs(let bar) = root, bar.showsMoreList else { return root }
    let oldBar = NavigationState(root: old).tabBar
    let kept =
      oldBar?.showsMoreList == true && oldBar?.selected == bar.selected && oldBar?.ids == bar.ids
      && root.hasSameShape(as: old)
      && oldBar?.tabs.filter { $0.split != nil } == bar.tabs.filter { $0.split != nil }
    return kept ? root : .tabs(bar.leavingTheMoreList())
  }

  /// Whether the split views in this root are collapsed (the first one's); `nil` when it has none.
  var splitsCollapsed: Bool? {
    switch self {
    case .split(let split): split.isCollapsed
    case .tabs(let bar): bar.tabs.lazy.compactMap(\.split).first?.isCollapsed
    case .stack: nil
    }
  }

  /// This root with every split view in it collapsed or expanded.
  func collapsingSplits(_ collapsed: Bool) -> NavigationRoot {
    switch self {
    case .split(let split) where split.isCollapsed != collapsed:
      return .split(collapsed ? split.collapsed() : split.expanded())
    case .tabs(var bar):
      bar.setCollapsed(collapsed)
      return .tabs(bar)
    case .split, .stack:
      return self
    }
  }
}
