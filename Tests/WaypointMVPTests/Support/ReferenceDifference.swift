import WaypointMVP

// The difference as it was before it was made fast (commit e4039a1), kept word for word as the
// reference the fast one must match exactly: same deletes, inserts, moves and reloads.

extension ListChangeSet {
  /// The change set of the first, plain implementation of ``ListChangeSet/init(from:to:)``.
  static func reference<Item>(from old: ListSnapshot<Item>, to new: ListSnapshot<Item>) -> ListChangeSet {
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
    let keptSectionOffsets = Set(
      referenceLongestIncreasingSubsequence(survivingNew.map { sourceSection[$0]! }))
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
      let kept = Set(referenceLongestIncreasingSubsequence(stayers.map(\.old.item)))
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

    return ListChangeSet(
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

/// The positions in `values` of one longest strictly increasing subsequence (patience sorting).
private func referenceLongestIncreasingSubsequence(_ values: [Int]) -> [Int] {
  // tails[k]: offset of the smallest value ending an increasing run of length k + 1.
  var tails: [Int] = []
  var previous = [Int](repeating: -1, count: values.count)
  for (offset, value) in values.enumerated() {
    var low = 0
    var high = tails.count
    while low < high {
      let middle = (low + high) / 2
      if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
    }
    if low > 0 { previous[offset] = tails[low - 1] }
    if low == tails.count { tails.append(offset) } else { tails[low] = offset }
  }
  var result: [Int] = []
  result.reserveCapacity(tails.count)
  var cursor = tails.last ?? -1
  while cursor >= 0 {
    result.append(cursor)
    cursor = previous[cursor]
  }
  return result.reversed()
}
