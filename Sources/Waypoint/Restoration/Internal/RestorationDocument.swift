import Foundation

// The document of format 1, as Codable nodes. See `Restoration.format` for the layout.
// Encoding: `RestorationDocument(state, restoration)` then JSONEncoder. Decoding: JSONDecoder
// with the restoration as configuration, then `state()`, which mints new screen identities.

/// Carries a ``RestorationError`` through `JSONDecoder` and `JSONEncoder`, which rethrow what
/// a node throws unchanged.
struct RestorationFailure: Error {
  let error: RestorationError
}

/// What nodes need to decode a value: the registry and the document's type table, and whether
/// they are a recording's (``NavigationRecording``), whose nodes keep what a saved tree does not.
struct DecodingContext {
  let restoration: Restoration
  let types: [String]
  /// Whether the nodes are a recording's trees: a screen's identity and the element it was opened
  /// from, a split collapsed, the More list shown are read (a saved tree has none of them, and
  /// they are not read from one).
  var isRecording = false
}

struct RestorationDocument: Encodable, DecodableWithConfiguration {
  var format: Int
  var version: Int
  var types: [String]
  var root: RootNode
  var modals: [LayerNode]
  /// The running flows, when the app saves them.
  var flows: FlowNode?

  enum CodingKeys: String, CodingKey {
    case format, version, types, root, modals, flows
  }

  init(format: Int, version: Int, types: [String], root: RootNode, modals: [LayerNode], flows: FlowNode?) {
    self.format = format
    self.version = version
    self.types = types
    self.root = root
    self.modals = modals
    self.flows = flows
  }

  /// How a document is read: by which registry, and whether its header is checked on the way.
  struct Reading {
    let restoration: Restoration
    /// Whether `format` and `version` are checked as ``Restoration/decode(_:)`` promises, or
    /// only read (a document that a migration has just rewritten).
    let checksHeader: Bool
  }

  /// Thrown by a document whose header is older than the restoration's version: it must be
  /// migrated and read again.
  struct OlderVersion: Error {
    let version: Int
  }

  init(from decoder: any Decoder, configuration: Reading) throws {
    let container: KeyedDecodingContainer<CodingKeys>
    if configuration.checksHeader {
      // NB: the header is checked here, in the one pass over the document, not in a pass of its
      // own: the errors are those that pass threw, in the same order (the top level and the two
      // members read as optional integers, then the format, then the version).
      let found: (format: Int?, version: Int?)
      do {
        container = try decoder.container(keyedBy: CodingKeys.self)
        found = (
          try container.decodeIfPresent(Int.self, forKey: .format),
          try container.decodeIfPresent(Int.self, forKey: .version)
        )
      } catch DecodingError.dataCorrupted(let context) {
        throw RestorationFailure(error: .corrupted(String(context.debugDescription.prefix(300))))
      } catch {
        throw RestorationFailure(error: .notADocument)
      }
      guard let format = found.format, let version = found.version else {
        throw RestorationFailure(error: .notADocument)
      }
      let current = configuration.restoration.version
      // NB: format 1 is read as format 2, which only adds the split root (`Restoration.format`).
      guard Restoration.readableFormats.contains(format) else {
        throw RestorationFailure(error: .unsupportedFormat(found: format, supported: Restoration.format))
      }
      guard version <= current else {
        throw RestorationFailure(error: .futureVersion(found: version, current: current))
      }
      guard version == current else { throw OlderVersion(version: version) }
      self.format = Restoration.format
      self.version = version
    } else {
      container = try decoder.container(keyedBy: CodingKeys.self)
      format = try container.decode(Int.self, forKey: .format)
      version = try container.decode(Int.self, forKey: .version)
    }
    types = try container.decode([String].self, forKey: .types)
    let context = DecodingContext(restoration: configuration.restoration, types: types)
    root = try container.decode(RootNode.self, forKey: .root, configuration: context)
    modals =
      container.contains(.modals)
      ? try container.decodeArray(LayerNode.self, forKey: .modals, configuration: context) : []
    flows =
      container.contains(.flows)
      ? try container.decode(FlowNode.self, forKey: .flows, configuration: context) : nil
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(version, forKey: .version)
    try container.encode(types, forKey: .types)
    try container.encode(root, forKey: .root)
    if !modals.isEmpty { try container.encode(modals, forKey: .modals) }
    try container.encodeIfPresent(flows, forKey: .flows)
  }
}

enum RootNode: Encodable, DecodableWithConfiguration {
  case stack([ScreenNode])
  /// The tabs in the order they are listed, the selected one's index, the indices of those
  /// the user hid, and whether the More list shows (a recording's only: `"moreList": true`).
  case tabs([TabNode], selected: Int, hidden: [Int], moreList: Bool = false)
  /// A split's columns, leading first (two or three), its compact column, and whether it is
  /// collapsed (a recording's only: `"collapsed": true`).
  case split([[ScreenNode]], compact: SplitColumn, collapsed: Bool = false)

