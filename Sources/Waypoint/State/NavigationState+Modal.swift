// Modal operations. Names follow ScreenNavigatorKit (`dismissLast(_:)`, `dismiss(to:)`) and
// SwiftUI (`sheet`, `fullScreenCover`).
extension NavigationState {
  /// Presents `route` in a new modal layer on top, with its own stack.
  /// - Parameters:
  ///   - route: The screen to present.
  ///   - style: `.sheet`, `.fullScreenCover`, `.popover` or an app's own ``PresentationStyle``.
  ///   - tag: Tags the layer's first screen, so `dismiss(to:)` and `dismiss(from:)` find it.
  ///   - embedded: Whether the layer has a navigation container to push in (``ModalLayer/embedded``).
  public mutating func present(
    _ route: some Route, style: PresentationStyle = .sheet,
    tag: (any Hashable & Sendable)? = nil, embedded: Bool = true
  ) {
    modals.append(ModalLayer(style: style, stack: ScreenStack(route, tag: tag), embedded: embedded))
  }

  /// Presents `layer` on top.
  public mutating func present(_ layer: ModalLayer) {
    modals.append(layer)
  }

  /// Dismisses the top modal layer.
  /// - Returns: `false`, changing nothing, when no layer is presented.
  @discardableResult
  public mutating func dismiss() -> Bool {
    modals.popLast() != nil
  }

  /// Dismisses the top `k` layers; `k` at or past the count dismisses all.
  /// - Returns: `false`, changing nothing, when `k <= 0` or no layer is presented.
  @discardableResult
  public mutating func dismissLast(_ k: Int) -> Bool {
    guard k > 0, !modals.isEmpty else { return false }
    modals.removeLast(Swift.min(k, modals.count))
    return true
  }

  /// Dismisses the layers above the nearest layer tagged `tag` (most recent first); that layer
  /// stays on top.
  /// - Returns: `false`, changing nothing, when no layer has the tag or it is already on top.
  @discardableResult
  public mutating func dismiss(to tag: some Hashable & Sendable) -> Bool {
    let tag = AnyTag(tag)
    guard let index = modals.lastIndex(where: { $0.tag == tag }), index < modals.count - 1
    else { return false }
    modals.removeSubrange((index + 1)...)
    return true
  }

  /// Dismisses the nearest layer tagged `tag` (most recent first) and every layer above it.
  /// - Returns: `false`, changing nothing, when no layer has the tag.
  @discardableResult
  public mutating func dismiss(from tag: some Hashable & Sendable) -> Bool {
    let tag = AnyTag(tag)
    guard let index = modals.lastIndex(where: { $0.tag == tag }) else { return false }
    modals.removeSubrange(index...)
    return true
  }

  /// Dismisses every modal layer.
  /// - Returns: `false` when none was presented.
  @discardableResult
  public mutating func dismissAll() -> Bool {
    guard !modals.isEmpty else { return false }
    modals.removeAll()
    return true
  }
}

extension NavigationState {
  /// Selects the tab `id`, in place of the More list too. Modal layers stay where they are, as in
  /// UIKit.
  /// - Returns: `false`, changing nothing, when the root has no such tab or it is selected and
  ///   shown.
  @discardableResult
  public mutating func select(tab id: some Hashable & Sendable) -> Bool {
    guard case .tabs(var bar) = root, bar.select(AnyTag(id)) else { return false }
    root = .tabs(bar)
    return true
  }
}
