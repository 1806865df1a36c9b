import Testing
import WaypointMVP

@Suite("List differences")
struct ListChangeSetDifferenceTests {
  static let cases: [(String, ListSnapshot<Row>, ListSnapshot<Row>, ListChangeSet)] = [
    ("nothing changed", .of(["a": [1, 2]]), .of(["a": [1, 2]]), .empty),
    (
      "an item added at the end", .of(["a": [1, 2]]), .of(["a": [1, 2, 3]]),
      ListChangeSet(insertedItems: [.at(0, 2)])
    ),
    (
      "an item removed", .of(["a": [1, 2, 3]]), .of(["a": [1, 3]]), ListChangeSet(deletedItems: [.at(0, 1)])
    ),
    (
      "the last item moved first: one move, not three",
      .of(["a": [1, 2, 3, 4]]), .of(["a": [4, 1, 2, 3]]),
      ListChangeSet(movedItems: [ListMove(from: .at(0, 3), to: .at(0, 0))])
    ),
    (
      "an item moved to another section",
      .of(["a": [1, 2], "b": [3]]), .of(["a": [2], "b": [3, 1]]),
      ListChangeSet(movedItems: [ListMove(from: .at(0, 0), to: .at(1, 1))])
    ),
    (
      "deletes use old indices, inserts new ones",
      .of(["a": [1, 2, 3]]), .of(["a": [4, 2, 5, 6]]),
      ListChangeSet(deletedItems: [.at(0, 0), .at(0, 2)], insertedItems: [.at(0, 0), .at(0, 2), .at(0, 3)])
    ),
    (
      "a section inserted: its items come with it",
      .of(["a": [1]]), .of(["b": [2, 3], "a": [1]]),
      ListChangeSet(insertedSections: [0])
    ),
    (
      "a section deleted: its items go with it",
      .of(["a": [1], "b": [2, 3]]), .of(["b": [2, 3]]),
      ListChangeSet(deletedSections: [0])
    ),
    (
      "sections swapped: one section move, items untouched",
      .of(["a": [1], "b": [2], "c": [3]]), .of(["c": [3], "a": [1], "b": [2]]),
      ListChangeSet(movedSections: [ListMove(from: 2, to: 0)])
    ),
    (
      "an item out of a deleted section is inserted, not moved",
      .of(["a": [1, 2], "b": [3]]), .of(["b": [3, 1]]),
      ListChangeSet(deletedSections: [0], insertedItems: [.at(0, 1)])
    ),
    (
      "an item into an inserted section is deleted, not moved",
      .of(["a": [1, 2]]), .of(["a": [1], "b": [2]]),
      ListChangeSet(insertedSections: [1], deletedItems: [.at(0, 1)])
    ),
  ]

  @Test(arguments: cases)
  func differenceIsTheSmallestBatchUpdate(
    _ name: String, _ old: ListSnapshot<Row>, _ new: ListSnapshot<Row>, _ expected: ListChangeSet
  ) {
    let changes = ListChangeSet(from: old, to: new)
    #expect(changes == expected, "\(name)")
    BatchUpdateModel.expect(changes, turns: old, into: new)
  }

  @Test func changedContentReloadsInPlaceButIsReplacedWhenMoved() throws {
    let old = ListSnapshot.of(["a": [1, 2, 3]])
    let new = try ListSnapshot(sections: [
      ListSection("a", items: [Row(id: 3, version: 1), Row(id: 1), Row(id: 2, version: 1)])
    ])
    let changes = ListChangeSet(from: old, to: new)
    // 1 and 2 keep their order (2 is reloaded); 3 moved and changed: UIKit cannot move and
    // reload one row in the same batch, so it is deleted and inserted.
    #expect(
      changes
        == ListChangeSet(deletedItems: [.at(0, 2)], insertedItems: [.at(0, 0)], reloadedItems: [.at(0, 1)]))
    BatchUpdateModel.expect(changes, turns: old, into: new)
  }

  /// A snapshot remembers where it put each item, and checks before it trusts that: after an
  /// insertion at the top, a move and a section put first, every place it remembered but the
  /// new section's is wrong, and it still finds each item and diffs as one made afresh does.
  @Test func aListChangedInPlaceFindsItsItemsAndDiffsAsOneMadeAfresh() throws {
    var list = ListSnapshot.of(["a": [1, 2, 3, 4], "b": [5, 6]])
    try list.insert(Row(id: 0), at: .at(0, 0))
    try list.move(from: .at(1, 0), to: .at(0, 2))
    try list.insertSection(ListSection("z", items: [Row(id: 7)]), at: 0)
    let afresh = ListSnapshot.of(["z": [7], "a": [0, 1, 5, 2, 3, 4], "b": [6]])
    #expect(list == afresh)
    for (s, section) in afresh.sections.enumerated() {
      for (i, item) in section.items.enumerated() {
        #expect(list.indexPath(of: item.id) == .at(s, i))
      }
    }
    let new = ListSnapshot.of(["a": [4, 3, 0, 2], "b": [6, 1, 8], "z": [7]])
    #expect(ListChangeSet(from: list, to: new) == ListChangeSet(from: afresh, to: new))
    #expect(ListChangeSet(from: list, to: new) == .reference(from: list, to: new))
  }

  /// The places of the first items looked up are right, then one is not (moved along by a
  /// move before it): the difference goes on from a table of the old items, and still matches.
  @Test func aPlaceFoundStaleHalfWayThroughLeavesTheDifferenceRight() throws {
    var list = ListSnapshot.of(["a": [1, 2, 3, 4, 5]])
    try list.move(from: .at(0, 4), to: .at(0, 2))  // 1 2 5 3 4: 5's place is right, 3's and 4's stale
    let new = ListSnapshot.of(["a": [2, 1, 5, 4, 3]])
    #expect(ListChangeSet(from: list, to: new) == .reference(from: list, to: new))
    #expect(ListChangeSet(from: list, to: new) == ListChangeSet(from: .of(["a": [1, 2, 5, 3, 4]]), to: new))
  }

  @Test func applyingADifferenceMakesTheSnapshotsEqual() {
    var list = ListSnapshot.of(["a": [1, 2], "b": [3]])
    let target = ListSnapshot.of(["b": [2, 3], "c": [4]])
    let changes = list.apply(target)
    #expect(list == target)
    #expect(changes == ListChangeSet(from: .of(["a": [1, 2], "b": [3]]), to: target))
  }
}