  enum CodingKeys: String, CodingKey {
    case stack, tabs, selected, hidden, split, compact, moreList, collapsed
  }

  init(from decoder: any Decoder, configuration: DecodingContext) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    switch (container.contains(.stack), container.contains(.tabs), container.contains(.split)) {
    case (true, false, false):
      self = .stack(try container.decodeArray(ScreenNode.self, forKey: .stack, configuration: configuration))
    case (false, true, false):
      let tabs = try container.decodeArray(TabNode.self, forKey: .tabs, configuration: configuration)
      self = .tabs(
        tabs, selected: try container.decode(Int.self, forKey: .selected),
        hidden: try container.decodeIfPresent([Int].self, forKey: .hidden) ?? [],
        moreList: configuration.isRecording
          ? try container.decodeIfPresent(Bool.self, forKey: .moreList) ?? false : false)
    case (false, false, true):
      let split = try Self.split(in: container, configuration: configuration)
      self = .split(split.columns, compact: split.compact, collapsed: split.collapsed)
    default:
      throw RestorationFailure(
        error: .invalidTree("the root must have exactly one of \"stack\", \"tabs\" and \"split\""))
    }
  }

  /// The columns (two or three), compact column and (a recording's) collapse of the split under
  /// `"split"`, `"compact"` and `"collapsed"`.
  static func split(
    in container: KeyedDecodingContainer<CodingKeys>, configuration: DecodingContext
  ) throws -> (columns: [[ScreenNode]], compact: SplitColumn, collapsed: Bool) {
    var columns = try container.nestedUnkeyedContainer(forKey: .split)
    var nodes: [[ScreenNode]] = []
    while !columns.isAtEnd {
      guard nodes.count < 3 else {
        throw RestorationFailure(error: .invalidTree("a split has more than three columns"))
      }
      var screens = try columns.nestedUnkeyedContainer()
      var stack: [ScreenNode] = []
      while !screens.isAtEnd {
        stack.append(try screens.decode(ScreenNode.self, configuration: configuration))
      }
      nodes.append(stack)
    }
    let name = try container.decode(String.self, forKey: .compact)
    guard let compact = SplitColumn.allCases.first(where: { "\($0)" == name }) else {
      throw RestorationFailure(error: .invalidTree("unknown split column \"\(name.prefix(64))\""))
    }
    let collapsed =
      configuration.isRecording
      ? try container.decodeIfPresent(Bool.self, forKey: .collapsed) ?? false : false
    return (nodes, compact, collapsed)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch self {
    case .stack(let screens):
      try container.encode(screens, forKey: .stack)
    case .tabs(let tabs, let selected, let hidden, let moreList):
      try container.encode(tabs, forKey: .tabs)
      try container.encode(selected, forKey: .selected)
      if !hidden.isEmpty { try container.encode(hidden, forKey: .hidden) }
      if moreList { try container.encode(true, forKey: .moreList) }
    case .split(let columns, let compact, let collapsed):
      try container.encode(columns, forKey: .split)
      try container.encode("\(compact)", forKey: .compact)
      if collapsed { try container.encode(true, forKey: .collapsed) }
    }
  }
}

struct TabNode: Encodable, DecodableWithConfiguration {
  var id: ValueNode
  /// Its stack, or its split's columns and compact column (`"split"` and `"compact"`, as a
  /// root split's).
  var content: Content
  /// The group the tab is listed in, if any.
  var group: ValueNode?
  var role: TabRole?

  enum Content {
    case stack([ScreenNode])
    case split([[ScreenNode]], compact: SplitColumn, collapsed: Bool = false)
  }

  enum CodingKeys: String, CodingKey {
    case id, stack, split, compact, collapsed, group, role
  }

  init(id: ValueNode, content: Content, group: ValueNode?, role: TabRole?) {
    self.id = id
    self.content = content
    self.group = group
    self.role = role
  }

  /// How many screens the tab holds.
  var count: Int {
    switch content {
    case .stack(let screens): screens.count
    case .split(let columns, _, _): columns.reduce(0) { $0 + $1.count }
    }
  }

