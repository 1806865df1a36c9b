// swift-tools-version: 6.1
// libFuzzer targets for Waypoint's untrusted-input parsers, one executable target each.
// Run one with `bash Fuzz/run.sh TARGET SECONDS` (see run.sh); seeds live in Corpus/TARGET/.
import PackageDescription

// NB: libFuzzer supplies `main`, so a fuzz target is parsed as a library.
let fuzzTarget: [SwiftSetting] = [.unsafeFlags(["-parse-as-library"])]

let package = Package(
  name: "WaypointFuzz",
  platforms: [.macOS(.v14)],
  dependencies: [
    .package(name: "Waypoint", path: ".."),
    .package(url: "https://github.com/apple/swift-log.git", from: "1.16.2"),
  ],
  targets: [
    // URL → route and route → URL of a RouteTable, and pattern registration.
    .executableTarget(
      name: "RouteFuzz",
      dependencies: [.product(name: "Waypoint", package: "Waypoint")],
      swiftSettings: fuzzTarget
    ),
    // A restoration document → NavigationState, re-encoded and decoded back.
    .executableTarget(
      name: "RestoreFuzz",
      dependencies: [.product(name: "Waypoint", package: "Waypoint")],
      swiftSettings: fuzzTarget
    ),
    // Programs of requests, gestures and host faults run on TestHost and the UIKit and SwiftUI
    // stand-ins, every promise checked: one input, decoded from bytes and run.
    .target(
      name: "InterleavingHarness",
      dependencies: [
        .product(name: "Waypoint", package: "Waypoint"),
        .product(name: "WaypointTesting", package: "Waypoint"),
        .product(name: "Logging", package: "swift-log"),
      ]
    ),
    .executableTarget(
      name: "InterleavingFuzz",
      dependencies: ["InterleavingHarness", .product(name: "WaypointTesting", package: "Waypoint")],
      swiftSettings: fuzzTarget
    ),
    // The same programs drawn at random, without coverage guidance, in a plain release build
    // (not libFuzzer): the long runs that count millions of programs.
    .executableTarget(
      name: "InterleavingRuns",
      dependencies: ["InterleavingHarness", .product(name: "WaypointTesting", package: "Waypoint")]
    ),
  ]
)
