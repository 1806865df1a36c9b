import Foundation
import Testing

/// Every ```swift block of the README and of the DocC catalogs is in this target (or in the
/// example apps), word for word (spacing aside), so it compiles with the tests: a sample that drifts from the API
/// fails the build, and a sample edited in the docs but not here fails this test.
@Suite("Documentation samples")
struct DocSamplesAreCompiled {
  /// The repository, from this file's place in it.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()

  /// The documents whose samples must compile.
  static let documents = ["README.md"] + catalogs()

  static func catalogs() -> [String] {
    let sources = root.appendingPathComponent("Sources")
    let modules = (try? FileManager.default.contentsOfDirectory(atPath: sources.path)) ?? []
    return modules.sorted().flatMap { module -> [String] in
      let catalog = "Sources/\(module)/\(module).docc"
      let files =
        (try? FileManager.default.contentsOfDirectory(atPath: root.appendingPathComponent(catalog).path))
        ?? []
      return files.filter { $0.hasSuffix(".md") }.sorted().map { "\(catalog)/\($0)" }
    }
  }

  /// The Swift files that hold the samples: this target and the example apps.
  static func sampleSources() -> [[String]] {
    var files: [URL] = []
    for folder in ["Tests/DocSampleTests", "Examples"] {
      let base = root.appendingPathComponent(folder)
      let found = FileManager.default.enumerator(at: base, includingPropertiesForKeys: nil)
      while let url = found?.nextObject() as? URL {
        if url.pathExtension == "swift" { files.append(url) }
      }
    }
    return files.compactMap { try? String(contentsOf: $0, encoding: .utf8) }.map(normalized)
  }

  /// The lines of `text`, trimmed, without blank lines, each run of spaces made one (the
  /// formatter does not keep a document's aligned comments).
  static func normalized(_ text: String) -> [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false)
      .map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
      .filter { !$0.isEmpty }
  }

  @Test(arguments: documents)
  func everySampleOfTheDocumentCompiles(document: String) throws {
    let text = try String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8)
    let blocks = text.components(separatedBy: "```swift\n").dropFirst().compactMap {
      $0.components(separatedBy: "```").first
    }
    let sources = Self.sampleSources()
    #expect(!sources.isEmpty)
    for block in blocks {
      let lines = Self.normalized(block)
      // Imports go at the top of a file; the rest of the sample must be there in one piece.
      let imports = lines.filter { $0.hasPrefix("import ") }
      let body = lines.filter { !$0.hasPrefix("import ") }
      let found = sources.contains { file in
        imports.allSatisfy(file.contains) && Self.contains(file, body)
      }
      #expect(found, "This sample of \(document) is not compiled anywhere:\n\(block)")
    }
  }

  /// Whether `lines` appear in `file` one after the other.
  static func contains(_ file: [String], _ lines: [String]) -> Bool {
    guard !lines.isEmpty else { return true }
    guard file.count >= lines.count else { return false }
    return (0...(file.count - lines.count)).contains { start in
      zip(file[start...], lines).allSatisfy { $0 == $1 }
    }
  }

  /// The scene life cycle only (TN3187: an app built with the iOS 27 SDK must use it): no example
  /// and no document sample takes a link, an activity or a shortcut through the app delegate's
  /// callbacks, deprecated in iOS 26; they enter through the scene (`scene(_:openURLContexts:)`,
  /// `scene(_:continue:)`, `onOpenURL`, `onContinueUserActivity`).
  @Test func noExampleOrSampleUsesTheAppDelegatesDeprecatedCallbacks() throws {
    let deprecated = try NSRegularExpression(
      pattern: #"func\s+application\s*\([^)]*(open\s+url|continue\s+userActivity|performActionFor)"#)
    var texts: [(String, String)] = []
    for folder in ["Examples", "Sources", "Tests/DocSampleTests"] {
      let found = FileManager.default.enumerator(
        at: Self.root.appendingPathComponent(folder), includingPropertiesForKeys: nil)
      while let url = found?.nextObject() as? URL {
        guard ["swift", "md"].contains(url.pathExtension) else { continue }
        texts.append((url.path, try String(contentsOf: url, encoding: .utf8)))
      }
    }
    texts.append(
      ("README.md", try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)))
    #expect(texts.count > 20)
    for (path, text) in texts {
      let range = NSRange(text.startIndex..., in: text)
      #expect(
        deprecated.firstMatch(in: text, range: range) == nil,
        "\(path) uses a deprecated app delegate callback")
    }
  }
}
