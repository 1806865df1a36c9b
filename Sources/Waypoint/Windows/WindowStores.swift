import Foundation

/// The saved navigation trees of an app's windows, one ``RestorationStore`` per window, keyed by
/// the window's scene session (`UISceneSession.persistentIdentifier`).
///
/// Each window has its own navigator and saves and restores its own tree through the store this
/// gives for its id, so two windows never share a document. When the system discards a window's
/// session (`application(_:didDiscardSceneSessions:)`), ``forget(_:)`` removes its tree.
///
/// ```swift
/// let windows = WindowStores(directory: .applicationSupportDirectory)
/// let store = try windows.store(for: session.persistentIdentifier)
/// try await navigator.restore(from: try? store.load(), fallback: start).value
/// try store.save(navigator.snapshot())
/// // application(_:didDiscardSceneSessions:)
/// try windows.forget(sessions.map(\.persistentIdentifier))
/// ```
public struct WindowStores: Sendable {
  private let make: @Sendable (String) throws(RestorationStoreError) -> any RestorationStore

  /// The stores of windows kept as files in `directory`, one ``FileRestorationStore`` each.
  ///
  /// A window's file is `prefix`, its id written with lowercase letters, digits and `-` only
  /// (every other byte as `_` and two hex digits, so ids that differ only in case, or hold `/`
  /// or `.`, never share a file, also on a file system that ignores case), then `.json`.
  ///
  /// - Parameters:
  ///   - directory: An existing directory.
  ///   - prefix: The start of every window's file name.
  ///   - maxBytes: The largest document a window's store loads.
  public init(
    directory: URL, prefix: String = "navigation-", maxBytes: Int = RestorationLimits.default.maxBytes
  ) {
    self.init { id throws(RestorationStoreError) in
      let name = try Self.fileName(for: id)
      return FileRestorationStore(
        url: directory.appendingPathComponent(prefix + name + ".json"), maxBytes: maxBytes)
    }
  }

  /// The stores `make` gives for each window id: to keep windows' trees somewhere else than in
  /// files (a database, memory in tests).
  /// - Parameter make: The store of a window id; it throws for an id it cannot keep.
  public init(_ make: @escaping @Sendable (String) throws(RestorationStoreError) -> any RestorationStore) {
    self.make = make
  }

  /// The store of the window `id`.
  /// - Throws: ``RestorationStoreError/invalidWindowID(_:)`` for an empty id, or one too long
  ///   for a file name (files only).
  public func store(for id: String) throws(RestorationStoreError) -> any RestorationStore {
    try make(id)
  }

  /// Removes the saved trees of the windows `ids`: what `application(_:didDiscardSceneSessions:)`
  /// calls with the discarded sessions' ids.
  ///
  /// Forgetting a window with no saved tree, or with an id no store can keep, succeeds. Each
  /// window is forgotten on its own: a failure does not stop the others.
  /// - Throws: The first ``RestorationStoreError`` a store threw, after trying them all.
  public func forget(_ ids: some Sequence<String>) throws(RestorationStoreError) {
    var failure: RestorationStoreError?
    for id in ids {
      do throws(RestorationStoreError) {
        guard let store = try? make(id) else { continue }
        do {
          try store.remove()
        } catch let error as RestorationStoreError {
          throw error
        } catch {
          throw .io(operation: "remove", path: id, reason: "\(error)")
        }
      } catch {
        failure = failure ?? error
      }
    }
    if let failure { throw failure }
  }

  /// The part of a file name that stands for the window `id`.
  /// - Throws: ``RestorationStoreError/invalidWindowID(_:)`` for an empty id, or one whose name
  ///   would pass 200 bytes.
  static func fileName(for id: String) throws(RestorationStoreError) -> String {
    var name = ""
    for byte in id.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"):
        name.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        name += "_" + String(byte >> 4, radix: 16) + String(byte & 0xF, radix: 16)
      }
    }
    guard !name.isEmpty, name.utf8.count <= 200 else { throw .invalidWindowID(id) }
    return name
  }
}
