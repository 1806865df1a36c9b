extension ScreenCache {
  /// Drops every entry whose lifetime has ended and that no screen uses.
  ///
  /// Ended entries in use are kept; they are evicted when released. Call it when
  /// memory matters (a memory warning, a flow finishing); lookups evict lazily anyway.
  ///
  /// - Returns: How many entries were evicted.
  /// - Complexity: O(*n*).
  @discardableResult
  public func purge() -> Int {
    evictEnded().count
  }

  /// Drops every ended entry no screen uses; returns their tickets, oldest first.
  func evictEnded() -> [Ticket] {
    let now = elapsed()
    var evicted: [Ticket] = []
    // NB: entries in use stay where they are; the next lookup reports them expired, and their
    // release evicts them.
    for (identifier, entry) in current where entry.users.isEmpty && !isAlive(entry, now: now) {
      current[identifier] = nil
      evicted.append(entry.ticket)
    }
    return evicted.sorted { $0.generation < $1.generation }
  }

  /// Ends the entry of `ticket`, if it is still the one stored: an old ticket never ends a newer
  /// entry stored under the same identifier.
  ///
  /// - Parameter ticket: The entry's ticket.
  /// - Returns: `true` when the entry was ended (dropped, or kept until released if in use).
  /// - Complexity: O(1) on average.
  @discardableResult
  func invalidate(_ ticket: Ticket) -> Bool {
    guard let entry = current[ticket.identifier], entry.ticket == ticket else { return false }
    current[ticket.identifier] = nil
    retireOrDrop(entry)
    return true
  }

  /// Ends whatever entry is stored under `identifier`.
  ///
  /// - Parameter identifier: The entry's identifier.
  /// - Returns: Whether an entry was stored under it.
  @discardableResult
  public func remove(_ identifier: some Hashable & Sendable) -> Bool {
    guard let entry = current.removeValue(forKey: AnyTag(identifier)) else { return false }
    retireOrDrop(entry)
    return true
  }

  /// Ends every entry; those in use are kept until released.
  public func removeAll() {
    for entry in current.values {
      retireOrDrop(entry)
    }
    current.removeAll()
  }
}
