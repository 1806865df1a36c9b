/// Where a screen goes: pushed on the top-most stack, presented in a new modal layer, at the root
/// of a tab or of a split view's column, or as the root of the whole tree. One vocabulary for requests
/// (`navigator.show(_:placement:)`), links (`RouteTable.add`), flows (``Flow``)
/// and redirects (``Redirect``).
///
/// ```swift
/// navigator.show(.cart, placement: .present(.sheet))
/// try links.add("orders/:id(int)", Shop.order, placement: .tab(AppTab.orders))
/// let checkout = CheckoutFlow(placement: .present(.fullScreenCover))
/// Redirect(to: Shop.login, placement: .present(.sheet))
/// ```
///
/// A link shows its whole path (the routes its pattern leads through) where its placement says:
/// pushed above the root of the top-most stack (keeping the screens already showing the path's
/// first routes), as a new layer's stack, or as a tab's stack.
public struct Placement: Hashable, Sendable, CustomStringConvertible {
  /// Where the screen goes.
  public enum Kind: Hashable, Sendable {
    /// Pushed on the top-most stack (the top layer's, else the selected tab's, else the root's).
    case push
    /// Presented in a new modal layer with this style, embedded in a navigation container or not
    /// (``ModalLayer/embedded``).
    case present(PresentationStyle, embedded: Bool)
    /// The root of the tab with this id, selected; the modal layers are dismissed first.
    case tab(AnyTag)
    /// The root of this column of a split view, selected there
    /// (``NavigationState/select(_:in:tag:)``); the modal layers are dismissed first.
    case column(SplitColumn)
    /// The root of a new tree of one stack: everything else goes.
    case root
  }

  /// What happens to the modal layers open at the time.
  public enum Modals: Hashable, Sendable {
    /// Left where they are: a push goes in the top layer, a presentation on top of it.
    case keep
    /// Dismissed first, top down, so the screen is never hidden under one.
    case dismissAll
  }

  /// Where the screen goes.
  public var kind: Kind
  /// What happens to open modal layers: `nil` leaves it to where the placement is used (a link
  /// dismisses them, a request, a flow and a redirect keep them).
  public var modals: Modals?

  /// A placement of `kind`, handling open layers as `modals` says.
  public init(_ kind: Kind, modals: Modals? = nil) {
    self.kind = kind
    self.modals = modals
  }

  /// Pushed on the top-most stack.
  public static let push = Placement(.push)
  /// The root of a new tree.
  public static let root = Placement(.root)

  /// Presented in a new modal layer of `style`.
  public static func present(_ style: PresentationStyle = .sheet, embedded: Bool = true) -> Placement {
    Placement(.present(style, embedded: embedded))
  }

  /// The root of the tab `id`, selected.
  public static func tab(_ id: some Hashable & Sendable) -> Placement {
    Placement(.tab(AnyTag(id)))
  }

  /// The root of a split view's `column`, selected there (a link to a product shows it in the
  /// detail column: `.column(.detail)`). In a tab bar, the split on screen's; with none on screen,
  /// the first tab showing a split is selected.
  public static func column(_ column: SplitColumn) -> Placement {
    Placement(.column(column))
  }

  /// The same placement, leaving open modal layers where they are.
  public func keepingModals() -> Placement {
    Placement(kind, modals: .keep)
  }

  /// The same placement, dismissing open modal layers first.
  public func dismissingModals() -> Placement {
    Placement(kind, modals: .dismissAll)
  }

  /// The tab, for a tab placement.
  var tabID: AnyTag? {
    if case .tab(let id) = kind { return id }
    return nil
  }

  public var description: String {
    let kind =
      switch kind {
      case .push: "push"
      case .present(let style, let embedded): "present \(style)\(embedded ? "" : " bare")"
      case .tab(let id): "tab \(id)"
      case .column(let column): "column \(column)"
      case .root: "root"
      }
    switch modals {
    case .keep: return "\(kind), keeping modals"
    case .dismissAll: return "\(kind), dismissing modals"
    case nil: return kind
    }
  }
}
