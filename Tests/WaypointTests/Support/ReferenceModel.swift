import Waypoint

@testable import WaypointHarness

/// A deliberately naive model of the navigation tree, written apart from `NavigationState`,
/// that property tests compare it with: plain arrays of routes and tags, no identities.
struct ReferenceModel: Equatable, CustomStringConvertible {
  struct Item: Equatable {
    var route: AnyRoute
    var tag: AnyTag?
  }

  struct Layer: Equatable {
    var style: PresentationStyle
    var items: [Item]
  }

  /// A split view: one stack per column, the column on top on a compact width, and whether it
  /// is collapsed. Collapsed, the model keeps the single stack as items marked with their column.
  struct Split: Equatable {
    var columns: [[Item]]
    var compact: Int
    var collapsed: Bool
  }

  /// One stack per tab; a single stack when `tabIDs` is empty (and no split).
  var stacks: [[Item]]
  var tabIDs: [AnyTag]
  var selected: Int
  var split: Split?
  var layers: [Layer]

  init(_ state: NavigationState) {
    func items(_ stack: ScreenStack) -> [Item] {
      stack.entries.map { Item(route: $0.route, tag: $0.tag) }
    }
    split = nil
    switch state.root {
    case .stack(let stack):
      stacks = [items(stack)]
      tabIDs = []
      selected = 0
    case .tabs(let bar):
      stacks = bar.tabs.map { items($0.stack) }
      tabIDs = bar.ids
      selected = bar.selectedIndex
    case .split(let root):
      stacks = []
      tabIDs = []
      selected = 0
      let columns = root.columns
      split = Split(
        columns: columns.map { items(root[$0]!) }, compact: columns.firstIndex(of: root.compactColumn)!,
        collapsed: root.isCollapsed)
    }
    layers = state.modals.map { Layer(style: $0.style, items: items($0.stack)) }
  }

  var description: String {
    let split =
      split.map {
        " split \($0.columns.map { $0.map(\.route) }) compact \($0.compact)\($0.collapsed ? " collapsed" : "")"
      } ?? ""
    return
      "stacks \(stacks.map { $0.map(\.route) }) selected \(selected)\(split) layers \(layers.map { $0.items.map(\.route) })"
  }

  var top: [Item] {
    get {
      if let last = layers.last { return last.items }
      if let split { return split.collapsed ? flat.map(\.item) : split.columns[split.columns.count - 1] }
      return stacks[selected]
    }
    set {
      if !layers.isEmpty {
        layers[layers.count - 1].items = newValue
      } else if split != nil {
        split!.columns[split!.columns.count - 1] = newValue
      } else {
        stacks[selected] = newValue
      }
    }
  }

  /// A collapsed split's single stack, each item with its column.
  var flat: [(item: Item, column: Int)] {
    guard let split else { return [] }
    return (0...split.compact).flatMap { column in split.columns[column].map { ($0, column) } }
  }

  /// Pops the top item of a collapsed split's single stack; a column's first item hides the
  /// column, which keeps it.
  mutating func popCollapsed() -> Bool {
    guard let split, flat.count > 1 else { return false }
    let column = split.compact
    if self.split!.columns[column].count > 1 {
      self.split!.columns[column].removeLast()
    } else {
      self.split!.compact = column - 1
    }
    return true
  }

