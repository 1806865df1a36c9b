import Testing
import WaypointHTTP

@Suite struct HTTPLoggingSwitchTests {
  @Test(
    arguments: [
      ([], [:], false),
      (["/app"], [:], false),
      (["/app", "-WaypointDebugHTTP"], [:], true),
      (["/app", "-WaypointDebugHTTP", "YES"], [:], true),
      (["/app", "-WaypointDebugHTTP", "NO"], [:], false),
      (["/app", "-WaypointDebugHTTP", "0"], [:], false),
      (["/app", "-WaypointDebugHTTP", "--other"], [:], true),
      (["/app", "-waypointdebughttp"], [:], false),
      (["/app"], ["WAYPOINT_DEBUG_HTTP": "1"], true),
      (["/app"], ["WAYPOINT_DEBUG_HTTP": "TRUE"], true),
      (["/app"], ["WAYPOINT_DEBUG_HTTP": "0"], false),
      (["/app"], ["WAYPOINT_DEBUG_HTTP": ""], false),
      (["/app"], ["OTHER": "1"], false),
    ] as [([String], [String: String], Bool)])
  func launchArgumentOrEnvironmentSwitchesLoggingOn(
    arguments: [String], environment: [String: String], expected: Bool
  ) {
    #expect(HTTPLogging.isSwitchedOn(arguments: arguments, environment: environment) == expected)
    #expect(HTTPLogging.launchSwitch(arguments: arguments, environment: environment).isEnabled == expected)
  }

  @Test func loggingIsOffByDefaultAndRedactsCredentials() {
    #expect(!HTTPLogging.disabled.isEnabled)
    let logging = HTTPLogging(isEnabled: true, redactedHeaders: ["X-Session"])
    #expect(logging.redactedHeaders == ["x-session"])
    #expect(!logging.includesBodies)
    #expect(HTTPLogging.defaultRedactedHeaders.contains("authorization"))
  }
}
