import Foundation

// A recording as JSON (format 1). Every tree, step, fact and read is written as a small object
// of optional fields; routes as `RecordedRoute` (type and case, the value only when kept), tags
// by description, screens by their identity's number. Reading one back gives the same recording
// with `RecordedRoute` and `RecordedTag` in place of the app's values.
//
// {"format": 1, "platform": {"host": "UIKit", "system": "iOS 26.1", "device": "iPhone16,1"},
//  "signals": "completion", "layersTogether": true, "routeValues": false, "start": TREE,
//  "entries": [{"ms": 0.4, "kind": "fact", "fact": {"kind": "stackShown", ...}}, ...]}

extension NavigationRecording: Codable {
  /// The recording as JSON, the format ``init(json:)`` reads; route values only when kept.
  public func json() throws(RecordingError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch {
      throw .corrupted("\(error)")
    }
  }

  /// Reads a recording ``json()`` wrote; its routes are ``RecordedRoute``s and its tags
  /// ``RecordedTag``s.
  /// - Throws: ``RecordingError``: not a recording, a format this version does not read, or a
  ///   tree that is not valid.
  public init(json data: Data) throws(RecordingError) {
    do {
      self = try JSONDecoder().decode(NavigationRecording.self, from: data)
    } catch let error as RecordingError {
      throw error
    } catch {
      throw .corrupted(String("\(error)".prefix(300)))
    }
  }

  /// Writes the recording in its JSON format (format ``format``), to any encoder.
  public func encode(to encoder: any Encoder) throws {
    let values = keepsRouteValues
    try Document(
      format: Self.format, platform: platform, signals: signals == .completion ? "completion" : "appearance",
      layersTogether: capabilities.contains(.dismissesLayersTogether), routeValues: values,
      start: TreeCode(start, values), guarded: startGuarded.isEmpty ? nil : startGuarded.map(\.rawValue),
      entries: entries.map { EventCode($0, values) }
    ).encode(to: encoder)
  }

  /// Reads a recording in its JSON format, from any decoder; a format this version does not read
  /// or a tree that is not valid throws a ``RecordingError``.
  public init(from decoder: any Decoder) throws {
    struct Header: Decodable { var format: Int }
    let header = try Header(from: decoder)
    guard header.format == Self.format else {
      throw RecordingError.unsupportedFormat(found: header.format, supported: Self.format)
    }
    let document = try Document(from: decoder)
    guard ["completion", "appearance"].contains(document.signals) else {
      throw RecordingError.corrupted("unknown signals \(document.signals)")
    }
    self.init(
      platform: document.platform, signals: document.signals == "completion" ? .completion : .appearance,
      capabilities: document.layersTogether ? .dismissesLayersTogether : [],
      keepsRouteValues: document.routeValues,
      start: try document.start.state(), startGuarded: (document.guarded ?? []).map(ScreenID.init(rawValue:)),
      entries: try document.entries.map { code throws(RecordingError) in try code.entry() })
  }
}

private struct Document: Codable {
  var format: Int
  var platform: NavigationRecording.Platform
  var signals: String
  var layersTogether: Bool
  var routeValues: Bool
  var start: TreeCode
  var guarded: [UInt64]?
  var entries: [EventCode]
}

// MARK: Trees

private struct EntryCode: Codable {
  var id: UInt64
  var route: String
  var value: String?
  var tag: String?
  var noPullDown: Bool?
  var noContentSwipe: Bool?
  var anchor: String?
  var openedFrom: String?
  var popoverAsPopover: Bool?
  var zoomFrom: String?
  var transition: String?
  var dialog: DialogCode?

  init(_ entry: ScreenEntry, _ values: Bool) {
    let route = RecordedRoute(entry.route, keepingValue: values)
    id = entry.id.rawValue
    self.route = route.name
    value = route.value
    dialog = entry.route.as(DialogContent.self).map { DialogCode($0, values) }
    tag = entry.tag.map { RecordedTag($0).text }
    noPullDown = entry.interactiveDismissDisabled ? true : nil
    noContentSwipe = entry.allowsContentSwipe ? nil : true
    anchor = entry.popoverAnchor
    openedFrom = entry.openedFrom
    popoverAsPopover = entry.popoverAdaptation == .popover ? true : nil
    switch entry.pushTransition {
    case .zoom(let source): zoomFrom = source
    case .custom(let name): transition = name
    case nil: break
    }
  }

