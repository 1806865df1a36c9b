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

  private struct Streams {
    var continuations: [Int: AsyncStream<Element>.Continuation] = [:]
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
  var isEmpty: Bool { streams.withLock { $0.continuations.isEmpty } }

  /// A new stream of the values sent from now on.
  func stream() -> AsyncStream<Element> {
    let (stream, continuation) = AsyncStream<Element>.makeStream(
      bufferingPolicy: .bufferingNewest(bufferSize))
    let id: Int? = streams.withLock { streams in
      guard !streams.finished else { return nil }
      defer { streams.nextID += 1 }
      streams.continuations[streams.nextID] = continuation
      return streams.nextID
    }
    guard let id else {
      continuation.finish()
      return stream
    }
    continuation.onTermination = { [weak self] _ in
      _ = self?.streams.withLock { $0.continuations.removeValue(forKey: id) }
    }
    return stream
  }

  /// Sends `value` to every stream.
  func send(_ value: Element) {
    for continuation in streams.withLock({ Array($0.continuations.values) }) {
      continuation.yield(value)
    }
  }

  /// Ends every stream; streams made later end at once.
  func finish() {
    let all = streams.withLock { streams in
      defer {
        streams.continuations.removeAll()
        streams.finished = true
      }
      return Array(streams.continuations.values)
    }
    for continuation in all { continuation.finish() }
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
