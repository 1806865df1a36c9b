import Testing
import WaypointMVP

/// A reference model of what UIKit does with a batch update (`performBatchUpdates`), from
/// its documentation: deletes and reloads name old positions, inserts new ones, moves go
/// from old to new; everything else keeps its relative order. It asks `new` only what UIKit
/// asks a data source: the counts, the identity of inserted sections, and the content of
/// inserted and reloaded cells.
///
/// It throws where UIKit raises (an index out of range, a position listed twice, a move of
/// a deleted item, counts that do not add up), so a change set that passes is one UIKit
/// accepts, and the result says what the screen would show.
enum BatchUpdateModel {
  struct Rejected: Error, CustomStringConvertible {
    let description: String
  }

  static func apply<Item>(
    _ changes: ListChangeSet, to old: ListSnapshot<Item>, new: ListSnapshot<Item>
  ) throws -> [ListSection<Item>] {
    let oldSections = old.sections
    let newSections = new.sections
    func check(_ condition: Bool, _ message: @autoclosure () -> String) throws {
      if !condition { throw Rejected(description: "\(message()) in \(changes)") }
    }
    func unique<T: Hashable>(_ values: [T]) -> Bool { Set(values).count == values.count }

    // Sections.
    let deletedSections = Set(changes.deletedSections)
    let insertedSections = Set(changes.insertedSections)
    let movedFrom = Set(changes.movedSections.map(\.from))
    try check(unique(changes.deletedSections), "section deleted twice")
    try check(unique(changes.insertedSections), "section inserted twice")
    try check(unique(changes.movedSections.map(\.from)), "section moved twice")
    try check(unique(changes.movedSections.map(\.to)), "two sections moved to one place")
    try check(deletedSections.allSatisfy(oldSections.indices.contains), "deleted section out of range")
    try check(insertedSections.allSatisfy(newSections.indices.contains), "inserted section out of range")
    for move in changes.movedSections {
      try check(
        oldSections.indices.contains(move.from) && newSections.indices.contains(move.to), "bad section move")
      try check(!deletedSections.contains(move.from), "moved a deleted section")
      try check(!insertedSections.contains(move.to), "moved a section onto an inserted one")
    }
    var source = [Int?](repeating: nil, count: newSections.count)
    var fixed = [Bool](repeating: false, count: newSections.count)
    for t in insertedSections { fixed[t] = true }
    for move in changes.movedSections {
      fixed[move.to] = true
      source[move.to] = move.from
    }
    let stayingSections = oldSections.indices.filter {
      !deletedSections.contains($0) && !movedFrom.contains($0)
    }
    let freeSlots = newSections.indices.filter { !fixed[$0] }
    try check(freeSlots.count == stayingSections.count, "section count does not add up")
    for (slot, s) in zip(freeSlots, stayingSections) { source[slot] = s }

    // Items.
    let deleted = Set(changes.deletedItems)
    let inserted = Set(changes.insertedItems)
    let reloaded = Set(changes.reloadedItems)
    let movedOut = Set(changes.movedItems.map(\.from))
    try check(unique(changes.deletedItems), "item deleted twice")
    try check(unique(changes.insertedItems), "item inserted twice")
    try check(unique(changes.reloadedItems), "item reloaded twice")
    try check(unique(changes.movedItems.map(\.from)), "item moved twice")
    try check(unique(changes.movedItems.map(\.to)), "two items moved to one place")
    func existsOld(_ p: ListIndexPath) -> Bool {
      oldSections.indices.contains(p.section) && oldSections[p.section].items.indices.contains(p.item)
        && !deletedSections.contains(p.section)
    }
    func existsNew(_ p: ListIndexPath) -> Bool {
      newSections.indices.contains(p.section) && newSections[p.section].items.indices.contains(p.item)
        && !insertedSections.contains(p.section)
    }
    try check(deleted.allSatisfy(existsOld), "deleted item out of range or in a deleted section")
    try check(reloaded.allSatisfy(existsOld), "reloaded item out of range or in a deleted section")
    try check(movedOut.allSatisfy(existsOld), "moved item out of range or in a deleted section")
    try check(inserted.allSatisfy(existsNew), "inserted item out of range or in an inserted section")
    try check(
      changes.movedItems.allSatisfy { existsNew($0.to) },
      "item moved out of range or into an inserted section")
    try check(deleted.isDisjoint(with: movedOut), "item both deleted and moved")
    try check(
      reloaded.isDisjoint(with: deleted) && reloaded.isDisjoint(with: movedOut),
      "reload of a deleted or moved item")
    try check(inserted.isDisjoint(with: changes.movedItems.map(\.to)), "item both inserted and moved in")

    var result: [ListSection<Item>] = []
    for (t, section) in newSections.enumerated() {
      guard let s = source[t] else {
        result.append(section)  // an inserted section: all its cells come from the data source
        continue
      }
      var slots = [Item?](repeating: nil, count: section.items.count)
      for p in inserted where p.section == t { slots[p.item] = section.items[p.item] }
      for move in changes.movedItems where move.to.section == t {
        slots[move.to.item] = oldSections[move.from.section].items[move.from.item]
      }
      let staying = oldSections[s].items.indices.filter {
        let p = ListIndexPath(item: $0, section: s)
        return !deleted.contains(p) && !movedOut.contains(p)
      }
      let free = slots.indices.filter { slots[$0] == nil }
      try check(free.count == staying.count, "item count of section \(t) does not add up")
      for (slot, i) in zip(free, staying) {
        let reload = reloaded.contains(ListIndexPath(item: i, section: s))
        slots[slot] = reload ? section.items[slot] : oldSections[s].items[i]
      }
      result.append(ListSection(oldSections[s].id, items: slots.map { $0! }))
    }
    return result
  }

  /// Expects `changes`, applied by UIKit's rules to `old`, to show exactly `new`.
  static func expect<Item>(
    _ changes: ListChangeSet, turns old: ListSnapshot<Item>, into new: ListSnapshot<Item>,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    do {
      let shown = try apply(changes, to: old, new: new)
      #expect(
        shown == new.sections, "\(changes) from \(old.sections) shows \(shown)",
        sourceLocation: sourceLocation)
    } catch {
      Issue.record("\(error)\nold: \(old.sections)\nnew: \(new.sections)", sourceLocation: sourceLocation)
    }
  }
}
