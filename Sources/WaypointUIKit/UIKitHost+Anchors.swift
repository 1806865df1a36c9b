#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // The views and bar button items popovers and iPad action sheets point at; whether one is on
  // screen to point at now is the host's logic's (`UIKitLogic+Anchors.swift`).
  extension UIKitHost {
    /// Registers `item` (a view, a bar button item) as the anchor `id`, which a popover layer
    /// names with `Destination.anchored(to:compact:)`; the host holds it weakly. Registering again
    /// replaces it.
    public func register(anchor id: String, _ item: any UIPopoverPresentationControllerSourceItem) {
      anchors.setObject(item, forKey: id as NSString)
    }

  }

  extension UIView: AnchorView {
    package var isInWindow: Bool { window != nil }
  }

  extension UIBarButtonItem: AnchorBarItem {}
#endif
