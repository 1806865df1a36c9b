#if canImport(UIKit)
  import UIKit
  import os

  /// Shows a `ListDataSource` in a table view: every change as one `performBatchUpdates` (or a
  /// `reloadData()` off screen, or when UIKit would refuse the batch, as `ListBatchUpdate` decides),
  /// with the rows the table reads swapped inside the update block, as UIKit requires.
  ///
  /// The adapter is the table's data source and delegate, and takes the list's `onChange`. What it
  /// does not handle goes to the app's ``dataSource`` and ``delegate``: headers and footers, swipe
  /// actions, heights, context menus, scroll callbacks.
  ///
  /// ```swift
  /// adapter = TableAdapter(tableView: tableView, data: presenter.products, cell: ProductCell.self)
  /// adapter.didSelect = { [weak presenter] product, _ in presenter?.select(product) }
  /// adapter.delegate = self  // swipe actions, scrollViewDidScroll(_:)
  /// ```
  @MainActor
  public final class TableAdapter<Item: Identifiable & Equatable>: NSObject, UITableViewDataSource,
    UITableViewDelegate
  {
    public let tableView: UITableView
    /// The rows the table shows: the list as of the last update handed to UIKit.
    public var shown: ListSnapshot<Item> { list.snapshot }
    /// Called when the user selects a row, before the app's ``delegate``.
    public var didSelect: ((Item, IndexPath) -> Void)?
    /// Called when a row is about to be shown, before the app's ``delegate``.
    public var willDisplay: ((Item, IndexPath) -> Void)?
    /// The app's data source: every optional `UITableViewDataSource` method the adapter does not
    /// implement (section titles, editing, moving rows, index titles) goes to it. The adapter
    /// answers the row counts and cells itself; the app's are never called.
    public weak var dataSource: (any UITableViewDataSource)? {
      didSet { attach() }
    }
    /// The app's delegate: every optional `UITableViewDelegate` and `UIScrollViewDelegate`
    /// method the adapter does not implement goes to it, and it receives
    /// `tableView(_:didSelectRowAt:)` and `tableView(_:willDisplay:forRowAt:)` after the adapter.
    public weak var delegate: (any UITableViewDelegate)? {
      didSet { attach() }
    }
    private let list: ShownList<Item>
    private let cell: (UITableView, IndexPath, Item) throws -> UITableViewCell

    /// An adapter making each row's cell with `cell`.
    ///
    /// When `cell` throws, the row shows an empty cell and the error is logged; a
    /// `DequeueError` brings the cell it dequeued, which the row shows (UIKit takes only a cell
    /// it dequeued for that row, once).
    public init(
      tableView: UITableView, data: ListDataSource<Item>,
      cell: @escaping (UITableView, IndexPath, Item) throws -> UITableViewCell
    ) {
      self.tableView = tableView
      self.cell = cell
      list = ShownList(data: data, view: tableView, name: "TableAdapter")
      super.init()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: fallbackIdentifier)
      attach()
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

    /// Sets the adapter as the table's data source and delegate again.
    ///
    /// NB: UIKit reads which optional methods a delegate implements when it is set, not at each
    /// call (undocumented; a device check would confirm that a header the app's delegate adds after
    /// the adapter is made shows), so each change of the app's objects sets the adapter again.
    private func attach() {
      tableView.dataSource = nil
      tableView.delegate = nil
      tableView.dataSource = self
      tableView.delegate = self
    }

    public func numberOfSections(in tableView: UITableView) -> Int { shown.numberOfSections }

    public func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      shown.numberOfItems(inSection: section)
    }

    public func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
      // NB: a reconfigure expects the cell the row already has, dequeued once
      // (UITableView.h:430-432, 480): on an error, the cell dequeued before it, or one dequeued now.
      list.cell(at: indexPath) {
        try cell(tableView, indexPath, $0)
      } fallback: {
        tableView.dequeueReusableCell(withIdentifier: fallbackIdentifier, for: indexPath)
      }
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      list[indexPath].map { didSelect?($0, indexPath) }
      delegate?.tableView?(tableView, didSelectRowAt: indexPath)
    }

    public func tableView(
      _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {
      list[indexPath].map { willDisplay?($0, indexPath) }
      delegate?.tableView?(tableView, willDisplay: cell, forRowAt: indexPath)
    }

    // NB: the adapter holds UIKit's two slots, so every optional method it does not implement
    // goes to the app's object that does, as the UIKit host does with its delegates.
    public nonisolated override func responds(to selector: Selector!) -> Bool {
      super.responds(to: selector) || appObject(for: selector) != nil
    }

    public nonisolated override func forwardingTarget(for selector: Selector!) -> Any? {
      appObject(for: selector) ?? super.forwardingTarget(for: selector)
    }

    /// The app's data source or delegate that implements `selector`, an optional method of its
    /// protocol.
    private nonisolated func appObject(for selector: Selector?) -> AnyObject? {
      implementer(of: selector) {
        [((any UITableViewDataSource).self, dataSource), ((any UITableViewDelegate).self, delegate)]
      }
    }
  }

  extension TableAdapter {
    /// An adapter for a paged list: item rows are `Cell`s, the loader row a spinner, the retry row
    /// a button that loads the failed page again; each row coming into view asks for the next
    /// page when it is near the end. The page's rows arrive on a later turn of the main queue,
    /// never inside UIKit's layout pass (`PagedDataSource` decides that).
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

  /// The reuse identifier of the empty cell a row shows when its cell could not be made.
  let fallbackIdentifier = "WaypointScreenKit.fallback"
#endif
