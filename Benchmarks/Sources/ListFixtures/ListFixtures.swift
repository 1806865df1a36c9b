import WaypointMVP

// The workloads of ListBenchmarks: lists of n items before and after a change, a paged list
// already n items long, and a scroll session. BENCHMARKS.md at the repo root says what each
// benchmark measures.

/// An item as an app lists it: an identity, a version that changes with the content, a title.
package struct BenchItem: Identifiable, Equatable, Sendable {
  package let id: Int
  package var version: Int
  package var title: String

  package init(id: Int, version: Int = 0) {
    self.id = id
    self.version = version
    self.title = "Product number \(id), version \(version)"
  }
}

/// A seeded generator (SplitMix64), so every run draws the same lists.
package struct SplitMix: RandomNumberGenerator {
  var state: UInt64

  package init(_ seed: Int) { state = UInt64(truncatingIfNeeded: seed) }

  package mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

/// A change from one list of items to another.
package enum ListWorkload: String, CaseIterable, Sendable {
  /// 5% of the items deleted, 5% changed (a new version), 2% moved to random places, and 5%
  /// new items inserted at random places.
  case randomMix = "random mix"
  /// The same items in a random order.
  case shuffle
  /// A page of 20 new items after the items already there, which are the same values (what an
  /// app that appends the page to its array of items shows).
  case appendedPage = "appended page"
  /// The same items, as new values (what a refresh from the server returns).
  case noChange = "no change"

  /// The items before (`0..<n`, in order) and after the change. The items after are made
  /// afresh, sharing no storage with those before, except for an appended page.
  package func lists(_ n: Int) -> (old: [BenchItem], new: [BenchItem]) {
    let old = (0..<n).map { BenchItem(id: $0) }
    var random = SplitMix(n)
    switch self {
    case .randomMix:
      // Each item gets a place (its old index if it stays, a random one if it moves or is
      // new); sorting by place gives the new list.
      var placed: [(place: Double, item: BenchItem)] = []
      placed.reserveCapacity(n + n / 20)
      for id in 0..<n {
        switch Int.random(in: 0..<100, using: &random) {
        case 0..<5: continue
        case 5..<10: placed.append((Double(id), BenchItem(id: id, version: 1)))
        case 10..<12: placed.append((Double.random(in: 0..<Double(n), using: &random), BenchItem(id: id)))
        default: placed.append((Double(id), BenchItem(id: id)))
        }
      }
      for id in n..<(n + n / 20) {
        placed.append((Double.random(in: 0..<Double(n), using: &random), BenchItem(id: id)))
      }
      placed.sort { $0.place < $1.place }
      return (old, placed.map(\.item))
    case .shuffle:
      return (old, (0..<n).map { BenchItem(id: $0) }.shuffled(using: &random))
    case .appendedPage:
      return (old, old + (n..<(n + 20)).map { BenchItem(id: $0) })
    case .noChange:
      return (old, (0..<n).map { BenchItem(id: $0) })
    }
  }

  /// The same lists as snapshots of one section.
  package func snapshots(_ n: Int) -> (old: ListSnapshot<BenchItem>, new: ListSnapshot<BenchItem>) {
    let (old, new) = lists(n)
    return (try! ListSnapshot(items: old), try! ListSnapshot(items: new))
  }
}

/// The items of page `page` of a paged list whose first page (0) holds `first` items and every
/// other one `pageSize`.
package func pageItems(_ page: Int, first: Int, pageSize: Int) -> [BenchItem] {
  let start = page == 0 ? 0 : first + (page - 1) * pageSize
  return (start..<(start + (page == 0 ? first : pageSize))).map { BenchItem(id: $0) }
}

/// The old items of a workload in a snapshot, and the new ones as an array, for a data source.
@MainActor
package final class ApplyBench {
  let old: ListSnapshot<BenchItem>
  let new: [BenchItem]
  package private(set) var shownChanges = 0

  package init(_ workload: ListWorkload, _ n: Int) {
    let (old, new) = workload.lists(n)
    self.old = try! ListSnapshot(items: old)
    self.new = new
  }

  /// Gives a data source showing the old items a snapshot of the new array, as a view controller
  /// does when a refresh arrives, between `start` and `stop`. The data source is made before.
  package func apply(measuredBy start: @Sendable () -> Void, _ stop: @Sendable () -> Void) {
    let source = ListDataSource(old)
    source.onChange = { [unowned self] changes in shownChanges += changes.insertedItems.count }
    start()
    source.apply(try! ListSnapshot(items: new))
    stop()
  }
}

/// A data source already holding `count` items, which appends pages of 20 new ones.
@MainActor
package final class AppendBench {
  package let list: ListDataSource<BenchItem>
  let page: [BenchItem]
  package private(set) var shownChanges = 0

  package init(count: Int) {
    list = ListDataSource(try! ListSnapshot(items: (0..<count).map { BenchItem(id: $0) }))
    page = (count..<(count + 20)).map { BenchItem(id: $0) }
    list.onChange = { [unowned self] changes in shownChanges += changes.insertedItems.count }
  }

  /// Appends the page, as a view controller does when its data arrives, between `start` and
  /// `stop`; then removes it again, so that it is appended to the same list next time.
  ///
  /// The measurement starts and stops here, on the main actor, so that the hop to the main
  /// actor is not counted.
  package func appendPage(measuredBy start: @Sendable () -> Void, _ stop: @Sendable () -> Void) {
    start()
    try! list.append(contentsOf: page)
    stop()
    dropLastPage()
  }

  private func dropLastPage() {
    let count = list.snapshot.numberOfItems(inSection: 0)
    for item in stride(from: count - 1, through: count - page.count, by: -1) {
      try! list.remove(at: ListIndexPath(item: item, section: 0))
    }
  }
}

/// A paged list already holding `count` items, idle, that loads pages of `pageSize` at once.
@MainActor
package final class PagingBench {
  package let source: PagedDataSource<BenchItem>
  package let pageSize: Int
  package private(set) var shownChanges = 0

  package init(count: Int, pageSize: Int = 20) async {
    self.pageSize = pageSize
    source = PagedDataSource { page in
      (items: pageItems(page, first: count, pageSize: pageSize), isLastPage: false)
    }
    // A table view reads each change; counting them is the cheapest stand-in.
    source.list.onChange = { [unowned self] changes in shownChanges += changes.insertedItems.count }
    await source.loadNextPage()?.value
    precondition(source.list.snapshot.numberOfItems == count)
  }

  /// Loads one more page, as a scroll to the end does, between `start` and `stop`; then removes
  /// it again, so that the next page is loaded at the same length.
  ///
  /// The measurement starts and stops here, on the main actor, so that the hop to the main
  /// actor is not counted; the loader's own hop off it and back is.
  package func loadPage(measuredBy start: @Sendable () -> Void, _ stop: @Sendable () -> Void) async {
    start()
    await source.loadNextPage()?.value
    stop()
    dropLastPage()
  }

  private func dropLastPage() {
    let count = source.list.snapshot.numberOfItems(inSection: 0)
    for item in stride(from: count - 1, through: count - pageSize, by: -1) {
      try! source.list.remove(at: ListIndexPath(item: item, section: 0))
    }
  }
}

/// A user scrolling a paged list from the top until `rows` rows have come into view: every row
/// is reported as it appears (`willDisplay`), and the next page loads near the end.
///
/// - Returns: The number of items loaded.
@MainActor
package func scrollSession(rows: Int, pageSize: Int = 20) async -> Int {
  let source = PagedDataSource<BenchItem>(threshold: 5) { page in
    (items: pageItems(page, first: pageSize, pageSize: pageSize), isLastPage: false)
  }
  var shown = 0
  source.list.onChange = { changes in shown += changes.insertedItems.count }
  await source.loadNextPage()?.value
  for row in 0..<rows {
    await source.loadNextPageIfNeeded(visibleIndex: row)?.value
  }
  precondition(shown >= rows && source.list.snapshot.numberOfItems >= rows)
  return source.list.snapshot.numberOfItems
}
