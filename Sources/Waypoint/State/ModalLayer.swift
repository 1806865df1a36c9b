/// How a modal layer is shown.
public enum PresentationStyle: Hashable, Sendable, Codable, CustomStringConvertible {
  /// A card the user can pull down (`.pageSheet` / `.sheet(item:)`).
  case sheet
  /// A cover the user cannot pull down (`.fullScreen` / `.fullScreenCover(item:)`).
  case fullScreenCover
  /// An app-defined presentation, named so the host can look up its transition.
  case custom(String)

  /// Whether the user can dismiss the layer by pulling it down.
  public var isInteractivelyDismissible: Bool {
    self != .fullScreenCover
  }

  public var description: String {
    switch self {
    case .sheet: "sheet"
    case .fullScreenCover: "fullScreenCover"
    case .custom(let name): "custom(\(name))"
    }
  }
}

/// A modal layer presented over the screens below it, with its own navigation stack.
///
/// A layer's tag is the tag of its first screen; its identity is that screen's identity.
public struct ModalLayer: Hashable, Sendable, Identifiable {
  /// How the layer is shown.
  public var style: PresentationStyle
  /// The layer's own navigation stack.
  public var stack: ScreenStack

  /// A layer showing `stack` with `style`.
  public init(style: PresentationStyle, stack: ScreenStack) {
    self.style = style
    self.stack = stack
  }

  /// The identity of the layer: the identity of its first screen.
  public var id: ScreenID { stack.root.id }

  /// The layer's tag: the tag of its first screen.
  public var tag: AnyTag? { stack.root.tag }
}
