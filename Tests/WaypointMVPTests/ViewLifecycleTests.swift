import PropertyBased
import Testing
import Waypoint
import WaypointMVP

@Suite("View lifecycle ordering")
struct ViewLifecycleTests {
  static let cases: [(String, [LifecycleEvent], [LifecycleEvent])] = [
    (
      "a full life passes through unchanged",
      [.load, .willAppear, .didAppear, .willDisappear, .didDisappear, .destroyed],
      [.load, .willAppear, .didAppear, .willDisappear, .didDisappear, .destroyed]
    ),
    ("appearing before loading loads first", [.willAppear], [.load, .willAppear]),
    ("did appear alone is completed", [.didAppear], [.load, .willAppear, .didAppear]),
    ("a second load is dropped", [.load, .load, .willAppear], [.load, .willAppear]),
    (
      "repeated appearances are dropped", [.load, .didAppear, .willAppear, .didAppear],
      [.load, .willAppear, .didAppear]
    ),
    ("disappearing when never shown is dropped", [.load, .willDisappear, .didDisappear], [.load]),
    ("disappearing before loading is dropped", [.didDisappear], []),
    (
      "did disappear alone is completed",
      [.didAppear, .didDisappear],
      [.load, .willAppear, .didAppear, .willDisappear, .didDisappear]
    ),
    (
      "a cancelled appearance (abandoned interactive pop, screen below)",
      [.load, .willAppear, .willDisappear, .didDisappear],
      [.load, .willAppear, .willDisappear, .didDisappear]
    ),
    (
      "a cancelled disappearance (abandoned interactive pop, top screen)",
      [.didAppear, .willDisappear, .willAppear, .didAppear],
      [.load, .willAppear, .didAppear, .willDisappear, .willAppear, .didAppear]
    ),
    (
      "destroyed while on screen disappears first",
      [.didAppear, .destroyed],
      [.load, .willAppear, .didAppear, .willDisappear, .didDisappear, .destroyed]
    ),
    (
      "destroyed while disappearing finishes the disappearance",
      [.didAppear, .willDisappear, .destroyed],
      [.load, .willAppear, .didAppear, .willDisappear, .didDisappear, .destroyed]
    ),
    ("destroyed before loading is only destroyed", [.destroyed, .load], [.destroyed]),
    ("nothing after destroyed", [.load, .destroyed, .willAppear, .destroyed], [.load, .destroyed]),
  ]

  @Test(arguments: cases)
  func eventsAreDeliveredInUIKitOrder(
    _ name: String, _ received: [LifecycleEvent], _ delivered: [LifecycleEvent]
  ) {
    var lifecycle = ViewLifecycle()
    #expect(received.flatMap { lifecycle.receive($0) } == delivered, "\(name)")
  }

  /// Whatever arrives, in whatever order, the presenter sees a life UIKit could produce.
  @Test func anyStreamOfEventsBecomesALegalLife() async {
    await propertyCheck(count: 500, input: Gen<LifecycleEvent>.case.array(of: 0...30)) { received in
      var lifecycle = ViewLifecycle()
      let delivered = received.flatMap { lifecycle.receive($0) }
      #expect(StrictLifecycle.accepts(delivered), "\(received) delivered \(delivered)")
      #expect(delivered.filter { $0 == .load }.count <= 1)
      #expect(delivered.filter { $0 == .destroyed }.count == (received.contains(.destroyed) ? 1 : 0))
    }
  }
}

/// UIKit's lifecycle as a strict automaton, written independently of ``ViewLifecycle``.
enum StrictLifecycle {
  static func accepts(_ events: [LifecycleEvent]) -> Bool {
    let allowed: [String: [LifecycleEvent: String]] = [
      "new": [.load: "hidden", .destroyed: "dead"],
      "hidden": [.willAppear: "appearing", .destroyed: "dead"],
      "appearing": [.didAppear: "shown", .willDisappear: "disappearing"],
      "shown": [.willDisappear: "disappearing"],
      "disappearing": [.didDisappear: "hidden", .willAppear: "appearing"],
      "dead": [:],
    ]
    var state = "new"
    for event in events {
      guard let next = allowed[state]?[event] else { return false }
      state = next
    }
    return true
  }
}
