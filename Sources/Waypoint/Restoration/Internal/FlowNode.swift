import Foundation

// A flow in the document: `{"kind": NAME, "id"?: value, "placement": P, "screen"?: [s, i],
// "children"?: [...]}` where P is "push", "root", "sheet", "fullScreenCover", "custom:NAME"
// (presented) or {"tab": value}.

struct FlowNode: Encodable, DecodableWithConfiguration {
  var kind: String
  var identifier: ValueNode?
  var placement: PlacementNode
  var screen: [Int]?
  var children: [FlowNode]

  enum CodingKeys: String, CodingKey {
    case kind, id, placement, screen, children
  }

  init(kind: String, identifier: ValueNode?, placement: PlacementNode, screen: [Int]?, children: [FlowNode]) {
    self.kind = kind
    self.identifier = identifier
    self.placement = placement
    self.screen = screen
    self.children = children
  }

  init(from decoder: any Decoder, configuration: DecodingContext) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    kind = try container.decode(String.self, forKey: .kind)
    guard configuration.restoration.flowKinds[kind] != nil else {
      throw RestorationFailure(error: .unknownType(String(kind.prefix(200))))
    }
    identifier =
      container.contains(.id)
      ? try container.decode(ValueNode.self, forKey: .id, configuration: configuration) : nil
    placement = try container.decode(PlacementNode.self, forKey: .placement, configuration: configuration)
    screen = try container.decodeIfPresent([Int].self, forKey: .screen)
    if let screen, screen.count != 2 || screen.contains(where: { $0 > 1_000_000 || $0 < -1_000_000 }) {
      throw RestorationFailure(error: .invalidTree("a flow's screen position is not [stack, index]"))
    }
    children =
      container.contains(.children)
      ? try container.decodeArray(FlowNode.self, forKey: .children, configuration: configuration) : []
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kind, forKey: .kind)
    try container.encodeIfPresent(identifier, forKey: .id)
    try container.encode(placement, forKey: .placement)
    try container.encodeIfPresent(screen, forKey: .screen)
    if !children.isEmpty { try container.encode(children, forKey: .children) }
  }

  /// How many flows the node holds, itself included.
  var count: Int {
    children.reduce(1) { $0 + $1.count }
  }

  /// The record this node describes.
  var record: FlowRecord {
    FlowRecord(
      kind: kind, identifier: identifier?.value, placement: placement.placement, screen: screen,
      children: children.map(\.record))
  }
}

/// A flow's placement: `"push"`, `"root"`, `"column:NAME"` or a presentation style's name, or an object:
/// `{"tab": value}`, or `{"at": name, "bare"?: true, "modals"?: "keep" | "dismissAll"}` when the
/// placement says more than its name.
struct PlacementNode: Encodable, DecodableWithConfiguration {
  /// `push`, `root` or a style's name; `nil` for a tab.
  var name: String?
  var tab: ValueNode?
  var embedded = true
  var modals: Placement.Modals?

  enum CodingKeys: String, CodingKey {
    case tab, at, bare, modals
  }

  init(name: String? = nil, tab: ValueNode? = nil, embedded: Bool = true, modals: Placement.Modals? = nil) {
    self.name = name
    self.tab = tab
    self.embedded = embedded
    self.modals = modals
  }

  init(from decoder: any Decoder, configuration: DecodingContext) throws {
    if let container = try? decoder.container(keyedBy: CodingKeys.self) {
      if container.contains(.tab) {
        tab = try container.decode(ValueNode.self, forKey: .tab, configuration: configuration)
        return
      }
      name = try container.decode(String.self, forKey: .at)
      embedded = !(try container.decodeIfPresent(Bool.self, forKey: .bare) ?? false)
      switch try container.decodeIfPresent(String.self, forKey: .modals) {
      case nil: modals = nil
      case "keep": modals = .keep
      case "dismissAll": modals = .dismissAll
      case let other?:
        throw RestorationFailure(error: .invalidTree("unknown modal policy \"\(other.prefix(64))\""))
      }
    } else {
      name = try decoder.singleValueContainer().decode(String.self)
    }
    guard let name,
      ["push", "root"].contains(name) || SplitColumn(restorationName: name) != nil
        || PresentationStyle(restorationName: name) != nil
    else {
      throw RestorationFailure(error: .invalidTree("unknown flow placement \"\((name ?? "").prefix(64))\""))
    }
  }

  func encode(to encoder: any Encoder) throws {
    if let tab {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(tab, forKey: .tab)
    } else if embedded, modals == nil {
      var container = encoder.singleValueContainer()
      try container.encode(name)
    } else {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(name, forKey: .at)
      if !embedded { try container.encode(true, forKey: .bare) }
      switch modals {
      case .keep?: try container.encode("keep", forKey: .modals)
      case .dismissAll?: try container.encode("dismissAll", forKey: .modals)
      case nil: break
      }
    }
  }

  var placement: Placement {
    if let tab { return .tab(AnyTag(tab.value)) }
    let kind: Placement.Kind =
      switch name {
      case "push": .push
      case "root": .root
      case let name? where SplitColumn(restorationName: name) != nil:
        .column(SplitColumn(restorationName: name) ?? .detail)
      default: .present(PresentationStyle(restorationName: name ?? "") ?? .sheet, embedded: embedded)
      }
    return Placement(kind, modals: modals)
  }
}

extension SplitColumn {
  /// The column a document names: `"column:sidebar"`, `"column:supplementary"`, `"column:detail"`.
  init?(restorationName name: String) {
    guard let column = Self.allCases.first(where: { $0.restorationName == name }) else { return nil }
    self = column
  }

  /// The column's name in a document.
  var restorationName: String { "column:\(self)" }
}
