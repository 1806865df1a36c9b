import Testing
import WaypointMVP

struct ServerDown: Error, Equatable {}

/// A paged list wired to a controllable loader, with a mirror that applies every published
/// change set by UIKit's rules, the way a table view would.
@MainActor
final class PagingHarness {
  let loader = ControllableLoader<Row>()
  let source: PagedDataSource<Row>
  private(set) var states: [String] = []
  private(set) var published: [ListChangeSet] = []
  /// The changes published while a display pass ran (UIKit's `willDisplay`): none may be.
  private(set) var publishedDuringDisplay: [ListChangeSet] = []
  private var shown: ListSnapshot<PagedRow<Row>>
  private var isDisplaying = false

  init(
    sections: [ListSectionID] = [], loaderPlacement: LoaderPlacement = .belowItems, threshold: Int = 2
  ) {
    source = PagedDataSource(
      sections: sections, loaderPlacement: loaderPlacement, firstPage: 1, threshold: threshold,
      loader: loader.load)
    shown = source.list.snapshot
    source.onStateChange = { [unowned self] in states.append($0.description) }
    source.list.onChange = { [unowned self] changes in
      published.append(changes)
      if isDisplaying { publishedDuringDisplay.append(changes) }
      BatchUpdateModel.expect(changes, turns: shown, into: source.list.snapshot)
      // What the data source publishes without diffing is what the difference would be.
      #expect(changes == ListChangeSet(from: shown, to: source.list.snapshot))
      shown = source.list.snapshot
    }
  }

  /// The rows on screen: item identities, "⏳" for the loader and "↻" for the retry row.
  var rows: [[String]] {
    source.list.snapshot.sections.map {
      $0.items.map { row in
        switch row {
        case .item(let item): "\(item.id)"
        case .loader: "⏳"
        case .retry: "↻"
        }
      }
    }
  }

  /// What UIKit's layout pass does: `willDisplay` for each row coming into view, one after the
  /// other in one synchronous pass, each asking for the next page.
  ///
  /// - Returns: The loads the pass started.
  func display(_ rows: [ListIndexPath]) -> [Task<Void, Never>] {
    isDisplaying = true
    defer { isDisplaying = false }
    return rows.compactMap { source.loadNextPageIfNeeded(visibleIndex: $0) }
  }

  /// Loads `page` to completion with `ids`.
  func load(_ ids: [Int], isLastPage: Bool = false) async {
    let task = source.loadNextPage()
    let request = await loader.nextRequest()
    request.succeed(ids.map { Row(id: $0) }, isLastPage: isLastPage)
    await task?.value
  }
}

