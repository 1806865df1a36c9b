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

enum PlacementNode: Encodable, DecodableWithConfiguration {
  case named(String)
  case tab(ValueNode)

  enum CodingKeys: String, CodingKey {
    case tab
  }

  init(from decoder: any Decoder, configuration: DecodingContext) throws {
    if let container = try? decoder.container(keyedBy: CodingKeys.self) {
      self = .tab(try container.decode(ValueNode.self, forKey: .tab, configuration: configuration))
      return
    }
    let name = try decoder.singleValueContainer().decode(String.self)
    guard ["push", "root"].contains(name) || PresentationStyle(restorationName: name) != nil else {
      throw RestorationFailure(error: .invalidTree("unknown flow placement \"\(name.prefix(64))\""))
    }
    self = .named(name)
  }

  func encode(to encoder: any Encoder) throws {
    switch self {
    case .named(let name):
      var container = encoder.singleValueContainer()
      try container.encode(name)
    case .tab(let id):
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(id, forKey: .tab)
    }
  }

  var placement: FlowPlacement {
    switch self {
    case .tab(let id): .tab(AnyTag(id.value))
    case .named("push"): .push
    case .named("root"): .root
    case .named(let name): .present(PresentationStyle(restorationName: name) ?? .sheet)
    }
  }
}
