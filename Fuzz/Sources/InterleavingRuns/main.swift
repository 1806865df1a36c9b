import Foundation
import Logging
import WaypointHarness
import WaypointTesting

// Runs random interleaving programs without libFuzzer's coverage guidance, built for speed
// (`swift build -c release`), to count millions of programs across the three hosts:
//
//   .build/release/InterleavingRuns PROGRAMS [SEED]
//   .build/release/InterleavingRuns artifacts/runs-SEED-i     (replays an input, shrinks it, logs it)
//
// Program `i` is 2–96 random bytes from `SeededGenerator(seed: SEED)`, decoded and run exactly
// as `InterleavingFuzz` runs its inputs (`Input`), so a violation is written to
// `artifacts/runs-SEED-i` and replays in the fuzzer (and belongs in its corpus once fixed). Exits
// 1 at the first violation.

/// Writes `line` at once: a long run's output goes to a file, where `print` would keep it in a
/// buffer until the end.
func say(_ line: String) {
  FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

if let path = CommandLine.arguments.dropFirst().first, UInt64(path) == nil {
  guard let data = FileManager.default.contents(atPath: path) else {
    say("no file at \(path)")
    exit(2)
  }
  let input = Input(data)
  let violations = await input.run()
  say(
    "\(input.program)\non \(input.host), \(input.seeds):\n\(violations.map(\.description).joined(separator: "\n"))"
  )
  guard !violations.isEmpty else { exit(0) }
  let smallest = await input.shrunk()
  say("shrunk, with its log:\n\(smallest)")
  var handler = StreamLogHandler.standardOutput(label: "waypoint.navigation")
  handler.logLevel = .trace
  let found = await input.run(smallest, logger: Logger(label: "waypoint.navigation") { _ in handler })
  say(found.map(\.description).joined(separator: "\n"))
  exit(1)
}
let arguments = CommandLine.arguments.dropFirst().compactMap { UInt64($0) }
guard let total = arguments.first else {
  say("usage: InterleavingRuns PROGRAMS [SEED]")
  exit(2)
}
let seed = arguments.dropFirst().first ?? 1
var generator = SeededGenerator(seed: seed)
let start = Date()
for index in 0..<total {
  let count = Int.random(in: 2...96, using: &generator)
  let input = Input((0..<count).map { _ in UInt8.random(in: .min ... .max, using: &generator) })
  let violations = await input.run()
  if let first = violations.first {
    let path = "artifacts/runs-\(seed)-\(index)"
    try? FileManager.default.createDirectory(atPath: "artifacts", withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: path, contents: Data(input.bytes))
    say(
      "program \(index) on \(input.host) broke a promise, written to \(path):\n\(first)\n\(input.program)")
    exit(1)
  }
  if (index + 1) % 100_000 == 0 {
    say("\(index + 1) programs, \(Int(Date().timeIntervalSince(start))) s: \(Harness.count)")
  }
}
let seconds = Date().timeIntervalSince(start)
say(
  "\(total) programs from seed \(seed) in \(Int(seconds)) s (\(Int(Double(total) / seconds))/s), no violation: \(Harness.count)"
)
