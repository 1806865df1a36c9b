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
  /// What the tab shows: a stack, or a split view (its columns on a regular width, one stack on
  /// a compact one).
  public var content: Content
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
    self.init(id: id, content: .stack(stack), group: group, role: role)
  }

  /// A tab `id` whose stack's root shows `root`, listed in `group`, with `role`.
  public init(
    id: some Hashable & Sendable, root: some Route, group: (any Hashable & Sendable)? = nil,
    role: TabRole? = nil
  ) {
    self.init(id: id, stack: ScreenStack(root), group: group, role: role)
  }

  /// A tab `id` showing the split view `split`, listed in `group`, with `role`.
  public init(
    id: some Hashable & Sendable, split: SplitRoot, group: (any Hashable & Sendable)? = nil,
    role: TabRole? = nil
  ) {
    self.init(id: id, content: .split(split), group: group, role: role)
  }

  private init(
    id: some Hashable & Sendable, content: Content, group: (any Hashable & Sendable)?, role: TabRole?
  ) {
    self.id = AnyTag(id)
    self.content = content
    self.group = group.map { AnyTag($0) }
    self.role = role
  }

  /// This tab in `group`, with `role`.
  init(_ tab: Tab, group: AnyTag?, role: TabRole?) {
    id = tab.id
    content = tab.content
    self.group = group
    self.role = role
  }

  /// The tab's top-most stack, the one operations act on: its stack, or its split's
  /// (``SplitRoot/topStack``). Setting it sets that stack.
  public var stack: ScreenStack {
    get {
      switch content {
      case .stack(let stack): stack
      case .split(let split): split.topStack
      }
    }
    set {
      switch content {
      case .stack: content = .stack(newValue)
      case .split(var split):
        split.topStack = newValue
        content = .split(split)
      }
    }
  }

  /// What a tab shows: one stack, or a split view.
  public enum Content: Hashable, Sendable {
    /// A navigation stack.
    case stack(ScreenStack)
    /// A split view, a stack per column.
    case split(SplitRoot)
  }

  /// The tab's split view, if it shows one.
  public var split: SplitRoot? {
    if case .split(let split) = content { return split }
    return nil
  }

  /// Every screen of the tab: its stack's, or its split's columns' in order.
  var entries: [ScreenEntry] { Self.entries(of: content) }

  /// Every screen of `content`: a stack's, or a split's columns' in order.
  static func entries(of content: Content) -> [ScreenEntry] {
    switch content {
    case .stack(let stack): stack.entries
    case .split(let split): split.columns.flatMap { split[$0]?.entries ?? [] }
    }
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
  /// Whether the More tab's list is on screen. On an iPhone a bar of more than
  /// ``mostTabsWithoutMore`` tabs shows the first four and a More tab listing the others; while
  /// its list shows, no tab's screens are on screen. Only the user shows it (the host reports
  /// ``UserChange/showedMoreList``); selecting a tab, or a change to the selected tab's screens,
  /// leaves it. It is not saved: a restored bar shows its selected tab.
  public private(set) var showsMoreList = false

  /// The most tabs a bar shows on an iPhone without a More tab (UIKit's `UITabBarController`
  /// header: "If more than five view controllers are added to a tab bar controller, only the
  /// first four will display").
  public static let mostTabsWithoutMore = 5

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

  /// Selects the tab `id` (and so its group), showing it again if the user hid it, and in place
  /// of the More tab's list.
  /// - Returns: `false` when there is no such tab or it is already selected and shown.
  @discardableResult
  public mutating func select(_ id: AnyTag) -> Bool {
    guard let index = index(of: id), index != selectedIndex || hidden.contains(id) || showsMoreList else {
      return false
    }
    selectedIndex = index
    hidden.removeAll { $0 == id }
    showsMoreList = false
    return true
  }

  /// The tabs an iPhone lists under the More tab: those after the fourth of the tabs not hidden,
  /// when more than ``mostTabsWithoutMore`` are; none otherwise.
  public var tabsUnderMore: [AnyTag] {
    let listed = ids.filter { !hidden.contains($0) }
    return listed.count > Self.mostTabsWithoutMore
      ? Array(listed.dropFirst(Self.mostTabsWithoutMore - 1)) : []
  }

  /// The bar without the More tab's list on screen: a new root is drawn showing its selected tab.
  func leavingTheMoreList() -> TabBar {
    var bar = self
    bar.showsMoreList = false
    return bar
  }

  /// Shows the More tab's list in place of the selected tab (the user tapped the More tab, or
  /// went back to its list).
  /// - Returns: `false` when the bar has no More tab (no ``tabsUnderMore``) or its list already
  ///   shows.
  mutating func showMoreList() -> Bool {
    guard !tabsUnderMore.isEmpty, !showsMoreList else { return false }
    showsMoreList = true
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
    // NB: a bar arranged down to five tabs shown has no More tab, and so no list.
    showsMoreList = showsMoreList && !tabsUnderMore.isEmpty
    return true
  }

  /// Sets what the tab `id` shows; an unknown id is ignored.
  mutating func setContent(_ content: Tab.Content, of id: AnyTag) {
    guard let index = index(of: id) else { return }
    tabs[index].content = content
  }

  /// Every tab's split view collapsed or expanded, as the window's width makes them.
  mutating func setCollapsed(_ collapsed: Bool) {
    for index in tabs.indices {
      guard let split = tabs[index].split, split.isCollapsed != collapsed else { continue }
      tabs[index].content = .split(collapsed ? split.collapsed() : split.expanded())
    }
  }

  /// The top-most stack of the tab `id` (``Tab/stack``), if there is one. Setting `nil` is ignored.
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
  /// The stack of the root split view's column (collapsed or not, each column keeps its own).
  case column(SplitColumn)
  /// The stack of a column of the split view the tab with this id shows.
  case tabColumn(AnyTag, SplitColumn)

  public var description: String {
    switch self {
    case .root: "root"
    case .tab(let id): "tab \(id)"
    case .modal(let index): "modal \(index)"
    case .column(let column): "column \(column)"
    case .tabColumn(let id, let column): "tab \(id) column \(column)"
    }
  }
}

