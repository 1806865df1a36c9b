/// A row of a paged list: one of the app's items, the loader shown while a page loads, or the
/// row offering to load a failed page again.
///
/// The UIKit adapters dequeue the app's cell for `.item`, a spinner for `.loader` and a retry
/// button for `.retry`.
public enum PagedRow<Item: Identifiable & Equatable>: Identifiable, Equatable {
  /// One of the app's items.
  case item(Item)
  /// The loading indicator.
  case loader
  /// The page failed to load; tapping the row loads it again (``PagedDataSource/retry()``).
  case retry

  /// A row's identity: its item's, or the loader's.
  public enum ID: Hashable {
    /// The identity of an item row.
    case item(Item.ID)
    /// The identity of the loader row; there is at most one.
    case loader
    /// The identity of the retry row; there is at most one, never beside the loader.
    case retry
  }

  public var id: ID {
    switch self {
    case .item(let item): .item(item.id)
    case .loader: .loader
    case .retry: .retry
    }
  }

  /// The item of an item row, `nil` for the loader and the retry row.
  public var item: Item? {
    if case .item(let item) = self { item } else { nil }
  }
}

extension PagedRow: Sendable where Item: Sendable {}
extension PagedRow.ID: Sendable where Item.ID: Sendable {}
