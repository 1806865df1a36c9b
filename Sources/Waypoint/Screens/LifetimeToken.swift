import Foundation

/// A handle that ends a ``Lifetime/custom(_:)`` lifetime when the app calls ``kill()``.
///
/// This is CoreNavigation's `die(_ kill:)` turned around: instead of a lifetime object that is
/// handed a `kill` closure, the app keeps the token and kills it when its condition ends (the user
/// logs out, the basket is emptied). One token can end many cached screens. A killed token stays
/// dead; keep a new token for a new lifetime.
///
/// ```swift
/// let session = LifetimeToken()
/// cache.keepAlive(within: .custom(session), identifier: "orders") { OrdersScreen() }
/// session.kill()  // "orders" is no longer reused
/// ```
public final class LifetimeToken: @unchecked Sendable, Hashable, CustomStringConvertible {
  // NB: `@unchecked` because the flag is guarded by a lock rather than `Synchronization.Mutex`,
  // which needs iOS 18; `kill()` may be called from any thread.
  private let lock = NSLock()
  private var killed = false

  /// A live token.
  public init() {}

  /// Whether ``kill()`` has not been called yet.
  public var isAlive: Bool {
    lock.withLock { !killed }
  }

  /// Ends every lifetime made from this token. Calling it again does nothing.
  public func kill() {
    lock.withLock { killed = true }
  }

  public static func == (lhs: LifetimeToken, rhs: LifetimeToken) -> Bool { lhs === rhs }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(ObjectIdentifier(self))
  }

  public var description: String { isAlive ? "LifetimeToken(alive)" : "LifetimeToken(killed)" }
}
