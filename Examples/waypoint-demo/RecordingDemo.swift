import Foundation
@_spi(Hosts) import Waypoint
import WaypointHarness
import WaypointTesting

// Recording: a navigator records what its host goes through (here the UIKit stand-in, which
// reports what UIKit's callbacks report), the recording is saved as JSON with no route values,
// read back and replayed alone; a recording with a fact lost names where the replay parts.
enum RecordingDemo {
  enum Shop: Route {
    case home, cart
    case product(Int)
  }

  @MainActor
  static func run(arguments: [String]) async {
    print("\n── Recording and replaying ──")
    do {
      try await run()
    } catch {
      print("failed: \(error)")
    }
  }

  @MainActor
  static func run() async throws {
    let driver = Host.uiKitStandIn.driver()
    let navigator = Navigator<Shop>(NavigationState(root: Shop.home), host: driver.makeHost())
    navigator.recorder = NavigationRecorder()
    try await navigator.push(.product(42)).value
    try await navigator.present(.cart).value
    try driver.simulate(.pullDown(cancelled: false))
    await driver.settle()
    try driver.simulate(.tapBack)
    await driver.settle()
    guard let recording = navigator.recorder?.recording else { return print("nothing recorded") }
    let json = try recording.json()
    let text = String(decoding: json, as: UTF8.self)
    print(
      "As JSON: \(json.count) bytes; the product is kept as \"Shop.product\", without its 42: \(!text.contains("product(42)"))"
    )
    // Read back as another machine reads it: routes by type and case, no values.
    let sent = try NavigationRecording(json: json)
    print(sent)

    let report = await NavigationReplay(sent).run()
    print("Replayed alone: \(report)")
    print("  the navigator on the device holds \(navigator.state.read)")
    // The app's plans and the user's gestures again, over TestHost's platform instead.
    let over = await NavigationReplay(sent).run(over: TestHostDriver())
    print("Replayed over TestHost: \(over)")

    // The same recording with the push's didShow lost: the replay names where it parts.
    var broken = sent
    if let lost = broken.entries.firstIndex(where: {
      if case .fact(.stackShown) = $0.event { true } else { false }
    }) {
      print("Without entry \(lost) (\(broken.entries[lost].event)):")
      broken.entries.remove(at: lost)
      let parted = await NavigationReplay(broken).run()
      print("  \(parted.problems.first.map(\.description) ?? "no problem found")")
    }
  }
}
