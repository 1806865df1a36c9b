import Foundation

// A recording as JSON, format 2: a header, the type table of the values in its trees, the tree it
// starts from, and its entries, each its time in milliseconds and its event as Swift synthesizes
// the coding of `NavigationRecording.Event` and of the facts, steps, reads and changes it holds.
// Trees are written with restoration's nodes (`NavigationRecording+Trees.swift`); tags as their
// description, screens as their identity's number. Format 1 is read by
// `NavigationRecording+Format1.swift`.
//
// {"format": 2, "platform": {"host": "UIKit", "system": "iOS 26.1", "device": "iPhone16,1"},
//  "signals": {"completion": {}}, "capabilities": 1, "keepsRouteValues": false,
//  "types": ["RecordedRoute", "RecordedTag", "DialogContent"],
//  "start": {"root": {"stack": [{"id": 1, "route": [0, {"name": "Shop.home"}]}]}}, "startGuarded": [],
//  "entries": [{"ms": 0.4, "event": {"fact": {"_0": {"stackShown": {"_0": {"root": {}}, "_1": [1]}}}}}]}

extension NavigationRecording: Codable {
  /// The recording as JSON, in format ``format``; route values only when kept.
  public func json() throws(RecordingError) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    do {
      return try encoder.encode(self)
    } catch {
      throw .corrupted("\(error)")
    }
  }

  /// Reads a recording ``json()`` wrote, in format ``format`` or format 1; its routes are
  /// ``RecordedRoute``s and its tags ``RecordedTag``s.
  /// - Throws: ``RecordingError``: ``RecordingError/corrupted(_:)`` for data that is not a
  ///   recording, ``RecordingError/unsupportedFormat(found:supported:)`` for a format this
  ///   version does not read (a newer one), ``RecordingError/invalidTree(_:)`` for a tree that is
  ///   not valid.
  public init(json data: Data) throws(RecordingError) {
    do {
      self = try JSONDecoder().decode(NavigationRecording.self, from: data)
    } catch let error as RecordingError {
      throw error
    } catch let error as DecodingError {
      throw .corrupted(error.summary)
    } catch {
      throw .corrupted(String("\(error)".prefix(300)))
    }
  }

  /// Writes the recording in format ``format``, to any encoder.
  public func encode(to encoder: any Encoder) throws {
    try RecordingCoding.$current.withValue(RecordingCoding(keepsValues: keepsRouteValues)) {
      try Document(self).encode(to: encoder)
    }
  }

  /// Reads a recording in format ``format`` or format 1, from any decoder; another format throws
  /// ``RecordingError/unsupportedFormat(found:supported:)``, a tree that is not valid
  /// ``RecordingError/invalidTree(_:)``.
  public init(from decoder: any Decoder) throws {
    let header = try Header(from: decoder)
    switch header.format {
    case 1:
      try self.init(format1: decoder)
    case Self.format:
      let document = try RecordingCoding.$current.withValue(RecordingCoding(types: header.types ?? [])) {
        try Document(from: decoder)
      }
      self.init(
        platform: document.platform, signals: document.signals,
        capabilities: HostCapabilities(rawValue: document.capabilities),
        keepsRouteValues: document.keepsRouteValues,
        start: document.start, startGuarded: document.startGuarded,
        entries: try document.entries.map { code throws(RecordingError) in try code.entry() })
    default:
      throw RecordingError.unsupportedFormat(found: header.format, supported: Self.format)
    }
  }
}

/// What is read first: the format, and the type table trees are read with.
private struct Header: Decodable {
  var format: Int
  var types: [String]?
}

private struct Document: Codable {
  var format: Int
  var platform: NavigationRecording.Platform
  var signals: HostSession.Signals
  var capabilities: Int
  var keepsRouteValues: Bool
  var types: [String]
  var start: NavigationState
  var startGuarded: [ScreenID]
  var entries: [EntryCode]

  init(_ recording: NavigationRecording) {
    format = NavigationRecording.format
    platform = recording.platform
    signals = recording.signals
    capabilities = recording.capabilities.rawValue
    keepsRouteValues = recording.keepsRouteValues
    types = RecordingCoding.typeNames
    start = recording.start
    startGuarded = recording.startGuarded
    entries = recording.entries.map(EntryCode.init)
  }
}

/// An entry: its time in milliseconds, to the microsecond, and its event.
private struct EntryCode: Codable {
  var ms: Double
  var event: NavigationRecording.Event

  init(_ entry: NavigationRecording.Entry) {
    let (seconds, attoseconds) = entry.time.components
    ms = ((Double(seconds) * 1000 + Double(attoseconds) / 1e15) * 1000).rounded() / 1000
    event = entry.event
  }

  func entry() throws(RecordingError) -> NavigationRecording.Entry {
    // NB: a time past about 30 years, before the start, or not a number, is no time a recorder
    // writes.
    guard ms.isFinite, ms >= 0, ms < 1e12 else { throw .corrupted("a time of \(ms) ms") }
    guard !holdsNegative(event) else { throw .corrupted("a negative count or index in \(event)") }
    return NavigationRecording.Entry(time: .nanoseconds(Int64((ms * 1_000_000).rounded())), event)
  }
}

/// Whether `value` holds a negative number: a count or an index (of layers, a tab, a button) no
/// host reports, in a recording made by hand or damaged. Trees are checked as they are read.
// NB: the event's parts, walked as they are, rather than a switch over every fact, step and read
// that would have to follow each new case: every number in them is a count or an index.
private func holdsNegative(_ value: Any) -> Bool {
  switch value {
  case let number as Int: number < 0
  case is NavigationState, is NavigationRoot, is ModalLayer, is ScreenStack, is AnyTag: false
  default: Mirror(reflecting: value).children.contains { holdsNegative($0.value) }
  }
}
