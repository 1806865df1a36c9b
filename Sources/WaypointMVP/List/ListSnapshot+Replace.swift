extension ListSnapshot {
  /// Puts `item` in place of the item at `indexPath`.
  ///
  /// An item with the same identity is reloaded in place; an item with a new identity
  /// takes the place of the old one (a delete and an insert at the same position).
  ///
  /// - Returns: The reloaded position, or the deleted and inserted one.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/itemOutOfRange(_:count:)``,
  ///   ``ListError/duplicateItem(id:)`` when a new identity is already elsewhere in the list.
  /// - Complexity: O(1).
  @discardableResult
  public mutating func replace(_ item: Item, at indexPath: ListIndexPath) throws(ListError) -> ListChangeSet {
    try replace(items: [(item: item, at: indexPath)])
  }

  /// Replaces several items at once, each at its position, in one change set.
  ///
  /// WinkKit's `replace(items:)`. When a position is listed twice, the last item wins.
  ///
  /// - Parameter items: The new items and the positions they take.
  /// - Returns: Reloads for items that kept their identity; a delete and an insert at the
  ///   same position for the others.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/itemOutOfRange(_:count:)``,
  ///   ``ListError/duplicateItem(id:)``; nothing is replaced then.
  /// - Complexity: O(*k*), where *k* is the number of replacements.
  @discardableResult
  public mutating func replace(items: [(item: Item, at: ListIndexPath)]) throws(ListError) -> ListChangeSet {
    var latest: [ListIndexPath: Item] = [:]
    for replacement in items {
      try checkExisting(replacement.at)
      latest[replacement.at] = replacement.item
    }
    // Each new identity must be new to the list or one of those replaced, and appear once.
    let replacedIDs = Set(latest.keys.map { sections[$0.section].items[$0.item].id })
    var newIDs = Set<Item.ID>(minimumCapacity: latest.count)
    for item in latest.values {
      guard places[item.id] == nil || replacedIDs.contains(item.id), newIDs.insert(item.id).inserted else {
        throw .duplicateItem(id: "\(item.id)")
      }
    }
    var reloaded: [ListIndexPath] = []
    var swapped: [ListIndexPath] = []
    for (indexPath, item) in latest {
      let old = sections[indexPath.section].items[indexPath.item]
      if old.id == item.id {
        if old != item { reloaded.append(indexPath) }
      } else {
        swapped.append(indexPath)
      }
      sections[indexPath.section].items[indexPath.item] = item
    }
    for id in replacedIDs { places.removeValue(forKey: id) }
    for (indexPath, item) in latest { places.updateValue(indexPath, forKey: item.id) }
    return ListChangeSet(deletedItems: swapped, insertedItems: swapped, reloadedItems: reloaded)
  }

  /// Replaces the item that has the identity of `item`, wherever it is.
  ///
  /// - Returns: A reload of its position, or an empty change set when no item has that
  ///   identity or the item is unchanged.
  /// - Complexity: O(1) when it is found at its place (see ``indexPath(of:)``); O(*n*)
  ///   otherwise, where *n* is the number of items.
  @discardableResult
  public mutating func replace(_ item: Item) -> ListChangeSet {
    guard let indexPath = indexPath(of: item.id) else { return .empty }
    // NB: cannot throw: the position exists and the identity is the same.
    return (try? replace(item, at: indexPath)) ?? .empty
  }

  /// Replaces the items of `section` with `items`, animating what changed.
  ///
  /// WinkKit's `replaceAll(_:)` reloaded the whole table; this computes the difference, so
  /// kept items stay, moved items move and changed items reload.
  ///
  /// - Parameters:
  ///   - items: The new content of the section.
  ///   - section: The section to fill; the first one by default.
  /// - Returns: The difference between the old and the new content.
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/duplicateItem(id:)``.
  /// - Complexity: O(*n* log *n*), where *n* is the number of items.
  @discardableResult
  public mutating func replaceAll(
    with items: some Sequence<Item>, inSection section: Int = 0
  ) throws(ListError) -> ListChangeSet {
    try checkSection(section)
    var newSections = sections
    newSections[section].items = Array(items)
    return try apply(sections: newSections)
  }
}
