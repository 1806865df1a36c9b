// Split view requests: a selection in a column, and the column on top on a compact width.
extension AnyNavigator {
  /// Selects `route` for a split's `column` (see ``NavigationState/select(_:in:tag:)``): the
  /// column gets a new stack whose root shows it, and on a compact width it comes on top; `false`
  /// when the root is not a split or has no such column.
  ///
  /// ```swift
  /// navigator.select(Shop.product(42))   // the catalogue sidebar selected product 42
  /// ```
  @discardableResult
  public func select(
    _ route: some Route, in column: SplitColumn = .detail, tag: (any Hashable & Sendable)? = nil,
    animated: Bool = true
  ) -> NavigationRequest<Bool, NavigationError> {
    let entry = ScreenEntry(route, tag: tag)
    return ask(animated: animated) { $0.select(entry, in: column) }
  }

  /// Makes `column` the one on top on a compact width (``NavigationState/show(column:)``);
  /// `false` when the root is not a split, has no such column or it is already on top.
  @discardableResult
  public func show(column: SplitColumn, animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    ask(animated: animated) { $0.show(column: column) }
  }
}
