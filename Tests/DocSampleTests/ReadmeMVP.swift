import Waypoint
import WaypointMVP

// The WaypointMVP catalog: presenters, lists and infinite scroll.
enum ReadmeMVP {
  struct Product: Identifiable, Equatable, Sendable {
    let id: Int
    let name: String
  }

  protocol ProductView: PresentableView { func show(title: String) }

  final class ProductPresenter: Presenter {
    weak var view: (any ProductView)?
    private let product: Product
    init(input product: Product) { self.product = product }  // Input: Void, a value or an optional
    func viewDidLoad() { view?.show(title: product.name) }
  }

  @MainActor
  func show(_ mug: Product, on screen: any ProductView, navigator: AnyNavigator, id: ScreenID) async {
    let binder = PresenterBinder(ProductPresenter(input: mug), view: screen)
    binder.handle(.didAppear)  // viewDidLoad, viewWillAppear, viewDidAppear
    await binder.bind(to: navigator.lifecycle(of: id))  // or any AsyncSequence of LifecycleEvent
  }

  struct Page: Sendable {
    let items: [Product]
    let isLast: Bool
  }

  struct API: Sendable {
    func products(page: Int) async throws -> Page { Page(items: [], isLast: true) }
  }

  @MainActor func paging(api: API, indexPath: (section: Int, row: Int)) {
    let products = PagedDataSource<Product>(firstPage: 1, threshold: 5) { page in
      let response = try await api.products(page: page)
      return (items: response.items, isLastPage: response.isLast)
    }
    products.loadNextPage()  // in viewDidLoad
    products.loadNextPageIfNeeded(visibleIndex: indexPath.row)  // in willDisplay
  }
}
