import Foundation
import ListFixtures
import WaypointMVP

// Runs one path of a list workload COUNT times, for `valgrind --tool=callgrind`, whose
// instruction counts do not depend on what else the machine is doing. `Benchmarks/callgrind.sh
// lists` runs it twice per case and prints the instructions of one difference.
//
//   ListInstructions direct|arrays|data-source|items|floor-ids|floor-equal WORKLOAD N COUNT
//
// - `direct`: `ListChangeSet(from:to:)` on two snapshots built beforehand.
// - `arrays`: from two arrays, as peers are timed: both snapshots built, then the difference.
// - `data-source`: what an app does, `source.apply(try ListSnapshot(items: new))` on a data
//   source already showing the old items.
// - `items`: what an app does with plain arrays, `source.apply(items: new)` on a data source
//   that holds the old items as its own (made, each item's place known, before each
//   difference); only `applyItems` is counted (`callgrind.sh` passes `--toggle-collect`).
// - `floor-ids`: a standard-library `Set` of each array's IDs, the least a difference from two
//   arrays does to know that IDs are unique.
// - `floor-equal`: `==` on every pair of items, the least a difference does to find the items
//   whose content changed (on `same`, every pair).
//
// WORKLOAD is one of `mix`, `shuffle`, `append`, `same` (ListWorkload's four changes). It prints
// a checksum and the number of moves of the last difference.

let arguments = CommandLine.arguments
let workloads: [String: ListWorkload] = [
  "mix": .randomMix, "shuffle": .shuffle, "append": .appendedPage, "same": .noChange,
]
guard arguments.count == 5, let workload = workloads[arguments[2]], let n = Int(arguments[3]),
  let count = Int(arguments[4])
else {
  print(
    "usage: ListInstructions direct|arrays|data-source|items|floor-ids|floor-equal mix|shuffle|append|same N COUNT"
  )
  exit(2)
}

@MainActor
func run() -> (checksum: Int, moves: Int) {
  let (old, new) = workload.lists(n)
  var checksum = 0
  var moves = 0
  switch arguments[1] {
  case "direct":
    let (oldList, newList) = (try! ListSnapshot(items: old), try! ListSnapshot(items: new))
    for _ in 0..<count {
      let changes = ListChangeSet(from: oldList, to: newList)
      checksum &+= changes.insertedItems.count
      moves = changes.movedItems.count
    }
  case "arrays":
    for _ in 0..<count {
      let changes = ListChangeSet(from: try! ListSnapshot(items: old), to: try! ListSnapshot(items: new))
      checksum &+= changes.insertedItems.count
      moves = changes.movedItems.count
    }
  case "data-source":
    let oldList = try! ListSnapshot(items: old)
    for _ in 0..<count {
      let source = ListDataSource(oldList)
      let changes = source.apply(try! ListSnapshot(items: new))
      checksum &+= changes.insertedItems.count
      moves = changes.movedItems.count
    }
  case "items":
    for _ in 0..<count {
      let source = ListDataSource(try! ListSnapshot(items: old))
      let changes = applyItems(new, to: source)
      checksum &+= changes.insertedItems.count
      moves = changes.movedItems.count
    }
  case "floor-ids":
    for _ in 0..<count {
      checksum &+= uniqueIDs(old) &+ uniqueIDs(new)
    }
  case "floor-equal":
    for _ in 0..<count {
      for (before, after) in zip(old, new) where before == after { checksum &+= 1 }
    }
  default:
    print("unknown path \(arguments[1])")
    exit(2)
  }
  return (checksum, moves)
}

/// `source.apply(items: items)`, on its own, for `--toggle-collect`.
@MainActor
@inline(never)
func applyItems(_ items: [BenchItem], to source: ListDataSource<BenchItem>) -> ListChangeSet {
  try! source.apply(items: items)
}

/// How many unique IDs `items` has, counted in a standard-library `Set`.
@inline(never)
func uniqueIDs(_ items: [BenchItem]) -> Int {
  var ids = Set<BenchItem.ID>(minimumCapacity: items.count)
  for item in items { ids.insert(item.id) }
  return ids.count
}

let (checksum, moves) = MainActor.assumeIsolated { run() }
print(checksum, "moves", moves)
