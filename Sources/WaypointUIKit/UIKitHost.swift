#if canImport(UIKit)
  import Logging
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  /// A `NavigationHost` that carries the navigator's steps out with UIKit: navigation
  /// controllers for stacks, a tab bar controller for tabs, presented controllers for modal
  /// layers. Every decision (which steps are legal, when a step has ended, what a gesture means)
  /// is the core's `HostSession`: this class makes controllers, calls UIKit and forwards what
  /// UIKit reports as plain facts.
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
    public var configuration: Configuration {
      didSet { session?.watchdogTimeout = configuration.stepWatchdogTimeout }
    }
    /// UIKit dismisses a chain of presented controllers with one call.
    public var capabilities: HostCapabilities { [.dismissesLayersTogether] }
    var session: HostSession?
    let controllers = ScreenObjects<UIViewController>(
      provided: { ($0 as? any ViewControllerScreen)?.viewController },
      isContainer: { $0 is UINavigationController || $0 is UITabBarController || $0 is UISplitViewController }
    )
    /// The views and bar button items popovers point at, by the id a layer names
    /// (``register(anchor:_:)``); held weakly.
    let anchors = NSMapTable<NSString, AnyObject>.strongToWeakObjects()
    /// The push animations by name (``register(pushAnimation:_:)``).
    var pushAnimations: [String: any UIViewControllerAnimatedTransitioning] = [:]
    /// What `prepare` made ready for the step under way: `start` runs it, animated or not.
    var prepared: ((Bool) -> Void)?
    /// The tab of each tab's navigation controller, as the host made it: the host reads the tabs
    /// off UIKit by it.
    let tabMarks = NSMapTable<UIViewController, TabMark>.weakToStrongObjects()
    /// The delegate UIKit's More navigation controller had before the host took its place; its
    /// calls are forwarded to it.
    weak var moreDelegateBefore: (any UINavigationControllerDelegate)?
    /// The tab of each split view controller a tab shows, as the host made it.
    let splitMarks = NSMapTable<UISplitViewController, TabMark>.weakToStrongObjects()
    /// Whether the host is selecting a tab itself, which is no tap of the user's.
    var selectingInCode = false

    public init(configuration: Configuration = Configuration()) { self.configuration = configuration }

    /// Registers how to make the view controller of routes of type `R`, for screens the
    /// navigator's registry does not make as controllers.
    /// - Throws: ``HostError/builderRegisteredTwice(_:)``.
    public func register<R: Route>(_ type: R.Type, _ build: @escaping @MainActor (R) -> UIViewController)
      throws(HostError)
    { try controllers.register(type, build) }

    /// The navigator made its session: the host draws what it shows, and reports from now on.
    @_spi(Hosts) public func attach(to session: HostSession) {
      self.session = session
      logic.session = session
      session.watchdogTimeout = configuration.stepWatchdogTimeout
      session.platformDescription = .thisDevice(host: "UIKit")
      session.trims(controllers)
      // NB: nothing is under way at attachment: what is shown is what is drawn.
      let modals = session.shown.modals
      do {
        rootViewController.show(try makeRoot(session.shown.root), duration: 0) {}
      } catch {
        session.logger?.error("UIKitHost cannot show the navigator's root: \(error)")
      }
      session.attached()
      NotificationCenter.default.addObserver(
        self, selector: #selector(sceneDidDisconnect(_:)), name: UIScene.didDisconnectNotification,
        object: nil)
      // NB: a controller presents only from a window; an embedded root may be in one already.
      if rootViewController.viewIfLoaded?.window != nil {
        // NB: until the layers are presented, the root is not drawn in its window yet.
        if !modals.isEmpty { session.report(.drawnInWindow(false)) }
        presentLayers(modals, from: 0)
      } else {
        session.report(.drawnInWindow(false))
        rootViewController.onFirstAppearance = { [weak self] in self?.presentLayers(modals, from: 0) }
      }
    }

    // MARK: Controllers

    func controllers(for stack: ScreenStack) throws(HostError) -> [UIViewController] {
      try controllers.objects(for: stack) { session?.screen(for: $0) }
    }

    func makeNavigation(_ stack: ScreenStack, at location: StackLocation) throws -> UINavigationController {
      let navigation = configuration.makeNavigationController(location)
      navigation.setViewControllers(try controllers(for: stack), animated: false)
      navigation.delegate = self
      holdSwipeBack(of: navigation)
      prepareTransitions(of: stack, shown: navigation.viewControllers)
      return navigation
    }

    func makeRoot(_ root: NavigationRoot) throws -> UIViewController {
      switch root {
      case .stack(let stack): return try makeNavigation(stack, at: .root)
      case .tabs(let bar): return try makeTabs(bar)
      case .split(let split): return try makeSplit(split)
      }
    }

    func makeLayer(_ layer: ModalLayer, at index: Int) throws -> UIViewController {
      if let dialog = layer.dialog { return try makeDialog(dialog, of: layer, at: index) }
      let content =
        layer.embedded
        ? try makeNavigation(layer.stack, at: .modal(index)) : try controllers(for: layer.stack)[0]
      let container = LayerViewController(layerID: layer.id, content: content, host: self)
      let presentation = try layer.style.presentation(in: configuration.presentations)
      if let delegate = presentation.transitioningDelegate {
        container.modalPresentationStyle = .custom
        container.transitioningDelegate = delegate
        container.transitionDelegate = delegate
      }
      presentation.configure(container)
      container.heldByTheApp = container.isModalInPresentation
      // NB: UIKit raises an exception when it presents a popover without an anchor.
      if let popover = container.popoverPresentationController, popover.sourceView == nil,
        popover.sourceItem == nil
      {
        popover.sourceItem = try session?.popoverAnchor(of: layer, in: popoverSource)
      }
      container.isModalInPresentation =
        !(session?.answer(.pullDown(layerAt: index, heldByTheApp: container.heldByTheApp)) ?? false)
      // NB: the delegate must be set after the style (it makes the presentation controller)
      // and before presenting, or UIKit does not report a pull-down.
      if container.modalPresentationStyle == .popover {
        let delegate = PopoverDelegate(host: self, layerID: layer.id)
        container.popoverDelegate = delegate
        container.presentationController?.delegate = delegate
      } else {
        container.presentationController?.delegate = self
      }
      return container
    }

    /// The root, or the layer below layer `index`; when it must be `free`, refused if it already
    /// presents a controller.
    func presenter(under index: Int, free: Bool) throws(HostError) -> UIViewController {
      guard index == 0 || layers.indices.contains(index - 1) else { throw .foreignScreens(.modal(index)) }
      let presenter = index == 0 ? rootViewController : layers[index - 1]
      if free, let presented = presenter.presentedViewController {
        throw .presenterBusy(String(describing: type(of: presented)))
      }
      return presenter
    }

    /// Presents the layers drawn at attachment from `index` up, without animation, then reports
    /// the root drawn in its window.
    func presentLayers(_ modals: [ModalLayer], from index: Int) {
      guard modals.indices.contains(index) else { return drawnInWindow() }
      do {
        let container = try makeLayer(modals[index], at: index)
        try presenter(under: index, free: true).present(container, animated: false) { [weak self] in
          self?.presentLayers(modals, from: index + 1)
        }
      } catch {
        session?.logger?.error("UIKitHost cannot present layer \(index): \(error)")
        drawnInWindow()
      }
    }

    /// Reports the root in its window, and whether a split root collapsed as it entered it.
    private func drawnInWindow() {
      session?.report(.drawnInWindow(true))
      reportSplitCollapse()
    }

    // MARK: Reading the hierarchy

    /// The host's logic (`WaypointUIKitLogic`): how it reads UIKit, what UIKit's calls mean.
    lazy var logic = UIKitLogic(
      root: rootViewController, content: { [unowned rootViewController] in rootViewController.content },
      screen: { [controllers] in ($0 as? UIViewController).flatMap(controllers.id(of:)) },
      tab: { [tabMarks] in ($0 as? UIViewController).flatMap { tabMarks.object(forKey: $0)?.tab } })

    /// The presented container (or dialog's alert) of each modal layer UIKit shows, bottom first.
    var layers: [UIViewController] { logic.layers.compactMap { $0 as? UIViewController } }

    /// Every navigation controller UIKit shows, with the location of its stack.
    var navigations: [(location: StackLocation, navigation: UINavigationController)] {
      logic.navigations.compactMap { location, navigation in
        (navigation as? UINavigationController).map { (location, $0) }
      }
    }

    func location(of navigation: UINavigationController) -> StackLocation? {
      logic.location(of: navigation)
    }

    /// The identities of the screens `shown`; `nil` for a controller the host did not make.
    func ids(_ shown: [UIViewController]) -> [ScreenID?] { logic.ids(shown) }
  }

  /// The tab a navigation controller the host made shows.
  final class TabMark {
    let tab: AnyTag
    init(_ tab: AnyTag) { self.tab = tab }
  }

  @_spi(Hosts) extension UIKitHost: HostPlatform {
    public var signals: HostSession.Signals { .completion }

    /// Makes the controllers `step` needs before anything moves, and what `start` calls: throwing
    /// refuses the step with nothing changed. UIKit's completion handlers (for a stack, its
    /// `didShow`) report the step's end.
    public func prepare(_ step: NavigationStep) throws {
      let completed: () -> Void = { [weak self] in self?.session?.report(.stepCompleted) }
      switch step {
      case .setStack(let stack, let location):
        guard let navigation = navigations.first(where: { $0.location == location })?.navigation else {
          throw HostError.foreignScreens(location)
        }
        let shown = try controllers(for: stack)
        prepareTransitions(of: stack, shown: shown)
        prepared = { [self] animated in
          setStack(navigation, shown, animated: animated && navigation.viewIfLoaded?.window != nil)
          // NB: a change that does not transition (off screen, not animated, the top kept) has no
          // coordinator and may send no didShow; nor does a controller whose delegate was replaced.
          session?.report(
            .stackSet(
              location, ids(stackControllers(of: navigation)),
              transitionAttached: navigation.transitionCoordinator != nil,
              delegateIsHost: navigation.delegate === self))
        }
      case .present(let layer, let index):
        let presenter = try presenter(under: index, free: true), container = try makeLayer(layer, at: index)
        prepared = { presenter.present(container, animated: $0, completion: completed) }
      case .dismiss(let index), .dismissLayers(let index):
        let presenter = try presenter(under: index, free: false)
        // NB: `dismiss` on a controller that presents nothing dismisses the controller itself;
        // from the presenter, it takes every layer above it in one animation.
        guard let presented = presenter.presentedViewController, layerID(of: presented) != nil else {
          throw HostError.foreignScreens(.modal(index))
        }
        prepared = { presenter.dismiss(animated: $0, completion: completed) }
      case .selectTab(let id):
        guard let bar = rootViewController.content as? UITabBarController,
          let shown = tabControllers.first(where: { $0.tab == id })?.controller
        else { throw HostError.foreignScreens(.tab(id)) }
        // NB: setting selectedIndex does not call the tab bar delegate, so it is not a user tap;
        // whether setting selectedTab does is undocumented, and the delegate ignores it.
        prepared = { [self] _ in
          selectingInCode = true
          logic.selectsInCode(id)
          // NB: from the More list, the tab it was opened from is shown again by its controller
          // (the More navigation controller is selected, whatever `selectedTab` says).
          if #available(iOS 18, *), let tab = uiTab(of: id, in: bar),
            bar.selectedViewController !== moreNavigation
          {
            bar.selectedTab = tab
          } else {
            bar.selectedViewController = shown
          }
          selectingInCode = false
          completed()
          // NB: a tab's split comes into the window, where UIKit may collapse it.
          reportSplitCollapse()
        }
      case .arrangeTabs(let order, let hidden):
        guard let bar = rootViewController.content as? UITabBarController else {
          throw HostError.foreignScreens(.root)
        }
        // NB: a tab under More is pushed by the More list: it cannot show a split view.
        try session?.checkTabs(after: step)
        prepared = { [self] _ in
          arrange(bar, order, hidden: hidden)
          completed()
        }
      case .setRoot(let root):
        let new = try makeRoot(root), time = configuration.rootTransitionDuration
        prepared = { [self] in
          rootViewController.show(new, duration: $0 ? time : 0) {
            completed()
            self.reportSplitCollapse()
          }
        }
      case .showColumn(let column):
        guard let split = splitOnScreen else { throw HostError.foreignScreens(.column(column)) }
        prepared = { _ in
          split.show(column.uiKit)
          // NB: UISplitViewController.h:115: a coordinator follows show(_:) when it animates.
          guard let coordinator = split.transitionCoordinator else { return completed() }
          coordinator.animate(alongsideTransition: nil) { _ in completed() }
        }
      }
    }

    public func start(_ step: NavigationStep, animated: Bool) {
      defer { prepared = nil }
      prepared?(animated)
    }

    public func read() -> ScreenRead? { logic.read() }

    public func restore(_ stack: ScreenStack?, at location: StackLocation?) {
      logic.restore(stack, at: location) { try? controllers(for: $0) }
    }

    /// Locks or unlocks pull-downs as the session says (swipe back is held by each navigation
    /// controller's `SwipeBackHold`, which asks the session as a swipe begins).
    ///
    /// The Back button of each screen a leave guard protects calls the session
    /// (``PlatformQuestion/platformBackButton(of:)``), and a refused pull-down asks the guard
    /// (`presentationControllerDidAttemptToDismiss`).
    public func gesturesChanged() { logic.gesturesChanged() }
  }
#endif
