import Foundation

extension Navigator {
  /// The document for what is on screen now (see ``Restoration/encode(_:)``).
  ///
  /// Save it whenever the app chooses: after every change (listen to ``events()``), or when it
  /// moves to the background.
  ///
  /// - Parameter restoration: The app's registered types and version.
  /// - Returns: The document, UTF-8 JSON.
  /// - Throws: A ``RestorationError`` naming a route, tag or tab id that cannot be saved.
  public func snapshot(using restoration: Restoration) throws(RestorationError) -> Data {
    try restoration.encode(state)
  }

  /// Goes to the tree saved in `data`, in one request.
  ///
  /// The document is decoded and checked whole first; on any error nothing is applied and the
  /// navigator stays where it was. Then the restored tree is one ``navigate(to:animated:)``
  /// request: one plan, queued behind any request already made, through the same checks as
  /// any other navigation.
  ///
  /// ```swift
  /// if let data = try store.load() {
  ///   try await navigator.restore(from: data, using: restoration)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: A document made by ``snapshot(using:)``.
  ///   - restoration: The app's registered types, version and migrations.
  ///   - animated: Whether the transition is animated (`false` by default, as at launch).
  /// - Throws: A ``RestorationError`` when the document cannot be restored (nothing changed);
  ///   a ``NavigationError`` when the host fails a step.
  public func restore(
    from data: Data, using restoration: Restoration, animated: Bool = false
  ) async throws {
    let target = try restoration.decode(data)
    try await navigate(to: target, animated: animated)
  }

  /// Goes to the tree saved in `data`, or to `fallback` (the app's root) when there is none or
  /// it cannot be restored.
  ///
  /// ```swift
  /// let outcome = try await navigator.restore(
  ///   from: try? store.load(), using: restoration, fallback: NavigationState(root: Shop.home))
  /// if case .fellBack(let error) = outcome { log.warning("not restored: \(error)") }
  /// ```
  ///
  /// - Parameters:
  ///   - data: A document made by ``snapshot(using:)``, or `nil` when none was saved.
  ///   - restoration: The app's registered types, version and migrations.
  ///   - fallback: Where to go when the document is missing or bad.
  ///   - animated: Whether the transition is animated (`false` by default).
  /// - Returns: What happened: restored, no snapshot, or fell back because of an error.
  /// - Throws: ``NavigationError`` when the host fails a step.
  @discardableResult
  public func restore(
    from data: Data?, using restoration: Restoration, fallback: NavigationState, animated: Bool = false
  ) async throws(NavigationError) -> RestorationOutcome {
    let target: NavigationState
    let outcome: RestorationOutcome
    if let data {
      do {
        target = try restoration.decode(data)
        outcome = .restored
      } catch {
        target = fallback
        outcome = .fellBack(error)
      }
    } else {
      target = fallback
      outcome = .noSnapshot
    }
    try await navigate(to: target, animated: animated)
    return outcome
  }
}

/// What ``Navigator/restore(from:using:fallback:animated:)`` did.
public enum RestorationOutcome: Hashable, Sendable {
  /// The saved tree was restored.
  case restored
  /// There was no document; the navigator went to the fallback.
  case noSnapshot
  /// The document could not be restored, for this reason; the navigator went to the fallback.
  case fellBack(RestorationError)
}
