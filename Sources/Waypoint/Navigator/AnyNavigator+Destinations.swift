import Logging

// Destinations (a route, a screen type or a ready instance, with arguments and options) and
// results back: a screen opened for a result gives a typed value to whoever opened it, or
// `.cancelled` when it goes without one, exactly once. The screen finishes through its
// `ScreenContext`.
extension AnyNavigator {
  /// Pushes `destination` on the top-most stack; its screen is made (or taken from the cache),
  /// given its arguments and configured before it appears.
  @discardableResult
  public func push(_ destination: Destination, animated: Bool = true) -> NavigationRequest<
    Void, NavigationError
  > {
    open(destination, animated: animated) { $0.push($1) }
  }

  /// Presents `destination` in a new modal layer with its own stack.
  @discardableResult
  public func present(
    _ destination: Destination, style: PresentationStyle = .sheet, embedded: Bool = true,
    animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    open(destination, animated: animated) {
      $0.present(ModalLayer(style: style, stack: ScreenStack(root: $1), embedded: embedded))
    }
  }

  /// Opens `destination` with `place`, as a request.
  private func open(
    _ destination: Destination, animated: Bool, verb: StaticString = #function,
    place: @escaping (inout NavigationState, ScreenEntry) -> Void
  ) -> NavigationRequest<Void, NavigationError> {
    let entry = destination.makeEntry()
    return request { ticket async throws(NavigationError) in
      self.pipeline.book.pending[entry.id] = destination
      defer { self.pipeline.book.pending[entry.id] = nil }
      try await self.navigate(holding: ticket, animated: animated, verb: verb) { place(&$0, entry) }
    }
  }

  // MARK: Results

  /// Pushes `destination`; the request ends when its screen finishes with a `Value`.
  ///
  /// ```swift
  /// let picked = try await navigator.push(.route(Shop.sizePicker), expecting: Size.self).value
  /// if case .value(let size) = picked { cart.size = size }
  /// // in the picker: context.finish(with: Size.large)
  /// ```
  /// - Returns: A request ending with `.value` when the screen finishes with one (through its
  ///   ``ScreenContext``); `.cancelled` when it leaves the tree without a value (back, swipe,
  ///   dismiss, a deep link), or at once when the request is cancelled (the screen stays).
  @discardableResult
  public func push<Value: Sendable>(
    _ destination: Destination, expecting: Value.Type, animated: Bool = true
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    open(destination, expecting: expecting, animated: animated) { $0.push($1) }
  }

  /// Presents `destination` in a new layer; the request ends when its screen finishes with a
  /// `Value` (see ``push(_:expecting:animated:)``).
  @discardableResult
  public func present<Value: Sendable>(
    _ destination: Destination, style: PresentationStyle = .sheet, embedded: Bool = true,
    expecting: Value.Type, animated: Bool = true
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    open(destination, expecting: expecting, animated: animated) {
      $0.present(ModalLayer(style: style, stack: ScreenStack(root: $1), embedded: embedded))
    }
  }

  /// Opens `destination` with `place` and waits for its result, as a request; `dialogValue`
  /// gives the value of each button when the screen is a dialog.
  func open<Value: Sendable>(
    _ destination: Destination, expecting: Value.Type, animated: Bool,
    dialogValue: ((Int, [String]) -> Value?)? = nil, verb: StaticString = #function,
    place: @escaping (inout NavigationState, ScreenEntry) -> Void
  ) -> NavigationRequest<ScreenResult<Value>, NavigationError> {
    let entry = destination.makeEntry()
    return request { ticket async throws(NavigationError) in
      let slot = ResultSlot(Value.self)
      slot.dialogValue = dialogValue.map { value in { value($0, $1) } }
      self.pipeline.book.results[entry.id] = slot
      self.pipeline.book.pending[entry.id] = destination
      do throws(NavigationError) {
        try await self.navigate(holding: ticket, animated: animated, verb: verb) { place(&$0, entry) }
      } catch {
        self.pipeline.book.results[entry.id] = nil
        self.pipeline.book.pending[entry.id] = nil
        throw error
      }
      // NB: the screen may have come and gone before this request goes on (a dialog answered at
      // once): it delivers what it was finishing with, or its dialog's answer, else `.cancelled`.
      if !self.state.contains(entry.id), self.pipeline.book.results[entry.id] != nil {
        self.pipeline.book.results[entry.id] = nil
        slot.screenLeft()
      }
      // NB: the screen is on screen; the next request need not wait for its result.
      self.pipeline.queue.leave(ticket)
      return await slot.wait(as: Value.self)
    }
  }

  /// Removes the screen `id` (and what is above it; a layer's first screen takes its layer),
  /// delivering `value` to whoever awaits its result, or `.cancelled` when `value` is `nil`.
  ///
  /// The value is delivered as the screen leaves the tree, exactly once: a second finish of the
  /// same screen delivers nothing. When the screen cannot be removed (a root of the tree, or the
  /// host fails), nothing is delivered and the opener keeps waiting.
  /// - Returns: Whether a value was delivered.
  /// - Throws: ``NavigationError/resultTypeMismatch(expected:got:)`` when the opener expects
  ///   another type, or the screen is a dialog, whose value only its buttons give (nothing is
  ///   delivered and the screen stays), or a navigation error.
  func finish(
    _ id: ScreenID, with value: (any Sendable)?, holding ticket: RequestQueue.Ticket? = nil, animated: Bool
  ) async throws(NavigationError) -> Bool {
    let slot = pipeline.book.results[id]
    if let slot, let value {
      // NB: a dialog's value is the value of the button tapped, never one the app gives it.
      guard slot.accepts(value), slot.dialogValue == nil else {
        let expected = slot.dialogValue == nil ? "\(slot.expected)" : "a tap on a button of the dialog"
        throw .resultTypeMismatch(expected: expected, got: "\(type(of: value))")
      }
    }
    guard slot?.finishing == nil else { return false }
    slot?.finishing = .some(value)
    defer { slot?.finishing = nil }
    logger.debug("\(id) finishes with \(value.map { "\($0)" } ?? "no value")")
    try await navigate(holding: ticket, animated: animated) { $0.remove(id) }
    return value != nil && slot?.outcome?.value != nil
  }
}
