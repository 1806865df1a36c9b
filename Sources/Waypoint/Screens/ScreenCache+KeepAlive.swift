extension ScreenCache {
  /// The screen cached under `identifier` while its lifetime lives, or a new one from `make`,
  /// stored for reuse within `lifetime`.
  ///
  /// ```swift
  /// let resolved = cache.keepAlive(within: .whileAlive(flow), identifier: Shop.cart, usedBy: entry.id) {
  ///   CartScreen()
  /// }
  /// logger.debug("cart \(resolved.event)")  // hit, miss, expired or mismatched
  /// ```
  ///
  /// A reused entry keeps the lifetime it was stored with; `lifetime` applies to new instances.
  ///
  /// - Parameters:
  ///   - lifetime: How long a new instance may be reused.
  ///   - identifier: The entry's identifier.
  ///   - screen: The screen that will show the instance, marked as using it (see ``use(_:by:)``).
  ///   - make: Makes a new instance; called only when none is reused.
  /// - Returns: The screen, what happened, and the entry's ticket.
  /// - Throws: Whatever `make` throws; the cache is then unchanged apart from an expired entry
  ///   being evicted.
  /// - Complexity: O(1) on average, plus `make`.
  func keepAlive<Screen: AnyObject, Failure: Error>(
    within lifetime: Lifetime, identifier: some Hashable & Sendable, usedBy screen: ScreenID? = nil,
    make: () throws(Failure) -> Screen
  ) throws(Failure) -> Resolution<Screen> {
    let event: Event
    switch lookup(identifier) {
    case .hit(let cached as Screen, let ticket):
      if let screen { use(ticket, by: screen) }
      return Resolution(screen: cached, event: .hit, ticket: ticket)
    case .hit: event = .mismatched
    case .miss: event = .miss
    case .expired: event = .expired
    }
    let made = try make()
    let ticket = store(made, within: lifetime, identifier: identifier)
    if let ticket, let screen { use(ticket, by: screen) }
    return Resolution(screen: made, event: event, ticket: ticket)
  }

  /// The screen cached under `identifier` if it lives and is a `Screen`.
  ///
  /// - Parameters:
  ///   - type: The screen's type.
  ///   - identifier: The entry's identifier.
  /// - Returns: The cached instance, or `nil`.
  /// - Complexity: O(1) on average.
  public func screen<Screen: AnyObject>(
    _ type: Screen.Type = Screen.self, for identifier: some Hashable & Sendable
  ) -> Screen? {
    lookup(identifier).screen as? Screen
  }
}
