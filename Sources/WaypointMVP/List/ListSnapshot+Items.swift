extension ListSnapshot {
  /// Adds `item` at the end of `section`.
  ///
  /// WinkKit's `add(_:)`.
  ///
  /// - Parameters:
  ///   - item: The item to add; its identity must not be in the list yet.
  ///   - section: The section to add to; the first one by default.
  /// - Returns: The inserted position.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/duplicateItem(id:)``.
  /// - Complexity: Amortised O(1).
  @discardableResult
  public mutating func append(_ item: Item, toSection section: Int = 0) throws(ListError) -> ListChangeSet {
    try append(contentsOf: CollectionOfOne(item), toSection: section)
  }

  /// Adds `items`, in order, at the end of `section`.
  ///
  /// - Parameters:
  ///   - items: The items to add; their identities must be new and distinct.
  ///   - section: The section to add to; the first one by default.
  /// - Returns: The inserted positions.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/duplicateItem(id:)``;
  ///   nothing is added then.
  /// - Complexity: O(*k*), where *k* is the number of added items.
  @discardableResult
  public mutating func append(
    contentsOf items: some Sequence<Item>, toSection section: Int = 0
  ) throws(ListError) -> ListChangeSet {
    try checkSection(section)
    return try insert(
      contentsOf: items, at: ListIndexPath(item: sections[section].items.count, section: section))
  }

  /// Inserts `item` at `indexPath`; the items from there on move down by one.
  ///
  /// - Parameters:
  ///   - item: The item to insert; its identity must not be in the list yet.
  ///   - indexPath: Where the item will be; `item` may equal the section's count (the end).
  /// - Returns: The inserted position.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``,
  ///   ``ListError/itemOutOfRange(_:count:)``, ``ListError/duplicateItem(id:)``.
  /// - Complexity: O(*m*), where *m* is the number of items in the section.
  @discardableResult
  public mutating func insert(_ item: Item, at indexPath: ListIndexPath) throws(ListError) -> ListChangeSet {
    try insert(contentsOf: CollectionOfOne(item), at: indexPath)
  }

  /// Inserts `items`, in order, starting at `indexPath`.
  ///
  /// - Returns: The inserted positions.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``,
  ///   ``ListError/itemOutOfRange(_:count:)``, ``ListError/duplicateItem(id:)``; nothing is
  ///   inserted then.
  /// - Complexity: O(*m* + *k*): the section's items and the inserted ones.
  @discardableResult
  public mutating func insert(
    contentsOf items: some Sequence<Item>, at indexPath: ListIndexPath
  ) throws(ListError) -> ListChangeSet {
    try checkInsertion(indexPath)
    let newItems = Array(items)
    try checkNewIdentities(of: newItems)
    // NB: by index: `enumerated()` in this generic code allocated once an item.
    for offset in newItems.indices {
      places.updateValue(
        ListIndexPath(item: indexPath.item + offset, section: indexPath.section), forKey: newItems[offset].id)
    }
    sections[indexPath.section].items.insert(contentsOf: newItems, at: indexPath.item)
    let inserted = newItems.indices.map {
      ListIndexPath(item: indexPath.item + $0, section: indexPath.section)
    }
    return ListChangeSet(insertedItems: inserted)
  }

  /// Removes the item at `indexPath`; the items after it move up by one.
  ///
  /// - Returns: The deleted position.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/itemOutOfRange(_:count:)``.
  /// - Complexity: O(*m*), where *m* is the number of items in the section.
  @discardableResult
  public mutating func remove(at indexPath: ListIndexPath) throws(ListError) -> ListChangeSet {
    try checkExisting(indexPath)
    let removed = sections[indexPath.section].items.remove(at: indexPath.item)
    places.removeValue(forKey: removed.id)
    return ListChangeSet(deletedItems: [indexPath])
  }

  /// Removes the item with the identity of `item`, wherever it is.
  ///
  /// Like WinkKit's `remove(_:)`, removing an item that is not in the list is a no-op.
  ///
  /// - Returns: The deleted position, or an empty change set when the item was not there.
  /// - Complexity: O(*m*), where *m* is the number of items in its section, when it is found at
  ///   its place (see ``indexPath(of:)``); O(*n*) otherwise, where *n* is the number of items.
  @discardableResult
  public mutating func remove(_ item: Item) -> ListChangeSet {
    guard let indexPath = indexPath(of: item.id) else { return .empty }
    sections[indexPath.section].items.remove(at: indexPath.item)
    places.removeValue(forKey: item.id)
    return ListChangeSet(deletedItems: [indexPath])
  }

  /// Moves the item at `source` so that it ends up at `destination`.
  ///
  /// As in `UITableView.moveRow(at:to:)`, `destination` is the item's position after the
  /// move; it may be in another section.
  ///
  /// - Returns: The move, or an empty change set when `source == destination`.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/itemOutOfRange(_:count:)``.
  /// - Complexity: O(*m*), where *m* is the number of items in the sections involved.
  @discardableResult
  public mutating func move(
    from source: ListIndexPath, to destination: ListIndexPath
  ) throws(ListError) -> ListChangeSet {
    try checkExisting(source)
    try checkSection(destination.section)
    let countAfterRemoval =
      sections[destination.section].items.count - (source.section == destination.section ? 1 : 0)
    guard (0...countAfterRemoval).contains(destination.item) else {
      throw .itemOutOfRange(destination, count: countAfterRemoval)
    }
    guard source != destination else { return .empty }
    let item = sections[source.section].items.remove(at: source.item)
    sections[destination.section].items.insert(item, at: destination.item)
    places.updateValue(destination, forKey: item.id)
    return ListChangeSet(movedItems: [ListMove(from: source, to: destination)])
  }

  /// Removes every item; the sections stay.
  ///
  /// WinkKit's `removeAllItems()`.
  ///
  /// - Returns: Every old position, deleted.
  /// - Complexity: O(*n*), where *n* is the number of items.
  @discardableResult
  public mutating func removeAll() -> ListChangeSet {
    var deleted: [ListIndexPath] = []
    deleted.reserveCapacity(places.count)
    for (s, section) in sections.enumerated() {
      deleted += section.items.indices.map { ListIndexPath(item: $0, section: s) }
      sections[s].items.removeAll()
    }
    places.removeAll()
    return ListChangeSet(deletedItems: deleted)
  }

  /// Makes this snapshot equal to `new`.
  ///
  /// - Returns: The changes from the old content to `new`: see ``ListChangeSet/init(from:to:)``.
  /// - Complexity: O(*n* log *n*), where *n* is the number of items in both snapshots.
  @inlinable
  @discardableResult
  public mutating func apply(_ new: ListSnapshot) -> ListChangeSet {
    let changes = ListChangeSet(from: self, to: new)
    self = new
    return changes
  }
}
