import Benchmark
import RoutingFixtures
import RoutingKit
import Waypoint

// URL → route, worst case, for n registered patterns: Waypoint's RouteTable beside RoutingKit's
// TrieRouter on equivalent patterns; and route → URL, Waypoint's printing of a route whose pattern
// was registered last. The workloads are described in RoutingFixtures; BENCHMARKS.md at the repo
// root says what each benchmark measures.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .mallocCountTotal],
    timeUnits: .nanoseconds,
    warmupIterations: 1_000,
    scalingFactor: .kilo,
    maxDuration: .seconds(3),
    maxIterations: 1_000,
    // NB: allocations per 1,000 lookups are the checked-in thresholds: one more per lookup is
    // +1,000, while the harness's own noise is a few dozen. Time on a shared 2-core machine
    // swings too much to gate on.
    thresholds: [.mallocCountTotal: BenchmarkThresholds(absolute: [.p90: 100])]
  )

  for n in sizes {
    let link = worstLink(n)
    let expected = BenchRoute.summary(section: n - 1, slug: "12345")

    Benchmark("Waypoint RouteTable, link → route, n=\(n)") {
      (benchmark: Benchmark, table: RouteTable<BenchRoute>) in
      for _ in benchmark.scaledIterations {
        blackHole(try! table.route(for: link))
      }
    } setup: {
      let table = waypointTable(n)
      precondition(try! table.route(for: link) == expected)
      return table
    }

    Benchmark("Waypoint RouteTable, route → link, n=\(n)") {
      (benchmark: Benchmark, table: RouteTable<PrintRoute>) in
      for _ in benchmark.scaledIterations {
        blackHole(try! table.string(for: printedRoute))
      }
    } setup: {
      let table = printTable(n)
      precondition(try! table.string(for: printedRoute) == printedLink)
      return table
    }

    Benchmark("RoutingKit TrieRouter, link → route, n=\(n)") {
      (benchmark: Benchmark, router: TrieRouter<Int>) in
      for _ in benchmark.scaledIterations {
        var parameters = Parameters()
        blackHole(router.route(path: routingKitSegments(link), parameters: &parameters))
      }
    } setup: {
      let router = routingKitRouter(n)
      var parameters = Parameters()
      precondition(router.route(path: routingKitSegments(link), parameters: &parameters) == 2 * n - 1)
      return router
    }

    Benchmark("RoutingKit TrieRouter, segments → route, n=\(n)") {
      (benchmark: Benchmark, state: (router: TrieRouter<Int>, segments: [String])) in
      for _ in benchmark.scaledIterations {
        var parameters = Parameters()
        blackHole(state.router.route(path: state.segments, parameters: &parameters))
      }
    } setup: {
      (router: routingKitRouter(n), segments: routingKitSegments(link))
    }
  }
}
