extension ScreenCache {
  /// The identity of one stored entry: its identifier and a generation no other store shares.
  ///
  /// Calls made with an old ticket (``ScreenCache/invalidate(_:)``, ``ScreenCache/use(_:by:)``)
  /// never reach a newer entry stored under the same identifier.
  struct Ticket: Hashable, Sendable, CustomStringConvertible {
    /// The identifier the entry was stored under.
    let identifier: AnyTag
    let generation: UInt64

    var description: String { "\(identifier)@\(generation)" }
  }

  /// What a lookup found.
  enum Lookup {
    /// A live entry: its screen and ticket.
    case hit(AnyObject, Ticket)
    /// Nothing stored under the identifier.
    case miss
    /// An entry whose lifetime had ended; it is no longer reused.
    case expired

    /// The screen, for a hit.
    var screen: AnyObject? {
      if case .hit(let screen, _) = self { return screen }
      return nil
    }
  }

  /// What ``ScreenCache/keepAlive(within:identifier:usedBy:make:)`` did, for logs.
  enum Event: Hashable, Sendable, CustomStringConvertible {
    /// The cached instance was reused.
    case hit
    /// Nothing was cached; a new instance was made.
    case miss
    /// The cached instance's lifetime had ended; a new instance was made.
    case expired
    /// The cached instance was of another type than asked for; a new instance was made.
    case mismatched

    var description: String {
      switch self {
      case .hit: "hit"
      case .miss: "miss"
      case .expired: "expired"
      case .mismatched: "mismatched"
      }
    }
  }

  /// A screen resolved by ``ScreenCache/keepAlive(within:identifier:usedBy:make:)``.
  struct Resolution<Screen: AnyObject> {
    /// The screen to show: the cached instance or a new one.
    let screen: Screen
    /// Whether it was reused, and if not, why.
    let event: Event
    /// The entry's ticket, or `nil` when the new instance was not stored because the lifetime
    /// had already ended.
    let ticket: Ticket?
  }

  /// What ``ScreenCache/release(_:)`` did.
  enum Release: Hashable, Sendable {
    /// The screen used no entry.
    case notInUse
    /// The entry stays cached (its lifetime lives, or other screens still use it).
    case kept
    /// The entry was dropped: its lifetime had ended or it was replaced, and this was its last user.
    case evicted(Ticket)
  }
}
