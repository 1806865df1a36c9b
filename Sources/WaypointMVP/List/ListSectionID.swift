/// The identity of a section in a list.
///
/// Sections are told apart by identity, like items, so a change set can say which sections
/// were inserted, removed or moved. Write one as a string literal:
///
/// ```swift
/// let snapshot = try ListSnapshot(sections: [
///   ListSection("featured", items: featured),
///   ListSection("all", items: products),
/// ])
/// ```
public struct ListSectionID: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The name of the section.
  public var rawValue: String

  /// A section named `rawValue`.
  public init(_ rawValue: String) {
    self.rawValue = rawValue
  }

  public init(stringLiteral value: String) {
    self.rawValue = value
  }

  /// The section of a list that has only one.
  public static let main: ListSectionID = "main"

  public var description: String { rawValue }
}
