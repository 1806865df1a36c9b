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
    public var shown: ListSnapshot<Item> { list.snapshot }
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
    private let list: ShownList<Item>
    private let cell: (UICollectionView, IndexPath, Item) throws -> UICollectionViewCell

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
      self.cell = cell
      list = ShownList(data: data, view: collectionView, name: "CollectionAdapter")
      super.init()
      collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: fallbackIdentifier)
      attach()
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

    public func numberOfSections(in collectionView: UICollectionView) -> Int { shown.numberOfSections }

    public func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    {
      shown.numberOfItems(inSection: section)
    }

    public func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
      -> UICollectionViewCell
    {
      // NB: the cell must come from a dequeue for this index path (UICollectionView.h:78), and
      // a second dequeue for one index path raises (undocumented; iOS 14 and later log "Expected
      // dequeued view to be returned"): on an error, the cell dequeued before it, or one dequeued now.
      list.cell(at: indexPath) {
        try cell(collectionView, indexPath, $0)
      } fallback: {
        collectionView.dequeueReusableCell(withReuseIdentifier: fallbackIdentifier, for: indexPath)
      }
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      list[indexPath].map { didSelect?($0, indexPath) }
      delegate?.collectionView?(collectionView, didSelectItemAt: indexPath)
    }

    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      list[indexPath].map { willDisplay?($0, indexPath) }
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
      implementer(of: selector) {
        [
          ((any UICollectionViewDataSource).self, dataSource),
          ((any UICollectionViewDelegate).self, delegate),
          ((any UICollectionViewDelegateFlowLayout).self, delegate),
        ]
      }
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
