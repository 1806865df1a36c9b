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
      /// How a sheet is shown: a page sheet unless this says otherwise (detents, the grabber).
      public var sheet = Presentation { $0.modalPresentationStyle = .pageSheet }
      /// How a full-screen cover is shown.
      public var fullScreenCover = Presentation { $0.modalPresentationStyle = .fullScreen }
      /// How each ``CustomPresentation`` is shown, by its name; a custom style without an entry
      /// is refused with ``HostError/unknownPresentation(_:)``.
      public var customPresentations: [String: Presentation] = [:]
      /// How long the cross-dissolve of a root replacement takes.
      public var rootTransitionDuration: TimeInterval = 0.3
      /// How long the host waits for UIKit's completion before it reads the hierarchy instead.
      public var watchdogTimeout: Duration = .seconds(2)
      /// Receives the navigation controllers' `willShow` and `didShow` after the host.
      public weak var navigationDelegate: (any UINavigationControllerDelegate)?

      public init() {}
    }

    /// How a modal layer is presented: settings applied to the presented container before it is
    /// presented, and the transitioning delegate of a custom transition.
    @MainActor
    public struct Presentation {
      /// Sets the container's `modalPresentationStyle` and anything else it needs
      /// (`sheetPresentationController?.detents`, `preferredContentSize`, …).
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
