#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint

  // The user's exits from a screen a leave guard protects, held as UIKit lets the host hold them:
  // the swipe back is turned off, the Back button calls the session (`backAction`), and a
  // pull-down is refused (`isModalInPresentation`, from `allowsInteractiveDismissal`) and its
  // attempt asks the guard. The session decides each; this only wires UIKit to it.
  extension UIKitHost {
    /// Sends the Back button of each protected screen to the session (the swipe back is held by
    /// ``HostSession/swipeBackEnabled(at:now:)``).
    func holdGuardedExits(_ session: HostSession) {
      for (_, navigation) in navigations {
        for controller in navigation.viewControllers {
          guard let id = controllers.id(of: controller), session.holdsBackButton(of: id) else { continue }
          // NB: left in place once the guard is gone: the session then pops as Back would.
          controller.navigationItem.backAction = UIAction { [weak session] _ in session?.backTapped(on: id) }
        }
      }
    }

    public func presentationControllerDidAttemptToDismiss(_ presentation: UIPresentationController) {
      session?.pullDownRefused(ofLayerAt: layers.firstIndex { $0 === presentation.presentedViewController })
      configuration.presentationDelegate?.presentationControllerDidAttemptToDismiss?(presentation)
    }
  }
#endif
