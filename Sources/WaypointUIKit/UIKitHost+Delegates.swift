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
        reportEnd(of: coordinator, ending: id.map { .popped(to: $0) })
      }
      configuration.navigationDelegate?.navigationController?(navigation, willShow: top, animated: animated)
      if navigation === moreNavigation {
        moreDelegateBefore?.navigationController?(navigation, willShow: top, animated: animated)
      }
    }

    public func navigationController(
      _ navigation: UINavigationController, didShow top: UIViewController, animated: Bool
    ) {
      // NB: the More navigation controller shows its list, or the tab picked there.
      let more = moreNavigation.flatMap { $0 === navigation ? $0 : nil }
      if let more { moreNavigationShows(more, top: top) }
      // NB: the finished transition's coordinator may still be attached (a Back tap): the stack is final.
      if let location = location(of: navigation) {
        session?.report(.stackShown(location, ids(stackControllers(of: navigation))))
        // NB: collapsed, Back past a column's first screen pops the column, with or without
        // `willHideColumn` (`UIKitSplitTraces.backPastAColumn`): the column on top is read from UIKit.
        // NB: the split read is the one on screen: a tab's only while that tab is selected.
        let onScreen =
          switch location {
          case .column: true
          case .tabColumn(let tab, _): splitOnScreen.flatMap { splitMarks.object(forKey: $0)?.tab } == tab
          case .root, .tab, .modal: false
          }
        if onScreen, let split = read()?.split, split.collapsed {
          session?.report(.columnShown(split.showing))
        }
      }
      configuration.navigationDelegate?.navigationController?(navigation, didShow: top, animated: animated)
      if more != nil {
        moreDelegateBefore?.navigationController?(navigation, didShow: top, animated: animated)
      }
    }

    /// The orientations of the screen on top, unless the app's delegate answers.
    public func navigationControllerSupportedInterfaceOrientations(_ navigation: UINavigationController)
      -> UIInterfaceOrientationMask
    {
      configuration.navigationDelegate?.navigationControllerSupportedInterfaceOrientations?(navigation)
        ?? navigation.topViewController?.supportedInterfaceOrientations ?? .all
    }

    /// Reports the end of `coordinator`'s transition, the change `change`, finished or called off
    /// (its completion comes once, either way).
    func reportEnd(of coordinator: (any UIViewControllerTransitionCoordinator)?, ending change: UserChange?) {
      coordinator?.animate(alongsideTransition: nil) { [weak self] context in
        self?.session?.report(.interactionEnded(cancelled: context.isCancelled, of: change))
      }
    }
  }

  extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentation: UIPresentationController) -> Bool {
      let index = layers.firstIndex { $0 === presentation.presentedViewController }
      let app = configuration.presentationDelegate?.presentationControllerShouldDismiss?(presentation)
      return (index.flatMap { session?.answer(.pullDown(layerAt: $0, heldByTheApp: false)) } ?? false)
        && app ?? true
    }

    public func presentationControllerDidAttemptToDismiss(_ presentation: UIPresentationController) {
      let layer = presentation.presentedViewController as? LayerViewController
      session?.report(
        .pullDownRefused(
          layerAt: layers.firstIndex { $0 === presentation.presentedViewController },
          heldByTheApp: layer?.heldByTheApp ?? false))
      configuration.presentationDelegate?.presentationControllerDidAttemptToDismiss?(presentation)
    }

    public func presentationControllerWillDismiss(_ presentation: UIPresentationController) {
      let layer = presentation.presentedViewController
      if let id = layerID(of: layer) {
        // NB: UIKit's header says to read the presenting controller's coordinator here; there may be
        // none (`UIKitVariants.pullDownCallbacks`): the session then ends the gesture itself.
        let coordinator =
          presentation.presentingViewController.transitionCoordinator ?? layer.transitionCoordinator
        session?.report(.layerWillDismiss(id, coordinated: coordinator != nil))
        reportEnd(of: coordinator, ending: .dismissed(layer: id))
      }
      configuration.presentationDelegate?.presentationControllerWillDismiss?(presentation)
    }

    public func presentationControllerDidDismiss(_ presentation: UIPresentationController) {
      layerLeft()
      configuration.presentationDelegate?.presentationControllerDidDismiss?(presentation)
    }

    /// Reports how many layers UIKit shows once a layer's container or a dialog's alert left the
    /// screen (a pull-down, a screen dismissing itself or a layer below it, an alert dismissed in
    /// code).
    func layerLeft() { session?.report(.layersShown(layers.count)) }
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
      appDelegate(for: selector) ?? super.forwardingTarget(for: selector)
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
