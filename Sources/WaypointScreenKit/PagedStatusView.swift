#if canImport(UIKit)
  import UIKit

  /// The loader or the retry row of a paged list: a spinner, or a message with a retry button.
  ///
  /// It asks for at least 44 points of height, below the required priority: a table sizes a
  /// cell's content view from its row height less the separator (43.67 points in a 44-point row),
  /// and a required minimum would conflict with that height each time UIKit lays the cell out.
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
        let fits = view.topAnchor.constraint(greaterThanOrEqualTo: topAnchor)  // large text
        fits.priority = .required - 1
        fits.isActive = true
      }
      let height = heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
      height.priority = .required - 1
      height.isActive = true
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

    /// Pins the view to every edge of `contentView`, so a self-sizing cell takes its height.
    func pin(into contentView: UIView) {
      translatesAutoresizingMaskIntoConstraints = false
      contentView.addSubview(self)
      NSLayoutConstraint.activate([
        topAnchor.constraint(equalTo: contentView.topAnchor),
        bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
        trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
      ])
    }
  }

  /// The table cell of a paged list's loader and retry rows.
  public final class PagedStatusTableCell: UITableViewCell {
    public let statusView = PagedStatusView()

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
      super.init(style: style, reuseIdentifier: reuseIdentifier)
      statusView.pin(into: contentView)
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
      statusView.pin(into: contentView)
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
