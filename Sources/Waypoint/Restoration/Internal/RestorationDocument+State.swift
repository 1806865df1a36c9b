// Converting between a NavigationState and the document's nodes.

extension RestorationDocument {
  /// The document for `state`, with its type table in order of first use.
  /// - Throws: ``RestorationError/notRegistered(type:)`` or ``RestorationError/notCodable(type:)``
  ///   for the first value whose type cannot be saved.
  init(
    _ state: NavigationState, flows: FlowRecord? = nil, arguments: (ScreenID) -> Arguments? = { _ in nil },
    restoration: Restoration
  ) throws(RestorationError) {
    var types: [String] = []
    var indices: [String: Int] = [:]
    func node(_ value: any Hashable & Sendable) throws(RestorationError) -> ValueNode {
      let registered = try restoration.registeredType(of: value)
      let index: Int
      if let known = indices[registered.name] {
        index = known
      } else {
        index = types.count
        indices[registered.name] = index
        types.append(registered.name)
      }
      return ValueNode(index: index, value: value, type: registered)
    }
    func screens(_ stack: ScreenStack) throws(RestorationError) -> [ScreenNode] {
      var screens: [ScreenNode] = []
      for entry in stack.entries {
        var values: [String: ValueNode] = [:]
        for (name, value) in arguments(entry.id)?.storage ?? [:] {
          do {
            values[name] = try node(value)
          } catch .notRegistered(let type) {
            throw .notRegistered(type: "\(type) (the argument \"\(name)\" of \(entry))")
          } catch .notCodable(let type) {
            throw .notCodable(type: "\(type) (the argument \"\(name)\" of \(entry))")
          } catch {
            throw error
          }
        }
        screens.append(
          ScreenNode(
            route: try node(entry.route.base), tag: try entry.tag.map(\.base).map(node),
            interactiveDismissDisabled: entry.interactiveDismissDisabled, anchor: entry.popoverAnchor,
            compact: entry.popoverAdaptation,
            arguments: values, transition: entry.pushTransition, noContentSwipe: !entry.allowsContentSwipe))
      }
      return screens
    }
    func columns(_ split: SplitRoot) throws(RestorationError) -> [[ScreenNode]] {
      var columns: [[ScreenNode]] = []
      for column in split.columns { columns.append(try screens(split[column] ?? split.detail)) }
      return columns
    }
    let root: RootNode
    switch state.root {
    case .stack(let stack):
      root = .stack(try screens(stack))
    case .tabs(let bar):
      var tabs: [TabNode] = []
      for tab in bar.tabs {
        // NB: the id first: the type table lists types in the order they are first used.
        let id = try node(tab.id.base)
        let content: TabNode.Content
        switch tab.content {
        case .stack(let stack): content = .stack(try screens(stack))
        case .split(let split): content = .split(try columns(split), compact: split.compactColumn)
        }
        tabs.append(
          TabNode(
            id: id, content: content, group: try tab.group.map(\.base).map(node),
            role: tab.role))
      }
      root = .tabs(tabs, selected: bar.selectedIndex, hidden: bar.hidden.compactMap(bar.index(of:)))
    case .split(let split):
      root = .split(try columns(split), compact: split.compactColumn)
    }
    var modals: [LayerNode] = []
    // NB: a dialog is never restored: its layer and every layer above it are left out.
    for layer in state.modals.prefix(while: { !$0.style.isDialog }) {
      modals.append(LayerNode(style: layer.style, stack: try screens(layer.stack), embedded: layer.embedded))
    }
    func flowNode(_ record: FlowRecord) throws(RestorationError) -> FlowNode {
      let placement: PlacementNode
      let modals = record.placement.modals
      switch record.placement.kind {
      case .push: placement = PlacementNode(name: "push", modals: modals)
      case .root: placement = PlacementNode(name: "root", modals: modals)
      case .present(let style, let embedded):
        placement = PlacementNode(name: style.restorationName, embedded: embedded, modals: modals)
      case .tab(let id): placement = PlacementNode(tab: try node(id.base))
      case .column(let column): placement = PlacementNode(name: column.restorationName, modals: modals)
      }
      var children: [FlowNode] = []
      for child in record.children { children.append(try flowNode(child)) }
      return FlowNode(
        kind: record.kind, identifier: try record.identifier.map(node), placement: placement,
        screen: record.screen, children: children)
    }
    // NB: the flow nodes are made first: a type first used by a flow (an identifier) must be in
    // the type table too.
    let flowNodes = try flows.map(flowNode)
    self.init(
      format: Restoration.format, version: restoration.version, types: types, root: root, modals: modals,
      flows: flowNodes)
  }

  /// How many screens and flows the document holds (``RestorationLimits/maxScreens`` bounds
  /// both together).
  var screenCount: Int {
    let rootCount =
      switch root {
      case .stack(let screens): screens.count
      case .tabs(let tabs, _, _): tabs.reduce(0) { $0 + $1.count }
      case .split(let columns, _): columns.reduce(0) { $0 + $1.count }
      }
    return modals.reduce(rootCount) { $0 + $1.stack.count } + (flows?.count ?? 0)
  }

