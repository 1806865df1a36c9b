// Converting between a NavigationState and the document's nodes.

/// Makes the nodes of trees, and the type table of the values they hold, in order of first use:
/// a saved tree's, or a recording's (``NavigationRecording``), which keeps what a saved tree does
/// not: the screens' identities and the elements they were opened from, a split collapsed, the
/// More list shown, and dialogs' layers.
struct NodeWriter {
  let restoration: Restoration
  /// Whether the nodes are a recording's.
  let isRecording: Bool
  /// What a route is written as: the app's value, or as a recording keeps it.
  let route: (AnyRoute) -> any Hashable & Sendable
  /// What a tag, a tab's id or a group's id is written as.
  let tag: (AnyTag) -> any Hashable & Sendable
  /// The arguments of the screen of an identity, saved with it.
  let arguments: (ScreenID) -> Arguments?
  /// The registered names of the types written, each once.
  private(set) var types: [String]
  private var indices: [String: Int] = [:]

  init(
    restoration: Restoration, isRecording: Bool = false, types: [String] = [],
    route: @escaping (AnyRoute) -> any Hashable & Sendable = { $0.base },
    tag: @escaping (AnyTag) -> any Hashable & Sendable = { $0.base },
    arguments: @escaping (ScreenID) -> Arguments? = { _ in nil }
  ) {
    self.restoration = restoration
    self.isRecording = isRecording
    self.route = route
    self.tag = tag
    self.arguments = arguments
    self.types = types
    for (index, name) in types.enumerated() { indices[name] = index }
  }

  /// The node of `value`, its type added to the table if it is not there.
  /// - Throws: ``RestorationError/notRegistered(type:)`` or ``RestorationError/notCodable(type:)``.
  mutating func value(_ value: any Hashable & Sendable) throws(RestorationError) -> ValueNode {
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

  mutating func screens(_ stack: ScreenStack) throws(RestorationError) -> [ScreenNode] {
    var screens: [ScreenNode] = []
    for entry in stack.entries {
      var values: [String: ValueNode] = [:]
      for (name, value) in arguments(entry.id)?.storage ?? [:] {
        do {
          values[name] = try self.value(value)
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
          route: try value(route(entry.route)),
          tag: try entry.tag.map { tag throws(RestorationError) in try value(self.tag(tag)) },
          interactiveDismissDisabled: entry.interactiveDismissDisabled, anchor: entry.popoverAnchor,
          compact: entry.popoverAdaptation, arguments: values, transition: entry.pushTransition,
          noContentSwipe: !entry.allowsContentSwipe, id: isRecording ? entry.id : nil,
          openedFrom: isRecording ? entry.openedFrom : nil))
    }
    return screens
  }

  mutating func columns(_ split: SplitRoot) throws(RestorationError) -> [[ScreenNode]] {
    var columns: [[ScreenNode]] = []
    for column in split.columns { columns.append(try screens(split[column] ?? split.detail)) }
    return columns
  }

  mutating func root(_ root: NavigationRoot) throws(RestorationError) -> RootNode {
    switch root {
    case .stack(let stack):
      return .stack(try screens(stack))
    case .tabs(let bar):
      var tabs: [TabNode] = []
      for tab in bar.tabs {
        // NB: the id first: the type table lists types in the order they are first used.
        let id = try value(self.tag(tab.id))
        let content: TabNode.Content
        switch tab.content {
        case .stack(let stack): content = .stack(try screens(stack))
        case .split(let split):
          content = .split(
            try columns(split), compact: split.compactColumn, collapsed: isRecording && split.isCollapsed)
        }
        tabs.append(
          TabNode(
            id: id, content: content,
            group: try tab.group.map { group throws(RestorationError) in try value(tag(group)) },
            role: tab.role))
      }
      return .tabs(
        tabs, selected: bar.selectedIndex, hidden: bar.hidden.compactMap(bar.index(of:)),
        moreList: isRecording && bar.showsMoreList)
    case .split(let split):
      return .split(
        try columns(split), compact: split.compactColumn, collapsed: isRecording && split.isCollapsed)
    }
  }

  mutating func layer(_ layer: ModalLayer) throws(RestorationError) -> LayerNode {
    LayerNode(style: layer.style, stack: try screens(layer.stack), embedded: layer.embedded)
  }

  /// The nodes of `modals`; a saved tree's stop below the first dialog (a dialog is never restored:
  /// its layer and every layer above it are left out).
  mutating func layers(_ modals: [ModalLayer]) throws(RestorationError) -> [LayerNode] {
    var nodes: [LayerNode] = []
    for layer in modals {
      guard isRecording || !layer.style.isDialog else { break }
      nodes.append(try self.layer(layer))
    }
    return nodes
  }
}

extension RestorationDocument {
  /// The document for `state`, with its type table in order of first use.
  /// - Throws: ``RestorationError/notRegistered(type:)`` or ``RestorationError/notCodable(type:)``
  ///   for the first value whose type cannot be saved.
  init(
    _ state: NavigationState, flows: FlowRecord? = nil,
    arguments: @escaping (ScreenID) -> Arguments? = { _ in nil },
    restoration: Restoration
  ) throws(RestorationError) {
    var writer = NodeWriter(restoration: restoration, arguments: arguments)
    let root = try writer.root(state.root)
    let modals = try writer.layers(state.modals)
    func flowNode(_ record: FlowRecord) throws(RestorationError) -> FlowNode {
      let placement: PlacementNode
      let modals = record.placement.modals
      switch record.placement.kind {
      case .push: placement = PlacementNode(name: "push", modals: modals)
      case .root: placement = PlacementNode(name: "root", modals: modals)
      case .present(let style, let embedded):
        placement = PlacementNode(name: style.restorationName, embedded: embedded, modals: modals)
      case .tab(let id): placement = PlacementNode(tab: try writer.value(id.base))
      case .column(let column): placement = PlacementNode(name: column.restorationName, modals: modals)
      }
      var children: [FlowNode] = []
      for child in record.children { children.append(try flowNode(child)) }
      return FlowNode(
        kind: record.kind,
        identifier: try record.identifier.map { id throws(RestorationError) in try writer.value(id) },
        placement: placement, screen: record.screen, children: children)
    }
    // NB: the flow nodes are made first: a type first used by a flow (an identifier) must be in
    // the type table too.
    let flowNodes = try flows.map(flowNode)
    self.init(
      format: Restoration.format, version: restoration.version, types: writer.types, root: root,
      modals: modals, flows: flowNodes)
  }

