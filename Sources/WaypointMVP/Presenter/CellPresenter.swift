/// The logic of one cell: it turns an item into what the cell shows.
///
/// Cells are reused, so a cell keeps one presenter and hands it each item it is asked to
/// show; WinkKit made a new presenter per dequeue, which this allows too. Like a screen's
/// presenter, it keeps its view `weak`.
///
/// ```swift
/// protocol ProductCellView: PresentableView {
///   func show(name: String, price: String)
/// }
///
/// final class ProductCellPresenter: CellPresenter {
///   weak var view: (any ProductCellView)?
///   init() {}
///   func configure(with product: Product) {
///     view?.show(name: product.name, price: "€\(product.price)")
///   }
/// }
///
/// // In cellForRowAt:
/// try products.configure(cell.presenter, at: ListIndexPath(item: row, section: 0))
/// ```
@MainActor
public protocol CellPresenter: AnyObject {
  /// The cell's view, usually `any SomeCellView`.
  associatedtype View
  /// The item a cell shows.
  associatedtype Item

  /// The cell; keep it `weak`.
  var view: View? { get set }

  /// A presenter with no item yet; the adapter makes one per cell.
  init()

  /// Shows `item`; called each time the cell is about to show an item.
  func configure(with item: Item)

  /// The cell is about to be reused for another item; cancel per-item work (an image load).
  func prepareForReuse()
}

extension CellPresenter {
  public func prepareForReuse() {}
}

extension ListDataSource {
  /// Configures `presenter` with the item at `indexPath`: the whole of `cellForRowAt`'s
  /// logic.
  ///
  /// - Throws: ``ListError/sectionOutOfRange(section:count:)``, ``ListError/itemOutOfRange(_:count:)``.
  public func configure<P: CellPresenter>(_ presenter: P, at indexPath: ListIndexPath) throws(ListError)
  where P.Item == Item {
    presenter.configure(with: try snapshot.item(at: indexPath))
  }
}
