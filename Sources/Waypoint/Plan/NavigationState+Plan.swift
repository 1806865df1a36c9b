extension NavigationState {
  /// The primitive steps that take the screen from this state to `target`, in an order UIKit
  /// and SwiftUI accept.
  ///
  /// 1. Modal layers that go, or change identity or style, are dismissed one at a time, top
  ///    down, before anything they cover is touched.
  /// 2. A root of another shape (a stack becoming tabs, tabs with other ids) is replaced whole;
  ///    otherwise each changed stack under the kept layers is set (tabs in order, then the
  ///    selection), then each kept layer's changed stack, bottom up.
  /// 3. New layers are presented bottom up.
  ///
  /// Applying the steps to this state with ``apply(_:)`` gives `target` exactly.
  ///
  /// - Complexity: O(*n*) in the number of screens; unchanged stacks compare in O(1).
  public func plan(to target: NavigationState) -> [NavigationStep] {
    var steps: [NavigationStep] = []
    let sameShape = root.hasSameShape(as: target.root)
    var kept = 0
    if sameShape {
      while kept < modals.count, kept < target.modals.count,
        modals[kept].id == target.modals[kept].id, modals[kept].style == target.modals[kept].style
      {
        kept += 1
      }
    }
    for index in (kept..<modals.count).reversed() {
      steps.append(.dismiss(at: index))
    }
    // NB: the roots are matched one at a time: switching over the pair `(root, target.root)`
    // copies both roots into a tuple (every entry's route and tag) before matching.
    if !sameShape {
      steps.append(.setRoot(target.root))
    } else if case .stack(let old) = root, case .stack(let new) = target.root {
      if old != new { steps.append(.setStack(new, in: .root)) }
    } else if case .tabs(let old) = root, case .tabs(let new) = target.root {
      for (oldTab, newTab) in zip(old.tabs, new.tabs) where oldTab.stack != newTab.stack {
        steps.append(.setStack(newTab.stack, in: .tab(newTab.id)))
      }
      if old.selectedIndex != new.selectedIndex {
        steps.append(.selectTab(new.selected.id))
      }
    }
    for index in 0..<kept where modals[index].stack != target.modals[index].stack {
      steps.append(.setStack(target.modals[index].stack, in: .modal(index)))
    }
    for index in kept..<target.modals.count {
      steps.append(.present(target.modals[index], at: index))
    }
    return steps
  }

  /// Applies one step the way a platform would, refusing what a platform refuses.
  ///
  /// Refused, with `false` and nothing changed: dismissing a layer that is not the top one,
  /// presenting anywhere but on top, setting a stack that does not exist, selecting an unknown
  /// tab, replacing the root while layers are presented.
  @discardableResult
  public mutating func apply(_ step: NavigationStep) -> Bool {
    switch step {
    case .dismiss(let index):
      guard index == modals.count - 1 else { return false }
      modals.removeLast()
    case .setStack(let stack, let location):
      guard hasStack(at: location) else { return false }
      self[stack: location] = stack
    case .selectTab(let id):
      guard case .tabs(var bar) = root, bar.index(of: id) != nil else { return false }
      bar.select(id)
      root = .tabs(bar)
    case .present(let layer, let index):
      guard index == modals.count else { return false }
      modals.append(layer)
    case .setRoot(let newRoot):
      guard modals.isEmpty else { return false }
      root = newRoot
    }
    return true
  }
}

extension NavigationRoot {
  /// Both are stacks, or both are tab bars with the same tab ids in the same order.
  func hasSameShape(as other: NavigationRoot) -> Bool {
    // NB: one side at a time; a switch over the pair copies both roots first.
    switch self {
    case .stack:
      if case .stack = other { return true }
      return false
    case .tabs(let lhs):
      if case .tabs(let rhs) = other { return lhs.ids == rhs.ids }
      return false
    }
  }
}
