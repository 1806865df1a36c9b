#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint

  // What UIKit's delegates report, forwarded to the session as plain facts: identities read off
  // the controllers. The session decides what each fact means (the step under way ended, the
  // user popped or dismissed something, a gesture was called off).

  extension UIKitHost: UINavigationControllerDelegate {
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      if let session, let location = location(of: navigationController) {
        let coordinator = navigationController.transitionCoordinator
        let top = controllers.id(of: viewController)
        session.report(.stackWillShow(location, top: top, interactive: coordinator?.isInteractive ?? false))
        // NB: the coordinator's completion comes once, whether the transition finished or the
        // user called a swipe off.
        coordinator?.animate(alongsideTransition: nil) { [weak session] context in
          session?.report(.interactionEnded(cancelled: context.isCancelled))
        }
      }
      configuration.navigationDelegate?.navigationController?(
        navigationController, willShow: viewController, animated: animated)
    }

    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      // NB: the finished transition's coordinator may still be attached here (a Back tap); the
      // stack is final all the same.
      if let session, let location = location(of: navigationController) {
        session.report(.stackShown(location, ids(navigationController.viewControllers)))
      }
      configuration.navigationDelegate?.navigationController?(
        navigationController, didShow: viewController, animated: animated)
    }
  }

  extension UIKitHost: UITabBarControllerDelegate {
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      session?.acceptsGestures ?? true
    }

    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      // NB: a tap on the selected tab pops its stack to the root; didShow reports that.
      guard tabs.indices.contains(tabBarController.selectedIndex) else { return }
      session?.report(.tabSelected(tabs[tabBarController.selectedIndex].id))
    }
  }

  extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      let index = layers.firstIndex { $0 === presentationController.presentedViewController }
      return index.flatMap { session?.allowsInteractiveDismissal(ofLayerAt: $0) } ?? false
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      guard let session, let layer = presentationController.presentedViewController as? LayerViewController
      else { return }
      session.report(.layerWillDismiss(layer.layerID))
      // NB: UIKit's header says to read the presenting controller's coordinator here.
      let coordinator =
        presentationController.presentingViewController.transitionCoordinator ?? layer.transitionCoordinator
      coordinator?.animate(alongsideTransition: nil) { [weak session] context in
        session?.report(.interactionEnded(cancelled: context.isCancelled))
      }
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      layerLeft()
    }

    /// Reports how many layers UIKit shows, once a layer's container left the screen (a
    /// pull-down, a screen dismissing itself or a layer below it).
    func layerLeft() {
      session?.report(.layersShown(layers.count))
    }
  }
#endif
