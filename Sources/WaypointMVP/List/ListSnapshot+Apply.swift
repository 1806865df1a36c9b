extension ListSnapshot {
  /// Makes this snapshot show `sections`, given as plain values, and returns the difference.
  ///
  /// The same as `apply(try ListSnapshot(sections: sections))`, change set and error alike,
  /// without hashing every identity first: the unchanged start and end of each section are
  /// matched by position, the items between by identity, and only the identities this
  /// snapshot does not already hold are checked for duplicates, among the identities it holds.
  ///
  /// - Returns: The changes from the old content to `sections`: see
  ///   ``ListChangeSet/init(from:to:)``.
  /// - Throws: ``ListError/duplicateSection(_:)`` or ``ListError/duplicateItem(id:)`` for the
  ///   first identity of `sections`, in order, that is not unique; nothing changes then.
  /// - Complexity: O(*n* + *d* log *d*), as the difference: *d* is the number of items between
  ///   the unchanged start and end of each section, and only the items inserted and deleted
  ///   are hashed again (an appended page of *k* items: 2*k* hashes, a look-up and an insertion).
  @inlinable
  @discardableResult
  mutating func apply(sections new: [ListSection<Item>]) throws(ListError) -> ListChangeSet {
    if new.count > 1, Set(new.lazy.map(\.id)).count != new.count {
      try Self.checkIdentities(of: new)
    }
    var matchedTwice = false
    let changes = ListChangeSet(from: sections, placedAt: places, to: new, matchedTwice: &matchedTwice)
    if matchedTwice { try Self.refuse(new) }
    // The identities held, less those of the items that went, plus those of the items that came
    // at their places: an insertion that is already there is a duplicate. A replaced item's
    // identity is taken out and put back; the other items keep the places they had.
    // NB: the places are taken out of the snapshot so that they change in place, not as a copy.
    var held: [Item.ID: ListIndexPath] = [:]
    swap(&held, &places)
    for s in changes.deletedSections {
      for item in sections[s].items { held.removeValue(forKey: item.id) }
    }
    for path in changes.deletedItems { held.removeValue(forKey: sections[path.section].items[path.item].id) }
    var unique = true
    for s in changes.insertedSections {
      for (i, item) in new[s].items.enumerated()
      where held.updateValue(ListIndexPath(item: i, section: s), forKey: item.id) != nil {
        unique = false
      }
    }
    for path in changes.insertedItems
    where held.updateValue(path, forKey: new[path.section].items[path.item].id) != nil {
      unique = false
    }
    guard unique else {
      places = Self.places(of: sections)
      try Self.refuse(new)
    }
    self = ListSnapshot(validated: new, places: held)
    return changes
  }

  /// Throws for the first identity of `sections`, in order, that is not unique, which the
  /// caller found there is.
  @usableFromInline
  static func refuse(_ sections: [ListSection<Item>]) throws(ListError) -> Never {
    try checkIdentities(of: sections)
    preconditionFailure("a repeated identity was found, and then not found")
  }
}
