/// A row of a paged list: one of the app's items, or the loader shown while a page loads.
///
/// The UIKit adapter dequeues the app's cell for `.item` and a spinner cell for `.loader`.
public enum PagedRow<Item: Identifiable & Equatable>: Identifiable, Equatable {
  /// One of the app's items.
  case item(Item)
  /// The loading indicator.
  case loader

  /// A row's identity: its item's, or the loader's.
  public enum ID: Hashable {
    /// The identity of an item row.
    case item(Item.ID)
    /// The identity of the loader row; there is at most one.
    case loader
  }

  public var id: ID {
    switch self {
    case .item(let item): .item(item.id)
    case .loader: .loader
    }
  }

  /// The item of an item row, `nil` for the loader.
  public var item: Item? {
    if case .item(let item) = self { item } else { nil }
  }
}

extension PagedRow: Sendable where Item: Sendable {}
extension PagedRow.ID: Sendable where Item.ID: Sendable {}
