import Waypoint

/// Drives a presenter from a screen's lifecycle events, so no view controller has to
/// forward them by hand (WinkKit's "everything is automatically done by the framework").
///
/// Events can be pushed one at a time (from a UIKit callback, a closure, a test) with
/// ``handle(_:)``, or consumed from any asynchronous sequence, such as the Navigator's
/// per-screen event stream, with ``bind(to:)``. Either way they go through a
/// ``ViewLifecycle``, so the presenter sees UIKit's order whatever arrives: `viewDidLoad`
/// once and first, appearance hooks in pairs, nothing after `viewDestroyed`. See
/// ``ViewLifecycle`` for the exact rules for duplicated and out-of-order events.
///
/// On `destroyed` the binder also clears the presenter's view, so a presenter that outlives
/// its screen (captured by a running task) cannot reach a dead view.
///
/// ```swift
/// let presenter = ProductListPresenter(input: ())
/// let binder = PresenterBinder(presenter, view: screen)
/// binder.handle(.load)
/// binder.handle(.didAppear)        // presenter gets viewWillAppear, then viewDidAppear
///
/// // or, from a stream of events:
/// await binder.bind(to: navigator.lifecycle(of: screenID))
/// ```
@MainActor
public final class PresenterBinder<P: Presenter> {
  /// The presenter being driven.
  public let presenter: P
  /// Where the screen is in its life.
  public private(set) var lifecycle = ViewLifecycle()

  /// Binds `presenter` to `view`: sets the presenter's (weak) view.
  ///
  /// - Parameters:
  ///   - presenter: The screen's presenter; the binder keeps it alive.
  ///   - view: The screen's view; not retained by the binder.
  public init(_ presenter: P, view: P.View?) {
    self.presenter = presenter
    presenter.view = view
  }

  /// Whether the screen was destroyed; after that every event is ignored.
  public var isDestroyed: Bool { lifecycle.phase == .destroyed }

  /// Delivers `event` to the presenter, filling in missing steps and dropping events out
  /// of order (see ``ViewLifecycle``).
  ///
  /// Returns nothing, so `binder.handle` can be handed over as a
  /// `(LifecycleEvent) -> Void` closure.
  ///
  /// - Parameter event: What the host reported.
  /// - Complexity: O(1).
  public func handle(_ event: LifecycleEvent) {
    for step in lifecycle.receive(event) {
      presenter.callHook(for: step)
      if step == .destroyed { presenter.view = nil }
    }
  }

  /// Delivers every event of `events` in turn, until the sequence ends, the screen is
  /// destroyed, or the calling task is cancelled.
  ///
  /// - Parameter events: Lifecycle events, for example an `AsyncStream<LifecycleEvent>`.
  /// - Throws: What the sequence throws; a non-throwing sequence makes this non-throwing.
  public func bind<Events: AsyncSequence>(to events: Events) async rethrows
  where Events.Element == LifecycleEvent {
    for try await event in events {
      handle(event)
      if isDestroyed || Task.isCancelled { return }
    }
  }
}

extension PresenterBinder {
  /// Why `candidate` cannot be the presenter's view, naming both types, or `nil` when it can.
  ///
  /// A screen class that forgot to conform to its presenter's view protocol gets this message
  /// (the UIKit screens log it) instead of a presenter silently talking to nobody.
  public static func viewMismatch(_ candidate: AnyObject) -> String? {
    if candidate is P.View { return nil }
    return "\(type(of: candidate)) does not conform to \(P.View.self), the view of \(P.self): "
      + "the presenter drives no view until it does"
  }
}
