/// The items a table or collection view shows, and the batch updates to show their changes.
///
/// A `ListDataSource` owns a ``ListSnapshot`` and is the one place the list changes. Every
/// change returns its ``ListChangeSet`` and hands it to ``onChange``, where the UIKit
/// adapter (or your view) runs one `performBatchUpdates`. The data source already holds the
/// new content when `onChange` runs, as UIKit requires inside the update block.
///
/// The operations are WinkKit's `WKTableViewDataSource` ones, for any number of sections,
/// with out-of-range positions reported as ``ListError`` instead of trapping or being
/// silently ignored. Each operation changes the snapshot in place and costs what the
/// snapshot's documents (appending *k* items is O(*k*) however long the list is); only
/// ``update(_:)``, ``apply(_:)``, ``apply(items:)``, ``apply(sections:)`` and
/// ``replaceAll(with:inSection:)`` compute a difference.
///
/// ```swift
/// let products = ListDataSource<Product>()
/// products.onChange = { changes in view?.apply(changes) }
/// try products.append(contentsOf: page)
/// try products.replace(updated, at: ListIndexPath(item: 0, section: 0))
/// try products.apply(items: fresh)                  // a whole new list, animated
/// ```
@MainActor
public final class ListDataSource<Item: Identifiable & Equatable> {
  /// The content on screen.
  public private(set) var snapshot: ListSnapshot<Item>

  /// Called with every change that is not empty, after ``snapshot`` holds the new content.
  public var onChange: ((ListChangeSet) -> Void)?

  /// A data source showing `snapshot`; by default an empty list with one section.
  public init(_ snapshot: ListSnapshot<Item> = ListSnapshot()) {
    self.snapshot = snapshot
  }

  /// Runs `body` on the snapshot and publishes the change set it returns.
  ///
  /// `body` is one snapshot operation, or several whose change sets it knows how to combine;
  /// it must check before it changes anything, as the operations do, so that the snapshot
  /// changes in place (a copy would copy the whole list) and stays as it was when it throws.
  @usableFromInline
  func perform(
    _ body: (inout ListSnapshot<Item>) throws(ListError) -> ListChangeSet
  ) throws(ListError) -> ListChangeSet {
    let changes = try body(&snapshot)
    if !changes.isEmpty { onChange?(changes) }
    return changes
  }

  /// Makes several changes as one batch update.
  ///
  /// ```swift
  /// try products.update { list in
  ///   try list.remove(at: ListIndexPath(item: 0, section: 0))
  ///   try list.append(newcomer)
  /// }
  /// ```
  ///
  /// - Parameter body: Changes the snapshot; when it throws, nothing changes.
  /// - Returns: The difference between the content before and after `body`.
  /// - Throws: What `body` throws.
  /// - Complexity: O(*n* log *n*) for the difference, plus `body`.
  @inlinable
  @discardableResult
  public func update<Failure: Error>(
    _ body: (inout ListSnapshot<Item>) throws(Failure) -> Void
  ) throws(Failure) -> ListChangeSet {
    var copy = snapshot
    try body(&copy)
    // NB: `apply` on the snapshot cannot throw; it sets it to `copy` and returns the difference.
    return (try? perform { $0.apply(copy) }) ?? .empty
  }

  /// Shows `new`, animating the difference; see ``ListChangeSet/init(from:to:)``.
  ///
  /// - Returns: The difference, as published.
  /// - Complexity: O(*n* log *n*), where *n* is the number of items in both snapshots.
  @inlinable
  @discardableResult
  public func apply(_ new: ListSnapshot<Item>) -> ListChangeSet {
    // NB: inlinable, with the difference, so that both are specialized for the app's item type
    // in the app's module. Cannot throw: `apply` on the snapshot does not.
    (try? perform { $0.apply(new) }) ?? .empty
  }

  /// Shows `items`, given as plain values, in one section, ``ListSectionID/main``, animating the
  /// difference.
  ///
  /// The same as `apply(try ListSnapshot(items: items))`, change set and error alike, at less
  /// cost: see ``apply(sections:)``.
  ///
  /// ```swift
  /// try products.apply(items: response.products)
  /// ```
  ///
  /// - Returns: The difference, as published.
  /// - Throws: ``ListError/duplicateItem(id:)`` when two items share an identity; nothing changes.
  /// - Complexity: O(*n* + *d* log *d*), where *d* is the number of items between the unchanged
  ///   start and end.
  @inlinable
  @discardableResult
  public func apply(items: some Sequence<Item>) throws(ListError) -> ListChangeSet {
    try apply(sections: [ListSection(.main, items: Array(items))])
  }

