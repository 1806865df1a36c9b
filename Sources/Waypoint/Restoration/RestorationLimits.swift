/// Bounds on a document being restored, so that hostile or damaged data fails fast with a
/// ``RestorationError`` instead of exhausting memory or the stack.
///
/// Size and depth are checked on the raw bytes before any JSON is parsed; the screen count
/// after. The defaults are far above any real app's tree.
public struct RestorationLimits: Hashable, Sendable {
  /// The largest document accepted, in bytes (1 MiB by default).
  public var maxBytes: Int
  /// The deepest nesting of JSON arrays and objects accepted (64 by default). The document's
  /// own structure takes 7 levels; the app's route, tag and tab-id values nest from the 8th. A
  /// saved flow tree nests 2 levels deeper for each level of flows (`flows` → `children`), so
  /// flows nested about 28 deep reach the default.
  public var maxDepth: Int
  /// The most screens a tree may have, over all stacks, tabs and modal layers, counted together
  /// with the saved flows (1,000 by default).
  public var maxScreens: Int

  /// Limits with the given bounds.
  public init(maxBytes: Int = 1 << 20, maxDepth: Int = 64, maxScreens: Int = 1_000) {
    self.maxBytes = maxBytes
    self.maxDepth = maxDepth
    self.maxScreens = maxScreens
  }

  /// The default limits.
  public static let `default` = RestorationLimits()
}
