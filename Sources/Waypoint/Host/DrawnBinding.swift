/// What one binding of a binding platform's views reads and what its writes mean (SwiftUI's
/// `Binding(get:set:)` over a ``HostDrawing``): it reads a part of the drawing, and hands a write
/// to the session as a ``PlatformFact``, which decides what it means.
///
/// ```swift
/// let path = DrawnBinding.path(at: .root, rootedAt: home, in: drawing)
/// let binding = Binding(get: path.get) { ids, transaction in withTransaction(transaction) { path.set(ids) } }
/// ```
@_spi(Hosts)
public struct DrawnBinding<Value>: Sendable {
  /// What the view reads.
  public let get: @MainActor @Sendable () -> Value
  /// What the view writes.
  public let set: @MainActor @Sendable (Value) -> Void
}

@_spi(Hosts)
extension DrawnBinding where Value == [ScreenID] {
  /// The path of the `NavigationStack` at `location` whose root is `root`: the identities drawn
  /// above it; a write is ``PlatformFact/pathWritten(_:above:at:)``.
  public static func path(at location: StackLocation, rootedAt root: ScreenID, in drawing: HostDrawing?)
    -> Self
  {
    DrawnBinding { [weak drawing] in
      drawing?.path(at: location, rootedAt: root) ?? []
    } set: { [weak drawing] path in
      drawing?.report(.pathWritten(path, above: root, at: location))
    }
  }
}

@_spi(Hosts)
extension DrawnBinding where Value == DrawnLayer? {
  /// The item of the presentation of `kind` (a sheet, a cover, a popover, a dialog's slot) of
  /// layer `index`: the layer drawn there when the host's table (`kindOf`) draws it as `kind` (by
  /// its style, its anchor). Writing `nil` is ``PlatformFact/layerItemCleared(_:)`` of the layer
  /// this binding showed when it was made; when it showed none (another kind of layer is drawn
  /// there: an alert that replaced a sheet), and for any other write, it means nothing.
  @MainActor
  public static func item<Kind: Equatable & Sendable>(
    at index: Int, drawnAs kind: Kind, in drawing: HostDrawing?,
    by kindOf: @escaping @MainActor @Sendable (DrawnLayer) -> Kind?
  ) -> Self {
    // NB: the layer the binding shows as it is made (in the body that uses it) is the one its
    // `nil` takes away, not whatever layer is drawn at `index` when the write comes, nor a layer
    // of another kind drawn there (a late `nil` from a dismissed sheet's presenter).
    let shown = index >= 0 ? drawing?.layer(at: index, drawnAs: kind, by: kindOf)?.id : nil
    return DrawnBinding { [weak drawing] in
      drawing?.layer(at: index, drawnAs: kind, by: kindOf)
    } set: { [weak drawing] layer in
      guard layer == nil, let shown else { return }
      drawing?.report(.layerItemCleared(shown))
    }
  }
}

@_spi(Hosts)
extension DrawnBinding where Value == AnyTag {
  /// The selection of the tab bar; a write is ``PlatformFact/tabSelected(_:)``.
  public static func selectedTab(in drawing: HostDrawing?) -> Self {
    DrawnBinding { [weak drawing] in
      drawing?.selectedTab ?? AnyTag(0)
    } set: { [weak drawing] tab in
      drawing?.report(.tabSelected(tab))
    }
  }
}

@_spi(Hosts)
extension DrawnBinding where Value == [DrawnTab] {
  /// The tabs as the platform lists them, in order, some hidden (a `TabView`'s customization);
  /// a write is ``PlatformFact/tabsArranged(_:hidden:)``.
  public static func tabArrangement(in drawing: HostDrawing?) -> Self {
    DrawnBinding { [weak drawing] in
      guard case .tabs(let tabs, _) = drawing?.root.value else { return [] }
      return tabs
    } set: { [weak drawing] tabs in
      drawing?.report(.tabsArranged(tabs.map(\.id), hidden: tabs.filter(\.hidden).map(\.id)))
    }
  }
}

@_spi(Hosts)
extension DrawnBinding where Value == SplitColumn {
  /// The column the split view of the root (`tab` `nil`), or of the tab `tab`, shows on top on
  /// a compact width (`preferredCompactColumn`); a write is ``PlatformFact/columnShown(_:)``, for
  /// the split on screen: a write of a tab's split while another tab is selected means nothing.
  public static func compactColumn(in drawing: HostDrawing?, tab: AnyTag? = nil) -> Self {
    DrawnBinding { [weak drawing] in
      drawing?.compactColumn(inTab: tab) ?? .detail
    } set: { [weak drawing] column in
      guard tab == nil || drawing?.selectedTab == tab else { return }
      drawing?.report(.columnShown(column))
    }
  }
}
