#if canImport(UIKit)
  import UIKit
  import os

  /// Shows a `ListDataSource` in a table view: every change as one `performBatchUpdates` (or a
  /// `reloadData()` off screen, or when UIKit would refuse the batch, as `ListBatchUpdate` decides),
  /// with the rows the table reads swapped inside the update block, as UIKit requires.
  ///
  /// The adapter is the table's data source and delegate, and takes the list's `onChange`.
  ///
  /// ```swift
  /// adapter = TableAdapter(tableView: tableView, data: presenter.products, cell: ProductCell.self)
  /// adapter.didSelect = { [weak presenter] product, _ in presenter?.select(product) }
  /// ```
  @MainActor
  public final class TableAdapter<Item: Identifiable & Equatable>: NSObject, UITableViewDataSource,
    UITableViewDelegate
  {
    public let tableView: UITableView
    /// The rows the table shows: the list as of the last update handed to UIKit.
    public private(set) var shown: ListSnapshot<Item>
    /// Called when the user selects a row.
    public var didSelect: ((Item, IndexPath) -> Void)?
    /// Called when a row is about to be shown.
    public var willDisplay: ((Item, IndexPath) -> Void)?
    private let data: ListDataSource<Item>
    private let cell: (UITableView, IndexPath, Item) throws -> UITableViewCell

    /// An adapter making each row's cell with `cell`.
    public init(
      tableView: UITableView, data: ListDataSource<Item>,
      cell: @escaping (UITableView, IndexPath, Item) throws -> UITableViewCell
    ) {
      self.tableView = tableView
      self.data = data
      self.cell = cell
      shown = data.snapshot
      super.init()
      tableView.dataSource = self
      tableView.delegate = self
      data.onChange = { [weak self] changes in self?.show(changes) }
      tableView.reloadData()
    }

    /// An adapter whose rows are `Cell`s configured by their presenters.
    public convenience init<P: CellPresenter, Cell: WKTableViewCell<P>>(
      tableView: UITableView, data: ListDataSource<Item>, cell: Cell.Type
    ) where P.Item == Item {
      tableView.register(cell: cell)
      self.init(tableView: tableView, data: data) { table, path, item in
        let cell = try table.dequeueReusableCell(ofType: Cell.self, for: path)
        cell.configure(with: item)
        return cell
      }
    }

    private func show(_ changes: ListChangeSet) {
      let new = data.snapshot
      switch ListBatchUpdate(from: shown, to: new, changes: changes, onScreen: tableView.window != nil) {
      case .reloadData(let reason):
        if let reason {
          kitLog.error(
            "TableAdapter reloads instead of \(changes, privacy: .public): \(reason, privacy: .public)")
        }
        shown = new
        tableView.reloadData()
      case .batch(let batch, let reconfigure):
        tableView.performBatchUpdates {
          shown = new
          tableView.deleteSections(IndexSet(batch.deletedSections), with: .automatic)
          tableView.insertSections(IndexSet(batch.insertedSections), with: .automatic)
          for move in batch.movedSections { tableView.moveSection(move.from, toSection: move.to) }
          tableView.deleteRows(at: batch.deletedItems.map(IndexPath.init), with: .automatic)
          tableView.insertRows(at: batch.insertedItems.map(IndexPath.init), with: .automatic)
          for move in batch.movedItems { tableView.moveRow(at: IndexPath(move.from), to: IndexPath(move.to)) }
        }
        // NB: reconfiguring keeps each cell and runs cellForRowAt again, at the new positions.
        if !reconfigure.isEmpty { tableView.reconfigureRows(at: reconfigure.map(IndexPath.init)) }
      }
    }

    public func numberOfSections(in tableView: UITableView) -> Int { shown.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      shown.numberOfItems(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      do {
        guard let item = shown[ListIndexPath(indexPath)] else {
          throw ListError.itemOutOfRange(ListIndexPath(indexPath), count: 0)
        }
        return try cell(tableView, indexPath, item)
      } catch {
        kitLog.error(
          "TableAdapter has no cell for \(indexPath, privacy: .public): \(error, privacy: .public)")
        return UITableViewCell()
      }
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      shown[ListIndexPath(indexPath)].map { didSelect?($0, indexPath) }
    }

    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      shown[ListIndexPath(indexPath)].map { willDisplay?($0, indexPath) }
    }
  }

  extension TableAdapter {
    /// An adapter for a paged list: item rows are `Cell`s, the loader row a spinner, the retry row
    /// a button that loads the failed page again; each row coming into view asks for the next
    /// page when it is near the end.
    public convenience init<Row, P: CellPresenter, Cell: WKTableViewCell<P>>(
      tableView: UITableView, pages: PagedDataSource<Row>, cell: Cell.Type
    ) where Item == PagedRow<Row>, P.Item == Row {
      tableView.register(cell: cell)
      tableView.register(cell: PagedStatusTableCell.self)
      self.init(tableView: tableView, data: pages.list) { [weak pages] table, path, row in
        guard case .item(let item) = row else {
          let status = try table.dequeueReusableCell(ofType: PagedStatusTableCell.self, for: path)
          status.statusView.show(failed: row == .retry) { pages?.retry() }
          return status
        }
        let cell = try table.dequeueReusableCell(ofType: Cell.self, for: path)
        cell.configure(with: item)
        return cell
      }
      // NB: the pages are held weakly: the presenter owns them, and a late callback finds nothing.
      willDisplay = { [weak pages] _, path in pages?.loadNextPageIfNeeded(visibleIndex: ListIndexPath(path)) }
    }
  }

  /// Shows a `ListDataSource` in a collection view, as ``TableAdapter`` does in a table view. The
  /// layout is the app's.
  @MainActor
  public final class CollectionAdapter<Item: Identifiable & Equatable>: NSObject, UICollectionViewDataSource,
    UICollectionViewDelegate
  {
    public let collectionView: UICollectionView
    /// The items the collection shows: the list as of the last update handed to UIKit.
    public private(set) var shown: ListSnapshot<Item>
    /// Called when the user selects an item.
    public var didSelect: ((Item, IndexPath) -> Void)?
    /// Called when an item is about to be shown.
    public var willDisplay: ((Item, IndexPath) -> Void)?
    private let data: ListDataSource<Item>
    private let cell: (UICollectionView, IndexPath, Item) throws -> UICollectionViewCell

    /// An adapter making each item's cell with `cell`.
    public init(
      collectionView: UICollectionView, data: ListDataSource<Item>,
      cell: @escaping (UICollectionView, IndexPath, Item) throws -> UICollectionViewCell
    ) {
      self.collectionView = collectionView
      self.data = data
      self.cell = cell
      shown = data.snapshot
      super.init()
      collectionView.dataSource = self
      collectionView.delegate = self
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

    private func show(_ changes: ListChangeSet) {
      let new = data.snapshot
      switch ListBatchUpdate(from: shown, to: new, changes: changes, onScreen: collectionView.window != nil) {
      case .reloadData(let reason):
        if let reason {
          kitLog.error(
            "CollectionAdapter reloads instead of \(changes, privacy: .public): \(reason, privacy: .public)")
        }
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
        if !reconfigure.isEmpty { collectionView.reconfigureItems(at: reconfigure.map(IndexPath.init)) }
      }
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
        // NB: a collection view cannot take a cell it did not dequeue; this one always exists.
        kitLog.error(
          "CollectionAdapter has no cell for \(indexPath, privacy: .public): \(error, privacy: .public)")
        collectionView.register(cell: UICollectionViewCell.self)
        return collectionView.dequeueReusableCell(
          withReuseIdentifier: reuseIdentifier(UICollectionViewCell.self), for: indexPath)
      }
    }

    public func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
      shown[ListIndexPath(indexPath)].map { didSelect?($0, indexPath) }
    }

    public func collectionView(
      _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
      forItemAt indexPath: IndexPath
    ) {
      shown[ListIndexPath(indexPath)].map { willDisplay?($0, indexPath) }
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

  /// The loader or the retry row of a paged list: a spinner, or a message with a retry button.
  public final class PagedStatusView: UIView {
    private let spinner = UIActivityIndicatorView(style: .medium)
    private let retry = UIButton(configuration: .borderless())
    private var onRetry: (() -> Void)?

    public override init(frame: CGRect) {
      super.init(frame: frame)
      retry.configuration?.title = "Couldn't load more. Retry"
      retry.addAction(UIAction { [weak self] _ in self?.onRetry?() }, for: .primaryActionTriggered)
      for view in [spinner, retry] {
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        view.centerXAnchor.constraint(equalTo: centerXAnchor).isActive = true
        view.centerYAnchor.constraint(equalTo: centerYAnchor).isActive = true
      }
      heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { return nil }

    /// Shows the spinner, or, when the page `failed`, the retry button calling `retry`.
    public func show(failed: Bool, retry: @escaping () -> Void) {
      onRetry = retry
      self.retry.isHidden = !failed
      spinner.isHidden = failed
      if failed { spinner.stopAnimating() } else { spinner.startAnimating() }
    }
  }

  /// The table cell of a paged list's loader and retry rows.
  public final class PagedStatusTableCell: UITableViewCell {
    public let statusView = PagedStatusView()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      statusView.frame = contentView.bounds
      statusView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(statusView)
      selectionStyle = .none
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { return nil }
  }

  /// The collection cell of a paged list's loader and retry rows.
  public final class PagedStatusCollectionCell: UICollectionViewCell {
    public let statusView = PagedStatusView()

    public override init(frame: CGRect) {
      super.init(frame: frame)
      statusView.frame = contentView.bounds
      statusView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      contentView.addSubview(statusView)
    }

    @available(*, unavailable)
    public required init?(coder: NSCoder) { return nil }
  }

  extension IndexPath {
    init(_ path: ListIndexPath) { self.init(item: path.item, section: path.section) }
  }

  extension ListIndexPath {
    init(_ path: IndexPath) { self.init(item: path.item, section: path.section) }
  }
#endif
