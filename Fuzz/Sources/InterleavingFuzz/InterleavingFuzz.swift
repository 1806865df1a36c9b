import Foundation
import WaypointHarness
import WaypointTesting

// Feeds libFuzzer's bytes to the navigator as a program of requests, user gestures and host
// faults, run on TestHost or a platform stand-in (`Input`). A broken promise traps, so libFuzzer
// keeps the input.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
  let input = Input(UnsafeBufferPointer(start: start, count: count))
  printCountAtExit
  // NB: libFuzzer calls in on the main thread; the program runs on the main actor, whose jobs
  // the main run loop carries out until it has ended.
  nonisolated(unsafe) var violations: [NavigationProgram.Violation]?
  Task { @MainActor in violations = await input.run() }
  while violations == nil {
    _ = RunLoop.main.run(mode: .default, before: .distantFuture)
  }
  if let first = violations?.first {
    fatalError("\(first)\n\(violations!.count) violations\n\(input.program)")
  }
  return 0
}

/// Prints how many programs each host ran when libFuzzer exits.
let printCountAtExit: Void = {
  atexit { MainActor.assumeIsolated { print("programs run: \(Harness.count)") } }
}()
