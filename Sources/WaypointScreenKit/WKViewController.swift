#if canImport(UIKit)
  import UIKit
  import os

  /// Where the screen kit writes what an app should fix (a screen that is not its presenter's view).
  let kitLog = os.Logger(subsystem: "Waypoint", category: "WaypointScreenKit")

  /// A screen whose logic is a presenter (WinkKit's `WKViewController<Presenter>`): the presenter
  /// is made from the screen's input, bound in `viewDidLoad` to this controller as its view, and
  /// driven by UIKit's real lifecycle through a `PresenterBinder`; the navigator's `destroyed` ends
  /// it. It is a Waypoint `Screen`, so the registry makes it and the UIKit host shows it as it is.
  ///
  /// ```swift
  /// final class ProductViewController: WKViewController<ProductPresenter>, ProductView {
  ///   func show(title: String) { self.title = title }
  /// }
  /// try screens.register(Shop.self) { route, _ in ProductViewController(input: product) }
  /// ```
  ///
  /// A subclass that does not conform to its presenter's view protocol is logged by name, and its
  /// presenter drives no view.
  open class WKViewController<P: Presenter>: UIViewController, Screen {
    /// The screen's logic.
    public let presenter: P
    /// What the screen was opened with, and the way it finishes with a result.
    public private(set) var context: ScreenContext?
    private var binder: PresenterBinder<P>?

    /// A screen made in code, its presenter made from `input`.
    public init(input: P.Input) {
      presenter = P(input: input)
      super.init(nibName: nil, bundle: nil)
    }

    /// A screen from a storyboard, its presenter made from `input`; see `instantiate(from:identifier:input:)`.
    public required init?(coder: NSCoder, input: P.Input) {
      presenter = P(input: input)
      super.init(coder: coder)
    }

    @available(
      *, unavailable, message: "A presenter needs its input: use instantiate(from:identifier:input:)"
    )
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
      super.viewDidLoad()
      binder = .bound(presenter, to: self)
      binder?.handle(.load)
    }

    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      binder?.handle(.willAppear)
    }

    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      binder?.handle(.didAppear)
    }

    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      binder?.handle(.willDisappear)
    }

    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      binder?.handle(.didDisappear)
    }

    open func prepare(_ context: ScreenContext) { self.context = context }

    /// UIKit reports the rest; the navigator's `destroyed` is the one event UIKit has not.
    open func lifecycle(_ event: LifecycleEvent) {
      if event == .destroyed { binder?.handle(.destroyed) }
    }

    /// The screen `identifier` of `storyboard`, made with its presenter's input (no implicitly
    /// unwrapped properties). The storyboard scene's class may stay `UIViewController`.
    public static func instantiate(from storyboard: UIStoryboard, identifier: String, input: P.Input) -> Self
    {
      storyboard.instantiateViewController(identifier: identifier) { coder in Self(coder: coder, input: input)
      }
    }
  }

  /// A `UITableViewController` whose logic is a presenter; see ``WKViewController``.
  open class WKTableViewController<P: Presenter>: UITableViewController, Screen {
    public let presenter: P
    public private(set) var context: ScreenContext?
    private var binder: PresenterBinder<P>?

    public init(style: UITableView.Style = .plain, input: P.Input) {
      presenter = P(input: input)
      super.init(style: style)
    }

    @available(*, unavailable, message: "A presenter needs its input")
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
      super.viewDidLoad()
      binder = .bound(presenter, to: self)
      binder?.handle(.load)
    }

    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      binder?.handle(.willAppear)
    }

    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      binder?.handle(.didAppear)
    }

    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      binder?.handle(.willDisappear)
    }

    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      binder?.handle(.didDisappear)
    }

    open func prepare(_ context: ScreenContext) { self.context = context }

    open func lifecycle(_ event: LifecycleEvent) {
      if event == .destroyed { binder?.handle(.destroyed) }
    }
  }

  /// A `UICollectionViewController` whose logic is a presenter; see ``WKViewController``.
  open class WKCollectionViewController<P: Presenter>: UICollectionViewController, Screen {
    public let presenter: P
    public private(set) var context: ScreenContext?
    private var binder: PresenterBinder<P>?

    public init(layout: UICollectionViewLayout, input: P.Input) {
      presenter = P(input: input)
      super.init(collectionViewLayout: layout)
    }

    @available(*, unavailable, message: "A presenter needs its input")
    public required init?(coder: NSCoder) { return nil }

    open override func viewDidLoad() {
      super.viewDidLoad()
      binder = .bound(presenter, to: self)
      binder?.handle(.load)
    }

    open override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      binder?.handle(.willAppear)
    }

    open override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      binder?.handle(.didAppear)
    }

    open override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      binder?.handle(.willDisappear)
    }

    open override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      binder?.handle(.didDisappear)
    }

    open func prepare(_ context: ScreenContext) { self.context = context }

    open func lifecycle(_ event: LifecycleEvent) {
      if event == .destroyed { binder?.handle(.destroyed) }
    }
  }

  extension PresenterBinder {
    /// A binder of `presenter` to the screen `candidate`, logging when it is not the presenter's
    /// view.
    static func bound(_ presenter: P, to candidate: AnyObject) -> PresenterBinder<P> {
      if let problem = viewMismatch(candidate) { kitLog.error("\(problem, privacy: .public)") }
      return PresenterBinder(presenter, view: candidate as? P.View)
    }
  }
#endif
