import Foundation
import Logging
import WaypointTesting

// Feeds libFuzzer's bytes to the navigator as a program of requests, user gestures and host
// faults (`NavigationProgram(bytes:)`: the first byte picks one stack or two tabs, then two
// bytes an action) and runs it on TestHost. A broken promise (`NavigationProgram.Violation`:
// a request that never ends, a host out of sync, a screen back after it left, lifecycle events
// out of UIKit's order, a navigator not freed) traps, so libFuzzer keeps the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let program = NavigationProgram(bytes: UnsafeBufferPointer(start: start, count: count))
  silenceTheNavigationLog
  // NB: libFuzzer calls in on the main thread; the program runs on the main actor, whose jobs
  // the main run loop carries out until it has ended.
  nonisolated(unsafe) var violations: [NavigationProgram.Violation]?
  Task { @MainActor in
    violations = await program.run(with: TestHostDriver(capabilities: [.dismissesLayersTogether]))
  }
  while violations == nil {
    _ = RunLoop.main.run(mode: .default, before: .distantFuture)
  }
  if let first = violations?.first {
    fatalError("\(first)\n\(violations!.count) violations\n\(program)")
  }
  return 0
}

/// The navigator logs what a misbehaving host did; a fuzzer makes hosts misbehave millions of
/// times, so the log is switched off once.
let silenceTheNavigationLog: Void = LoggingSystem.bootstrap { _ in SwiftLogNoOpLogHandler() }
