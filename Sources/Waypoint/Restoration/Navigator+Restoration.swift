import Foundation

extension Navigator {
  /// The document for what is on screen now, with the navigator's ``restoration`` registry.
  ///
  /// ```swift
  /// try navigator.restoration.register(Shop.self, as: "shop")
  /// try store.save(navigator.snapshot())
  /// ```
  /// - Throws: A ``RestorationError`` naming a route, tag or tab id that cannot be saved.
  public func snapshot() throws(RestorationError) -> Data {
    try snapshot(using: restoration)
  }

  /// Goes to the tree saved in `data`, with the navigator's ``restoration`` registry; see
  /// ``restore(from:using:animated:)``.
  public func restore(from data: Data, animated: Bool = false) async throws {
    try await restore(from: data, using: restoration, animated: animated)
  }

  /// The document for what is on screen now (see ``Restoration/encode(_:)``), with the running
  /// flows when a flow tree is started (every flow type registered with
  /// ``Restoration/registerFlow(_:as:make:)``).
  ///
  /// Save it whenever the app chooses: after every change (listen to ``events()``), or when it
  /// moves to the background.
  ///
  /// - Parameter restoration: The app's registered types and version.
  /// - Returns: The document, UTF-8 JSON.
  /// - Throws: A ``RestorationError`` naming a route, tag or tab id that cannot be saved.
  public func snapshot(using restoration: Restoration) throws(RestorationError) -> Data {
    try restoration.encode(state, flows: try flowRecord(using: restoration))
  }

  /// Goes to the tree saved in `data`, in one request.
  ///
  /// The document is decoded and checked whole first; on any error nothing is applied and the
  /// navigator stays where it was. Then the restored tree is one
  /// ``navigate(to:reason:animated:)`` request with reason ``NavigationReason/restoration``:
  /// one plan, queued behind any request already made, through the same guards as any other
  /// navigation. A guard that denies a restored screen drops it and what is above it (the path
  /// below stays); one that redirects (say, to login) redirects as it would for a request.
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
  ///   a ``NavigationError`` when the host fails a step, or a guard denies a stack's root
  ///   screen (which cannot be dropped) or its redirect is cancelled (nothing changed).
  public func restore(
    from data: Data, using restoration: Restoration, animated: Bool = false
  ) async throws {
    let (target, flows) = try restoration.decodeDocument(data)
    try await navigate(to: target, reason: .restoration, animated: animated)
    if let flows { await restoreFlows(flows, using: restoration) }
  }

  /// Goes to the tree saved in `data`, or to `fallback` (the app's root) when there is none or
  /// it cannot be restored.
  ///
  /// Like ``restore(from:using:animated:)``, and it falls back too when the guards refuse the
  /// restored tree as a whole (a denied root screen, a cancelled redirect). Both requests have
  /// reason ``NavigationReason/restoration``.
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
  /// - Throws: ``NavigationError`` when the host fails a step, or the guards refuse the
  ///   fallback.
  @discardableResult
  public func restore(
    from data: Data?, using restoration: Restoration, fallback: NavigationState, animated: Bool = false
  ) async throws(NavigationError) -> RestorationOutcome {
    let outcome: RestorationOutcome
    if let data {
      guard let error = try await restoreOrExplain(data, using: restoration, animated: animated) else {
        return .restored
      }
      outcome = .fellBack(error)
    } else {
      outcome = .noSnapshot
    }
    try await navigate(to: fallback, reason: .restoration, animated: animated)
    return outcome
  }

  /// Goes to the tree in `data`.
  /// - Returns: `nil` when it did; why not when the document is bad or the guards refused it.
  /// - Throws: ``NavigationError/hostFailed(step:underlying:)``, which a fallback cannot mend.
  private func restoreOrExplain(
    _ data: Data, using restoration: Restoration, animated: Bool
  ) async throws(NavigationError) -> RestorationError? {
    let target: NavigationState
    let flows: FlowRecord?
    do {
      (target, flows) = try restoration.decodeDocument(data)
    } catch {
      return error
    }
    do {
      try await navigate(to: target, reason: .restoration, animated: animated)
      if let flows { await restoreFlows(flows, using: restoration) }
      return nil
    } catch .hostFailed(let step, let underlying) {
      throw .hostFailed(step: step, underlying: underlying)
    } catch {
      return .refused(error.description)
    }
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
