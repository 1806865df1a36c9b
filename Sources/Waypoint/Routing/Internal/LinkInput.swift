/// An untrusted link, taken apart: its path segments (percent-decoded), its raw query and its
/// raw fragment.
///
/// NB: the segments are byte ranges of ``path``, not `Substring`s: slicing a `String` at byte
/// offsets checks that both ends fall on a character, about 250 instructions a segment, and the
/// trie reads bytes anyway (``RouteTrie/match(_:trail:failure:)``).
struct LinkInput {
  /// The link.
  let text: String
  /// The text the segments are byte ranges of: `text` itself, or, when a segment has an escape,
  /// the decoded segments one after the other.
  let path: String
  /// The path segments, percent-decoded: UTF-8 byte ranges of ``path``.
  let segments: [Range<Int>]
  private let queryRange: Range<Int>?
  private let fragmentRange: Range<Int>?

  /// Takes `text` apart for a table taking links from `origins`, up to a length `limit`.
  ///
  /// Accepted forms: `scheme://first/more` or `scheme:first/more` for a custom scheme (the host
  /// is the first segment), `https://host/path` for a known host, and `/path` alone when the
  /// origins take bare paths. One trailing `/` is ignored.
  ///
  /// - Throws: ``DeepLinkError`` naming the first problem found.
  /// - Complexity: O(n) in the length of `text`.
  init(_ text: String, origins: LinkOrigins, limit: Int) throws(DeepLinkError) {
    var text = text
    // NB: everything below works on UTF-8 bytes: splitting on `/` by `Character` would run
    // grapheme breaking on untrusted text, and cost ten times as much.
    let result = text.withUTF8 { bytes in
      Result { () throws(DeepLinkError) in try Self.scan(bytes, origins: origins, limit: limit) }
    }
    let layout = try result.get()
    self.text = text
    queryRange = layout.query
    fragmentRange = layout.fragment
    guard layout.isEscaped else {
      path = text
      segments = layout.segments
      return
    }
    var decoded: [UInt8] = []
    var ranges: [Range<Int>] = []
    ranges.reserveCapacity(layout.segments.count)
    for (position, range) in layout.segments.enumerated() {
      let raw = Self.slice(text, range)
      guard let segment = PercentEncoding.decode(raw) else { throw .badEscape(String(raw)) }
      if Self.isDotSegment(segment.utf8) { throw .dotSegment(index: position) }
      let start = decoded.count
      decoded.append(contentsOf: segment.utf8)
      ranges.append(start..<decoded.count)
    }
    // NB: each decoded segment was checked to be UTF-8, so this keeps the bytes as they are.
    path = String(decoding: decoded, as: UTF8.self)
    segments = ranges
  }

  /// The raw query, after the `?`, or `nil` when the link has none.
  var query: Substring? { queryRange.map { Self.slice(text, $0) } }

  /// The text after the first `#`, not yet checked or decoded: only a pattern that names the
  /// fragment reads it (``fragmentText()``).
  var fragment: Substring? { fragmentRange.map { Self.slice(text, $0) } }

  /// The segment at `position`, as text.
  func segment(_ position: Int) -> Substring { Self.slice(path, segments[position]) }

  /// The path as the error of an unmatched link names it: `/` and the decoded segments.
  var pathText: String { "/" + segments.indices.map { segment($0) }.joined(separator: "/") }

  /// The text at the UTF-8 byte offsets `range` of `text`.
  private static func slice(_ text: String, _ range: Range<Int>) -> Substring {
    let utf8 = text.utf8
    func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    return text[index(range.lowerBound)..<index(range.upperBound)]
  }

  /// Byte offsets of a link's parts.
  private struct Layout {
    var segments: [Range<Int>] = []
    /// Whether a segment has a `%`: the segments are then decoded and checked one by one.
    var isEscaped = false
    var query: Range<Int>?
    var fragment: Range<Int>?
  }

