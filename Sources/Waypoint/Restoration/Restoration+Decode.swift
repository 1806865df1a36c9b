import Foundation

extension Restoration {
  /// The tree a document describes, checked whole before anything is returned.
  ///
  /// In order: the size and nesting depth are checked on the raw bytes (``limits``); the
  /// format and version are read; an older document is migrated up to ``version``; then the
  /// tree is decoded, every value as its registered type, and checked (screen count, non-empty
  /// stacks, tabs). Every screen gets a new identity.
  ///
  /// - Parameter data: A document made by ``encode(_:)``, possibly by an older app version.
  /// - Returns: The tree, valid by ``NavigationState/invariantViolation``.
  /// - Throws: A ``RestorationError`` for any document that cannot be restored exactly:
  ///   ``RestorationError/tooLarge(bytes:limit:)``, ``RestorationError/tooDeep(limit:)``,
  ///   ``RestorationError/corrupted(_:)``, ``RestorationError/notADocument``,
  ///   ``RestorationError/unsupportedFormat(found:supported:)``,
  ///   ``RestorationError/futureVersion(found:current:)``,
  ///   ``RestorationError/missingMigration(from:current:)``,
  ///   ``RestorationError/migrationFailed(from:reason:)``, ``RestorationError/unknownType(_:)``,
  ///   ``RestorationError/invalidValue(type:reason:)``, ``RestorationError/invalidTree(_:)``,
  ///   ``RestorationError/tooManyScreens(count:limit:)``.
  /// - Complexity: O(*n*) in the size of the document.
  public func decode(_ data: Data) throws(RestorationError) -> NavigationState {
    try decodeDocument(data).state
  }

  /// The tree, the saved flows and the screens' arguments of the document in `data`.
  /// A decoded document: the tree, the flows and each screen's arguments.
  typealias Decoded = (state: NavigationState, flows: FlowRecord?, arguments: [ScreenID: Arguments])

  func decodeDocument(_ data: Data) throws(RestorationError) -> Decoded {
    guard data.count <= limits.maxBytes else { throw .tooLarge(bytes: data.count, limit: limits.maxBytes) }
    try checkJSONDepth(data, limit: limits.maxDepth)
    let document: RestorationDocument
    switch try read(data, checkingHeader: true) {
    case .current(let current):
      document = current
    case .older(let old):
      guard case .current(let migrated) = try read(migrate(data, from: old), checkingHeader: false) else {
        preconditionFailure("a document read without checking its header is never older")
      }
      document = migrated
    }
    guard document.screenCount <= limits.maxScreens else {
      throw .tooManyScreens(count: document.screenCount, limit: limits.maxScreens)
    }
    let (state, arguments) = try document.state()
    state._checkInvariants()
    return (state, document.flows?.record, arguments)
  }

  /// What reading a document gave.
  private enum Read {
    /// The document, of the current version (or its header unchecked).
    case current(RestorationDocument)
    /// Nothing yet: the document is of this older version and must be migrated first.
    case older(Int)
  }

  /// The document in `data`, its header checked (see ``RestorationDocument/Reading``) or not.
  private func read(_ data: Data, checkingHeader: Bool) throws(RestorationError) -> Read {
    do {
      return .current(
        try JSONDecoder().decode(
          RestorationDocument.self, from: data,
          configuration: RestorationDocument.Reading(restoration: self, checksHeader: checkingHeader)))
    } catch let older as RestorationDocument.OlderVersion {
      return .older(older.version)
    } catch let failure as RestorationFailure {
      throw failure.error
    } catch let error as DecodingError {
      throw .corrupted(error.summary)
    } catch {
      throw .corrupted(String(describing: error).prefix(300).description)
    }
  }

  /// Runs the migrations from `old` up to ``version`` on the document's JSON.
  private func migrate(_ data: Data, from old: Int) throws(RestorationError) -> Data {
    var document: RestorationJSON
    do {
      document = try JSONDecoder().decode(RestorationJSON.self, from: data)
    } catch {
      throw .notADocument
    }
    for from in old..<version {
      guard let migration = migrations[from] else { throw .missingMigration(from: from, current: version) }
      do {
        try migration.body(&document)
      } catch let error as RestorationError {
        throw .migrationFailed(from: from, reason: error.description)
      } catch {
        throw .migrationFailed(from: from, reason: "\(error)")
      }
      document["version"] = .int(from + 1)
    }
    do {
      return try JSONEncoder().encode(document)
    } catch {
      throw .migrationFailed(from: old, reason: "\(error)")
    }
  }
}
