import Foundation

extension Restoration {
  /// The document for `state`: compact JSON in Waypoint's format (see ``format``).
  ///
  /// Screen identities are not saved. The output is deterministic: the same tree gives the same
  /// bytes.
  ///
  /// - Parameter state: The tree to save.
  /// - Returns: The document, UTF-8 JSON.
  /// - Throws: ``RestorationError/notRegistered(type:)`` or ``RestorationError/notCodable(type:)``
  ///   naming the first route, tag or tab id that cannot be saved;
  ///   ``RestorationError/encodingFailed(type:reason:)`` when the app's value fails to encode;
  ///   ``RestorationError/tooManyScreens(count:limit:)`` or
  ///   ``RestorationError/tooLarge(bytes:limit:)`` for a tree that could not be restored
  ///   within ``limits``.
  /// - Complexity: O(*n*) in the size of the tree.
  public func encode(_ state: NavigationState) throws(RestorationError) -> Data {
    try encode(state, flows: nil)
  }

  /// The document for `state`, the running `flows` and the screens' `arguments`.
  func encode(
    _ state: NavigationState, flows: FlowRecord?, arguments: @escaping (ScreenID) -> Arguments? = { _ in nil }
  ) throws(RestorationError) -> Data {
    let document = try RestorationDocument(state, flows: flows, arguments: arguments, restoration: self)
    guard document.screenCount <= limits.maxScreens else {
      throw .tooManyScreens(count: document.screenCount, limit: limits.maxScreens)
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    let data: Data
    do {
      data = try encoder.encode(document)
    } catch let failure as RestorationFailure {
      throw failure.error
    } catch {
      throw .encodingFailed(type: "NavigationState", reason: "\(error)")
    }
    guard data.count <= limits.maxBytes else { throw .tooLarge(bytes: data.count, limit: limits.maxBytes) }
    return data
  }
}
