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

/// What a screen is told when it is opened: which entry it is, its arguments, and a way back
/// to the navigator to send a result or close itself.
@MainActor
public struct ScreenContext {
  /// The screen's entry in the tree.
  public let entry: ScreenEntry
  /// The typed data it was opened with.
  public let arguments: Arguments
  /// The navigator showing it.
  public private(set) weak var navigator: Navigator?

  init(entry: ScreenEntry, arguments: Arguments, navigator: Navigator) {
    self.entry = entry
    self.arguments = arguments
    self.navigator = navigator
  }

  /// Sends `value` to whoever opened this screen and closes it.
  /// - Returns: Whether a result was awaited and delivered.
  /// - Throws: ``NavigationError/resultTypeMismatch(expected:got:)`` when the opener expects
  ///   another type (nothing is delivered, the screen stays), or a navigation error.
  @discardableResult
  public func finish<Value: Sendable>(with value: Value, animated: Bool = true) async throws(NavigationError)
    -> Bool
  {
    guard let navigator else { return false }
    return try await navigator.finish(entry.id, with: value, animated: animated)
  }

  /// Closes this screen without a result; whoever awaits one gets `.cancelled`.
  public func close(animated: Bool = true) async throws(NavigationError) {
    try await navigator?.close(entry.id, animated: animated)
  }
}
