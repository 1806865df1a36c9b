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
  /// - Returns: The tree, valid by ``NavigationState/_checkInvariants()``.
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

  /// The tree and the saved flows of the document in `data`.
  func decodeDocument(_ data: Data) throws(RestorationError) -> (state: NavigationState, flows: FlowRecord?) {
    guard data.count <= limits.maxBytes else { throw .tooLarge(bytes: data.count, limit: limits.maxBytes) }
    try checkJSONDepth(data, limit: limits.maxDepth)
    let header = try Self.header(of: data)
    guard header.format == Self.format else {
      throw .unsupportedFormat(found: header.format, supported: Self.format)
    }
    guard header.version <= version else { throw .futureVersion(found: header.version, current: version) }
    let current = try header.version < version ? migrate(data, from: header.version) : data

    let document: RestorationDocument
    do {
      document = try JSONDecoder().decode(RestorationDocument.self, from: current, configuration: self)
    } catch let failure as RestorationFailure {
      throw failure.error
    } catch let error as DecodingError {
      throw .corrupted(error.summary)
    } catch {
      throw .corrupted(String(describing: error).prefix(300).description)
    }
    guard document.screenCount <= limits.maxScreens else {
      throw .tooManyScreens(count: document.screenCount, limit: limits.maxScreens)
    }
    let state = try document.state()
    state._checkInvariants()
    return (state, document.flows?.record)
  }

  private struct Header: Decodable {
    var format: Int?
    var version: Int?
  }

  private static func header(of data: Data) throws(RestorationError) -> (format: Int, version: Int) {
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch DecodingError.dataCorrupted(let context) {
      throw .corrupted(String(context.debugDescription.prefix(300)))
    } catch {
      throw .notADocument
    }
    guard let format = header.format, let version = header.version else { throw .notADocument }
    return (format, version)
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
