#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  extension EnvironmentValues {
    /// The screen a view is part of, inside a ``WaypointView``: its identity, route and tag. A
    /// screen finishes with a result through its context:
    /// `navigator.context(for: entry.id)?.finish(with: order)`.
    public var screenEntry: ScreenEntry? {
      get { self[ScreenEntryKey.self] }
      set { self[ScreenEntryKey.self] = newValue }
    }
  }

  private struct ScreenEntryKey: EnvironmentKey {
    static let defaultValue: ScreenEntry? = nil
  }
#endif
