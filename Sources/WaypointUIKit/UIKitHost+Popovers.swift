#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint

  /// The delegate of a popover layer's presentation controller: it answers the compact-width
  /// adaptation as the layer's `PopoverAdaptation` says (`UIKitTraces.compactWidthAsksForTheAdaptiveStyle`)
  /// and hands every other call to the host, which forwards what it does not handle to the app's
  /// delegate. Only popovers get it, so sheets keep UIKit's own adaptation.
  @MainActor
  final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    private nonisolated(unsafe) weak var host: UIKitHost?
    private let layerID: ScreenID

    init(host: UIKitHost, layerID: ScreenID) {
      self.host = host
      self.layerID = layerID
    }

    /// A page sheet (`.sheet`, the default) or still a popover (`.popover`, or a regular width:
    /// no adaptation). NB: UIKit asks for a compact height alone too
    /// (`UIKitTraces.compactHeightAsksForTheAdaptiveStyleToo`).
    func adaptivePresentationStyle(
      for controller: UIPresentationController, traitCollection: UITraitCollection
    ) -> UIModalPresentationStyle {
      let compactWidth = traitCollection.horizontalSizeClass == .compact
      let adaptation = host?.session?.popoverAdaptation(ofLayer: layerID, compactWidth: compactWidth)
      return adaptation == .popover ? .none : .pageSheet
    }

    nonisolated override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || host?.responds(to: selector) == true
    }

    nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      // NB: the runtime asks only for a selector the delegate does not implement.
      host
    }
  }
#endif
