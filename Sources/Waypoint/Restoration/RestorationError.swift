/// Why a navigation tree could not be saved or restored.
///
/// Every failure names what caused it. When restoring, nothing is applied on any of these:
/// the navigator stays where it was (see ``AnyNavigator/restore(from:fallback:animated:)``
/// to fall back to the app's root instead).
public enum RestorationError: Error, Hashable, Sendable, CustomStringConvertible {
  // MARK: Registration (programmer errors, at launch)

  /// A type was registered under a name already taken by another type. Waypoint never lets a
  /// later registration silently win.
  case duplicateName(String, existing: String)
  /// A type was registered twice, under two names.
  case duplicateType(String, existingName: String)
  /// A name is empty or longer than 200 UTF-8 bytes.
  case invalidName(String)
  /// A migration was registered twice from the same version, or from a version that is not
  /// older than the current one.
  case invalidMigration(from: Int, current: Int)

  // MARK: Saving

  /// A route, tag or tab id in the tree is of a type that is not `Codable`; it cannot be saved.
  case notCodable(type: String)
  /// A route, tag or tab id in the tree is `Codable` but its type is not registered.
  case notRegistered(type: String)
  /// The app's value failed to encode.
  case encodingFailed(type: String, reason: String)

  // MARK: Restoring

  /// The document is larger than ``RestorationLimits/maxBytes``; nothing was parsed.
  case tooLarge(bytes: Int, limit: Int)
  /// The document nests arrays and objects deeper than ``RestorationLimits/maxDepth``;
  /// nothing was parsed.
  case tooDeep(limit: Int)
  /// The tree has more screens than ``RestorationLimits/maxScreens``.
  case tooManyScreens(count: Int, limit: Int)
  /// The data is not JSON, or is cut short.
  case corrupted(String)
  /// The data is JSON but not a Waypoint navigation document.
  case notADocument
  /// The document's format is newer than this version of Waypoint reads.
  case unsupportedFormat(found: Int, supported: Int)
  /// The document was written by a newer version of the app.
  case futureVersion(found: Int, current: Int)
  /// The document is older than the app's version and no migration is registered from
  /// `from`.
  case missingMigration(from: Int, current: Int)
  /// A migration threw.
  case migrationFailed(from: Int, reason: String)
  /// The document names a type no one registered.
  case unknownType(String)
  /// A value did not decode as its registered type (the type changed since it was saved).
  case invalidValue(type: String, reason: String)
  /// The document decodes but does not describe a valid tree (an empty stack, no tabs, two
  /// tabs with one id, a selection out of range).
  case invalidTree(String)
  /// The navigator's guards refused the restored tree as a whole: a denied root screen, which
  /// cannot be dropped, or a cancelled redirect. Only
  /// ``AnyNavigator/restore(from:fallback:animated:)`` reports it, having fallen back.
  case refused(String)
  /// The document was fine but the navigation to it failed (the host failed a step); the state
  /// shows what was done.
  case navigationFailed(NavigationError)

  public var description: String {
    switch self {
    case .duplicateName(let name, let existing):
      "The restoration name \"\(name)\" is already registered for \(existing)"
    case .duplicateType(let type, let existingName):
      "\(type) is already registered for restoration as \"\(existingName)\""
    case .invalidName(let name): "Invalid restoration name \"\(name)\""
    case .invalidMigration(let from, let current):
      "Invalid migration from version \(from) (current version \(current), one migration per version)"
    case .notCodable(let type): "\(type) is not Codable, so a screen showing it cannot be saved"
    case .notRegistered(let type): "\(type) is not registered for restoration"
    case .encodingFailed(let type, let reason): "A \(type) failed to encode: \(reason)"
    case .tooLarge(let bytes, let limit): "The document is \(bytes) bytes; the limit is \(limit)"
    case .tooDeep(let limit): "The document nests deeper than \(limit) levels"
    case .tooManyScreens(let count, let limit): "The tree has \(count) screens; the limit is \(limit)"
    case .corrupted(let reason): "The document is corrupted: \(reason)"
    case .notADocument: "The data is not a Waypoint navigation document"
    case .unsupportedFormat(let found, let supported):
      "The document has format \(found); this Waypoint reads format \(supported)"
    case .futureVersion(let found, let current):
      "The document has version \(found), newer than the app's version \(current)"
    case .missingMigration(let from, let current):
      "No migration from version \(from) (the app's version is \(current))"
    case .migrationFailed(let from, let reason): "The migration from version \(from) failed: \(reason)"
    case .unknownType(let name): "The document names the type \"\(name)\", which is not registered"
    case .invalidValue(let type, let reason): "A value did not decode as \(type): \(reason)"
    case .invalidTree(let reason): "The document does not describe a valid tree: \(reason)"
    case .navigationFailed(let error): "The restored tree could not be shown: \(error)"
    case .refused(let reason): "The guards refused the restored tree: \(reason)"
    }
  }
}
