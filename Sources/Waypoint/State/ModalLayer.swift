/// How a modal layer is shown.
public enum PresentationStyle: Hashable, Sendable, CustomStringConvertible {
  /// A card the user can pull down (`.pageSheet` / `.sheet(item:)`); what it covers stays on
  /// screen behind it.
  case sheet
  /// A cover the user cannot pull down (`.fullScreen` / `.fullScreenCover(item:)`); what it
  /// covers leaves the screen.
  case fullScreenCover
  /// An app-defined presentation (a popover, a card of your own transition), with the traits the
  /// core needs to know; a host looks its transition up by name.
  case custom(CustomPresentation)

  /// Whether the user can dismiss the layer by pulling it down or tapping outside it.
  public var allowsInteractiveDismissal: Bool {
    switch self {
    case .sheet: true
    case .fullScreenCover: false
    case .custom(let custom): custom.allowsInteractiveDismissal
    }
  }

  /// Whether the layer hides what is under it, so that leaves the screen (its screens get
  /// `willDisappear`/`didDisappear`) when the layer is presented.
  public var coversContent: Bool {
    switch self {
    case .sheet: false
    case .fullScreenCover: true
    case .custom(let custom): custom.coversContent
    }
  }

  public var description: String {
    switch self {
    case .sheet: "sheet"
    case .fullScreenCover: "fullScreenCover"
    case .custom(let custom): "custom(\(custom.name))"
    }
  }
}

/// An app-defined presentation style: a name a host maps to its transition, and the traits
/// that decide what is on screen and what the user may do.
///
/// ```swift
/// extension CustomPresentation {
///   static let card = CustomPresentation("card", coversContent: false, allowsInteractiveDismissal: true)
/// }
/// navigator.present(.filters, style: .custom(.card))
/// ```
public struct CustomPresentation: Hashable, Sendable {
  /// The name a host looks the transition up by; also what restoration saves.
  public let name: String
  /// Whether the layer hides what is under it (a full-screen transition) or leaves it on
  /// screen (a card, a popover).
  public var coversContent: Bool
  /// Whether the user can dismiss the layer by a gesture (pull-down, tap outside).
  public var allowsInteractiveDismissal: Bool

  /// A style named `name` with these traits.
  public init(_ name: String, coversContent: Bool, allowsInteractiveDismissal: Bool) {
    self.name = name
    self.coversContent = coversContent
    self.allowsInteractiveDismissal = allowsInteractiveDismissal
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
  /// Whether the layer's screens sit in a navigation container with a navigation bar (a
  /// `UINavigationController`, a `NavigationStack`). A bare layer (`false`) shows its one
  /// screen as it is, and a push into it is refused.
  public var embedded: Bool

  /// A layer showing `stack` with `style`, embedded in a navigation container unless
  /// `embedded` is `false`.
  public init(style: PresentationStyle, stack: ScreenStack, embedded: Bool = true) {
    self.style = style
    self.stack = stack
    self.embedded = embedded
  }

  /// The identity of the layer: the identity of its first screen.
  public var id: ScreenID { stack.root.id }

  /// The layer's tag: the tag of its first screen.
  public var tag: AnyTag? { stack.root.tag }

  /// Whether the user may dismiss the layer by a gesture: its style allows it and none of its
  /// screens opted out (``ScreenEntry/interactiveDismissDisabled``).
  public var allowsInteractiveDismissal: Bool {
    style.allowsInteractiveDismissal && !stack.entries.contains(where: \.interactiveDismissDisabled)
  }
}
