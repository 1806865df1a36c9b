@_spi(Hosts) import Waypoint

/// A Linux model of SwiftUI's `Binding` as the SwiftUI host's views read it: made from a getter
/// and a setter, it holds the value it read when it was made. SwiftUI refreshes a binding a view
/// holds when it updates that view, and inside an update a binding answers the value it holds
/// (OpenSwiftUI's `Binding.readValue`; ruddarr PR #74 and TCA PR #1802 met it): so a binding
/// kept in a cache and read in a body answers what it read when it was made.
struct SwiftUIBinding<Value> {
  /// What the binding answers inside an update.
  private(set) var valueInAnUpdate: Value
  private let drawn: DrawnBinding<Value>

  @MainActor
  init(_ drawn: DrawnBinding<Value>) {
    self.drawn = drawn
    valueInAnUpdate = drawn.get()
  }

  /// SwiftUI writing it.
  @MainActor
  func set(_ value: Value) { drawn.set(value) }
}

/// The SwiftUI host's views that read bindings in their bodies, modelled on Linux the way
/// `SwiftUIHost` builds them: each body makes its bindings anew (`SwiftUIHost.binding`), so what
/// it reads inside an update is what the drawing holds now.
@MainActor
struct SwiftUIViews {
  let drawing: HostDrawing

  /// The body of `DialogSlot` at layer `level`, a level's slot or the slot of `anchor`
  /// (`.waypointAnchor`): whether its dialog of `style` is presented, read through the
  /// `isPresented` binding it makes from the layer's item.
  func dialogIsPresented(_ style: PresentationStyle, at level: Int, anchor: String? = nil) -> Bool {
    let item = SwiftUIBinding(
      .item(at: level, drawnAs: DialogSlotKey(style: style, anchor: anchor), in: drawing) { $0.dialogSlot })
    return item.valueInAnUpdate != nil
  }

  /// The body of `SplitLevelView` of the root (`tab` `nil`) or of the tab `tab`: the column its
  /// `NavigationSplitView` shows on top when compact, read through the `preferredCompactColumn`
  /// binding it makes.
  func compactColumn(inTab tab: AnyTag? = nil) -> SplitColumn {
    SwiftUIBinding(.compactColumn(in: drawing, tab: tab)).valueInAnUpdate
  }

  /// Writes the compact column as SwiftUI does on Back past the detail's first screen.
  func writeCompactColumn(_ column: SplitColumn, inTab tab: AnyTag? = nil) {
    SwiftUIBinding(.compactColumn(in: drawing, tab: tab)).set(column)
  }
}