  /// Shows `sections`, given as plain values, animating the difference.
  ///
  /// The same as `apply(try ListSnapshot(sections: sections))`, change set and error alike,
  /// without hashing every identity first: the items each section starts and ends with, as
  /// before, are matched by position; only the items between are matched by identity; and
  /// only the identities the list does not already hold are checked for duplicates.
  ///
  /// - Returns: The difference, as published.
  /// - Throws: ``ListError/duplicateSection(_:)`` or ``ListError/duplicateItem(id:)`` for the
  ///   first identity, in order, that is not unique; nothing changes and nothing is published.
  /// - Complexity: O(*n* + *d* log *d*), where *d* is the number of items between the unchanged
  ///   start and end of each section; an appended page of *k* items hashes *k* identities twice.
  @inlinable
  @discardableResult
  public func apply(sections: [ListSection<Item>]) throws(ListError) -> ListChangeSet {
    // NB: inlinable, like `apply(_:)`, so that the difference is specialized for the app's item
    // type in the app's module.
    try perform { (list) throws(ListError) in try list.apply(sections: sections) }
  }

  // MARK: Items

  /// See ``ListSnapshot/append(_:toSection:)``.
  @discardableResult
  public func append(_ item: Item, toSection section: Int = 0) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.append(item, toSection: section) }
  }

  /// See ``ListSnapshot/append(contentsOf:toSection:)``.
  @discardableResult
  public func append(
    contentsOf items: some Sequence<Item>, toSection section: Int = 0
  ) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.append(contentsOf: items, toSection: section) }
  }

  /// See ``ListSnapshot/insert(_:at:)``.
  @discardableResult
  public func insert(_ item: Item, at indexPath: ListIndexPath) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.insert(item, at: indexPath) }
  }

  /// See ``ListSnapshot/insert(contentsOf:at:)``.
  @discardableResult
  public func insert(
    contentsOf items: some Sequence<Item>, at indexPath: ListIndexPath
  ) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.insert(contentsOf: items, at: indexPath) }
  }

  /// See ``ListSnapshot/remove(at:)``.
  @discardableResult
  public func remove(at indexPath: ListIndexPath) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.remove(at: indexPath) }
  }

  /// See ``ListSnapshot/remove(_:)``: a no-op when the item is not in the list.
  @discardableResult
  public func remove(_ item: Item) -> ListChangeSet {
    (try? perform { $0.remove(item) }) ?? .empty
  }

  /// See ``ListSnapshot/move(from:to:)``.
  @discardableResult
  public func move(from source: ListIndexPath, to destination: ListIndexPath) throws(ListError)
    -> ListChangeSet
  {
    try perform { (list) throws(ListError) in try list.move(from: source, to: destination) }
  }

  /// See ``ListSnapshot/replace(_:at:)``.
  @discardableResult
  public func replace(_ item: Item, at indexPath: ListIndexPath) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.replace(item, at: indexPath) }
  }

  /// See ``ListSnapshot/replace(items:)``.
  @discardableResult
  public func replace(items: [(item: Item, at: ListIndexPath)]) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.replace(items: items) }
  }

  /// See ``ListSnapshot/replace(_:)``: a no-op when no item has that identity.
  @discardableResult
  public func replace(_ item: Item) -> ListChangeSet {
    (try? perform { $0.replace(item) }) ?? .empty
  }

  /// See ``ListSnapshot/removeAll()``.
  @discardableResult
  public func removeAll() -> ListChangeSet {
    (try? perform { $0.removeAll() }) ?? .empty
  }

  /// See ``ListSnapshot/replaceAll(with:inSection:)``.
  @discardableResult
  public func replaceAll(
    with items: some Sequence<Item>, inSection section: Int = 0
  ) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.replaceAll(with: items, inSection: section) }
  }

  // MARK: Sections

  /// See ``ListSnapshot/appendSection(_:)``.
  @discardableResult
  public func appendSection(_ section: ListSection<Item>) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.appendSection(section) }
  }

  /// See ``ListSnapshot/insertSection(_:at:)``.
  @discardableResult
  public func insertSection(_ section: ListSection<Item>, at index: Int) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.insertSection(section, at: index) }
  }

  /// See ``ListSnapshot/removeSection(at:)``.
  @discardableResult
  public func removeSection(at index: Int) throws(ListError) -> ListChangeSet {
    try perform { (list) throws(ListError) in try list.removeSection(at: index) }
  }
}
