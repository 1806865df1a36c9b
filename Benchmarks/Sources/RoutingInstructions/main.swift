import Foundation
import RoutingFixtures
import RoutingKit
import Waypoint

// Runs one side of the routing workload COUNT times, for `valgrind --tool=callgrind`, whose
// instruction counts do not depend on what else the machine is doing. `Benchmarks/callgrind.sh`
// runs it twice per case and prints the instructions of one lookup.
//
//   RoutingInstructions waypoint|waypoint-print|routingkit|routingkit-segments N COUNT
//
// `waypoint-print` prints a route back to a link (route → link) instead.

let arguments = CommandLine.arguments
guard arguments.count == 4, let n = Int(arguments[2]), let count = Int(arguments[3]) else {
  print("usage: RoutingInstructions waypoint|waypoint-print|routingkit|routingkit-segments N COUNT")
  exit(2)
}
let link = worstLink(n)
var checksum = 0
switch arguments[1] {
case "waypoint":
  let table = waypointTable(n)
  for _ in 0..<count {
    if case .summary(let section, _) = try! table.route(for: link) { checksum &+= section }
  }
case "waypoint-print":
  let table = printTable(n)
  for _ in 0..<count {
    checksum &+= try! table.string(for: printedRoute).utf8.count
  }
case "routingkit":
  let router = routingKitRouter(n)
  for _ in 0..<count {
    var parameters = Parameters()
    checksum &+= router.route(path: routingKitSegments(link), parameters: &parameters)!
  }
case "routingkit-segments":
  let router = routingKitRouter(n)
  let segments = routingKitSegments(link)
  for _ in 0..<count {
    var parameters = Parameters()
    checksum &+= router.route(path: segments, parameters: &parameters)!
  }
default:
  print("unknown side \(arguments[1])")
  exit(2)
}
print(checksum)
