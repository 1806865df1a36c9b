/// The content of a list at one moment: sections of identifiable items.
///
/// A snapshot is a plain value. Every change is a mutating method that checks its input,
/// changes the snapshot, and returns the ``ListChangeSet`` a table or collection view
/// applies to show it; a change that fails throws a ``ListError`` and leaves the snapshot
/// as it was. ``ListDataSource`` owns one and publishes its changes.
///
/// Identities are unique across the whole snapshot: no two items share an `id`, no two
/// sections share a ``ListSectionID``. That is what lets ``ListChangeSet/init(from:to:)``
/// tell a moved item from a removed one.
///
/// ```swift
/// var list = ListSnapshot<Product>()          // one section, `.main`
/// try list.append(mug)                        // +items [0, 0]
/// try list.append(contentsOf: [pot, cup])     // +items [0, 1] [0, 2]
/// try list.move(from: .init(item: 2, section: 0), to: .init(item: 0, section: 0))
/// ```
public struct ListSnapshot<Item: Identifiable & Equatable>: Equatable {
  /// The sections, top to bottom.
  public internal(set) var sections: [ListSection<Item>]
  /// Every item's identity, with the place the item was given: right when the snapshot is made
  /// and for each item put in or moved by ``move(from:to:)`` since, but not moved along when
  /// items are inserted, removed or moved before it, nor when `apply(sections:)` moves it. A
  /// place is checked before it is used (``indexPath(of:)``, the difference).
  @usableFromInline var places: [Item.ID: ListIndexPath]

  /// An empty list with one section, ``ListSectionID/main``: the shape of a plain table.
  public init() {
    self.sections = [ListSection(.main)]
    self.places = [:]
  }

  /// A list holding `items` in one section, ``ListSectionID/main``.
  ///
  /// ```swift
  /// dataSource.apply(try ListSnapshot(items: response.products))
  /// ```
  ///
  /// - Throws: ``ListError/duplicateItem(id:)`` when two items share an identity.
  /// - Complexity: O(*n*), where *n* is the number of items: one hash of each identity.
  @inlinable
  public init(items: some Sequence<Item>) throws(ListError) {
    try self.init(sections: [ListSection(.main, items: Array(items))])
  }

  /// A list holding `sections`.
  ///
  /// - Throws: ``ListError/duplicateSection(_:)`` or ``ListError/duplicateItem(id:)`` when
  ///   identities are not unique.
  /// - Complexity: O(*n*), where *n* is the number of items: one hash of each identity.
  @inlinable
  public init(sections: [ListSection<Item>]) throws(ListError) {
    // NB: inlinable, like the difference, so that identities are hashed by code specialized for
    // the app's item type: generic, the hashing cost about 1,900 instructions an item. The
    // places are filled whole and counted; the first duplicate, for the error, is looked for
    // only when there is one.
    let places = Self.places(of: sections)
    let count = sections.reduce(0) { $0 + $1.items.count }
    if places.count != count || (sections.count > 1 && Set(sections.lazy.map(\.id)).count != sections.count) {
      try Self.checkIdentities(of: sections)
    }
    self.init(validated: sections, places: places)
  }

  /// The place of each item of `sections`; an identity that repeats is there once, at its last
  /// place.
  @inlinable
  static func places(of sections: [ListSection<Item>]) -> [Item.ID: ListIndexPath] {
    var places = [Item.ID: ListIndexPath](minimumCapacity: sections.reduce(0) { $0 + $1.items.count })
    for (s, section) in sections.enumerated() {
      // NB: by index, reading only the identity: an item taken whole is retained and released.
      let items = section.items
      for i in items.indices { places.updateValue(ListIndexPath(item: i, section: s), forKey: items[i].id) }
    }
    return places
  }

  /// Throws for the first identity of `sections`, in order, that is not unique.
  ///
  /// - Throws: ``ListError/duplicateSection(_:)`` or ``ListError/duplicateItem(id:)``.
  @usableFromInline
  static func checkIdentities(of sections: [ListSection<Item>]) throws(ListError) {
    var sectionIDs = Set<ListSectionID>()
    var ids = Set<Item.ID>()
    for section in sections {
      guard sectionIDs.insert(section.id).inserted else { throw .duplicateSection(section.id) }
      for item in section.items {
        guard ids.insert(item.id).inserted else { throw .duplicateItem(id: "\(item.id)") }
      }
    }
  }

  /// A list of `sections` whose identities are known to be unique; `places` holds their items'.
  @usableFromInline
  init(validated sections: [ListSection<Item>], places: [Item.ID: ListIndexPath]) {
    self.sections = sections
    self.places = places
  }

  /// Snapshots are equal when they show the same sections and items.
  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.sections == rhs.sections
  }
}

extension ListSnapshot: Sendable where Item: Sendable, Item.ID: Sendable {}