extension NavigationState {
  /// Where the top-most stack is: the top modal layer's, else the selected tab's (its split's
  /// top column when it shows a split), else the split's top column (``SplitRoot/topColumn``),
  /// else the root.
  public var topLocation: StackLocation {
    if !modals.isEmpty { return .modal(modals.count - 1) }
    switch root {
    case .stack: return .root
    case .tabs(let bar):
      guard let split = bar.selected.split else { return .tab(bar.selected.id) }
      return .tabColumn(bar.selected.id, split.topColumn)
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
    case .split(let split): return split.topStack
    }
  }

  /// The split view on screen: the root, if it is one, or the selected tab's, if it shows one.
  public var split: SplitRoot? {
    switch root {
    case .split(let split): split
    case .tabs(let bar): bar.selected.split
    case .stack: nil
    }
  }

  /// Where the column `column` of the split view on screen is: ``StackLocation/column(_:)`` of
  /// the root's, ``StackLocation/tabColumn(_:_:)`` of the selected tab's; `nil` when there is no
  /// split on screen, or it has no such column.
  public func columnLocation(_ column: SplitColumn) -> StackLocation? {
    guard split?[column] != nil else { return nil }
    if case .tabs(let bar) = root { return .tabColumn(bar.selected.id, column) }
    return .column(column)
  }

  /// Brings a split view with `column` on screen when none is: in a tab bar, selects the first
  /// tab showing one (a link to a product opens in the catalogue's split, whatever tab is open).
  /// - Returns: `false` when no split with `column` is on screen after it.
  mutating func selectASplit(with column: SplitColumn) -> Bool {
    if split?[column] != nil { return true }
    guard let tab = tabBar?.tabs.first(where: { $0.split?[column] != nil }) else { return false }
    select(tab: tab.id)
    return true
  }

  /// Runs `body` on the split view on screen (``split``) in place.
  /// - Returns: `false`, changing nothing, when there is none or `body` returns `false`.
  mutating func modifySplit(_ body: (inout SplitRoot) -> Bool) -> Bool {
    switch root {
    case .split(var split):
      guard body(&split) else { return false }
      root = .split(split)
    case .tabs(var bar):
      guard case .split(var split) = bar.selected.content, body(&split) else { return false }
      bar.setContent(.split(split), of: bar.selected.id)
      root = .tabs(bar)
    case .stack:
      return false
    }
    return true
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
      case (.tab(let id), .tabs(let bar)):
        bar.index(of: id).flatMap { bar.tabs[$0].split == nil ? bar.tabs[$0].stack : nil }
      case (.tabColumn(let id, let column), .tabs(let bar)):
        bar.index(of: id).flatMap { bar.tabs[$0].split?[column] }
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
        guard let index = bar.index(of: id), bar.tabs[index].split == nil else { return }
        bar[stackOf: id] = newValue
        root = .tabs(bar)
      case (.tabColumn(let id, let column), .tabs(var bar)):
        guard let index = bar.index(of: id), var split = bar.tabs[index].split, split[column] != nil else {
          return
        }
        split[column] = newValue
        bar.setContent(.split(split), of: id)
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
    case .tabs(let bar):
      for tab in bar.tabs {
        switch tab.content {
        case .stack(let stack) where stack.contains(id): return .tab(tab.id)
        case .split(let split):
          if let column = split.columns.first(where: { split[$0]?.contains(id) == true }) {
            return .tabColumn(tab.id, column)
          }
        case .stack: continue
        }
      }
      return nil
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
      var stack = split.topStack
      let result = body(&stack)
      split.topStack = stack
      root = .split(split)
      return result
    }
  }
}

/// Coded as a ``NavigationRecording`` writes it; a tab's location only inside one (``AnyTag``).
extension StackLocation: Codable {}
