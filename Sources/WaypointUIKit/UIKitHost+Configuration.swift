#if canImport(UIKit)
  import UIKit

  extension UIKitHost {
    /// What an app decides about the UIKit containers the host makes: their classes, tab bar
    /// items and how each presentation style is shown. Every field has a UIKit default.
    @MainActor
    public struct Configuration {
      /// Makes the navigation controller of a stack: the root's, a tab's or a modal layer's.
      public var makeNavigationController: (StackLocation) -> UINavigationController = { _ in
        UINavigationController()
      }
      /// The tab bar item of a tab; `nil` shows the tab's id as its title.
      public var tabBarItem: (AnyTag) -> UITabBarItem? = { _ in nil }
      /// Sets up the `UITab` of a tab, or the `UITabGroup` of a group, by its id, on iOS 18 and
      /// later: its title and image (from ``tabBarItem`` by default), whether the user may hide it
      /// (`allowsHiding`) or reorder a group (`allowsReordering`), its badge, its placement.
      public var configureTab: (AnyTag, AnyObject) -> Void = { _, _ in }
      /// How each presentation style is shown, by its name (``PresentationStyle/name``): a
      /// sheet as a page sheet, a full-screen cover full screen and a popover as a popover unless
      /// this says otherwise (detents, the grabber, a transition of your own). A layer whose style
      /// has no entry is refused with `HostError.unknownPresentation`.
      ///
      /// ```swift
      /// host.configuration[.sheet] = UIKitHost.Presentation { container in
      ///   container.modalPresentationStyle = .pageSheet
      ///   container.sheetPresentationController?.detents = [.medium(), .large()]
      /// }
      /// host.configuration[.card] = UIKitHost.Presentation(transitioningDelegate: CardTransition()) { _ in }
      /// ```
      public var presentations: [String: Presentation] = [
        PresentationStyle.sheet.name: Presentation { $0.modalPresentationStyle = .pageSheet },
        PresentationStyle.fullScreenCover.name: Presentation { $0.modalPresentationStyle = .fullScreen },
        PresentationStyle.popover.name: Presentation { $0.modalPresentationStyle = .popover },
      ]
      /// How long the cross-dissolve of a root replacement takes.
      public var rootTransitionDuration: TimeInterval = 0.3
      /// How long the host waits for UIKit's completion before it reads the hierarchy instead.
      public var watchdogTimeout: Duration = .seconds(2)

      /// How long a step waits for its completion: the watchdog's time and a root's cross-dissolve.
      var stepWatchdogTimeout: Duration { watchdogTimeout + .seconds(rootTransitionDuration) }
      /// Receives every navigation controller delegate call after the host (animation and
      /// interaction controllers, …). Its `navigationControllerSupportedInterfaceOrientations`,
      /// when it has one, answers for the stacks; otherwise the host answers with the top screen's.
      public weak var navigationDelegate: (any UINavigationControllerDelegate)?
      /// Receives every tab bar controller delegate call after the host; its `shouldSelect` can
      /// refuse a tap the host allows.
      public weak var tabBarDelegate: (any UITabBarControllerDelegate)?
      /// Receives every presentation controller delegate call of the layers after the host (a
      /// refused pull-down, adaptive styles, sheet and popover calls); a delegate set in a
      /// ``Presentation``'s `configure` is replaced by the host.
      ///
      /// These three are held weakly: keep each alive for as long as the host. UIKit asks which
      /// optional calls a delegate answers as it is set and keeps the answer; a call the host
      /// forwards to a delegate gone has no receiver, and raises.
      public weak var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)?

      public init() {}

      /// How layers of `style` are shown: ``presentations`` under the style's name.
      public subscript(style: PresentationStyle) -> Presentation? {
        get { presentations[style.name] }
        set { presentations[style.name] = newValue }
      }
    }

    /// How a modal layer is presented: settings applied to the presented container before it is
    /// presented, and the transitioning delegate of a custom transition.
    @MainActor
    public struct Presentation {
      /// Sets the container's `modalPresentationStyle` and anything else it needs
      /// (`sheetPresentationController?.detents`, `preferredContentSize`, …). An
      /// `isModalInPresentation` it sets turns the layer's pull-down off for good: the host, which
      /// turns it off during a plan and for a leave guard, never turns that one on, and a
      /// pull-down attempt then goes to ``Configuration/presentationDelegate`` alone.
      public var configure: (UIViewController) -> Void
      /// The delegate of a custom transition. UIKit holds a `transitioningDelegate` weakly; the
      /// host keeps this one alive for as long as the layer is presented.
      public var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?

      public init(
        transitioningDelegate: (any UIViewControllerTransitioningDelegate)? = nil,
        configure: @escaping (UIViewController) -> Void
      ) {
        self.transitioningDelegate = transitioningDelegate
        self.configure = configure
      }
    }
  }

  /// A screen that provides the view controller showing it (a presenter or view model made by the
  /// navigator's registry), so the UIKit host shows that controller.
  @MainActor
  public protocol ViewControllerScreen: Screen {
    /// The controller that shows this screen; the host asks once and keeps it.
    var viewController: UIViewController { get }
  }
#endif
