/// Why a list could not make a change.
///
/// Every list operation checks its positions first and throws one of these instead of
/// trapping; a failed operation leaves the list as it was.
public enum ListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The section index is not in `0..<count`.
  case sectionOutOfRange(section: Int, count: Int)
  /// The item index is not valid in its section, which holds `count` items.
  case itemOutOfRange(ListIndexPath, count: Int)
  /// An item with this identity (described) is already in the list.
  case duplicateItem(id: String)
  /// A section with this identity is already in the list.
  case duplicateSection(ListSectionID)

  public var description: String {
    switch self {
    case .sectionOutOfRange(let section, let count):
      "section \(section) is out of range (the list has \(count) sections)"
    case .itemOutOfRange(let indexPath, let count):
      "item \(indexPath) is out of range (its section has \(count) items)"
    case .duplicateItem(let id):
      "an item with id \(id) is already in the list"
    case .duplicateSection(let id):
      "a section with id \(id) is already in the list"
    }
  }
}
