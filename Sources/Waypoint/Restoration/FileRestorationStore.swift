import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``RestorationStore`` keeping the document in one file, replaced atomically.
///
/// A save writes a temporary file next to the document, flushes it to disk (`fsync`), then
/// renames it over the document, which the file system does atomically. A crash at any point
/// leaves either the old document or the new one, whole, never a mix; a temporary file a crash
/// leaves behind is ignored by ``load()`` and removed by the next ``save(_:)``.
///
/// ```swift
/// let store = FileRestorationStore(
///   url: URL.applicationSupportDirectory.appending(path: "navigation.json"))
/// try store.save(navigator.snapshot(using: restoration))
/// ```
///
/// Use one store, from one process, per file.
public struct FileRestorationStore: RestorationStore {
  /// The document's file.
  public let url: URL
  /// The largest file ``load()`` reads; a larger one fails with
  /// ``RestorationStoreError/tooLarge(bytes:limit:)`` without being read.
  public var maxBytes: Int

  /// A point in a save where tests can inject a fault.
  enum Stage: Sendable {
    /// The temporary file is written and flushed; the rename comes next.
    case wroteTemporary(URL)
  }

  // NB: a test seam. When it throws, the save stops where it is without cleaning up, the way
  // a crash would.
  let faults: @Sendable (Stage) throws(RestorationStoreError) -> Void

  /// A store keeping its document at `url`, whose directory must exist.
  /// - Parameters:
  ///   - url: A file URL.
  ///   - maxBytes: The largest file ``load()`` reads (the default restoration limit).
  public init(url: URL, maxBytes: Int = RestorationLimits.default.maxBytes) {
    self.init(url: url, maxBytes: maxBytes, faults: { _ throws(RestorationStoreError) in })
  }

  init(
    url: URL, maxBytes: Int = RestorationLimits.default.maxBytes,
    faults: @escaping @Sendable (Stage) throws(RestorationStoreError) -> Void
  ) {
    self.url = url
    self.maxBytes = maxBytes
    self.faults = faults
  }

  private var directory: URL { url.deletingLastPathComponent() }
  private var temporaryPrefix: String { ".\(url.lastPathComponent)." }

  public func load() throws(RestorationStoreError) -> Data? {
    let path = url.path
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw Self.failure("read", path)
    }
    let size = Int(info.st_size)
    guard size <= maxBytes else { throw .tooLarge(bytes: size, limit: maxBytes) }
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      let data = try handle.read(upToCount: maxBytes + 1) ?? Data()
      guard data.count <= maxBytes else {
        throw RestorationStoreError.tooLarge(bytes: data.count, limit: maxBytes)
      }
      return data
    } catch let error as RestorationStoreError {
      throw error
    } catch {
      throw .io(operation: "read", path: path, reason: "\(error)")
    }
  }

  public func save(_ document: Data) throws(RestorationStoreError) {
    removeLeftovers()
    let temporary = directory.appendingPathComponent("\(temporaryPrefix)\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw Self.failure("create", temporary.path) }
    do throws(RestorationStoreError) {
      try Self.writeAll(document, to: descriptor, path: temporary.path)
      guard fsync(descriptor) == 0 else { throw Self.failure("flush", temporary.path) }
    } catch {
      close(descriptor)
      unlink(temporary.path)
      throw error
    }
    guard close(descriptor) == 0 else {
      let error = Self.failure("close", temporary.path)
      unlink(temporary.path)
      throw error
    }
    try faults(.wroteTemporary(temporary))
    guard rename(temporary.path, url.path) == 0 else {
      let error = Self.failure("replace", url.path)
      unlink(temporary.path)
      throw error
    }
    syncDirectory()
  }

  public func remove() throws(RestorationStoreError) {
    guard unlink(url.path) == 0 || errno == ENOENT else { throw Self.failure("remove", url.path) }
  }

  // MARK: Helpers

  private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(RestorationStoreError)
  {
    let failed: Bool = data.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return true
        }
        offset += written
      }
      return false
    }
    if failed { throw failure("write", path) }
  }

  /// Flushes the rename itself to disk; best effort, as not every file system allows it.
  private func syncDirectory() {
    let descriptor = open(directory.path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return }
    _ = fsync(descriptor)
    close(descriptor)
  }

  /// Removes temporary files an interrupted save left behind.
  private func removeLeftovers() {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    for name in names where name.hasPrefix(temporaryPrefix) && name.hasSuffix(".tmp") {
      unlink(directory.appendingPathComponent(name).path)
    }
  }

  private static func failure(_ operation: String, _ path: String) -> RestorationStoreError {
    .io(operation: operation, path: path, reason: String(cString: strerror(errno)))
  }
}
