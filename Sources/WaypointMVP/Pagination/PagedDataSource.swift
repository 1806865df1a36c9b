/// A list that loads its items page by page as the user scrolls: infinite scroll.
///
/// Give it a loader, an async closure that returns one page of items and whether it was the
/// last. Call ``loadNextPage()`` once to start (from the presenter's `viewDidLoad`), and
/// ``loadNextPageIfNeeded(visibleIndex:)-(ListIndexPath)`` whenever a row comes into view (from
/// `willDisplay`); the next page loads when one of the last ``threshold`` items shows up.
/// The rows, including a loader row while a page loads, are in ``list``, which publishes
/// each change as one batch update.
///
/// **When the rows change.** A load's rows (the loader row, then the page or the retry row) change
/// in the load's own task, on a later turn of the main actor, never inside the call that
/// started it: ``loadNextPageIfNeeded(visibleIndex:)-(ListIndexPath)`` is called from
/// `willDisplay`, while UIKit lays out the visible rows, and a table or collection view must not
/// be changed from inside that pass. ``state`` becomes ``PageState/loading`` at once. ``reset()``
/// changes the rows at once (it is called from a refresh control or a presenter, not a layout
/// pass).
///
/// Races are handled by design, not by timing:
/// - **Double trigger.** A load starts only from ``PageState/idle``, and the state becomes
///   ``PageState/loading`` synchronously, on the main actor, before anything is awaited. A
///   second trigger while a page loads finds `loading` and starts nothing.
/// - **Stale results.** Each load carries a generation number. ``reset()`` cancels the task
///   and moves to a new generation, so the result of a load started before it, arriving
///   late, is recognised and dropped, even when the loader ignores cancellation.
///
/// ```swift
/// let products = PagedDataSource<Product>(firstPage: 1, threshold: 5) { page in
///   let response = try await api.products(page: page)
///   return (items: response.products, isLastPage: response.isLast)
/// }
/// products.list.onChange = { changes in view?.apply(changes) }
/// products.loadNextPage()
/// // in willDisplay:
/// products.loadNextPageIfNeeded(visibleIndex: ListIndexPath(item: row, section: 0))
/// ```
@MainActor
public final class PagedDataSource<Item: Identifiable & Equatable & Sendable> {
  /// Loads one page: the items of page `page`, and whether it was the last page.
  public typealias Loader = @Sendable (_ page: Int) async throws -> (items: [Item], isLastPage: Bool)

  /// The rows on screen: the items, and the loader while a page loads.
  public let list: ListDataSource<PagedRow<Item>>
  /// Where pagination is.
  public private(set) var state: PageState = .idle {
    didSet { onStateChange?(state) }
  }
  /// Called after every change of ``state``.
  public var onStateChange: ((PageState) -> Void)?
  /// The page the next load asks for.
  public private(set) var nextPage: Int
  /// The number of the first page, as the loader expects it (0 or 1, usually).
  public let firstPage: Int
  /// How close to the end a visible item triggers the next page: the next page loads when
  /// one of the last `threshold` items comes into view. At least 1.
  public var threshold: Int {
    didSet { threshold = max(1, threshold) }
  }
  /// The section that holds the items.
  public let itemsSection: ListSectionID
  /// Where the loader row appears.
  public let loaderPlacement: LoaderPlacement

  private let loader: Loader
  private var generation = 0
  private var inFlight: Task<Void, Never>?

  /// A paged list, empty and idle.
  ///
  /// - Parameters:
  ///   - sections: The sections of the list, in order. The items section and a loader
  ///     section that are not listed are added after them.
  ///   - itemsSection: The section the pages fill.
  ///   - loaderPlacement: Where the loader row appears while a page loads.
  ///   - firstPage: The number of the first page.
  ///   - threshold: How many items from the end a visible item triggers the next page.
  ///   - loader: Loads one page. It runs off the main actor and may be cancelled by
  ///     ``reset()``.
  public init(
    sections: [ListSectionID] = [],
    itemsSection: ListSectionID = .main,
    loaderPlacement: LoaderPlacement = .belowItems,
    firstPage: Int = 0,
    threshold: Int = 5,
    loader: @escaping Loader
  ) {
    var ids: [ListSectionID] = []
    for id in sections where !ids.contains(id) { ids.append(id) }
    if !ids.contains(itemsSection) { ids.append(itemsSection) }
    if case .section(let id) = loaderPlacement, !ids.contains(id) { ids.append(id) }
    // NB: cannot throw: the identities were made unique above and the sections are empty.
    let snapshot =
      (try? ListSnapshot<PagedRow<Item>>(sections: ids.map { ListSection($0) })) ?? ListSnapshot()
    self.list = ListDataSource(snapshot)
    self.itemsSection = itemsSection
    self.loaderPlacement = loaderPlacement
    self.firstPage = firstPage
    self.nextPage = firstPage
    self.threshold = max(1, threshold)
    self.loader = loader
  }

