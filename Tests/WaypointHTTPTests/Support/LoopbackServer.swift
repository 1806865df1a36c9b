import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A minimal HTTP/1.1 server for tests: it binds 127.0.0.1 on a port the system picks,
/// serves each connection on a thread of its own, and stops when told, closing every
/// connection. Bodies are read by `Content-Length`; responses always carry one.
///
/// Written over POSIX sockets rather than taken from a package so the tests control every
/// byte and run clean under ThreadSanitizer: threads meet only under `state`'s lock.
final class LoopbackServer: @unchecked Sendable {
  // NB: @unchecked because the mutable state is guarded by `state` (an NSCondition).

  struct Request: Sendable {
    var method: String
    /// The path as sent, still percent-encoded.
    var path: String
    /// Query items, percent-decoded (`+` stays `+`).
    var query: [String: String]
    /// Header fields with lower-cased names.
    var headers: [String: String]
    var body: Data
  }

  struct Response: Sendable {
    var status: Int
    var headers: [String: String] = [:]
    var body = Data()
  }

  typealias Handler = @Sendable (Request) async -> Response

  /// The port the system picked.
  let port: UInt16
  private let listener: Int32
  private let handler: Handler
  private let state = NSCondition()
  private var connections: Set<Int32> = []
  private var isAccepting = true
  private var isStopped = false

  /// Binds and listens on 127.0.0.1 and starts accepting connections.
  init(handler: @escaping Handler) throws {
    (listener, port) = try Self.bindLoopback(listening: true)
    self.handler = handler
    Thread { [self] in acceptConnections() }.start()
  }

  /// A socket bound to a port of 127.0.0.1 the system picks, not listening: while it is open no
  /// server can take the port, and a connection to it is refused. Close it with `close(_:)`.
  static func closedPort() throws -> (socket: Int32, port: UInt16) {
    try bindLoopback(listening: false)
  }

