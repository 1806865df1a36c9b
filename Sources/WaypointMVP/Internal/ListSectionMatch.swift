/// How the sections of two lists correspond, by identity: the section part of a
/// ``ListChangeSet``, and the pairs of sections whose items are compared.
@usableFromInline
struct ListSectionMatch {
  /// Sections only in the old list, by old index.
  @usableFromInline var deleted: [Int] = []
  /// Sections only in the new list, by new index.
  @usableFromInline var inserted: [Int] = []
  /// Sections in both lists that are not in the longest run that kept its order.
  @usableFromInline var moved: [ListMove<Int>] = []
  /// Every section in both lists, as its old and new index, in the new order.
  @usableFromInline var matched: [(old: Int, new: Int)] = []

  /// - Complexity: O(*s* log *s*), where *s* is the number of sections in both.
  @usableFromInline
  init(from old: [ListSectionID], to new: [ListSectionID]) {
    guard old != new else {
      matched = old.indices.map { ($0, $0) }
      return
    }
    let oldIndex = Dictionary(uniqueKeysWithValues: zip(old, old.indices))
    let newIndex = Dictionary(uniqueKeysWithValues: zip(new, new.indices))
    deleted = old.indices.filter { newIndex[old[$0]] == nil }
    inserted = new.indices.filter { oldIndex[new[$0]] == nil }
    for (t, id) in new.enumerated() {
      if let s = oldIndex[id] { matched.append((s, t)) }
    }
    let inOrder = longestIncreasingSubsequence(matched.map(\.old))
    var nextInOrder = 0
    for (offset, pair) in matched.enumerated() {
      if nextInOrder < inOrder.count, inOrder[nextInOrder] == offset {
        nextInOrder += 1
      } else {
        moved.append(ListMove(from: pair.old, to: pair.new))
      }
    }
  }
}
