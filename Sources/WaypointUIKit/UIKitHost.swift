#if canImport(UIKit)
  import Logging
  import UIKit
  @_spi(Hosts) import Waypoint

  /// A `NavigationHost` that carries the navigator's steps out with UIKit: navigation
  /// controllers for stacks, a tab bar controller for tabs, presented controllers for modal
  /// layers. Every decision (which steps are legal, which screens appear, what a gesture means)
  /// is the core's `HostModel`; this class only makes controllers and calls UIKit.
  ///
  /// ```swift
  /// let host = UIKitHost()
  /// try host.register(Shop.self) { route in ShopViewController(route) }
  /// let navigator = Navigator(root: Shop.home, host: host)
  /// window.rootViewController = host.rootViewController
  /// ```
  @MainActor
  public final class UIKitHost: NSObject, NavigationHost {
    /// The controller to put in the window, or to embed.
    public let rootViewController = WaypointRootViewController()
    /// The app's choices about containers and presentations; set before a navigator attaches.
    public var configuration: Configuration
    /// UIKit dismisses a chain of presented controllers with one call.
    public var capabilities: HostCapabilities { [.dismissesLayersTogether] }

    var model: HostModel?
    var connection: HostConnection?
    /// The controller of each screen, made in `ScreenObjects`' order.
    let controllers = ScreenObjects<UIViewController>(provided: {
      ($0 as? any ViewControllerScreen)?.viewController
    })
    /// The navigation controller whose `setViewControllers` the host is waiting on, and the top
    /// it was asked to show.
    var pendingStack: (navigation: UINavigationController, top: UIViewController?, done: () -> Void)?
    /// Whether the host itself is dismissing layers (so a layer leaving is not the user).
    var isDismissing = false

    public init(configuration: Configuration = Configuration()) {
      self.configuration = configuration
    }

    /// Registers how to make the view controller of routes of type `R`, for screens the
    /// navigator's registry does not make as controllers.
    /// - Throws: ``HostError/builderRegisteredTwice(_:)``.
    public func register<R: Route>(_ type: R.Type, _ build: @escaping @MainActor (R) -> UIViewController)
      throws(HostError)
    {
      try controllers.register(type, build)
    }

    // MARK: NavigationHost

    public func attach(_ connection: HostConnection) {
      self.connection = connection
      guard let state = connection.state else { return }
      var model = HostModel(showing: state)
      self.model = model
      do {
        rootViewController.show(try makeRoot(state.root), duration: 0) {}
      } catch {
        connection.logger?.error("UIKitHost cannot show the navigator's root: \(error)")
      }
      connection.deliver(model.attachmentEvents())
      self.model = model
      // NB: a controller presents only from a window; an embedded root may be in one already.
      if rootViewController.viewIfLoaded?.window != nil {
        presentLayers(from: 0)
      } else {
        rootViewController.onFirstAppearance = { [weak self] in self?.presentLayers(from: 0) }
      }
    }

    public func willBeginPlan(_ steps: [NavigationStep]) {
      model?.isLocked = true
      updateGestures()
    }

    public func didEndPlan() {
      model?.isLocked = false
      updateGestures()
    }

    public func perform(_ step: NavigationStep, animated: Bool) async throws {
      guard var model, let connection else { throw HostError.notAttached }
      let transition = try model.begin(step)
      let start: (Bool, @escaping () -> Void) -> Void
      do {
        // Controllers are made before anything moves, so a refusal changes nothing.
        start = try prepare(step)
      } catch {
        model.abandon(transition)
        self.model = model
        throw error
      }
      self.model = model
      connection.deliver(transition.willEvents)
      let root = if case .setRoot = step, animated { configuration.rootTransitionDuration } else { 0.0 }
      let completed = await withUIKitCompletion(waiting: configuration.watchdogTimeout + .seconds(root)) {
        done in
        start(animated, done)
      }
      // NB: after the watchdog, a completion UIKit still sends finds nothing to finish.
      pendingStack = nil
      isDismissing = false
      let seen = outline()
      if completed, seen == transition.after.outline {
        connection.deliver(self.model!.finish(transition))
      } else {
        // NB: UIKit ignores some requests silently (a push during another transition) and a
        // completion can fail to come; the hierarchy itself says what happened.
        let (done, events) = self.model!.resolve(transition, seeing: seen)
        connection.deliver(events)
        if !done { throw completed ? HostError.ignoredByPlatform(step) : HostError.stalled(step) }
      }
      controllers.keep(only: self.model!.displayed)
      // What the user did while the step ran is reported before the navigator goes on.
      allNavigationControllers.forEach(reconcile)
      reconcileLayers()
    }

    // MARK: Steps

    /// Makes what `step` needs and returns the UIKit calls that carry it out.
    private func prepare(_ step: NavigationStep) throws -> (Bool, @escaping () -> Void) -> Void {
      switch step {
      case .setStack(let stack, let location):
        guard let navigation = navigationController(at: location) else {
          throw HostError.foreignScreens(location)
        }
        let stack = try controllers(for: stack)
        return { animated, done in
          self.pendingStack = (navigation, stack.last, done)
          navigation.setViewControllers(stack, animated: animated && navigation.viewIfLoaded?.window != nil)
          // NB: a change that does not transition (off screen, not animated, the top kept) has no
          // coordinator and may send no didShow: it is done when the call returns.
          if navigation.transitionCoordinator == nil { self.finishPendingStack() }
        }
      case .present(let layer, let index):
        let presenter = try self.presenter(at: index)
        let container = try makeLayer(layer, at: index)
        return { animated, done in
          presenter.present(container, animated: animated, completion: done)
        }
      case .dismiss(let index), .dismissLayers(let index):
        let presenter = try presenting(index)
        // NB: `dismiss` on a controller that presents nothing dismisses the controller itself.
        guard presenter.presentedViewController is LayerViewController else {
          throw HostError.foreignScreens(.modal(index))
        }
        return { animated, done in
          // NB: dismissing from the presenter takes every layer above it in one animation.
          self.isDismissing = true
          presenter.dismiss(animated: animated) {
            self.isDismissing = false
            done()
          }
        }
      case .selectTab(let id):
        guard let tabs = rootViewController.content as? UITabBarController,
          let index = model?.displayed.tabBar?.tabs.firstIndex(where: { $0.id == id })
        else { throw HostError.foreignScreens(.tab(id)) }
        // NB: setting selectedIndex does not call the tab bar delegate, so it is not a user tap.
        return { _, done in
          tabs.selectedIndex = index
          done()
        }
      case .setRoot(let root):
        let content = try makeRoot(root)
        return { animated, done in
          let duration = animated ? self.configuration.rootTransitionDuration : 0
          self.rootViewController.show(content, duration: duration, completion: done)
        }
      }
    }

    /// Waits for UIKit's completion of a transition `start` begins, or for the watchdog.
    /// - Returns: `false` when the watchdog fired first.
    private func withUIKitCompletion(waiting timeout: Duration, _ start: (@escaping () -> Void) -> Void) async
      -> Bool
    {
      await withCheckedContinuation { (continuation: CheckedContinuation<Bool, Never>) in
        var continuation: CheckedContinuation<Bool, Never>? = continuation
        var watchdog: Task<Void, Never>?
        let resume = { (completed: Bool) in
          watchdog?.cancel()
          continuation?.resume(returning: completed)
          continuation = nil
        }
        watchdog = Task {
          guard (try? await Task.sleep(for: timeout)) != nil else { return }
          resume(false)
        }
        start { resume(true) }
      }
    }

    func finishPendingStack() {
      let done = pendingStack?.done
      pendingStack = nil
      done?()
    }

    // MARK: Controllers

    /// The controllers of `stack`'s screens, bottom first.
    func controllers(for stack: ScreenStack) throws(HostError) -> [UIViewController] {
      try stack.entries.map { entry throws(HostError) in
        let controller = try controllers.object(for: entry, screen: connection?.screen(for: entry.id))
        if controller is UINavigationController || controller is UITabBarController
          || controller is UISplitViewController
        {
          throw .containerAsScreen(entry)
        }
        return controller
      }
    }

    private func makeNavigation(_ stack: ScreenStack, at location: StackLocation) throws
      -> UINavigationController
    {
      let navigation = configuration.makeNavigationController(location)
      navigation.setViewControllers(try controllers(for: stack), animated: false)
      navigation.delegate = self
      navigation.interactivePopGestureRecognizer?.isEnabled = !(model?.isLocked ?? false)
      return navigation
    }

    private func makeRoot(_ root: NavigationRoot) throws -> UIViewController {
      switch root {
      case .stack(let stack):
        return try makeNavigation(stack, at: .root)
      case .tabs(let bar):
        let tabs = UITabBarController()
        tabs.viewControllers = try bar.tabs.map { tab in
          let navigation = try makeNavigation(tab.stack, at: .tab(tab.id))
          navigation.tabBarItem =
            configuration.tabBarItem(tab.id) ?? UITabBarItem(title: "\(tab.id)", image: nil, tag: 0)
          return navigation
        }
        tabs.selectedIndex = bar.selectedIndex
        // NB: tabs stay where the state puts them (the host finds each tab by its position).
        tabs.customizableViewControllers = []
        tabs.delegate = self
        return tabs
      }
    }

    private func makeLayer(_ layer: ModalLayer, at index: Int) throws -> LayerViewController {
      let content =
        layer.embedded
        ? try makeNavigation(layer.stack, at: .modal(index)) : try controllers(for: layer.stack)[0]
      let container = LayerViewController(layerID: layer.id, content: content, host: self)
      guard let presentation = configuration[layer.style] else {
        throw HostError.unknownPresentation(layer.style.name)
      }
      if let delegate = presentation.transitioningDelegate {
        container.modalPresentationStyle = .custom
        container.transitioningDelegate = delegate
        container.transitionDelegate = delegate
      }
      presentation.configure(container)
      if let popover = container.popoverPresentationController, popover.sourceView == nil,
        popover.sourceItem == nil
      {
        // NB: UIKit raises an exception when it presents a popover without an anchor; one the
        // configuration left unanchored points at the middle of what it is presented over.
        let view: UIView = try presenting(index).view
        popover.sourceView = view
        popover.sourceRect = CGRect(x: view.bounds.midX, y: view.bounds.midY, width: 0, height: 0)
        popover.permittedArrowDirections = []
      }
      container.isModalInPresentation = !(model?.allowsInteractiveDismissal(of: layer) ?? false)
      // NB: the delegate must be set after the style (it makes the presentation controller)
      // and before presenting, or UIKit does not report a pull-down.
      container.presentationController?.delegate = self
      return container
    }

    /// The controller that presents layer `index`, refused when it already presents one the
    /// host does not own.
    private func presenter(at index: Int) throws(HostError) -> UIViewController {
      let presenter = try presenting(index)
      if let presented = presenter.presentedViewController {
        throw .presenterBusy(String(describing: type(of: presented)))
      }
      return presenter
    }

    /// The controller under layer `index`: the root, or the layer below.
    private func presenting(_ index: Int) throws(HostError) -> UIViewController {
      if index == 0 { return rootViewController }
      let layers = layers
      guard layers.indices.contains(index - 1) else { throw .foreignScreens(.modal(index)) }
      return layers[index - 1]
    }

    /// Presents the displayed layers from `index` up, without animation (at attachment).
    private func presentLayers(from index: Int) {
      guard let modals = model?.displayed.modals, modals.indices.contains(index) else { return }
      do {
        let presenter = try presenter(at: index)
        let container = try makeLayer(modals[index], at: index)
        presenter.present(container, animated: false) { [weak self] in self?.presentLayers(from: index + 1) }
      } catch {
        connection?.logger?.error("UIKitHost cannot present layer \(index): \(error)")
      }
    }

    // MARK: Reading the hierarchy

    /// The presented container of each modal layer UIKit shows, bottom first.
    var layers: [LayerViewController] {
      var layers: [LayerViewController] = []
      var presented = rootViewController.presentedViewController
      while let layer = presented as? LayerViewController {
        layers.append(layer)
        presented = layer.presentedViewController
      }
      return layers
    }

    var allNavigationControllers: [UINavigationController] {
      let root = rootViewController.content
      var all = (root as? UITabBarController)?.viewControllers ?? root.map { [$0] } ?? []
      all += layers.compactMap(\.navigation)
      return all.compactMap { $0 as? UINavigationController }
    }

    func navigationController(at location: StackLocation) -> UINavigationController? {
      switch location {
      case .root: return rootViewController.content as? UINavigationController
      case .tab(let id):
        let index = model?.displayed.tabBar?.tabs.firstIndex { $0.id == id }
        let tabs = (rootViewController.content as? UITabBarController)?.viewControllers ?? []
        return index.flatMap { tabs.indices.contains($0) ? tabs[$0] as? UINavigationController : nil }
      case .modal(let index): return layers.indices.contains(index) ? layers[index].navigation : nil
      }
    }

    func location(of navigation: UINavigationController) -> StackLocation? {
      if rootViewController.content === navigation { return .root }
      if let index = layers.firstIndex(where: { $0.navigation === navigation }) { return .modal(index) }
      let tabs = (rootViewController.content as? UITabBarController)?.viewControllers ?? []
      guard let index = tabs.firstIndex(where: { $0 === navigation }),
        let bar = model?.displayed.tabBar, bar.tabs.indices.contains(index)
      else { return nil }
      return .tab(bar.tabs[index].id)
    }

    /// The identities of the screens a controller shows; an unknown controller gets an identity
    /// no state has.
    func ids(_ controllers: [UIViewController]) -> [ScreenID] {
      controllers.map { self.controllers.id(of: $0) ?? .next() }
    }

    /// What UIKit shows, as identities.
    private func outline() -> ScreenOutline {
      let layers = self.layers.map { ids($0.navigation?.viewControllers ?? [$0.content]) }
      if let tabs = rootViewController.content as? UITabBarController {
        let stacks = (tabs.viewControllers ?? []).map {
          ids(($0 as? UINavigationController)?.viewControllers ?? [$0])
        }
        return ScreenOutline(stacks: stacks, selectedTab: tabs.selectedIndex, layers: layers)
      }
      let root = rootViewController.content as? UINavigationController
      return ScreenOutline(stacks: [ids(root?.viewControllers ?? [])], layers: layers)
    }

    /// Locks the gestures UIKit lets the host lock while a plan runs.
    private func updateGestures() {
      guard let model else { return }
      for navigation in allNavigationControllers {
        navigation.interactivePopGestureRecognizer?.isEnabled = !model.isLocked
      }
      for (container, layer) in zip(layers, model.displayed.modals) {
        container.isModalInPresentation = !model.allowsInteractiveDismissal(of: layer)
      }
    }
  }
#endif
