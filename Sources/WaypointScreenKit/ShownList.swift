#if canImport(UIKit)
  import UIKit
  import os

  /// The list a table or collection view shows, and how each change of its `ListDataSource` gets
  /// there: one `performBatchUpdates` with the list swapped inside the update block, as UIKit
  /// requires, or a `reloadData()`, or a reload that waits while the user reorders or drops, as
  /// `ListBatchUpdate` decides. ``TableAdapter`` and ``CollectionAdapter`` each keep one.
  @MainActor
  final class ShownList<Item: Identifiable & Equatable> {
    /// The list as of the last update handed to UIKit.
    private(set) var snapshot: ListSnapshot<Item>
    private let data: ListDataSource<Item>
    private let view: any ListView
    /// The adapter's name, for the log.
    private let name: String
    private var isReloadWaiting = false

    /// Shows `data` in `view`, taking the list's `onChange`.
    init(data: ListDataSource<Item>, view: any ListView, name: String) {
      self.data = data
      self.view = view
      self.name = name
      snapshot = data.snapshot
      data.onChange = { [weak self] changes in self?.show(changes) }
    }

    /// The item shown at `indexPath`, or `nil` past the end.
    subscript(indexPath: IndexPath) -> Item? { snapshot[ListIndexPath(indexPath)] }

    /// The cell `make` makes for the item shown at `indexPath`. When there is no item or `make`
    /// throws, the error is logged and the cell is the one a `DequeueError` brings, or else
    /// `fallback()`.
    func cell<Cell: UIView>(
      at indexPath: IndexPath, make: (Item) throws -> Cell, fallback: () -> Cell
    ) -> Cell {
      do {
        guard let item = self[indexPath] else {
          throw ListError.itemOutOfRange(ListIndexPath(indexPath), count: 0)
        }
        return try make(item)
      } catch {
        kitLog.error(
          "\(self.name, privacy: .public) has no cell for \(indexPath, privacy: .public): \(error, privacy: .public)"
        )
        return (error as? DequeueError)?.view as? Cell ?? fallback()
      }
    }

    private func show(_ changes: ListChangeSet) {
      let new = data.snapshot
      let update = ListBatchUpdate(
        from: snapshot, to: new, changes: changes, onScreen: view.window != nil,
        hasUncommittedUpdates: view.hasUncommittedUpdates, reloadIsWaiting: isReloadWaiting)
      switch update {
      case .reloadLater(let reason):
        if let reason {
          kitLog.error(
            "\(self.name, privacy: .public) will reload instead of \(changes, privacy: .public): \(reason, privacy: .public)"
          )
        }
        if !isReloadWaiting { lookAgainSoon() }
        isReloadWaiting = true
      case .reloadData(let reason):
        if let reason {
          kitLog.error(
            "\(self.name, privacy: .public) reloads instead of \(changes, privacy: .public): \(reason, privacy: .public)"
          )
        }
        isReloadWaiting = false
        snapshot = new
        view.reloadData()
      case .batch(let batch, let reconfigure):
        view.performBatchUpdates(batch) { snapshot = new }
        if !reconfigure.isEmpty { view.reconfigure(reconfigure.map(IndexPath.init)) }
      }
    }

    /// Looks again, while a reload waits for the user's reorder or drop to end.
    ///
    /// NB: the view tells its data source and delegate nothing when a reorder or a drop ends
    /// without a change (the drag and drop delegates are the app's), so the list looks again
    /// four times a second until `hasUncommittedUpdates` (UITableView.h:435,
    /// UICollectionView.h:419) is false.
    private func lookAgainSoon() {
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) { [weak self] in
        guard let self else { return }
        MainActor.assumeIsolated { lookAgain() }
      }
    }

    private func lookAgain() {
      guard isReloadWaiting else { return }
      show(.empty)
      if isReloadWaiting { lookAgainSoon() }
    }
  }

  /// The calls a ``ShownList`` makes on its table or collection view.
  @MainActor
  protocol ListView: UIView {
    var hasUncommittedUpdates: Bool { get }
    func reloadData()
    /// In one `performBatchUpdates`: `update` (the data source's switch to the new list), then
    /// the deletes, inserts and moves `batch` lists.
    func performBatchUpdates(_ batch: ListChangeSet, after update: () -> Void)
    /// Runs the data source's cell method again for each of `paths`, keeping each cell.
    func reconfigure(_ paths: [IndexPath])
  }

  extension UITableView: ListView {
    func performBatchUpdates(_ batch: ListChangeSet, after update: () -> Void) {
      performBatchUpdates {
        update()
        deleteSections(IndexSet(batch.deletedSections), with: .automatic)
        insertSections(IndexSet(batch.insertedSections), with: .automatic)
        for move in batch.movedSections { moveSection(move.from, toSection: move.to) }
        deleteRows(at: batch.deletedItems.map(IndexPath.init), with: .automatic)
        insertRows(at: batch.insertedItems.map(IndexPath.init), with: .automatic)
        for move in batch.movedItems { moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
      }
    }

    // NB: reconfiguring keeps each cell and runs cellForRowAt again, at the new positions
    // (UITableView.h:430).
    func reconfigure(_ paths: [IndexPath]) { reconfigureRows(at: paths) }
  }

  extension UICollectionView: ListView {
    func performBatchUpdates(_ batch: ListChangeSet, after update: () -> Void) {
      performBatchUpdates {
        update()
        deleteSections(IndexSet(batch.deletedSections))
        insertSections(IndexSet(batch.insertedSections))
        for move in batch.movedSections { moveSection(move.from, toSection: move.to) }
        deleteItems(at: batch.deletedItems.map(IndexPath.init))
        insertItems(at: batch.insertedItems.map(IndexPath.init))
        for move in batch.movedItems { moveItem(at: IndexPath(move.from), to: IndexPath(move.to)) }
      }
    }

    // NB: reconfiguring keeps each cell (UICollectionView.h:471-473).
    func reconfigure(_ paths: [IndexPath]) { reconfigureItems(at: paths) }
  }
#endif
