extension ListSnapshot {
  /// Adds `section` after the last one.
  ///
  /// - Returns: The inserted section.
  /// - Throws: ``ListError/duplicateSection(_:)``, ``ListError/duplicateItem(id:)``.
  /// - Complexity: O(*k*), where *k* is the number of items in `section`.
  @discardableResult
  public mutating func appendSection(_ section: ListSection<Item>) throws(ListError) -> ListChangeSet {
    try insertSection(section, at: sections.count)
  }

  /// Inserts `section` at `index`; the sections from there on move down by one.
  ///
  /// - Returns: The inserted section (its items come with it).
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)`` unless `index` is in
  ///   `0...numberOfSections`; ``ListError/duplicateSection(_:)``, ``ListError/duplicateItem(id:)``.
  /// - Complexity: O(*s* + *k*): the sections and the new items.
  @discardableResult
  public mutating func insertSection(
    _ section: ListSection<Item>, at index: Int
  ) throws(ListError) -> ListChangeSet {
    guard (0...sections.count).contains(index) else {
      throw .sectionOutOfRange(section: index, count: sections.count)
    }
    guard !sections.contains(where: { $0.id == section.id }) else { throw .duplicateSection(section.id) }
    try checkNewIdentities(of: section.items)
    for i in section.items.indices {
      places.updateValue(ListIndexPath(item: i, section: index), forKey: section.items[i].id)
    }
    sections.insert(section, at: index)
    return ListChangeSet(insertedSections: [index])
  }

  /// Removes the section at `index` with its items.
  ///
  /// - Returns: The deleted section (its items go with it).
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``.
  /// - Complexity: O(*s* + *k*): the sections and the removed items.
  @discardableResult
  public mutating func removeSection(at index: Int) throws(ListError) -> ListChangeSet {
    try checkSection(index)
    let removed = sections.remove(at: index)
    for item in removed.items { places.removeValue(forKey: item.id) }
    return ListChangeSet(deletedSections: [index])
  }
}