  mutating func apply(_ operation: Operation) {
    if let split, split.collapsed, layers.isEmpty, applyCollapsed(operation) { return }
    switch operation {
    case .push(let route, let tag): top.append(Item(route: AnyRoute(route), tag: tag.map { AnyTag($0) }))
    case .pop: if top.count > 1 { top.removeLast() }
    case .popLast(let k): if k > 0 { top = Array(top.prefix(Swift.max(1, top.count - k))) }
    case .popTo(let tag):
      var index = top.count - 1
      while index >= 0, top[index].tag != AnyTag(tag) { index -= 1 }
      if index >= 0 { top = Array(top.prefix(index + 1)) }
    case .popFrom(let tag):
      var index = top.count - 1
      while index >= 1, top[index].tag != AnyTag(tag) { index -= 1 }
      if index >= 1 { top = Array(top.prefix(index)) }
    case .popToRoot: top = [top[0]]
    case .setStack(let routes):
      // The items at the start whose routes are the ones asked for stay (with their tags).
      let new = routes.map { Item(route: AnyRoute($0), tag: nil) }
      let kept = zip(top, new).prefix { $0.route == $1.route }.count
      if !routes.isEmpty { top = Array(top.prefix(kept)) + new.dropFirst(kept) }
    case .present(let route, let style, let tag):
      layers.append(Layer(style: style, items: [Item(route: AnyRoute(route), tag: tag.map { AnyTag($0) })]))
    case .dismiss: if !layers.isEmpty { layers.removeLast() }
    case .dismissLast(let k): if k > 0 { layers = Array(layers.prefix(Swift.max(0, layers.count - k))) }
    case .dismissTo(let tag):
      if let index = layers.lastIndex(where: { $0.items[0].tag == AnyTag(tag) }) {
        layers = Array(layers.prefix(index + 1))
      }
    case .dismissFrom(let tag):
      if let index = layers.lastIndex(where: { $0.items[0].tag == AnyTag(tag) }) {
        layers = Array(layers.prefix(index))
      }
    case .dismissAll: layers = []
    case .select(let tab): if let index = tabIDs.firstIndex(of: AnyTag(tab)) { selected = index }
    case .selectInColumn(let route, let column):
      guard let columns = split?.columns, let index = Self.index(of: column, in: columns.count) else {
        return
      }
      split!.columns[index] = [Item(route: AnyRoute(route), tag: nil)]
      split!.compact = index
    case .showColumn(let column):
      guard let columns = split?.columns, let index = Self.index(of: column, in: columns.count) else {
        return
      }
      split!.compact = index
    }
  }

  /// The position of `column` in a split of `count` columns.
  static func index(of column: SplitColumn, in count: Int) -> Int? {
    switch column {
    case .sidebar: 0
    case .supplementary: count == 3 ? 1 : nil
    case .detail: count - 1
    }
  }

  /// The stack operations on a collapsed split's single stack, item by item.
  /// - Returns: `false` for the operations that do not act on the stack.
  private mutating func applyCollapsed(_ operation: Operation) -> Bool {
    switch operation {
    case .push(let route, let tag):
      split!.columns[split!.compact].append(Item(route: AnyRoute(route), tag: tag.map { AnyTag($0) }))
    case .pop: _ = popCollapsed()
    case .popLast(let k): for _ in 0..<max(0, k) { _ = popCollapsed() }
    case .popToRoot: while popCollapsed() {}
    case .popTo(let tag):
      guard let index = flat.lastIndex(where: { $0.item.tag == AnyTag(tag) }) else { return true }
      while flat.count > index + 1 { _ = popCollapsed() }
    case .popFrom(let tag):
      guard let index = flat.lastIndex(where: { $0.item.tag == AnyTag(tag) }), index >= 1 else { return true }
      while flat.count > index { _ = popCollapsed() }
    case .setStack(let routes):
      guard !routes.isEmpty else { return true }
      // The items at the start of the single stack whose routes are the ones asked for stay; the
      // last column whose first item stays takes the rest, and the shown columns after it keep
      // their first item only.
      let old = flat
      let new = routes.map { Item(route: AnyRoute($0), tag: nil) }
      let kept = zip(old, new).prefix { $0.item.route == $1.route }.count
      guard kept < max(old.count, new.count) else { return true }
      let starts = (0...split!.compact).map { column in old.firstIndex { $0.column == column } ?? 0 }
      let top = (0...split!.compact).last { $0 == 0 || starts[$0] < kept } ?? 0
      for column in stride(from: top + 1, through: split!.compact, by: 1) {
        split!.columns[column] = [split!.columns[column][0]]
      }
      split!.columns[top] = old[starts[top]..<kept].map(\.item) + new.dropFirst(Swift.max(kept, starts[top]))
      split!.compact = top
    default:
      return false
    }
    return true
  }
}

