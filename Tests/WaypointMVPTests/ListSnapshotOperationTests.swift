import Testing
import WaypointMVP

/// One operation on a list, what it returns and what it leaves.
struct OperationCase: Sendable, CustomTestStringConvertible {
  let name: String
  let start: ListSnapshot<Row>
  let operation: @Sendable (inout ListSnapshot<Row>) throws -> ListChangeSet
  let changes: ListChangeSet
  let end: ListSnapshot<Row>

  var testDescription: String { name }
}

@Suite("List operations")
struct ListSnapshotOperationTests {
  static let ab: ListSnapshot<Row> = .of(["a": [1, 2, 3], "b": [4, 5]])

  static let cases: [OperationCase] = [
    OperationCase(
      name: "append adds at the end of the first section",
      start: .of(["main": [1]]), operation: { try $0.append(Row(id: 2)) },
      changes: ListChangeSet(insertedItems: [.at(0, 1)]), end: .of(["main": [1, 2]])),
    OperationCase(
      name: "append to another section",
      start: ab, operation: { try $0.append(Row(id: 6), toSection: 1) },
      changes: ListChangeSet(insertedItems: [.at(1, 2)]), end: .of(["a": [1, 2, 3], "b": [4, 5, 6]])),
    OperationCase(
      name: "append contents of",
      start: ab, operation: { try $0.append(contentsOf: [Row(id: 6), Row(id: 7)]) },
      changes: ListChangeSet(insertedItems: [.at(0, 3), .at(0, 4)]),
      end: .of(["a": [1, 2, 3, 6, 7], "b": [4, 5]])),
    OperationCase(
      name: "insert in the middle",
      start: ab, operation: { try $0.insert(Row(id: 9), at: .at(0, 1)) },
      changes: ListChangeSet(insertedItems: [.at(0, 1)]), end: .of(["a": [1, 9, 2, 3], "b": [4, 5]])),
    OperationCase(
      name: "insert contents of at the start",
      start: ab, operation: { try $0.insert(contentsOf: [Row(id: 8), Row(id: 9)], at: .at(1, 0)) },
      changes: ListChangeSet(insertedItems: [.at(1, 0), .at(1, 1)]),
      end: .of(["a": [1, 2, 3], "b": [8, 9, 4, 5]])),
    OperationCase(
      name: "remove at an index",
      start: ab, operation: { try $0.remove(at: .at(0, 1)) },
      changes: ListChangeSet(deletedItems: [.at(0, 1)]), end: .of(["a": [1, 3], "b": [4, 5]])),
    OperationCase(
      name: "remove an item by identity",
      start: ab, operation: { $0.remove(Row(id: 5, version: 7)) },
      changes: ListChangeSet(deletedItems: [.at(1, 1)]), end: .of(["a": [1, 2, 3], "b": [4]])),
    OperationCase(
      name: "remove an item that is not there changes nothing",
      start: ab, operation: { $0.remove(Row(id: 42)) },
      changes: .empty, end: ab),
    OperationCase(
      name: "move down within a section: the destination is the index after the move",
      start: ab, operation: { try $0.move(from: .at(0, 0), to: .at(0, 2)) },
      changes: ListChangeSet(movedItems: [ListMove(from: .at(0, 0), to: .at(0, 2))]),
      end: .of(["a": [2, 3, 1], "b": [4, 5]])),
    OperationCase(
      name: "move across sections",
      start: ab, operation: { try $0.move(from: .at(1, 1), to: .at(0, 0)) },
      changes: ListChangeSet(movedItems: [ListMove(from: .at(1, 1), to: .at(0, 0))]),
      end: .of(["a": [5, 1, 2, 3], "b": [4]])),
    OperationCase(
      name: "move to the same place changes nothing",
      start: ab, operation: { try $0.move(from: .at(0, 1), to: .at(0, 1)) },
      changes: .empty, end: ab),
    OperationCase(
      name: "replace with the same identity reloads",
      start: ab, operation: { try $0.replace(Row(id: 2, version: 1), at: .at(0, 1)) },
      changes: ListChangeSet(reloadedItems: [.at(0, 1)]),
      end: try! ListSnapshot(sections: [
        ListSection("a", items: [Row(id: 1), Row(id: 2, version: 1), Row(id: 3)]),
        ListSection("b", items: [Row(id: 4), Row(id: 5)]),
      ])),
    OperationCase(
      name: "replace with a new identity deletes and inserts in place",
      start: ab, operation: { try $0.replace(Row(id: 9), at: .at(1, 0)) },
      changes: ListChangeSet(deletedItems: [.at(1, 0)], insertedItems: [.at(1, 0)]),
      end: .of(["a": [1, 2, 3], "b": [9, 5]])),
    OperationCase(
      name: "replace by identity finds the item",
      start: ab, operation: { $0.replace(Row(id: 4, version: 2)) },
      changes: ListChangeSet(reloadedItems: [.at(1, 0)]),
      end: try! ListSnapshot(sections: [
        ListSection("a", items: [Row(id: 1), Row(id: 2), Row(id: 3)]),
        ListSection("b", items: [Row(id: 4, version: 2), Row(id: 5)]),
      ])),
    OperationCase(
      name: "batch replace: one reload, one swap of identity",
      start: ab,
      operation: {
        try $0.replace(items: [
          (item: Row(id: 1, version: 1), at: .at(0, 0)), (item: Row(id: 7), at: .at(1, 1)),
        ])
      },
      changes: ListChangeSet(
        deletedItems: [.at(1, 1)], insertedItems: [.at(1, 1)], reloadedItems: [.at(0, 0)]),
      end: try! ListSnapshot(sections: [
        ListSection("a", items: [Row(id: 1, version: 1), Row(id: 2), Row(id: 3)]),
        ListSection("b", items: [Row(id: 4), Row(id: 7)]),
      ])),
    OperationCase(
      name: "batch replace may exchange two identities",
      start: ab,
      operation: {
        try $0.replace(items: [(item: Row(id: 2), at: .at(0, 0)), (item: Row(id: 1), at: .at(0, 1))])
      },
      changes: ListChangeSet(deletedItems: [.at(0, 0), .at(0, 1)], insertedItems: [.at(0, 0), .at(0, 1)]),
      end: .of(["a": [2, 1, 3], "b": [4, 5]])),
    OperationCase(
      name: "remove all keeps the sections",
      start: ab, operation: { $0.removeAll() },
      changes: ListChangeSet(deletedItems: [.at(0, 0), .at(0, 1), .at(0, 2), .at(1, 0), .at(1, 1)]),
      end: .of(["a": [], "b": []])),
    OperationCase(
      name: "replace all animates the difference",
      start: ab, operation: { try $0.replaceAll(with: [Row(id: 3), Row(id: 1), Row(id: 6)]) },
      changes: ListChangeSet(
        deletedItems: [.at(0, 1)], insertedItems: [.at(0, 2)],
        movedItems: [ListMove(from: .at(0, 2), to: .at(0, 0))]),
      end: .of(["a": [3, 1, 6], "b": [4, 5]])),
    OperationCase(
      name: "append a section",
      start: ab, operation: { try $0.appendSection(ListSection("c", items: [Row(id: 6)])) },
      changes: ListChangeSet(insertedSections: [2]), end: .of(["a": [1, 2, 3], "b": [4, 5], "c": [6]])),
    OperationCase(
      name: "insert a section first",
      start: ab, operation: { try $0.insertSection(ListSection("c"), at: 0) },
      changes: ListChangeSet(insertedSections: [0]), end: .of(["c": [], "a": [1, 2, 3], "b": [4, 5]])),
    OperationCase(
      name: "remove a section with its items",
      start: ab, operation: { try $0.removeSection(at: 0) },
      changes: ListChangeSet(deletedSections: [0]), end: .of(["b": [4, 5]])),
  ]

