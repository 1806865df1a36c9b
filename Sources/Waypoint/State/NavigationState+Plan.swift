extension NavigationState {
  /// The primitive steps that take the screen from this state to `target`, in an order UIKit
  /// and SwiftUI accept.
  ///
  /// 1. Modal layers that go, or change identity, style or container, are dismissed top down
  ///    before anything they cover is touched: one at a time, or in one step when
  ///    `dismissingLayersTogether` (a host that can, as UIKit can).
  /// 2. A root of another shape (a stack becoming tabs, tabs with other ids, order, groups,
  ///    roles or hidden tabs, a split with other columns) is replaced whole. Otherwise each changed stack under and in the kept layers is
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
    let sameShape = root.hasSameShape(as: target.root)
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
      for (oldTab, newTab) in zip(old.tabs, new.tabs) where oldTab.stack != newTab.stack {
        changed.append((.tab(newTab.id), oldTab.stack, newTab.stack))
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
    var columnShown = false
    if let old = split, let new = target.split, new.compactColumn < old.compactColumn {
      steps.append(.showColumn(new.compactColumn))
      columnShown = true
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
    if case .tabs(let old) = root, case .tabs(let new) = target.root, old.selectedIndex != new.selectedIndex {
      steps.append(.selectTab(new.selected.id))
    }
    if !columnShown, let old = split, let new = target.split, new.compactColumn != old.compactColumn {
      steps.append(.showColumn(new.compactColumn))
    }
    return steps
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
  /// Both are stacks, both are tab bars listing the same tabs alike (ids in the same order, groups,
  /// roles, hidden tabs), or both are splits with the same columns.
  func hasSameShape(as other: NavigationRoot) -> Bool {
    switch (self, other) {
    case (.stack, .stack): true
    case (.tabs(let lhs), .tabs(let rhs)):
      lhs.ids == rhs.ids && lhs.hidden == rhs.hidden
        && zip(lhs.tabs, rhs.tabs).allSatisfy { $0.group == $1.group && $0.role == $1.role }
    case (.split(let lhs), .split(let rhs)): lhs.columns == rhs.columns
    default: false
    }
  }

  /// This root, a split taking `old`'s collapse when `old` is a split too (the platform's fact,
  /// which an app's target does not change).
  func keepingCollapse(of old: NavigationRoot) -> NavigationRoot {
    guard case .split(var split) = self, case .split(let shown) = old, split.isCollapsed != shown.isCollapsed
    else { return self }
    split = shown.isCollapsed ? split.collapsed() : split.expanded()
    return .split(split)
  }
}
