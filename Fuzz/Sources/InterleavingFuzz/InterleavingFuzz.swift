import Foundation
import Logging
import WaypointTesting

// Feeds libFuzzer's bytes to the navigator as a program of requests, user gestures and host
// faults (`NavigationProgram(bytes:)`: the first byte picks one stack, two tabs or a split view,
// then two bytes an action) and runs it on the host the first byte's bits 1–7 pick: TestHost, or
// the UIKit or SwiftUI stand-in, which play the traces of UIKit and SwiftUI (their files are
// the test suite's, linked into `StandIns/`). A broken promise (`NavigationProgram.Violation`:
// a request that never ends, a host out of sync, a screen back after it left, lifecycle events
// out of UIKit's order, screen views or VoiceOver's focus out of step with the screen, a dialog
// ending with another value than its tapped button's, a navigator not freed) traps, so libFuzzer
// keeps the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let program = NavigationProgram(bytes: UnsafeBufferPointer(start: start, count: count))
  let host = Host(first: count > 0 ? start[0] : 0)
  setUp
  TestClock.reseedTheMainQueueOrder(scheduleSeed(UnsafeBufferPointer(start: start, count: count)))
  // NB: libFuzzer calls in on the main thread; the program runs on the main actor, whose jobs
  // the main run loop carries out until it has ended.
  nonisolated(unsafe) var violations: [NavigationProgram.Violation]?
  Task { @MainActor in
    violations = await program.run(with: host.driver())
  }
  programs[host.rawValue] += 1
  while violations == nil {
    _ = RunLoop.main.run(mode: .default, before: .distantFuture)
  }
  if let first = violations?.first {
    fatalError("\(first)\n\(violations!.count) violations\n\(program)")
  }
  return 0
}

/// The host a program runs on: bits 1–7 of its first byte pick it, modulo 3 (bits 0 and 7 pick
/// the root).
enum Host: Int, CaseIterable {
  case testHost, uiKitStandIn, swiftUIStandIn

  init(first: UInt8) { self = Host(rawValue: Int(first >> 1) % 3)! }

  @MainActor func driver() -> any HostDriver {
    switch self {
    case .testHost: TestHostDriver(capabilities: [.dismissesLayersTogether])
    case .uiKitStandIn: UIKitStandInDriver()
    case .swiftUIStandIn: BindingStandInDriver()
    }
  }
}

/// The order the global executor's jobs reach the main queue in, from the input: for half the
/// inputs the order they became ready (seed 0), for the others one a hash of the bytes picks,
/// which lets some jobs land a few turns later, as a global thread's hop would.
func scheduleSeed(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
  var hash: UInt64 = 0xCBF2_9CE4_8422_2325
  for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
  return hash & 1 == 0 ? 0 : hash
}

/// How many programs each host ran, printed when libFuzzer exits.
nonisolated(unsafe) var programs = [0, 0, 0]

/// Done once: the navigator logs what a misbehaving host did, and a fuzzer makes hosts misbehave
/// millions of times, so the log is switched off; every task runs on the main queue, in an order
/// the input picks, so a program runs the same way each time and a crash replays; the count per
/// host is printed at exit.
let setUp: Void = {
  LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
  guard TestClock.runEveryTaskOnTheMainQueue() else { fatalError("no hook for the global executor") }
  atexit {
    let (testHost, uiKit, swiftUI) = (programs[0], programs[1], programs[2])
    print("programs run: TestHost \(testHost), UIKit stand-in \(uiKit), SwiftUI stand-in \(swiftUI)")
  }
}()
