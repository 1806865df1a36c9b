/// A section of a list: an identity and its items, in order.
public struct ListSection<Item: Identifiable>: Identifiable {
  /// The section's identity.
  public var id: ListSectionID
  /// The items of the section, top to bottom.
  public var items: [Item]

  /// A section `id` holding `items`.
  public init(_ id: ListSectionID, items: [Item] = []) {
    self.id = id
    self.items = items
  }
}

extension ListSection: Equatable where Item: Equatable {}
extension ListSection: Hashable where Item: Hashable {}
extension ListSection: Sendable where Item: Sendable {}
