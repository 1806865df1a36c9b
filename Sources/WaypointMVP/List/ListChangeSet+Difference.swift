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
    var matchedTwice = false
    self.init(from: old.sections, to: new.sections, matchedTwice: &matchedTwice)
  }

  /// The difference from `old` to `new`, sections whose identities may repeat in `new` items'
  /// identities (not sections' ones); `matchedTwice` is set, and the result is not to be used,
  /// when two new items between the unchanged start and end of matched sections have the
  /// identity of the same old one. Other repeated identities come out as insertions.
  @inlinable
  init<Item: Identifiable & Equatable>(
    from old: [ListSection<Item>], to new: [ListSection<Item>], matchedTwice: inout Bool
  ) {
    // NB: inlinable so that it is specialized for the app's item type in the app's module;
    // generic, it spent half its time looking up type metadata.
    let sections = ListSectionMatch(from: old.map(\.id), to: new.map(\.id))
    var deletedItems: [ListIndexPath] = []
    var insertedItems: [ListIndexPath] = []
    var movedItems: [ListMove<ListIndexPath>] = []
    var reloadedItems: [ListIndexPath] = []

    // 1. The items each section in both lists starts and ends with in both, matched by
    //    position. They keep their place (the longest run that kept its order always holds
    //    them), so only their content is compared. What lies between is matched by identity.
    var oldMiddle = [Range<Int>](repeating: 0..<0, count: old.count)
    var newMiddle = [Range<Int>](repeating: 0..<0, count: new.count)
    for (s, t) in sections.matched {
      let oldItems = old[s].items
      let newItems = new[t].items
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
      let items = old[s].items
      for i in middle {
        oldSlot[items[i].id] = oldPaths.count
        oldPaths.append(ListIndexPath(item: i, section: s))
      }
    }

    // 3. The new items between them, looked up once each: inserted, or found in an old
    //    slot. Items from the same section (stayers) keep their place when they are in the
    //    longest run that kept its order; the others move, or are deleted and inserted when
    //    their content changed too. Each slot's fate is kept by slot, and inserts are listed
    //    in new order, so every list comes out sorted.
    // NB: the fates and the second pass replace a sort of the moves, which took a sixth of a
    // shuffle's time.
    var fates = [ListItemFate](repeating: .deleted, count: middleCount)
    var found: [Int?] = []
    var moveCount = 0
    var stayers: [Int] = []
    for (s, t) in sections.matched {
      let newItems = new[t].items
      let middle = newMiddle[t]
      found.removeAll(keepingCapacity: true)
      found.reserveCapacity(middle.count)
      stayers.removeAll(keepingCapacity: true)
      for j in middle {
        let slot = oldSlot[newItems[j].id]
        found.append(slot)
        if let slot, oldPaths[slot].section == s { stayers.append(oldPaths[slot].item) }
      }
      let inOrder = longestIncreasingSubsequence(stayers)
      var stayer = 0
      var nextInOrder = 0
      for (j, slot) in zip(middle, found) {
        let to = ListIndexPath(item: j, section: t)
        guard let slot else {
          insertedItems.append(to)
          continue
        }
        guard case .deleted = fates[slot] else {
          matchedTwice = true
          self = .empty
          return
        }
        let from = oldPaths[slot]
        let changed = old[from.section].items[from.item] != newItems[j]
        var staysInPlace = false
        if from.section == s {
          staysInPlace = nextInOrder < inOrder.count && inOrder[nextInOrder] == stayer
          if staysInPlace { nextInOrder += 1 }
          stayer += 1
        }
        if staysInPlace {
          fates[slot] = changed ? .reloaded : .kept
        } else if changed {
          fates[slot] = .replaced
          insertedItems.append(to)
        } else {
          fates[slot] = .moved(to: to)
          moveCount += 1
        }
      }
    }

    // 4. The old items between them, in order: deleted when no section in both lists holds
    //    them any more.
    movedItems.reserveCapacity(moveCount)
    for (slot, fate) in fates.enumerated() {
      switch fate {
      case .deleted, .replaced: deletedItems.append(oldPaths[slot])
      case .reloaded: reloadedItems.append(oldPaths[slot])
      case .moved(let to): movedItems.append(ListMove(from: oldPaths[slot], to: to))
      case .kept: break
      }
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

/// What becomes of an old item between the unchanged start and end of its section.
@usableFromInline
enum ListItemFate {
  /// Found in no section in both lists (the default until it is found).
  case deleted
  /// Keeps its place and its content.
  case kept
  /// Keeps its place; its content changed.
  case reloaded
  /// Moves to `to`, in the new list.
  case moved(to: ListIndexPath)
  /// Moves and changed: deleted here and inserted where it goes.
  case replaced
}
