#if canImport(UIKit)
  import UIKit
  import os

  /// A table cell whose content comes from a cell presenter (WinkKit's `WKTableViewCell`): one
  /// presenter per cell, configured with each item the cell shows and told when it is reused.
  ///
  /// ```swift
  /// final class ProductCell: WKTableViewCell<ProductCellPresenter>, ProductCellView {
  ///   func show(name: String, price: String) { … }
  /// }
  /// ```
  open class WKTableViewCell<P: CellPresenter>: UITableViewCell {
    /// The cell's logic.
    public let presenter = P()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      presenter.view = viewOfPresenter(self, P.self)
    }

    /// A cell from a nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      presenter.view = viewOfPresenter(self, P.self)
    }

    /// Shows `item`.
    public func configure(with item: P.Item) { presenter.configure(with: item) }

    open override func prepareForReuse() {
      super.prepareForReuse()
      presenter.prepareForReuse()
    }
  }

  /// A collection cell whose content comes from a cell presenter; see ``WKTableViewCell``.
  open class WKCollectionViewCell<P: CellPresenter>: UICollectionViewCell {
    /// The cell's logic.
    public let presenter = P()

    public override init(frame: CGRect) {
      super.init(frame: frame)
      presenter.view = viewOfPresenter(self, P.self)
    }

    /// A cell from a nib.
    public required init?(coder: NSCoder) {
      super.init(coder: coder)
      presenter.view = viewOfPresenter(self, P.self)
    }

    /// Shows `item`.
    public func configure(with item: P.Item) { presenter.configure(with: item) }

    open override func prepareForReuse() {
      super.prepareForReuse()
      presenter.prepareForReuse()
    }
  }

  /// `cell` as the view of a presenter of type `P`, logging by name when it is not one.
  @MainActor
  func viewOfPresenter<P: CellPresenter>(_ cell: AnyObject, _: P.Type) -> P.View? {
    guard let view = cell as? P.View else {
      kitLog.error(
        "\(String(describing: type(of: cell)), privacy: .public) does not conform to \(String(describing: P.View.self), privacy: .public), the view of \(String(describing: P.self), privacy: .public)"
      )
      return nil
    }
    return view
  }

  /// A reusable view of another class than the one asked for came back from a dequeue.
  public struct DequeueError: Error, CustomStringConvertible {
    /// The class asked for, and the reuse identifier it was registered under.
    public let expected: String
    /// The class that came back.
    public let found: String
    /// The view that came back, if any. A table or collection view's data source must still
    /// return this cell for its index path: UIKit takes only the cell it dequeued for it, once.
    public let view: UIView?

    public var description: String {
      "The reuse identifier \"\(expected)\" gave \(found), not a \(expected): register \(expected) first"
    }
  }

  /// The reuse identifier of a class: its name.
  func reuseIdentifier(_ type: AnyClass) -> String { String(describing: type) }

  /// Registers the nib named after `type` when its bundle has one, else the class.
  @MainActor
  private func registerNibOrClass(_ type: AnyClass, nib: (UINib) -> Void, type register: (AnyClass) -> Void) {
    let bundle = Bundle(for: type)
    let name = reuseIdentifier(type)
    if bundle.path(forResource: name, ofType: "nib") != nil {
      nib(UINib(nibName: name, bundle: bundle))
    } else {
      register(type)
    }
  }

  /// `view` as a `T`, or the error naming both classes.
  private func cast<T>(_ view: AnyObject, to type: T.Type, identifier: String) throws(DequeueError) -> T {
    guard let typed = view as? T else {
      throw DequeueError(expected: identifier, found: "\(Swift.type(of: view))", view: view as? UIView)
    }
    return typed
  }

  extension UITableView {
    /// Registers `cell` under its class name: its nib when the class's bundle has one of that
    /// name, else the class.
    public func register<Cell: UITableViewCell>(cell: Cell.Type) {
      registerNibOrClass(
        cell, nib: { register($0, forCellReuseIdentifier: reuseIdentifier(cell)) },
        type: { register($0, forCellReuseIdentifier: reuseIdentifier(cell)) })
    }

    /// A cell of class `Cell` for `indexPath`, registered with ``register(cell:)``.
    /// - Throws: ``DequeueError`` naming both classes when another class comes back.
    public func dequeueReusableCell<Cell: UITableViewCell>(ofType type: Cell.Type, for indexPath: IndexPath)
      throws(DequeueError) -> Cell
    {
      let identifier = reuseIdentifier(type)
      return try cast(
        dequeueReusableCell(withIdentifier: identifier, for: indexPath), to: type, identifier: identifier)
    }

    /// Registers a header or footer view under its class name, nib first.
    public func register<View: UITableViewHeaderFooterView>(headerFooter view: View.Type) {
      registerNibOrClass(
        view, nib: { register($0, forHeaderFooterViewReuseIdentifier: reuseIdentifier(view)) },
        type: { register($0, forHeaderFooterViewReuseIdentifier: reuseIdentifier(view)) })
    }

    /// A header or footer view of class `View`, registered with ``register(headerFooter:)``.
    /// - Throws: ``DequeueError`` when none is registered or another class comes back.
    public func dequeueReusableHeaderFooterView<View: UITableViewHeaderFooterView>(ofType type: View.Type)
      throws(DequeueError) -> View
    {
      let identifier = reuseIdentifier(type)
      guard let view = dequeueReusableHeaderFooterView(withIdentifier: identifier) else {
        throw DequeueError(expected: identifier, found: "nothing", view: nil)
      }
      return try cast(view, to: type, identifier: identifier)
    }
  }

  extension UICollectionView {
    /// Registers `cell` under its class name: its nib when the class's bundle has one of that
    /// name, else the class.
    public func register<Cell: UICollectionViewCell>(cell: Cell.Type) {
      registerNibOrClass(
        cell, nib: { register($0, forCellWithReuseIdentifier: reuseIdentifier(cell)) },
        type: { register($0, forCellWithReuseIdentifier: reuseIdentifier(cell)) })
    }

    /// A cell of class `Cell` for `indexPath`, registered with ``register(cell:)``.
    /// - Throws: ``DequeueError`` naming both classes when another class comes back.
    public func dequeueReusableCell<Cell: UICollectionViewCell>(
      ofType type: Cell.Type, for indexPath: IndexPath
    )
      throws(DequeueError) -> Cell
    {
      let identifier = reuseIdentifier(type)
      return try cast(
        dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath), to: type, identifier: identifier
      )
    }

    /// Registers a supplementary view (a header, a footer) of `kind` under its class name, nib
    /// first.
    public func register<View: UICollectionReusableView>(supplementary view: View.Type, kind: String) {
      registerNibOrClass(
        view,
        nib: { register($0, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier(view)) },
        type: { register($0, forSupplementaryViewOfKind: kind, withReuseIdentifier: reuseIdentifier(view)) })
    }

    /// A supplementary view of class `View` and `kind` for `indexPath`.
    /// - Throws: ``DequeueError`` naming both classes when another class comes back.
    public func dequeueReusableSupplementaryView<View: UICollectionReusableView>(
      ofType type: View.Type, kind: String, for indexPath: IndexPath
    ) throws(DequeueError) -> View {
      let identifier = reuseIdentifier(type)
      let view = dequeueReusableSupplementaryView(
        ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
      return try cast(view, to: type, identifier: identifier)
    }
  }
#endif
