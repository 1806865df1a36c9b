import WaypointMVP

/// A list item for tests: an identity and a version, so content can change while the
/// identity stays.
struct Row: Identifiable, Hashable, Sendable, CustomStringConvertible {
  let id: Int
  var version = 0

  var description: String { version == 0 ? "\(id)" : "\(id)v\(version)" }
}

extension ListIndexPath {
  /// `[section, item]`, as in the change-set descriptions.
  static func at(_ section: Int, _ item: Int) -> ListIndexPath {
    ListIndexPath(item: item, section: section)
  }
}

extension ListSnapshot where Item == Row {
  /// A snapshot from section names and item identities: `["a": [1, 2], "b": [3]]` in order.
  static func of(_ sections: KeyValuePairs<ListSectionID, [Int]>) -> ListSnapshot {
    try! ListSnapshot(sections: sections.map { ListSection($0.key, items: $0.value.map { Row(id: $0) }) })
  }

  /// The snapshot drawn from `seeds`: up to four sections (named a–d, in a seeded order)
  /// holding some of the items 0..<12 (in a seeded order), each with a version 0–2.
  static func random(_ seeds: [Int]) -> ListSnapshot {
    var seeds = seeds.makeIterator()
    func next(_ bound: Int) -> Int { (seeds.next() ?? 0) % bound }
    var names: [ListSectionID] = ["a", "b", "c", "d"]
    var items = Array(0..<12)
    for i in names.indices.reversed() { names.swapAt(i, next(i + 1)) }
    for i in items.indices.reversed() { items.swapAt(i, next(i + 1)) }
    var sections = names.prefix(next(5)).map { ListSection<Row>($0) }
    for id in items {
      let slot = next(6)
      guard slot < sections.count else { continue }
      sections[slot].items.append(Row(id: id, version: next(3)))
    }
    return try! ListSnapshot(sections: sections)
  }
}
