import Foundation

// A recording's trees, written with restoration's nodes (`RestorationDocument`): the same layout
// as a saved tree's `root` and `modals`, its values those of a registry of the recorded types in
// place of the app's, and with what only a recording keeps (each screen's identity and the element
// it was opened from, a split collapsed, the More list shown, a dialog's layer).
//
// The trees and tags are `Codable` so that the recording's events are coded by synthesized code;
// they code only while a recording is written or read, and throw elsewhere: an app saves its tree
// with `Restoration`.

/// How a recording's trees and tags are coded, while a recording is written or read.
struct RecordingCoding: Sendable {
  /// Whether routes are written whole, and dialogs' texts.
  var keepsValues = false
  /// The type table of the recording being read.
  var types = RecordingCoding.typeNames

  /// The coding under way: set by ``NavigationRecording/encode(to:)`` and
  /// ``NavigationRecording/init(from:)``.
  // NB: a task-local value rather than the coder's `userInfo`, so that a recording coded by any
  // coder (inside an app's own crash report) codes its trees, and nothing else does.
  @TaskLocal static var current: RecordingCoding?

  /// The names of the recorded types, in the order of a recording's type table.
  static let typeNames = ["RecordedRoute", "RecordedTag", "DialogContent"]

  /// The recorded types, registered as restoration registers an app's.
  static let registry: Restoration = {
    var registry = Restoration()
    // NB: names checked by hand, so these cannot fail.
    try! registry.register(RecordedRoute.self, as: typeNames[0])
    try! registry.register(RecordedTag.self, as: typeNames[1])
    try! registry.register(
      RegisteredType(
        DialogContent.self, name: typeNames[2], code: RecordedDialog.init, value: { try $0.content }),
      for: DialogContent.self)
    return registry
  }()

  /// The coding under way, for writing `value`.
  /// - Throws: `EncodingError.invalidValue` when no recording is being written.
  static func writing(_ value: Any, to encoder: any Encoder) throws -> NodeWriter {
    guard let current else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: encoder.codingPath, debugDescription: elsewhere(type(of: value))))
    }
    let keepsValues = current.keepsValues
    return NodeWriter(
      restoration: registry, isRecording: true, types: typeNames,
      route: { route in
        guard let dialog = route.as(DialogContent.self) else {
          return RecordedRoute(route, keepingValue: keepsValues)
        }
        return keepsValues ? dialog : dialog.withoutTexts
      }, tag: { RecordedTag($0) })
  }

  /// Reads a `type` with what its nodes are read with; restoration's errors become a
  /// ``RecordingError``.
  /// - Throws: `DecodingError.dataCorrupted` when no recording is being read.
  static func reading<T>(
    _ type: T.Type, from decoder: any Decoder, _ read: (DecodingContext) throws -> T
  ) throws -> T {
    guard let current else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: elsewhere(type)))
    }
    do {
      return try read(DecodingContext(restoration: registry, types: current.types, isRecording: true))
    } catch let failure as RestorationFailure {
      throw RecordingError(failure.error)
    } catch let error as RestorationError {
      throw RecordingError(error)
    }
  }

  private static func elsewhere(_ type: Any.Type) -> String {
    "a \(type) is coded only inside a NavigationRecording; an app saves its tree with Restoration"
  }
}

extension RecordingError {
  /// Restoration's `error` reading a recording's tree.
  init(_ error: RestorationError) {
    if case .invalidTree(let problem) = error {
      self = .invalidTree(problem)
    } else {
      self = .corrupted("\(error)")
    }
  }
}

/// Checks `root` as a recording's tree holds it.
private func checked(_ root: NavigationRoot, modals: [ModalLayer] = []) throws(RecordingError)
  -> NavigationRoot
{
  if let problem = NavigationState(root: root, modals: modals).invariantViolation {
    throw .invalidTree(problem)
  }
  return root
}

/// Coded only inside a ``NavigationRecording``, as its `root` and `modals`, screens with their
/// identities and routes as the recording keeps them (``RecordedRoute``); an app saves its tree
/// with ``Restoration``.
extension NavigationState: Codable {
  private enum CodingKeys: String, CodingKey {
    case root, modals
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let root = try container.decode(NavigationRoot.self, forKey: .root)
    let modals = try container.decodeIfPresent([ModalLayer].self, forKey: .modals) ?? []
    self.init(root: try checked(root, modals: modals), modals: modals)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(root, forKey: .root)
    if !modals.isEmpty { try container.encode(modals, forKey: .modals) }
  }
}

