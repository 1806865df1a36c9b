extension ScreenCache {
  /// Marks the entry of `ticket` as in use by `screen`, so it is not dropped while shown.
  ///
  /// Call it when a navigation puts the cached instance on screen (before the transition
  /// starts); ``keepAlive(within:identifier:usedBy:make:)`` does it for you with `usedBy:`. Marking
  /// twice is harmless; a screen uses one entry at a time, so a screen already using another
  /// entry is released from it first.
  ///
  /// - Parameters:
  ///   - ticket: The entry's ticket.
  ///   - screen: The navigation entry showing the instance.
  /// - Returns: `false` when the cache no longer holds that entry (the ticket is stale).
  /// - Complexity: O(1) on average.
  @discardableResult
  func use(_ ticket: Ticket, by screen: ScreenID) -> Bool {
    guard entry(for: ticket) != nil else { return false }
    if let previous = usage[screen], previous != ticket {
      release(screen)
    }
    usage[screen] = ticket
    update(ticket) { $0.users.insert(screen) }
    return true
  }

  /// Releases what `screen` uses; call it when the screen leaves the navigation tree.
  ///
  /// An entry whose lifetime ended, or that was replaced, while in use is dropped when its last
  /// screen is released. Releasing a screen that uses nothing is harmless.
  ///
  /// - Parameter screen: The navigation entry that left.
  /// - Returns: Whether the entry stays cached or was evicted now.
  /// - Complexity: O(1) on average.
  @discardableResult
  func release(_ screen: ScreenID) -> Release {
    guard let ticket = usage.removeValue(forKey: screen) else { return .notInUse }
    update(ticket) { $0.users.remove(screen) }
    if let entry = retired[ticket.generation] {
      guard entry.users.isEmpty else { return .kept }
      retired[ticket.generation] = nil
      return .evicted(ticket)
    }
    guard let entry = current[ticket.identifier], entry.ticket == ticket else { return .notInUse }
    guard entry.users.isEmpty, !isAlive(entry) else { return .kept }
    current[ticket.identifier] = nil
    return .evicted(ticket)
  }

  /// Releases every screen not in `screens`: after a navigation, pass the screens of the new
  /// state so nothing that left is forgotten.
  ///
  /// - Parameter screens: The screens now in the navigation tree.
  /// - Returns: The evicted entries.
  /// - Complexity: O(*u*), where *u* is the number of screens using entries.
  @discardableResult
  func release(allExcept screens: Set<ScreenID>) -> [Ticket] {
    var evicted: [Ticket] = []
    for screen in usage.keys.sorted() where !screens.contains(screen) {
      if case .evicted(let ticket) = release(screen) { evicted.append(ticket) }
    }
    return evicted
  }

  private func update(_ ticket: Ticket, _ change: (inout Entry) -> Void) {
    if current[ticket.identifier]?.ticket == ticket {
      change(&current[ticket.identifier]!)
    } else if retired[ticket.generation] != nil {
      change(&retired[ticket.generation]!)
    }
  }
}
