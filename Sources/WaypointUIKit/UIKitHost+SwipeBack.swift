#if canImport(UIKit)
  import UIKit
  import UIKit.UIGestureRecognizerSubclass
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  /// Holds a navigation controller's swipe back (the edge swipe and, on iOS 26, the swipe from
  /// anywhere in the content) while the session does not allow it: a plan under way, a leave guard
  /// on the stack's top screen. The swipe recognizers require it to fail, the use Apple's header
  /// leaves them ("This property should only be used to set up failure requirements with it",
  /// iOS 26.2 UINavigationController.h:85 and :90), so the host never writes their `isEnabled`,
  /// and a screen that turns its swipe back off keeps it off.
  final class SwipeBackHold: UIGestureRecognizer, UIGestureRecognizerDelegate {
    private let holds: @MainActor () -> Bool

    init(holds: @escaping @MainActor () -> Bool) {
      self.holds = holds
      super.init(target: nil, action: nil)
      cancelsTouchesInView = false
      delaysTouchesBegan = false
      delaysTouchesEnded = false
      delegate = self
    }

    /// Decides as a touch begins: recognized (the swipes fail) while held, failed (the swipes go
    /// on) otherwise.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      // NB: "if you override one you must call super" (UIGestureRecognizerSubclass.h:29, 18.6 SDK).
      super.touchesBegan(touches, with: event)
      state = holds() ? .ended : .failed
    }

    func gestureRecognizer(
      _ recognizer: UIGestureRecognizer, shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer
    ) -> Bool { true }
  }

  extension UIKitHost {
    /// Has `navigation`'s swipes back wait for the session's word as they begin: the edge
    /// swipe's, and iOS 26's swipe from the content's, which a top screen may turn off alone
    /// (``Destination/contentSwipe(_:)``). The stack is found as the swipe begins (the More
    /// navigation controller shows the tab picked there).
    func holdSwipeBack(of navigation: UINavigationController) {
      let hold = SwipeBackHold { [weak self, weak navigation] in
        self?.logic.holdsSwipeBack(in: navigation, fromContent: false) == true
      }
      navigation.view.addGestureRecognizer(hold)
      navigation.interactivePopGestureRecognizer?.require(toFail: hold)
      #if canImport(UIKit, _version: 9000)
        // NB: declared from the iOS 26 SDK on.
        if #available(iOS 26, *), let content = navigation.interactiveContentPopGestureRecognizer {
          let contentHold = SwipeBackHold { [weak self, weak navigation] in
            self?.logic.holdsSwipeBack(in: navigation, fromContent: true) == true
          }
          navigation.view.addGestureRecognizer(contentHold)
          content.require(toFail: contentHold)
        }
      #endif
    }
  }

  extension UINavigationController {
    /// Whether a swipe back is under way: its recognizer has begun (or, read a turn late, changed).
    var isSwipingBack: Bool {
      var recognizers = [interactivePopGestureRecognizer]
      #if canImport(UIKit, _version: 9000)
        // NB: declared from the iOS 26 SDK on.
        if #available(iOS 26, *) { recognizers.append(interactiveContentPopGestureRecognizer) }
      #endif
      return recognizers.contains { [.began, .changed].contains($0?.state) }
    }
  }
#endif
