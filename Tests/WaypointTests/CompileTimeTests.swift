import Foundation
import Testing

@testable import WaypointHarness

/// What must not compile: each snippet is typechecked by `swiftc` against the Waypoint module
/// this test run built, so a change that lets `push("typo")` through fails here.
@Suite("What the compiler refuses")
struct CompileTimeTests {
  static let preamble = """
    import Waypoint
    enum Shop: Route { case home, cart, product(Int) }
    enum Checkout: Route { case payment }

    """

  @Test func theAppsRoutesCompileByImplicitMemberAndOtherRoutesByName() throws {
    let result = try typecheck(
      """
      @MainActor func tap(_ navigator: Navigator<Shop>) {
        navigator.push(.product(42))
        navigator.present(.cart, style: .sheet)
        navigator.push(Checkout.payment).onCompletion { _ in }
      }
      @MainActor func wait(_ navigator: Navigator<Shop>) async throws {
        try await navigator.push(.cart).value
        try await navigator.push(Checkout.payment).value
        let checkout = navigator.push(.product(1))
        checkout.cancel()
      }
      """)
    #expect(result.status == 0, "\(result.errors)")
  }

  @Test(arguments: [
    ("navigator.push(\"typo\")", "Route"),
    ("navigator.push(42)", "Route"),
    ("navigator.push(entry)", "Route"),
    ("navigator.present(.typo)", "typo"),
  ])
  func somethingThatIsNotARouteIsRefused(call: String, complaint: String) throws {
    let result = try typecheck(
      "@MainActor func tap(_ navigator: Navigator<Shop>, _ entry: ScreenEntry) {\n\(call)\n}")
    #expect(result.status != 0, "\(call) compiled")
    #expect(result.errors.contains(complaint), "\(result.errors)")
  }

  /// Typechecks `body` after the preamble (`Shop` and `Checkout` routes).
  func typecheck(_ body: String) throws -> (status: Int32, errors: String) {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("waypoint-compile-\(UUID())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = folder.appendingPathComponent("snippet.swift")
    try (Self.preamble + body + "\n").write(to: source, atomically: true, encoding: .utf8)
    // The test bundle sits beside the Modules folder of the build that made it.
    let modules = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("Modules")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "swiftc", "-typecheck", "-swift-version", "6", "-I", modules.path, "-module-cache-path",
      folder.appendingPathComponent("cache").path, source.path,
    ]
    let errors = Pipe()
    process.standardError = errors
    process.standardOutput = Pipe()
    try process.run()
    let output = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: output, as: UTF8.self))
  }
}
