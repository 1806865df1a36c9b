/// Everything on screen, as a plain value: a root (one stack, tabs with a stack each, or a split
/// view with a stack per column) and the modal layers presented over it, each with its own stack.
///
/// All operations are pure, mutating functions on this value and are total. They act on the
/// top-most stack: the top modal layer's stack, else the selected tab's, else the split's (its
/// single stack when collapsed, its detail column when expanded), else the root stack.
///
/// ```swift
/// var state = NavigationState(root: Shop.home)
/// state.push(Shop.product(42), tag: "product")
/// state.present(Shop.cart, style: .sheet)
/// print(state)
/// ```
public struct NavigationState: Hashable, Sendable {
  /// What sits under the modal layers.
  public var root: NavigationRoot
  /// The modal layers, bottom first.
  public var modals: [ModalLayer]

  /// A state with `root` and `modals`.
  public init(root: NavigationRoot, modals: [ModalLayer] = []) {
    self.root = root
    self.modals = modals
  }

  /// A state with one stack whose root shows `route`.
  public init(root route: some Route, tag: (any Hashable & Sendable)? = nil) {
    self.init(root: .stack(ScreenStack(route, tag: tag)))
  }

  /// A state with a tab bar.
  ///
  /// - Parameters:
  ///   - first: The first tab; a tab bar always has one.
  ///   - more: The other tabs, in order. A tab whose id repeats an earlier one is dropped.
  ///   - selected: The selected tab's id; the first tab when `nil` or unknown.
  public init(tabs first: Tab, _ more: Tab..., selected: (any Hashable & Sendable)? = nil) {
    self.init(root: .tabs(TabBar(first, more, selected: selected)))
  }

  /// A state with a tab bar of `tabs`, or `nil` when there are none (a tab bar always has one).
  ///
  /// - Parameters:
  ///   - tabs: The tabs, in order. A tab whose id repeats an earlier one is dropped.
  ///   - selected: The selected tab's id; the first tab when `nil` or unknown.
  public init?(tabs: [Tab], selected: (any Hashable & Sendable)? = nil) {
    guard let first = tabs.first else { return nil }
    self.init(root: .tabs(TabBar(first, Array(tabs.dropFirst()), selected: selected)))
  }

  /// A state with a split view.
  public init(split: SplitRoot) {
    self.init(root: .split(split))
  }
}

/// What sits under the modal layers: one stack, a tab bar with one stack per tab, or a split
/// view with one stack per column.
// NB: indirect, so that a copy of the root (a request holds the state before, the target and the
// state on screen, and every `switch` over the root copies it) is one retain, not a copy of the
// largest case, a split's three stacks: that was a quarter of a push+pop pair (callgrind,
// `NavigatorInstructions`).
public indirect enum NavigationRoot: Hashable, Sendable {
  /// A single navigation stack.
  case stack(ScreenStack)
  /// A tab bar.
  case tabs(TabBar)
  /// A split view.
  case split(SplitRoot)
}

/// One tab: an identifier, its own navigation stack, and where and how the platform lists it.
///
/// ```swift
/// let bar = TabBar(
///   Tab(id: Shop.Tab.catalogue, root: Shop.home),
///   [
///     Tab(id: Shop.Tab.search, root: Shop.search, role: .search),
///     Tab(id: Shop.Tab.orders, root: Shop.orders, group: "account"),
///     Tab(id: Shop.Tab.profile, root: Shop.profile, group: "account"),
///   ])
/// ```
public struct Tab: Hashable, Sendable {
  /// The tab's identifier (usually a case of the app's tab enum).
  public let id: AnyTag
  /// The tab's stack.
  public var stack: ScreenStack
  /// The group the tab is listed in (a `UITabGroup`, a SwiftUI `TabSection`), or `nil` for a
  /// tab of the bar itself. A group's tabs each keep their own stack; on a tab bar without a
  /// sidebar (iOS 17, or an iPhone) they are listed as tabs of the bar.
  public let group: AnyTag?
  /// What the tab is for, when the platform draws it apart: ``TabRole/search``.
  public let role: TabRole?

  /// A tab `id` whose stack has `stack`, listed in `group`, with `role`.
  public init(
    id: some Hashable & Sendable, stack: ScreenStack, group: (any Hashable & Sendable)? = nil,
    role: TabRole? = nil
  ) {
    self.id = AnyTag(id)
    self.stack = stack
    self.group = group.map { AnyTag($0) }
    self.role = role
  }

  /// A tab `id` whose stack's root shows `root`, listed in `group`, with `role`.
  public init(
    id: some Hashable & Sendable, root: some Route, group: (any Hashable & Sendable)? = nil,
    role: TabRole? = nil
  ) {
    self.init(id: id, stack: ScreenStack(root), group: group, role: role)
  }

  /// This tab in `group`, with `role`.
  init(_ tab: Tab, group: AnyTag?, role: TabRole?) {
    id = tab.id
    stack = tab.stack
    self.group = group
    self.role = role
  }
}

