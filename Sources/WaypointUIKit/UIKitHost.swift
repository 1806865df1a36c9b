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
      isContainer: { controller in
        [UINavigationController.self, UITabBarController.self, UISplitViewController.self].contains {
          controller.isKind(of: $0)
        }
      }
    )
    /// The views and bar button items popovers point at, by the id a layer names
    /// (``register(anchor:_:)``); held weakly.
    let anchors = NSMapTable<NSString, AnyObject>.strongToWeakObjects()
    /// The push animations by name (``register(pushAnimation:_:)``).
    var pushAnimations: [String: any UIViewControllerAnimatedTransitioning] = [:]
    /// What `prepare` made ready for the step under way: `start` runs it, animated or not.
    var prepared: (@MainActor (Bool) -> Void)?
    /// The tab of each tab's navigation controller, as the host made it: the host reads the tabs
    /// off UIKit by it.
    let tabMarks = NSMapTable<UIViewController, TabMark>.weakToStrongObjects()
    /// The delegate a navigation controller UIKit made (the More navigation controller) had before
    /// the host took its place, by controller: its calls are forwarded to it.
    let delegatesBefore = NSMapTable<UINavigationController, any UINavigationControllerDelegate>
      .weakToWeakObjects()

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
      logic.attached { [rootViewController] present in rootViewController.onFirstAppearance = present }
      NotificationCenter.default.addObserver(
        self, selector: #selector(sceneDidDisconnect(_:)), name: UIScene.didDisconnectNotification,
        object: nil)
    }

    // MARK: Controllers

    func controllers(for stack: ScreenStack) throws(HostError) -> [UIViewController] {
      try controllers.objects(for: stack) { session?.screen(for: $0) }
    }

    /// A navigation controller for the stack at `location`, showing `screens`, as the app
    /// configures it; the host is its delegate and holds its swipe back.
    func makeNavigation(at location: StackLocation, showing screens: [UIViewController])
      -> UINavigationController
    {
      let navigation = configuration.makeNavigationController(location)
      navigation.setViewControllers(screens, animated: false)
      navigation.delegate = self
      holdSwipeBack(of: navigation)
      return navigation
    }

    /// The container presented for `layer`, holding `content`, as the app's presentation
    /// configures it (`UIKitLogic.makeLayer(_:at:)` does the rest).
    func makeContainer(of layer: ModalLayer, showing content: UIViewController) throws -> LayerViewController
    {
      let container = LayerViewController(layerID: layer.id, content: content, host: self)
      let presentation = try layer.style.presentation(in: configuration.presentations)
      if let delegate = presentation.transitioningDelegate {
        container.modalPresentationStyle = .custom
        container.transitioningDelegate = delegate
        container.transitionDelegate = delegate
      }
      presentation.configure(container)
      return container
    }

    // MARK: Reading the hierarchy

    /// The host's logic (`WaypointUIKitLogic`): how it reads UIKit, what UIKit's calls mean.
    lazy var logic: UIKitLogic = {
      let logic = UIKitLogic(
        root: rootViewController, content: { [unowned rootViewController] in rootViewController.content },
        screen: { [controllers] in ($0 as? UIViewController).flatMap(controllers.id(of:)) },
        tab: { [tabMarks] in ($0 as? UIViewController).flatMap { tabMarks.object(forKey: $0)?.tab } })
      logic.maker = self
      return logic
    }()

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
    /// refuses the step with nothing changed (the host's logic, `UIKitLogic.prepare(_:)`).
    public func prepare(_ step: NavigationStep) throws { prepared = try logic.prepare(step) }

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
