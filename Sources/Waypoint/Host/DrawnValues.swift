// The values a binding platform's views draw, part by part (`HostDrawing`): the root's shape, a
// tab, a layer, the slot a dialog hangs from.

/// The shape of the root a binding platform draws: one stack, tabs with their selection, or a
/// split view's columns.
@_spi(Hosts)
public enum DrawnRoot: Hashable, Sendable {
  /// One stack, at ``StackLocation/root``.
  case stack
  /// Tabs, in the order they are listed, and the selected one: ``HostDrawing/moreListSelection``
  /// while the More tab's list shows (``TabBar/showsMoreList``), so that selecting the tab the list
  /// was opened from is a change the platform sees.
  case tabs([DrawnTab], selected: AnyTag)
  /// A split view: its columns, each at ``StackLocation/column(_:)``, whether it is collapsed and
  /// the column on top on a compact width.
  case split([SplitColumn], collapsed: Bool, showing: SplitColumn)

  init(_ root: NavigationRoot) {
    switch root {
    case .stack: self = .stack
    case .tabs(let bar):
      self = .tabs(
        bar.tabs.map {
          DrawnTab(
            id: $0.id, group: $0.group, role: $0.role, hidden: bar.hidden.contains($0.id),
            columns: $0.split?.columns, showing: $0.split?.compactColumn)
        },
        selected: bar.showsMoreList ? HostDrawing.moreListSelection : bar.selected.id)
    case .split(let split):
      self = .split(split.columns, collapsed: split.isCollapsed, showing: split.compactColumn)
    }
  }
}

/// A tab as a `TabView` lists it: its id (its stack is at ``StackLocation/tab(_:)``, or its
/// split's columns at ``StackLocation/tabColumn(_:_:)``), its group (a `TabSection`), its role,
/// whether the user hid it, and for a split its columns and the one on top on a compact width.
@_spi(Hosts)
public struct DrawnTab: Hashable, Sendable, Identifiable {
  public let id: AnyTag
  public let group: AnyTag?
  public let role: TabRole?
  public var hidden: Bool
  /// The columns of the split the tab shows; `nil` for a tab showing a stack.
  public let columns: [SplitColumn]?
  /// The column of its split on top on a compact width.
  public let showing: SplitColumn?

  public init(
    id: AnyTag, group: AnyTag?, role: TabRole?, hidden: Bool, columns: [SplitColumn]? = nil,
    showing: SplitColumn? = nil
  ) {
    self.id = id
    self.group = group
    self.role = role
    self.hidden = hidden
    self.columns = columns
    self.showing = showing
  }
}

/// A modal layer as its presentation draws it: what the item of a sheet, cover or popover holds.
/// Its screens are drawn by its stack's part, so a push inside the layer does not notify the
/// level that presents it.
@_spi(Hosts)
public struct DrawnLayer: Hashable, Sendable, Identifiable {
  /// The layer's identity, its first screen's.
  public let id: ScreenID
  /// How it is shown.
  public let style: PresentationStyle
  /// Whether its screens sit in a navigation container.
  public let embedded: Bool
  /// Its first screen, as it was when the layer was presented.
  public let root: ScreenEntry

  public init(_ layer: ModalLayer) {
    id = layer.id
    style = layer.style
    embedded = layer.embedded
    root = layer.stack.root
  }

  /// The slot that draws the layer when it is a dialog: an alert, or a confirmation dialog
  /// without an anchor, in its level's slot; a confirmation dialog with one at that anchor
  /// (`.waypointAnchor`), the view iPad points its popover at. `nil` for a layer that is no dialog.
  public var dialogSlot: DialogSlotKey? {
    guard style.isDialog else { return nil }
    return DialogSlotKey(style: style, anchor: style == .confirmationDialog ? root.popoverAnchor : nil)
  }
}

/// Where SwiftUI draws a dialog (``DrawnLayer/dialogSlot``): its style, and the anchor it hangs
/// from, if any.
@_spi(Hosts)
public struct DialogSlotKey: Hashable, Sendable {
  public let style: PresentationStyle
  public let anchor: String?

  public init(style: PresentationStyle, anchor: String?) {
    self.style = style
    self.anchor = anchor
  }
}
