#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  // Push transitions: a screen's `PushTransition`, carried out with a registered animation
  // controller (the navigation delegate's) or iOS 18's zoom from a registered view.
  extension UIKitHost {
    /// Registers `animation` as the push animation `name`, which a destination names with
    /// `.transition(.custom(name))`; its pop plays it too. Registering again replaces it.
    public func register(pushAnimation name: String, _ animation: any UIViewControllerAnimatedTransitioning) {
      pushAnimations[name] = animation
    }

    /// Has `controller` zoom in from the view `source` returns (iOS 18).
    func zoom(
      _ controller: UIViewController, fromView source: @escaping @MainActor () -> AnyObject?,
      dismissalBegins: @escaping @MainActor (Bool) -> Bool
    ) {
      guard #available(iOS 18, *) else { return }
      let options = UIViewController.Transition.ZoomOptions()
      options.interactiveDismissShouldBegin = { dismissalBegins($0.willBegin) }
      controller.preferredTransition = .zoom(options: options) { _ in source() as? UIView }
    }

    /// Has `controller` zoom in from the bar button item `source` returns (iOS 26, built with the
    /// iOS 26 SDK).
    func zoom(
      _ controller: UIViewController, fromBarItem source: @escaping @MainActor () -> AnyObject?,
      dismissalBegins: @escaping @MainActor (Bool) -> Bool
    ) {
      #if canImport(UIKit, _version: 9000)
        // NB: declared from the iOS 26 SDK on (UIViewControllerTransition.h:41-42).
        guard #available(iOS 26, *) else { return }
        let options = UIViewController.Transition.ZoomOptions()
        options.interactiveDismissShouldBegin = { dismissalBegins($0.willBegin) }
        controller.preferredTransition = .zoom(options: options) { _ in source() as? UIBarButtonItem }
      #endif
    }

    /// The animation controller of a push or pop: the one registered under the custom transition
    /// the session names (a name not registered is logged, and the default is used; a pop the
    /// swipe back drives takes the default, the one that follows the finger), else the app's
    /// navigation delegate's.
    @objc public func navigationController(
      _ navigation: UINavigationController,
      animationControllerFor operation: UINavigationController.Operation,
      from: UIViewController, to: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
      let transition = session?.pushTransition(
        pushing: operation == .push, from: controllers.id(of: from), to: controllers.id(of: to),
        swiping: navigation.isSwipingBack)
      return logic.customAnimation(transition) { pushAnimations[$0] }
        ?? configuration.navigationDelegate?.navigationController?(
          navigation, animationControllerFor: operation, from: from, to: to)
    }

    /// The app's navigation delegate's interaction controller, for the animations it returns.
    @objc public func navigationController(
      _ navigation: UINavigationController,
      interactionControllerFor animation: any UIViewControllerAnimatedTransitioning
    ) -> (any UIViewControllerInteractiveTransitioning)? {
      configuration.navigationDelegate?.navigationController?(navigation, interactionControllerFor: animation)
    }
  }
#endif
