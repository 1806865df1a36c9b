import Foundation
import Waypoint
import WaypointTesting

// The workloads of CoreBenchmarks and of the instruction counters: a route type, trees of a given
// size, and navigators over a TestHost (or a host that does nothing) with instant transitions.
// BENCHMARKS.md at the repo root says what each benchmark measures.

package enum CoreRoute: Route, Codable {
  case home
  case product(Int)
  case cart
  case settings(String)
}

/// A stack of `screens` screens: `home`, then `product(1)`, `product(2)`, …
package func stack(screens: Int, offset: Int = 0) -> ScreenStack {
  ScreenStack(
    root: ScreenEntry(CoreRoute.home),
    path: (1..<max(screens, 1)).map { ScreenEntry(CoreRoute.product(offset + $0)) })
}

/// A tree `depth` screens deep: one stack.
package func deepTree(_ depth: Int) -> NavigationState {
  NavigationState(root: .stack(stack(screens: depth)))
}

/// The same tree with its top screen replaced by another (pop + push): the plan must compare
/// the whole stack to find the one change.
package func replacingTop(of state: NavigationState) -> NavigationState {
  var target = state
  target.pop()
  target.push(CoreRoute.cart, tag: "top")
  return target
}

/// 100 screens: three tabs of 30 screens each (tagged every tenth), then two sheets of 5.
package func hundredScreenTree() -> NavigationState {
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

/// Another 100-screen tree of another shape (one stack), so going there replaces everything.
package func otherHundredScreenTree() -> NavigationState {
  NavigationState(root: .stack(stack(screens: 100, offset: 5_000)))
}

/// Routes for printing: `about(i)` for the sections, `product(id:ref:)` with values.
package enum LinkRoute: Route {
  case about(Int)
  case product(id: Int, ref: String)
}

/// `n` patterns: `section<i>/about` for the first n − 1, then `product/:id(int)?ref=:ref=home`, so
/// printing a product passes every other pattern first.
package func printingTable(_ n: Int) -> RouteTable<LinkRoute> {
  var table = try! RouteTable<LinkRoute>(schemes: ["bench"], hosts: ["bench.example"])
  for section in 0..<(n - 1) {
    try! table.add("section\(section)/about", LinkRoute.about(section))
  }
  try! table.add("product/:id(int)?ref=:ref=home", LinkRoute.product)
  return table
}

package func restoration() -> Restoration {
  var restoration = Restoration(version: 1)
  try! restoration.register(CoreRoute.self, as: "core")
  return restoration
}

/// A host that carries out every step at once and keeps nothing: the Navigator's own cost.
@MainActor
package final class NullHost: StepHost {
  package init() {}
  package func perform(_ step: NavigationStep, animated: Bool) async throws {}
}

/// A navigator over a TestHost (transitions take no time) or a NullHost, showing a stack
/// `depth` screens deep.
@MainActor
package final class NavigatorBench {
  package enum HostKind { case testHost, nullHost }

  package let navigator: Navigator<CoreRoute>
  package let testHost: TestHost?

  package init(_ kind: HostKind, depth: Int = 1) {
    let host: any NavigationHost
    switch kind {
    case .testHost:
      let testHost = TestHost(transitionDuration: .zero)
      self.testHost = testHost
      host = testHost
    case .nullHost:
      testHost = nil
      host = NullHost()
    }
    navigator = Navigator(deepTree(depth), host: host)
    navigator.restoration = restoration()
  }

  /// Forgets what the TestHost recorded (its steps and lifecycle log grow with every request).
  package func clearRecords() {
    testHost?.clearRecords()
  }

  package func pushPop(_ count: Int) async {
    for index in 0..<count {
      try! await navigator.push(CoreRoute.product(index), animated: false).value
      try! await navigator.pop(animated: false).value
    }
  }

  package func presentDismiss(_ count: Int) async {
    for index in 0..<count {
      try! await navigator.present(CoreRoute.product(index), style: .sheet, animated: false).value
      try! await navigator.dismiss(animated: false).value
    }
  }

  /// `count` push/pop cycles, clearing the TestHost's records every `clearEvery` cycles.
  package func cycles(_ count: Int, clearEvery: Int?) async {
    for index in 0..<count {
      try! await navigator.push(CoreRoute.product(index), animated: false).value
      try! await navigator.pop(animated: false).value
      if let clearEvery, index % clearEvery == clearEvery - 1 { testHost?.clearRecords() }
    }
  }

  package func restore(_ data: Data) async {
    try! await navigator.restore(from: data, animated: false).value
  }

  package func go(to state: NavigationState) async {
    try! await navigator.navigate(to: state, animated: false).value
  }

  package var depth: Int { navigator.state.topStack.depth }
}