@MainActor
@Suite("Pagination")
struct PagedDataSourceTests {
  @Test func aSlowPageShowsTheLoaderUntilItArrives() async {
    let paging = PagingHarness()
    let task = paging.source.loadNextPage()
    #expect(paging.source.state.isLoading)
    let request = await paging.loader.nextRequest()
    #expect(paging.rows == [["⏳"]])
    #expect(request.page == 1)
    #expect(paging.source.state.isLoading)  // still waiting: nothing happens without an answer
    request.succeed([Row(id: 1), Row(id: 2), Row(id: 3)])
    await task?.value
    #expect(paging.rows == [["1", "2", "3"]])
    #expect(paging.source.state.isIdle)
    #expect(paging.source.nextPage == 2)
    #expect(paging.states == ["loading", "idle"])
    #expect(
      paging.published == [
        ListChangeSet(insertedItems: [.at(0, 0)]),
        ListChangeSet(deletedItems: [.at(0, 0)], insertedItems: [.at(0, 0), .at(0, 1), .at(0, 2)]),
      ])
  }

  @Test func aPageAskedForDuringDisplayIsPublishedOnTheNextTurn() async {
    let paging = PagingHarness(threshold: 2)
    await paging.load([1, 2, 3])
    let before = paging.published.count
    let loads = paging.display([.at(0, 1), .at(0, 2)])
    #expect(loads.count == 1)  // the second row found the page loading
    #expect(paging.source.state.isLoading)
    #expect(paging.published.count == before)  // the list did not change inside the pass
    #expect(paging.rows == [["1", "2", "3"]])

    await Task.yield()  // the next turn of the main actor
    #expect(paging.rows == [["1", "2", "3", "⏳"]])
    #expect(paging.published.last == ListChangeSet(insertedItems: [.at(0, 3)]))
    await paging.loader.nextRequest().succeed([Row(id: 4)])
    await loads.first?.value
    #expect(paging.rows == [["1", "2", "3", "4"]])
    #expect(paging.publishedDuringDisplay.isEmpty)
  }

  @Test func aLoadResetBeforeItsTurnShowsNoLoaderAndNeverCallsTheLoader() async {
    let paging = PagingHarness()
    let stale = paging.source.loadNextPage()
    #expect(stale != nil)
    paging.source.reset()  // pull to refresh, on the same turn
    await Task.yield()  // the load's turn
    #expect(paging.rows == [[]])
    #expect(paging.published.isEmpty)
    #expect(paging.loader.callCount == 0)
    #expect(paging.source.state.isIdle)
    await paging.load([1])
    #expect(paging.rows == [["1"]])
  }

  @Test func triggersWhileLoadingNeverStartASecondLoad() async {
    let paging = PagingHarness()
    await paging.load([1, 2, 3, 4])
    let first = paging.source.loadNextPageIfNeeded(visibleIndex: .at(0, 3))
    #expect(first != nil)
    // The user keeps scrolling, from several places at once, before the loader even runs.
    var triggers: [Task<Bool, Never>] = []
    for row in 0..<10 {
      triggers.append(
        Task { @MainActor in
          paging.source.loadNextPageIfNeeded(visibleIndex: .at(0, min(row, 4))) != nil
            || paging.source.loadNextPage() != nil
        })
    }
    for trigger in triggers { #expect(await trigger.value == false) }
    let request = await paging.loader.nextRequest()
    request.succeed([Row(id: 5)])
    await first?.value
    #expect(paging.loader.callCount == 2)  // the first page, and this one: never a third
    #expect(paging.rows == [["1", "2", "3", "4", "5"]])
  }

  @Test func onlyTheLastItemsTrigger() async {
    let paging = PagingHarness(threshold: 2)
    await paging.load([1, 2, 3, 4, 5])
    #expect(paging.source.loadNextPageIfNeeded(visibleIndex: .at(0, 2)) == nil)
    #expect(paging.source.loadNextPageIfNeeded(visibleIndex: .at(1, 4)) == nil)  // another section
    let task = paging.source.loadNextPageIfNeeded(visibleIndex: .at(0, 3))
    #expect(task != nil)
    await paging.loader.nextRequest().succeed([])
    await task?.value
  }

  @Test func aFailedPageIsRetriedNotSkipped() async {
    let paging = PagingHarness()
    await paging.load([1, 2])
    let task = paging.source.loadNextPage()
    await paging.loader.nextRequest().fail(ServerDown())
    await task?.value
    #expect(paging.source.state.error is ServerDown)
    #expect(paging.rows == [["1", "2", "↻"]])  // the loader row became the retry row
    #expect(paging.source.loadNextPageIfNeeded(visibleIndex: .at(0, 1)) == nil)  // scrolling does not hammer
    #expect(paging.source.loadNextPage() == nil)

    let retry = paging.source.retry()
    #expect(retry != nil)
    #expect(paging.source.retry() == nil)  // a second tap before the loader row shows
    let request = await paging.loader.nextRequest()
    #expect(paging.rows == [["1", "2", "⏳"]])
    #expect(request.page == 2)
    request.succeed([Row(id: 3)])
    await retry?.value
    #expect(paging.rows == [["1", "2", "3"]])
    #expect(paging.states == ["loading", "idle", "loading", "failed(ServerDown())", "loading", "idle"])
  }

  @Test func theLastPageExhaustsTheList() async {
    let paging = PagingHarness()
    await paging.load([1, 2])
    await paging.load([3], isLastPage: true)
    #expect(paging.source.state.isExhausted)
    #expect(paging.source.loadNextPage() == nil)
    #expect(paging.source.loadNextPageIfNeeded(visibleIndex: .at(0, 2)) == nil)
    #expect(paging.source.retry() == nil)
    #expect(paging.loader.callCount == 2)
  }

  @Test func resetCancelsTheLoadInFlightAndIgnoresItsLateResult() async {
    let paging = PagingHarness()
    await paging.load([1, 2])
    let stale = paging.source.loadNextPage()
    let request = await paging.loader.nextRequest()

    paging.source.reset()
    #expect(request.wasCancelled)
    #expect(paging.source.state.isIdle)
    #expect(paging.rows == [[]])
    #expect(paging.source.nextPage == 1)

    // The loader ignores cancellation and answers anyway, late.
    request.succeed([Row(id: 3), Row(id: 4)])
    await stale?.value
    #expect(paging.rows == [[]])
    #expect(paging.source.state.isIdle)
  }

  @Test func aStaleResultArrivingDuringTheNextLoadIsIgnored() async {
    let paging = PagingHarness()
    let stale = paging.source.loadNextPage()
    let old = await paging.loader.nextRequest()
    paging.source.reset()  // pull to refresh
    let fresh = paging.source.loadNextPage()
    let new = await paging.loader.nextRequest()
    #expect(new.page == 1)

    old.succeed([Row(id: 100)])  // the race: the old answer comes first
    await stale?.value
    #expect(paging.source.state.isLoading)
    #expect(paging.rows == [["⏳"]])

    new.succeed([Row(id: 1)])
    await fresh?.value
    #expect(paging.rows == [["1"]])
    #expect(paging.source.state.isIdle)
  }

  @Test func aStaleFailureIsIgnoredToo() async {
    let paging = PagingHarness()
    let stale = paging.source.loadNextPage()
    let old = await paging.loader.nextRequest()
    paging.source.reset()
    old.fail(CancellationError())
    await stale?.value
    #expect(paging.source.state.isIdle)
    #expect(paging.states == ["loading", "idle"])
  }

  @Test func resetAfterTheEndStartsOver() async {
    let paging = PagingHarness()
    await paging.load([1], isLastPage: true)
    paging.source.reset()
    await paging.load([7, 8])
    #expect(paging.rows == [["7", "8"]])
    #expect(paging.source.nextPage == 2)
  }

  @Test func overlappingPagesDoNotDuplicateRows() async {
    let paging = PagingHarness()
    await paging.load([1, 2, 3])
    await paging.load([3, 4, 4, 5])  // an item was inserted on the server between the requests
    #expect(paging.rows == [["1", "2", "3", "4", "5"]])
    #expect(paging.source.items.map(\.id) == [1, 2, 3, 4, 5])
  }

  @Test func theLoaderGoesInTheSectionTheAppChooses() async {
    let paging = PagingHarness(sections: ["header", .main], loaderPlacement: .section("footer"))
    let task = paging.source.loadNextPage()
    let request = await paging.loader.nextRequest()
    #expect(paging.rows == [[], [], ["⏳"]])
    request.succeed([Row(id: 1)])
    await task?.value
    #expect(paging.rows == [[], ["1"], []])
    let next = paging.source.loadNextPageIfNeeded(visibleIndex: 0)  // row 0 of the items section, section 1
    #expect(next != nil)
    await paging.loader.nextRequest().succeed([], isLastPage: true)
    await next?.value
    #expect(paging.rows == [[], ["1"], []])
  }

  @Test func theRetryRowTakesTheLoadersPlaceAndAResetClearsIt() async {
    let paging = PagingHarness(sections: [.main], loaderPlacement: .section("footer"))
    await paging.load([1])
    let task = paging.source.loadNextPage()
    await paging.loader.nextRequest().fail(ServerDown())
    await task?.value
    #expect(paging.rows == [["1"], ["↻"]])
    #expect(paging.published.last == ListChangeSet(deletedItems: [.at(1, 0)], insertedItems: [.at(1, 0)]))
    paging.source.reset()
    #expect(paging.rows == [[], []])
    #expect(paging.source.state.isIdle)
  }

  @Test func aFailedPageWithoutALoaderRowShowsNoRetryRow() async {
    let paging = PagingHarness(loaderPlacement: .none)
    await paging.load([1])
    let task = paging.source.loadNextPage()
    await paging.loader.nextRequest().fail(ServerDown())
    await task?.value
    #expect(paging.rows == [["1"]])
    #expect(paging.source.state.error is ServerDown)
  }

  @Test func theLoaderIsRemovedWhereverTheAppMovedIt() async throws {
    let paging = PagingHarness()
    await paging.load([1, 2, 3])
    let task = paging.source.loadNextPage()
    let request = await paging.loader.nextRequest()
    try paging.source.list.move(from: .at(0, 3), to: .at(0, 1))
    #expect(paging.rows == [["1", "⏳", "2", "3"]])
    request.succeed([Row(id: 4)])
    await task?.value
    #expect(paging.rows == [["1", "2", "3", "4"]])
    #expect(
      paging.published.last == ListChangeSet(deletedItems: [.at(0, 1)], insertedItems: [.at(0, 3)]))
  }

  @Test func aPageOfItemsAlreadyShownRemovesOnlyTheLoader() async {
    let paging = PagingHarness(sections: [.main], loaderPlacement: .section("footer"))
    await paging.load([1, 2])
    await paging.load([2, 1])
    #expect(paging.rows == [["1", "2"], []])
    #expect(paging.published.last == ListChangeSet(deletedItems: [.at(1, 0)]))
  }

  @Test func noLoaderRowWhenTheAppWantsNone() async {
    let paging = PagingHarness(loaderPlacement: .none)
    let task = paging.source.loadNextPage()
    #expect(paging.rows == [[]])
    await paging.loader.nextRequest().succeed([Row(id: 1)])
    await task?.value
    #expect(paging.published == [ListChangeSet(insertedItems: [.at(0, 0)])])
  }

  @Test func anEmptyListLoadsFromAnyVisibleRow() async {
    let paging = PagingHarness()
    let task = paging.source.loadNextPageIfNeeded(visibleIndex: .at(0, 0))
    #expect(task != nil)
    await paging.loader.nextRequest().succeed([])
    await task?.value
  }
}
