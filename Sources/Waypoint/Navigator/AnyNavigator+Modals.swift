// Modal layers, tabs and placement, carried out through the host. Like the stack's operations,
// each takes its place in the queue when it is called and returns a `NavigationRequest`.
extension AnyNavigator {
  /// Presents `route` in a new modal layer with its own stack.
  /// - Parameters:
  ///   - route: The screen to present.
  ///   - style: `.sheet`, `.fullScreenCover`, `.popover` or an app's own ``PresentationStyle``.
  ///   - tag: Tags the layer's first screen, for `dismiss(to:)` and `dismiss(from:)`.
  ///   - embedded: Whether the layer has a navigation container to push in; `false` presents the
  ///     screen bare.
  ///   - duplicates: ``Duplicates/singleTop`` (the default): nothing happens when the top layer
  ///     already shows `route` first in this style, and a presentation identical to one still
  ///     queued or under way is that presentation.
  ///   - animated: Whether the transition is animated.
  @discardableResult
  public func present(
    _ route: some Route, style: PresentationStyle = .sheet, tag: (any Hashable & Sendable)? = nil,
    embedded: Bool = true, duplicates: Duplicates = .singleTop, animated: Bool = true
  ) -> NavigationRequest<Void, NavigationError> {
    let layer = ModalLayer(style: style, stack: ScreenStack(route, tag: tag), embedded: embedded)
    guard duplicates == .singleTop else { return ask(animated: animated) { $0.present(layer) } }
    let key = RequestKey(
      verb: "present", route: layer.stack.root.route, tag: layer.stack.root.tag, style: style.name)
    return coalesced(key) {
      ask(animated: animated) { state in
        let top = state.modals.last
        guard top?.stack.root.route != layer.stack.root.route || top?.style != style else { return }
        state.present(layer)
      }
    }
  }

  /// Dismisses the top modal layer; `false` when there is none.
  @discardableResult
  public func dismiss(animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.dismiss() }
  }

  /// Dismisses the top `k` layers, top down.
  @discardableResult
  public func dismissLast(_ k: Int, animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.dismissLast(k) }
  }

  /// Dismisses the layers above the nearest layer tagged `tag`, which stays.
  @discardableResult
  public func dismiss(
    to tag: some Hashable & Sendable, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.dismiss(to: tag) }
  }

  /// Dismisses the nearest layer tagged `tag` and every layer above it.
  @discardableResult
  public func dismiss(
    from tag: some Hashable & Sendable, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.dismiss(from: tag) }
  }

  /// Dismisses every layer, top down.
  @discardableResult
  public func dismissAll(animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.dismissAll() }
  }

  /// Selects the tab `id` (in place of the More list too); `false` when there is no such tab or it
  /// is already selected and shown.
  @discardableResult
  public func select(
    tab id: some Hashable & Sendable, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.select(tab: id) }
  }
}

// Placing a screen anywhere, in the one vocabulary flows, links and redirects share.
extension AnyNavigator {
  /// Shows `route` where `placement` says: pushed, presented, at the root of a tab or of the
  /// whole tree; `false`, changing nothing, when the placement names a tab the tree does not
  /// have.
  ///
  /// ```swift
  /// try await navigator.show(Shop.orders, placement: .tab(AppTab.account)).value
  /// ```
  @discardableResult
  public func show(
    _ route: some Route, placement: Placement, tag: (any Hashable & Sendable)? = nil, animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    let entry = ScreenEntry(route, tag: tag)
    return ask(animated: animated) { $0.place(entry, placement) }
  }
}
