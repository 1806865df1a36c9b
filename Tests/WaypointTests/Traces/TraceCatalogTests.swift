import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

/// Every platform trace says where its behaviour is written down (`Source:`) or that nothing
/// documents it (`Undocumented:`, with the variants the stand-ins play and one device check), and
/// the article "What Waypoint relies on" is generated from them: this test keeps the two in step.
/// `WAYPOINT_WRITE_ARTICLE=1 swift test --filter TraceCatalogTests` writes the article again.
@Suite("The platform traces and what Waypoint relies on")
struct TraceCatalogTests {
  /// One trace, as its doc comment states it.
  struct Trace {
    let platform: String
    let name: String
    let claim: String
    /// Where its behaviour is written down, up to what is not (`Source:`).
    let source: String?
    /// What nothing documents (`Undocumented:`, a paragraph of its own or after its source: a
    /// trace may be documented in part).
    let undocumented: String?
    let variants: String?
    /// What ran on Apple's platforms says of it: the kind, where, what it shows, the iOS versions
    /// and how sure (`Evidence:`).
    let evidence: String?
    let deviceCheck: String?
  }

  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()
  static let article = "Sources/Waypoint/Waypoint.docc/WhatWaypointReliesOn.md"
  /// What the trace files hold that is not a trace: the parts traces are made of.
  static let parts: Set<String> = ["popCallbacks", "swipeLetGo"]

