#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // VoiceOver: the session decides where focus goes once the screen has settled (a step's plan
  // ended, the user's gesture ended); the host posts it.
  @_spi(Hosts)
  extension UIKitHost {
    /// Whether a view or bar button item is registered under `id` (``register(anchor:_:)``): the
    /// element VoiceOver's focus goes back to when a layer it opened closes.
    public func holdsElement(_ id: String) -> Bool {
      anchor(id) != nil
    }

    /// Posts the screen-changed notification with the element VoiceOver moves to: the screen's
    /// view, or the registered view or bar button item.
    ///
    /// NB: UIAccessibilityConstants.h:125-129 (post it "when a new view appears that encompasses a
    /// major portion of the screen", with the element to move to) and UIAccessibility.h:521; see
    /// `UIKitTraces.pullDownThenFocusPosted`.
    public func moveFocus(_ directive: FocusDirective) {
      UIAccessibility.post(notification: .screenChanged, argument: logic.focusElement(directive))
    }
  }
#endif
