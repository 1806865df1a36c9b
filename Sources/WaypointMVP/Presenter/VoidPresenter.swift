/// The presenter of a screen with no logic: it drives any view and does nothing.
///
/// Lets every screen have a presenter, so the UIKit base controllers need no special case
/// for static screens (an "About" page, a splash).
@MainActor
public final class VoidPresenter: Presenter {
  /// The view; held weakly.
  public weak var view: (any PresentableView)?

  /// A presenter that does nothing.
  public init(input: Void) {}
}