  /// The traces of `file`, in order.
  static func traces(in file: String, platform: String) throws -> [Trace] {
    let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
    var traces: [Trace] = []
    var comment: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      if trimmed.hasPrefix("///") {
        comment.append(String(trimmed.dropFirst(3)).trimmingCharacters(in: .whitespaces))
        continue
      }
      defer { if !trimmed.hasPrefix("@") { comment = [] } }
      guard trimmed.hasPrefix("static let ") || trimmed.hasPrefix("static func ") else { continue }
      let name = String(trimmed.split(separator: " ")[2].prefix { $0.isLetter || $0.isNumber })
      guard !parts.contains(name) else { continue }
      traces.append(trace(platform, name, comment))
    }
    return traces
  }

  /// A trace from the lines of its doc comment: paragraphs, and the labelled lines.
  static func trace(_ platform: String, _ name: String, _ lines: [String]) -> Trace {
    var paragraphs: [[String]] = [[]]
    for line in lines {
      if line.isEmpty {
        paragraphs.append([])
      } else if ["Variants", "Device check:", "Evidence:"].contains(where: { line.hasPrefix($0) }) {
        paragraphs.append([line])
      } else {
        paragraphs[paragraphs.count - 1].append(line)
      }
    }
    var joined = paragraphs.map { $0.joined(separator: " ") }.filter { !$0.isEmpty }
    // NB: a source may say what it leaves undocumented in its own paragraph: that part is a
    // paragraph of its own, as if it stood alone.
    if let index = joined.firstIndex(where: { $0.hasPrefix("Source:") }),
      let range = joined[index].range(of: " Undocumented:")
    {
      let rest = String(joined[index][range.upperBound...])
      joined[index] = String(joined[index][..<range.lowerBound])
      joined.insert("Undocumented:" + rest, at: index + 1)
    }
    func labelled(_ label: String) -> String? {
      joined.first { $0.hasPrefix(label) }.map {
        String($0.dropFirst(label.count)).trimmingCharacters(in: .whitespaces)
      }
    }
    return Trace(
      platform: platform, name: name, claim: joined.first ?? "", source: labelled("Source:"),
      undocumented: labelled("Undocumented:"), variants: labelled("Variants"),
      evidence: labelled("Evidence:"),
      deviceCheck: labelled("Device check:"))
  }

  /// A recording in `Traces/Recordings/`: its file's name and where it was made.
  struct Recorded {
    let file: String
    let platform: NavigationRecording.Platform

    /// The trace the recording is a device check of: a file named `UIKit.<trace>.json` or
    /// `UIKit.<trace>.<anything>.json` (or `SwiftUI.…`) names one; others name none.
    var trace: (platform: String, name: String)? {
      let parts = file.split(separator: ".")
      guard parts.count >= 3, ["UIKit", "SwiftUI"].contains(parts[0]) else { return nil }
      return (String(parts[0]), String(parts[1]))
    }
  }

  static let recordings = root.appendingPathComponent("Tests/WaypointTests/Traces/Recordings")

  /// The recordings in `Traces/Recordings/`, by file name.
  static func allRecordings() throws -> [Recorded] {
    try FileManager.default.contentsOfDirectory(atPath: recordings.path).filter { $0.hasSuffix(".json") }
      .sorted()
      .map { file in
        let recording = try NavigationRecording(
          json: Data(contentsOf: recordings.appendingPathComponent(file)))
        return Recorded(file: file, platform: recording.platform)
      }
  }

  static func allTraces() throws -> [Trace] {
    try traces(in: "Sources/WaypointHarness/Traces/UIKitTraces.swift", platform: "UIKit")
      + traces(in: "Sources/WaypointHarness/Traces/SwiftUITraces.swift", platform: "SwiftUI")
  }

  @Test func everyTraceSaysItsSourceOrItsVariants() throws {
    let traces = try Self.allTraces()
    #expect(traces.count > 40)
    let fields = [
      "UIKitVariants": Set(Mirror(reflecting: UIKitVariants()).children.compactMap(\.label)),
      "SwiftUIVariants": Set(Mirror(reflecting: SwiftUIVariants()).children.compactMap(\.label)),
    ]
    for trace in traces {
      let name = "\(trace.platform) \(trace.name)"
      #expect(trace.source != nil || trace.undocumented != nil, "\(name) says neither")
      guard trace.undocumented != nil else { continue }
      #expect(trace.variants != nil, "\(name) is undocumented and names no variants")
      #expect(trace.deviceCheck != nil, "\(name) is undocumented and names no device check")
      // A variant it names is one the stand-in plays.
      for (type, names) in fields {
        for field in Self.fields(of: type, in: trace.variants ?? "") {
          #expect(names.contains(field), "\(name) names \(type).\(field), which is not played")
        }
      }
    }
    #expect(traces.filter { $0.undocumented != nil }.count >= 15)
  }

  /// A source that goes on to say what it leaves undocumented makes a trace undocumented in part,
  /// which names its variants and a device check like any undocumented one.
  @Test func aTraceDocumentedInPartIsUndocumentedToo() {
    let trace = Self.trace(
      "UIKit", "example",
      [
        "What UIKit does.", "", "Source: a header (\"it says so\").",
        "Undocumented: the order of the two calls.", "Variants: none played.", "Device check: log both.",
      ])
    #expect(trace.source == "a header (\"it says so\").")
    #expect(trace.undocumented == "the order of the two calls.")
    #expect(trace.variants == ": none played.")
    #expect(trace.deviceCheck == "log both.")
    let article = Self.articleText([trace], recordings: [])
    #expect(article.contains("Source: a header"))
    #expect(article.contains("Undocumented: the order of the two calls."))
    #expect(article.contains("- **UIKit, example**: log both."))
  }

  /// Evidence says what ran on Apple's platforms (a decompiled UIKitCore, a peer's test or a
  /// device log, by where it is), on which iOS versions, and how sure it is.
  @Test func everyEvidenceSaysOnWhichSystemAndHowSure() throws {
    let traces = try Self.allTraces()
    let evidenced = traces.filter { $0.evidence != nil }
    #expect(evidenced.count >= 19)
    for trace in evidenced {
      let evidence = trace.evidence ?? ""
      #expect(evidence.contains("iOS"), "\(trace.platform) \(trace.name)'s evidence names no iOS version")
      #expect(
        evidence.range(of: #"Confidence (high|medium|low)"#, options: .regularExpression) != nil,
        "\(trace.platform) \(trace.name)'s evidence says not how sure it is")
    }
  }

  /// The recordings of `recordings` named after a trace `traces` does not hold.
  static func misnamed(_ recordings: [Recorded], _ traces: [Trace]) -> [String] {
    recordings.filter { recorded in
      guard let named = recorded.trace else { return false }
      return !traces.contains { $0.platform == named.platform && $0.name == named.name }
    }.map(\.file)
  }

  @Test func aRecordingNamedAfterATraceNamesOneThatExists() throws {
    let traces = try Self.allTraces()
    #expect(Self.misnamed(try Self.allRecordings(), traces) == [])
    // A name with a typo in the trace's is caught; one naming no trace is just replayed.
    let device = NavigationRecording.Platform(host: "UIKit", system: "iOS 26.1", device: "iPhone16,1")
    let named = try #require(traces.first { $0.platform == "UIKit" }).name
    let files = ["UIKit.\(named).json", "UIKit.\(named)x.iPhone.json", "from-a-user.json"]
    #expect(Self.misnamed(files.map { Recorded(file: $0, platform: device) }, traces) == [files[1]])
  }

  @Test func aRecordingNamedAfterATraceIsListedUnderIt() throws {
    let traces = try Self.allTraces()
    let trace = try #require(traces.first { $0.platform == "UIKit" && $0.undocumented != nil })
    let recorded = Recorded(
      file: "UIKit.\(trace.name).iPhone.json",
      platform: NavigationRecording.Platform(host: "UIKit", system: "iOS 26.1", device: "iPhone16,1"))
    let article = Self.articleText(traces, recordings: [recorded])
    let section = try #require(article.components(separatedBy: "### \(trace.name)\n").dropFirst().first)
    let own = section.components(separatedBy: "\n### ").first ?? section
    #expect(own.contains("Recorded: `UIKit.\(trace.name).iPhone.json` (UIKit, iOS 26.1, iPhone16,1)"))
    #expect(!Self.articleText(traces, recordings: []).contains("Recorded: `UIKit.\(trace.name)"))
  }

  /// The fields of `type` that `text` names as `` `Type.field` ``.
  static func fields(of type: String, in text: String) -> [String] {
    text.components(separatedBy: "`\(type).").dropFirst().map { String($0.prefix { $0.isLetter }) }
  }

  @Test func theArticleWhatWaypointReliesOnListsEveryTrace() throws {
    let generated = Self.articleText(try Self.allTraces(), recordings: try Self.allRecordings())
    let url = Self.root.appendingPathComponent(Self.article)
    let written = try String(contentsOf: url, encoding: .utf8)
    // NB: the article's opening is written by hand; from its first generated heading on, it is
    // the traces' own words.
    let head = written.components(separatedBy: Self.firstGeneratedHeading).first ?? written
    if ProcessInfo.processInfo.environment["WAYPOINT_WRITE_ARTICLE"] == "1" {
      try (head + generated).write(to: url, atomically: true, encoding: .utf8)
    }
    #expect(
      try String(contentsOf: url, encoding: .utf8).hasSuffix(generated),
      "the article is not the traces' own words: run WAYPOINT_WRITE_ARTICLE=1 swift test --filter TraceCatalogTests"
    )
  }

  static let firstGeneratedHeading = "## The traces in numbers"

  /// The article, from the traces and the recordings named after them.
  static func articleText(_ traces: [Trace], recordings: [Recorded]) -> String {
    // NB: the traces' double-backtick links name the harness's symbols, which the core's
    // catalog does not hold.
    func text(_ string: String) -> String { string.replacingOccurrences(of: "``", with: "`") }
    let sourced = traces.filter { $0.source != nil && $0.undocumented == nil }.count
    let inPart = traces.filter { $0.source != nil && $0.undocumented != nil }.count
    let undocumented = traces.count - sourced
    let settled = traces.filter { $0.undocumented != nil && $0.evidence != nil }.count
    var lines = [
      firstGeneratedHeading,
      "",
      "\(traces.count) traces: \(sourced) with a source, \(undocumented) undocumented (\(inPart) of them in part),",
      "of which \(settled) with evidence (\(undocumented - settled) open). What follows is generated from the traces",
      "(`Sources/WaypointHarness/Traces`); `TraceCatalogTests` keeps it in step. The evidence cites the",
      "decompiled UIKitCore of iOS 18.2 and 26.1 by repository, class and method, in our own words.",
      "",
      "## The checks to run on a device",
      "",
      "What a team with a device can run once, to settle each undocumented behaviour. Beside its log,",
      "run it in an app with a `NavigationRecorder` set (the facts the host made of the callbacks) and",
      "drop the recording's JSON, unchanged, into `Tests/WaypointTests/Traces/Recordings/` as",
      "`UIKit.<trace>.json` (or `SwiftUI.<trace>.json`, or with more after the trace's name): every",
      "test run replays it, and the trace below lists it.",
      "",
    ]
    for trace in traces where trace.undocumented != nil {
      lines.append("- **\(trace.platform), \(trace.name)**: \(text(trace.deviceCheck ?? ""))")
    }
    for platform in ["UIKit", "SwiftUI"] {
      lines += ["", "## \(platform)"]
      for trace in traces where trace.platform == platform {
        lines += ["", "### \(trace.name)", "", text(trace.claim), ""]
        if let source = trace.source {
          lines.append("Source: \(text(source))")
        }
        if let undocumented = trace.undocumented {
          lines += trace.source == nil ? [] : [""]
          lines.append("Undocumented: \(text(undocumented))")
          lines += [
            "", "Variants\(text(trace.variants ?? ""))", "", "Device check: \(text(trace.deviceCheck ?? ""))",
          ]
        }
        if let evidence = trace.evidence {
          lines += ["", "Evidence: \(text(evidence))"]
        } else if trace.undocumented != nil {
          lines += ["", "Evidence: open."]
        }
        for recorded in recordings
        where recorded.trace?.platform == platform && recorded.trace?.name == trace.name {
          lines += ["", "Recorded: `\(recorded.file)` (\(recorded.platform))"]
        }
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