/// One operation of the state's public vocabulary, decoded from a random number so that
/// property tests can generate and shrink sequences of them as plain integers.
enum Operation: Sendable, CustomStringConvertible {
  case push(Page, tag: String?)
  case pop
  case popLast(Int)
  case popTo(String)
  case popFrom(String)
  case popToRoot
  case setStack([Page])
  case present(Page, style: PresentationStyle, tag: String?)
  case dismiss
  case dismissLast(Int)
  case dismissTo(String)
  case dismissFrom(String)
  case dismissAll
  case select(TabID)
  case selectInColumn(Page, SplitColumn)
  case showColumn(SplitColumn)

  static let pages: [Page] = [.home, .cart, .checkout, .reviews, .product(1), .product(2), .login]
  static let tags: [String?] = ["a", "b", nil]
  static let styles: [PresentationStyle] = [.sheet, .fullScreenCover, .fade]
  static let tabs: [TabID] = [.shop, .search, .profile]

  init(_ seed: Int) {
    let n = abs(seed)
    let a = (n / 16) % 7
    let b = (n / 112) % 3
    let c = (n / 336) % 3
    switch n % 18 {
    case 0, 1: self = .push(Self.pages[a], tag: Self.tags[b])
    case 2: self = .pop
    case 3: self = .popLast(a - 1)
    case 4: self = .popTo(Self.tags[b] ?? "a")
    case 5: self = .popFrom(Self.tags[b] ?? "b")
    case 6: self = .popToRoot
    case 7: self = .setStack(Array(Self.pages.prefix(b)))
    case 8, 9: self = .present(Self.pages[a], style: Self.styles[c], tag: Self.tags[b])
    case 10: self = .dismiss
    case 11: self = .dismissLast(a - 1)
    case 12: self = .dismissTo(Self.tags[b] ?? "a")
    case 13: self = .dismissFrom(Self.tags[b] ?? "b")
    case 14: self = .dismissAll
    case 15: self = .select(Self.tabs[b])
    case 16: self = .selectInColumn(Self.pages[a], SplitColumn.allCases[c])
    default: self = .showColumn(SplitColumn.allCases[c])
    }
  }

  /// Applies the operation to a state.
  /// - Returns: What the operation reported (`true` for push and present).
  @discardableResult
  func apply(to state: inout NavigationState) -> Bool {
    switch self {
    case .push(let route, let tag): state.push(route, tag: tag); return true
    case .pop: return state.pop()
    case .popLast(let k): return state.popLast(k)
    case .popTo(let tag): return state.pop(to: tag)
    case .popFrom(let tag): return state.pop(from: tag)
    case .popToRoot: return state.popToRoot()
    case .setStack(let routes): return state.setStack(routes)
    case .present(let route, let style, let tag): state.present(route, style: style, tag: tag); return true
    case .dismiss: return state.dismiss()
    case .dismissLast(let k): return state.dismissLast(k)
    case .dismissTo(let tag): return state.dismiss(to: tag)
    case .dismissFrom(let tag): return state.dismiss(from: tag)
    case .dismissAll: return state.dismissAll()
    case .select(let tab): return state.select(tab: tab)
    case .selectInColumn(let route, let column): return state.select(route, in: column)
    case .showColumn(let column): return state.show(column: column)
    }
  }

