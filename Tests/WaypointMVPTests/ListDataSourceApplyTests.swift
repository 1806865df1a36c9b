import Foundation
import PropertyBased
import Testing
import WaypointMVP
import WaypointTesting

/// `ListDataSource.apply(items:)` and `apply(sections:)`: plain values in, the change set and the
/// error of `apply(try ListSnapshot(…))` out, with only the identities the list does not hold
/// hashed.
@MainActor
@Suite("List data source from plain arrays")
struct ListDataSourceApplyTests {
  @Test func applyFromPlainArraysChecksOnlyIdentitiesItDoesNotHold() throws {
    let old = (0..<100).map { Counted(id: $0) }
    let page = (100..<110).map { Counted(id: $0) }
    let source = ListDataSource(try ListSnapshot(items: old))
    CountedID.hashes.reset()
    let changes = try source.apply(items: old + page)
    // Each of the ten new identities is looked for among the old items between the unchanged
    // start and end (none) and put in with its place; none of the hundred it holds is hashed.
    #expect(CountedID.hashes.count <= 20)
    #expect(changes.insertedItems == (100..<110).map { .at(0, $0) })
    #expect(changes.deletedItems.isEmpty && changes.movedItems.isEmpty && changes.reloadedItems.isEmpty)
    #expect(source.snapshot == (try ListSnapshot(items: old + page)))
    source.snapshot._checkInvariants()
    // The identities it now holds are checked as held: one of them again is refused.
    #expect(throws: ListError.duplicateItem(id: "105")) { try source.apply(items: old + page + [page[5]]) }
  }

  /// A list made from a snapshot knows where each item is: a shuffle hashes each identity at most
  /// once, to find it at its place. Once its places went stale (the shuffle moved the items and
  /// kept their old places), the next difference hashes each identity twice, as before places
  /// were kept, and one look-up more; it is still right, and each item is still found.
  @Test func aShuffleFindsEachItemAtItsPlaceUntilThePlacesGoStale() throws {
    let items = (0..<100).map { Counted(id: $0) }
    var random = SeededGenerator(seed: 7)
    let source = ListDataSource(try ListSnapshot(items: items))
    CountedID.hashes.reset()
    let shuffled = items.shuffled(using: &random)
    try source.apply(items: shuffled)
    #expect(CountedID.hashes.count <= 100)
    CountedID.hashes.reset()
    let changes = try source.apply(items: items)
    #expect(CountedID.hashes.count <= 201)
    #expect(
      changes == .reference(from: try ListSnapshot(items: shuffled), to: try ListSnapshot(items: items)))
    try source.apply(items: shuffled)
    for (i, item) in shuffled.enumerated() { #expect(source.snapshot.indexPath(of: item.id) == .at(0, i)) }
  }

  @Test func aDuplicateAmongNewItemsIsRefusedAndNothingIsApplied() throws {
    let source = ListDataSource(ListSnapshot.of(["main": [1, 2, 3]]))
    var published: [ListChangeSet] = []
    source.onChange = { published.append($0) }
    let refusals: [(new: [Int], duplicate: String)] = [
      ([1, 4, 2, 4], "4"),  // two new items
      ([1, 2, 3, 2], "2"),  // an item the list holds, in its unchanged start and again after it
      ([3, 1, 3], "3"),  // an item the list holds, twice between the unchanged start and end
      ([5, 1, 6, 5, 2, 3], "5"),  // a new item twice around an unchanged end
    ]
    for (new, duplicate) in refusals {
      #expect(throws: ListError.duplicateItem(id: duplicate)) {
        try source.apply(items: new.map { Row(id: $0) })
      }
    }
    #expect(throws: ListError.duplicateSection("a")) {
      try source.apply(sections: [ListSection("a"), ListSection("a")])
    }
    #expect(published.isEmpty)
    #expect(source.snapshot == .of(["main": [1, 2, 3]]))
    source.snapshot._checkInvariants()
    // Nothing was left half done: the list still takes a change, and holds what it shows.
    let changes = try source.apply(items: [3, 2, 1, 4].map { Row(id: $0) })
    #expect(published == [changes])
    #expect(source.snapshot == .of(["main": [3, 2, 1, 4]]))
    source.snapshot._checkInvariants()
    #expect(throws: ListError.duplicateItem(id: "4")) { try source.apply(items: [4, 4].map { Row(id: $0) }) }
  }

  @Test func applyFromPlainArraysIsApplyOfASnapshot() async {
    let seeds = Gen.int(in: 0...1_000_000).array(of: 0...40)
    await propertyCheck(count: 500, input: seeds, seeds) { oldSeeds, newSeeds in
      let old = ListSnapshot.random(oldSeeds)
      let new = Self.sections(newSeeds)
      let plain = ListDataSource(old)
      let viaSnapshot = ListDataSource(old)
      let expected = Result { () throws(ListError) in viaSnapshot.apply(try ListSnapshot(sections: new)) }
      let result = Result { () throws(ListError) in try plain.apply(sections: new) }
      #expect(result == expected)
      #expect(plain.snapshot == viaSnapshot.snapshot)
      plain.snapshot._checkInvariants()
      // Then back: the items that stayed still have the places they had before.
      let back = Result { () throws(ListError) in try plain.apply(sections: old.sections) }
      #expect(back == .success(.reference(from: viaSnapshot.snapshot, to: old)))
      #expect(plain.snapshot == old)
    }
  }

  /// Up to four sections (named a–d, a name drawn again now and then) holding items drawn from
  /// 0..<12, an identity drawn again now and then: sometimes a list `ListSnapshot` refuses.
  static func sections(_ seeds: [Int]) -> [ListSection<Row>] {
    var seeds = seeds.makeIterator()
    func next(_ bound: Int) -> Int { (seeds.next() ?? 0) % bound }
    let names: [ListSectionID] = ["a", "b", "c", "d"]
    var sections = (0..<next(5)).map { _ in ListSection<Row>(names[next(4)]) }
    var fresh = Array(0..<12)
    for i in fresh.indices.reversed() { fresh.swapAt(i, next(i + 1)) }
    for id in fresh {
      let slot = next(6)
      guard slot < sections.count else { continue }
      // NB: one item in twenty-five repeats an identity drawn before.
      let repeated = next(25) == 0 ? sections[slot].items.last?.id : nil
      sections[slot].items.append(Row(id: repeated ?? id, version: next(3)))
    }
    return sections
  }
}

/// An identity that counts how often it is hashed.
struct CountedID: Hashable, Sendable, CustomStringConvertible {
  static let hashes = HashCount()
  let value: Int

  var description: String { "\(value)" }

  func hash(into hasher: inout Hasher) {
    Self.hashes.add()
    hasher.combine(value)
  }
}

/// An item whose identity counts its hashes.
struct Counted: Identifiable, Equatable, Sendable {
  let id: CountedID

  init(id: Int) { self.id = CountedID(value: id) }
}

/// A count behind a lock, for hashes made on any thread.
final class HashCount: @unchecked Sendable {
  private let lock = NSLock()
  private var value = 0

  var count: Int { lock.withLock { value } }
  func add() { lock.withLock { value += 1 } }
  func reset() { lock.withLock { value = 0 } }
}
