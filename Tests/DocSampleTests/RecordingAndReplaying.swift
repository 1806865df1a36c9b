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
}