  init(from decoder: any Decoder, configuration: DecodingContext) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    id = try container.decode(ValueNode.self, forKey: .id, configuration: configuration)
    switch (container.contains(.stack), container.contains(.split)) {
    case (true, false):
      content = .stack(
        try container.decodeArray(ScreenNode.self, forKey: .stack, configuration: configuration))
    case (false, true):
      let split = try RootNode.split(
        in: try decoder.container(keyedBy: RootNode.CodingKeys.self), configuration: configuration)
      content = .split(split.columns, compact: split.compact, collapsed: split.collapsed)
    default:
      throw RestorationFailure(error: .invalidTree("a tab must have exactly one of \"stack\" and \"split\""))
    }
    group =
      container.contains(.group)
      ? try container.decode(ValueNode.self, forKey: .group, configuration: configuration) : nil
    if let name = try container.decodeIfPresent(String.self, forKey: .role) {
      guard let role = TabRole(rawValue: name) else {
        throw RestorationFailure(error: .invalidTree("unknown tab role \"\(name.prefix(64))\""))
      }
      self.role = role
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    switch content {
    case .stack(let screens):
      try container.encode(screens, forKey: .stack)
    case .split(let columns, let compact, let collapsed):
      try container.encode(columns, forKey: .split)
      try container.encode("\(compact)", forKey: .compact)
      if collapsed { try container.encode(true, forKey: .collapsed) }
    }
    try container.encodeIfPresent(group, forKey: .group)
    try container.encodeIfPresent(role?.rawValue, forKey: .role)
  }
}

struct LayerNode: Encodable, DecodableWithConfiguration {
  var style: PresentationStyle
  var stack: [ScreenNode]
  /// Whether the layer has a navigation container; `"bare": true` when it has none.
  var embedded: Bool

  enum CodingKeys: String, CodingKey {
    case style, stack, bare
  }

  init(style: PresentationStyle, stack: [ScreenNode], embedded: Bool) {
    self.style = style
    self.stack = stack
    self.embedded = embedded
  }

  init(from decoder: any Decoder, configuration: DecodingContext) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let name = try container.decode(String.self, forKey: .style)
    guard let style = PresentationStyle(restorationName: name) else {
      throw RestorationFailure(error: .invalidTree("unknown presentation style \"\(name.prefix(64))\""))
    }
    self.style = style
    stack = try container.decodeArray(ScreenNode.self, forKey: .stack, configuration: configuration)
    embedded = !(try container.decodeIfPresent(Bool.self, forKey: .bare) ?? false)
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(style.restorationName, forKey: .style)
    try container.encode(stack, forKey: .stack)
    if !embedded { try container.encode(true, forKey: .bare) }
  }
}

struct ScreenNode: Encodable, DecodableWithConfiguration {
  var route: ValueNode
  var tag: ValueNode?
  /// Whether the screen opted out of interactive dismissal; `"fixed": true` when it did.
  var interactiveDismissDisabled = false
  /// The anchor a popover showing the screen points at; `"anchor"`, omitted when there is none.
  var anchor: String?
  /// What a popover showing the screen becomes on a compact width; `"compact"`, omitted when it
  /// is the default (a sheet).
  var compact = PopoverAdaptation.sheet
  /// The screen's arguments by name; `"args": {name: value}`, omitted when there are none.
  var arguments: [String: ValueNode] = [:]
  /// How the screen was pushed, so that its pop plays it: `"zoom": source` or
  /// `"animation": name`, omitted for the default push.
  var transition: PushTransition?
  /// Whether the content swipe back is off on the screen; `"noContentSwipe": true` when it is.
  var noContentSwipe = false
  /// The screen's identity, in a recording's tree only (a restored screen is a new screen).
  var id: ScreenID?
  /// The element the screen was opened from (``ScreenEntry/openedFrom``), in a recording's tree
  /// only (restoration does not save it).
  var openedFrom: String?

  enum CodingKeys: String, CodingKey {
    case route, tag, fixed, anchor, compact, args, zoom, animation, noContentSwipe, id, openedFrom
  }

  init(
    route: ValueNode, tag: ValueNode?, interactiveDismissDisabled: Bool, anchor: String?,
    compact: PopoverAdaptation = .sheet, arguments: [String: ValueNode], transition: PushTransition? = nil,
    noContentSwipe: Bool = false, id: ScreenID? = nil, openedFrom: String? = nil
  ) {
    self.id = id
    self.openedFrom = openedFrom
    self.noContentSwipe = noContentSwipe
    self.transition = transition
    self.compact = compact
    self.route = route
    self.tag = tag
    self.interactiveDismissDisabled = interactiveDismissDisabled
    self.anchor = anchor
    self.arguments = arguments
  }

