import Logging

/// A screen instance as the core sees it: the app's view controller, view model or presenter.
///
/// The navigator makes screens through its ``ScreenRegistry`` when their entries enter the
/// tree, hands each its ``ScreenContext`` (arguments included) before it first appears,
/// forwards its lifecycle, and releases it when it leaves the tree (unless it is kept alive
/// in the ``ScreenCache``). Both requirements have default implementations that do nothing.
@MainActor
public protocol Screen: AnyObject {
  /// Called once, before the screen first appears, with what it was opened with.
  func prepare(_ context: ScreenContext)
  /// Called for each lifecycle event, in UIKit's order.
  func lifecycle(_ event: LifecycleEvent)
}

extension Screen {
  public func prepare(_ context: ScreenContext) {}
  public func lifecycle(_ event: LifecycleEvent) {}
}

/// What a screen is told when it is opened: which entry it is, its arguments, and the one way
/// it leaves with or without a result.
///
/// A screen the registry made gets its context in ``Screen/prepare(_:)``; the UIKit and SwiftUI
/// hosts hand every screen its context; ``AnyNavigator/context(for:)`` finds the context of any
/// screen in the tree.
///
/// ```swift
/// // in a color picker opened with `present(.colorPicker, expecting: Color.self)`:
/// Button("Blue") { context.finish(with: Color.blue) }
/// Button("Cancel") { context.finish() }    // the opener gets .cancelled
/// ```
@MainActor
public struct ScreenContext {
  /// The screen's entry in the tree.
  public let entry: ScreenEntry
  /// The typed data it was opened with.
  public let arguments: Arguments
  /// The navigator showing it.
  public private(set) weak var navigator: AnyNavigator?

  init(entry: ScreenEntry, arguments: Arguments, navigator: AnyNavigator) {
    self.entry = entry
    self.arguments = arguments
    self.navigator = navigator
  }

  /// Sends `value` to whoever opened this screen expecting a result, and removes the screen
  /// (with what is above it; a layer's first screen takes its layer).
  ///
  /// The value is delivered as the screen leaves, exactly once. A root of the tree cannot be
  /// removed: finishing one changes nothing and delivers nothing. The request ends with whether
  /// the value was delivered; it fails with ``NavigationError/resultTypeMismatch(expected:got:)``
  /// when the opener expects another type or the screen is a ``Dialog``, whose value only its
  /// buttons give (nothing is delivered, the screen stays), or with a navigation error.
  @discardableResult
  public func finish<Value: Sendable>(
    with value: Value, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    let id = entry.id
    return request { navigator, ticket async throws(NavigationError) in
      try await navigator.finish(id, with: value, holding: ticket, animated: animated)
    }
  }

  /// Removes this screen without a result; whoever awaits one gets `.cancelled`.
  @discardableResult
  public func finish(animated: Bool = true) -> NavigationRequest<Void, NavigationError> {
    let id = entry.id
    return request { navigator, ticket async throws(NavigationError) in
      _ = try await navigator.finish(id, with: nil, holding: ticket, animated: animated)
    }
  }

  /// Pushes `destination` on this screen's own stack, as a request this screen makes: a login
  /// (or any redirect screen) opens its "forgot password" screen this way, which lands in its
  /// layer while requests made elsewhere wait for the login to finish. On a screen no longer in
  /// the tree the request fails with ``NavigationError/invalidState(_:)``.
  ///
  /// ```swift
  /// context.push(.route(Auth.forgotPassword))  // in the login, on "Forgot password?"
  /// ```
  @discardableResult
  public func push(_ destination: Destination, animated: Bool = true) -> NavigationRequest<
    Void, NavigationError
  > {
    let id = entry.id
    let pushed = destination.makeEntry()
    return request { navigator, ticket async throws(NavigationError) in
      navigator.pipeline.book.pending[pushed.id] = destination
      defer { navigator.pipeline.book.pending[pushed.id] = nil }
      let placed = try await navigator.navigate(holding: ticket, animated: animated, from: id) { state in
        guard let location = state.location(of: id), var stack = state[stack: location] else { return false }
        stack.push(pushed)
        state[stack: location] = stack
        return true
      }
      guard placed else {
        throw .invalidState("\(id) is not in the tree, so nothing can be pushed on its stack")
      }
    }
  }

  /// A request of the navigator's, which takes its place in the queue now; it fails with
  /// ``NavigationError/cancelled`` when the navigator is gone.
  private func request<T: Sendable>(
    _ work: @escaping @MainActor (AnyNavigator, RequestQueue.Ticket) async throws(NavigationError) -> T
  ) -> NavigationRequest<T, NavigationError> {
    guard let navigator else {
      return NavigationRequest(failed: .cancelled, logger: Logger(label: "waypoint.navigation"))
    }
    return navigator.request { [weak navigator] ticket async throws(NavigationError) -> T in
      guard let navigator else { throw .cancelled }
      return try await work(navigator, ticket)
    }
  }
}
