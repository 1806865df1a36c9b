#if canImport(UIKit)
  // `import WaypointUIKit` is all an app needs: the core and the presenters come with it.
  @_exported import Waypoint
  @_exported import WaypointMVP
#endif
