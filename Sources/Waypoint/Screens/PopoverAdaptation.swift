/// What a popover becomes on a compact width (an iPhone, a narrow split-screen window).
///
/// ```swift
/// navigator.present(.route(Shop.filters).anchored(to: "filter", compact: .popover), style: .popover)
/// ```
public enum PopoverAdaptation: String, Hashable, Sendable {
  /// A sheet, as UIKit and SwiftUI show a popover there unless told otherwise (the default).
  case sheet
  /// Still a popover pointing at its anchor (UIKit's `adaptivePresentationStyle` answered
  /// `.none`, SwiftUI's `presentationCompactAdaptation(.popover)`).
  case popover
}

extension Destination {
  /// Presented as a popover pointing at the view or bar button item the host registered as
  /// `anchor`, and on a compact width as `compact` says.
  ///
  /// ```swift
  /// host.register(anchor: "cart", cartButtonItem)                  // UIKit
  /// CartButton().waypointAnchor("cart")                            // SwiftUI
  /// try await navigator.present(.route(Shop.cart).anchored(to: "cart"), style: .popover).value
  /// ```
  ///
  /// A popover whose anchor the host does not hold is refused (`HostError.unanchoredPopover`).
  public func anchored(to anchor: String, compact: PopoverAdaptation = .sheet) -> Destination {
    var copy = self
    copy.popoverAnchor = anchor
    copy.popoverAdaptation = compact
    return copy
  }
}
