import Foundation

/// How long a cached screen may be reused: for a while, until a date, while an owner lives, or
/// until the app kills a token.
///
/// ```swift
/// cache.keepAlive(within: .interval(.seconds(60)), identifier: "cart") { CartScreen() }
/// cache.keepAlive(within: .whileAlive(checkoutFlow), identifier: "address") { AddressScreen() }
/// ```
///
/// CoreNavigation's `Lifetime` was a protocol whose objects started a timer and called `kill`.
/// Waypoint's is a value the ``ScreenCache`` checks when it is asked (on lookup and
/// ``ScreenCache/purge()``), against the cache's injected clock, so no timer runs and tests
/// move time by hand. Its `Age(seconds: 60)` is `.interval(.seconds(60))`; a lifetime that
/// decided for itself when to call `kill` is `.custom(token)` with ``LifetimeToken/kill()``.
public struct Lifetime: Sendable, CustomStringConvertible {
  enum Kind: Sendable {
    case interval(Duration)
    case until(Date)
    case whileAlive(WeakOwner)
    case custom(LifetimeToken)
  }

  let kind: Kind

  /// Lives for `duration` on the cache's clock from the moment the screen is stored; reusing the
  /// screen does not extend it.
  ///
  /// - Parameter duration: How long; zero or less never stores the screen.
  public static func interval(_ duration: Duration) -> Lifetime {
    Lifetime(kind: .interval(duration))
  }

  /// Lives until `date`, read on the cache's clock (see ``ScreenCache/init(clock:startDate:)``).
  ///
  /// - Parameter date: When it ends; a date not after now never stores the screen.
  public static func until(_ date: Date) -> Lifetime {
    Lifetime(kind: .until(date))
  }

  /// Lives while `owner` (usually the flow or coordinator that shows the screen) lives. The
  /// owner is held weakly.
  ///
  /// - Important: If the cached screen holds its owner strongly, the cache keeps the screen and so the
  /// owner alive, and this lifetime never ends. Screens hold their flow weakly.
  ///
  /// - Parameter owner: The object whose life bounds the screen's.
  public static func whileAlive(_ owner: AnyObject) -> Lifetime {
    Lifetime(kind: .whileAlive(WeakOwner(owner)))
  }

  /// Lives until `token` is killed.
  ///
  /// - Parameter token: The handle the app kills.
  public static func custom(_ token: LifetimeToken) -> Lifetime {
    Lifetime(kind: .custom(token))
  }

  public var description: String {
    switch kind {
    case .interval(let duration): ".interval(\(duration))"
    case .until(let date): ".until(\(date))"
    case .whileAlive(let owner): owner.object.map { ".whileAlive(\(type(of: $0)))" } ?? ".whileAlive(<gone>)"
    case .custom(let token): ".custom(\(token))"
    }
  }
}

/// A weak reference that may cross actors: only ever read to ask whether the object still lives.
final class WeakOwner: @unchecked Sendable {
  // NB: `@unchecked` is sound because the object is never used through this reference, only
  // compared with nil, and weak loads are atomic.
  weak var object: AnyObject?

  init(_ object: AnyObject) {
    self.object = object
  }
}
