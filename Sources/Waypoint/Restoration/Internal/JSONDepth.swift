import Foundation

/// Checks that `data` nests JSON arrays and objects at most `limit` deep, without parsing it.
///
/// Brackets inside strings are skipped (escapes included). Unbalanced or otherwise broken JSON
/// passes here and is left to the parser, which then only meets bounded nesting.
///
// NB: run before any parser sees the bytes, because parsers, JSONDecoder's included, may
// recurse once per level and overflow the stack on `[[[[…`.
///
/// - Throws: ``RestorationError/tooDeep(limit:)`` at the first level past `limit`.
/// - Complexity: O(*n*) in the number of bytes, O(1) memory.
func checkJSONDepth(_ data: Data, limit: Int) throws(RestorationError) {
  // NB: over the raw bytes, not `for byte in data`: Data's iterator is a call per byte, most of
  // this scan's cost.
  let tooDeep = data.withUnsafeBytes { bytes in
    var depth = 0
    var inString = false
    var escaped = false
    for byte in bytes {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "["), UInt8(ascii: "{"):
        depth += 1
        if depth > limit { return true }
      case UInt8(ascii: "]"), UInt8(ascii: "}"):
        depth -= 1
      default:
        break
      }
    }
    return false
  }
  if tooDeep { throw .tooDeep(limit: limit) }
}
