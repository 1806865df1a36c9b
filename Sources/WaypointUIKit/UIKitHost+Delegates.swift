#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint

  // UIKit's delegate calls, forwarded to the session as plain facts (identities read off the
  // controllers); the session decides what each means.

  extension UIKitHost: UINavigationControllerDelegate {
    public func navigationController(
      _ navigation: UINavigationController, willShow top: UIViewController, animated: Bool
    ) {
      if let location = location(of: navigation) {
        let coordinator = navigation.transitionCoordinator
        let id = controllers.id(of: top)
        session?.report(.stackWillShow(location, top: id, interactive: coordinator?.isInteractive ?? false))
        reportEnd(of: coordinator)
      }
      configuration.navigationDelegate?.navigationController?(navigation, willShow: top, animated: animated)
    }

    public func navigationController(
      _ navigation: UINavigationController, didShow top: UIViewController, animated: Bool
    ) {
      // NB: the finished transition's coordinator may still be attached (a Back tap): the stack is final.
      if let location = location(of: navigation) {
        session?.report(.stackShown(location, ids(navigation.viewControllers)))
      }
      configuration.navigationDelegate?.navigationController?(navigation, didShow: top, animated: animated)
    }

    /// Reports the end of `coordinator`'s transition, finished or called off (its completion
    /// comes once, either way).
    func reportEnd(of coordinator: (any UIViewControllerTransitionCoordinator)?) {
      coordinator?.animate(alongsideTransition: nil) { [weak session] context in
        session?.report(.interactionEnded(cancelled: context.isCancelled))
      }
    }
  }

  extension UIKitHost: UITabBarControllerDelegate {
    public func tabBarController(_ bar: UITabBarController, shouldSelect tab: UIViewController) -> Bool {
      session?.acceptsGestures ?? true
    }

    public func tabBarController(_ bar: UITabBarController, didSelect tab: UIViewController) {
      // NB: a tap on the selected tab pops its stack to the root; didShow reports that.
      guard tabs.indices.contains(bar.selectedIndex) else { return }
      session?.report(.tabSelected(tabs[bar.selectedIndex].id))
    }
  }

  extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentation: UIPresentationController) -> Bool {
      let index = layers.firstIndex { $0 === presentation.presentedViewController }
      return index.flatMap { session?.allowsInteractiveDismissal(ofLayerAt: $0) } ?? false
    }

    public func presentationControllerWillDismiss(_ presentation: UIPresentationController) {
      guard let layer = presentation.presentedViewController as? LayerViewController else { return }
      session?.report(.layerWillDismiss(layer.layerID))
      // NB: UIKit's header says to read the presenting controller's coordinator here.
      reportEnd(
        of: presentation.presentingViewController.transitionCoordinator ?? layer.transitionCoordinator)
    }

    public func presentationControllerDidDismiss(_ presentation: UIPresentationController) { layerLeft() }

    /// Reports how many layers UIKit shows once a layer's container left the screen (a
    /// pull-down, a screen dismissing itself or a layer below it).
    func layerLeft() { session?.report(.layersShown(layers.count)) }
  }
#endif