  /// Carries the operation out through a navigator; `ended` runs when the request has ended
  /// successfully, before the next request runs.
  @MainActor
  func perform(
    on navigator: AnyNavigator, animated: Bool = true, ended: @escaping @MainActor () -> Void = {}
  ) async throws {
    switch self {
    case .push(let route, let tag):
      try await wait(navigator.push(route, tag: tag, duplicates: .allowed, animated: animated), ended)
    case .pop: try await wait(navigator.pop(animated: animated), ended)
    case .popLast(let k): try await wait(navigator.popLast(k, animated: animated), ended)
    case .popTo(let tag): try await wait(navigator.pop(to: tag, animated: animated), ended)
    case .popFrom(let tag): try await wait(navigator.pop(from: tag, animated: animated), ended)
    case .popToRoot: try await wait(navigator.popToRoot(animated: animated), ended)
    case .setStack(let routes): try await wait(navigator.setStack(routes, animated: animated), ended)
    case .present(let route, let style, let tag):
      try await wait(
        navigator.present(
          route, style: style, tag: tag, duplicates: .allowed, animated: animated), ended)
    case .dismiss: try await wait(navigator.dismiss(animated: animated), ended)
    case .dismissLast(let k): try await wait(navigator.dismissLast(k, animated: animated), ended)
    case .dismissTo(let tag): try await wait(navigator.dismiss(to: tag, animated: animated), ended)
    case .dismissFrom(let tag): try await wait(navigator.dismiss(from: tag, animated: animated), ended)
    case .dismissAll: try await wait(navigator.dismissAll(animated: animated), ended)
    case .select(let tab): try await wait(navigator.select(tab: tab, animated: animated), ended)
    case .selectInColumn(let route, let column):
      try await wait(navigator.select(route, in: column, animated: animated), ended)
    case .showColumn(let column): try await wait(navigator.show(column: column, animated: animated), ended)
    }
  }

  /// Awaits `request`, with `ended` run as it ends successfully.
  @MainActor
  private func wait<T>(
    _ request: NavigationRequest<T, NavigationError>, _ ended: @escaping @MainActor () -> Void
  ) async throws {
    request.onCompletion { if case .success = $0 { ended() } }
    _ = try await request.value
  }

  var description: String {
    switch self {
    case .push(let route, let tag): "push \(route) \(tag ?? "-")"
    case .pop: "pop"
    case .popLast(let k): "popLast \(k)"
    case .popTo(let tag): "pop(to: \(tag))"
    case .popFrom(let tag): "pop(from: \(tag))"
    case .popToRoot: "popToRoot"
    case .setStack(let routes): "setStack \(routes)"
    case .present(let route, let style, let tag): "present \(route) \(style) \(tag ?? "-")"
    case .dismiss: "dismiss"
    case .dismissLast(let k): "dismissLast \(k)"
    case .dismissTo(let tag): "dismiss(to: \(tag))"
    case .dismissFrom(let tag): "dismiss(from: \(tag))"
    case .dismissAll: "dismissAll"
    case .select(let tab): "select \(tab)"
    case .selectInColumn(let route, let column): "select \(route) in \(column)"
    case .showColumn(let column): "show column \(column)"
    }
  }
}

extension NavigationState {
  /// A start state: a single stack, or the shop's tabs.
  static func start(tabs: Bool) -> NavigationState {
    tabs ? .shopTabs : NavigationState(root: Page.home)
  }

  /// A start state of each root: a single stack (0), the shop's tabs (1), a split expanded (2),
  /// collapsed (3), and a three-column split collapsed (4).
  static func start(kind: Int) -> NavigationState {
    switch kind % 5 {
    case 0: start(tabs: false)
    case 1: start(tabs: true)
    case 2: .shopSplit
    case 3: NavigationState(split: NavigationState.shopSplit.split!.collapsed())
    default:
      NavigationState(
        split: SplitRoot(
          sidebar: ScreenStack(Page.home), supplementary: ScreenStack(Page.settings),
          detail: ScreenStack(Page.product(1)), isCollapsed: true))
    }
  }

  /// A catalogue sidebar and a product detail, expanded.
  static var shopSplit: NavigationState {
    NavigationState(split: SplitRoot(sidebar: ScreenStack(Page.home), detail: ScreenStack(Page.product(1))))
  }
}
