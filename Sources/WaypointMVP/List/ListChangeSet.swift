/// The changes between two states of a list, in the form a table or collection view
/// applies as one batch update.
///
/// A change set is exactly what `UITableView.performBatchUpdates(_:)` and
/// `UICollectionView.performBatchUpdates(_:)` expect inside their update block, with UIKit's
/// index convention:
///
/// | Field              | Indices refer to                      |
/// |--------------------|---------------------------------------|
/// | `deletedSections`  | the **old** list (before the update)  |
/// | `insertedSections` | the **new** list (after the update)   |
/// | `movedSections`    | `from` in the old list, `to` in the new |
/// | `deletedItems`     | the **old** list                      |
/// | `insertedItems`    | the **new** list                      |
/// | `movedItems`       | `from` in the old list, `to` in the new |
/// | `reloadedItems`    | the **old** list                      |
///
/// An item that is neither deleted, moved nor inserted keeps its place relative to the
/// other such items of its section; with the inserted and moved-in items at their new
/// indices, that fixes the whole new list. A reloaded item stays where that rule puts it
/// and only has its content refreshed.
///
/// Change sets never contain combinations UIKit rejects:
/// - no item is both moved and reloaded (a moved item whose content changed is deleted and
///   inserted instead);
/// - nothing is listed for the items of a deleted or inserted section (they go and come
///   with their section), and no item moves out of a deleted section or into an inserted
///   one (that is a delete plus an insert);
/// - no index appears twice in the same field.
///
/// Every array is sorted ascending, so equal changes compare equal.
///
/// ```swift
/// dataSource.onChange = { changes in
///   tableView.performBatchUpdates {
///     tableView.deleteSections(IndexSet(changes.deletedSections), with: .automatic)
///     tableView.insertSections(IndexSet(changes.insertedSections), with: .automatic)
///     for move in changes.movedSections { tableView.moveSection(move.from, toSection: move.to) }
///     tableView.deleteRows(at: changes.deletedItems.map(IndexPath.init), with: .automatic)
///     tableView.insertRows(at: changes.insertedItems.map(IndexPath.init), with: .automatic)
///     for move in changes.movedItems { tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
///     tableView.reloadRows(at: changes.reloadedItems.map(IndexPath.init), with: .automatic)
///   }
/// }
/// ```
public struct ListChangeSet: Hashable, Sendable, CustomStringConvertible {
  /// Sections removed, by their index in the old list.
  public var deletedSections: [Int]
  /// Sections added, by their index in the new list.
  public var insertedSections: [Int]
  /// Sections that changed place, from their old index to their new one.
  public var movedSections: [ListMove<Int>]
  /// Items removed, by their position in the old list.
  public var deletedItems: [ListIndexPath]
  /// Items added, by their position in the new list.
  public var insertedItems: [ListIndexPath]
  /// Items that changed place, from their old position to their new one.
  public var movedItems: [ListMove<ListIndexPath>]
  /// Items whose content changed in place, by their position in the old list.
  public var reloadedItems: [ListIndexPath]

  /// A change set; every field defaults to empty. Arrays are sorted ascending.
  public init(
    deletedSections: [Int] = [],
    insertedSections: [Int] = [],
    movedSections: [ListMove<Int>] = [],
    deletedItems: [ListIndexPath] = [],
    insertedItems: [ListIndexPath] = [],
    movedItems: [ListMove<ListIndexPath>] = [],
    reloadedItems: [ListIndexPath] = []
  ) {
    self.deletedSections = deletedSections.sorted()
    self.insertedSections = insertedSections.sorted()
    self.movedSections = movedSections.sorted()
    self.deletedItems = deletedItems.sorted()
    self.insertedItems = insertedItems.sorted()
    self.movedItems = movedItems.sorted()
    self.reloadedItems = reloadedItems.sorted()
  }

  /// A change set whose item deletions, insertions and moves come already sorted, as the
  /// difference lists them; the other arrays are sorted here.
  // NB: sorting the already sorted arrays again was about 2% of a shuffle's difference.
  @usableFromInline
  init(
    sections: ListSectionMatch,
    sortedDeletedItems deletedItems: [ListIndexPath],
    sortedInsertedItems insertedItems: [ListIndexPath],
    sortedMovedItems movedItems: [ListMove<ListIndexPath>],
    reloadedItems: [ListIndexPath]
  ) {
    assert(deletedItems == deletedItems.sorted() && insertedItems == insertedItems.sorted())
    assert(movedItems == movedItems.sorted())
    self.deletedSections = sections.deleted
    self.insertedSections = sections.inserted
    self.movedSections = sections.moved.sorted()
    self.deletedItems = deletedItems
    self.insertedItems = insertedItems
    self.movedItems = movedItems
    self.reloadedItems = reloadedItems.sorted()
  }

  /// No change at all.
  public static let empty = ListChangeSet()

  /// Whether the change set changes nothing; a view can skip the batch update.
  public var isEmpty: Bool { self == .empty }

  public var description: String {
    var parts: [String] = []
    func add<T>(_ sign: String, _ what: String, _ values: [T]) {
      if !values.isEmpty { parts.append("\(sign)\(what) \(values.map { "\($0)" }.joined(separator: " "))") }
    }
    add("-", "sections", deletedSections)
    add("+", "sections", insertedSections)
    add("~", "sections", movedSections)
    add("-", "items", deletedItems)
    add("+", "items", insertedItems)
    add("~", "items", movedItems)
    add("*", "items", reloadedItems)
    return parts.isEmpty ? "no changes" : parts.joined(separator: ", ")
  }
}

/// A move inside a batch update: `from` is an index in the old list, `to` in the new one.
public struct ListMove<Index: Comparable & Hashable & Sendable>: Hashable, Sendable, Comparable,
  CustomStringConvertible
{
  /// Where the element was, in the old list.
  public var from: Index
  /// Where the element is, in the new list.
  public var to: Index

  /// A move from `from` (old list) to `to` (new list).
  public init(from: Index, to: Index) {
    self.from = from
    self.to = to
  }

  /// Orders by source, then destination.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    lhs.from < rhs.from || (lhs.from == rhs.from && lhs.to < rhs.to)
  }

  public var description: String { "\(from)→\(to)" }
}