  /// The items loaded so far, in order.
  public var items: [Item] {
    guard let section = list.snapshot.index(ofSection: itemsSection) else { return [] }
    return list.snapshot.sections[section].items.compactMap(\.item)
  }

  /// Starts loading the next page, if none is loading and more may come.
  ///
  /// The state is ``PageState/loading`` on return; the loader row appears on a later turn of
  /// the main actor, when the load's task runs.
  ///
  /// - Returns: The load, which the caller may await (tests do); `nil` when nothing
  ///   started because the state is not ``PageState/idle``.
  @discardableResult
  public func loadNextPage() -> Task<Void, Never>? {
    guard state.isIdle else { return nil }
    return startLoading()
  }

  /// Starts loading the next page if the item at `visibleIndex` is one of the last
  /// ``threshold`` items, none is loading, and more may come. When the list is still
  /// empty, any position in the items section triggers.
  ///
  /// Call it for every row that comes into view (`willDisplay`); calling it again and again
  /// while a page loads is safe. The list does not change inside this call, so UIKit's layout
  /// pass is never given a batch update from inside itself; the loader row comes on a later
  /// turn of the main actor.
  ///
  /// - Parameter visibleIndex: The position of the row coming into view.
  /// - Returns: The load started, or `nil`.
  /// - Complexity: O(*s*), where *s* is the number of sections.
  @discardableResult
  public func loadNextPageIfNeeded(visibleIndex: ListIndexPath) -> Task<Void, Never>? {
    guard state.isIdle, let section = list.snapshot.index(ofSection: itemsSection),
      visibleIndex.section == section
    else { return nil }
    let count = list.snapshot.numberOfItems(inSection: section)
    guard visibleIndex.item >= count - threshold else { return nil }
    return startLoading()
  }

  /// Starts loading the next page if the item at `visibleIndex` of the items section is one
  /// of the last ``threshold`` items; the form for a list with one section.
  ///
  /// - Parameter visibleIndex: The index, in the items section, of the row coming into view.
  /// - Returns: The load started, or `nil`.
  @discardableResult
  public func loadNextPageIfNeeded(visibleIndex: Int) -> Task<Void, Never>? {
    guard let section = list.snapshot.index(ofSection: itemsSection) else { return nil }
    return loadNextPageIfNeeded(visibleIndex: ListIndexPath(item: visibleIndex, section: section))
  }

  /// Loads again the page whose load failed.
  ///
  /// - Returns: The load started, or `nil` when the state is not ``PageState/failed(_:)``.
  @discardableResult
  public func retry() -> Task<Void, Never>? {
    guard state.error != nil else { return nil }
    return startLoading()
  }

  /// Empties the list and starts over from the first page (pull to refresh).
  ///
  /// A load in flight is cancelled, and its result, if it still arrives, is ignored. The
  /// state becomes ``PageState/idle``; call ``loadNextPage()`` to load the first page.
  /// Sections other than the items and loader sections are left alone.
  public func reset() {
    inFlight?.cancel()
    inFlight = nil
    generation += 1
    nextPage = firstPage
    _ = try? list.update { (rows) throws(ListError) in
      removeStatusRow(from: &rows)
      if let section = rows.index(ofSection: itemsSection) {
        try rows.replaceAll(with: [], inSection: section)
      }
    }
    state = .idle
  }

  // MARK: The state machine

