import Benchmark
import ListFixtures
import WaypointMVP

// Lists at 1,000, 10,000 and 100,000 items: `ListChangeSet(from:to:)` beside the standard
// library's `difference(from:)` on the same items in the same run, the same difference from two
// arrays and through `ListDataSource.apply`, an append of a page to a ListDataSource, one page of
// a PagedDataSource, and a whole scroll session. The workloads are in
// the ListFixtures target; BENCHMARKS.md at the repo root says what each benchmark measures.

let benchmarks: @Sendable () -> Void = {
  // NB: allocations are exact on a given toolchain but for one or two from the runtime's own
  // threads now and then; one more per item would be 1,000 more at the smallest size. Time on a
  // shared 2-core machine swings too much to gate on.
  let allocations = BenchmarkThresholds(absolute: [.p90: 8])
  let diff = Benchmark.Configuration(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .microseconds,
    warmupIterations: 3,
    scalingFactor: .one,
    maxDuration: .seconds(2),
    maxIterations: 1_000,
    thresholds: [.mallocCountTotal: allocations]
  )
  var page = diff
  page.timeUnits = .nanoseconds
  page.warmupIterations = 10

  let sizes = [1_000, 10_000, 100_000]

  // MARK: The difference, beside the standard library's

  for n in sizes {
    for workload in ListWorkload.allCases {
      Benchmark("diff, \(workload.rawValue), n=\(n) (Waypoint)", configuration: diff) {
        (benchmark, lists: (old: ListSnapshot<BenchItem>, new: ListSnapshot<BenchItem>)) in
        for _ in benchmark.scaledIterations {
          blackHole(ListChangeSet(from: lists.old, to: lists.new))
        }
      } setup: {
        workload.snapshots(n)
      }

      // From two arrays, as the standard library and DifferenceKit are timed: both snapshots are
      // built inside the measurement.
      Benchmark("diff, \(workload.rawValue), n=\(n) (Waypoint from arrays)", configuration: diff) {
        (benchmark, lists: (old: [BenchItem], new: [BenchItem])) in
        for _ in benchmark.scaledIterations {
          let (old, new) = (try! ListSnapshot(items: lists.old), try! ListSnapshot(items: lists.new))
          blackHole(ListChangeSet(from: old, to: new))
        }
      } setup: {
        workload.lists(n)
      }

      // What an app does: a data source showing the old items is given a snapshot of the new
      // array (built inside the measurement).
      Benchmark("diff, \(workload.rawValue), n=\(n) (ListDataSource.apply)", configuration: diff) {
        (benchmark, bench: ApplyBench) in
        nonisolated(unsafe) let benchmark = benchmark
        for _ in benchmark.scaledIterations {
          await bench.apply(measuredBy: { benchmark.startMeasurement() }, { benchmark.stopMeasurement() })
        }
      } setup: {
        await ApplyBench(workload, n)
      }

      // NB: `difference(from:)` is Myers' algorithm: O((n + m) d) time and O(d²) memory for d
      // changes. A shuffle of 10,000 items (d ≈ 20,000) would need gigabytes, so it runs where
      // d stays in the thousands.
      guard workload != .shuffle || n <= 1_000, workload != .randomMix || n <= 10_000 else { continue }
      Benchmark("diff, \(workload.rawValue), n=\(n) (stdlib difference)", configuration: diff) {
        (benchmark, lists: (old: [BenchItem], new: [BenchItem])) in
        for _ in benchmark.scaledIterations {
          blackHole(lists.new.difference(from: lists.old))
        }
      } setup: {
        workload.lists(n)
      }
    }
  }

  // The least any difference does when nothing changed: compare every item once.
  for n in sizes {
    Benchmark("elementwise ==, no change, n=\(n) (floor)", configuration: diff) {
      (benchmark, lists: (old: [BenchItem], new: [BenchItem])) in
      for _ in benchmark.scaledIterations {
        var equal = 0
        for index in lists.old.indices where lists.old[index] == lists.new[index] { equal += 1 }
        blackHole(equal)
      }
    } setup: {
      ListWorkload.noChange.lists(n)
    }
  }

  // MARK: Appending and paging, one page of 20 at a time

  for n in sizes {
    Benchmark("ListDataSource append(contentsOf:) 20 items, n=\(n)", configuration: page) {
      (benchmark, bench: AppendBench) in
      // NB: the benchmark is only used between the two calls, while this task waits.
      nonisolated(unsafe) let benchmark = benchmark
      await bench.appendPage(measuredBy: { benchmark.startMeasurement() }, { benchmark.stopMeasurement() })
    } setup: {
      await AppendBench(count: n)
    }

    Benchmark("Array append(contentsOf:) 20 items, n=\(n) (floor)", configuration: page) {
      (benchmark, lists: (old: [BenchItem], new: [BenchItem])) in
      var items = lists.old
      items.reserveCapacity(n + 20)  // the copy of the list, before the measurement
      let page = Array(lists.new[n...])
      benchmark.startMeasurement()
      items.append(contentsOf: page)
      benchmark.stopMeasurement()
      blackHole(items)
    } setup: {
      ListWorkload.appendedPage.lists(n)
    }

    Benchmark("PagedDataSource page of 20, n=\(n)", configuration: page) { (benchmark, bench: PagingBench) in
      nonisolated(unsafe) let benchmark = benchmark
      await bench.loadPage(measuredBy: { benchmark.startMeasurement() }, { benchmark.stopMeasurement() })
    } setup: {
      await PagingBench(count: n)
    }
  }

  // MARK: A scroll session: every row reported as it appears, a page of 20 loaded near the end

  var session = page
  // NB: a session hops to the loader and back to the main actor 500 times; on a shared machine
  // the wall clock includes waiting for a core, so the process's CPU time (in 10 ms ticks) is
  // shown beside it.
  session.metrics = [.wallClock, .cpuTotal, .mallocCountTotal]
  session.timeUnits = .milliseconds
  session.maxIterations = 50
  session.warmupIterations = 3
  Benchmark("scroll session to 10000 rows, pages of 20", configuration: session) { benchmark in
    blackHole(await scrollSession(rows: 10_000))
  }
}