  /// A socket bound to 127.0.0.1 on a port the system picks, listening or not.
  private static func bindLoopback(listening: Bool) throws -> (socket: Int32, port: UInt16) {
    let bound = socket(AF_INET, Self.streamType, 0)
    guard bound >= 0 else { throw LoopbackServerError.socket(errno) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let ready = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(bound, pointer, length) == 0 && (!listening || listen(bound, 128) == 0)
          && getsockname(bound, pointer, &length) == 0
      }
    }
    guard ready else {
      let code = errno
      close(bound)
      throw LoopbackServerError.socket(code)
    }
    return (bound, UInt16(bigEndian: address.sin_port))
  }

  /// Stops accepting, closes every connection and returns when all its threads are done.
  ///
  /// The waiting happens on a thread of its own, never on the concurrency pool, whose
  /// threads the connection threads may need to finish their handlers.
  func stop() async {
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread { [self] in
        stopAndWait()
        done.resume()
      }.start()
    }
  }

  private func stopAndWait() {
    state.lock()
    let wasStopped = isStopped
    if !isStopped {
      isStopped = true
      _ = shutdown(listener, Int32(SHUT_RDWR))
      for connection in connections { _ = shutdown(connection, Int32(SHUT_RDWR)) }
    }
    state.unlock()
    // NB: on Darwin, shutdown does not wake a thread blocked in accept; a connection does.
    if !wasStopped { pokeListener() }
    state.lock()
    while isAccepting || !connections.isEmpty { state.wait() }
    state.unlock()
    close(listener)
  }

  private func pokeListener() {
    let poke = socket(AF_INET, Self.streamType, 0)
    guard poke >= 0 else { return }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    _ = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(poke, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    close(poke)
  }

  private func acceptConnections() {
    while true {
      let connection = accept(listener, nil, nil)
      if connection < 0 {
        if errno == EINTR { continue }
        break
      }
      state.lock()
      if isStopped {
        state.unlock()
        close(connection)
        break
      }
      connections.insert(connection)
      state.unlock()
      Thread { [self] in serve(connection) }.start()
    }
    state.lock()
    isAccepting = false
    state.broadcast()
    state.unlock()
  }

  private func serve(_ connection: Int32) {
    #if canImport(Darwin)
      var on: Int32 = 1
      setsockopt(connection, SOL_SOCKET, SO_NOSIGPIPE, &on, socklen_t(MemoryLayout<Int32>.size))
    #endif
    var buffer = Data()
    while let request = readRequest(from: connection, buffer: &buffer) {
      let response = respond(to: request)
      guard write(Self.encode(response), to: connection) else { break }
      if request.headers["connection"]?.lowercased() == "close" { break }
    }
    state.lock()
    connections.remove(connection)
    close(connection)
    state.broadcast()
    state.unlock()
  }

  /// Runs the async handler and waits for its answer on this (non-pool) thread.
  private func respond(to request: Request) -> Response {
    let answer = Answer()
    let handler = self.handler
    Task { answer.set(await handler(request)) }
    return answer.wait()
  }

  private func readRequest(from connection: Int32, buffer: inout Data) -> Request? {
    let separator = Data("\r\n\r\n".utf8)
    var headEnd = buffer.range(of: separator)
    while headEnd == nil {
      guard receive(from: connection, into: &buffer) else { return nil }
      headEnd = buffer.range(of: separator)
    }
    guard let headEnd, let head = String(data: buffer[..<headEnd.lowerBound], encoding: .utf8) else {
      return nil
    }
    let lines = head.components(separatedBy: "\r\n")
    let requestLine = lines[0].split(separator: " ").map(String.init)
    guard requestLine.count >= 2 else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
    let bodyLength = Int(headers["content-length"] ?? "0") ?? 0
    let bodyStart = headEnd.upperBound - buffer.startIndex
    while buffer.count - bodyStart < bodyLength {
      guard receive(from: connection, into: &buffer) else { return nil }
    }
    let start = buffer.startIndex + bodyStart
    let body = Data(buffer[start..<(start + bodyLength)])
    buffer = Data(buffer[(start + bodyLength)...])

    let target = requestLine[1]
    let path = String(target.prefix { $0 != "?" })
    var query: [String: String] = [:]
    for item in URLComponents(string: target)?.queryItems ?? [] { query[item.name] = item.value ?? "" }
    return Request(method: requestLine[0], path: path, query: query, headers: headers, body: body)
  }

  private func receive(from connection: Int32, into buffer: inout Data) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = recv(connection, &chunk, chunk.count, 0)
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      buffer.append(contentsOf: chunk[0..<count])
      return true
    }
  }

  private func write(_ data: Data, to connection: Int32) -> Bool {
    data.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let sent = send(connection, raw.baseAddress! + offset, raw.count - offset, Self.sendFlags)
        if sent < 0 && errno == EINTR { continue }
        guard sent > 0 else { return false }
        offset += sent
      }
      return true
    }
  }

  private static func encode(_ response: Response) -> Data {
    let reason = HTTPStatusReason.phrase(response.status)
    var head = "HTTP/1.1 \(response.status) \(reason)\r\n"
    var headers = response.headers
    let mayHaveBody = response.status >= 200 && response.status != 204 && response.status != 304
    if mayHaveBody { headers["Content-Length"] = "\(response.body.count)" }
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) { head += "\(name): \(value)\r\n" }
    head += "\r\n"
    return Data(head.utf8) + (mayHaveBody ? response.body : Data())
  }

  #if canImport(Glibc)
    private static let streamType = Int32(SOCK_STREAM.rawValue)
    private static let sendFlags = Int32(MSG_NOSIGNAL)
  #else
    private static let streamType = SOCK_STREAM
    private static let sendFlags: Int32 = 0
  #endif
}

/// One handler answer handed from a task to the waiting connection thread.
private final class Answer: @unchecked Sendable {
  // NB: @unchecked because `value` is only touched under `condition`.
  private let condition = NSCondition()
  private var value: LoopbackServer.Response?

  func set(_ response: LoopbackServer.Response) {
    condition.lock()
    value = response
    condition.signal()
    condition.unlock()
  }

  func wait() -> LoopbackServer.Response {
    condition.lock()
    defer { condition.unlock() }
    while value == nil { condition.wait() }
    return value!
  }
}

private enum HTTPStatusReason {
  static func phrase(_ status: Int) -> String {
    switch status {
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 304: "Not Modified"
    case 400: "Bad Request"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    case 503: "Service Unavailable"
    default: "Status \(status)"
    }
  }
}

enum LoopbackServerError: Error {
  case socket(Int32)
}
