import Foundation
import Waypoint

// Runs COUNT push/pop or present/dismiss pairs through a Navigator over a host that does
// nothing, on a stack DEPTH screens deep, for `valgrind --tool=callgrind`, whose instruction
// counts do not depend on what else the machine is doing. `Benchmarks/callgrind.sh navigator`
// runs it twice per case and prints the instructions of one pair.
//
//   NavigatorInstructions push-pop|present-dismiss DEPTH COUNT

enum Route: Hashable, Sendable {
  case home
  case product(Int)
}

final class NullHost: NavigationHost {
  func attach(to navigator: Navigator) {}
  func perform(_ step: NavigationStep, animated: Bool) async throws {}
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let depth = Int(arguments[2]), let count = Int(arguments[3]) else {
  print("usage: NavigatorInstructions push-pop|present-dismiss DEPTH COUNT")
  exit(2)
}
let kind = arguments[1]
guard kind == "push-pop" || kind == "present-dismiss" else {
  print("unknown workload \(kind)")
  exit(2)
}

@MainActor
func run() async -> Int {
  let stack = ScreenStack(
    root: ScreenEntry(Route.home), path: (1..<max(depth, 1)).map { ScreenEntry(Route.product($0)) })
  let navigator = Navigator(NavigationState(root: .stack(stack)), host: NullHost())
  for index in 0..<count {
    if kind == "push-pop" {
      try! await navigator.push(Route.product(index), animated: false)
      try! await navigator.pop(animated: false)
    } else {
      try! await navigator.present(Route.product(index), style: .sheet, animated: false)
      try! await navigator.dismiss(animated: false)
    }
  }
  return navigator.state.topStack.depth
}

print(await run())
