// What a platform host asks the session before it makes or lets go of platform objects: the
// anchor a popover points at, how a layer's style is shown.

@_spi(Hosts)
extension HostSession {
  /// What the popover showing `layer` points at: what the host holds under the layer's anchor.
  ///
  /// - Parameters:
  ///   - layer: The layer whose container the platform presents as a popover.
  ///   - registered: The view or item the host holds under an id, if any.
  /// - Returns: What `registered` holds under the layer's anchor (``ScreenEntry/popoverAnchor``
  ///   of its first screen).
  /// - Throws: ``HostError/unanchoredPopover(anchor:)`` when the layer names none, or one the
  ///   host does not hold: the step is refused with nothing presented.
  public func popoverAnchor<Anchor>(of layer: ModalLayer, in registered: (String) -> Anchor?)
    throws(HostError)
    -> Anchor
  {
    guard let id = layer.stack.root.popoverAnchor, let anchor = registered(id) else {
      throw .unanchoredPopover(anchor: layer.stack.root.popoverAnchor)
    }
    return anchor
  }

  /// What the popover of the layer `id` becomes where the platform asks: on a compact width, the
  /// ``ScreenEntry/popoverAdaptation`` of its first screen; on a regular width it stays a popover
  /// (UIKit and SwiftUI ask for a compact height too: an iPhone Pro Max in landscape).
  /// - Returns: `nil` for a layer not drawn.
  public func popoverAdaptation(ofLayer id: ScreenID, compactWidth: Bool) -> PopoverAdaptation? {
    let layer = drawn.modals.first { $0.id == id } ?? model.shown.modals.first { $0.id == id }
    return layer.map { compactWidth ? $0.stack.root.popoverAdaptation : .popover }
  }
}

@_spi(Hosts)
extension PresentationStyle {
  /// How the platform shows layers of this style: its entry in the host's `table`, by name.
  /// - Throws: ``HostError/unknownPresentation(_:)`` when the table has none: the step is refused
  ///   with nothing presented.
  public func presentation<Presentation>(in table: [String: Presentation]) throws(HostError) -> Presentation {
    guard let presentation = table[name] else { throw .unknownPresentation(name) }
    return presentation
  }
}
