#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  extension View {
    /// Registers this view as the anchor `id`: a popover layer presented with
    /// `Destination.anchored(to: id)`, or a confirmation dialog with `Dialog.anchored(to: id)`,
    /// points at it (a confirmation dialog is a popover on iPad). The view must be in a screen of
    /// the level the layer is presented from (the root's screens for the first layer, the first
    /// layer's for the second); a layer whose anchor is not on screen there is refused with
    /// `HostError.unanchoredPopover`. It is also the element `id` of VoiceOver's focus
    /// (`waypointElement(_:)`): focus goes back to it when the popover closes.
    ///
    /// ```swift
    /// Button("Cart") { navigator.present(.route(Shop.cart).anchored(to: "cart"), style: .popover) }
    ///   .waypointAnchor("cart")
    /// ```
    public func waypointAnchor(_ id: String) -> some View {
      modifier(AnchorSlot(id: id)).waypointElement(id)
    }

    /// Registers this view as the source `id` of iOS 18's zoom: a screen pushed with
    /// `.transition(.zoom(from: id))` zooms in from it (`matchedTransitionSource`). On iOS 17
    /// the push is the default one.
    public func waypointZoomSource(_ id: String) -> some View {
      modifier(ZoomSource(id: id))
    }
  }

  /// What the views of a ``WaypointView`` share with the anchors and zoom sources in its screens.
  struct WaypointContext {
    var host: SwiftUIHost?
    var screens: ScreenViews?
    var zoom: Namespace.ID?
  }

  extension EnvironmentValues {
    var waypointContext: WaypointContext {
      get { self[WaypointContextKey.self] }
      set { self[WaypointContextKey.self] = newValue }
    }
  }

  private struct WaypointContextKey: EnvironmentKey {
    static var defaultValue: WaypointContext { WaypointContext() }
  }

  /// The popover of the layer above this view's screen, when it is a popover anchored here.
  struct AnchorSlot: ViewModifier {
    let id: String
    @Environment(\.waypointContext) private var context
    @Environment(\.screenEntry) private var entry
    @Environment(\.horizontalSizeClass) private var sizeClass

    func body(content: Content) -> some View {
      if let host = context.host, let screens = context.screens, let entry,
        let level = host.level(of: entry.id)
      {
        content
          .popover(item: host.anchoredItem(at: level, anchor: id), attachmentAnchor: .rect(.bounds)) {
            layer in
            LevelView(host: host, screens: screens, level: level + 1, layer: layer)
              // NB: SwiftUI adapts a popover "in either a horizontally or vertically compact size
              // class" (`presentationCompactAdaptation(_:)`); on a regular width it stays one.
              .presentationCompactAdaptation(
                host.session?.popoverAdaptation(ofLayer: layer.id, compactWidth: sizeClass == .compact)
                  == .popover
                  ? .popover : .sheet)
          }
          .modifier(DialogSlot(host: host, level: level, anchor: id))
          .onAppear { host.anchors.appeared(id, on: entry.id, level: level) }
          .onDisappear { host.anchors.disappeared(id, on: entry.id) }
      } else {
        content
      }
    }
  }

  /// A zoom's source view (iOS 18).
  struct ZoomSource: ViewModifier {
    let id: String
    @Environment(\.waypointContext) private var context

    func body(content: Content) -> some View {
      if #available(iOS 18, *), let zoom = context.zoom {
        content.matchedTransitionSource(id: id, in: zoom)
      } else {
        content
      }
    }
  }

  /// The zoom a pushed screen comes in with (iOS 18), from its source (`.waypointZoomSource`);
  /// the default push on iOS 17, and for a custom transition, with a warning (SwiftUI has no custom
  /// push animation). The branch depends only on the screen's own transition, never on whether its
  /// source is on screen now, so the screen keeps its identity, and its state, when its source
  /// screen leaves the window.
  struct ZoomTransition: ViewModifier {
    let host: SwiftUIHost
    let entry: ScreenEntry
    @Environment(\.waypointContext) private var context

    func body(content: Content) -> some View {
      if #available(iOS 18, *), let zoom = context.zoom, case .zoom(let source) = entry.pushTransition {
        content.navigationTransition(.zoom(sourceID: source, in: zoom))
      } else if case .custom = entry.pushTransition {
        content.onAppear { _ = host.session?.registered(for: entry.pushTransition) { _ in nil as String? } }
      } else {
        content
      }
    }
  }

  extension SwiftUIHost {
    /// The level of the tree (0: the root, `i + 1`: layer `i`) whose screens include `id`.
    func level(of id: ScreenID) -> Int? {
      guard let drawn = session?.drawn else { return nil }
      if let index = drawn.modals.firstIndex(where: { $0.stack.entries.contains { $0.id == id } }) {
        return index + 1
      }
      return drawn.entry(id) == nil ? nil : 0
    }

    /// The item of the popover of layer `index` anchored at `anchor`.
    func anchoredItem(at index: Int, anchor: String) -> Binding<DrawnLayer?> {
      item(at: index, drawnAs: "anchor:\(anchor)") { [weak self] layer in
        let drawnHere =
          self?.presentations[layer.style.name]?.kind == .popover && layer.root.popoverAnchor == anchor
        return drawnHere ? "anchor:\(anchor)" : nil
      }
    }
  }
#endif