  var entry: ScreenEntry {
    var entry = ScreenEntry(
      id: ScreenID(rawValue: id),
      route: dialog.map { AnyRoute($0.content) } ?? AnyRoute(RecordedRoute(name: route, value: value)),
      tag: tag.map { AnyTag(RecordedTag($0)) })
    entry.interactiveDismissDisabled = noPullDown ?? false
    entry.allowsContentSwipe = !(noContentSwipe ?? false)
    entry.popoverAnchor = anchor
    entry.openedFrom = openedFrom
    entry.popoverAdaptation = popoverAsPopover == true ? .popover : .sheet
    entry.pushTransition = zoomFrom.map { .zoom(from: $0) } ?? transition.map { .custom($0) }
    return entry
  }
}

/// A dialog's screen: its style, its buttons' roles and its fields; its title, message and
/// buttons' titles only when values are kept (a message can name a person).
private struct DialogCode: Codable {
  var confirmation: Bool?
  var roles: [String]
  var fields: Int?
  var title: String?
  var message: String?
  var titles: [String]?

  init(_ dialog: DialogContent, _ values: Bool) {
    confirmation = dialog.style == .confirmationDialog ? true : nil
    roles = dialog.buttons.map(\.role.rawValue)
    fields = dialog.textFields.isEmpty ? nil : dialog.textFields.count
    if values {
      title = dialog.title
      message = dialog.message
      titles = dialog.buttons.map(\.title)
    }
  }

  var content: DialogContent {
    DialogContent(
      title: title ?? "", message: message, style: confirmation == true ? .confirmationDialog : .alert,
      buttons: roles.enumerated().map { index, role in
        DialogContent.Button(
          title: titles.flatMap { $0.indices.contains(index) ? $0[index] : nil } ?? "",
          role: DialogContent.Role(rawValue: role) ?? .default)
      },
      textFields: (0..<min(max(fields ?? 0, 0), 16)).map { _ in DialogTextField("") })
  }
}

private func codes(_ stack: ScreenStack, _ values: Bool) -> [EntryCode] {
  stack.entries.map { EntryCode($0, values) }
}

private func stack(_ codes: [EntryCode]) throws(RecordingError) -> ScreenStack {
  guard let first = codes.first else { throw .invalidTree("a stack with no screen") }
  return ScreenStack(root: first.entry, path: codes.dropFirst().map(\.entry))
}

private struct SplitCode: Codable {
  var sidebar: [EntryCode]
  var supplementary: [EntryCode]?
  var detail: [EntryCode]
  var compact: Int
  var collapsed: Bool

  init(_ split: SplitRoot, _ values: Bool) {
    sidebar = codes(split.sidebar, values)
    supplementary = split.supplementary.map { codes($0, values) }
    detail = codes(split.detail, values)
    compact = split.compactColumn.rawValue
    collapsed = split.isCollapsed
  }

  func split() throws(RecordingError) -> SplitRoot {
    guard let column = SplitColumn(rawValue: compact) else { throw .corrupted("unknown column \(compact)") }
    return SplitRoot(
      sidebar: try stack(sidebar),
      supplementary: try supplementary.map { codes throws(RecordingError) in try stack(codes) },
      detail: try stack(detail), compactColumn: column, isCollapsed: collapsed)
  }
}

private struct TabCode: Codable {
  var id: String
  var group: String?
  var search: Bool?
  var stack: [EntryCode]?
  var split: SplitCode?

  init(_ tab: Tab, _ values: Bool) {
    id = RecordedTag(tab.id).text
    group = tab.group.map { RecordedTag($0).text }
    search = tab.role == .search ? true : nil
    switch tab.content {
    case .stack(let stack): self.stack = codes(stack, values)
    case .split(let split): self.split = SplitCode(split, values)
    }
  }