  init(from decoder: any Decoder, configuration: DecodingContext) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    route = try container.decode(ValueNode.self, forKey: .route, configuration: configuration)
    tag =
      container.contains(.tag)
      ? try container.decode(ValueNode.self, forKey: .tag, configuration: configuration) : nil
    interactiveDismissDisabled = try container.decodeIfPresent(Bool.self, forKey: .fixed) ?? false
    noContentSwipe = try container.decodeIfPresent(Bool.self, forKey: .noContentSwipe) ?? false
    anchor = try container.decodeIfPresent(String.self, forKey: .anchor)
    if let name = try container.decodeIfPresent(String.self, forKey: .compact) {
      guard let compact = PopoverAdaptation(rawValue: name) else {
        throw DecodingError.dataCorruptedError(
          forKey: .compact, in: container, debugDescription: "no popover adaptation is named \(name)")
      }
      self.compact = compact
    }
    switch (
      try container.decodeIfPresent(String.self, forKey: .zoom),
      try container.decodeIfPresent(String.self, forKey: .animation)
    ) {
    case (nil, nil): transition = nil
    case (let source?, nil): transition = .zoom(from: source)
    case (nil, let name?): transition = .custom(name)
    case (_?, _?):
      throw DecodingError.dataCorruptedError(
        forKey: .animation, in: container,
        debugDescription: "a screen pushed with both a zoom and an animation")
    }
    if container.contains(.args) {
      let values = try container.nestedContainer(keyedBy: NameKey.self, forKey: .args)
      for key in values.allKeys {
        arguments[key.stringValue] = try values.decode(
          ValueNode.self, forKey: key, configuration: configuration)
      }
    }
    if configuration.isRecording {
      id = try container.decode(ScreenID.self, forKey: .id)
      openedFrom = try container.decodeIfPresent(String.self, forKey: .openedFrom)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(route, forKey: .route)
    try container.encodeIfPresent(tag, forKey: .tag)
    if interactiveDismissDisabled { try container.encode(true, forKey: .fixed) }
    if noContentSwipe { try container.encode(true, forKey: .noContentSwipe) }
    try container.encodeIfPresent(anchor, forKey: .anchor)
    if compact != .sheet { try container.encode(compact.rawValue, forKey: .compact) }
    switch transition {
    case .zoom(let source): try container.encode(source, forKey: .zoom)
    case .custom(let name): try container.encode(name, forKey: .animation)
    case nil: break
    }
    if !arguments.isEmpty {
      var values = container.nestedContainer(keyedBy: NameKey.self, forKey: .args)
      for (name, value) in arguments { try values.encode(value, forKey: NameKey(name)) }
    }
    try container.encodeIfPresent(id, forKey: .id)
    try container.encodeIfPresent(openedFrom, forKey: .openedFrom)
  }
}

/// A key that is any name: an argument's.
struct NameKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(_ name: String) { stringValue = name }
  init?(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}

/// A route, tag or tab id: `[index into types, the value's own Codable form]`.
struct ValueNode: Encodable, DecodableWithConfiguration {
  var index: Int
  var value: any Hashable & Sendable
  var type: RegisteredType

  init(index: Int, value: any Hashable & Sendable, type: RegisteredType) {
    self.index = index
    self.value = value
    self.type = type
  }

  init(from decoder: any Decoder, configuration: DecodingContext) throws {
    var container: any UnkeyedDecodingContainer = try decoder.unkeyedContainer()
    index = try container.decode(Int.self)
    guard configuration.types.indices.contains(index) else {
      throw RestorationFailure(error: .invalidTree("a value names type \(index), past the type table"))
    }
    let name = configuration.types[index]
    guard let registered = configuration.restoration.typesByName[name] else {
      throw RestorationFailure(error: .unknownType(String(name.prefix(200))))
    }
    type = registered
    do {
      value = try registered.decode(&container)
    } catch let error as DecodingError {
      throw RestorationFailure(error: .invalidValue(type: name, reason: error.summary))
    }
    guard container.isAtEnd else {
      throw RestorationFailure(error: .invalidTree("a \(name) value has more than two elements"))
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container: any UnkeyedEncodingContainer = encoder.unkeyedContainer()
    try container.encode(index)
    do {
      try type.encode(value, &container)
    } catch {
      throw RestorationFailure(error: .encodingFailed(type: type.typeName, reason: "\(error)"))
    }
  }
}

extension KeyedDecodingContainer {
  /// Decodes an array of nodes that need a configuration.
  func decodeArray<T: DecodableWithConfiguration>(
    _ type: T.Type, forKey key: Key, configuration: T.DecodingConfiguration
  ) throws -> [T] {
    var container = try nestedUnkeyedContainer(forKey: key)
    var items: [T] = []
    while !container.isAtEnd {
      items.append(try container.decode(T.self, configuration: configuration))
    }
    return items
  }
}

extension DecodingError {
  /// A short account of the error: where, and what.
  var summary: String {
    let context: Context
    switch self {
    case .dataCorrupted(let c), .keyNotFound(_, let c), .typeMismatch(_, let c), .valueNotFound(_, let c):
      context = c
    @unknown default:
      return String(describing: self).prefix(300).description
    }
    let path = context.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
    let text = path.isEmpty ? context.debugDescription : "\(path): \(context.debugDescription)"
    return String(text.prefix(300))
  }
}
