import Benchmark
import CoreFixtures
import Foundation
import Waypoint

// Navigation work beside its floors and peers: Navigator operations over TestHost (instant
// transitions) against a bare Array, plans, snapshot and restore of a 100-screen tree, typed
// Arguments against a plain dictionary, route → link, and push/pop cycles for memory growth.
// The workloads are in the CoreFixtures target; BENCHMARKS.md at the repo root says what each
// benchmark measures. Each "pair" benchmark does two operations per iteration.

let benchmarks: @Sendable () -> Void = {
  let allocations = BenchmarkThresholds(absolute: [.p90: 8])
  let fast = Benchmark.Configuration(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    timeUnits: .nanoseconds,
    warmupIterations: 10,
    scalingFactor: .kilo,
    maxDuration: .seconds(1),
    maxIterations: 1_000,
    // NB: allocation counts are exact but process-wide, and the runtime's and the harness's own
    // threads add a couple now and then, so a sample may rise by up to 8 before it counts as a
    // regression (with 1,000 iterations a sample, one more per operation is 1,000 more). Time on
    // a shared machine is not exact, so only a large rise is.
    thresholds: [.mallocCountTotal: allocations, .wallClock: .relaxed]
  )
  var slow = fast
  slow.timeUnits = .microseconds
  slow.scalingFactor = .one
  slow.warmupIterations = 3

  // MARK: Navigator operations, against a bare Array as the floor

  Benchmark("Array append+removeLast (floor)", configuration: fast) { benchmark in
    var path: [CoreRoute] = [.home]
    for index in benchmark.scaledIterations {
      path.append(.product(index))
      blackHole(path.removeLast())
    }
    blackHole(path)
  }

  for (name, kind) in [("TestHost", NavigatorBench.HostKind.testHost), ("NullHost", .nullHost)] {
    Benchmark("Navigator push+pop (\(name))", configuration: fast) { (benchmark, bench: NavigatorBench) in
      let count = benchmark.scaledIterations.count
      await bench.clearRecords()
      benchmark.startMeasurement()
      await bench.pushPop(count)
    } setup: {
      await NavigatorBench(kind)
    }

    Benchmark("Navigator present+dismiss (\(name))", configuration: fast) {
      (benchmark, bench: NavigatorBench) in
      let count = benchmark.scaledIterations.count
      await bench.clearRecords()
      benchmark.startMeasurement()
      await bench.presentDismiss(count)
    } setup: {
      await NavigatorBench(kind)
    }
  }

  // O(1) amortised? The same push+pop on a stack already 1,000 screens deep.
  for (name, kind) in [("TestHost", NavigatorBench.HostKind.testHost), ("NullHost", .nullHost)] {
    Benchmark("Navigator push+pop at depth 1000 (\(name))", configuration: fast) {
      (benchmark, bench: NavigatorBench) in
      let count = benchmark.scaledIterations.count
      await bench.clearRecords()
      benchmark.startMeasurement()
      await bench.pushPop(count)
    } setup: {
      await NavigatorBench(kind, depth: 1_000)
    }
  }

  Benchmark("Array append+removeLast at depth 1000 (floor)", configuration: fast) { benchmark in
    var path: [CoreRoute] = (0..<1_000).map { .product($0) }
    for index in benchmark.scaledIterations {
      path.append(.product(index))
      blackHole(path.removeLast())
    }
    blackHole(path)
  }

  // MARK: Plans

  for depth in [10, 100] {
    Benchmark("plan, \(depth) deep, top replaced", configuration: fast) {
      (benchmark, states: (NavigationState, NavigationState)) in
      for _ in benchmark.scaledIterations {
        blackHole(states.0.plan(to: states.1))
      }
    } setup: {
      let old = deepTree(depth)
      return (old, replacingTop(of: old))
    }
  }

  Benchmark("plan, whole-tree jump, 100 screens", configuration: fast) {
    (benchmark, states: (NavigationState, NavigationState)) in
    for _ in benchmark.scaledIterations {
      blackHole(states.0.plan(to: states.1))
    }
  } setup: {
    (hundredScreenTree(), otherHundredScreenTree())
  }

  // MARK: Snapshot and restore of a 100-screen tree

  Benchmark("snapshot encode, 100 screens", configuration: slow) {
    (benchmark, input: (Restoration, NavigationState)) in
    for _ in benchmark.scaledIterations {
      blackHole(try! input.0.encode(input.1))
    }
  } setup: {
    (restoration(), hundredScreenTree())
  }

  Benchmark("restore decode, 100 screens", configuration: slow) { (benchmark, input: (Restoration, Data)) in
    for _ in benchmark.scaledIterations {
      blackHole(try! input.0.decode(input.1))
    }
  } setup: {
    let restoration = restoration()
    return (restoration, try! restoration.encode(hundredScreenTree()))
  }

  // Decode, guards (none), plan and every step through the host: what an app waits for.
  Benchmark("restore through Navigator, 100 screens (TestHost)", configuration: slow) {
    (benchmark, input: (NavigatorBench, Restoration, Data)) in
    await input.0.clearRecords()
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      await input.0.restore(input.2)
    }
  } setup: {
    let restoration = restoration()
    return (await NavigatorBench(.testHost), restoration, try! restoration.encode(hundredScreenTree()))
  }

  // MARK: Arguments against a plain dictionary

  Benchmark("Arguments put x4 + get x4", configuration: fast) { benchmark in
    for index in benchmark.scaledIterations {
      var arguments = Arguments()
      arguments.put(.productID, index)
      arguments.put(.title, "Product")
      arguments.put(.isGift, true)
      arguments.put(.price, 9.5)
      blackHole(arguments[.productID])
      blackHole(arguments[.title])
      blackHole(arguments[.isGift])
      blackHole(arguments[.price])
    }
  }

  Benchmark("Dictionary put x4 + get x4 (peer)", configuration: fast) { benchmark in
    for index in benchmark.scaledIterations {
      var arguments: [AnyHashable: Any] = [:]
      arguments["productID"] = index
      arguments["title"] = "Product"
      arguments["isGift"] = true
      arguments["price"] = 9.5
      blackHole(arguments["productID"] as? Int)
      blackHole(arguments["title"] as? String)
      blackHole(arguments["isGift"] as? Bool)
      blackHole(arguments["price"] as? Double)
    }
  }

  Benchmark("Arguments get x4", configuration: fast) { benchmark in
    let arguments = Arguments().putting(.productID, 42).putting(.title, "Product").putting(.isGift, true)
      .putting(.price, 9.5)
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(arguments[.productID])
      blackHole(arguments[.title])
      blackHole(arguments[.isGift])
      blackHole(arguments[.price])
    }
  }

  Benchmark("Dictionary get x4 (peer)", configuration: fast) { benchmark in
    let arguments: [AnyHashable: Any] = ["productID": 42, "title": "Product", "isGift": true, "price": 9.5]
    benchmark.startMeasurement()
    for _ in benchmark.scaledIterations {
      blackHole(arguments["productID"] as? Int)
      blackHole(arguments["title"] as? String)
      blackHole(arguments["isGift"] as? Bool)
      blackHole(arguments["price"] as? Double)
    }
  }

  // MARK: Route → link (printing), worst case: the route's pattern is registered last

  for n in [10, 1_000, 10_000] {
    Benchmark("Waypoint RouteTable, route → link, n=\(n)", configuration: slow) {
      (benchmark, table: RouteTable<LinkRoute>) in
      for _ in benchmark.scaledIterations {
        blackHole(try! table.string(for: .product(id: 42, ref: "mail")))
      }
    } setup: {
      let table = printingTable(n)
      precondition(
        try! table.string(for: .product(id: 42, ref: "mail")) == "https://bench.example/product/42?ref=mail")
      return table
    }
  }

  // MARK: Memory: push/pop cycles must not grow allocations or resident memory

  var memory = slow
  memory.metrics = [
    .wallClock, .mallocCountTotal, .mallocFreeDelta, .memoryLeakedBytes, .peakMemoryResidentDelta,
  ]
  memory.maxIterations = 20
  memory.warmupIterations = 1
  // NB: net allocations left after the cycles may differ by a few between runs (the runtime's
  // own caches); a leak of one per cycle would be 1,000 or 10,000.
  memory.thresholds = [
    .mallocCountTotal: allocations, .mallocFreeDelta: BenchmarkThresholds(absolute: [.p90: 16]),
    .wallClock: .relaxed,
  ]
  memory.timeUnits = .milliseconds

  for cycles in [1_000, 10_000] {
    for (name, kind, clearEvery) in [
      ("TestHost", NavigatorBench.HostKind.testHost, nil),
      ("TestHost, records cleared", .testHost, 100),
      ("NullHost", .nullHost, nil),
    ] as [(String, NavigatorBench.HostKind, Int?)] {
      Benchmark("push/pop cycles x\(cycles) (\(name))", configuration: memory) { benchmark in
        let bench = await NavigatorBench(kind)
        benchmark.startMeasurement()
        await bench.cycles(cycles, clearEvery: clearEvery)
        benchmark.stopMeasurement()
        let depth = await bench.depth
        precondition(depth == 0)
      }
    }
  }
}

extension ArgumentKey<Int> { static var productID: Self { "productID" } }
extension ArgumentKey<String> { static var title: Self { "title" } }
extension ArgumentKey<Bool> { static var isGift: Self { "isGift" } }
extension ArgumentKey<Double> { static var price: Self { "price" } }