/// What a tab is for, when the platform draws it apart from the others.
public enum TabRole: String, Hashable, Sendable, Codable {
  /// The search tab: SwiftUI's `Tab(role: .search)`, UIKit's `UISearchTab`. Its stack is a stack
  /// like any other tab's.
  case search
}

/// Tabs, one of them selected, in the order the user sees them, some perhaps hidden by the user.
///
/// A tab bar always has at least one tab and unique tab ids; a group's tabs sit together, where
/// its first tab is; only the first tab with ``TabRole/search`` keeps the role, and the search tab
/// sits in no group.
public struct TabBar: Hashable, Sendable {
  /// The tabs, in the order the platform lists them (the user's, once they reorder them).
  public private(set) var tabs: [Tab]
  /// The index of the selected tab in ``tabs``.
  public private(set) var selectedIndex: Int
  /// The tabs the user hid from the tab bar or the sidebar, in the order of ``tabs``. The app can
  /// still select one (a link to it): selecting a tab shows it again.
  public private(set) var hidden: [AnyTag] = []

  /// A tab bar of `first` and `more`; later tabs repeating an earlier id are dropped, and an
  /// unknown or `nil` `selected` selects the first tab.
  public init(_ first: Tab, _ more: [Tab] = [], selected: (any Hashable & Sendable)? = nil) {
    var tabs = [first]
    for tab in more where !tabs.contains(where: { $0.id == tab.id }) {
      tabs.append(tab)
    }
    let arranged = Self.arranged(tabs)
    let selected = selected.map { AnyTag($0) }
    self.tabs = arranged
    self.selectedIndex = selected.flatMap { id in arranged.firstIndex { $0.id == id } } ?? 0
  }

  /// `tabs` with each group's tabs moved up to its first one, one search tab, in no group.
  private static func arranged(_ tabs: [Tab]) -> [Tab] {
    var result: [Tab] = []
    var searchTaken = false
    for var tab in tabs {
      if tab.role == .search {
        tab = searchTaken ? Tab(tab, group: tab.group, role: nil) : Tab(tab, group: nil, role: .search)
        searchTaken = true
      }
      if let group = tab.group, let last = result.lastIndex(where: { $0.group == group }) {
        result.insert(tab, at: last + 1)
      } else {
        result.append(tab)
      }
    }
    return result
  }

  /// The selected tab.
  public var selected: Tab { tabs[selectedIndex] }

  /// The ids of the tabs, in order.
  public var ids: [AnyTag] { tabs.map(\.id) }

  /// The groups, in the order of their tabs.
  public var groups: [AnyTag] {
    var groups: [AnyTag] = []
    for case let group? in tabs.map(\.group) where groups.last != group {
      groups.append(group)
    }
    return groups
  }

  /// The index of the tab `id`, if there is one.
  public func index(of id: AnyTag) -> Int? {
    tabs.firstIndex { $0.id == id }
  }

  /// Selects the tab `id` (and so its group), showing it again if the user hid it.
  /// - Returns: `false` when there is no such tab or it is already selected and shown.
  @discardableResult
  public mutating func select(_ id: AnyTag) -> Bool {
    guard let index = index(of: id), index != selectedIndex || hidden.contains(id) else { return false }
    selectedIndex = index
    hidden.removeAll { $0 == id }
    return true
  }

  /// Lists the tabs as the user arranged them: in `order` (ids it leaves out follow, in their
  /// order; unknown ids are ignored; a group's tabs stay together), with the tabs of `hidden`
  /// hidden but the selected one.
  /// - Returns: `false` when nothing changes.
  @discardableResult
  public mutating func arrange(_ order: [AnyTag], hidden: [AnyTag]) -> Bool {
    let selectedID = selected.id
    var listed = order.compactMap { id in tabs.first { $0.id == id } }
    var seen = Set<AnyTag>()
    listed = listed.filter { seen.insert($0.id).inserted }
    listed += tabs.filter { !seen.contains($0.id) }
    let arranged = Self.arranged(listed)
    let hiding = arranged.map(\.id).filter { hidden.contains($0) && $0 != selectedID }
    guard arranged != tabs || hiding != self.hidden else { return false }
    tabs = arranged
    selectedIndex = arranged.firstIndex { $0.id == selectedID } ?? 0
    self.hidden = hiding
    return true
  }

  /// The stack of the tab `id`, if there is one. Setting `nil` is ignored.
  public subscript(stackOf id: AnyTag) -> ScreenStack? {
    get { index(of: id).map { tabs[$0].stack } }
    set {
      guard let newValue, let index = index(of: id) else { return }
      tabs[index].stack = newValue
    }
  }
}

/// Where a stack lives in the tree; names the stack a ``NavigationStep`` changes.
public enum StackLocation: Hashable, Sendable, CustomStringConvertible {
  /// The root stack of a state without tabs.
  case root
  /// The stack of the tab with this id.
  case tab(AnyTag)
  /// The stack of the modal layer at this index (0 is the bottom layer).
  case modal(Int)
  /// The stack of a split view's column (collapsed or not, each column keeps its own).
  case column(SplitColumn)

  public var description: String {
    switch self {
    case .root: "root"
    case .tab(let id): "tab \(id)"
    case .modal(let index): "modal \(index)"
    case .column(let column): "column \(column)"
    }
  }
}