  func tab() throws(RecordingError) -> Tab {
    let id = RecordedTag(id)
    let group = group.map { RecordedTag($0) }
    let role: TabRole? = search == true ? .search : nil
    if let split { return Tab(id: id, split: try split.split(), group: group, role: role) }
    guard let stack = self.stack else { throw .invalidTree("tab \(id) has no stack and no split") }
    return Tab(id: id, stack: try Waypoint.stack(stack), group: group, role: role)
  }
}

private struct LayerCode: Codable {
  var style: String
  var covers: Bool
  var pullDown: Bool
  var embedded: Bool
  var stack: [EntryCode]

  init(_ layer: ModalLayer, _ values: Bool) {
    style = layer.style.name
    covers = layer.style.coversContent
    pullDown = layer.style.allowsInteractiveDismissal
    embedded = layer.embedded
    stack = codes(layer.stack, values)
  }

  func layer() throws(RecordingError) -> ModalLayer {
    ModalLayer(
      style: PresentationStyle(style, coversContent: covers, allowsInteractiveDismissal: pullDown),
      stack: try Waypoint.stack(stack), embedded: embedded)
  }
}

private struct RootCode: Codable {
  var stack: [EntryCode]?
  var tabs: [TabCode]?
  var selected: Int?
  var hidden: [String]?
  var moreList: Bool?
  var split: SplitCode?

  init(_ root: NavigationRoot, _ values: Bool) {
    switch root {
    case .stack(let stack): self.stack = codes(stack, values)
    case .tabs(let bar):
      tabs = bar.tabs.map { TabCode($0, values) }
      selected = bar.selectedIndex
      hidden = bar.hidden.isEmpty ? nil : bar.hidden.map { RecordedTag($0).text }
      moreList = bar.showsMoreList ? true : nil
    case .split(let split): self.split = SplitCode(split, values)
    }
  }

  func root() throws(RecordingError) -> NavigationRoot {
    if let stack { return .stack(try Waypoint.stack(stack)) }
    if let split { return .split(try split.split()) }
    guard let tabs, let first = tabs.first else { throw .invalidTree("a root with no stack, tabs or split") }
    // NB: no platform draws more; a bar of thousands would take long to arrange.
    guard tabs.count <= NavigationRecording.mostTabs else { throw .invalidTree("\(tabs.count) tabs") }
    let made = try tabs.map { code throws(RecordingError) in try code.tab() }
    guard let selected, made.indices.contains(selected) else { throw .invalidTree("no tab is selected") }
    var bar = TabBar(made[0], Array(made.dropFirst()), selected: made[selected].id)
    guard bar.tabs.count == tabs.count else { throw .invalidTree("two tabs of id \(first.id)") }
    bar.arrange(made.map(\.id), hidden: (hidden ?? []).map { AnyTag(RecordedTag($0)) })
    if moreList == true, !bar.showMoreList() { throw .invalidTree("a More list with no More tab") }
    return .tabs(bar)
  }
}

private struct TreeCode: Codable {
  var root: RootCode
  var modals: [LayerCode]?

  init(_ state: NavigationState, _ values: Bool) {
    root = RootCode(state.root, values)
    modals = state.modals.isEmpty ? nil : state.modals.map { LayerCode($0, values) }
  }

  func state() throws(RecordingError) -> NavigationState {
    let state = NavigationState(
      root: try root.root(),
      modals: try (modals ?? []).map { code throws(RecordingError) in try code.layer() })
    if let problem = state.invariantViolation { throw .invalidTree(problem) }
    return state
  }
}

// MARK: Locations, reads, facts, changes and steps

private struct LocationCode: Codable {
  var kind: String
  var tab: String?
  var index: Int?
  var column: Int?

  init(_ location: StackLocation) {
    switch location {
    case .root: kind = "root"
    case .tab(let tab): (kind, self.tab) = ("tab", RecordedTag(tab).text)
    case .modal(let index): (kind, self.index) = ("modal", index)
    case .column(let column): (kind, self.column) = ("column", column.rawValue)
    case .tabColumn(let tab, let column):
      (kind, self.tab, self.column) = ("tabColumn", RecordedTag(tab).text, column.rawValue)
    }
  }

