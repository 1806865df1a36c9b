import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The text of the debug log's lines; pure functions so they are tested as data.
enum HTTPLogLines {
  /// `→ #3 POST http://host/cart · Content-Type: application/json, Authorization: <redacted> · 42 B`
  static func request(_ request: URLRequest, id: RequestID, redacting redacted: Set<String>) -> String {
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "?"
    let headers = (request.allHTTPHeaderFields ?? [:])
      .sorted { $0.key.lowercased() < $1.key.lowercased() }
      .map { name, value in "\(name): \(redacted.contains(name.lowercased()) ? "<redacted>" : value)" }
    var line = "→ \(id) \(method) \(url)"
    if !headers.isEmpty { line += " · " + headers.joined(separator: ", ") }
    line += " · " + byteCount(request.httpBody?.count ?? 0)
    return line
  }

  /// `← #3 200 OK POST http://host/cart · 12 ms · 1.2 KB`
  static func response(
    _ response: HTTPResponse, request: URLRequest, id: RequestID, duration: Duration
  ) -> String {
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "?"
    return
      "← \(id) \(response.status) \(method) \(url) · \(milliseconds(duration)) · \(byteCount(response.body.count))"
  }

  /// `✕ #3 GET http://host/slow · 1001 ms · The request timed out`
  static func failure(_ error: HTTPError, request: URLRequest, id: RequestID, duration: Duration) -> String {
    let method = request.httpMethod ?? "GET"
    let url = request.url?.absoluteString ?? "?"
    return "✕ \(id) \(method) \(url) · \(milliseconds(duration)) · \(error)"
  }

  /// `  #3 response body: {"id":1}`, cut at `limit` bytes.
  static func body(_ data: Data, label: String, id: RequestID, limit: Int) -> String {
    let shown = data.prefix(max(0, limit))
    var text =
      String(data: shown, encoding: .utf8).map { $0.replacingOccurrences(of: "\n", with: " ") }
      ?? "<\(byteCount(data.count)) not UTF-8>"
    if data.count > shown.count { text += " …(\(byteCount(data.count)) in all)" }
    return "  \(id) \(label) body: \(text)"
  }

  /// `512 B`, `1.5 KB`, `8.0 MB`.
  static func byteCount(_ count: Int) -> String {
    switch count {
    case ..<1_024: "\(count) B"
    case ..<(1_024 * 1_024): String(format: "%.1f KB", Double(count) / 1_024)
    default: String(format: "%.1f MB", Double(count) / (1_024 * 1_024))
    }
  }

  /// `12 ms`.
  static func milliseconds(_ duration: Duration) -> String {
    let (seconds, attoseconds) = duration.components
    return "\(seconds * 1_000 + attoseconds / 1_000_000_000_000_000) ms"
  }
}