/// Coded only inside a ``NavigationRecording``, as restoration writes a root.
extension NavigationRoot: Codable {
  public init(from decoder: any Decoder) throws {
    self = try RecordingCoding.reading(Self.self, from: decoder) { context in
      let node = try RootNode(from: decoder, configuration: context)
      // NB: no platform draws more; a bar of thousands would take long to arrange.
      if case .tabs(let tabs, _, _, _) = node, tabs.count > NavigationRecording.mostTabs {
        throw RecordingError.invalidTree("\(tabs.count) tabs")
      }
      var arguments: [ScreenID: Arguments] = [:]
      return try checked(try RestorationDocument.root(node, arguments: &arguments))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var writer = try RecordingCoding.writing(self, to: encoder)
    try writer.root(self).encode(to: encoder)
  }
}

/// Coded only inside a ``NavigationRecording``, as restoration writes a layer.
extension ModalLayer: Codable {
  public init(from decoder: any Decoder) throws {
    self = try RecordingCoding.reading(Self.self, from: decoder) { context in
      var arguments: [ScreenID: Arguments] = [:]
      return try RestorationDocument.layer(
        LayerNode(from: decoder, configuration: context), at: decoder.codingPath.last?.intValue ?? 0,
        arguments: &arguments)
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var writer = try RecordingCoding.writing(self, to: encoder)
    try writer.layer(self).encode(to: encoder)
  }
}

/// Coded only inside a ``NavigationRecording``, as restoration writes a stack.
extension ScreenStack: Codable {
  public init(from decoder: any Decoder) throws {
    self = try RecordingCoding.reading(Self.self, from: decoder) { context in
      var container = try decoder.unkeyedContainer()
      var screens: [ScreenNode] = []
      while !container.isAtEnd {
        screens.append(try container.decode(ScreenNode.self, configuration: context))
      }
      var arguments: [ScreenID: Arguments] = [:]
      let stack = try RestorationDocument.stack(screens, in: "a stack", arguments: &arguments)
      _ = try checked(.stack(stack))
      return stack
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var writer = try RecordingCoding.writing(self, to: encoder)
    try writer.screens(self).encode(to: encoder)
  }
}

/// Coded only inside a ``NavigationRecording``, as its description (``RecordedTag``).
extension AnyTag: Codable {
  public init(from decoder: any Decoder) throws {
    self = try RecordingCoding.reading(Self.self, from: decoder) { _ in AnyTag(try RecordedTag(from: decoder))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    _ = try RecordingCoding.writing(self, to: encoder)
    try RecordedTag(self).encode(to: encoder)
  }
}

extension DialogContent {
  /// The dialog as a recording keeps it without values: its style, its buttons' roles and its
  /// fields' kinds, none of its texts (a message can name a person).
  var withoutTexts: DialogContent {
    DialogContent(
      title: "", message: nil, style: style, buttons: buttons.map { Button(title: "", role: $0.role) },
      textFields: textFields.map { DialogTextField("", isSecure: $0.isSecure) })
  }
}

/// A dialog's screen as a recording writes it.
private struct RecordedDialog: Codable, Sendable {
  struct Button: Codable, Sendable {
    var title: String
    var role: String
  }

  struct Field: Codable, Sendable {
    var placeholder: String
    var text: String
    var isSecure: Bool
  }

  var style: String
  var title: String
  var message: String?
  var buttons: [Button]
  var fields: [Field]

  init(_ dialog: DialogContent) {
    style = dialog.style.rawValue
    title = dialog.title
    message = dialog.message
    buttons = dialog.buttons.map { Button(title: $0.title, role: $0.role.rawValue) }
    fields = dialog.textFields.map {
      Field(placeholder: $0.placeholder, text: $0.text, isSecure: $0.isSecure)
    }
  }

  var content: DialogContent {
    get throws {
      guard let style = DialogStyle(rawValue: style) else { throw Self.unknown("dialog style", style) }
      var buttons: [DialogContent.Button] = []
      for button in self.buttons {
        guard let role = DialogContent.Role(rawValue: button.role) else {
          throw Self.unknown("role", button.role)
        }
        buttons.append(DialogContent.Button(title: button.title, role: role))
      }
      return DialogContent(
        title: title, message: message, style: style, buttons: buttons,
        textFields: fields.map { DialogTextField($0.placeholder, text: $0.text, isSecure: $0.isSecure) })
    }
  }

  private static func unknown(_ kind: String, _ name: String) -> DecodingError {
    .dataCorrupted(.init(codingPath: [], debugDescription: "no \(kind) is named \(name.prefix(64))"))
  }
}
