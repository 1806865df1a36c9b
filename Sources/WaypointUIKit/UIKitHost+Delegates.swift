#if canImport(UIKit)
  import Logging
  import UIKit

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
      coordinator.notifyWhenInteractionChanges { [weak self] context in
        // NB: a finished swipe ends in didShow; one let go halfway shows no change at all.
        guard context.isCancelled else { return }
        MainActor.assumeIsolated { self?.endInteractive(committed: false) }
      }
    }

    public func navigationController(
      _ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool
    ) {
      configuration.navigationDelegate?.navigationController?(
        navigationController, didShow: viewController, animated: animated)
      if pendingStack?.navigation === navigationController {
        finishPendingStack()
      } else {
        reconcile(navigationController)
      }
    }

    /// Reports what the user changed in `navigation`'s stack: the back button, a finished swipe,
    /// the back menu, a re-tapped tab, a controller popping itself. A stack holding controllers
    /// the navigator did not put there is set back to what is displayed.
    func reconcile(_ navigation: UINavigationController) {
      if case .user(.popped) = model?.running?.cause { endInteractive(committed: true) }
      guard let model, model.running == nil, let location = location(of: navigation) else { return }
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
    )
      -> Bool
    {
      guard let model else { return true }
      return !model.isLocked && model.running == nil
    }

    public func tabBarController(
      _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {
      guard let tabs = model?.displayed.tabBar?.tabs, tabs.indices.contains(tabBarController.selectedIndex)
      else {
        return
      }
      // NB: a tap on the selected tab pops its stack to the root; didShow reports that.
      report(.selected(tab: tabs[tabBarController.selectedIndex].id))
    }
  }

  extension UIKitHost: UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    {
      guard let model, let layer = presentationController.presentedViewController as? LayerViewController
      else {
        return true
      }
      let displayed = model.displayed.modals.first { $0.id == layer.layerID }
      return !model.isLocked && model.running == nil && (displayed?.allowsInteractiveDismissal ?? false)
    }

    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      guard let layer = presentationController.presentedViewController as? LayerViewController, var model,
        let transition = try? model.beginInteractive(.dismissed(layer: layer.layerID))
      else { return }
      self.model = model
      connection?.deliver(transition.willEvents)
      layer.transitionCoordinator?.notifyWhenInteractionChanges { [weak self] context in
        guard context.isCancelled else { return }
        MainActor.assumeIsolated { self?.endInteractive(committed: false) }
      }
    }

    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      guard let layer = presentationController.presentedViewController as? LayerViewController else { return }
      layerLeft(layer)
    }

    /// Reports that UIKit took `layer` (and the layers above it) off the screen without the host
    /// asking: a pull-down, or a screen dismissing itself.
    func layerLeft(_ layer: LayerViewController) {
      guard !isDismissing else { return }
      if case .user(.dismissed) = model?.running?.cause {
        endInteractive(committed: true)
      } else {
        report(.dismissed(layer: layer.layerID))
      }
    }
  }
#endif