  /// The tree the document describes, every screen with a new identity, and the arguments of
  /// the screens that had some.
  /// - Throws: ``RestorationError/invalidTree(_:)`` for an empty stack, no tabs, two tabs with
  ///   one id, a selection out of range, or a split without two or three columns or whose compact
  ///   column it does not have.
  func state() throws(RestorationError) -> (state: NavigationState, arguments: [ScreenID: Arguments]) {
    var arguments: [ScreenID: Arguments] = [:]
    let root: NavigationRoot
    switch self.root {
    case .stack(let screens):
      root = .stack(try Self.stack(screens, in: "the root stack", arguments: &arguments))
    case .tabs(let nodes, let selected, let hidden):
      guard !nodes.isEmpty else { throw .invalidTree("the tab bar has no tabs") }
      guard nodes.indices.contains(selected) else {
        throw .invalidTree("tab \(selected) is selected, but there are \(nodes.count) tabs")
      }
      guard hidden.allSatisfy(nodes.indices.contains), hidden == Array(Set(hidden)).sorted(),
        !hidden.contains(selected)
      else {
        throw .invalidTree(
          "the hidden tabs \(hidden.prefix(8)) are not tabs listed in order, or one is selected")
      }
      var tabs: [Tab] = []
      var ids: Set<AnyTag> = []
      for (index, node) in nodes.enumerated() {
        let id = AnyTag(node.id.value)
        guard ids.insert(id).inserted else { throw .invalidTree("two tabs have the id \(id)") }
        let tab: Tab
        switch node.content {
        case .stack(let screens):
          tab = Tab(id: id, stack: try Self.stack(screens, in: "tab \(index)", arguments: &arguments))
        case .split(let columns, let compact):
          let split = try Self.split(
            columns, compact: compact, in: "tab \(index)'s split", arguments: &arguments)
          tab = Tab(id: id, split: split)
        }
        tabs.append(Tab(tab, group: node.group.map { AnyTag($0.value) }, role: node.role))
      }
      var bar = TabBar(tabs[0], Array(tabs.dropFirst()), selected: tabs[selected].id)
      // NB: a bar lists a group's tabs together and has one search tab, in no group; a document
      // listing them otherwise was not written by a bar.
      guard bar.tabs == tabs else {
        throw .invalidTree("the tabs are not listed as a tab bar lists them (a group apart, two search tabs)")
      }
      bar.arrange(bar.ids, hidden: hidden.map { tabs[$0].id })
      root = .tabs(bar)
    case .split(let nodes, let compact):
      root = .split(try Self.split(nodes, compact: compact, in: "a split", arguments: &arguments))
    }
    var modals: [ModalLayer] = []
    for (index, layer) in self.modals.enumerated() {
      let layer = ModalLayer(
        style: layer.style, stack: try Self.stack(layer.stack, in: "modal \(index)", arguments: &arguments),
        embedded: layer.embedded)
      if let problem = NavigationState(root: .stack(layer.stack), modals: [layer]).shapeViolation {
        throw .invalidTree(problem)
      }
      modals.append(layer)
    }
    return (NavigationState(root: root, modals: modals), arguments)
  }

  /// The split of `nodes` (two or three columns, leading first) with `compact` on top on a
  /// compact width; `place` names it in errors.
  private static func split(
    _ nodes: [[ScreenNode]], compact: SplitColumn, in place: String, arguments: inout [ScreenID: Arguments]
  ) throws(RestorationError) -> SplitRoot {
    guard (2...3).contains(nodes.count) else {
      throw .invalidTree("\(place) has \(nodes.count) columns; it has two or three")
    }
    let names: [SplitColumn] = nodes.count == 2 ? [.sidebar, .detail] : [.sidebar, .supplementary, .detail]
    guard names.contains(compact) else {
      throw .invalidTree("\(place)'s compact column \(compact) is not one of its columns")
    }
    var stacks: [ScreenStack] = []
    for (name, node) in zip(names, nodes) {
      stacks.append(try stack(node, in: "the \(name) column of \(place)", arguments: &arguments))
    }
    return SplitRoot(
      sidebar: stacks[0], supplementary: nodes.count == 3 ? stacks[1] : nil, detail: stacks[stacks.count - 1],
      compactColumn: compact)
  }

  private static func stack(
    _ screens: [ScreenNode], in place: String, arguments: inout [ScreenID: Arguments]
  ) throws(RestorationError) -> ScreenStack {
    guard let first = screens.first else { throw .invalidTree("\(place) has no screens") }
    func entry(_ node: ScreenNode, _ arguments: inout [ScreenID: Arguments]) throws(RestorationError)
      -> ScreenEntry
    {
      guard let route = node.route.value as? any Route else {
        throw .invalidTree("\(place) shows a \(node.route.type.name), which is not a Route")
      }
      var entry = ScreenEntry(id: .next(), route: AnyRoute(route), tag: node.tag.map { AnyTag($0.value) })
      entry.interactiveDismissDisabled = node.interactiveDismissDisabled
      entry.popoverAnchor = node.anchor
      entry.popoverAdaptation = node.compact
      entry.pushTransition = node.transition
      entry.allowsContentSwipe = !node.noContentSwipe
      if !node.arguments.isEmpty {
        var values = Arguments()
        for (name, value) in node.arguments { values.storage[name] = value.value }
        arguments[entry.id] = values
      }
      return entry
    }
    var path: [ScreenEntry] = []
    let root = try entry(first, &arguments)
    for node in screens.dropFirst() { path.append(try entry(node, &arguments)) }
    return ScreenStack(root: root, path: path)
  }
}
