import CoreFixtures
import Foundation
import Waypoint
import WaypointTesting

// Runs COUNT push/pop or present/dismiss pairs through a Navigator over a host that does
// nothing (or a TestHost with instant transitions, when HOST is `testhost`; the same with a
// NavigationRecorder, when it is `recorded`), on a stack DEPTH screens deep, for
// `valgrind --tool=callgrind`, whose instruction counts do not depend on what else the machine is
// doing. `Benchmarks/callgrind.sh navigator` runs it twice per case and prints the instructions
// of one pair.
//
//   NavigatorInstructions push-pop|present-dismiss DEPTH COUNT [testhost|recorded]

let arguments = CommandLine.arguments
// NB: the host may come before COUNT too (`tables.sh` puts the count last).
let hostArgument = arguments.count == 5 ? arguments.dropFirst(3).first { Int($0) == nil } : nil
guard arguments.count == 4 || (arguments.count == 5 && hostArgument != nil), let depth = Int(arguments[2]),
  let count = arguments.dropFirst(3).lazy.compactMap({ Int($0) }).first
else {
  print("usage: NavigatorInstructions push-pop|present-dismiss DEPTH COUNT [testhost|recorded]")
  exit(2)
}
let kind = arguments[1]
let recorded = hostArgument == "recorded"
let overTestHost = recorded || hostArgument == "testhost"
guard kind == "push-pop" || kind == "present-dismiss" else {
  print("unknown workload \(kind)")
  exit(2)
}

@MainActor
func run() async -> Int {
  let host: any NavigationHost = overTestHost ? TestHost(transitionDuration: .zero) : NullHost()
  let navigator = Navigator<CoreRoute>(deepTree(depth), host: host)
  if recorded { navigator.recorder = NavigationRecorder() }
  for index in 0..<count {
    if kind == "push-pop" {
      try! await navigator.push(CoreRoute.product(index), animated: false).value
      try! await navigator.pop(animated: false).value
    } else {
      try! await navigator.present(CoreRoute.product(index), style: .sheet, animated: false).value
      try! await navigator.dismiss(animated: false).value
    }
    // NB: as the benchmarks do, so the host's records do not grow with the count.
    if index % 100 == 99 { (host as? TestHost)?.clearRecords() }
  }
  return navigator.state.topStack.depth
}

print(await run())
