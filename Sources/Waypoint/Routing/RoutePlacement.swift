/// Where a route opened from a link is shown, declared once per pattern.
///
/// The link's path (``DeepLink/routes``) goes to the target; what happens to the modal layers
/// open at the time is the second half:
///
/// ```swift
/// try links.add("product/:id(int)", Shop.product)                          // .stack
/// try links.add("orders/:id(int)", Shop.order, placement: .tab(AppTab.orders))
/// try links.add("cart", Shop.cart, placement: .present(.sheet))
/// try links.add("chat", Shop.chat, placement: .present(.sheet, modals: .keep))
/// ```
public struct RoutePlacement: Hashable, Sendable, CustomStringConvertible {
  /// Which stack shows the link's path.
  public enum Target: Hashable, Sendable {
    /// The top-most stack (once modals are handled): its root stays, its pushed screens become
    /// the link's path. Screens already there for the same routes are kept, not recreated.
    case stack
    /// The tab with this id, selected, treated as ``stack``. A state without that tab rejects
    /// the link.
    case tab(AnyTag)
    /// A new modal layer with this style whose stack is the link's path.
    case present(PresentationStyle)
  }

  /// What happens to the modal layers open when the link arrives.
  public enum Modals: Hashable, Sendable {
    /// Dismiss them all first, top down (the default): the link's screen is never hidden.
    case dismissAll
    /// Leave them: `.stack` then acts on the top layer's stack, `.present` presents on top.
    case keep
  }

  /// Which stack shows the link's path.
  public var target: Target
  /// What happens to open modal layers.
  public var modals: Modals

  /// A placement of the path on `target`, handling open layers as `modals` says.
  public init(_ target: Target, modals: Modals = .dismissAll) {
    self.target = target
    self.modals = modals
  }

  /// The top-most stack, after dismissing all modal layers.
  public static let stack = RoutePlacement(.stack)

  /// The tab `id`, selected, after dismissing all modal layers unless `modals` says `.keep`.
  public static func tab(_ id: some Hashable & Sendable, modals: Modals = .dismissAll) -> RoutePlacement {
    RoutePlacement(.tab(AnyTag(id)), modals: modals)
  }

  /// A new modal layer of `style`, after dismissing the open ones unless `modals` says `.keep`.
  public static func present(_ style: PresentationStyle = .sheet, modals: Modals = .dismissAll)
    -> RoutePlacement
  {
    RoutePlacement(.present(style), modals: modals)
  }

  public var description: String {
    let target =
      switch target {
      case .stack: "stack"
      case .tab(let id): "tab \(id)"
      case .present(let style): "present \(style)"
      }
    return modals == .keep ? "\(target), keeping modals" : target
  }
}
