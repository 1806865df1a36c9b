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
    self.init(from: old.sections, placedAt: old.places, to: new.sections, matchedTwice: &matchedTwice)
  }

  /// The difference from `old` to `new`, sections whose identities may repeat in `new` items'
  /// identities (not sections' ones); `matchedTwice` is set, and the result is not to be used,
  /// when two new items between the unchanged start and end of matched sections have the
  /// identity of the same old one. Other repeated identities come out as insertions.
  ///
  /// `places` holds the identity of every old item, each with a place that is checked before it
  /// is used (a ``ListSnapshot``'s).
  @inlinable
  init<Item: Identifiable & Equatable>(
    from old: [ListSection<Item>], placedAt places: [Item.ID: ListIndexPath], to new: [ListSection<Item>],
    matchedTwice: inout Bool
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

    // 2. Each old item between them has a slot, in order: its section's first slot plus its
    //    offset in the middle. Items of deleted sections have none: they go with their section.
    var firstSlot = [Int](repeating: 0, count: old.count)
    var middleCount = 0
    for (s, middle) in oldMiddle.enumerated() {
      firstSlot[s] = middleCount
      middleCount += middle.count
    }

    // Where the old item with a new item's identity is, when it lies between them: the only
    // hashing of identities. The old list's place for it is used when the item is still there;
    // once one is not (items inserted, removed or moved before it since), every old item
    // between them is placed anew, as a table hashed once.
    var stalePlaces = false
    var placedAnew: [Item.ID: ListIndexPath] = [:]
    func oldPlace(of id: Item.ID) -> ListIndexPath? {
      if !stalePlaces {
        guard let place = places[id] else { return nil }
        if old.indices.contains(place.section), old[place.section].items.indices.contains(place.item),
          old[place.section].items[place.item].id == id
        {
          return oldMiddle[place.section].contains(place.item) ? place : nil
        }
        stalePlaces = true
        placedAnew.reserveCapacity(middleCount)
        for (s, middle) in oldMiddle.enumerated() {
          let items = old[s].items
          for i in middle { placedAnew.updateValue(ListIndexPath(item: i, section: s), forKey: items[i].id) }
        }
      }
      return placedAnew[id]
    }

    // 3. The new items between them, looked up once each: inserted, or found in an old
    //    slot. Items from the same section (stayers) keep their place when they are in the
    //    longest run that kept its order; the others move, or are deleted and inserted when
    //    their content changed too. Each slot's fate is kept by slot, and inserts are listed
    //    in new order, so every list comes out sorted.
    // NB: the fates and the second pass replace a sort of the moves, which took a sixth of a
    // shuffle's time.
    var fates = [ListItemFate](repeating: .deleted, count: middleCount)
    var found: [ListIndexPath?] = []
    var moveCount = 0
    var stayers: [Int] = []
    for (s, t) in sections.matched {
      let newItems = new[t].items
      let middle = newMiddle[t]
      found.removeAll(keepingCapacity: true)
      found.reserveCapacity(middle.count)
      stayers.removeAll(keepingCapacity: true)
      for j in middle {
        let from = oldPlace(of: newItems[j].id)
        found.append(from)
        if let from, from.section == s { stayers.append(from.item) }
      }
      let inOrder = longestIncreasingSubsequence(stayers)
      var stayer = 0
      var nextInOrder = 0
      for (j, from) in zip(middle, found) {
        let to = ListIndexPath(item: j, section: t)
        guard let from else {
          insertedItems.append(to)
          continue
        }
        let slot = firstSlot[from.section] + from.item - oldMiddle[from.section].lowerBound
        guard case .deleted = fates[slot] else {
          matchedTwice = true
          self = .empty
          return
        }
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
    var slot = 0
    for (s, middle) in oldMiddle.enumerated() {
      for i in middle {
        let from = ListIndexPath(item: i, section: s)
        switch fates[slot] {
        case .deleted, .replaced: deletedItems.append(from)
        case .reloaded: reloadedItems.append(from)
        case .moved(let to): movedItems.append(ListMove(from: from, to: to))
        case .kept: break
        }
        slot += 1
      }
    }

    self.init(
      sections: sections,
      sortedDeletedItems: deletedItems,
      sortedInsertedItems: insertedItems,
      sortedMovedItems: movedItems,
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
