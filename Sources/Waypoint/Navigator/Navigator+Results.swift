import Logging

// Results back: a screen opened for a result gives a typed value to whoever opened it, or
// `.cancelled` when it goes without one — exactly once.
extension Navigator {
  /// Pushes `route` and waits for the screen to finish with a `Value`.
  ///
  /// ```swift
  /// let picked = try await navigator.push(Shop.sizePicker, expecting: Size.self)
  /// if case .value(let size) = picked { cart.size = size }
  /// ```
  /// - Returns: `.value` when the screen calls ``finish(_:with:animated:)``; `.cancelled`
  ///   when it leaves the tree without a value (back, swipe, dismiss, a deep link).
  public func push<Value: Sendable>(
    _ route: some Hashable & Sendable, tag: (any Hashable & Sendable)? = nil, expecting: Value.Type,
    animated: Bool = true
  ) async throws(NavigationError) -> ScreenResult<Value> {
    var destination = Destination.route(route)
    destination.tag = tag.map { AnyTag($0) }
    return try await push(destination, expecting: expecting, animated: animated)
  }

  /// Presents `route` in a new layer and waits for the screen to finish with a `Value`.
  ///
  /// ```swift
  /// let color = try await navigator.present(Paint.colorPicker, expecting: Color.self)
  /// ```
  public func present<Value: Sendable>(
    _ route: some Hashable & Sendable, style: PresentationStyle = .sheet,
    tag: (any Hashable & Sendable)? = nil, expecting: Value.Type, animated: Bool = true
  ) async throws(NavigationError) -> ScreenResult<Value> {
    var destination = Destination.route(route)
    destination.tag = tag.map { AnyTag($0) }
    return try await present(destination, style: style, expecting: expecting, animated: animated)
  }

  /// Pushes `destination` and waits for its screen to finish with a `Value`.
  public func push<Value: Sendable>(
    _ destination: Destination, expecting: Value.Type, animated: Bool = true
  ) async throws(NavigationError) -> ScreenResult<Value> {
    try await open(destination, expecting: expecting, animated: animated) { $0.push($1) }
  }

  /// Presents `destination` in a new layer and waits for its screen to finish with a `Value`.
  public func present<Value: Sendable>(
    _ destination: Destination, style: PresentationStyle = .sheet, expecting: Value.Type,
    animated: Bool = true
  ) async throws(NavigationError) -> ScreenResult<Value> {
    try await open(destination, expecting: expecting, animated: animated) {
      $0.present(ModalLayer(style: style, stack: ScreenStack(root: $1)))
    }
  }

  /// Sends `value` to whoever awaits a result from the screen `id`, then removes that screen
  /// (and what is above it; a layer's first screen takes its layer).
  ///
  /// The value is delivered once the screen is gone, exactly once: a second `finish` for the
  /// same screen delivers nothing. When the screen cannot be closed (the host fails), nothing
  /// is delivered and the opener keeps waiting.
  /// - Returns: Whether a result was awaited and delivered.
  /// - Throws: ``NavigationError/resultTypeMismatch(expected:got:)`` when the opener expects
  ///   another type; nothing is delivered and the screen stays.
  @discardableResult
  public func finish<Value: Sendable>(
    _ id: ScreenID, with value: Value, animated: Bool = true
  ) async throws(NavigationError) -> Bool {
    guard let slot = book.results[id] else {
      try await close(id, animated: animated)
      return false
    }
    guard slot.accepts(value) else {
      throw .resultTypeMismatch(expected: "\(slot.expected)", got: "\(Value.self)")
    }
    book.results[id] = nil
    logger.debug("result from \(id): \(value)")
    do {
      try await close(id, animated: animated)
    } catch {
      // The screen is still there: it keeps waiting for a result, unless it went meanwhile.
      if state.contains(id) { book.results[id] = slot } else { slot.deliver(.cancelled) }
      throw error
    }
    slot.deliver(.value(value))
    return true
  }

  /// Removes the screen `id` (and what is above it) without a result; whoever awaits one
  /// gets `.cancelled`.
  public func close(_ id: ScreenID, animated: Bool = true) async throws(NavigationError) {
    try await navigate(animated: animated) { $0.remove(id) }
  }

  /// Opens `destination` with `place` and waits for its result.
  func open<Value: Sendable>(
    _ destination: Destination, expecting: Value.Type, animated: Bool,
    place: @escaping (inout NavigationState, ScreenEntry) -> Void
  ) async throws(NavigationError) -> ScreenResult<Value> {
    let entry = destination.makeEntry()
    let slot = ResultSlot(Value.self)
    book.results[entry.id] = slot
    book.pending[entry.id] = destination
    do {
      try await navigate(animated: animated) { place(&$0, entry) }
    } catch {
      book.results[entry.id] = nil
      book.pending[entry.id] = nil
      throw error
    }
    if !state.contains(entry.id), book.results[entry.id] != nil {
      book.results[entry.id] = nil
      slot.deliver(.cancelled)
    }
    return await slot.wait(as: Value.self)
  }
}
