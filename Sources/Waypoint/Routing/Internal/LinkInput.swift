/// An untrusted link, taken apart: its path segments (percent-decoded), its raw query and its
/// raw fragment.
struct LinkInput {
  var segments: [Substring]
  var query: Substring?
  /// The text after the first `#`, not yet checked or decoded: only a pattern that names the
  /// fragment reads it (``fragmentText()``).
  var fragment: Substring?

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
    let utf8 = text.utf8
    func index(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    query = layout.query.map { text[index($0.lowerBound)..<index($0.upperBound)] }
    fragment = layout.fragment.map { text[index($0.lowerBound)..<index($0.upperBound)] }
    segments = []
    segments.reserveCapacity(layout.segments.count)
    for (position, range) in layout.segments.enumerated() {
      let raw = text[index(range.lowerBound)..<index(range.upperBound)]
      guard let segment = layout.escaped.contains(position) ? PercentEncoding.decode(raw) : raw else {
        throw .badEscape(String(raw))
      }
      if Self.isDotSegment(segment) { throw .dotSegment(index: position) }
      segments.append(segment)
    }
  }

  /// Byte offsets of a link's parts.
  private struct Layout {
    var segments: [Range<Int>] = []
    var escaped: Set<Int> = []
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
    var segmentStart = start
    var escaped = false
    for offset in start...end {
      if offset == end || bytes[offset] == UInt8(ascii: "/") {
        guard segmentStart != offset else { throw .emptySegment(index: layout.segments.count) }
        if escaped { layout.escaped.insert(layout.segments.count) }
        layout.segments.append(segmentStart..<offset)
        segmentStart = offset + 1
        escaped = false
      } else if bytes[offset] == UInt8(ascii: "%") {
        escaped = true
      }
    }
    return layout
  }

  private static func isDotSegment(_ segment: Substring) -> Bool {
    let utf8 = segment.utf8
    switch utf8.count {
    case 1: return utf8.first == UInt8(ascii: ".")
    case 2: return utf8.first == UInt8(ascii: ".") && utf8.last == UInt8(ascii: ".")
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
