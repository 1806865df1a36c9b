/// The views a binding platform's screens register under an id (a popover's anchor, a zoom's
/// source), each kept by the screen that shows it: two screens may register the same id (a
/// toolbar button on every screen of a stack), and one leaving the window takes only its own.
///
/// ```swift
/// anchors.appeared("cart", on: entry.id, level: 0)     // .onAppear
/// anchors.disappeared("cart", on: entry.id)            // .onDisappear
/// anchors.holds("cart", atLevel: 0)                    // a popover of layer 0 may point at it
/// ```
@_spi(Hosts)
public struct ScreenAnchors: Sendable {
  /// For each id, the screens showing a view registered under it, with the level of each.
  private var screens: [String: [ScreenID: Int]] = [:]

  public init() {}

  /// The view registered as `id` in the screen `screen`, at `level` of the tree (0: the root, `i
  /// + 1`: layer `i`), came into the window.
  public mutating func appeared(_ id: String, on screen: ScreenID, level: Int) {
    screens[id, default: [:]][screen] = level
  }

  /// The view registered as `id` in the screen `screen` left the window.
  public mutating func disappeared(_ id: String, on screen: ScreenID) {
    screens[id]?[screen] = nil
    if screens[id]?.isEmpty == true { screens[id] = nil }
  }

  /// Whether a screen at `level` shows a view registered as `id` (any level when `nil`).
  public func holds(_ id: String, atLevel level: Int? = nil) -> Bool {
    guard let levels = screens[id]?.values else { return false }
    return level.map { levels.contains($0) } ?? !levels.isEmpty
  }
}
