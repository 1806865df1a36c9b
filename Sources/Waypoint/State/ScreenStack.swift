/// A navigation stack: a root screen and the screens pushed on it, like the view controllers
/// of a `UINavigationController` or a SwiftUI `NavigationStack` with its path.
///
/// A stack always has its root, so it can never be empty. All operations are total: popping
/// past the root or looking for an unknown tag changes nothing and returns `false`.
public struct ScreenStack: Hashable, Sendable {
  /// The first screen; it cannot be popped.
  public var root: ScreenEntry
  /// The screens pushed on the root, bottom first.
  public var path: ScreenPath

  /// A stack of `root` with `path` pushed on it, bottom first.
  public init(root: ScreenEntry, path: ScreenPath = []) {
    self.root = root
    self.path = path
  }

  /// A stack of `root` with `path` pushed on it, bottom first.
  public init(root: ScreenEntry, path: [ScreenEntry]) {
    self.init(root: root, path: ScreenPath(path))
  }

  /// A stack whose root shows `route`.
  public init(_ route: some Route, tag: (any Hashable & Sendable)? = nil) {
    self.init(root: ScreenEntry(route, tag: tag))
  }

  /// The root followed by the pushed screens.
  /// - Complexity: O(*n*).
  public var entries: [ScreenEntry] { [root] + Array(path) }

  /// The routes of ``entries``, bottom first.
  public var routes: [AnyRoute] { entries.map(\.route) }

  /// The screen on top: the last pushed, or the root.
  public var top: ScreenEntry { path.last ?? root }

  /// How many screens are pushed on the root.
  public var depth: Int { path.count }

  /// Pushes a screen.
  public mutating func push(_ entry: ScreenEntry) {
    path.append(entry)
  }

  /// Pops the top screen.
  /// - Returns: `false` when only the root is left (nothing changes).
  @discardableResult
  public mutating func pop() -> Bool {
    path.popLast() != nil
  }

  /// Pops `k` screens; a `k` at or past the depth pops to the root, a `k` of zero or less
  /// does nothing.
  /// - Returns: whether anything was popped.
  @discardableResult
  public mutating func popLast(_ k: Int) -> Bool {
    guard k > 0, !path.isEmpty else { return false }
    path.removeLast(Swift.min(k, path.count))
    return true
  }

  /// Pops the screens above the nearest screen tagged `tag` (searching from the top, root
  /// included), which stays on top.
  /// - Returns: `false` when no screen has the tag, or it is already on top.
  @discardableResult
  public mutating func pop(to tag: AnyTag) -> Bool {
    if let index = path.lastIndex(where: { $0.tag == tag }) {
      guard index < path.count - 1 else { return false }
      path.removeSubrange((index + 1)...)
      return true
    }
    guard root.tag == tag else { return false }
    return popToRoot()
  }

  /// Pops the nearest pushed screen tagged `tag` (searching from the top) and all above it.
  /// The root cannot be popped, so a tag found only on the root changes nothing.
  /// - Returns: `false` when no pushed screen has the tag.
  @discardableResult
  public mutating func pop(from tag: AnyTag) -> Bool {
    guard let index = path.lastIndex(where: { $0.tag == tag }) else { return false }
    path.removeSubrange(index...)
    return true
  }

  /// Pops every pushed screen.
  /// - Returns: `false` when only the root was there.
  @discardableResult
  public mutating func popToRoot() -> Bool {
    guard !path.isEmpty else { return false }
    path.removeAll()
    return true
  }

  /// Whether any screen of the stack has `id`.
  public func contains(_ id: ScreenID) -> Bool {
    root.id == id || path.contains(id: id)
  }
}

extension ScreenStack {
  /// A stack of `routes`, the first its root; `nil` when there are none.
  init?(_ routes: [any Route]) {
    guard let first = routes.first else { return nil }
    self.init(root: ScreenEntry(first), path: routes.dropFirst().map { ScreenEntry($0) })
  }
}
