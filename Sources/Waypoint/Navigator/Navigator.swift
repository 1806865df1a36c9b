import Logging

/// The navigator an app holds: the single source of truth for navigation, whose calls take the
/// app's route type `R` by implicit member.
///
/// ```swift
/// enum Shop: Route { case home, cart, checkout, product(Int) }
///
/// let navigator = Navigator(root: Shop.home, host: host)
/// Button("Open") { navigator.push(.product(42)) }           // queued, returns at once
/// try await navigator.present(.cart, style: .sheet).value    // returns once it is on screen
/// ```
///
/// `R` only decides what implicit member syntax means. The tree can hold routes of any other
/// ``Route`` type too (child flows often bring their own): pass them by full name,
/// `navigator.push(Checkout.payment)`. Everything else (the state, the queue, guards, results,
/// flows, restoration, deep links) is the ``AnyNavigator`` this class is, which flows and screen
/// contexts hold.
@MainActor
public final class Navigator<R: Route>: AnyNavigator {
  /// A navigator showing `initial` through `host`; the host is attached at once.
  ///
  /// - Parameters:
  ///   - initial: What is on screen at first.
  ///   - host: The host carrying out the steps.
  ///   - screens: Makes screen instances for routes; empty by default.
  ///   - cache: Keeps screens alive for reuse; its clock decides lifetimes.
  ///   - logger: Receives the navigation log at debug level.
  public convenience init(
    _ initial: NavigationState, host: any NavigationHost, screens: ScreenRegistry = ScreenRegistry(),
    cache: ScreenCache = ScreenCache(), logger: Logger = Logger(label: "waypoint.navigation")
  ) {
    self.init(showing: initial, host: host, screens: screens, cache: cache, logger: logger)
  }

  override init(
    showing initial: NavigationState, host: any NavigationHost, screens: ScreenRegistry, cache: ScreenCache,
    logger: Logger
  ) {
    super.init(showing: initial, host: host, screens: screens, cache: cache, logger: logger)
  }

  /// A navigator showing one stack whose root is `root`, through `host`.
  public convenience init(
    root: R, host: any NavigationHost, screens: ScreenRegistry = ScreenRegistry(),
    cache: ScreenCache = ScreenCache(), logger: Logger = Logger(label: "waypoint.navigation")
  ) {
    self.init(NavigationState(root: root), host: host, screens: screens, cache: cache, logger: logger)
  }

  // MARK: The app's routes, by implicit member
  //
  // NB: a parameter of type `some Route` has no members to look `.product(42)` up in, so the
  // verbs that take a route are declared once more with `R`. Each forwards to the one form of
  // its verb on AnyNavigator, which takes a route of any type.

  /// Pushes `route` on the top-most stack.
  @discardableResult
  public func push(
    _ route: R, tag: (any Hashable & Sendable)? = nil, duplicates: Duplicates = .singleTop,
    animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    super.push(route, tag: tag, duplicates: duplicates, animated: animated)
  }

  /// Presents `route` in a new modal layer.
  @discardableResult
  public func present(
    _ route: R, style: PresentationStyle = .sheet, tag: (any Hashable & Sendable)? = nil,
    embedded: Bool = true, duplicates: Duplicates = .singleTop, animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    super.present(
      route, style: style, tag: tag, embedded: embedded, duplicates: duplicates, animated: animated)
  }

  /// Shows `route` where `placement` says: pushed, presented, at the root of a tab or of the
  /// whole tree.
  @discardableResult
  public func show(
    _ route: R, placement: Placement, tag: (any Hashable & Sendable)? = nil, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    super.show(route, placement: placement, tag: tag, animated: animated)
  }

  /// Selects `route` for a split view's `column` (the detail by default): the column gets a new
  /// stack whose root shows it, on top on a compact width.
  @discardableResult
  public func select(
    _ route: R, in column: SplitColumn = .detail, tag: (any Hashable & Sendable)? = nil, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    super.select(route, in: column, tag: tag, animated: animated)
  }

  /// Replaces the top-most stack with `routes`; the first becomes its root.
  @discardableResult
  public func setStack(_ routes: [R], animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    super.setStack(routes, animated: animated)
  }

  /// Pushes `route`; the request ends when the screen finishes with a `Value` (a route of
  /// another type: `push(.route(Checkout.size), expecting:)`).
  @discardableResult
  public func push<Value: Sendable>(
    _ route: R, tag: (any Hashable & Sendable)? = nil, expecting: Value.Type, animated: Bool = true
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    super.push(Destination.route(route).tagged(tag), expecting: expecting, animated: animated)
  }

  /// Presents `route`; the request ends when the screen finishes with a `Value` (a route of
  /// another type: `present(.route(Paint.palette), expecting:)`).
  ///
  /// ```swift
  /// let color = try await navigator.present(.colorPicker, expecting: Color.self).value
  /// // in the picker: context.finish(with: Color.blue)
  /// ```
  @discardableResult
  public func present<Value: Sendable>(
    _ route: R, style: PresentationStyle = .sheet, tag: (any Hashable & Sendable)? = nil,
    embedded: Bool = true, expecting: Value.Type, animated: Bool = true
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    super.present(
      Destination.route(route).tagged(tag), style: style, embedded: embedded, expecting: expecting,
      animated: animated)
  }
}

// A navigator for a tree of several route types with no main one: every route is named by type
// (`push(Shop.cart)`).
extension Navigator where R == AnyRoute {
  /// A navigator showing `initial`, whose routes are all named by type.
  public convenience init(
    _ initial: NavigationState, host: any NavigationHost, screens: ScreenRegistry = ScreenRegistry(),
    cache: ScreenCache = ScreenCache(), logger: Logger = Logger(label: "waypoint.navigation")
  ) {
    self.init(showing: initial, host: host, screens: screens, cache: cache, logger: logger)
  }

  /// Pushes `route`, of any route type; the request ends when the screen finishes with a
  /// `Value`.
  @discardableResult
  public func push<Value: Sendable>(
    _ route: some Route, tag: (any Hashable & Sendable)? = nil, expecting: Value.Type, animated: Bool = true
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    push(Destination.route(route).tagged(tag), expecting: expecting, animated: animated)
  }

  /// Presents `route`, of any route type; the request ends when the screen finishes with a
  /// `Value`.
  @discardableResult
  public func present<Value: Sendable>(
    _ route: some Route, style: PresentationStyle = .sheet, tag: (any Hashable & Sendable)? = nil,
    embedded: Bool = true, expecting: Value.Type, animated: Bool = true
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    present(
      Destination.route(route).tagged(tag), style: style, embedded: embedded, expecting: expecting,
      animated: animated)
  }
}
