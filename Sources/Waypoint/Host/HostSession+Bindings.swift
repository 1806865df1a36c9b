import Logging

// What the views of a SwiftUI host look up besides their parts of the drawing (``HostDrawing``);
// what a binding's write means is the session's `report(_:)` (`PlatformFact.pathWritten`,
// `.layerItemCleared`, `.tabSelected`).
@_spi(Hosts)
extension HostSession {
  /// The screen `id` as drawn, or as displayed while the step under way takes it away (a
  /// popped screen still draws while it slides out); `nil`, with a warning on the navigation
  /// log, for an id the navigator does not know.
  public func entry(_ id: ScreenID) -> ScreenEntry? {
    if let entry = drawn.entry(id) ?? model.displayed.entry(id) { return entry }
    logger?.warning("the platform asked for the screen \(id), which the navigator does not know")
    return nil
  }
}
