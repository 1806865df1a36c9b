import Foundation

// The reader of format 1, which every recording made before format 2 has; nothing writes it now.
// Each tree, step, fact and read was a small object of optional fields, picked by a `kind`;
// routes by type and case (`RecordedRoute`, the value only when kept), tags by description,
// screens by their identity's number:
//
// {"format": 1, "platform": {"host": "UIKit", "system": "iOS 26.1", "device": "iPhone16,1"},
//  "signals": "completion", "layersTogether": true, "routeValues": false, "start": TREE,
//  "entries": [{"ms": 0.4, "kind": "fact", "parts": {"kind": "stackShown", ...}}, ...]}

extension NavigationRecording {
  /// Reads a recording of format 1.
  init(format1 decoder: any Decoder) throws {
    let document = try Format1(from: decoder)
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

private struct Format1: Decodable {
  var platform: NavigationRecording.Platform
  var signals: String
  var layersTogether: Bool
  var routeValues: Bool
  var start: TreeCode
  var guarded: [UInt64]?
  var entries: [EventCode]
}

// MARK: Trees

private struct EntryCode: Decodable {
  var id: UInt64
  var route: String
  var value: String?
  var tag: String?
  var noPullDown, noContentSwipe, popoverAsPopover: Bool?
  var anchor, openedFrom, zoomFrom, transition: String?
  var dialog: DialogCode?

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

/// A dialog's screen: its style, its buttons' roles and how many fields it has; its title,
/// message and buttons' titles when values were kept.
private struct DialogCode: Decodable {
  var confirmation: Bool?
  var roles: [String]
  var fields: Int?
  var title, message: String?
  var titles: [String]?

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

private func stack(_ codes: [EntryCode]) throws(RecordingError) -> ScreenStack {
  guard let first = codes.first else { throw .invalidTree("a stack with no screen") }
  return ScreenStack(root: first.entry, path: codes.dropFirst().map(\.entry))
}

private struct SplitCode: Decodable {
  var sidebar, detail: [EntryCode]
  var supplementary: [EntryCode]?
  var compact: Int
  var collapsed: Bool

  func split() throws(RecordingError) -> SplitRoot {
    guard let column = SplitColumn(rawValue: compact) else { throw .corrupted("unknown column \(compact)") }
    return SplitRoot(
      sidebar: try stack(sidebar),
      supplementary: try supplementary.map { codes throws(RecordingError) in try stack(codes) },
      detail: try stack(detail), compactColumn: column, isCollapsed: collapsed)
  }
}

private struct TabCode: Decodable {
  var id: String
  var group: String?
  var search: Bool?
  var stack: [EntryCode]?
  var split: SplitCode?

  func tab() throws(RecordingError) -> Tab {
    let id = RecordedTag(id)
    let group = group.map { RecordedTag($0) }
    let role: TabRole? = search == true ? .search : nil
    if let split { return Tab(id: id, split: try split.split(), group: group, role: role) }
    guard let stack = self.stack else { throw .invalidTree("tab \(id) has no stack and no split") }
    return Tab(id: id, stack: try Waypoint.stack(stack), group: group, role: role)
  }
}

private struct LayerCode: Decodable {
  var style: String
  var covers, pullDown, embedded: Bool
  var stack: [EntryCode]

  func layer() throws(RecordingError) -> ModalLayer {
    ModalLayer(
      style: PresentationStyle(style, coversContent: covers, allowsInteractiveDismissal: pullDown),
      stack: try Waypoint.stack(stack), embedded: embedded)
  }
}

private struct RootCode: Decodable {
  var stack: [EntryCode]?
  var tabs: [TabCode]?
  var selected: Int?
  var hidden: [String]?
  var moreList: Bool?
  var split: SplitCode?

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

private struct TreeCode: Decodable {
  var root: RootCode
  var modals: [LayerCode]?

  func state() throws(RecordingError) -> NavigationState {
    let state = NavigationState(
      root: try root.root(),
      modals: try (modals ?? []).map { code throws(RecordingError) in try code.layer() })
    if let problem = state.invariantViolation { throw .invalidTree(problem) }
    return state
  }
}

// MARK: Locations, reads, facts, changes and steps

/// `value`, or the error `missing` when it is not there.
private func need<T>(_ value: T?, _ missing: @autoclosure () -> RecordingError) throws(RecordingError) -> T {
  guard let value else { throw missing() }
  return value
}

private struct LocationCode: Decodable {
  var kind: String
  var tab: String?
  var index, column: Int?

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

private struct ReadCode: Decodable {
  var stacks, layers: [[UInt64]]
  var selectedTab, showing: Int?
  var moreList, collapsed: Bool?

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
private struct PartsCode: Decodable {
  var kind: String
  var at: LocationCode?
  var ids: [UInt64?]?
  var id: UInt64?
  var tab: String?
  var tabs, hidden, texts: [String]?
  var flag, other: Bool?
  var count, column: Int?
  var event: String?
  var stack: [EntryCode]?
  var layer: LayerCode?
  var tree: TreeCode?
  /// An exit chosen: its change, alone in the array.
  var exit: [PartsCode]?

  func need<T>(_ value: T?) throws(RecordingError) -> T {
    try Waypoint.need(value, .corrupted("a \(kind) without its parts"))
  }
  var tag: AnyTag? { tab.map { AnyTag(RecordedTag($0)) } }
  var tags: [AnyTag]? { tabs.map { $0.map { AnyTag(RecordedTag($0)) } } }
  var hiddenTags: [AnyTag] { (hidden ?? []).map { AnyTag(RecordedTag($0)) } }
  var splitColumn: SplitColumn? { column.flatMap(SplitColumn.init(rawValue:)) }
  var screen: ScreenID? { id.map(ScreenID.init(rawValue:)) }
  var screens: [ScreenID?]? { ids?.map { $0.map(ScreenID.init(rawValue:)) } }
  /// The count, when it is one: not negative.
  var number: Int? { count.flatMap { $0 >= 0 ? $0 : nil } }
  func location() throws(RecordingError) -> StackLocation { try need(at).location() }

  func fact() throws(RecordingError) -> PlatformFact {
    switch kind {
    case "stepCompleted": return .stepCompleted
    case "stackShown": return .stackShown(try location(), try need(screens))
    case "stackSet":
      return .stackSet(
        try location(), try need(screens), transitionAttached: try need(flag), delegateIsHost: try need(other)
      )
    case "stackWillShow": return .stackWillShow(try location(), top: screen, interactive: try need(flag))
    case "layerWillDismiss": return .layerWillDismiss(try need(screen), coordinated: try need(flag))
    case "interactionEnded": return .interactionEnded(cancelled: try need(flag))
    case "layersShown": return .layersShown(try need(number))
    case "tabSelected": return .tabSelected(try need(tag))
    case "moreShowsTab": return .moreShowsTab(try need(tag))
    case "moreListShown": return .moreListShown
    case "tabContentInWindow": return .tabContentInWindow(try need(tag), try need(flag))
    case "tabsArranged": return .tabsArranged(try need(tags), hidden: hiddenTags)
    case "pathWritten":
      return .pathWritten(try need(screens).compactMap { $0 }, above: try need(screen), at: try location())
    case "layerItemCleared": return .layerItemCleared(screen)
    case "drawnInWindow": return .drawnInWindow(try need(flag))
    case "probe":
      return .probe(try need(LifecycleEvent.allCases.first { "\($0)" == self.event }), try need(screen))
    case "splitCollapsed": return .splitCollapsed(try need(flag), top: splitColumn)
    case "columnShown": return .columnShown(try need(splitColumn))
    case "columnHidden": return .columnHidden(try need(splitColumn))
    case "backTapped": return .backTapped(try need(screen))
    case "exitChosen": return .exitChosen(try need(exit?.first).change())
    case "pullDownRefused":
      guard (count ?? 0) >= 0 else { throw .corrupted("a pull-down refused of layer \(count ?? 0)") }
      return .pullDownRefused(layerAt: count, heldByTheApp: try need(flag))
    case "dialogAnswered":
      return .dialogAnswered(try need(screen), button: try need(number), texts: texts ?? [])
    case "windowClosed": return .windowClosed
    default: throw .corrupted("unknown fact \(kind)")
    }
  }

  func change() throws(RecordingError) -> UserChange {
    switch kind {
    case "popped": return .popped(to: try need(screen))
    case "dismissed": return .dismissed(layer: try need(screen))
    case "selected": return .selected(tab: try need(tag))
    case "showedMoreList": return .showedMoreList
    case "arranged": return .arranged(tabs: try need(tags), hidden: hiddenTags)
    case "split": return .split(collapsed: try need(flag), showing: try need(splitColumn))
    case "platformShows": return .platformShows(try need(tree).state())
    default: throw .corrupted("unknown user change \(kind)")
    }
  }

  func step() throws(RecordingError) -> NavigationStep {
    switch kind {
    case "dismiss": return .dismiss(at: try need(number))
    case "dismissLayers": return .dismissLayers(from: try need(number))
    case "setStack": return .setStack(try Waypoint.stack(try need(stack)), in: try location())
    case "selectTab": return .selectTab(try need(tag))
    case "arrangeTabs": return .arrangeTabs(try need(tags), hidden: hiddenTags)
    case "showColumn": return .showColumn(try need(splitColumn))
    case "present": return .present(try need(layer).layer(), at: try need(number))
    case "setRoot": return .setRoot(try need(tree).state().root)
    default: throw .corrupted("unknown step \(kind)")
    }
  }
}

// MARK: Events

private struct EventCode: Decodable {
  var ms: Double
  var kind: String
  var tree: TreeCode?
  var ids: [UInt64]?
  var id: UInt64?
  var text, verb: String?
  var parts: PartsCode?
  var read: ReadCode?
  var flag: Bool?
  var index: Int?
  var texts: [String]?
  var at: LocationCode?

  /// The reasons a plan is asked for, by the name a recording writes (`nil`: a redirect).
  static let reasons: [String: NavigationReason?] = [
    "redirect": nil, "request": .request, "deep link": .deepLink, "restoration": .restoration,
    "flow start": .flowStart, "user exit": .userExit, "recheck": .recheck,
  ]

  func need<T>(_ value: T?) throws(RecordingError) -> T {
    try Waypoint.need(value, .corrupted("a \(kind) entry without its parts"))
  }
  var screen: ScreenID? { id.map(ScreenID.init(rawValue:)) }
  var screens: [ScreenID]? { ids?.map(ScreenID.init(rawValue:)) }

  func entry() throws(RecordingError) -> NavigationRecording.Entry {
    let event: NavigationRecording.Event
    switch kind {
    case "plan": event = .plan(try need(tree).state(), guarded: try need(screens))
    case "asked":
      guard let why = Self.reasons[try need(text)] else {
        throw .corrupted("a plan asked for by \(text ?? "")")
      }
      event = .asked(why, by: screen, verb: verb ?? "")
    case "linkOpened": event = .linkOpened(pattern: try need(text))
    case "denied": event = .denied(try need(text))
    case "guarded": event = .guarded(try need(screens))
    case "stepStarted": event = .stepStarted(try need(parts).step())
    case "stepRefused": event = .stepRefused(try need(text))
    case "returned": event = .returned
    case "stepEnded": event = .stepEnded(failure: text)
    case "planCancelled": event = .planCancelled
    case "planEnded": event = .planEnded
    case "restored": event = .restored(try at.map { code throws(RecordingError) in try code.location() })
    case "read": event = .read(try read.map { code throws(RecordingError) in try code.read() })
    case "elementHeld": event = .elementHeld(try need(text), try need(flag))
    case "screen": event = .screen(try need(read).read())
    case "watchdogFired":
      event = .watchdogFired(try need(text.flatMap(NavigationRecording.Watchdog.init(rawValue:))))
    case "fact": event = .fact(try need(parts).fact())
    // NB: the host's inputs a recording wrote as entries of their own before they were facts.
    case "backTapped": event = .fact(.backTapped(try need(screen)))
    case "pullDownRefused":
      guard (index ?? 0) >= 0 else { throw .corrupted("a pull-down refused of layer \(index ?? 0)") }
      event = .fact(.pullDownRefused(layerAt: index, heldByTheApp: try need(flag)))
    case "askedToLeave": event = .fact(.exitChosen(try need(parts).change()))
    case "userChanged": event = .userChanged(try need(parts).change())
    case "tabTapped": event = .tabTapped(text.map { AnyTag(RecordedTag($0)) }, allowed: try need(flag))
    case "tabSelected": event = .fact(.tabSelected(AnyTag(RecordedTag(try need(text)))))
    case "dialogAnswered":
      event = .fact(
        .dialogAnswered(
          try need(screen), button: try need(index.flatMap { $0 >= 0 ? $0 : nil }), texts: texts ?? []))
    case "windowClosed": event = .fact(.windowClosed)
    case "checkpoint": event = .checkpoint(try need(tree).state(), guarded: screens ?? [])
    default: throw .corrupted("unknown entry \(kind)")
    }
    // NB: a time past about 30 years, or not a number, is no time a recorder writes.
    guard ms.isFinite, abs(ms) < 1e12 else { throw .corrupted("a time of \(ms) ms") }
    return NavigationRecording.Entry(time: .nanoseconds(Int64((ms * 1_000_000).rounded())), event)
  }
}
