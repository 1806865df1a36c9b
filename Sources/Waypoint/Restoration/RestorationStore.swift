import Foundation

/// Where an app keeps its last navigation document between launches.
///
/// The app decides when to save (after every change, or when it moves to the background) and
/// loads once at launch. ``FileRestorationStore`` is the default; an app can keep documents
/// anywhere else by conforming its own type.
///
/// The contract, which every store must keep:
/// - ``load()`` returns what the last completed ``save(_:)`` stored, or `nil` when nothing is
///   stored (never saved, or removed).
/// - A ``save(_:)`` that fails, or is cut short by a crash, leaves the previous document
///   loadable, whole.
public protocol RestorationStore: Sendable {
  /// The last document saved, or `nil` when there is none.
  func load() throws -> Data?
  /// Replaces the stored document with `document`, all or nothing.
  func save(_ document: Data) throws
  /// Removes the stored document; removing when there is none succeeds.
  func remove() throws
}

/// Why a ``FileRestorationStore`` failed.
public enum RestorationStoreError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A file system call failed.
  case io(operation: String, path: String, reason: String)
  /// The stored file is larger than the store reads.
  case tooLarge(bytes: Int, limit: Int)
  /// A window id ``WindowStores`` cannot keep a document for: empty, or too long for a file name.
  case invalidWindowID(String)

  public var description: String {
    switch self {
    case .io(let operation, let path, let reason): "Could not \(operation) \(path): \(reason)"
    case .tooLarge(let bytes, let limit): "The saved document is \(bytes) bytes; the limit is \(limit)"
    case .invalidWindowID(let id): "No document can be kept for the window id \"\(id)\""
    }
  }
}
