#if canImport(UIKit)
  import UIKit
  @_spi(Hosts) import Waypoint
  import WaypointUIKitLogic

  /// The controller an app puts in its window (or embeds): it holds the root's navigation or tab
  /// bar controller, swaps it with a cross-dissolve when the root is replaced, and presents the
  /// first modal layer.
  public final class WaypointRootViewController: UIViewController {
    /// The navigation or tab bar controller showing the root.
    public private(set) var content: UIViewController?
    /// Called once, when the view first appears (the host presents restored layers then).
    var onFirstAppearance: (() -> Void)?

    public override var childForStatusBarStyle: UIViewController? { content }
    public override var childForStatusBarHidden: UIViewController? { content }
    public override var childForHomeIndicatorAutoHidden: UIViewController? { content }
    public override var childForScreenEdgesDeferringSystemGestures: UIViewController? { content }
    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      content?.supportedInterfaceOrientations ?? super.supportedInterfaceOrientations
    }
    public override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      content?.preferredInterfaceOrientationForPresentation
        ?? super.preferredInterfaceOrientationForPresentation
    }

    public override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      defer { onFirstAppearance = nil }
      onFirstAppearance?()
    }

    /// Shows `new` in place of the current content.
    func show(_ new: UIViewController, duration: TimeInterval, completion: @escaping () -> Void) {
      let old = content
      old?.willMove(toParent: nil)
      addChild(new)
      new.view.frame = view.bounds
      new.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      let swap = {
        old?.view.removeFromSuperview()
        self.view.addSubview(new.view)
      }
      let finish = {
        old?.removeFromParent()
        new.didMove(toParent: self)
        self.content = new
        self.setNeedsStatusBarAppearanceUpdate()
        completion()
      }
      guard duration > 0, old != nil, view.window != nil else {
        swap()
        finish()
        return
      }
      UIView.transition(
        with: view, duration: duration, options: .transitionCrossDissolve, animations: swap,
        completion: { _ in finish() })
    }
  }

  /// The controller presented for one modal layer: it holds the layer's navigation controller
  /// (or its one screen when the layer is bare) and tells the host when it disappears.
  final class LayerViewController: UIViewController {
    /// The layer's identity (its first screen's) and its navigation controller or bare screen.
    let layerID: ScreenID, content: UIViewController
    /// The custom transition's delegate, kept alive here: UIKit holds it weakly.
    var transitionDelegate: (any UIViewControllerTransitioningDelegate)?
    /// The delegate of a popover's presentation controller, kept alive here: UIKit holds it weakly.
    var popoverDelegate: PopoverDelegate?
    /// Whether the app's ``UIKitHost/Presentation`` turned the pull-down off
    /// (`isModalInPresentation`): the host then never turns it on.
    var heldByTheApp = false
    weak var host: UIKitHost?

    init(layerID: ScreenID, content: UIViewController, host: UIKitHost) {
      (self.layerID, self.content, self.host) = (layerID, content, host)
      super.init(nibName: nil, bundle: nil)
      addChild(content)
      // NB: a size the content set before it joined is not reported by
      // preferredContentSizeDidChange(forChildContentContainer:), which comes for changes only.
      preferredContentSize = content.preferredContentSize
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { return nil }

    var navigation: UINavigationController? { content as? UINavigationController }

    override var childForStatusBarStyle: UIViewController? { content }
    override var childForStatusBarHidden: UIViewController? { content }
    override var childForHomeIndicatorAutoHidden: UIViewController? { content }
    override var childForScreenEdgesDeferringSystemGestures: UIViewController? { content }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
      content.supportedInterfaceOrientations
    }
    override var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
      content.preferredInterfaceOrientationForPresentation
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: any UIContentContainer) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      preferredContentSize = container.preferredContentSize  // form sheets, popovers, custom cards
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      content.view.frame = view.bounds
      content.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      view.addSubview(content.view)
      content.didMove(toParent: self)
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      host?.logic.layerDisappeared()
    }
  }
#endif
