/// How a modal layer is shown: a named style with the traits the core needs to know.
///
/// The built-in styles are ``sheet``, ``fullScreenCover`` and ``popover``; an app makes its own
/// with ``init(_:coversContent:allowsInteractiveDismissal:)``. A host looks up how to draw a
/// style by its ``name`` in its one table of presentations; restoration saves the name.
///
/// ```swift
/// extension PresentationStyle {
///   static let card = PresentationStyle("card", coversContent: false, allowsInteractiveDismissal: true)
/// }
/// navigator.present(.filters, style: .card)
/// ```
public struct PresentationStyle: Hashable, Sendable, CustomStringConvertible {
  /// The name a host looks its presentation up by; also what restoration saves.
  public let name: String
  /// Whether the layer hides what is under it, so that leaves the screen (its screens get
  /// `willDisappear`/`didDisappear`) when the layer is presented.
  public var coversContent: Bool
  /// Whether the user can dismiss the layer by a gesture (a pull-down, a tap outside).
  public var allowsInteractiveDismissal: Bool

  /// A style named `name` with these traits.
  public init(_ name: String, coversContent: Bool, allowsInteractiveDismissal: Bool) {
    self.name = name
    self.coversContent = coversContent
    self.allowsInteractiveDismissal = allowsInteractiveDismissal
  }

  /// A card the user can pull down (`.pageSheet` / `.sheet(item:)`); what it covers stays on
  /// screen behind it.
  public static let sheet = PresentationStyle("sheet", coversContent: false, allowsInteractiveDismissal: true)
  /// A cover the user cannot pull down (`.fullScreen` / `.fullScreenCover(item:)`); what it
  /// covers leaves the screen.
  public static let fullScreenCover = PresentationStyle(
    "fullScreenCover", coversContent: true, allowsInteractiveDismissal: false)
  /// A bubble pointing at its source (`.popover` / `.popover(item:)`), dismissed by a tap
  /// outside it; what it covers stays on screen. On a compact width the platform shows it as a
  /// sheet, which leaves what it covers on screen too.
  public static let popover = PresentationStyle(
    "popover", coversContent: false, allowsInteractiveDismissal: true)

  /// The styles every host draws without being told how.
  static let builtIn: [PresentationStyle] = [.sheet, .fullScreenCover, .popover]

  /// Whether the style is one of the built-in ones.
  var isBuiltIn: Bool { Self.builtIn.contains(self) }

  public var description: String { isBuiltIn || isDialog ? name : "custom(\(name))" }
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
