/// The screens pushed on a stack's root, bottom first.
///
/// `ScreenPath` is a collection like `[ScreenEntry]` (it can be built from an array literal, indexed,
/// appended to and cut), made for the way navigation changes a stack: at the top, while the
/// state before the change is still needed. A copy shares every screen with the path it was made
/// from, so pushing on or popping a copy costs the same at any depth, and two paths that share
/// their screens compare in the time it takes to reach the first shared one.
///
/// ```swift
/// var path: ScreenPath = [ScreenEntry(Shop.catalog)]
/// let before = path
/// path.append(ScreenEntry(Shop.product(42)))  // O(1); `before` is unchanged
/// ```
///
/// - Complexity: `append`, `removeLast`, `popLast` and `last` are O(1); reading or cutting at an
///   index is O(log *n*); replacing or inserting below the top is O(*n* − *i*) for the screens
///   above index *i*; `==` is O(*k*) in the screens above the deepest one both share.
public struct ScreenPath: Sendable {
  // NB: a persistent list from the top down. Each node keeps its parent and a jump pointer to an
  // ancestor, chosen (Myers, "An applicative random-access stack", 1983) so that reaching any
  // index takes O(log n) hops while a push still makes exactly one node.
  private var top: Node?

  /// An empty path.
  public init() {}

  /// A path of `entries`, bottom first.
  public init(_ entries: some Sequence<ScreenEntry>) {
    for entry in entries { append(entry) }
  }

  /// The number of screens.
  public var count: Int { top.map { $0.index + 1 } ?? 0 }

  /// The top screen, if any.
  public var last: ScreenEntry? { top?.entry }

  /// Pushes `entry` on top.
  /// - Complexity: O(1).
  public mutating func append(_ entry: ScreenEntry) {
    top = Node(entry, on: top)
  }

  /// Removes and returns the top screen, or `nil` when the path is empty.
  /// - Complexity: O(1).
  public mutating func popLast() -> ScreenEntry? {
    guard let node = top else { return nil }
    top = node.parent
    return node.entry
  }

  /// Removes and returns the top screen. The path must not be empty.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func removeLast() -> ScreenEntry {
    guard let entry = popLast() else { preconditionFailure("removeLast() on an empty ScreenPath") }
    return entry
  }

  /// Removes the top `k` screens; `k` must be between zero and ``count``.
  /// - Complexity: O(log *n*).
  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count, "removeLast(\(k)) on a ScreenPath of \(count)")
    truncate(to: count - k)
  }

  /// The index of the top-most screen that satisfies `predicate`, searching from the top.
  /// - Complexity: O(*k*) in the screens above the one found.
  public func lastIndex(where predicate: (ScreenEntry) throws -> Bool) rethrows -> Int? {
    var node = top
    while let current = node {
      if try predicate(current.entry) { return current.index }
      node = current.parent
    }
    return nil
  }

  /// Keeps the bottom `newCount` screens.
  private mutating func truncate(to newCount: Int) {
    top = newCount == 0 ? nil : top?.ancestor(at: newCount - 1)
  }

  /// The number of bottom screens `self` and `other` have in common; O(*k*) in the screens above
  /// the deepest node they share.
  func commonPrefixCount(with other: ScreenPath) -> Int {
    let shorter = Swift.min(count, other.count)
    guard shorter > 0 else { return 0 }
    var lhs = top?.ancestor(at: shorter - 1)
    var rhs = other.top?.ancestor(at: shorter - 1)
    var common = shorter
    while let left = lhs, let right = rhs, left !== right {
      if left.entry != right.entry { common = left.index }
      lhs = left.parent
      rhs = right.parent
    }
    return common
  }

  /// The screens from index `start` to the top, bottom first.
  /// - Complexity: O(*k*) for the *k* screens returned.
  func suffix(from start: Int) -> [ScreenEntry] {
    var entries: [ScreenEntry] = []
    appendSuffix(from: start, to: &entries)
    return entries
  }

  /// Appends the screens from index `start` to the top to `entries`, bottom first.
  /// - Complexity: O(*k*) for the *k* screens appended.
  func appendSuffix(from start: Int, to entries: inout [ScreenEntry]) {
    guard start < count, var node = top else { return }
    let first = entries.count
    entries.reserveCapacity(first + count - Swift.max(start, 0))
    while node.index >= start {
      entries.append(node.entry)
      guard let parent = node.parent else { break }
      node = parent
    }
    entries[first...].reverse()
  }
}

