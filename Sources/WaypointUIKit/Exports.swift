#if canImport(UIKit)
  // `import WaypointUIKit` is all an app needs for the UIKit host: the core comes with it. The
  // screen kit (WK* controllers, cells, list adapters) is `WaypointScreenKit`.
  @_exported import Waypoint
#endif
