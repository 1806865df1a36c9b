import UIKit
import WaypointUIKit

/// A view controller the navigator's registry makes: it is prepared with its context (the way
/// to finish with a result) and navigates through the navigator it was given.
class ShopScreen: UIViewController, Screen {
  weak var navigator: Navigator<Shop>?
  private(set) var context: ScreenContext?

  func prepare(_ context: ScreenContext) {
    self.context = context
  }

  /// A vertical stack of views in the middle of the screen.
  func layOut(_ views: [UIView]) {
    view.backgroundColor = .systemBackground
    let stack = UIStackView(arrangedSubviews: views)
    stack.axis = .vertical
    stack.spacing = 16
    stack.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(stack)
    NSLayoutConstraint.activate([
      stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
      stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
      stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
    ])
  }

  func button(_ title: String, _ action: @escaping () -> Void) -> UIButton {
    UIButton(configuration: .filled(), primaryAction: UIAction(title: title) { _ in action() })
  }

  func label(_ text: String, style: UIFont.TextStyle = .body) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .preferredFont(forTextStyle: style)
    label.numberOfLines = 0
    return label
  }
}

/// Checkout, presented as a sheet: paying finishes it with an order.
final class CheckoutViewController: ShopScreen {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Checkout"
    layOut([
      label("Pay for your mug?"),
      button("Pay") { [weak self] in self?.context?.finish(with: Order(number: Int.random(in: 1000...9999)))
      },
    ])
  }
}

/// The login a guard shows in front of checkout; finishing with a value lets checkout go on.
final class LoginViewController: ShopScreen {
  private let session: Session

  init(session: Session) {
    self.session = session
    super.init(nibName: nil, bundle: nil)
    title = "Sign in"
  }

  @available(*, unavailable)
  required init?(coder: NSCoder) { return nil }

  override func viewDidLoad() {
    super.viewDidLoad()
    layOut([
      label("Checkout needs an account."),
      button("Sign in") { [weak self] in
        self?.session.isSignedIn = true
        self?.context?.finish(with: true)
      },
    ])
  }
}

/// The cart, a sheet: `shop://cart` opens it too.
final class CartViewController: ShopScreen {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Cart"
    layOut([
      label("One mug in your cart."),
      button("Check out") { [weak self] in self?.navigator?.push(.checkout) },
      button("Close") { [weak self] in self?.context?.finish() },
    ])
  }
}

/// The search tab: a search field over the catalogue; a result pushes in the tab's own stack.
final class SearchViewController: ShopScreen, UISearchResultsUpdating {
  private let results = UITableView()
  private var shown = Catalog.products

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Search"
    let search = UISearchController()
    search.searchResultsUpdater = self
    navigationItem.searchController = search
    results.register(UITableViewCell.self, forCellReuseIdentifier: "result")
    results.dataSource = self
    results.delegate = self
    results.frame = view.bounds
    results.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    view.addSubview(results)
  }

  func updateSearchResults(for controller: UISearchController) {
    let text = controller.searchBar.text ?? ""
    shown = Catalog.products.filter { text.isEmpty || $0.name.localizedCaseInsensitiveContains(text) }
    results.reloadData()
  }
}

extension SearchViewController: UITableViewDataSource, UITableViewDelegate {
  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "result", for: indexPath)
    var content = cell.defaultContentConfiguration()
    content.text = shown[indexPath.row].name
    cell.contentConfiguration = content
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    navigator?.push(Shop.product(shown[indexPath.row].id))
  }
}

/// The orders tab, in the Account group of the sidebar: `shop://orders` selects it.
final class OrdersViewController: ShopScreen {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Orders"
    layOut([
      label("Your orders appear here."),
      button("See mug no. 7 in the shop") { [weak self] in
        self?.navigator?.navigate { state in  // one plan: the catalogue tab, the mug selected
          state.dismissAll()
          state.select(tab: ShopTab.catalogue)
          state.select(Shop.product(7))
        }
      },
    ])
  }
}

/// The profile tab, in the Account group of the sidebar; in debug builds its navigation bar has
/// the Debug menu.
final class ProfileViewController: ShopScreen {
  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Profile"
    #if DEBUG
      navigationItem.rightBarButtonItem = debugMenu()
    #endif
    // The editor zooms in from its button on iOS 18 (the default push on iOS 17). Its text fields
    // select by dragging sideways: iOS 26's swipe back from the content is off there, the edge
    // swipe and the Back button stay.
    let edit = button("Edit profile") { [weak self] in
      self?.navigator?.push(
        .route(Shop.editProfile).transition(.zoom(from: "edit-profile")).contentSwipe(false))
    }
    (navigator?.host as? UIKitHost)?.register(anchor: "edit-profile", edit)
    layOut([label("Signed-in shoppers skip the login on their way to checkout."), edit])
  }
}

/// The profile editor: once the name changes, a leave guard asks "Discard changes?" on every way
/// out (Back, the back menu, a re-tapped tab; the swipe back is held).
final class EditProfileViewController: ShopScreen {
  private var leaveGuard: LeaveGuardID?

  override func viewDidLoad() {
    super.viewDidLoad()
    title = "Edit profile"
    let name = UITextField()
    name.placeholder = "Name"
    name.borderStyle = .roundedRect
    name.addAction(UIAction { [weak self] _ in self?.nameChanged() }, for: .editingChanged)
    layOut([name, button("Save") { [weak self] in self?.save() }])
  }

  private func nameChanged() {
    guard leaveGuard == nil else { return }
    leaveGuard = context?.addLeaveGuard { [weak self] _ in
      guard let navigator = self?.navigator else { return .leave }
      let answer = try await navigator.present(.discardChanges, embedded: false, expecting: Bool.self).value
      return answer.value == true ? .leave : .stay
    }
  }

  private func save() {
    if let leaveGuard { navigator?.removeLeaveGuard(leaveGuard) }
    leaveGuard = nil
    navigator?.pop()
  }
}

/// The leave guard's prompt: finishes with `true` to discard the changes.
final class DiscardChangesViewController: ShopScreen {
  override func viewDidLoad() {
    super.viewDidLoad()
    layOut([
      label("Discard changes?", style: .headline),
      button("Discard") { [weak self] in self?.context?.finish(with: true) },
      button("Keep editing") { [weak self] in self?.context?.finish(with: false) },
    ])
  }
}
