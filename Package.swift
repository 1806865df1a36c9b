// swift-tools-version: 6.1
import PackageDescription

let strict: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
]

let package = Package(
  name: "Waypoint",
  // iOS 17 is typechecked against the iOS SDK; macOS 14 is declared so the package and its tests
  // build on a developer's Mac, and is not checked (see the README's "Platforms").
  platforms: [.iOS(.v17), .macOS(.v14)],
  products: [
    .library(name: "Waypoint", targets: ["Waypoint"]),
    .library(name: "WaypointTesting", targets: ["WaypointTesting"]),
    .library(name: "WaypointMVP", targets: ["WaypointMVP"]),
    .library(name: "WaypointHTTP", targets: ["WaypointHTTP"]),
    .library(name: "WaypointUIKit", targets: ["WaypointUIKit"]),
    .library(name: "WaypointScreenKit", targets: ["WaypointScreenKit"]),
    .library(name: "WaypointSwiftUI", targets: ["WaypointSwiftUI"]),
    .executable(name: "waypoint-demo", targets: ["WaypointDemo"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
    .package(url: "https://github.com/x-sheep/swift-property-based.git", from: "2.0.1"),
    // `swift package generate-documentation`: the DocC catalogs, built in CI with warnings as errors.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    // A small pure-Swift HTTP server (no SwiftNIO): the demo's local shop API.
    .package(url: "https://github.com/swhitty/FlyingFox.git", from: "0.27.1"),
  ],
  targets: [
    // Core: Foundation only. Every navigation decision lives here.
    .target(
      name: "Waypoint",
      dependencies: [
        .product(name: "Logging", package: "swift-log")
      ],
      swiftSettings: strict
    ),
    // A headless host that behaves like UIKit, plus assertions; shipped for app teams' tests.
    .target(
      name: "WaypointTesting",
      dependencies: ["Waypoint", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    // Presenters, list data sources, pagination.
    .target(name: "WaypointMVP", dependencies: ["Waypoint"], swiftSettings: strict),
    // Endpoints and an HTTP client over URLSession.
    .target(
      name: "WaypointHTTP",
      dependencies: [.product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    // The UIKit host, the WinkKit-style screen kit (its own product: an app on the host alone does
    // not link it), and the SwiftUI host: platform calls only, every file wrapped whole in
    // `#if canImport(…)`; the UIKit host's decisions are in WaypointUIKitLogic.
    .target(
      name: "WaypointUIKit",
      dependencies: ["Waypoint", "WaypointUIKitLogic", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    // The UIKit host's decisions, over a surface of the UIKit objects it uses: built everywhere,
    // linked by every app through WaypointUIKit, and run here over the simulated UIKit.
    .target(
      name: "WaypointUIKitLogic",
      dependencies: ["Waypoint", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict),
    .target(
      name: "WaypointScreenKit",
      dependencies: ["Waypoint", "WaypointMVP"],
      swiftSettings: strict
    ),
    .target(
      name: "WaypointSwiftUI",
      dependencies: ["Waypoint", .product(name: "Logging", package: "swift-log")],
      swiftSettings: strict
    ),
    // What the tests, the fuzzers and the demo share, and no product ships: the interleaving
    // programs, the UIKit and SwiftUI stand-ins, the platform traces they play, and fixtures.
    .target(
      name: "WaypointHarness",
      dependencies: [
        "Waypoint", "WaypointTesting", "WaypointUIKitLogic", .product(name: "Logging", package: "swift-log"),
      ],
      swiftSettings: strict
    ),
    // libFuzzer targets, run with `bash Fuzz/run.sh TARGET SECONDS` (built with
    // `--sanitize=fuzzer`, libFuzzer supplies `main`); their seeds live in Fuzz/Corpus/TARGET/.
    .executableTarget(
      name: "RouteFuzz", dependencies: ["Waypoint", "WaypointHarness"], path: "Fuzz/Sources/RouteFuzz",
      swiftSettings: strict),
    .executableTarget(
      name: "RestoreFuzz", dependencies: ["Waypoint", "WaypointHarness"], path: "Fuzz/Sources/RestoreFuzz",
      swiftSettings: strict),
    .executableTarget(
      name: "InterleavingFuzz", dependencies: ["WaypointTesting", "WaypointHarness"],
      path: "Fuzz/Sources/InterleavingFuzz", swiftSettings: strict),
    // The interleaving programs drawn at random, without coverage guidance, in a plain release
    // build: the long runs that count millions of programs.
    .executableTarget(
      name: "InterleavingRuns",
      dependencies: ["WaypointTesting", "WaypointHarness", .product(name: "Logging", package: "swift-log")],
      path: "Fuzz/Sources/InterleavingRuns", swiftSettings: strict),
    .executableTarget(
      name: "WaypointDemo",
      dependencies: [
        "Waypoint", "WaypointTesting", "WaypointHarness", "WaypointMVP", "WaypointHTTP",
        .product(name: "FlyingFox", package: "FlyingFox"),
      ],
      path: "Examples/waypoint-demo",
      swiftSettings: strict
    ),
    .testTarget(
      name: "WaypointTests",
      dependencies: [
        "Waypoint", "WaypointTesting", "WaypointHarness", "WaypointUIKitLogic",
        .product(name: "PropertyBased", package: "swift-property-based"),
        .product(name: "InMemoryLogging", package: "swift-log"),
      ],
      // NB: recordings the tests read from their folder (`NavigationRecordingTests`), not resources.
      exclude: ["Traces/Recordings"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WaypointTestingTests",
      dependencies: ["Waypoint", "WaypointTesting"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WaypointMVPTests",
      dependencies: [
        "WaypointMVP", "WaypointTesting",
        .product(name: "PropertyBased", package: "swift-property-based"),
      ],
      swiftSettings: strict
    ),
    // Every code sample of the README and the DocC catalogs, compiled (DocSampleTests checks
    // that each sample is here word for word).
    .testTarget(
      name: "DocSampleTests",
      dependencies: ["Waypoint", "WaypointTesting", "WaypointMVP", "WaypointHTTP"],
      swiftSettings: strict
    ),
    .testTarget(
      name: "WaypointHTTPTests",
      dependencies: ["WaypointHTTP", .product(name: "InMemoryLogging", package: "swift-log")],
      swiftSettings: strict
    ),
  ]
)
