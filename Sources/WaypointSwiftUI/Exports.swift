#if canImport(SwiftUI)
  // `import WaypointSwiftUI` is all an app needs: the core comes with it.
  @_exported import Waypoint
#endif
