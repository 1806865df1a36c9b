#if canImport(UIKit)
  // The screen kit's controllers are Waypoint screens driven by WaypointMVP presenters: both come
  // with `import WaypointScreenKit`. The UIKit host that shows them is `WaypointUIKit`.
  @_exported import Waypoint
  @_exported import WaypointMVP
#endif
