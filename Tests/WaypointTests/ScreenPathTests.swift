import PropertyBased
import Testing
import Waypoint

@Suite("Screen path")
struct ScreenPathTests {
  static let operations = Gen.int(in: 0...1_000_000).array(of: 0...120)

  /// One edit, applied the same way to a path and to an array.
  struct Edit: CustomStringConvertible {
    let seed: Int

    func apply(to path: inout ScreenPath, _ array: inout [ScreenEntry], copies: inout [ScreenPath]) {
      let count = array.count
      switch seed % 9 {
      case 0, 1, 2:
        let entry = ScreenEntry(seed)
        path.append(entry)
        array.append(entry)
      case 3:
        #expect(path.popLast() == array.popLast())
      case 4:
        let k = count == 0 ? 0 : seed / 9 % (count + 1)
        path.removeLast(k)
        array.removeLast(k)
      case 5 where count > 0:
        let index = seed / 9 % count
        let entry = ScreenEntry(seed, tag: "set")
        path[index] = entry
        array[index] = entry
      case 6:
        let lower = count == 0 ? 0 : seed / 9 % (count + 1)
        let upper = lower + (count - lower == 0 ? 0 : seed / 7 % (count - lower + 1))
        let new = (0..<(seed % 3)).map { ScreenEntry(seed + $0) }
        path.replaceSubrange(lower..<upper, with: new)
        array.replaceSubrange(lower..<upper, with: new)
      case 7:
        // A copy kept aside must never see later edits.
        copies.append(path)
      default:
        path.removeAll()
        array.removeAll()
      }
    }

    var description: String { "edit \(seed % 9) (\(seed))" }
  }

  @Test func randomEditsAgreeWithAnArray() async {
    await propertyCheck(count: 300, input: Self.operations) { seeds in
      var path = ScreenPath()
      var array: [ScreenEntry] = []
      var copies: [ScreenPath] = []
      var expectedCopies: [[ScreenEntry]] = []
      for seed in seeds {
        let edit = Edit(seed: seed)
        let copiesBefore = copies.count
        edit.apply(to: &path, &array, copies: &copies)
        if copies.count > copiesBefore { expectedCopies.append(array) }
        #expect(Array(path) == array, "after \(edit)")
        #expect(path.count == array.count)
        #expect(path.last == array.last)
        for index in array.indices where index % 7 == 0 || index == array.count - 1 {
          #expect(path[index] == array[index], "index \(index) after \(edit)")
        }
      }
      for (copy, expected) in zip(copies, expectedCopies) {
        #expect(Array(copy) == expected)
        #expect((copy == path) == (expected == array))
        #expect((copy.hashValue == path.hashValue) || expected != array)
      }
    }
  }

  @Test func equalPathsBuiltApartAreEqualAndHashAlike() {
    let entries = (0..<50).map { ScreenEntry($0) }
    let shared = ScreenPath(entries)
    var grown = shared
    grown.append(ScreenEntry(99))
    grown.removeLast()
    let apart = ScreenPath(entries)
    #expect(grown == shared)
    #expect(apart == shared)
    #expect(apart.hashValue == shared.hashValue)
    var other = apart
    other[10] = ScreenEntry(10)
    #expect(other != shared)
  }

  @Test func lastIndexSearchesFromTheTop() {
    let entries = (0..<20).map { ScreenEntry($0 % 5, tag: $0 % 5) }
    let path = ScreenPath(entries)
    #expect(path.lastIndex { $0.tag == AnyTag(3) } == 18)
    #expect(path.lastIndex { $0.tag == AnyTag(9) } == nil)
    #expect(path.lastIndex { $0.tag == AnyTag(3) } == entries.lastIndex { $0.tag == AnyTag(3) })
  }

  @Test func deepPathIsReleasedWithoutExhaustingTheStack() async {
    // NB: a recursive release of 1,000,000 nodes would overflow a secondary thread's stack.
    let probe = await Task.detached {
      var path = ScreenPath()
      let box = Box()
      for index in 0..<1_000_000 { path.append(ScreenEntry(index)) }
      path.append(ScreenEntry(box))
      #expect(path.count == 1_000_001)
      #expect(path[500_000].route == AnyRoute(500_000))
      return Weak(box)
    }.value
    #expect(probe.value == nil)
  }

  final class Box: Hashable, Sendable {
    static func == (lhs: Box, rhs: Box) -> Bool { lhs === rhs }
    func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
  }

  final class Weak: @unchecked Sendable {
    weak var value: Box?
    init(_ value: Box) { self.value = value }
  }
}
