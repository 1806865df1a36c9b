/// The position of an item in a list: a section and an item within it.
///
/// The same two numbers as UIKit's `IndexPath(item:section:)` (or `row:section:`), kept as
/// a plain value so the list logic runs where Foundation's `IndexPath` has no `item` or
/// `section` (Linux). The UIKit adapter converts with `IndexPath(item:section:)`.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The index of the section.
  public var section: Int
  /// The index of the item within its section (a table view's row).
  public var item: Int

  /// The position of `item` in `section`.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Orders by section, then by item: the order rows appear on screen.
  public static func < (lhs: Self, rhs: Self) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  public var description: String { "[\(section), \(item)]" }
}
