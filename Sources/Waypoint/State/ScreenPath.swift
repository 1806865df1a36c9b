/// The screens pushed on a stack's root, bottom first: a collection like `[ScreenEntry]`, built
/// from array literals and arrays, indexed, appended to and cut like one.
///
/// It keeps its screens in chunks of 32, so a copy shares every chunk but the one it changes.
///
/// ```swift
/// var path: ScreenPath = [ScreenEntry(Shop.catalog)]
/// path.append(ScreenEntry(Shop.product(42)))
/// ```
///
/// - Complexity: reading at an index, `append`, `removeLast` and cutting the top are O(1)
///   (amortised); replacing or inserting below the top is O(*n*); `==` skips the chunks both
///   share.
// NB: a request changes a copy of the state while the state before it is still needed. With a
// plain array, changing the copy copied every screen, one atomic retain and release each: 15 µs
// for 1,000 screens (twice the 10 µs budget of a whole request, BENCHMARKS.md). Chunks share all
// but the changed one.
public struct ScreenPath: Sendable {
  private static let chunkSize = 32
  /// Full chunks, then the last one (never empty); no chunks when the path is empty.
  private var chunks: [[ScreenEntry]] = []

  /// An empty path.
  public init() {}

  /// A path of `entries`, bottom first.
  public init(_ entries: some Sequence<ScreenEntry>) {
    append(contentsOf: entries)
  }

  /// The number of screens.
  public var count: Int {
    guard let last = chunks.last else { return 0 }
    return (chunks.count - 1) * Self.chunkSize + last.count
  }

  /// The top screen, if any.
  public var last: ScreenEntry? { chunks.last?.last }

  /// Pushes `entry` on top.
  /// - Complexity: O(1), amortised.
  public mutating func append(_ entry: ScreenEntry) {
    if let last = chunks.indices.last, chunks[last].count < Self.chunkSize {
      chunks[last].append(entry)
    } else {
      chunks.append([entry])
    }
  }

  /// Removes and returns the top screen, or `nil` when the path is empty.
  /// - Complexity: O(1).
  public mutating func popLast() -> ScreenEntry? {
    guard let last = chunks.indices.last else { return nil }
    let entry = chunks[last].removeLast()
    if chunks[last].isEmpty { chunks.removeLast() }
    return entry
  }

  /// Whether a screen of the path has the identity `id`.
  /// - Complexity: O(*n*).
  // NB: over each chunk's array, not the path's iterator, which went through the chunks one
  // screen at a time: a push at depth 1,000 looks for its screen's identity in the whole tree.
  func contains(id: ScreenID) -> Bool {
    chunks.contains { chunk in chunk.contains { $0.id == id } }
  }

  /// Keeps the bottom `newCount` screens.
  private mutating func truncate(to newCount: Int) {
    guard newCount < count else { return }
    let full = newCount / Self.chunkSize
    let rest = newCount % Self.chunkSize
    chunks.removeSubrange((rest == 0 ? full : full + 1)...)
    if rest > 0 { chunks[full].removeSubrange(rest...) }
  }

  /// How many bottom screens `self` and `other` have in common (equal screens at equal
  /// positions); chunks both share count at once.
  func commonPrefixCount(with other: ScreenPath) -> Int {
    var common = 0
    for (mine, theirs) in zip(chunks, other.chunks) {
      // NB: `==` on two arrays sharing a buffer answers without looking at the screens.
      if mine == theirs {
        common += mine.count
        if mine.count < Self.chunkSize { break }
        continue
      }
      for (left, right) in zip(mine, theirs) {
        guard left == right else { return common }
        common += 1
      }
      break
    }
    return common
  }
}

extension ScreenPath: RandomAccessCollection, MutableCollection, RangeReplaceableCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { count }
  public var isEmpty: Bool { chunks.isEmpty }

  /// The screen at `index`, counted from the bottom.
  public subscript(index: Int) -> ScreenEntry {
    get {
      precondition(index >= 0 && index < count, "index \(index) out of a ScreenPath of \(count)")
      return chunks[index / Self.chunkSize][index % Self.chunkSize]
    }
    set {
      precondition(index >= 0 && index < count, "index \(index) out of a ScreenPath of \(count)")
      chunks[index / Self.chunkSize][index % Self.chunkSize] = newValue
    }
  }

  public mutating func replaceSubrange(_ subrange: Range<Int>, with newElements: some Collection<ScreenEntry>)
  {
    precondition(
      subrange.lowerBound >= 0 && subrange.upperBound <= count, "range \(subrange) out of \(count)")
    let above = Array(self[subrange.upperBound...])
    truncate(to: subrange.lowerBound)
    append(contentsOf: newElements)
    append(contentsOf: above)
  }

  public mutating func append(contentsOf newElements: some Sequence<ScreenEntry>) {
    for entry in newElements { append(entry) }
  }

  @discardableResult
  public mutating func removeLast() -> ScreenEntry {
    guard let entry = popLast() else { preconditionFailure("removeLast() on an empty ScreenPath") }
    return entry
  }

  public mutating func removeLast(_ k: Int) {
    precondition(k >= 0 && k <= count, "removeLast(\(k)) on a ScreenPath of \(count)")
    truncate(to: count - k)
  }

  public mutating func removeAll(keepingCapacity keepCapacity: Bool = false) {
    chunks.removeAll()
  }

  public mutating func reserveCapacity(_ n: Int) {}

  /// Iterates bottom first, chunk by chunk.
  public func makeIterator() -> Iterator {
    Iterator(chunks: chunks.makeIterator())
  }

  /// Walks a path's screens bottom first.
  public struct Iterator: IteratorProtocol {
    var chunks: IndexingIterator<[[ScreenEntry]]>
    var chunk: IndexingIterator<[ScreenEntry]>?

    public mutating func next() -> ScreenEntry? {
      while true {
        if let entry = chunk?.next() { return entry }
        guard let next = chunks.next() else { return nil }
        chunk = next.makeIterator()
      }
    }
  }
}

extension ScreenPath: ExpressibleByArrayLiteral {
  public init(arrayLiteral entries: ScreenEntry...) {
    self.init(entries)
  }
}

extension ScreenPath: Hashable {
  /// Whether both hold equal screens in the same order; chunks both share compare at once.
  public static func == (lhs: ScreenPath, rhs: ScreenPath) -> Bool {
    lhs.count == rhs.count && lhs.commonPrefixCount(with: rhs) == lhs.count
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for entry in self { hasher.combine(entry) }
  }
}

extension ScreenPath: CustomStringConvertible {
  public var description: String { Array(self).description }
}
