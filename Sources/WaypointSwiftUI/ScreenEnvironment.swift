#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI

  extension EnvironmentValues {
    /// The screen a view is part of, inside a ``WaypointView``: its identity, route and tag.
    ///
    /// ```swift
    /// @Environment(Navigator<Shop>.self) private var navigator
    /// @Environment(\.screenEntry) private var entry
    ///
    /// Button("Pay") {
    ///   guard let entry else { return }
    ///   navigator.context(for: entry.id)?.finish(with: order)   // the opener gets the order
    /// }
    /// ```
    public var screenEntry: ScreenEntry? {
      get { self[ScreenEntryKey.self] }
      set { self[ScreenEntryKey.self] = newValue }
    }
  }

  private struct ScreenEntryKey: EnvironmentKey {
    static let defaultValue: ScreenEntry? = nil
  }
#endif