  @Test(arguments: cases)
  func operationReturnsItsBatchUpdate(_ test: OperationCase) throws {
    var list = test.start
    let changes = try test.operation(&list)
    list._checkInvariants()
    #expect(changes == test.changes)
    #expect(list == test.end)
    BatchUpdateModel.expect(changes, turns: test.start, into: list)
  }

  static let failures: [(String, @Sendable (inout ListSnapshot<Row>) throws -> ListChangeSet, ListError)] = [
    (
      "append to a missing section", { try $0.append(Row(id: 9), toSection: 2) },
      .sectionOutOfRange(section: 2, count: 2)
    ),
    ("append a duplicate", { try $0.append(Row(id: 4)) }, .duplicateItem(id: "4")),
    (
      "append duplicates within the batch", { try $0.append(contentsOf: [Row(id: 8), Row(id: 8)]) },
      .duplicateItem(id: "8")
    ),
    (
      "insert past the end", { try $0.insert(Row(id: 9), at: .at(1, 3)) },
      .itemOutOfRange(.at(1, 3), count: 2)
    ),
    (
      "insert at a negative index", { try $0.insert(Row(id: 9), at: .at(0, -1)) },
      .itemOutOfRange(.at(0, -1), count: 3)
    ),
    ("remove at the end index", { try $0.remove(at: .at(0, 3)) }, .itemOutOfRange(.at(0, 3), count: 3)),
    (
      "remove in a negative section", { try $0.remove(at: .at(-1, 0)) },
      .sectionOutOfRange(section: -1, count: 2)
    ),
    (
      "move from nowhere", { try $0.move(from: .at(1, 2), to: .at(0, 0)) },
      .itemOutOfRange(.at(1, 2), count: 2)
    ),
    (
      "move past the end of the section", { try $0.move(from: .at(0, 0), to: .at(0, 3)) },
      .itemOutOfRange(.at(0, 3), count: 2)
    ),
    (
      "move to a missing section", { try $0.move(from: .at(0, 0), to: .at(5, 0)) },
      .sectionOutOfRange(section: 5, count: 2)
    ),
    (
      "replace at a missing index", { try $0.replace(Row(id: 1), at: .at(1, 5)) },
      .itemOutOfRange(.at(1, 5), count: 2)
    ),
    (
      "replace with an identity used elsewhere", { try $0.replace(Row(id: 4), at: .at(0, 0)) },
      .duplicateItem(id: "4")
    ),
    (
      "batch replace with one bad index changes nothing",
      {
        try $0.replace(items: [
          (item: Row(id: 1, version: 1), at: .at(0, 0)), (item: Row(id: 9), at: .at(3, 0)),
        ])
      },
      .sectionOutOfRange(section: 3, count: 2)
    ),
    (
      "replace all in a missing section", { try $0.replaceAll(with: [], inSection: 2) },
      .sectionOutOfRange(section: 2, count: 2)
    ),
    (
      "replace all with an identity of another section", { try $0.replaceAll(with: [Row(id: 4)]) },
      .duplicateItem(id: "4")
    ),
    (
      "batch replace giving two positions one new identity",
      { try $0.replace(items: [(item: Row(id: 9), at: .at(0, 0)), (item: Row(id: 9), at: .at(0, 1))]) },
      .duplicateItem(id: "9")
    ),
    (
      "batch replace with the identity of an item it does not replace",
      {
        try $0.replace(items: [
          (item: Row(id: 2, version: 1), at: .at(0, 1)), (item: Row(id: 4), at: .at(0, 0)),
        ])
      },
      .duplicateItem(id: "4")
    ),
    ("append a section twice", { try $0.appendSection(ListSection("a")) }, .duplicateSection("a")),
    (
      "insert a section with duplicates within it",
      { try $0.insertSection(ListSection("c", items: [Row(id: 8), Row(id: 8)]), at: 2) },
      .duplicateItem(id: "8")
    ),
    (
      "insert a section past the end", { try $0.insertSection(ListSection("c"), at: 3) },
      .sectionOutOfRange(section: 3, count: 2)
    ),
    (
      "insert a section with a used identity",
      { try $0.insertSection(ListSection("c", items: [Row(id: 1)]), at: 0) }, .duplicateItem(id: "1")
    ),
    ("remove a missing section", { try $0.removeSection(at: 2) }, .sectionOutOfRange(section: 2, count: 2)),
  ]

