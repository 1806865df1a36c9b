#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // UIKit's delegate calls, forwarded to the session as plain facts (identities read off the
  // controllers); the session decides what each means.

  extension UIKitHost: UINavigationControllerDelegate {
    public func navigationController(
      _ navigation: UINavigationController, willShow top: UIViewController, animated: Bool
    ) {
      logic.willShow(
        navigation, top: top, coordinator: navigation.transitionCoordinator.map(UIKitCoordinator.init))
      configuration.navigationDelegate?.navigationController?(navigation, willShow: top, animated: animated)
      delegatesBefore.object(forKey: navigation)?.navigationController?(
        navigation, willShow: top, animated: animated)
    }

    public func navigationController(
      _ navigation: UINavigationController, didShow top: UIViewController, animated: Bool
    ) {
      logic.didShow(navigation, top: top)
      configuration.navigationDelegate?.navigationController?(navigation, didShow: top, animated: animated)
      delegatesBefore.object(forKey: navigation)?.navigationController?(
        navigation, didShow: top, animated: animated)
    }

    /// The orientations of the screen on top, unless the app's delegate answers.
    public func navigationControllerSupportedInterfaceOrientations(_ navigation: UINavigationController)
      -> UIInterfaceOrientationMask
    {
      configuration.navigationDelegate?.navigationControllerSupportedInterfaceOrientations?(navigation)
        ?? navigation.topViewController?.supportedInterfaceOrientations ?? .all
    }

  }

  extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentation: UIPresentationController) -> Bool {
      logic.allowsPullDown(
        of: presentation.presentedViewController,
        app: configuration.presentationDelegate?.presentationControllerShouldDismiss?(presentation))
    }

    public func presentationControllerDidAttemptToDismiss(_ presentation: UIPresentationController) {
      logic.pullDownRefused(of: presentation.presentedViewController)
      configuration.presentationDelegate?.presentationControllerDidAttemptToDismiss?(presentation)
    }

    public func presentationControllerWillDismiss(_ presentation: UIPresentationController) {
      logic.pullDownBegins(
        of: presentation.presentedViewController, from: presentation.presentingViewController)
      configuration.presentationDelegate?.presentationControllerWillDismiss?(presentation)
    }

    public func presentationControllerDidDismiss(_ presentation: UIPresentationController) {
      layerLeft()
      configuration.presentationDelegate?.presentationControllerDidDismiss?(presentation)
    }

    /// Reports how many layers UIKit shows once a layer's container or a dialog's alert left the
    /// screen.
    func layerLeft() { logic.layerLeft() }
  }

  // NB: the host takes UIKit's delegate slots, so every optional method it does not implement
  // (animation and interaction controllers, adaptive styles, a refused pull-down,
  // sheet and popover calls) goes to the app's delegate in the configuration. UIKit asks
  // `responds(to:)` when a delegate is set: the configuration is set before a navigator attaches.
  extension UIKitHost {
    public nonisolated override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || appDelegate(for: selector) != nil
    }

    public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      // NB: the runtime asks only for a selector the host does not implement.
      appDelegate(for: selector)
    }

    /// The app's delegate that implements `selector`, an optional method of a delegate protocol
    /// the host takes.
    private nonisolated func appDelegate(for selector: Selector?) -> AnyObject? {
      guard let selector, Thread.isMainThread else { return nil }
      nonisolated(unsafe) var found: AnyObject?
      MainActor.assumeIsolated {
        let delegates: [(Protocol, AnyObject?)] = [
          ((any UINavigationControllerDelegate).self, configuration.navigationDelegate),
          ((any UITabBarControllerDelegate).self, configuration.tabBarDelegate),
          ((any UISheetPresentationControllerDelegate).self, configuration.presentationDelegate),
          ((any UIPopoverPresentationControllerDelegate).self, configuration.presentationDelegate),
        ]
        found =
          delegates.first { methods, delegate in
            protocol_getMethodDescription(methods, selector, false, true).name != nil
              && delegate?.responds(to: selector) == true
          }?.1
      }
      return found
    }
  }
#endif
