extension ListChangeSet {
  /// The batch update that turns `old` into `new`, matching items and sections by identity.
  ///
  /// - A section only in `old` is deleted, only in `new` inserted; sections in both keep
  ///   their place when they are in the longest run that kept its order, and move otherwise.
  /// - An item only in `old` is deleted, only in `new` inserted. An item in both keeps its
  ///   place in the same way within its section (reloaded if its content changed), moves
  ///   otherwise (also across sections), and is deleted and inserted instead of moved when
  ///   its content changed or one of its sections is deleted or inserted.
  ///
  /// The result satisfies the index convention and the rules in ``ListChangeSet``.
  ///
  /// ```swift
  /// let changes = ListChangeSet(from: before, to: after)
  /// ```
  ///
  /// - Parameters:
  ///   - old: The list on screen.
  ///   - new: The list to show.
  /// - Complexity: O(*n* log *n*), where *n* is the number of items and sections in both.
  public init<Item>(from old: ListSnapshot<Item>, to new: ListSnapshot<Item>) {
    // Sections.
    let oldSectionIndex = Dictionary(
      uniqueKeysWithValues: old.sections.enumerated().map { ($0.element.id, $0.offset) })
    let newSectionIndex = Dictionary(
      uniqueKeysWithValues: new.sections.enumerated().map { ($0.element.id, $0.offset) })
    let deletedSections = old.sections.indices.filter { newSectionIndex[old.sections[$0].id] == nil }
    let insertedSections = new.sections.indices.filter { oldSectionIndex[new.sections[$0].id] == nil }
    // For each new section that existed before: its old index.
    var sourceSection = [Int?](repeating: nil, count: new.sections.count)
    var survivingNew: [Int] = []
    for (t, section) in new.sections.enumerated() {
      if let s = oldSectionIndex[section.id] {
        sourceSection[t] = s
        survivingNew.append(t)
      }
    }
    let keptSectionOffsets = Set(longestIncreasingSubsequence(survivingNew.map { sourceSection[$0]! }))
    var movedSections: [ListMove<Int>] = []
    for (offset, t) in survivingNew.enumerated() where !keptSectionOffsets.contains(offset) {
      movedSections.append(ListMove(from: sourceSection[t]!, to: t))
    }

    // Items. Old positions of items whose old section survives.
    var oldPosition: [Item.ID: ListIndexPath] = [:]
    for (s, section) in old.sections.enumerated() where newSectionIndex[section.id] != nil {
      for (i, item) in section.items.enumerated() {
        oldPosition[item.id] = ListIndexPath(item: i, section: s)
      }
    }
    var deletedItems: [ListIndexPath] = []
    var insertedItems: [ListIndexPath] = []
    var movedItems: [ListMove<ListIndexPath>] = []
    var reloadedItems: [ListIndexPath] = []
    var carried = Set<Item.ID>()  // items present in both, outside deleted/inserted sections

    for t in new.sections.indices {
      guard let s = sourceSection[t] else { continue }  // inserted section: items come with it
      var stayers: [(old: ListIndexPath, new: ListIndexPath, changed: Bool)] = []
      for (j, item) in new.sections[t].items.enumerated() {
        let target = ListIndexPath(item: j, section: t)
        guard let from = oldPosition[item.id] else {
          insertedItems.append(target)
          continue
        }
        carried.insert(item.id)
        let changed = old.sections[from.section].items[from.item] != item
        if from.section == s {
          stayers.append((from, target, changed))
        } else if changed {
          deletedItems.append(from)
          insertedItems.append(target)
        } else {
          movedItems.append(ListMove(from: from, to: target))
        }
      }
      let kept = Set(longestIncreasingSubsequence(stayers.map(\.old.item)))
      for (offset, stayer) in stayers.enumerated() {
        if kept.contains(offset) {
          if stayer.changed { reloadedItems.append(stayer.old) }
        } else if stayer.changed {
          deletedItems.append(stayer.old)
          insertedItems.append(stayer.new)
        } else {
          movedItems.append(ListMove(from: stayer.old, to: stayer.new))
        }
      }
    }
    for (id, position) in oldPosition where !carried.contains(id) {
      deletedItems.append(position)
    }

    self.init(
      deletedSections: deletedSections,
      insertedSections: insertedSections,
      movedSections: movedSections,
      deletedItems: deletedItems,
      insertedItems: insertedItems,
      movedItems: movedItems,
      reloadedItems: reloadedItems
    )
  }
}
