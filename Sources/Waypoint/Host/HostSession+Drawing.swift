import Logging

// What a binding platform's views draw (SwiftUI's): the session publishes what is drawn into a
// `HostDrawing`, part by part, and answers the views' questions about it. What a binding's write
// means is the session's `report(_:)` (`PlatformFact.pathWritten`, `.layerItemCleared`,
// `.tabSelected`).
@_spi(Hosts)
extension HostSession {
  /// Starts publishing what is drawn into ``drawing``, part by part, and returns it.
  public func makeDrawing() -> HostDrawing {
    if let drawing { return drawing }
    let drawing = HostDrawing(drawn) { [weak self] in self?.report($0) }
    self.drawing = drawing
    publish()
    return drawing
  }

  /// Whether `view` may draw the tree: the first view to ask does for as long as it lives or
  /// until ``releaseDrawing(by:)``; any other is refused, with a warning on the navigation log
  /// (two views would draw every screen twice and two stacks over one path).
  public func claimDrawing(by view: AnyObject) -> Bool {
    if viewOwner == nil || viewOwner === view {
      viewOwner = view
      return true
    }
    logger?.warning(
      "a second view asked to draw a navigator's tree and was refused: give each window its own navigator")
    return false
  }

  /// `view` no longer draws the tree.
  public func releaseDrawing(by view: AnyObject) {
    if viewOwner === view { viewOwner = nil }
  }

  /// The screen `id` as drawn, or as shown while the step under way takes it away (a popped
  /// screen still draws while it slides out); `nil`, with a warning on the navigation log, for an
  /// id the navigator does not know.
  public func entry(_ id: ScreenID) -> ScreenEntry? {
    if let entry = drawn.entry(id) ?? model.shown.entry(id) { return entry }
    logger?.warning("the platform asked for the screen \(id), which the navigator does not know")
    return nil
  }
}

extension HostSession {
  /// Publishes what is drawn; only the parts that changed notify their views.
  ///
  /// NB: a binding platform hears no refused pull-down (SwiftUI has no
  /// `presentationControllerDidAttemptToDismiss`), so a layer a leave guard protects is not held:
  /// its pull-down goes, and the `nil` it writes is held back, drawn again and asked about
  /// (`holdBack`). Only a plan and the layer's own choice keep it from being pulled down.
  func publish() {
    drawing?.publish(
      drawn,
      allowsDismissal: { [weak self] index in
        guard let self, drawn.modals.indices.contains(index) else { return false }
        return model.allowsInteractiveDismissal(of: drawn.modals[index])
      },
      holdsBackButton: { [weak self] in self?.answer(.platformBackButton(of: $0)) == false })
  }

  /// A leave guard was added or removed: the views draw the exits it holds, and the platform
  /// locks them.
  func leaveGuardsChanged() {
    record(.guarded(guardedScreens()))
    publish()
    platform.gesturesChanged()
  }
}