  @Test(arguments: failures)
  func outOfRangeIsATypedErrorAndChangesNothing(
    _ name: String, _ operation: @Sendable (inout ListSnapshot<Row>) throws -> ListChangeSet,
    _ expected: ListError
  ) {
    var list = Self.ab
    #expect(throws: expected, "\(name)") { try operation(&list) }
    #expect(list == Self.ab)
    list._checkInvariants()
  }

  @Test func snapshotsRejectDuplicateIdentities() {
    #expect(throws: ListError.duplicateItem(id: "1")) {
      try ListSnapshot(sections: [
        ListSection("a", items: [Row(id: 1)]), ListSection("b", items: [Row(id: 1)]),
      ])
    }
    #expect(throws: ListError.duplicateSection("a")) {
      try ListSnapshot<Row>(sections: [ListSection("a"), ListSection("a")])
    }
  }

  @Test func readingIsTotal() throws {
    let list = Self.ab
    #expect(list.numberOfSections == 2)
    #expect(list.numberOfItems(inSection: 1) == 2)
    #expect(list.numberOfItems(inSection: 7) == 0)
    #expect(list.numberOfItems == 5)
    #expect(list[.at(1, 1)] == Row(id: 5))
    #expect(list[.at(1, 2)] == nil)
    #expect(list[.at(-1, 0)] == nil)
    #expect(try list.item(at: .at(0, 2)) == Row(id: 3))
    #expect(throws: ListError.itemOutOfRange(.at(0, 3), count: 3)) { try list.item(at: .at(0, 3)) }
    #expect(list.indexPath(of: 4) == .at(1, 0))
    #expect(list.indexPath(of: 42) == nil)
    #expect(list.index(ofSection: "b") == 1)
    #expect(list.allItems.map(\.id) == [1, 2, 3, 4, 5])
    #expect(ListSnapshot<Row>().sections == [ListSection(.main)])
  }
}
