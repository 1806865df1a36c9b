// swift-tools-version: 6.1
// Waypoint's benchmarks, in their own package so their dependencies never reach users.
// Run from this folder: `swift package benchmark` (see BENCHMARKS.md at the repo root).
import PackageDescription

let package = Package(
  name: "WaypointBenchmarks",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Waypoint", path: ".."),
    .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    .package(url: "https://github.com/vapor/routing-kit.git", from: "4.9.3"),
  ],
  targets: [
    // The routing workload, shared by the suite and the instruction counter.
    .target(
      name: "RoutingFixtures",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ]
    ),
    // One executable target per benchmark suite, under Benchmarks/<Name>/.
    .executableTarget(
      name: "RoutingBenchmarks",
      dependencies: [
        "RoutingFixtures",
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "Benchmark", package: "benchmark"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ],
      path: "Benchmarks/RoutingBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The core workloads, shared by the suite and the instruction counters.
    .target(
      name: "CoreFixtures",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointTesting", package: "Waypoint"),
      ]
    ),
    // Navigator, plan, restoration, arguments, printing and memory (CoreBenchmarks.swift).
    .executableTarget(
      name: "CoreBenchmarks",
      dependencies: [
        "CoreFixtures",
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointTesting", package: "Waypoint"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/CoreBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // The list workloads: items, changes, a paged list, a scroll session.
    .target(
      name: "ListFixtures",
      dependencies: [.product(name: "WaypointMVP", package: "Waypoint")]
    ),
    // ListChangeSet beside the standard library's difference, appends, pages (ListBenchmarks.swift).
    .executableTarget(
      name: "ListBenchmarks",
      dependencies: [
        "ListFixtures",
        .product(name: "WaypointMVP", package: "Waypoint"),
        .product(name: "Benchmark", package: "benchmark"),
      ],
      path: "Benchmarks/ListBenchmarks",
      plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
    ),
    // Runs the workload for valgrind's instruction count (callgrind.sh).
    .executableTarget(
      name: "RoutingInstructions",
      dependencies: [
        "RoutingFixtures",
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "RoutingKit", package: "routing-kit"),
      ]
    ),
    // Runs one path of a list difference for valgrind's instruction count (callgrind.sh lists).
    .executableTarget(
      name: "ListInstructions",
      dependencies: [
        "ListFixtures",
        .product(name: "WaypointMVP", package: "Waypoint"),
      ]
    ),
    // Runs navigator requests for valgrind's instruction count (callgrind.sh navigator).
    .executableTarget(
      name: "NavigatorInstructions",
      dependencies: [
        "CoreFixtures",
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointTesting", package: "Waypoint"),
      ]
    ),
    // Runs decodes or encodes of a 100-screen tree for valgrind (callgrind.sh restoration).
    .executableTarget(
      name: "RestorationInstructions",
      dependencies: [
        "CoreFixtures",
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointTesting", package: "Waypoint"),
      ]
    ),
  ]
)
