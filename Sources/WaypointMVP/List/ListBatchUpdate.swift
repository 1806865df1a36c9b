/// How a table or collection view shows one change of its list: one `performBatchUpdates`,
/// then the changed cells reconfigured where they now are; or `reloadData()` when the view is
/// off screen (nothing to animate) or when UIKit would refuse the batch.
///
/// A reload that would cancel what the user is doing (reordering rows, or a drop whose
/// placeholder is on screen: the view's `hasUncommittedUpdates`) waits: the view keeps the rows
/// it shows, and the changes that follow are folded into the one reload, made once the user is
/// done.
///
/// The UIKit adapters only carry this out; the decision is here, tested on Linux.
///
/// ```swift
/// switch ListBatchUpdate(
///   from: shown, to: data.snapshot, changes: changes, onScreen: isOnScreen,
///   hasUncommittedUpdates: tableView.hasUncommittedUpdates, reloadIsWaiting: isReloadWaiting)
/// {
/// case .batch(let batch, let reconfigure): …   // performBatchUpdates, then reconfigureRows(at:)
/// case .reloadData(let reason): …              // reloadData(), logging the reason if any
/// case .reloadLater(let reason): …             // keep `shown`, look again later
/// }
/// ```
public enum ListBatchUpdate: Hashable, Sendable {
  /// Deletes, inserts and moves in one batch (no reloads: they are reconfigured after it, at
  /// these new positions, which keeps each cell instead of replacing it).
  case batch(ListChangeSet, reconfigure: [ListIndexPath])
  /// The whole list again; `reason` says why the batch would be refused, `nil` when the view
  /// is simply off screen.
  case reloadData(reason: String?)
  /// The whole list again, but not yet: the user is reordering or dropping rows, which a reload
  /// would cancel. The view keeps showing `old`; ask again later, with `reloadIsWaiting`.
  case reloadLater(reason: String?)

  /// The update that turns a view showing `old` into one showing `new` by `changes`.
  ///
  /// - Parameters:
  ///   - old: The rows the view shows.
  ///   - new: The list now.
  ///   - changes: What turned the list before `changes` into `new`; when `reloadIsWaiting`,
  ///     that list is not `old`, and only a reload can catch up.
  ///   - onScreen: Whether the view is in a window.
  ///   - hasUncommittedUpdates: Whether the user is reordering rows or dropping into the view
  ///     (`UITableView.hasUncommittedUpdates`): a reload now would cancel that.
  ///   - reloadIsWaiting: Whether an earlier update was ``reloadLater(reason:)``.
  public init<Item>(
    from old: ListSnapshot<Item>, to new: ListSnapshot<Item>, changes: ListChangeSet, onScreen: Bool,
    hasUncommittedUpdates: Bool = false, reloadIsWaiting: Bool = false
  ) {
    func reload(_ reason: String?) -> Self {
      onScreen && hasUncommittedUpdates ? .reloadLater(reason: reason) : .reloadData(reason: reason)
    }
    guard onScreen, !reloadIsWaiting else {
      self = reload(nil)
      return
    }
    let counts = (old.sections.map(\.items.count), new.sections.map(\.items.count))
    if let problem = changes.batchUpdateViolation(from: counts.0, to: counts.1) {
      self = reload(problem)
      return
    }
    let reconfigure = changes.reloadedItems.compactMap { old[$0].flatMap { new.indexPath(of: $0.id) } }
    var batch = changes
    batch.reloadedItems = []
    self = .batch(batch, reconfigure: reconfigure.sorted())
  }
}

extension ListChangeSet {
  /// What UIKit would refuse in this change set as one batch update from sections of `old`
  /// item counts to sections of `new` counts ("Invalid update: invalid number of rows in
  /// section…"), or `nil` when it adds up: every position in range (deletes, reloads and move
  /// sources in the old list, inserts and move targets in the new one), none listed twice, and
  /// each section's new count its old count less what leaves plus what arrives.
  public func batchUpdateViolation(from old: [Int], to new: [Int]) -> String? {
    func unique<T: Hashable>(_ values: [T]) -> Bool { Set(values).count == values.count }
    guard unique(deletedSections), unique(insertedSections), unique(movedSections.map(\.from)),
      unique(movedSections.map(\.to)), unique(deletedItems), unique(insertedItems), unique(reloadedItems),
      unique(movedItems.map(\.from)), unique(movedItems.map(\.to))
    else { return "a position is listed twice" }
    let sectionsOut = deletedSections + movedSections.map(\.from)
    let sectionsIn = insertedSections + movedSections.map(\.to)
    guard sectionsOut.allSatisfy(old.indices.contains), sectionsIn.allSatisfy(new.indices.contains),
      unique(sectionsOut), unique(sectionsIn), old.count - sectionsOut.count == new.count - sectionsIn.count
    else { return "the sections do not add up: \(old.count) before, \(new.count) after" }
    let itemsOut = deletedItems + reloadedItems + movedItems.map(\.from)
    let itemsIn = insertedItems + movedItems.map(\.to)
    guard unique(deletedItems + movedItems.map(\.from)),
      unique(reloadedItems + deletedItems + movedItems.map(\.from)),
      itemsOut.allSatisfy({ old.indices.contains($0.section) && old[$0.section] > $0.item }),
      itemsIn.allSatisfy({ new.indices.contains($0.section) && new[$0.section] > $0.item })
    else { return "a row is out of range or both deleted and moved or reloaded" }
    // Each section kept pairs with its place in the new list, in order; a moved one with its target.
    let kept = old.indices.filter { !sectionsOut.contains($0) }
    let placed = new.indices.filter { !sectionsIn.contains($0) }
    let pairs = Array(zip(kept, placed)) + movedSections.map { ($0.from, $0.to) }
    for (before, after) in pairs {
      let leaving = (deletedItems + movedItems.map(\.from)).filter { $0.section == before }.count
      let arriving = itemsIn.filter { $0.section == after }.count
      if old[before] - leaving + arriving != new[after] {
        return "section \(after) would have \(old[before] - leaving + arriving) rows, and has \(new[after])"
      }
    }
    return nil
  }
}
