// Reading a platform's own hierarchy back. A UIKit or SwiftUI host reads identities off its
// controllers or bindings (what a navigation controller shows after a back tap, what a path
// binding was set to, what is on screen when a completion never came) and the model says what
// they mean, so no host decides it again.

/// The screens a platform shows, read back as identities.
@_spi(Hosts)
public struct ScreenOutline: Hashable, Sendable, CustomStringConvertible {
  /// Each root stack, bottom first: one, or one per tab or split column in order.
  public var stacks: [[ScreenID]]
  /// The selected tab's index, when the root is a tab bar.
  public var selectedTab: Int?
  /// Whether the split is collapsed, and its compact column, when the root is a split view.
  public var split: SplitShown?
  /// Each presented layer's stack, bottom layer first.
  public var layers: [[ScreenID]]

  public init(
    stacks: [[ScreenID]], selectedTab: Int? = nil, split: SplitShown? = nil, layers: [[ScreenID]] = []
  ) {
    self.stacks = stacks
    self.selectedTab = selectedTab
    self.split = split
    self.layers = layers
  }

  public var description: String {
    let root = stacks.map { "\($0)" }.joined(separator: " | ")
    let split =
      split.map { " (split \($0.collapsed ? "collapsed" : "expanded") showing \($0.showing))" } ?? ""
    return "root \(root)\(selectedTab.map { " (tab \($0))" } ?? "")\(split), layers \(layers)"
  }
}

/// How a platform shows a split view: collapsed or not, and the column on top on a compact width.
@_spi(Hosts)
public struct SplitShown: Hashable, Sendable {
  /// Whether the columns are collapsed into one stack.
  public var collapsed: Bool
  /// The column on top on a compact width. Expanded, none is: a host reads the one the session
  /// would put on top (``HostSession/topColumnForCollapsing(proposed:)``).
  public var showing: SplitColumn

  public init(collapsed: Bool, showing: SplitColumn) {
    self.collapsed = collapsed
    self.showing = showing
  }
}

@_spi(Hosts)
extension NavigationState {
  /// The identities this state shows, as a host reads them off a platform.
  public var outline: ScreenOutline {
    let layers = modals.map { $0.stack.entries.map(\.id) }
    switch root {
    case .stack(let stack):
      return ScreenOutline(stacks: [stack.entries.map(\.id)], layers: layers)
    case .tabs(let bar):
      return ScreenOutline(
        stacks: bar.tabs.map { $0.stack.entries.map(\.id) }, selectedTab: bar.selectedIndex, layers: layers)
    case .split(let split):
      return ScreenOutline(
        stacks: split.columns.compactMap { split[$0]?.entries.map(\.id) },
        split: SplitShown(collapsed: split.isCollapsed, showing: split.compactColumn), layers: layers)
    }
  }
}

extension NavigationState {
  /// The position among ``outline``'s root stacks of the stack at `location`; `nil` for a
  /// layer's or one the root does not have.
  func rootStackIndex(of location: StackLocation) -> Int? {
    switch (location, root) {
    case (.root, .stack): 0
    case (.tab(let id), .tabs(let bar)): bar.tabs.firstIndex { $0.id == id }
    case (.column(let column), .split(let split)): split.columns.firstIndex(of: column)
    default: nil
    }
  }
}

@_spi(Hosts)
extension HostModel {
  /// What the user changed in the stack at `location`, read from the identities the platform's
  /// stack shows now: a navigation controller's `viewControllers` after a back tap, a swipe,
  /// the back menu, a re-tapped tab or a controller popping itself; a `NavigationStack` path a
  /// binding was given.
  ///
  /// - Parameters:
  ///   - location: The stack.
  ///   - ids: The identities it shows, bottom first; `nil` for an object the host does not know.
  /// - Returns: `nil` when the stack shows what is displayed (nothing to report), or
  ///   `.popped(to:)` when it shows a shorter start of it.
  /// - Throws: ``HostError/foreignScreens(_:)`` for anything else (a screen pushed around the
  ///   navigator, a stack reordered underneath it): the host puts the displayed stack back or
  ///   ignores the write, and logs it; also when there is no such stack.
  public func userChange(inStackAt location: StackLocation, showing ids: [ScreenID?]) throws(HostError)
    -> UserChange?
  {
    guard let shown = displayed[stack: location]?.entries.map(\.id) else { throw .foreignScreens(location) }
    guard !ids.isEmpty, ids.count <= shown.count, zip(ids, shown).allSatisfy({ $0 == $1 }) else {
      throw .foreignScreens(location)
    }
    return ids.count == shown.count ? nil : .popped(to: shown[ids.count - 1])
  }

  /// Ends a transition whose completion never came, from the identities the host's watchdog
  /// reads off the platform's hierarchy.
  ///
  /// - Returns: Whether the step took effect, with the events that bring the screens to what
  ///   is shown. A hierarchy that neither the step's start nor its end explains is rebuilt from
  ///   the screens of both; one that holds screens neither knows is taken as the start.
  public mutating func resolve(_ transition: HostTransition, seeing outline: ScreenOutline) -> (
    done: Bool, events: [HostEvent]
  ) {
    resolve(transition, observed: Self.state(showing: outline, from: transition) ?? transition.before)
  }

  /// The state `outline` shows, made of the screens, tabs and layers `transition` knows.
  static func state(showing outline: ScreenOutline, from transition: HostTransition) -> NavigationState? {
    let candidates = [transition.after, transition.before]
    if let same = candidates.first(where: { $0.outline == outline }) { return same }
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
    if let selected = outline.selectedTab {
      guard
        let bar = candidates.lazy.compactMap(\.tabBar).first(where: { $0.tabs.count == outline.stacks.count }
        ),
        let first = outline.stacks.first.flatMap(stack)
      else { return nil }
      var tabs = [Tab(id: bar.tabs[0].id, stack: first)]
      for (tab, ids) in zip(bar.tabs, outline.stacks).dropFirst() {
        guard let stack = stack(ids) else { return nil }
        tabs.append(Tab(id: tab.id, stack: stack))
      }
      let selectedID = tabs.indices.contains(selected) ? tabs[selected].id : nil
      root = .tabs(TabBar(tabs[0], Array(tabs.dropFirst()), selected: selectedID))
    } else if let shown = outline.split {
      let stacks = outline.stacks.compactMap(stack)
      guard stacks.count == outline.stacks.count, (2...3).contains(stacks.count) else { return nil }
      var split = SplitRoot(
        sidebar: stacks[0], supplementary: stacks.count == 3 ? stacks[1] : nil,
        detail: stacks[stacks.count - 1],
        compactColumn: shown.showing)
      if shown.collapsed { split = split.collapsed() }
      root = .split(split)
    } else {
      guard outline.stacks.count == 1, let only = stack(outline.stacks[0]) else { return nil }
      root = .stack(only)
    }
    var modals: [ModalLayer] = []
    for ids in outline.layers {
      let known = candidates.lazy.flatMap(\.modals).first { $0.id == ids.first }
      guard let known, let stack = stack(ids) else { return nil }
      modals.append(ModalLayer(style: known.style, stack: stack, embedded: known.embedded))
    }
    let state = NavigationState(root: root, modals: modals)
    return state.invariantViolation == nil ? state : nil
  }
}
