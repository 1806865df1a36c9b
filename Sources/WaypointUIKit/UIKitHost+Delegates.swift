#if canImport(UIKit)
  import Logging
  import UIKit
  @_spi(Hosts) import Waypoint

  // What the user does, as UIKit's delegates report it. Each callback reads identities off the
  // controllers and hands them to the host model, which says what changed; the host delivers the
  // lifecycle events and reports the change through its connection.

  extension UIKitHost: UINavigationControllerDelegate {
    public func navigationController(
      _ navigationController: UINavigationController, willShow viewController: UIViewController,
      animated: Bool
    ) {
      configuration.navigationDelegate?.navigationController?(
        navigationController, willShow: viewController, animated: animated)
      // A swipe back starts here and may still be called off.
      guard pendingStack?.navigation !== navigationController,
        let coordinator = navigationController.transitionCoordinator, coordinator.isInteractive,
        let id = controllers.id(of: viewController), var model,
        let transition = try? model.beginInteractive(.popped(to: id))
      else { return }
      self.model = model
      connection?.deliver(transition.willEvents)
      endInteractive(after: coordinator)
    }

    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      configuration.navigationDelegate?.navigationController?(
        navigationController, didShow: viewController, animated: animated)
      if let pendingStack, pendingStack.navigation === navigationController,
        pendingStack.top === viewController
      {
        finishPendingStack()
      } else {
        reconcile(navigationController)
      }
    }

    /// Reports what the user changed in `navigation`'s stack: the back button, a finished swipe,
    /// the back menu, a re-tapped tab, a controller popping itself. A stack holding controllers
    /// the navigator did not put there is set back to what is displayed.
    func reconcile(_ navigation: UINavigationController) {
      // NB: during a transition (a swipe still under way) `viewControllers` already lacks the
      // controller leaving; the transition's end reports, or the next step's end reads again.
      guard let model, model.running == nil, navigation.transitionCoordinator == nil,
        let location = location(of: navigation)
      else { return }
      do {
        guard let change = try model.userChange(inStackAt: location, showing: ids(navigation.viewControllers))
        else { return }
        report(change)
      } catch {
        connection?.logger?.warning("UIKitHost puts the \(location) stack back: \(error)")
        if let stack = model.displayed[stack: location], let shown = try? controllers(for: stack) {
          navigation.setViewControllers(shown, animated: false)
        }
      }
    }

    /// Applies a change the user made at once, and reports it.
    func report(_ change: UserChange) {
      guard var model, let connection else { return }
      do {
        let transition = try model.userDid(change)
        self.model = model
        connection.deliver(transition.willEvents + transition.didEvents)
        connection.report(change)
      } catch {
        connection.logger?.debug("UIKitHost ignores \(change): \(error)")
      }
    }

    /// Ends the interactive gesture under way when `coordinator`'s transition ends, finished or
    /// called off (its completion comes once, either way).
    func endInteractive(after coordinator: any UIViewControllerTransitionCoordinator) {
      coordinator.animate(alongsideTransition: nil) { [weak self] context in
        self?.endInteractive(committed: !context.isCancelled)
      }
    }

    /// Reports the modal layers UIKit no longer shows (a screen that dismissed itself or the
    /// layer it was in, while a step ran or from below): the lowest one gone, with those above.
    func reconcileLayers() {
      let shown = layers.count
      guard let modals = model?.displayed.modals, shown < modals.count, !isDismissing else { return }
      report(.dismissed(layer: modals[shown].id))
    }

    /// Ends the interactive gesture under way, and reports it unless it was called off.
    func endInteractive(committed: Bool) {
      guard var model, let connection else { return }
      let (events, change) = model.endInteractive(committed: committed)
      self.model = model
      connection.deliver(events)
      if let change { connection.report(change) }
    }
  }

  extension UIKitHost: UITabBarControllerDelegate {
    public func tabBarController(
      _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool {
      model?.acceptsGestures ?? true
    }

    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let tabs = model?.displayed.tabBar?.tabs, tabs.indices.contains(tabBarController.selectedIndex)
      else { return }
      // NB: a tap on the selected tab pops its stack to the root; didShow reports that.
      report(.selected(tab: tabs[tabBarController.selectedIndex].id))
    }
  }

  extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      guard let model, let layer = presentationController.presentedViewController as? LayerViewController
      else { return true }
      let displayed = model.displayed.modals.first { $0.id == layer.layerID }
      return displayed.map(model.allowsInteractiveDismissal(of:)) ?? false
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      // NB: UIKit's header says to read the presenting controller's coordinator here.
      guard let layer = presentationController.presentedViewController as? LayerViewController,
        let coordinator = presentationController.presentingViewController.transitionCoordinator
          ?? layer.transitionCoordinator,
        var model, let transition = try? model.beginInteractive(.dismissed(layer: layer.layerID))
      else { return }
      self.model = model
      connection?.deliver(transition.willEvents)
      endInteractive(after: coordinator)
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      reconcileLayers()
    }

    /// Reports that UIKit took `layer` (and the layers above it) off the screen without the host
    /// asking: a screen dismissing itself (a pull-down ends with its transition).
    func layerLeft(_ layer: LayerViewController) {
      guard !isDismissing, model?.running == nil else { return }
      report(.dismissed(layer: layer.layerID))
    }
  }
#endif
