import Foundation

/// Screen instances kept for reuse while their ``Lifetime`` lives: CoreNavigation's
/// `keepAlive(within:identifier:)`.
///
/// A request asks for it with ``Destination/keepAlive(within:identifier:)``:
///
/// ```swift
/// let cart = Destination.route(Shop.cart).keepAlive(within: .interval(.seconds(60)), identifier: "cart")
/// try await navigator.push(cart)   // within 60 s, the same cart instance comes back
/// ```
///
/// Lifetimes are checked when the navigator asks (lazily) and by ``purge()``; no timer runs.
/// Time is read on the injected clock, so tests move it by hand.
///
/// **In use.** A screen on screen is never dropped because its lifetime ended (say, during the
/// transition that shows it). An entry whose lifetime ends while in use is no longer reused (the
/// next request gets a new instance), but the cache holds it until its screen leaves the tree.
///
/// **Identity.** An old lifetime, or the release of an old entry, never ends a newer entry stored
/// under the same identifier.
@MainActor
public final class ScreenCache {
  struct Entry {
    let ticket: Ticket
    let screen: AnyObject
    let lifetime: Lifetime
    /// When the lifetime ends on the cache's timeline, for interval and date lifetimes.
    let deadline: Duration?
    var users: Set<ScreenID> = []
  }

  /// The reusable entry per identifier.
  var current: [AnyTag: Entry] = [:]
  /// Entries no longer reused (ended or replaced) but still in use, by generation.
  var retired: [UInt64: Entry] = [:]
  /// Which entry each screen uses.
  var usage: [ScreenID: Ticket] = [:]
  private var lastGeneration: UInt64 = 0
  let elapsed: () -> Duration
  private let startDate: Date

  /// A cache reading time on `clock`.
  ///
  /// - Parameters:
  ///   - clock: The clock for ``Lifetime/interval(_:)`` and ``Lifetime/until(_:)``; tests pass a
  ///     test clock.
  ///   - startDate: The wall-clock date at the clock's current instant; ``Lifetime/until(_:)``
  ///     dates are placed on the clock relative to it (a later change of the wall clock does not
  ///     move them).
  public init(clock: some Clock<Duration> = ContinuousClock(), startDate: Date = Date()) {
    let start = clock.now
    self.elapsed = { start.duration(to: clock.now) }
    self.startDate = startDate
  }

  /// The number of reusable entries, counting those whose lifetime ended but that were not
  /// asked for or purged since.
  public var count: Int { current.count }

  /// The number of screen instances the cache holds, counting those only kept because they are in use.
  public var heldCount: Int { current.count + retired.count }

  /// Stores `screen` for reuse under `identifier`, replacing the entry stored there.
  ///
  /// A replaced entry that is in use stays held until released; otherwise it is dropped.
  ///
  /// - Parameters:
  ///   - screen: The screen instance.
  ///   - lifetime: How long it may be reused.
  ///   - identifier: Its identifier; compared like tags, so `"cart"` and an enum case `.cart`
  ///     are different identifiers.
  /// - Returns: The new entry's ticket, or `nil` when `lifetime` has already ended (nothing is
  ///   stored, and the entry stored there before stays).
  /// - Complexity: O(1) on average.
  @discardableResult
  func store(
    _ screen: AnyObject, within lifetime: Lifetime, identifier: some Hashable & Sendable
  ) -> Ticket? {
    let now = elapsed()
    let deadline: Duration? =
      switch lifetime.kind {
      case .interval(let duration): now + duration
      case .until(let date): .seconds(date.timeIntervalSince(startDate))
      case .whileAlive, .custom: nil
      }
    lastGeneration += 1
    let ticket = Ticket(identifier: AnyTag(identifier), generation: lastGeneration)
    let entry = Entry(ticket: ticket, screen: screen, lifetime: lifetime, deadline: deadline)
    guard isAlive(entry, now: now) else { return nil }
    if let old = current.updateValue(entry, forKey: ticket.identifier) {
      retireOrDrop(old)
    }
    return ticket
  }

  /// The reusable screen under `identifier`, if its lifetime still lives.
  ///
  /// An entry found ended is evicted (or, when in use, kept until released but no longer reused).
  ///
  /// - Parameter identifier: The identifier it was stored under.
  /// - Returns: ``Lookup/hit(_:_:)`` with the screen and its ticket, ``Lookup/miss``, or
  ///   ``Lookup/expired`` when an entry was there but its lifetime had ended.
  /// - Complexity: O(1) on average.
  func lookup(_ identifier: some Hashable & Sendable) -> Lookup {
    let key = AnyTag(identifier)
    guard let entry = current[key] else { return .miss }
    guard isAlive(entry, now: elapsed()) else {
      current[key] = nil
      retireOrDrop(entry)
      return .expired
    }
    return .hit(entry.screen, entry.ticket)
  }

  /// Whether `ticket` names an entry the cache still holds (reusable, or kept because in use).
  ///
  /// - Parameter ticket: A ticket from ``store(_:within:identifier:)``.
  func holds(_ ticket: Ticket) -> Bool {
    entry(for: ticket) != nil
  }

  func isAlive(_ entry: Entry, now: Duration) -> Bool {
    if let deadline = entry.deadline, now >= deadline { return false }
    switch entry.lifetime.kind {
    case .interval, .until: return true
    case .whileAlive(let owner): return owner.object != nil
    case .custom(let token): return token.isAlive
    }
  }

  func isAlive(_ entry: Entry) -> Bool {
    isAlive(entry, now: elapsed())
  }

  /// Keeps an entry leaving `current` while a screen uses it; otherwise lets it go.
  func retireOrDrop(_ entry: Entry) {
    if !entry.users.isEmpty {
      retired[entry.ticket.generation] = entry
    }
  }

  func entry(for ticket: Ticket) -> Entry? {
    if let entry = current[ticket.identifier], entry.ticket == ticket { return entry }
    return retired[ticket.generation]
  }
}
