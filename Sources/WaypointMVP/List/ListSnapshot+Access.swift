extension ListSnapshot {
  /// The number of sections; what `numberOfSections(in:)` returns.
  public var numberOfSections: Int { sections.count }

  /// The number of items in `section`, or 0 for a section that does not exist; what
  /// `tableView(_:numberOfRowsInSection:)` returns.
  public func numberOfItems(inSection section: Int) -> Int {
    sections.indices.contains(section) ? sections[section].items.count : 0
  }

  /// The number of items in all sections.
  public var numberOfItems: Int { places.count }

  /// Whether the list holds no item (it may still have sections).
  public var isEmpty: Bool { places.isEmpty }

  /// All items, section by section.
  public var allItems: [Item] { sections.flatMap(\.items) }

  /// The item at `indexPath`, or `nil` when there is none; what `cellForRowAt` shows.
  public subscript(indexPath: ListIndexPath) -> Item? {
    guard sections.indices.contains(indexPath.section) else { return nil }
    let items = sections[indexPath.section].items
    return items.indices.contains(indexPath.item) ? items[indexPath.item] : nil
  }

  /// The item at `indexPath`.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)`` or
  ///   ``ListError/itemOutOfRange(_:count:)``.
  public func item(at indexPath: ListIndexPath) throws(ListError) -> Item {
    try checkExisting(indexPath)
    return sections[indexPath.section].items[indexPath.item]
  }

  /// Whether an item with identity `id` is in the list.
  ///
  /// - Complexity: O(1).
  public func contains(id: Item.ID) -> Bool { places[id] != nil }

  /// Where the item with identity `id` is, or `nil`.
  ///
  /// - Complexity: O(1) when the item is where it was put in (by the snapshot's making, an
  ///   insertion or ``move(from:to:)``): nothing inserted, removed or moved before it in its
  ///   section nor a section before its own, and it was not moved by a difference applied from
  ///   plain values since; O(*n*) otherwise, where *n* is the number of items.
  public func indexPath(of id: Item.ID) -> ListIndexPath? {
    guard let place = places[id] else { return nil }
    if self[place]?.id == id { return place }
    for (s, section) in sections.enumerated() {
      if let i = section.items.firstIndex(where: { $0.id == id }) {
        return ListIndexPath(item: i, section: s)
      }
    }
    return nil
  }

  /// The index of the section `id`, or `nil`.
  public func index(ofSection id: ListSectionID) -> Int? {
    sections.firstIndex { $0.id == id }
  }

  /// Traps in debug builds if the snapshot breaks an invariant: section and item identities
  /// unique, the identity index matching the items. Does nothing in release builds. Called
  /// by the tests after every change.
  public func _checkInvariants() {
    #if DEBUG
      precondition(Set(sections.map(\.id)).count == sections.count, "Two sections share an id")
      let all = sections.flatMap { $0.items.map(\.id) }
      precondition(all.count == places.count && Set(all) == Set(places.keys), "Item identities out of sync")
    #endif
  }

  // MARK: Checks shared by the operations

  func checkSection(_ section: Int) throws(ListError) {
    guard sections.indices.contains(section) else {
      throw .sectionOutOfRange(section: section, count: sections.count)
    }
  }

  func checkExisting(_ indexPath: ListIndexPath) throws(ListError) {
    try checkSection(indexPath.section)
    let count = sections[indexPath.section].items.count
    guard (0..<count).contains(indexPath.item) else { throw .itemOutOfRange(indexPath, count: count) }
  }

  /// Throws unless every identity in `items` is new to the list and appears once in `items`.
  ///
  /// The operations check before they change anything, so the snapshot changes in place and a
  /// failed operation leaves it as it was.
  ///
  /// - Complexity: O(*k*), where *k* is the number of items.
  func checkNewIdentities(of items: [Item]) throws(ListError) {
    var seen = Set<Item.ID>(minimumCapacity: items.count)
    for item in items {
      guard places[item.id] == nil, seen.insert(item.id).inserted else {
        throw .duplicateItem(id: "\(item.id)")
      }
    }
  }

  func checkInsertion(_ indexPath: ListIndexPath) throws(ListError) {
    try checkSection(indexPath.section)
    let count = sections[indexPath.section].items.count
    guard (0...count).contains(indexPath.item) else { throw .itemOutOfRange(indexPath, count: count) }
  }
}