  func location() throws(RecordingError) -> StackLocation {
    let tag = tab.map { AnyTag(RecordedTag($0)) }
    let column = column.flatMap(SplitColumn.init(rawValue:))
    switch (kind, tag, index, column) {
    case ("root", _, _, _): return .root
    case ("tab", let tab?, _, _): return .tab(tab)
    case ("modal", _, let index?, _) where index >= 0: return .modal(index)
    case ("column", _, _, let column?): return .column(column)
    case ("tabColumn", let tab?, _, let column?): return .tabColumn(tab, column)
    default: throw .corrupted("a stack location \(kind) without its parts")
    }
  }
}

private struct ReadCode: Codable {
  var stacks: [[UInt64]]
  var selectedTab: Int?
  var moreList: Bool?
  var collapsed: Bool?
  var showing: Int?
  var layers: [[UInt64]]

  init(_ read: ScreenRead) {
    stacks = read.stacks.map { $0.map(\.rawValue) }
    selectedTab = read.selectedTab
    moreList = read.showsMoreList ? true : nil
    collapsed = read.split?.collapsed
    showing = read.split?.showing.rawValue
    layers = read.layers.map { $0.map(\.rawValue) }
  }

  func read() throws(RecordingError) -> ScreenRead {
    var split: SplitRead?
    if let collapsed, let showing {
      guard let column = SplitColumn(rawValue: showing) else { throw .corrupted("unknown column \(showing)") }
      split = SplitRead(collapsed: collapsed, showing: column)
    }
    return ScreenRead(
      stacks: stacks.map { $0.map(ScreenID.init(rawValue:)) }, selectedTab: selectedTab,
      showsMoreList: moreList ?? false, split: split, layers: layers.map { $0.map(ScreenID.init(rawValue:)) })
  }
}

/// A fact, a user change or a step: a kind and the parts it has.
private struct PartsCode: Codable {
  var kind: String
  var at: LocationCode?
  var ids: [UInt64?]?
  var id: UInt64?
  var tab: String?
  var tabs: [String]?
  var hidden: [String]?
  var flag: Bool?
  var other: Bool?
  var count: Int?
  var event: String?
  var column: Int?
  var stack: [EntryCode]?
  var layer: LayerCode?
  var tree: TreeCode?
  /// An exit chosen: its change, alone in the array.
  var exit: [PartsCode]?
  var texts: [String]?

  init(kind: String) {
    self.kind = kind
  }

  func missing() -> RecordingError { .corrupted("a \(kind) without its parts") }
  var tag: AnyTag? { tab.map { AnyTag(RecordedTag($0)) } }
  var tags: [AnyTag]? { tabs.map { $0.map { AnyTag(RecordedTag($0)) } } }
  var hiddenTags: [AnyTag] { (hidden ?? []).map { AnyTag(RecordedTag($0)) } }
  var splitColumn: SplitColumn? { column.flatMap(SplitColumn.init(rawValue:)) }
  var screen: ScreenID? { id.map(ScreenID.init(rawValue:)) }
  func location() throws(RecordingError) -> StackLocation {
    guard let at else { throw missing() }
    return try at.location()
  }

