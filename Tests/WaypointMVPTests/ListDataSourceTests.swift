import Testing
import WaypointMVP

@MainActor
@Suite("List data source")
struct ListDataSourceTests {
  /// A data source whose published changes are recorded and replayed by UIKit's rules.
  @MainActor
  final class Mirror {
    let source: ListDataSource<Row>
    var published: [ListChangeSet] = []
    private var shown: ListSnapshot<Row>

    init(_ snapshot: ListSnapshot<Row>) {
      source = ListDataSource(snapshot)
      shown = snapshot
      source.onChange = { [unowned self] changes in
        published.append(changes)
        BatchUpdateModel.expect(changes, turns: shown, into: source.snapshot)
        shown = source.snapshot
      }
    }
  }

  @Test func everyChangeIsReturnedAndPublishedOnce() throws {
    let mirror = Mirror(.of(["main": [1, 2]]))
    let list = mirror.source
    let returned = [
      try list.append(Row(id: 3)),
      try list.insert(Row(id: 0), at: .at(0, 0)),
      try list.move(from: .at(0, 3), to: .at(0, 0)),
      try list.replace(Row(id: 1, version: 1), at: .at(0, 2)),
      list.remove(Row(id: 2)),
      try list.appendSection(ListSection("more", items: [Row(id: 9)])),
      list.removeAll(),
    ]
    #expect(mirror.published == returned)
    #expect(list.snapshot == .of(["main": [], "more": []]))
  }

  @Test func emptyChangesAreNotPublished() throws {
    let mirror = Mirror(.of(["main": [1, 2]]))
    #expect(mirror.source.remove(Row(id: 42)).isEmpty)
    #expect(try mirror.source.move(from: .at(0, 1), to: .at(0, 1)).isEmpty)
    #expect(mirror.source.replace(Row(id: 1)).isEmpty)
    #expect(mirror.published.isEmpty)
  }

  @Test func aFailedChangePublishesNothingAndChangesNothing() {
    let mirror = Mirror(.of(["main": [1, 2]]))
    #expect(throws: ListError.itemOutOfRange(.at(0, 5), count: 2)) { try mirror.source.remove(at: .at(0, 5)) }
    #expect(throws: ListError.duplicateItem(id: "2")) { try mirror.source.append(Row(id: 2)) }
    #expect(mirror.published.isEmpty)
    #expect(mirror.source.snapshot == .of(["main": [1, 2]]))
  }

  @Test func aSnapshotReadEarlierKeepsItsContentAfterChanges() throws {
    let list = ListDataSource(ListSnapshot.of(["main": [1, 2]]))
    let before = list.snapshot
    try list.append(contentsOf: [Row(id: 3), Row(id: 4)])
    try list.insert(Row(id: 0), at: .at(0, 0))
    try list.remove(at: .at(0, 1))
    try list.replace(items: [(item: Row(id: 2, version: 1), at: .at(0, 1))])
    #expect(before == .of(["main": [1, 2]]))
    before._checkInvariants()
    #expect(list.snapshot.allItems == [Row(id: 0), Row(id: 2, version: 1), Row(id: 3), Row(id: 4)])
    list.snapshot._checkInvariants()
  }

  @Test func updateMakesSeveralChangesInOneBatch() throws {
    let mirror = Mirror(.of(["main": [1, 2, 3]]))
    let changes = try mirror.source.update { list in
      try list.remove(at: .at(0, 0))
      try list.append(Row(id: 4))
      try list.move(from: .at(0, 2), to: .at(0, 0))
    }
    #expect(mirror.published == [changes])
    #expect(mirror.source.snapshot == .of(["main": [4, 2, 3]]))
  }

  @Test func updateThatThrowsChangesNothing() {
    let mirror = Mirror(.of(["main": [1, 2, 3]]))
    #expect(throws: ListError.sectionOutOfRange(section: 3, count: 1)) {
      try mirror.source.update { list in
        try list.remove(at: .at(0, 0))
        try list.append(Row(id: 4), toSection: 3)
      }
    }
    #expect(mirror.published.isEmpty)
    #expect(mirror.source.snapshot == .of(["main": [1, 2, 3]]))
  }

  @Test func applyAndReplaceAllAnimateTheDifference() throws {
    let mirror = Mirror(.of(["main": [1, 2, 3]]))
    try mirror.source.replaceAll(with: [Row(id: 3), Row(id: 2), Row(id: 5)])
    mirror.source.apply(.of(["top": [7], "main": [2, 3]]))
    try mirror.source.replace(items: [(item: Row(id: 7, version: 1), at: .at(0, 0))])
    #expect(mirror.published.count == 3)
    #expect(mirror.published.last == ListChangeSet(reloadedItems: [.at(0, 0)]))
  }
}
