import Waypoint

/// The logic of one screen: it holds the screen's state, talks to services, and tells its
/// view what to show. No view framework in sight, so it is tested with plain values.
///
/// A presenter keeps its view **weakly** (the view owns the presenter, so a strong reference
/// would be a cycle); a protocol cannot require `weak`, so declare the property
/// `weak var view`. It is made from a typed ``Input`` (WinkKit's `InitObject`): the value
/// the screen needs, `Void` for none, an optional for a value that may be missing. Its
/// lifecycle hooks are called for it by a ``PresenterBinder`` in UIKit's order; each
/// defaults to doing nothing.
///
/// ```swift
/// protocol ProductView: PresentableView {
///   func show(name: String, price: String)
/// }
///
/// final class ProductPresenter: Presenter {
///   weak var view: (any ProductView)?
///   private let product: Product
///
///   init(input product: Product) { self.product = product }
///
///   func viewDidLoad() {
///     view?.show(name: product.name, price: product.price.formatted())
///   }
/// }
/// ```
@MainActor
public protocol Presenter: AnyObject {
  /// The view this presenter drives, usually `any SomeView` for a protocol refining
  /// ``PresentableView``.
  associatedtype View
  /// What the screen is made from (WinkKit's `InitObject`): `Void`, a value, or an optional.
  associatedtype Input = Void

  /// The view; keep it `weak`.
  var view: View? { get set }

  /// A presenter for a screen showing `input`.
  init(input: Input)

  /// The screen was made and loaded (`viewDidLoad`); called once, first.
  func viewDidLoad()
  /// The screen is about to appear.
  func viewWillAppear()
  /// The screen appeared.
  func viewDidAppear()
  /// The screen is about to disappear.
  func viewWillDisappear()
  /// The screen disappeared.
  func viewDidDisappear()
  /// The screen left the navigation tree for good; called once, last. Cancel work here.
  func viewDestroyed()
}

extension Presenter {
  public func viewDidLoad() {}
  public func viewWillAppear() {}
  public func viewDidAppear() {}
  public func viewWillDisappear() {}
  public func viewDidDisappear() {}
  public func viewDestroyed() {}
}

extension Presenter where Input == Void {
  /// A presenter for a screen that needs no input.
  public init() {
    self.init(input: ())
  }
}

extension Presenter {
  /// Calls the hook for `event`, without any ordering check; ``PresenterBinder`` is the
  /// way to drive a presenter, this is its last step.
  func callHook(for event: LifecycleEvent) {
    switch event {
    case .load: viewDidLoad()
    case .willAppear: viewWillAppear()
    case .didAppear: viewDidAppear()
    case .willDisappear: viewWillDisappear()
    case .didDisappear: viewDidDisappear()
    case .destroyed: viewDestroyed()
    }
  }
}
