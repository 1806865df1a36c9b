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

enum CoreRoute: Hashable, Sendable, Codable {
  case home
  case product(Int)
  case cart
  case settings(String)
}

/// A stack of `screens` screens: `home`, then `product(1)`, `product(2)`, …
func stack(screens: Int, offset: Int = 0) -> ScreenStack {
  ScreenStack(
    root: ScreenEntry(CoreRoute.home),
    path: (1..<max(screens, 1)).map { ScreenEntry(CoreRoute.product(offset + $0)) })
}

/// As `hundredScreenTree()` in CoreFixtures.swift.
func hundredScreenTree() -> NavigationState {
  func tab(_ id: String, _ offset: Int) -> Tab {
    var tabStack = stack(screens: 30, offset: offset)
    for index in stride(from: 9, to: tabStack.path.count, by: 10) {
      tabStack.path[index].tag = AnyTag("\(id)-\(index)")
    }
    return Tab(id: id, stack: tabStack)
  }
  var state = NavigationState(
    tabs: tab("shop", 0), tab("search", 100), tab("profile", 200), selected: "search")
  for layer in 0..<2 {
    state.present(
      CoreRoute.settings("sheet \(layer)"), style: layer == 0 ? .sheet : .fullScreenCover, tag: layer)
    for index in 1..<5 { state.push(CoreRoute.product(1_000 + 10 * layer + index)) }
  }
  precondition(state.allEntries.count == 100)
  return state
}

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

var restoration = Restoration(version: 1)
try! restoration.register(CoreRoute.self, as: "core")
let state = hundredScreenTree()
let data = try! restoration.encode(state)
var total = 0
if kind == "navigator" {
  total = await restoreThroughNavigator()
}

@MainActor
func restoreThroughNavigator() async -> Int {
  let host = TestHost(transitionDuration: .zero)
  let navigator = Navigator(NavigationState(root: CoreRoute.home), host: host)
  for index in 0..<count {
    try! await navigator.restore(from: data, using: restoration, animated: false)
    if index % 10 == 9 { host.clearRecords() }
  }
  return navigator.state.allEntries.count
}

for _ in 0..<(kind == "navigator" ? 0 : count) {
  if kind == "decode" {
    total &+= try! restoration.decode(data).allEntries.count
  } else {
    total &+= try! restoration.encode(state).count
  }
}
print(total)
