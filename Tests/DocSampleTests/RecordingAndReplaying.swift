import Foundation
import Testing
import Waypoint
import WaypointTesting

// Waypoint.docc, "Recording and replaying navigation".
@MainActor
enum RecordingAndReplayingSamples {
  enum Shop: Route { case home, product(Int) }

  static func turnOn(_ navigator: Navigator<Shop>) {
    navigator.recorder = NavigationRecorder()
  }

  static func keepValues(_ navigator: Navigator<Shop>) {
    navigator.recorder = NavigationRecorder(capacity: 5_000, keepsRouteValues: true)
  }

  static func save(_ navigator: Navigator<Shop>, folder: URL) throws {
    if let recording = navigator.recorder?.recording {
      let data = try recording.json()
      try data.write(to: folder.appendingPathComponent("navigation-recording.json"))
    }
  }

  static func replay(_ data: Data) async throws {
    let recording = try NavigationRecording(json: data)
    let report = await NavigationReplay(recording).run()
    #expect(report.problems.isEmpty, "\(report)")
  }

  static func replayOverTestHost(_ recording: NavigationRecording) async {
    let report = await NavigationReplay(recording).run(over: TestHostDriver())
    #expect(report.problems.isEmpty, "\(report)")
  }

  static func read(_ data: Data) throws -> [UserChange] {
    let recording = try NavigationRecording(json: data)
    for entry in recording.entries {
      print(entry)  // "     12.5 ms  step setStack root [Shop.home, Shop.product]"
    }
    let userChanges = recording.entries.compactMap(\.userChange)
    let plans = recording.entries.compactMap(\.plan)
    print("\(plans.count) plans; the user changed \(userChanges.map(\.description))")
    return userChanges
  }
}

/// A recording read by an app's developer, with no `@_spi` import: its entries, the trees the
/// navigator planned and the changes the user made.
@MainActor
@Suite("Reading a recording")
struct ReadingARecording {
  @Test func aRecordingIsReadWithoutTheHostsInterface() throws {
    let file = DocSamplesAreCompiled.root.appendingPathComponent(
      "Tests/WaypointTests/Traces/Recordings/uikit-stand-in-pull-down-back-and-swipe.json")
    let changes = try RecordingAndReplayingSamples.read(Data(contentsOf: file))
    #expect(changes.map(\.description).contains { $0.hasPrefix("dismissed") }, "\(changes)")
    #expect(changes.map(\.description).contains { $0.hasPrefix("popped to") }, "\(changes)")
    let recording = try NavigationRecording(json: Data(contentsOf: file))
    #expect(recording.entries.contains { $0.step != nil && $0.time > .zero })
    #expect(
      recording.entries.compactMap(\.plan).last?.topScreen.route.as(RecordedRoute.self)?.name
        == "Page.reviews")
  }
}