extension NavigationState {
  /// Where the top-most stack is: the top modal layer's, else the selected tab's, else the
  /// split's top column (``SplitRoot/topColumn``), else the root.
  public var topLocation: StackLocation {
    if !modals.isEmpty { return .modal(modals.count - 1) }
    switch root {
    case .stack: return .root
    case .tabs(let bar): return .tab(bar.selected.id)
    case .split(let split): return .column(split.topColumn)
    }
  }

  /// The top-most stack, the one operations act on: a collapsed split's is its single stack
  /// (``SplitRoot/collapsedStack``), an expanded split's its detail column.
  public var topStack: ScreenStack {
    if let layer = modals.last { return layer.stack }
    switch root {
    case .stack(let stack): return stack
    case .tabs(let bar): return bar.selected.stack
    case .split(let split): return split.isCollapsed ? split.collapsedStack : split.detail
    }
  }

  /// The split view, if the root is one.
  public var split: SplitRoot? {
    if case .split(let split) = root { return split }
    return nil
  }

  /// The screen the user sees.
  public var topScreen: ScreenEntry { topStack.top }

  /// The tab bar, if the root is one.
  public var tabBar: TabBar? {
    if case .tabs(let bar) = root { return bar }
    return nil
  }

  /// The stack at `location`, or `nil` when the tree has no such stack. Setting a stack at a
  /// location that does not exist, or setting `nil`, is ignored.
  public subscript(stack location: StackLocation) -> ScreenStack? {
    get {
      switch (location, root) {
      case (.root, .stack(let stack)): stack
      case (.tab(let id), .tabs(let bar)): bar[stackOf: id]
      case (.column(let column), .split(let split)): split[column]
      case (.modal(let index), _): modals.indices.contains(index) ? modals[index].stack : nil
      default: nil
      }
    }
    set {
      guard let newValue else { return }
      switch (location, root) {
      case (.root, .stack): root = .stack(newValue)
      case (.tab(let id), .tabs(var bar)):
        bar[stackOf: id] = newValue
        root = .tabs(bar)
      case (.column(let column), .split(var split)):
        split[column] = newValue
        root = .split(split)
      case (.modal(let index), _) where modals.indices.contains(index): modals[index].stack = newValue
      default: break
      }
    }
  }

  /// Where the stack holding the screen `id` is, if it is in the tree.
  public func location(of id: ScreenID) -> StackLocation? {
    if let index = modals.lastIndex(where: { $0.stack.contains(id) }) { return .modal(index) }
    switch root {
    case .stack(let stack): return stack.contains(id) ? .root : nil
    case .tabs(let bar): return bar.tabs.first { $0.stack.contains(id) }.map { .tab($0.id) }
    case .split(let split): return split.columns.first { split[$0]?.contains(id) == true }.map { .column($0) }
    }
  }

  /// Whether the screen `id` goes when the screen `anchor` goes: it is above `anchor` in its stack
  /// or in a layer above the one `anchor` is in (a layer's first screen takes the layers above it).
  package func goesWith(_ anchor: ScreenID, _ id: ScreenID) -> Bool {
    guard let location = location(of: anchor), let place = self.location(of: id) else { return false }
    if case .modal(let layer) = location, case .modal(let other) = place, other > layer { return true }
    guard place == location, let stack = self[stack: location],
      let anchorIndex = stack.entries.firstIndex(where: { $0.id == anchor })
    else { return false }
    return stack.entries.firstIndex { $0.id == id }.map { $0 >= anchorIndex } ?? false
  }

  /// Every screen in the tree: root stack, tabs or columns in order, then the modal layers
  /// bottom-up.
  public var allEntries: [ScreenEntry] {
    rootEntries + modals.flatMap(\.stack.entries)
  }

  /// The screen `id`, if it is in the tree.
  public func entry(_ id: ScreenID) -> ScreenEntry? {
    location(of: id).flatMap { self[stack: $0]?.entries.first { $0.id == id } }
  }

  /// Whether the screen `id` is anywhere in the tree.
  public func contains(_ id: ScreenID) -> Bool {
    location(of: id) != nil
  }

  /// Runs `body` on the top-most stack in place.
  mutating func modifyTopStack<T>(_ body: (inout ScreenStack) -> T) -> T {
    if !modals.isEmpty {
      return body(&modals[modals.count - 1].stack)
    }
    switch root {
    case .stack(var stack):
      let result = body(&stack)
      root = .stack(stack)
      return result
    case .tabs(var bar):
      let id = bar.selected.id
      var stack = bar.selected.stack
      let result = body(&stack)
      bar[stackOf: id] = stack
      root = .tabs(bar)
      return result
    case .split(var split):
      guard split.isCollapsed else {
        let result = body(&split.detail)
        root = .split(split)
        return result
      }
      // NB: collapsed, an operation acts on the single stack, which is then spread over the
      // columns again (a pop past a column's first screen shows the column before).
      var stack = split.collapsedStack
      let result = body(&stack)
      split.setCollapsedStack(stack)
      root = .split(split)
      return result
    }
  }
}