  init(_ fact: PlatformFact, _ values: Bool) {
    switch fact {
    case .stepCompleted: self.init(kind: "stepCompleted")
    case .stackShown(let location, let ids):
      self.init(kind: "stackShown")
      (at, self.ids) = (LocationCode(location), ids.map { $0?.rawValue })
    case .stackSet(let location, let ids, let attached, let delegateIsHost):
      self.init(kind: "stackSet")
      (at, self.ids, flag, other) = (
        LocationCode(location), ids.map { $0?.rawValue }, attached, delegateIsHost
      )
    case .stackWillShow(let location, let top, let interactive):
      self.init(kind: "stackWillShow")
      (at, id, flag) = (LocationCode(location), top?.rawValue, interactive)
    case .layerWillDismiss(let layer, let coordinated):
      self.init(kind: "layerWillDismiss")
      (id, flag) = (layer.rawValue, coordinated)
    case .interactionEnded(let cancelled): self.init(kind: "interactionEnded"); flag = cancelled
    case .layersShown(let count): self.init(kind: "layersShown"); self.count = count
    case .tabSelected(let tab): self.init(kind: "tabSelected"); self.tab = RecordedTag(tab).text
    case .moreListShown: self.init(kind: "moreListShown")
    case .moreShowsTab(let tab): self.init(kind: "moreShowsTab"); self.tab = RecordedTag(tab).text
    case .tabContentInWindow(let tab, let inWindow):
      self.init(kind: "tabContentInWindow")
      (self.tab, flag) = (RecordedTag(tab).text, inWindow)
    case .tabsArranged(let order, let hidden):
      self.init(kind: "tabsArranged")
      (tabs, self.hidden) = (order.map { RecordedTag($0).text }, hidden.map { RecordedTag($0).text })
    case .pathWritten(let path, let root, let location):
      self.init(kind: "pathWritten")
      (ids, id, at) = (path.map(\.rawValue), root.rawValue, LocationCode(location))
    case .layerItemCleared(let layer): self.init(kind: "layerItemCleared"); id = layer?.rawValue
    case .drawnInWindow(let drawn): self.init(kind: "drawnInWindow"); flag = drawn
    case .probe(let event, let screen):
      self.init(kind: "probe")
      (self.event, id) = ("\(event)", screen.rawValue)
    case .splitCollapsed(let collapsed, let top):
      self.init(kind: "splitCollapsed")
      (flag, column) = (collapsed, top?.rawValue)
    case .columnShown(let column): self.init(kind: "columnShown"); self.column = column.rawValue
    case .columnHidden(let column): self.init(kind: "columnHidden"); self.column = column.rawValue
    case .backTapped(let screen): self.init(kind: "backTapped"); id = screen.rawValue
    case .exitChosen(let change): self.init(kind: "exitChosen"); exit = [PartsCode(change, values)]
    case .pullDownRefused(let layer, let app):
      self.init(kind: "pullDownRefused"); (count, flag) = (layer, app)
    case .dialogAnswered(let layer, let button, let texts):
      self.init(kind: "dialogAnswered")
      // NB: a recorder that keeps no values kept no texts (`PlatformFact.withoutValues`).
      (id, count, self.texts) = (layer.rawValue, button, texts.isEmpty ? nil : texts)
    case .windowClosed: self.init(kind: "windowClosed")
    }
  }

  func fact() throws(RecordingError) -> PlatformFact {
    let ids = self.ids?.map { $0.map(ScreenID.init(rawValue:)) }
    switch kind {
    case "stepCompleted": return .stepCompleted
    case "stackShown":
      guard let ids else { throw missing() }
      return .stackShown(try location(), ids)
    case "stackSet":
      guard let ids, let flag, let other else { throw missing() }
      return .stackSet(try location(), ids, transitionAttached: flag, delegateIsHost: other)
    case "stackWillShow":
      guard let flag else { throw missing() }
      return .stackWillShow(try location(), top: screen, interactive: flag)
    case "layerWillDismiss":
      guard let screen, let flag else { throw missing() }
      return .layerWillDismiss(screen, coordinated: flag)
    case "interactionEnded":
      guard let flag else { throw missing() }
      return .interactionEnded(cancelled: flag)
    case "layersShown":
      guard let count, count >= 0 else { throw missing() }
      return .layersShown(count)
    case "tabSelected", "moreShowsTab":
      guard let tag else { throw missing() }
      return kind == "tabSelected" ? .tabSelected(tag) : .moreShowsTab(tag)
    case "moreListShown": return .moreListShown
    case "tabContentInWindow":
      guard let tag, let flag else { throw missing() }
      return .tabContentInWindow(tag, flag)
    case "tabsArranged":
      guard let tags else { throw missing() }
      return .tabsArranged(tags, hidden: hiddenTags)
    case "pathWritten":
      guard let ids, let screen else { throw missing() }
      return .pathWritten(ids.compactMap { $0 }, above: screen, at: try location())
    case "layerItemCleared": return .layerItemCleared(screen)
    case "drawnInWindow":
      guard let flag else { throw missing() }
      return .drawnInWindow(flag)
    case "probe":
      guard let screen, let event = LifecycleEvent.allCases.first(where: { "\($0)" == self.event }) else {
        throw missing()
      }
      return .probe(event, screen)
    case "splitCollapsed":
      guard let flag else { throw missing() }
      return .splitCollapsed(flag, top: splitColumn)
    case "columnShown", "columnHidden":
      guard let splitColumn else { throw missing() }
      return kind == "columnShown" ? .columnShown(splitColumn) : .columnHidden(splitColumn)
    case "backTapped":
      guard let screen else { throw missing() }
      return .backTapped(screen)
    case "exitChosen":
      guard let exit = exit?.first else { throw missing() }
      return .exitChosen(try exit.change())
    case "pullDownRefused":
      guard let flag, (count ?? 0) >= 0 else { throw missing() }
      return .pullDownRefused(layerAt: count, heldByTheApp: flag)
    case "dialogAnswered":
      guard let screen, let count, count >= 0 else { throw missing() }
      return .dialogAnswered(screen, button: count, texts: texts ?? [])
    case "windowClosed": return .windowClosed
    default: throw .corrupted("unknown fact \(kind)")
    }
  }