extension ScreenPath {
  private final class Node: @unchecked Sendable {
    let entry: ScreenEntry
    let index: Int
    // NB: `var` only so `deinit` can unlink the chain; never changed while shared.
    var parent: Node?
    // NB: an ancestor, which the parent chain keeps alive for as long as this node lives.
    unowned(unsafe) let jump: Node?

    init(_ entry: ScreenEntry, on parent: Node?) {
      self.entry = entry
      self.parent = parent
      guard let parent else {
        index = 0
        jump = nil
        return
      }
      index = parent.index + 1
      if let up = parent.jump, let upUp = up.jump, parent.index - up.index == up.index - upUp.index {
        jump = upUp
      } else {
        jump = parent
      }
    }

    /// The node at `target`, which must be at most this node's index.
    func ancestor(at target: Int) -> Node {
      var node = self
      while node.index > target {
        if let jump = node.jump, jump.index >= target {
          node = jump
        } else {
          node = node.parent!
        }
      }
      return node
    }

    // NB: unlinks the nodes only this one kept alive one by one; releasing a long chain
    // recursively would overflow the stack.
    deinit {
      var next = parent
      parent = nil
      while var node = next {
        next = nil
        guard isKnownUniquelyReferenced(&node) else { return }
        next = node.parent
        node.parent = nil
      }
    }
  }
}

extension ScreenPath: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { count }
  public var isEmpty: Bool { top == nil }

  /// The screen at `index`, counted from the bottom.
  /// - Complexity: O(log *n*) to read, O(1) for the top; writing is O(*n* − `index`).
  public subscript(index: Int) -> ScreenEntry {
    get {
      precondition(index >= 0 && index < count, "index \(index) out of a ScreenPath of \(count)")
      return top!.ancestor(at: index).entry
    }
    set {
      replaceSubrange(index..<(index + 1), with: CollectionOfOne(newValue))
    }
  }

  public mutating func replaceSubrange(
    _ subrange: Range<Int>, with newElements: some Collection<ScreenEntry>
  ) {
    precondition(
      subrange.lowerBound >= 0 && subrange.upperBound <= count, "range \(subrange) out of \(count)")
    let above = suffix(from: subrange.upperBound)
    truncate(to: subrange.lowerBound)
    for entry in newElements { append(entry) }
    for entry in above { append(entry) }
  }

  /// Iterates bottom first.
  /// - Complexity: O(*n*) for the whole iteration, with one allocation.
  public func makeIterator() -> IndexingIterator<[ScreenEntry]> {
    suffix(from: 0).makeIterator()
  }

  public mutating func reserveCapacity(_ n: Int) {}

  /// Removes every screen.
  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    top = nil
  }
}

extension ScreenPath: ExpressibleByArrayLiteral {
  public init(arrayLiteral entries: ScreenEntry...) {
    self.init(entries)
  }
}

extension ScreenPath: Hashable {
  /// Whether both hold equal screens in the same order.
  /// - Complexity: O(*k*) in the screens above the deepest node both share.
  public static func == (lhs: ScreenPath, rhs: ScreenPath) -> Bool {
    guard lhs.count == rhs.count else { return false }
    var left = lhs.top
    var right = rhs.top
    while let l = left, let r = right, l !== r {
      guard l.entry == r.entry else { return false }
      left = l.parent
      right = r.parent
    }
    return true
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    var node = top
    while let current = node {
      hasher.combine(current.entry)
      node = current.parent
    }
  }
}

extension ScreenPath: CustomStringConvertible {
  public var description: String { Array(self).description }
}
