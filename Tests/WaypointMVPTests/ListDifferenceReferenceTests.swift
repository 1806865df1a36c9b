import PropertyBased
import Testing
import WaypointMVP
import WaypointTesting

/// The fast difference returns exactly the change sets of the first, plain one
/// (`ListChangeSet.reference(from:to:)`), on small random lists and on long lists changed in a
/// few places, where most items sit in the unchanged start and end of their section.
@Suite("List difference against the reference")
struct ListDifferenceReferenceTests {
  static let seeds = Gen.int(in: 0...1_000_000).array(of: 0...40)
  static let edits = Gen.int(in: 0...1_000_000).array(of: 1...6)

  @Test func differenceOfTwoRandomListsIsTheReferenceOne() async {
    await propertyCheck(count: 500, input: Self.seeds, Self.seeds) { oldSeeds, newSeeds in
      let old = ListSnapshot.random(oldSeeds)
      let new = ListSnapshot.random(newSeeds)
      #expect(ListChangeSet(from: old, to: new) == .reference(from: old, to: new))
      #expect(ListChangeSet(from: new, to: old) == .reference(from: new, to: old))
    }
  }

  @Test func differenceOfALongListChangedInAFewPlacesIsTheReferenceOne() async {
    await propertyCheck(count: 500, input: Gen.int(in: 0...1_000_000), Self.edits) { shape, edits in
      let old = ListSnapshot.long(shape)
      var new = old
      var fresh = 100
      for seed in edits {
        _ = try? ListOperation(seed, fresh: &fresh, in: new).apply(to: &new)
      }
      let changes = ListChangeSet(from: old, to: new)
      #expect(changes == .reference(from: old, to: new))
      BatchUpdateModel.expect(changes, turns: old, into: new)
      // Edited in place, `new` remembers places its edits made wrong: from it, too.
      #expect(ListChangeSet(from: new, to: old) == .reference(from: new, to: old))
    }
  }

  static let cases: [(String, ListSnapshot<Row>, ListSnapshot<Row>)] = [
    ("an empty list stays empty", .of(["a": []]), .of(["a": []])),
    ("an item added at the start", .of(["a": [1, 2, 3]]), .of(["a": [0, 1, 2, 3]])),
    ("an item removed in the middle", .of(["a": [1, 2, 3, 4, 5]]), .of(["a": [1, 2, 4, 5]])),
    (
      "two items swapped between an equal start and end", .of(["a": [1, 2, 3, 4]]), .of(["a": [1, 3, 2, 4]])
    ),
    ("the first item moved last", .of(["a": [1, 2, 3, 4]]), .of(["a": [2, 3, 4, 1]])),
    ("the whole list reversed", .of(["a": [1, 2, 3, 4, 5]]), .of(["a": [5, 4, 3, 2, 1]])),
    (
      "an item from the start of one section to the end of another",
      .of(["a": [1, 2], "b": [3, 4]]), .of(["a": [2], "b": [3, 4, 1]])
    ),
    (
      "equal starts in sections that moved",
      .of(["a": [1, 2, 3], "b": [4, 5]]), .of(["b": [4, 5, 6], "a": [1, 3, 2]])
    ),
    ("items into a section inserted between", .of(["a": [1, 2, 3]]), .of(["a": [1], "b": [2], "c": [3]])),
  ]

  @Test(arguments: cases)
  func differenceIsTheReferenceOne(_ name: String, _ old: ListSnapshot<Row>, _ new: ListSnapshot<Row>) {
    let changes = ListChangeSet(from: old, to: new)
    #expect(changes == .reference(from: old, to: new), "\(name)")
    BatchUpdateModel.expect(changes, turns: old, into: new)
  }

  @Test func changedContentInTheEqualStartAndEndIsReloadedInPlace() throws {
    let old = ListSnapshot.of(["a": [1, 2, 3, 4, 5]])
    let new = try ListSnapshot(sections: [
      ListSection(
        "a", items: [Row(id: 1, version: 1), Row(id: 2), Row(id: 4), Row(id: 3), Row(id: 5, version: 1)])
    ])
    let changes = ListChangeSet(from: old, to: new)
    #expect(
      changes
        == ListChangeSet(
          movedItems: [ListMove(from: .at(0, 3), to: .at(0, 2))], reloadedItems: [.at(0, 0), .at(0, 4)]))
    #expect(changes == .reference(from: old, to: new))
    BatchUpdateModel.expect(changes, turns: old, into: new)
  }
}

extension ListSnapshot where Item == Row {
  /// A long list drawn from `seed`: one to three sections (a, b, c) holding the items 0..<90
  /// in order, split at seeded places, each item at version 0 or 1.
  static func long(_ seed: Int) -> ListSnapshot {
    var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: seed))
    let count = Int.random(in: 0..<90, using: &random)
    let sectionCount = Int.random(in: 1...3, using: &random)
    var sections = (0..<sectionCount).map { ListSection<Row>(ListSectionID(["a", "b", "c"][$0])) }
    for id in 0..<count {
      let section = min(sectionCount - 1, id * sectionCount / max(count, 1))
      sections[section].items.append(Row(id: id, version: Int.random(in: 0...1, using: &random)))
    }
    return try! ListSnapshot(sections: sections)
  }
}