  init(_ change: UserChange, _ values: Bool) {
    switch change {
    case .popped(let id): self.init(kind: "popped"); self.id = id.rawValue
    case .dismissed(let layer): self.init(kind: "dismissed"); id = layer.rawValue
    case .selected(let tab): self.init(kind: "selected"); self.tab = RecordedTag(tab).text
    case .showedMoreList: self.init(kind: "showedMoreList")
    case .arranged(let tabs, let hidden):
      self.init(kind: "arranged")
      (self.tabs, self.hidden) = (tabs.map { RecordedTag($0).text }, hidden.map { RecordedTag($0).text })
    case .split(let collapsed, let showing):
      self.init(kind: "split")
      (flag, column) = (collapsed, showing.rawValue)
    case .platformShows(let state): self.init(kind: "platformShows"); tree = TreeCode(state, values)
    }
  }

  func change() throws(RecordingError) -> UserChange {
    switch kind {
    case "popped", "dismissed":
      guard let screen else { throw missing() }
      return kind == "popped" ? .popped(to: screen) : .dismissed(layer: screen)
    case "selected":
      guard let tag else { throw missing() }
      return .selected(tab: tag)
    case "showedMoreList": return .showedMoreList
    case "arranged":
      guard let tags else { throw missing() }
      return .arranged(tabs: tags, hidden: hiddenTags)
    case "split":
      guard let flag, let splitColumn else { throw missing() }
      return .split(collapsed: flag, showing: splitColumn)
    case "platformShows":
      guard let tree else { throw missing() }
      return .platformShows(try tree.state())
    default: throw .corrupted("unknown user change \(kind)")
    }
  }

  init(_ step: NavigationStep, _ values: Bool) {
    switch step {
    case .dismiss(let index): self.init(kind: "dismiss"); count = index
    case .dismissLayers(let index): self.init(kind: "dismissLayers"); count = index
    case .setStack(let stack, let location):
      self.init(kind: "setStack")
      (self.stack, at) = (codes(stack, values), LocationCode(location))
    case .selectTab(let tab): self.init(kind: "selectTab"); self.tab = RecordedTag(tab).text
    case .arrangeTabs(let order, let hidden):
      self.init(kind: "arrangeTabs")
      (tabs, self.hidden) = (order.map { RecordedTag($0).text }, hidden.map { RecordedTag($0).text })
    case .showColumn(let column): self.init(kind: "showColumn"); self.column = column.rawValue
    case .present(let layer, let index):
      self.init(kind: "present")
      (self.layer, count) = (LayerCode(layer, values), index)
    case .setRoot(let root): self.init(kind: "setRoot"); tree = TreeCode(NavigationState(root: root), values)
    }
  }

