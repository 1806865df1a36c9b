import Foundation

/// Streams that each get every value sent from the moment they were made, and end when the
/// broadcast does (``finish()``) or is released, so no `for await` loop outlives its source.
///
/// Each stream keeps at most ``bufferSize`` values its reader has not taken yet; past that the
/// oldest unread value is dropped (`.bufferingNewest`), so a reader that stopped reading never
/// makes the app grow.
final class Broadcast<Element: Sendable>: Sendable {
  /// How many unread values a stream keeps.
  let bufferSize: Int
  private let streams = Locked(Streams())

  private struct Listener {
    let continuation: AsyncStream<Element>.Continuation
    let transform: (@Sendable (Element) -> Element)?
  }

  private struct Streams {
    var listeners: [Int: Listener] = [:]
    var nextID = 0
    var finished = false
  }

  init(bufferSize: Int) {
    self.bufferSize = bufferSize
  }

  deinit {
    finish()
  }

  /// Whether any stream is listening.
  var isEmpty: Bool { streams.withLock { $0.listeners.isEmpty } }

  /// A new stream of the values sent from now on, each passed through `transform` as it is sent;
  /// it keeps ``bufferSize`` unread values, or all of them when `keepingAll`.
  func stream(
    keepingAll: Bool = false, _ transform: (@Sendable (Element) -> Element)? = nil
  ) -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream<Element>.makeStream(
      bufferingPolicy: keepingAll ? .unbounded : .bufferingNewest(bufferSize))
    let id: Int? = streams.withLock { streams in
      guard !streams.finished else { return nil }
      defer { streams.nextID += 1 }
      streams.listeners[streams.nextID] = Listener(continuation: continuation, transform: transform)
      return streams.nextID
    }
    guard let id else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.streams.withLock { $0.listeners.removeValue(forKey: id) }
    }
    return stream
  }

  /// Sends `value` to every stream, in the order they were made.
  func send(_ value: Element) {
    let listeners = streams.withLock { $0.listeners.sorted { $0.key < $1.key } }
    for (_, listener) in listeners {
      listener.continuation.yield(listener.transform?(value) ?? value)
    }
  }

  /// Ends every stream; streams made later end at once.
  func finish() {
    let all = streams.withLock { streams in
      defer {
        streams.listeners.removeAll()
        streams.finished = true
      }
      return Array(streams.listeners.values)
    }
    for listener in all { listener.continuation.finish() }
  }
}

/// A value behind a lock (`Synchronization.Mutex` needs iOS 18).
final class Locked<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value

  init(_ value: Value) {
    self.value = value
  }

  func withLock<R>(_ body: (inout Value) throws -> R) rethrows -> R {
    lock.lock()
    defer { lock.unlock() }
    return try body(&value)
  }
}
