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
  /// - Complexity: O(*n* + *d* log *d*), where *n* is the number of items and sections in both
  ///   and *d* the number of items between the unchanged start and end of each section. The
  ///   items a section starts and ends with in both lists are matched by position, without
  ///   hashing, so an unchanged list or an appended page costs one pass of comparisons.
  @inlinable
  public init<Item>(from old: ListSnapshot<Item>, to new: ListSnapshot<Item>) {
    // NB: inlinable so that it is specialized for the app's item type in the app's module;
    // generic, it spent half its time looking up type metadata.
    let sections = ListSectionMatch(from: old.sections.map(\.id), to: new.sections.map(\.id))
    var deletedItems: [ListIndexPath] = []
    var insertedItems: [ListIndexPath] = []
    var movedItems: [ListMove<ListIndexPath>] = []
    var reloadedItems: [ListIndexPath] = []

    // 1. The items each section in both lists starts and ends with in both, matched by
    //    position. They keep their place (the longest run that kept its order always holds
    //    them), so only their content is compared. What lies between is matched by identity.
    var oldMiddle = [Range<Int>](repeating: 0..<0, count: old.sections.count)
    var newMiddle = [Range<Int>](repeating: 0..<0, count: new.sections.count)
    for (s, t) in sections.matched {
      let oldItems = old.sections[s].items
      let newItems = new.sections[t].items
      let common = min(oldItems.count, newItems.count)
      var head = 0
      while head < common, oldItems[head].id == newItems[head].id {
        if oldItems[head] != newItems[head] { reloadedItems.append(ListIndexPath(item: head, section: s)) }
        head += 1
      }
      var oldEnd = oldItems.count
      var newEnd = newItems.count
      while oldEnd > head, newEnd > head, oldItems[oldEnd - 1].id == newItems[newEnd - 1].id {
        oldEnd -= 1
        newEnd -= 1
        if oldItems[oldEnd] != newItems[newEnd] {
          reloadedItems.append(ListIndexPath(item: oldEnd, section: s))
        }
      }
      oldMiddle[s] = head..<oldEnd
      newMiddle[t] = head..<newEnd
    }

    // 2. Where each old item between them is: the only hashing of old identities, once each.
    //    Items of deleted sections are left out: they go with their section.
    let middleCount = oldMiddle.reduce(0) { $0 + $1.count }
    var oldSlot = [Item.ID: Int](minimumCapacity: middleCount)
    var oldPaths: [ListIndexPath] = []
    oldPaths.reserveCapacity(middleCount)
    for (s, middle) in oldMiddle.enumerated() {
      let items = old.sections[s].items
      for i in middle {
        oldSlot[items[i].id] = oldPaths.count
        oldPaths.append(ListIndexPath(item: i, section: s))
      }
    }

    // 3. The new items between them, looked up once each: inserted, moved from elsewhere, or
    //    stayers (from the same section), of which the longest run that kept its order stays.
    var carried = [Bool](repeating: false, count: middleCount)
    var stayers: [(old: Int, new: Int, changed: Bool)] = []
    for (s, t) in sections.matched {
      let newItems = new.sections[t].items
      stayers.removeAll(keepingCapacity: true)
      for j in newMiddle[t] {
        let item = newItems[j]
        guard let slot = oldSlot[item.id] else {
          insertedItems.append(ListIndexPath(item: j, section: t))
          continue
        }
        carried[slot] = true
        let from = oldPaths[slot]
        let changed = old.sections[from.section].items[from.item] != item
        if from.section == s {
          stayers.append((from.item, j, changed))
        } else if changed {
          deletedItems.append(from)
          insertedItems.append(ListIndexPath(item: j, section: t))
        } else {
          movedItems.append(ListMove(from: from, to: ListIndexPath(item: j, section: t)))
        }
      }
      let kept = longestIncreasingSubsequence(stayers.map(\.old))
      var nextKept = 0
      for (offset, stayer) in stayers.enumerated() {
        let from = ListIndexPath(item: stayer.old, section: s)
        let to = ListIndexPath(item: stayer.new, section: t)
        if nextKept < kept.count, kept[nextKept] == offset {
          nextKept += 1
          if stayer.changed { reloadedItems.append(from) }
        } else if stayer.changed {
          deletedItems.append(from)
          insertedItems.append(to)
        } else {
          movedItems.append(ListMove(from: from, to: to))
        }
      }
    }

    // 4. Old items between them found in no section in both lists: deleted.
    for slot in oldPaths.indices where !carried[slot] {
      deletedItems.append(oldPaths[slot])
    }

    self.init(
      deletedSections: sections.deleted,
      insertedSections: sections.inserted,
      movedSections: sections.moved,
      deletedItems: deletedItems,
      insertedItems: insertedItems,
      movedItems: movedItems,
      reloadedItems: reloadedItems
    )
  }
}
