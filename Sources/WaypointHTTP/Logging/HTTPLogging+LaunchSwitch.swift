import Foundation
import Logging

extension HTTPLogging {
  /// The launch argument that switches request logging on.
  public static let launchArgument = "-WaypointDebugHTTP"
  /// The environment variable that switches request logging on when set to `1`.
  public static let environmentVariable = "WAYPOINT_DEBUG_HTTP"

  /// Logging switched on by the process's launch argument or environment, off otherwise.
  ///
  /// In Xcode, add `-WaypointDebugHTTP` under the scheme's *Arguments Passed On Launch*;
  /// elsewhere, set `WAYPOINT_DEBUG_HTTP=1`.
  ///
  /// - Parameters:
  ///   - arguments: The launch arguments; the process's own when omitted.
  ///   - environment: The environment; the process's own when omitted.
  ///   - logger: The logger the lines go to.
  /// - Returns: A configuration enabled when ``isSwitchedOn(arguments:environment:)`` is.
  public static func launchSwitch(
    arguments: [String] = ProcessInfo.processInfo.arguments,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    logger: Logger = Logger(label: "waypoint.http")
  ) -> HTTPLogging {
    HTTPLogging(isEnabled: isSwitchedOn(arguments: arguments, environment: environment), logger: logger)
  }

  /// Whether the launch argument or the environment switches logging on.
  ///
  /// `-WaypointDebugHTTP` switches it on, unless followed by `NO`, `0` or `false` (the way
  /// Xcode passes user defaults: `-WaypointDebugHTTP NO`). `WAYPOINT_DEBUG_HTTP` switches
  /// it on when `1`, `true` or `yes`, in any case.
  ///
  /// - Parameters:
  ///   - arguments: Launch arguments.
  ///   - environment: Environment variables.
  /// - Returns: `true` when either switches logging on.
  public static func isSwitchedOn(arguments: [String], environment: [String: String]) -> Bool {
    let offValues: Set<String> = ["no", "0", "false"]
    if let index = arguments.firstIndex(of: launchArgument) {
      let next = arguments.index(after: index)
      if next == arguments.endIndex || !offValues.contains(arguments[next].lowercased()) {
        return true
      }
    }
    let onValues: Set<String> = ["1", "true", "yes"]
    return environment[environmentVariable].map { onValues.contains($0.lowercased()) } ?? false
  }
}
