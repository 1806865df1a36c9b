import PropertyBased
import Testing
import WaypointMVP

/// What a UIKit list adapter does with each change: one batch that UIKit accepts, with changed
/// rows reconfigured where they now are; or a full reload off screen or when the batch would be
/// refused, instead of UIKit's "Invalid update" crash.
@Suite("List batch updates")
struct ListBatchUpdateTests {
  @Test func offScreenTheListIsReloaded() {
    let old = ListSnapshot.of(["a": [1, 2]])
    let new = ListSnapshot.of(["a": [1, 2, 3]])
    let update = ListBatchUpdate(
      from: old, to: new, changes: ListChangeSet(from: old, to: new), onScreen: false)
    #expect(update == .reloadData(reason: nil))
  }

  @Test func changedRowsAreReconfiguredWhereTheyNowAre() throws {
    var new = ListSnapshot.of(["a": [1, 2, 3]])
    let old = new
    _ = try new.insert(Row(id: 9), at: .at(0, 0))
    _ = try new.replace(Row(id: 3, version: 1), at: .at(0, 3))
    let changes = ListChangeSet(from: old, to: new)
    #expect(changes.reloadedItems == [.at(0, 2)])  // the old position
    guard
      case .batch(let batch, let reconfigure) = ListBatchUpdate(
        from: old, to: new, changes: changes, onScreen: true)
    else {
      Issue.record("a valid change was not a batch")
      return
    }
    #expect(batch.reloadedItems.isEmpty)
    #expect(reconfigure == [.at(0, 3)])  // the new position
  }

  /// Whatever the change, the batch UIKit runs and the reconfigured rows show the new list.
  @Test func theBatchAndTheReconfiguredRowsShowTheNewList() async {
    await propertyCheck(count: 300, input: ListPropertyTests.seeds, ListPropertyTests.seeds) {
      oldSeeds, newSeeds in
      let old = ListSnapshot.random(oldSeeds)
      let new = ListSnapshot.random(newSeeds)
      let update = ListBatchUpdate(
        from: old, to: new, changes: ListChangeSet(from: old, to: new), onScreen: true)
      guard case .batch(let batch, let reconfigure) = update else {
        Issue.record("\(update) for a difference UIKit accepts")
        return
      }
      do {
        var shown = try BatchUpdateModel.apply(batch, to: old, new: new)
        for path in reconfigure {
          shown[path.section].items[path.item] = new.sections[path.section].items[path.item]
        }
        #expect(shown == new.sections)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test(arguments: [
    (ListChangeSet(insertedItems: [.at(0, 0)]), "section 0 would have 3 rows, and has 2"),
    (ListChangeSet(deletedItems: [.at(0, 5)]), "a row is out of range or both deleted and moved or reloaded"),
    (
      ListChangeSet(deletedItems: [.at(0, 0)], reloadedItems: [.at(0, 0)]),
      "a row is out of range or both deleted and moved or reloaded"
    ),
    (ListChangeSet(insertedItems: [.at(0, 0), .at(0, 0)]), "a position is listed twice"),
    (ListChangeSet(insertedSections: [1]), "the sections do not add up: 1 before, 1 after"),
  ])
  func aBatchUIKitWouldRefuseIsAReloadThatSaysWhy(changes: ListChangeSet, reason: String) {
    let list = ListSnapshot.of(["a": [1, 2]])
    #expect(
      ListBatchUpdate(from: list, to: list, changes: changes, onScreen: true) == .reloadData(reason: reason))
  }

  // Source: UITableView.h:434 ("If possible, avoid calling -reloadData while there are uncommitted
  // updates"), UITableView.h:437 and UICollectionView.h:421 (a reload discards drop placeholders).
  @Test func aReloadWaitsWhileTheUserReordersOrDrops() {
    let list = ListSnapshot.of(["a": [1, 2]])
    let refused = ListChangeSet(insertedItems: [.at(0, 0)])
    #expect(
      ListBatchUpdate(from: list, to: list, changes: refused, onScreen: true, hasUncommittedUpdates: true)
        == .reloadLater(reason: "section 0 would have 3 rows, and has 2"))
    // A batch UIKit accepts still runs: it does not cancel the user's drag.
    let new = ListSnapshot.of(["a": [1, 2, 3]])
    let update = ListBatchUpdate(
      from: list, to: new, changes: ListChangeSet(from: list, to: new), onScreen: true,
      hasUncommittedUpdates: true)
    #expect(update == .batch(ListChangeSet(insertedItems: [.at(0, 2)]), reconfigure: []))
  }

  @Test func whileAReloadWaitsEveryChangeIsFoldedIntoIt() {
    let shown = ListSnapshot.of(["a": [1, 2]])
    let new = ListSnapshot.of(["a": [1, 2, 3]])
    // The changes are from the list before them, not from what the view shows: only a reload fits.
    let changes = ListChangeSet(insertedItems: [.at(0, 2)])
    #expect(
      ListBatchUpdate(
        from: shown, to: new, changes: changes, onScreen: true, hasUncommittedUpdates: true,
        reloadIsWaiting: true) == .reloadLater(reason: nil))
    #expect(
      ListBatchUpdate(from: shown, to: new, changes: .empty, onScreen: true, reloadIsWaiting: true)
        == .reloadData(reason: nil))
  }

  @Test func offScreenNothingWaits() {
    let list = ListSnapshot.of(["a": [1, 2]])
    let update = ListBatchUpdate(
      from: list, to: list, changes: ListChangeSet(insertedItems: [.at(0, 0)]), onScreen: false,
      hasUncommittedUpdates: true, reloadIsWaiting: true)
    #expect(update == .reloadData(reason: nil))
  }
}