  private func startLoading() -> Task<Void, Never> {
    generation += 1
    let generation = generation
    let page = nextPage
    let loader = loader
    state = .loading
    // NB: the task runs on a later turn of the main actor (on Apple platforms, a later block of
    // the main dispatch queue), so the loader row is never published from inside the caller,
    // which may be UIKit's layout pass (`willDisplay`).
    let task = Task { [weak self] in
      guard self?.showLoader(for: generation) == true else { return }
      let result: Result<(items: [Item], isLastPage: Bool), any Error>
      do {
        result = .success(try await loader(page))
      } catch {
        result = .failure(error)
      }
      self?.finish(generation: generation, result: result)
    }
    inFlight = task
    return task
  }

  /// Shows the loader row of the load of `generation`, unless a ``reset()`` came before the
  /// load's turn.
  ///
  /// - Returns: Whether the load is still the current one; when not, its loader is never called.
  private func showLoader(for generation: Int) -> Bool {
    guard generation == self.generation else { return false }
    showStatusRow(.loader)
    return true
  }

  private func finish(generation: Int, result: Result<(items: [Item], isLastPage: Bool), any Error>) {
    // NB: a load from before a reset() may still arrive; its generation is past.
    guard generation == self.generation else { return }
    inFlight = nil
    // NB: the change sets below are the ones the difference would find (the loader row out,
    // the new items in); publishing them directly makes a page O(page size), not O(list).
    switch result {
    case .success(let page):
      do {
        _ = try list.perform { (rows) throws(ListError) in
          guard let section = rows.index(ofSection: itemsSection) else {
            throw .sectionOutOfRange(section: rows.numberOfSections, count: rows.numberOfSections)
          }
          let fresh = newItems(page.items, in: rows)
          let loaderRemoved = removeStatusRow(from: &rows)
          // NB: cannot throw: the section exists and the items are new and distinct.
          let appended = try rows.append(contentsOf: fresh, toSection: section)
          return ListChangeSet(
            deletedItems: loaderRemoved.deletedItems, insertedItems: appended.insertedItems)
        }
        nextPage += 1
        state = page.isLastPage ? .exhausted : .idle
      } catch {
        state = .failed(error)
      }
    case .failure(let error):
      showStatusRow(.retry)
      state = .failed(error)
    }
  }

  /// The rows for the items not in the list yet: pages that overlap (an item inserted on the
  /// server between two requests shifts the next page) must not duplicate rows.
  ///
  /// - Complexity: O(*k*), where *k* is the number of items.
  private func newItems(_ items: [Item], in rows: ListSnapshot<PagedRow<Item>>) -> [PagedRow<Item>] {
    var seen = Set<Item.ID>()
    return items.filter { !rows.contains(id: .item($0.id)) && seen.insert($0.id).inserted }.map(PagedRow.item)
  }

  /// The section the loader row goes in, or `nil` when there is none.
  private var loaderSection: ListSectionID? {
    switch loaderPlacement {
    case .none: nil
    case .belowItems: itemsSection
    case .section(let id): id
    }
  }

  /// Shows `row` (the loader or the retry row) at the end of the loader's section, in place of
  /// the one shown before, in one batch; nothing when the list has no loader section.
  private func showStatusRow(_ row: PagedRow<Item>) {
    _ = try? list.perform { (rows) throws(ListError) in
      let removed = removeStatusRow(from: &rows)
      guard let loaderSection, let section = rows.index(ofSection: loaderSection) else { return removed }
      let shown = try rows.append(row, toSection: section)
      return ListChangeSet(deletedItems: removed.deletedItems, insertedItems: shown.insertedItems)
    }
  }

  /// Removes the loader or the retry row, if the list shows one.
  ///
  /// - Returns: Its deletion.
  /// - Complexity: O(*s*), where *s* is the number of sections: the row is looked for where it
  ///   was put, the end of its section; O(*n*) if the app moved it elsewhere.
  @discardableResult
  private func removeStatusRow(from rows: inout ListSnapshot<PagedRow<Item>>) -> ListChangeSet {
    guard let id = [PagedRow<Item>.ID.loader, .retry].first(where: rows.contains(id:)) else { return .empty }
    if let section = loaderSection.flatMap(rows.index(ofSection:)),
      let last = rows.sections[section].items.indices.last,
      rows.sections[section].items[last].id == id
    {
      // NB: cannot throw: the position was just read.
      return (try? rows.remove(at: ListIndexPath(item: last, section: section))) ?? .empty
    }
    return rows.remove(id == .loader ? .loader : .retry)
  }
}
