import PropertyBased
import Testing
import WaypointMVP
import WaypointTesting

@Suite("List properties")
struct ListPropertyTests {
  static let seeds = Gen.int(in: 0...1_000_000).array(of: 0...40)

  /// The heart of the contract: whatever two lists, the difference applied to the old one by
  /// UIKit's rules shows the new one, and UIKit would accept it.
  @Test func differenceAppliedToTheOldListGivesTheNewOne() async {
    await propertyCheck(count: 500, input: Self.seeds, Self.seeds) { oldSeeds, newSeeds in
      let old = ListSnapshot.random(oldSeeds)
      let new = ListSnapshot.random(newSeeds)
      let changes = ListChangeSet(from: old, to: new)
      BatchUpdateModel.expect(changes, turns: old, into: new)
      #expect(ListChangeSet(from: new, to: new).isEmpty)
    }
  }

  /// Every operation's change set, applied to the list before it, gives the list after it;
  /// an operation that throws leaves the list as it was.
  @Test func everyOperationReturnsTheBatchUpdateThatShowsIt() async {
    await propertyCheck(count: 300, input: Self.seeds, Gen.int(in: 0...1_000_000).array(of: 1...30)) {
      start, operations in
      var list = ListSnapshot.random(start)
      var fresh = 100
      for seed in operations {
        let before = list
        let operation = ListOperation(seed, fresh: &fresh, in: list)
        do {
          let changes = try operation.apply(to: &list)
          list._checkInvariants()
          BatchUpdateModel.expect(changes, turns: before, into: list)
          // Each item is found where it is, whatever places the operation left stale.
          for (s, section) in list.sections.enumerated() {
            for (i, row) in section.items.enumerated() where list.indexPath(of: row.id) != .at(s, i) {
              Issue.record("\(operation): \(row) not found at \(ListIndexPath.at(s, i))")
            }
          }
        } catch {
          #expect(list == before, "\(operation) threw \(error) but changed the list")
        }
      }
    }
  }
}

/// A list operation drawn from a seed, with positions that are sometimes out of range.
enum ListOperation: CustomStringConvertible {
  case append(Row, section: Int)
  case appendContents([Row], section: Int)
  case insert(Row, at: ListIndexPath)
  case removeAt(ListIndexPath)
  case remove(Row)
  case move(ListIndexPath, ListIndexPath)
  case replaceAt(Row, ListIndexPath)
  case replaceItems([(item: Row, at: ListIndexPath)])
  case removeAll
  case replaceAll([Row], section: Int)
  case insertSection(ListSection<Row>, at: Int)
  case removeSection(Int)
  case apply(ListSnapshot<Row>)

  init(_ seed: Int, fresh: inout Int, in list: ListSnapshot<Row>) {
    var rest = seed
    func next(_ bound: Int) -> Int {
      defer { rest /= bound }
      return rest % bound
    }
    func newRow() -> Row {
      fresh += 1
      return Row(id: fresh)
    }
    // Positions range one past the end (and an existing identity now and then), so errors are hit too.
    let section = next(list.numberOfSections + 1)
    let item = next(list.numberOfItems(inSection: section) + 2)
    let position = ListIndexPath(item: item, section: section)
    let existing = list.allItems.isEmpty ? Row(id: 0) : list.allItems[next(list.allItems.count)]
    let changed = Row(id: existing.id, version: existing.version + 1)
    switch next(13) {
    case 0: self = .append(next(4) == 0 ? existing : newRow(), section: section)
    case 1: self = .appendContents((0..<next(3)).map { _ in newRow() }, section: section)
    case 2: self = .insert(newRow(), at: position)
    case 3: self = .removeAt(position)
    case 4: self = .remove(next(4) == 0 ? newRow() : existing)
    case 5:
      let target = next(list.numberOfSections + 1)
      self = .move(
        position, ListIndexPath(item: next(list.numberOfItems(inSection: target) + 1), section: target))
    case 6: self = .replaceAt(next(2) == 0 ? changed : newRow(), position)
    case 7:
      let other = ListIndexPath(item: next(3), section: next(list.numberOfSections + 1))
      self = .replaceItems([(item: changed, at: position), (item: newRow(), at: other)])
    case 8: self = .removeAll
    case 9:
      let kept = list.allItems.filter { _ in next(2) == 0 }.map {
        next(2) == 0 ? $0 : Row(id: $0.id, version: 9)
      }
      var random = SeededGenerator(seed: UInt64(truncatingIfNeeded: seed))
      self = .replaceAll((kept + [newRow()]).shuffled(using: &random), section: section)
    case 10: self = .insertSection(ListSection(ListSectionID("s\(fresh)"), items: [newRow()]), at: section)
    case 11: self = .removeSection(section)
    default: self = .apply(ListSnapshot.random([seed, seed / 7, seed / 11, seed / 13, seed / 17, seed / 19]))
    }
  }

  func apply(to list: inout ListSnapshot<Row>) throws(ListError) -> ListChangeSet {
    switch self {
    case .append(let row, let section): try list.append(row, toSection: section)
    case .appendContents(let rows, let section): try list.append(contentsOf: rows, toSection: section)
    case .insert(let row, let at): try list.insert(row, at: at)
    case .removeAt(let at): try list.remove(at: at)
    case .remove(let row): list.remove(row)
    case .move(let from, let to): try list.move(from: from, to: to)
    case .replaceAt(let row, let at): try list.replace(row, at: at)
    case .replaceItems(let items): try list.replace(items: items)
    case .removeAll: list.removeAll()
    case .replaceAll(let rows, let section): try list.replaceAll(with: rows, inSection: section)
    case .insertSection(let section, let at): try list.insertSection(section, at: at)
    case .removeSection(let at): try list.removeSection(at: at)
    case .apply(let snapshot): list.apply(snapshot)
    }
  }

  var description: String {
    switch self {
    case .append(let row, let section): "append(\(row), toSection: \(section))"
    case .appendContents(let rows, let section): "append(contentsOf: \(rows), toSection: \(section))"
    case .insert(let row, let at): "insert(\(row), at: \(at))"
    case .removeAt(let at): "remove(at: \(at))"
    case .remove(let row): "remove(\(row))"
    case .move(let from, let to): "move(from: \(from), to: \(to))"
    case .replaceAt(let row, let at): "replace(\(row), at: \(at))"
    case .replaceItems(let items): "replace(items: \(items))"
    case .removeAll: "removeAll()"
    case .replaceAll(let rows, let section): "replaceAll(with: \(rows), inSection: \(section))"
    case .insertSection(let section, let at): "insertSection(\(section.id), at: \(at))"
    case .removeSection(let at): "removeSection(at: \(at))"
    case .apply(let snapshot): "apply(\(snapshot.sections))"
    }
  }
}
