import UIKit
import WaypointScreenKit
import WaypointUIKit

// The catalogue and the product detail, built with the screen kit: presenters hold the logic,
// view controllers and cells only show what they are told.

/// What the catalogue screen shows; the table adapter draws the list itself.
@MainActor
protocol ProductListView: PresentableView {}

/// Loads the catalogue page by page from a slow, sometimes failing "server", and opens a product.
final class ProductListPresenter: Presenter {
  weak var view: (any ProductListView)?
  let pages = PagedDataSource<Product>(firstPage: 0, threshold: 5) { page in
    try await Task.sleep(for: .milliseconds(600))  // a slow network
    if page == 3, Bool.random() { throw URLError(.timedOut) }  // the retry row, now and then
    let items = Array(Catalog.products.dropFirst(page * 20).prefix(20))
    return (items, isLastPage: (page + 1) * 20 >= Catalog.products.count)
  }
  private weak var navigator: Navigator<Shop>?

  init(input navigator: Navigator<Shop>?) {
    self.navigator = navigator
  }

  func viewDidLoad() { pages.loadNextPage() }

  func viewDestroyed() { pages.reset() }

  /// Selects `product` for the split view's detail column (on top of the catalogue when the
  /// split is collapsed).
  func select(_ product: Product) {
    navigator?.select(.product(product.id))
  }

  func openCart() {
    navigator?.present(.route(Shop.cart).opened(from: "cart"))
  }

}

/// The catalogue: a paged table with a loader row while a page loads and a retry row when it
/// failed.
final class ProductListViewController: WKTableViewController<ProductListPresenter>, ProductListView {
  private var adapter: TableAdapter<PagedRow<Product>>?
  /// The cart button in the navigation bar; registered on the host as "cart".
  let cartButton = UIButton(configuration: .plain())

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Shop"
    cartButton.configuration?.image = UIImage(systemName: "cart")
    cartButton.accessibilityLabel = "Cart"
    cartButton.addAction(
      UIAction { [weak presenter] _ in presenter?.openCart() }, for: .primaryActionTriggered)
    navigationItem.rightBarButtonItem = UIBarButtonItem(customView: cartButton)
    adapter = TableAdapter(tableView: tableView, pages: presenter.pages, cell: ProductCell.self)
    adapter?.didSelect = { [weak presenter] row, _ in
      if case .item(let product) = row { presenter?.select(product) }
    }
    adapter?.delegate = self  // what the adapter does not handle, like the swipe action below
  }

  /// A product row's "Cart" swipe action: the adapter forwards the call to the screen.
  override func tableView(
    _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
  ) -> UISwipeActionsConfiguration? {
    let row = adapter?.shown[ListIndexPath(item: indexPath.row, section: indexPath.section)]
    guard case .item = row else { return nil }
    let cart = UIContextualAction(style: .normal, title: "Cart") { [weak presenter] _, _, done in
      presenter?.openCart()
      done(true)
    }
    return UISwipeActionsConfiguration(actions: [cart])
  }
}

/// What a product row shows.
@MainActor
protocol ProductCellView: PresentableView {
  func show(name: String, price: String)
}

/// Turns a product into a row.
final class ProductCellPresenter: CellPresenter {
  weak var view: (any ProductCellView)?

  init() {}

  func configure(with product: Product) {
    view?.show(name: product.name, price: "€\(product.price)")
  }
}

/// A product row.
final class ProductCell: WKTableViewCell<ProductCellPresenter>, ProductCellView {
  func show(name: String, price: String) {
    var content = defaultContentConfiguration()
    content.text = name
    content.secondaryText = price
    contentConfiguration = content
    accessoryType = .disclosureIndicator
  }
}

/// What the product detail shows.
@MainActor
protocol ProductView: PresentableView {
  func show(product: Product)
  func show(status: String)
}

/// The product detail's logic: buying opens checkout (the login guard may put a login in front
/// of it) and waits for the order it returns.
final class ProductPresenter: Presenter {
  weak var view: (any ProductView)?
  private let product: Product
  private weak var navigator: Navigator<Shop>?

  init(input: (product: Product, navigator: Navigator<Shop>?)) {
    product = input.product
    navigator = input.navigator
  }

  func viewDidLoad() { view?.show(product: product) }

  func buy() async {
    guard let navigator else { return }
    do {
      let result = try await navigator.present(.checkout, expecting: Order.self).value
      if case .value(let order) = result {
        view?.show(status: "Thank you: order no. \(order.number) is on its way.")
      } else {
        view?.show(status: "Checkout was closed.")
      }
    } catch {
      view?.show(status: "Checkout could not open: \(error)")
    }
  }

  /// "Remove from cart?" as a confirmation dialog (on an iPad a popover in the middle of the
  /// screen): it ends with the tapped button's value, or `.cancelled` (Keep, or a tap outside it).
  func removeFromCart() async {
    guard let navigator else { return }
    let dialog = Dialog(
      "Remove from cart?", message: product.name, style: .confirmationDialog,
      buttons: [.destructive("Remove", value: true), .cancel("Keep")])
    if case .value = try? await navigator.present(dialog, expecting: Bool.self).value {
      view?.show(status: "\(product.name) left your cart.")
    }
  }

  /// Opens the cart as a popover pointing at this product's cart button (a sheet on an iPhone).
  func openCart() {
    navigator?.present(.route(Shop.cart).anchored(to: "cart-\(product.id)"), style: .popover)
  }
}

/// The product detail, with the kit's styled views.
final class ProductViewController: WKViewController<ProductPresenter>, ProductView {
  private let name = WKLabel()
  private let price = UILabel()
  private let status = UILabel()
  private let buy = WKButton(configuration: .filled())
  /// The button the cart's popover points at.
  let cart = WKButton(configuration: .bordered())
  /// The button that asks "Remove from cart?".
  private let remove = WKButton(configuration: .bordered())

  override func viewDidLoad() {
    view.backgroundColor = .systemBackground
    name.font = .preferredFont(forTextStyle: .title1)
    status.numberOfLines = 0
    buy.configuration?.title = "Buy now"
    buy.style.isRounded = true
    buy.style.shadowColor = .label
    buy.addAction(
      UIAction { [weak self] _ in Task { await self?.presenter.buy() } }, for: .primaryActionTriggered)
    cart.configuration?.title = "Open the cart"
    cart.style.cornerRadius = 12
    cart.style.borderWidth = 1
    cart.style.borderColor = .tintColor
    cart.addAction(UIAction { [weak self] _ in self?.presenter.openCart() }, for: .primaryActionTriggered)
    remove.configuration?.title = "Remove from cart"
    remove.addAction(
      UIAction { [weak self] _ in Task { await self?.presenter.removeFromCart() } },
      for: .primaryActionTriggered)
    let stack = UIStackView(arrangedSubviews: [name, price, buy, cart, remove, status])
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
    super.viewDidLoad()  // binds the presenter, which shows the product
  }

  func show(product: Product) {
    title = product.name
    name.text = product.name
    price.text = "€\(product.price)"
  }

  func show(status: String) {
    self.status.text = status
  }
}