  private static func scan(
    _ bytes: UnsafeBufferPointer<UInt8>, origins: LinkOrigins, limit: Int
  ) throws(DeepLinkError) -> Layout {
    guard bytes.count <= limit else { throw .tooLong(length: bytes.count, limit: limit) }
    var layout = Layout()
    var end = bytes.count
    var queryStart: Int?
    for offset in 0..<bytes.count {
      let byte = bytes[offset]
      if byte < 0x21 || byte == 0x7F { throw .malformed(reason: "control character or space") }
      if byte == UInt8(ascii: "#") {
        layout.fragment = (offset + 1)..<bytes.count
        end = offset
        break
      }
      if byte == UInt8(ascii: "?"), queryStart == nil { queryStart = offset }
    }
    if let queryStart {
      layout.query = (queryStart + 1)..<end
      end = queryStart
    }
    var start = try origins.pathStart(bytes, end)
    if start != end, bytes[start] == UInt8(ascii: "/") { start += 1 }
    if start != end, bytes[end - 1] == UInt8(ascii: "/") { end -= 1 }
    guard start < end else { return layout }
    layout.segments.reserveCapacity(8)
    var segmentStart = start
    for offset in start...end {
      if offset == end || bytes[offset] == UInt8(ascii: "/") {
        guard segmentStart != offset else { throw .emptySegment(index: layout.segments.count) }
        layout.segments.append(segmentStart..<offset)
        segmentStart = offset + 1
      } else if bytes[offset] == UInt8(ascii: "%") {
        layout.isEscaped = true
      }
    }
    if !layout.isEscaped {
      for (position, range) in layout.segments.enumerated()
      where isDotSegment(UnsafeBufferPointer(rebasing: bytes[range])) {
        throw .dotSegment(index: position)
      }
    }
    return layout
  }

  private static func isDotSegment<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    switch bytes.count {
    case 1: return bytes.first == UInt8(ascii: ".")
    case 2: return bytes.allSatisfy { $0 == UInt8(ascii: ".") }
    default: return false
    }
  }
}

extension LinkInput {
  /// The query's items, keys and values percent-decoded, in order; empty items are skipped.
  /// - Throws: ``DeepLinkError/badEscape(_:)``.
  func queryItems() throws(DeepLinkError) -> [(key: Substring, value: Substring)] {
    guard let query, !query.isEmpty else { return [] }
    var items: [(key: Substring, value: Substring)] = []
    let utf8 = query.utf8
    var itemStart = utf8.startIndex
    var equals: String.Index?
    var index = itemStart
    while true {
      let atEnd = index == utf8.endIndex
      if atEnd || utf8[index] == UInt8(ascii: "&") {
        if itemStart != index {
          let keyEnd = equals ?? index
          let valueStart = equals.map { utf8.index(after: $0) } ?? index
          guard let key = PercentEncoding.decode(query[itemStart..<keyEnd]),
            let value = PercentEncoding.decode(query[valueStart..<index])
          else { throw .badEscape(String(query[itemStart..<index])) }
          items.append((key, value))
        }
        if atEnd { break }
        utf8.formIndex(after: &index)
        itemStart = index
        equals = nil
      } else {
        if equals == nil, utf8[index] == UInt8(ascii: "=") { equals = index }
        utf8.formIndex(after: &index)
      }
    }
    return items
  }
}

extension LinkInput {
  /// The fragment, percent-decoded, or `nil` when the link has no `#`.
  /// - Throws: ``DeepLinkError/malformed(reason:)`` for a control character or a space,
  ///   ``DeepLinkError/badEscape(_:)`` for a bad escape.
  func fragmentText() throws(DeepLinkError) -> Substring? {
    guard let fragment else { return nil }
    if fragment.utf8.contains(where: { $0 < 0x21 || $0 == 0x7F }) {
      throw .malformed(reason: "control character or space")
    }
    guard let decoded = PercentEncoding.decode(fragment) else { throw .badEscape(String(fragment)) }
    return decoded
  }
}
