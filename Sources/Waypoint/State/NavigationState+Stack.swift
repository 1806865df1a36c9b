// Stack operations, on the top-most stack (the top modal's, else the selected tab's, else the
// root). Names follow ScreenNavigatorKit and UIKit so their users feel at home.
extension NavigationState {
  /// Pushes `route` on the top-most stack.
  /// - Complexity: Amortised O(1) for a modal's stack; O(depth) for the root's.
  public mutating func push(_ route: some Route, tag: (any Hashable & Sendable)? = nil) {
    push(ScreenEntry(route, tag: tag))
  }

  /// Pushes `entry` on the top-most stack.
  public mutating func push(_ entry: ScreenEntry) {
    modifyTopStack { $0.push(entry) }
  }

  /// Pops the top screen of the top-most stack.
  /// - Returns: `false`, changing nothing, when only the root is left.
  @discardableResult
  public mutating func pop() -> Bool {
    modifyTopStack { $0.pop() }
  }

  /// Pops `k` screens from the top-most stack; `k` at or past its depth pops to its root.
  /// - Returns: `false`, changing nothing, when `k <= 0` or only the root is left.
  @discardableResult
  public mutating func popLast(_ k: Int) -> Bool {
    modifyTopStack { $0.popLast(k) }
  }

  /// Pops to the nearest screen tagged `tag` in the top-most stack (most recent first); that
  /// screen stays on top.
  /// - Returns: `false`, changing nothing, when no screen has the tag or it is already on top.
  @discardableResult
  public mutating func pop(to tag: some Hashable & Sendable) -> Bool {
    let tag = AnyTag(tag)
    return modifyTopStack { $0.pop(to: tag) }
  }

  /// Pops the nearest pushed screen tagged `tag` in the top-most stack and everything above it.
  /// - Returns: `false`, changing nothing, when no pushed screen has the tag.
  @discardableResult
  public mutating func pop(from tag: some Hashable & Sendable) -> Bool {
    let tag = AnyTag(tag)
    return modifyTopStack { $0.pop(from: tag) }
  }

  /// Pops every pushed screen of the top-most stack.
  /// - Returns: `false` when only the root was there.
  @discardableResult
  public mutating func popToRoot() -> Bool {
    modifyTopStack { $0.popToRoot() }
  }

  /// Replaces the top-most stack with `routes`: the first becomes its root. The screens at the
  /// start of the stack whose routes are the ones asked for at their place are kept (their
  /// instances, their state, their leave guards), as SwiftUI keeps a path's equal leading values
  /// and UIKit the controllers it is given again; the rest are new. For new screens throughout,
  /// set a stack of new entries (``setStack(_:)-(ScreenStack)``).
  ///
  /// ```swift
  /// // [home, list, settings] becomes [home, cart]: the same home, a new cart.
  /// state.setStack([Shop.home, Shop.cart])
  /// ```
  /// - Returns: `false`, changing nothing, when `routes` is empty or the stack already shows them.
  @discardableResult
  public mutating func setStack(_ routes: [any Route]) -> Bool {
    guard let fresh = ScreenStack(routes) else { return false }
    let shown = topStack.entries
    let kept = zip(shown, fresh.entries).prefix { $0.route == $1.route }.count
    guard kept < max(shown.count, fresh.entries.count) else { return false }
    let entries = Array(shown.prefix(kept)) + fresh.entries.dropFirst(kept)
    setStack(ScreenStack(root: entries[0], path: Array(entries.dropFirst())))
    return true
  }

  /// Replaces the top-most stack with `stack`.
  public mutating func setStack(_ stack: ScreenStack) {
    modifyTopStack { $0 = stack }
  }
}

extension NavigationState {
  /// Replaces the top-most stack with `stack`, if there is one.
  /// - Returns: `false`, changing nothing, when `stack` is `nil`.
  mutating func setStack(_ stack: ScreenStack?) -> Bool {
    guard let stack else { return false }
    setStack(stack)
    return true
  }
}