  func step() throws(RecordingError) -> NavigationStep {
    switch kind {
    case "dismiss", "dismissLayers":
      guard let count, count >= 0 else { throw missing() }
      return kind == "dismiss" ? .dismiss(at: count) : .dismissLayers(from: count)
    case "setStack":
      guard let stack else { throw missing() }
      return .setStack(try Waypoint.stack(stack), in: try location())
    case "selectTab":
      guard let tag else { throw missing() }
      return .selectTab(tag)
    case "arrangeTabs":
      guard let tags else { throw missing() }
      return .arrangeTabs(tags, hidden: hiddenTags)
    case "showColumn":
      guard let splitColumn else { throw missing() }
      return .showColumn(splitColumn)
    case "present":
      guard let layer, let count, count >= 0 else { throw missing() }
      return .present(try layer.layer(), at: count)
    case "setRoot":
      guard let tree else { throw missing() }
      return .setRoot(try tree.state().root)
    default: throw .corrupted("unknown step \(kind)")
    }
  }
}

// MARK: Events

private struct EventCode: Codable {
  var ms: Double
  var kind: String
  var tree: TreeCode?
  var ids: [UInt64]?
  var id: UInt64?
  var text: String?
  var verb: String?
  var parts: PartsCode?
  var read: ReadCode?
  var flag: Bool?
  var index: Int?
  var texts: [String]?
  var at: LocationCode?

  init(kind: String, ms: Double) {
    self.kind = kind
    self.ms = ms
  }

  /// The reasons a plan is asked for, by the name a recording writes (`nil`: a redirect).
  static let reasons: [String: NavigationReason?] = [
    "redirect": nil, "request": .request, "deep link": .deepLink, "restoration": .restoration,
    "flow start": .flowStart, "user exit": .userExit, "recheck": .recheck,
  ]

  init(_ entry: NavigationRecording.Entry, _ values: Bool) {
    let (seconds, attoseconds) = entry.time.components
    let ms = ((Double(seconds) * 1000 + Double(attoseconds) / 1e15) * 1000).rounded() / 1000
    switch entry.event {
    case .plan(let target, let guarded):
      self.init(kind: "plan", ms: ms)
      (tree, ids) = (TreeCode(target, values), guarded.map(\.rawValue))
    case .asked(let why, let by, let verb):
      self.init(kind: "asked", ms: ms)
      (text, id, self.verb) = (why.map(\.description) ?? "redirect", by?.rawValue, verb)
    case .linkOpened(let pattern): self.init(kind: "linkOpened", ms: ms); text = pattern
    case .denied(let failure): self.init(kind: "denied", ms: ms); text = failure
    case .guarded(let guarded): self.init(kind: "guarded", ms: ms); ids = guarded.map(\.rawValue)
    case .stepStarted(let step): self.init(kind: "stepStarted", ms: ms); parts = PartsCode(step, values)
    case .stepRefused(let reason): self.init(kind: "stepRefused", ms: ms); text = reason
    case .returned: self.init(kind: "returned", ms: ms)
    case .stepEnded(let failure): self.init(kind: "stepEnded", ms: ms); text = failure
    case .planCancelled: self.init(kind: "planCancelled", ms: ms)
    case .planEnded: self.init(kind: "planEnded", ms: ms)
    case .restored(let location): self.init(kind: "restored", ms: ms); at = location.map(LocationCode.init)
    case .read(let read): self.init(kind: "read", ms: ms); self.read = read.map(ReadCode.init)
    case .elementHeld(let element, let held):
      self.init(kind: "elementHeld", ms: ms); (text, flag) = (element, held)
    case .screen(let read): self.init(kind: "screen", ms: ms); self.read = ReadCode(read)
    case .watchdogFired(let watchdog): self.init(kind: "watchdogFired", ms: ms); text = watchdog.rawValue
    case .fact(let fact): self.init(kind: "fact", ms: ms); parts = PartsCode(fact, values)
    case .userChanged(let change): self.init(kind: "userChanged", ms: ms); parts = PartsCode(change, values)
    case .tabTapped(let tab, let allowed):
      self.init(kind: "tabTapped", ms: ms)
      (text, flag) = (tab.map { RecordedTag($0).text }, allowed)
    case .checkpoint(let state, let guarded):
      self.init(kind: "checkpoint", ms: ms)
      (tree, ids) = (TreeCode(state, values), guarded.map(\.rawValue))
    }
  }

