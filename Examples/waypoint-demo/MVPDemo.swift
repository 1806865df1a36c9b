import Waypoint
import WaypointMVP

// MVP: every screen has a presenter holding its logic; the "views" here print to the
// terminal. The product list loads page by page as the user scrolls.
enum MVPDemo {
  @MainActor
  static func run(arguments: [String]) async {
    print("\n── MVP: a paged product list ──")
    // The views are held here, as a window holds its view controllers; presenters hold them weakly.
    let listScreen = TerminalProductList()
    let list = PresenterBinder(ProductListPresenter(input: DemoCatalogue()), view: listScreen)

    print("screen loads → its presenter asks for page 1")
    list.handle(.load)
    await list.presenter.pageLoaded()
    list.handle(.didAppear)

    for row in [1, 2, 4, 6] {
      print("user scrolls to row \(row)")
      let paging = list.presenter.paging
      if list.presenter.userSees(row: row) {
        let again = list.presenter.userSees(row: row + 1)
        print(
          "  user scrolls on to row \(row + 1): \(again ? "a second load?!" : "ignored, page already loading")"
        )
        await list.presenter.pageLoaded()
        if paging.state.error != nil {
          print("user taps Retry")
          list.presenter.retry()
          await list.presenter.pageLoaded()
        }
      } else if paging.state.isExhausted {
        print("  nothing to load: all \(paging.items.count) products are here")
      } else {
        print("  not near the end yet: nothing to load")
      }
    }

    print("user taps \"\(list.presenter.paging.items[0].name)\" → the product screen gets its own presenter")
    let product = list.presenter.paging.items[0]
    let productScreen = TerminalProduct()
    let detail = PresenterBinder(ProductPresenter(input: product), view: productScreen)
    detail.handle(.didAppear)
    detail.handle(.destroyed)
    list.handle(.destroyed)
    _ = (listScreen, productScreen)
  }
}

// MARK: Model and service

struct DemoProduct: Identifiable, Equatable, Sendable {
  let id: Int
  let name: String
  let price: Int
}

/// The shop's catalogue, served three products a page; page 2 times out the first time.
struct DemoCatalogue: Sendable {
  struct TimedOut: Error {}

  /// Whether page 2 has failed once already.
  actor Flakiness {
    private var failed = false
    func failsNow(page: Int) -> Bool {
      defer { if page == 2 { failed = true } }
      return page == 2 && !failed
    }
  }

  let flakiness = Flakiness()

  static let products = ["Mug", "Teapot", "Cups", "Kettle", "Tray", "Spoons", "Apron"]
    .enumerated().map { DemoProduct(id: $0.offset + 1, name: $0.element, price: 8 + 3 * $0.offset) }

  func page(_ number: Int) async throws -> (items: [DemoProduct], isLastPage: Bool) {
    if await flakiness.failsNow(page: number) { throw TimedOut() }
    let start = (number - 1) * 3
    let items = Array(Self.products.dropFirst(start).prefix(3))
    return (items, start + 3 >= Self.products.count)
  }
}

// MARK: Product list screen

@MainActor
protocol ProductListView: PresentableView {
  func showLoading(page: Int)
  func show(page: Int, products: [DemoProduct], changes: ListChangeSet, isLast: Bool)
  func showFailure(page: Int, changes: ListChangeSet)
}

@MainActor
final class ProductListPresenter: Presenter {
  weak var view: (any ProductListView)?
  let paging: PagedDataSource<DemoProduct>
  private var load: Task<Void, Never>?
  private var pending: ListChangeSet = .empty

  init(input catalogue: DemoCatalogue) {
    paging = PagedDataSource(firstPage: 1, threshold: 2) { try await catalogue.page($0) }
    paging.list.onChange = { [unowned self] in pending = $0 }
    paging.onStateChange = { [unowned self] state in
      switch state {
      case .loading: view?.showLoading(page: paging.nextPage)
      case .idle, .exhausted:
        let page = paging.nextPage - 1
        let shown = paging.items.suffix(from: (page - 1) * 3)
        view?.show(page: page, products: Array(shown), changes: pending, isLast: state.isExhausted)
      case .failed: view?.showFailure(page: paging.nextPage, changes: pending)
      }
    }
  }

  func viewDidLoad() { load = paging.loadNextPage() }

  /// The row at `row` came into view; `true` when that started loading a page.
  func userSees(row: Int) -> Bool {
    guard let started = paging.loadNextPageIfNeeded(visibleIndex: row) else {
      return false
    }
    load = started
    return true
  }

  /// The user tapped the retry row.
  func retry() { load = paging.retry() }

  /// Waits for the page being loaded, if any.
  func pageLoaded() async { await load?.value }
}

@MainActor
final class TerminalProductList: ProductListView {
  private var explained = false

  func showLoading(page: Int) {
    print("  loading page \(page)… (spinner row shown)")
  }

  func showFailure(page: Int, changes: ListChangeSet) {
    print("  page \(page) timed out: the spinner row becomes a retry row")
    print("    one table update: \(changes)")
  }

  func show(page: Int, products: [DemoProduct], changes: ListChangeSet, isLast: Bool) {
    let names = products.map(\.name).joined(separator: ", ")
    print("  page \(page) arrived\(isLast ? " (the last)" : ""): \(names)")
    print("    one table update: \(changes)")
    if !explained {
      explained = true
      print("    ([section, row]; - deleted: the spinner row, + inserted: the new products)")
    }
  }
}

// MARK: Product screen

@MainActor
protocol ProductView: PresentableView {
  func show(title: String)
}

@MainActor
final class ProductPresenter: Presenter {
  weak var view: (any ProductView)?
  private let product: DemoProduct

  init(input product: DemoProduct) { self.product = product }

  func viewDidLoad() { view?.show(title: "\(product.name) — €\(product.price)") }
  func viewDidAppear() { print("  product screen appeared") }
  func viewDestroyed() { print("  product screen destroyed: its presenter is released") }
}

@MainActor
final class TerminalProduct: ProductView {
  func show(title: String) { print("  product screen shows \"\(title)\"") }
}
