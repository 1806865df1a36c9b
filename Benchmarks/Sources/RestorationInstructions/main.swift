import CoreFixtures
import Foundation
import Waypoint
import WaypointTesting

// Runs COUNT decodes or encodes of the 100-screen tree of CoreBenchmarks (`hundredScreenTree()`:
// three tabs of 30 screens, tagged every tenth, then two sheets of 5) for
// `valgrind --tool=callgrind`, whose instruction counts do not depend on what else the machine
// is doing. `Benchmarks/callgrind.sh restoration` runs it twice per case and prints the
// instructions of one decode or encode.
//
//   RestorationInstructions decode|encode|navigator COUNT
//
// `navigator` restores the document through a Navigator over a TestHost (instant transitions),
// as CoreBenchmarks' "restore through Navigator" does.

let arguments = CommandLine.arguments
guard arguments.count == 3, let count = Int(arguments[2]) else {
  print("usage: RestorationInstructions decode|encode|navigator COUNT")
  exit(2)
}
let kind = arguments[1]
guard ["decode", "encode", "navigator"].contains(kind) else {
  print("unknown workload \(kind)")
  exit(2)
}

let registry = restoration()
let state = hundredScreenTree()
let data = try! registry.encode(state)
var total = 0
if kind == "navigator" {
  total = await restoreThroughNavigator()
}

@MainActor
func restoreThroughNavigator() async -> Int {
  let host = TestHost(transitionDuration: .zero)
  let navigator = Navigator<CoreRoute>(deepTree(1), host: host)
  navigator.restoration = registry
  for index in 0..<count {
    try! await navigator.restore(from: data, animated: false).value
    if index % 10 == 9 { host.clearRecords() }
  }
  return navigator.state.allEntries.count
}

for _ in 0..<(kind == "navigator" ? 0 : count) {
  if kind == "decode" {
    total &+= try! registry.decode(data).allEntries.count
  } else {
    total &+= try! registry.encode(state).count
  }
}
print(total)
