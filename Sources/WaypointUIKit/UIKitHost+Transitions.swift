#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint

  // Push transitions: a screen's `PushTransition`, carried out with a registered animation
  // controller (the navigation delegate's) or iOS 18's zoom from a registered view.
  extension UIKitHost {
    /// Registers `animation` as the push animation `name`, which a destination names with
    /// `.transition(.custom(name))`; its pop plays it too. Registering again replaces it.
    public func register(pushAnimation name: String, _ animation: any UIViewControllerAnimatedTransitioning) {
      pushAnimations[name] = animation
    }

    /// Gives each controller of `stack` whose screen zooms in from a registered view its zoom
    /// (iOS 18, `preferredTransition`), or from a registered bar button item (iOS 26, in an app
    /// built with the iOS 26 SDK); on iOS 17, or when the host holds no view or item under the
    /// source's name (logged), the default push.
    func prepareTransitions(of stack: ScreenStack, shown: [UIViewController]) {
      guard #available(iOS 18, *) else { return }
      for (entry, controller) in zip(stack.entries, shown) {
        guard case .zoom = entry.pushTransition, controller.preferredTransition == nil else { continue }
        let source = { [weak self] () -> AnyObject? in
          self?.session?.registered(for: entry.pushTransition) { self?.anchor($0) as AnyObject? }
        }
        // NB: the zoom's own dismissal (a swipe down, a pinch) is a pop the user starts: held
        // during a plan and on a screen a leave guard protects, as the swipe back is
        // (UIZoomTransitionOptions.h:22, "Return value indicates whether the interaction should
        // begin for the given context.").
        let options = UIViewController.Transition.ZoomOptions()
        let id = entry.id
        options.interactiveDismissShouldBegin = { [weak self] context in
          context.willBegin && self?.session?.answer(.zoomDismissal(of: id)) == true
        }
        // NB: UIKit asks for the source on the zoom in and again on the zoom out
        // (UIViewControllerTransition.h:39).
        switch source() {
        case is UIView:
          controller.preferredTransition = .zoom(options: options) { _ in source() as? UIView }
        case is UIBarButtonItem:
          #if canImport(UIKit, _version: 9000)
            // NB: declared from the iOS 26 SDK on (UIViewControllerTransition.h:41-42).
            if #available(iOS 26, *) {
              controller.preferredTransition = .zoom(options: options) { _ in source() as? UIBarButtonItem }
            }
          #endif
        default:
          continue
        }
      }
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
      if case .custom = transition,
        let animation = session?.registered(for: transition, in: { pushAnimations[$0] })
      {
        return animation
      }
      return configuration.navigationDelegate?.navigationController?(
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