  func entry() throws(RecordingError) -> NavigationRecording.Entry {
    let missing = RecordingError.corrupted("a \(kind) entry without its parts")
    let screen = id.map(ScreenID.init(rawValue:))
    let event: NavigationRecording.Event
    switch kind {
    case "plan":
      guard let tree, let ids else { throw missing }
      event = .plan(try tree.state(), guarded: ids.map(ScreenID.init(rawValue:)))
    case "asked":
      guard let text else { throw missing }
      guard let why = Self.reasons[text] else {
        throw RecordingError.corrupted("a plan asked for by \(text)")
      }
      event = .asked(why, by: screen, verb: verb ?? "")
    case "linkOpened":
      guard let text else { throw missing }
      event = .linkOpened(pattern: text)
    case "denied":
      guard let text else { throw missing }
      event = .denied(text)
    case "guarded":
      guard let ids else { throw missing }
      event = .guarded(ids.map(ScreenID.init(rawValue:)))
    case "stepStarted":
      guard let parts else { throw missing }
      event = .stepStarted(try parts.step())
    case "stepRefused":
      guard let text else { throw missing }
      event = .stepRefused(text)
    case "returned": event = .returned
    case "stepEnded": event = .stepEnded(failure: text)
    case "planCancelled": event = .planCancelled
    case "planEnded": event = .planEnded
    case "restored": event = .restored(try at.map { code throws(RecordingError) in try code.location() })
    case "read": event = .read(try read.map { code throws(RecordingError) in try code.read() })
    case "elementHeld":
      guard let text, let flag else { throw missing }
      event = .elementHeld(text, flag)
    case "screen":
      guard let read else { throw missing }
      event = .screen(try read.read())
    case "watchdogFired":
      guard let watchdog = text.flatMap(NavigationRecording.Watchdog.init(rawValue:)) else { throw missing }
      event = .watchdogFired(watchdog)
    case "fact":
      guard let parts else { throw missing }
      event = .fact(try parts.fact())
    // NB: the host's inputs a recording wrote as entries of their own before they were facts.
    case "backTapped":
      guard let screen else { throw missing }
      event = .fact(.backTapped(screen))
    case "pullDownRefused":
      guard let flag, (index ?? 0) >= 0 else { throw missing }
      event = .fact(.pullDownRefused(layerAt: index, heldByTheApp: flag))
    case "askedToLeave":
      guard let parts else { throw missing }
      event = .fact(.exitChosen(try parts.change()))
    case "userChanged":
      guard let parts else { throw missing }
      event = .userChanged(try parts.change())
    case "tabTapped":
      guard let flag else { throw missing }
      event = .tabTapped(text.map { AnyTag(RecordedTag($0)) }, allowed: flag)
    case "tabSelected":
      guard let text else { throw missing }
      event = .fact(.tabSelected(AnyTag(RecordedTag(text))))
    case "dialogAnswered":
      guard let screen, let index, index >= 0 else { throw missing }
      event = .fact(.dialogAnswered(screen, button: index, texts: texts ?? []))
    case "windowClosed": event = .fact(.windowClosed)
    case "checkpoint":
      guard let tree else { throw missing }
      event = .checkpoint(try tree.state(), guarded: (ids ?? []).map(ScreenID.init(rawValue:)))
    default: throw .corrupted("unknown entry \(kind)")
    }
    // NB: a time past about 30 years, or not a number, is no time a recorder writes.
    guard ms.isFinite, abs(ms) < 1e12 else { throw .corrupted("a time of \(ms) ms") }
    return NavigationRecording.Entry(time: .nanoseconds(Int64((ms * 1_000_000).rounded())), event)
  }
}
