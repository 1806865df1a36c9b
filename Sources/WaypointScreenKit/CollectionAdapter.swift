#if canImport(UIKit)
  import UIKit
  import os

  /// Shows a `ListDataSource` in a collection view, as ``TableAdapter`` does in a table view. The
  /// layout is the app's.
  ///
  /// The adapter is the collection's data source and delegate, and takes the list's `onChange`.
  /// What it does not handle goes to the app's ``dataSource`` and ``delegate``: supplementary
  /// views (headers, footers), context menus, highlighting, scroll callbacks, and the flow
  /// layout's sizes (`UICollectionViewDelegateFlowLayout`, which the layout asks the delegate).
  ///
  /// ```swift
  /// adapter = CollectionAdapter(collectionView: grid, data: presenter.products, cell: ProductCell.self)
  /// adapter.dataSource = self  // collectionView(_:viewForSupplementaryElementOfKind:at:)
  /// adapter.delegate = self    // scrollViewDidScroll(_:)
  /// ```
  @MainActor
  public final class CollectionAdapter<Item: Identifiable & Equatable>: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    public let collectionView: UICollectionView
    /// The items the collection shows: the list as of the last update handed to UIKit.
    public private(set) var shown: ListSnapshot<Item>
    /// Called when the user selects an item, before the app's ``delegate``.
    public var didSelect: ((Item, IndexPath) -> Void)?
    /// Called when an item is about to be shown, before the app's ``delegate``.
    public var willDisplay: ((Item, IndexPath) -> Void)?
    /// The app's data source: every optional `UICollectionViewDataSource` method the adapter
    /// does not implement (supplementary views, moving items, index titles) goes to it. The
    /// adapter answers the item counts and cells itself; the app's are never called.
    public weak var dataSource: (any UICollectionViewDataSource)? {
      didSet { attach() }
    }
    /// The app's delegate: every optional `UICollectionViewDelegate`,
    /// `UICollectionViewDelegateFlowLayout` and `UIScrollViewDelegate` method the adapter does
    /// not implement goes to it, and it receives `collectionView(_:didSelectItemAt:)` and
    /// `collectionView(_:willDisplay:forItemAt:)` after the adapter.
    public weak var delegate: (any UICollectionViewDelegate)? {
      didSet { attach() }
    }
    private let data: ListDataSource<Item>
    private let cell: (UICollectionView, IndexPath, Item) throws -> UICollectionViewCell
    private var isReloadWaiting = false

    /// An adapter making each item's cell with `cell`.
    ///
    /// When `cell` throws, the item shows an empty cell and the error is logged; a
    /// `DequeueError` brings the cell it dequeued, which the item shows (UIKit takes only a cell
    /// it dequeued for that item, once).
    public init(
      collectionView: UICollectionView, data: ListDataSource<Item>,
      cell: @escaping (UICollectionView, IndexPath, Item) throws -> UICollectionViewCell
    ) {
      self.collectionView = collectionView
      self.data = data
      self.cell = cell
      shown = data.snapshot
      super.init()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: fallbackIdentifier)
      attach()
      data.onChange = { [weak self] changes in self?.show(changes) }
      collectionView.reloadData()
    }

    /// An adapter whose items are `Cell`s configured by their presenters.
    public convenience init<P: CellPresenter, Cell: WKCollectionViewCell<P>>(
      collectionView: UICollectionView, data: ListDataSource<Item>, cell: Cell.Type
    ) where P.Item == Item {
      collectionView.register(cell: cell)
      self.init(collectionView: collectionView, data: data) { collection, path, item in
        let cell = try collection.dequeueReusableCell(ofType: Cell.self, for: path)
        cell.configure(with: item)
        return cell
      }
    }

    /// Sets the adapter as the collection's data source and delegate again: UIKit reads which
    /// optional methods they implement when they are set (see ``TableAdapter``).
    private func attach() {
      collectionView.dataSource = nil
      collectionView.delegate = nil
      collectionView.dataSource = self
      collectionView.delegate = self
    }

    private func show(_ changes: ListChangeSet) {
      let new = data.snapshot
      let update = ListBatchUpdate(
        from: shown, to: new, changes: changes, onScreen: collectionView.window != nil,
        hasUncommittedUpdates: collectionView.hasUncommittedUpdates, reloadIsWaiting: isReloadWaiting)
      switch update {
      case .reloadLater(let reason):
        if let reason {
          kitLog.error(
            "CollectionAdapter will reload instead of \(changes, privacy: .public): \(reason, privacy: .public)"
          )
        }
        if !isReloadWaiting { lookAgainSoon() }
        isReloadWaiting = true
      case .reloadData(let reason):
        if let reason {
          kitLog.error(
            "CollectionAdapter reloads instead of \(changes, privacy: .public): \(reason, privacy: .public)")
        }
        isReloadWaiting = false
        shown = new
        collectionView.reloadData()
      case .batch(let batch, let reconfigure):
        collectionView.performBatchUpdates {
          shown = new
          collectionView.deleteSections(IndexSet(batch.deletedSections))
          collectionView.insertSections(IndexSet(batch.insertedSections))
          for move in batch.movedSections { collectionView.moveSection(move.from, toSection: move.to) }
          collectionView.deleteItems(at: batch.deletedItems.map(IndexPath.init))
          collectionView.insertItems(at: batch.insertedItems.map(IndexPath.init))
          for move in batch.movedItems {
            collectionView.moveItem(at: IndexPath(move.from), to: IndexPath(move.to))
          }
        }
        // NB: reconfiguring keeps each cell (UICollectionView.h:471-473).
        if !reconfigure.isEmpty { collectionView.reconfigureItems(at: reconfigure.map(IndexPath.init)) }
      }
    }

    /// Looks again, while a reload waits for the user's reorder or drop to end (`hasUncommittedUpdates`,
    /// UICollectionView.h:418; see ``TableAdapter``).
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

    public func numberOfSections(in collectionView: UICollectionView) -> Int { shown.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
      shown.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      do {
        guard let item = shown[ListIndexPath(indexPath)] else {
          throw ListError.itemOutOfRange(ListIndexPath(indexPath), count: 0)
        }
        return try cell(collectionView, indexPath, item)
      } catch {
        kitLog.error(
          "CollectionAdapter has no cell for \(indexPath, privacy: .public): \(error, privacy: .public)")
        // NB: the cell must come from a dequeue for this index path (UICollectionView.h:78), and
        // a second dequeue for one index path raises (undocumented; iOS 14 and later log "Expected
        // dequeued view to be returned"): return the cell dequeued before the error, or dequeue one.
        if let dequeued = (error as? DequeueError)?.view as? UICollectionViewCell { return dequeued }
        return collectionView.dequeueReusableCell(withReuseIdentifier: fallbackIdentifier, for: indexPath)
      }
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      shown[ListIndexPath(indexPath)].map { didSelect?($0, indexPath) }
      delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      shown[ListIndexPath(indexPath)].map { willDisplay?($0, indexPath) }
      delegate?.collectionView?(collectionView, willDisplay: cell, forItemAt: indexPath)
    }

    // NB: as in ``TableAdapter``: what the adapter does not implement goes to the app's object.
    public nonisolated override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || appObject(for: selector) != nil
    }

    public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      appObject(for: selector) ?? super.forwardingTarget(for: selector)
    }

    /// The app's data source or delegate that implements `selector`, an optional method of its
    /// protocols.
    private nonisolated func appObject(for selector: Selector?) -> AnyObject? {
      guard let selector, Thread.isMainThread else { return nil }
      nonisolated(unsafe) var found: AnyObject?
      MainActor.assumeIsolated {
        found = implementer(
          of: selector,
          among: [
            ((any UICollectionViewDataSource).self, dataSource),
            ((any UICollectionViewDelegate).self, delegate),
            ((any UICollectionViewDelegateFlowLayout).self, delegate),
          ])
      }
      return found
    }
  }

  extension CollectionAdapter {
    /// An adapter for a paged list; see the paged ``TableAdapter``.
    public convenience init<Row, P: CellPresenter, Cell: WKCollectionViewCell<P>>(
      collectionView: UICollectionView, pages: PagedDataSource<Row>, cell: Cell.Type
    ) where Item == PagedRow<Row>, P.Item == Row {
      collectionView.register(cell: cell)
      collectionView.register(cell: PagedStatusCollectionCell.self)
      self.init(collectionView: collectionView, data: pages.list) { [weak pages] collection, path, row in
        guard case .item(let item) = row else {
          let status = try collection.dequeueReusableCell(ofType: PagedStatusCollectionCell.self, for: path)
          status.statusView.show(failed: row == .retry) { pages?.retry() }
          return status
        }
        let cell = try collection.dequeueReusableCell(ofType: Cell.self, for: path)
        cell.configure(with: item)
        return cell
      }
      willDisplay = { [weak pages] _, path in pages?.loadNextPageIfNeeded(visibleIndex: ListIndexPath(path)) }
    }
  }
#endif
