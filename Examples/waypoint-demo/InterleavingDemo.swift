import Foundation
import Logging
import Waypoint
import WaypointHarness
import WaypointTesting

// Any interleaving: random programs of app requests, user gestures and host faults run against
// TestHost, every promise checked after each action; a broken one would shrink to the few
// actions that show it. The warnings host faults log are expected, and kept out of the output. The same programs run on the UIKit and SwiftUI stand-ins in `swift test`
// and, decoded from bytes, in the InterleavingFuzz fuzzer.
enum InterleavingDemo {
  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Any interleaving: random requests, gestures and host faults, every promise checked ──")
    var logger = Logger(label: "waypoint.navigation")
    logger.logLevel = .error
    var generator = SeededGenerator(seed: 2026)
    let sample = NavigationProgram.random(length: 10, using: &generator)
    print("▸ one program, ten actions and a settle:")
    print(ShopDemo.indent(sample.description))
    let sampleViolations = await sample.run(with: TestHostDriver(), logger: logger)
    print("  broken promises: \(sampleViolations.count)")

    let count = 100
    print("▸ \(count) programs of 30 actions")
    var actions = (requests: 0, gestures: 0, faults: 0, other: 0)
    for _ in 0..<count {
      let program = NavigationProgram.random(length: 30, using: &generator)
      for action in program.actions {
        switch action {
        case .request: actions.requests += 1
        case .gesture: actions.gestures += 1
        case .fault: actions.faults += 1
        default: actions.other += 1
        }
      }
      let violations = await program.run(with: TestHostDriver(), logger: logger)
      guard violations.isEmpty else {
        let smallest = await program.shrunk { await !$0.run(with: TestHostDriver(), logger: logger).isEmpty }
        print("  a promise broke: \(violations[0])")
        print(ShopDemo.indent(smallest.description))
        return
      }
    }
    print(
      "  \(actions.requests) requests, \(actions.gestures) gestures, \(actions.faults) host faults and"
        + " \(actions.other) others (guards, saves, cancels, turns, settles): no promise broken")
  }
}
