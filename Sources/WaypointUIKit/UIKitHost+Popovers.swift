#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint

  // Popovers on a compact width: what a layer's `PopoverAdaptation` says, through UIKit's
  // adaptive presentation delegate call.
  extension UIKitHost {
    /// A popover layer on a compact width: a page sheet (`.sheet`, the default) or still a popover
    /// (`.popover`: no adaptation); any other presentation is not adapted, unless the app's
    /// presentation delegate answers (`UIKitTraces.compactWidthAsksForTheAdaptiveStyle`).
    @objc public func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      if controller is UIPopoverPresentationController,
        let id = layerID(of: controller.presentedViewController),
        let adaptation = session?.popoverAdaptation(ofLayer: id)
      {
        switch adaptation {
        case .sheet: return .pageSheet
        case .popover: return .none
        }
      }
      return configuration.presentationDelegate?.adaptivePresentationStyle?(
        for: controller, traitCollection: traitCollection) ?? .none
    }
  }
#endif