  /// How many screens and flows the document holds (``RestorationLimits/maxScreens`` bounds
  /// both together).
  var screenCount: Int {
    let rootCount =
      switch root {
      case .stack(let screens): screens.count
      case .tabs(let tabs, _, _, _): tabs.reduce(0) { $0 + $1.count }
      case .split(let columns, _, _): columns.reduce(0) { $0 + $1.count }
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
    let root = try Self.root(root, arguments: &arguments)
    var modals: [ModalLayer] = []
    for (index, layer) in self.modals.enumerated() {
      modals.append(try Self.layer(layer, at: index, arguments: &arguments))
    }
    return (NavigationState(root: root, modals: modals), arguments)
  }

  /// The root of `node`, with the arguments of its screens that have some. A screen keeps the
  /// identity its node has (a recording's), or gets a new one, as every screen of this file.
  static func root(
    _ node: RootNode, arguments: inout [ScreenID: Arguments]
  ) throws(RestorationError) -> NavigationRoot {
    let root: NavigationRoot
    switch node {
    case .stack(let screens):
      root = .stack(try Self.stack(screens, in: "the root stack", arguments: &arguments))
    case .tabs(let nodes, let selected, let hidden, let moreList):
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
        case .split(let columns, let compact, let collapsed):
          let split = try Self.split(
            columns, compact: compact, collapsed: collapsed, in: "tab \(index)'s split",
            arguments: &arguments)
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
      if moreList, !bar.showMoreList() {
        throw .invalidTree("the More list shows, but the bar has no More tab")
      }
      root = .tabs(bar)
    case .split(let nodes, let compact, let collapsed):
      root = .split(
        try Self.split(nodes, compact: compact, collapsed: collapsed, in: "a split", arguments: &arguments))
    }
    return root
  }

  /// The layer of `node`, the `index`th, with the arguments of its screens that have some.
  static func layer(
    _ node: LayerNode, at index: Int, arguments: inout [ScreenID: Arguments]
  ) throws(RestorationError) -> ModalLayer {
    let layer = ModalLayer(
      style: node.style, stack: try stack(node.stack, in: "modal \(index)", arguments: &arguments),
      embedded: node.embedded)
    if let problem = NavigationState(root: .stack(layer.stack), modals: [layer]).shapeViolation {
      throw .invalidTree(problem)
    }
    return layer
  }

  /// The split of `nodes` (two or three columns, leading first) with `compact` on top on a
  /// compact width, `collapsed` or not; `place` names it in errors.
  private static func split(
    _ nodes: [[ScreenNode]], compact: SplitColumn, collapsed: Bool, in place: String,
    arguments: inout [ScreenID: Arguments]
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
      compactColumn: compact, isCollapsed: collapsed)
  }

  /// The stack of `screens`; `place` names it in errors.
  static func stack(
    _ screens: [ScreenNode], in place: String, arguments: inout [ScreenID: Arguments]
  ) throws(RestorationError) -> ScreenStack {
    guard let first = screens.first else { throw .invalidTree("\(place) has no screens") }
    func entry(_ node: ScreenNode, _ arguments: inout [ScreenID: Arguments]) throws(RestorationError)
      -> ScreenEntry
    {
      guard let route = node.route.value as? any Route else {
        throw .invalidTree("\(place) shows a \(node.route.type.name), which is not a Route")
      }
      var entry = ScreenEntry(
        id: node.id ?? .next(), route: AnyRoute(route), tag: node.tag.map { AnyTag($0.value) })
      entry.openedFrom = node.openedFrom
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
