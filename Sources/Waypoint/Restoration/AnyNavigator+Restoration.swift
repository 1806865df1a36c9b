import Foundation

extension AnyNavigator {
  /// The document for what is on screen now, with each screen's ``Arguments`` and the running
  /// flows when a flow tree is started, using the navigator's ``restoration`` registry (every
  /// route, tag, tab-id and argument value type, and every flow type, registered there).
  ///
  /// Save it whenever the app chooses: after every change (listen to ``events()``), or when it
  /// moves to the background.
  ///
  /// ```swift
  /// try navigator.restoration.register(Shop.self, as: "shop")
  /// try store.save(navigator.snapshot())
  /// ```
  /// - Returns: The document, UTF-8 JSON.
  /// - Throws: A ``RestorationError`` naming a route, tag, tab id or argument that cannot be
  ///   saved; nothing is ever left out.
  public func snapshot() throws(RestorationError) -> Data {
    try restoration.encode(state, flows: try flowRecord(using: restoration)) {
      self.book.destination(for: $0)?.arguments
    }
  }

  /// Goes to the tree saved in `data`, in one request.
  ///
  /// The document is decoded and checked whole first; on any error nothing is applied and the
  /// navigator stays where it was. Then the restored tree is one request with reason
  /// ``NavigationReason/restoration``: one plan, queued behind any request already made, through
  /// the same guards as any other navigation. A guard that denies a restored screen drops it and
  /// what is above it (the path below stays); one that redirects (say, to login) redirects as it
  /// would for a request.
  ///
  /// ```swift
  /// if let data = try store.load() {
  ///   try await navigator.restore(from: data)
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: A document made by ``snapshot()``.
  ///   - animated: Whether the transition is animated (`false` by default, as at launch).
  /// - Throws: A ``RestorationError``: the document cannot be restored (nothing changed), the
  ///   guards refused it (``RestorationError/refused(_:)``, nothing changed), or the host failed
  ///   a step (``RestorationError/navigationFailed(_:)``, the state shows what was done).
  public func restore(from data: Data, animated: Bool = false) async throws(RestorationError) {
    let (target, flows, arguments) = try restoration.decodeDocument(data)
    // NB: each restored screen is opened with the arguments it had.
    for (id, values) in arguments {
      guard let entry = target.entry(id) else { continue }
      book.pending[id] = Destination(route: entry.route).arguments(values)
    }
    defer { for id in arguments.keys { book.pending[id] = nil } }
    do {
      try await navigate(to: target, reason: .restoration, animated: animated)
    } catch .hostFailed(let step, let underlying) {
      throw .navigationFailed(.hostFailed(step: step, underlying: underlying))
    } catch .cancelled {
      throw .navigationFailed(.cancelled)
    } catch {
      throw .refused(error.description)
    }
    if let flows { await restoreFlows(flows, using: restoration) }
  }

  /// Goes to the tree saved in `data`, or to `fallback` (the app's root) when there is none or
  /// it cannot be restored.
  ///
  /// Like ``restore(from:animated:)``, and it falls back too when the guards refuse the restored
  /// tree as a whole (a denied root screen, a cancelled redirect). Both requests have reason
  /// ``NavigationReason/restoration``.
  ///
  /// ```swift
  /// let outcome = try await navigator.restore(
  ///   from: try? store.load(), fallback: NavigationState(root: Shop.home))
  /// if case .fellBack(let error) = outcome { log.warning("not restored: \(error)") }
  /// ```
  ///
  /// - Parameters:
  ///   - data: A document made by ``snapshot()``, or `nil` when none was saved.
  ///   - fallback: Where to go when the document is missing or bad.
  ///   - animated: Whether the transition is animated (`false` by default).
  /// - Returns: What happened: restored, no snapshot, or fell back because of an error.
  /// - Throws: ``NavigationError`` when the host fails a step, or the guards refuse the
  ///   fallback.
  @discardableResult
  public func restore(
    from data: Data?, fallback: NavigationState, animated: Bool = false
  ) async throws(NavigationError) -> RestorationOutcome {
    let outcome: RestorationOutcome
    if let data {
      do {
        try await restore(from: data, animated: animated)
        return .restored
      } catch .navigationFailed(let error) {
        throw error
      } catch {
        outcome = .fellBack(error)
      }
    } else {
      outcome = .noSnapshot
    }
    try await navigate(to: fallback, reason: .restoration, animated: animated)
    return outcome
  }
}

/// What ``AnyNavigator/restore(from:fallback:animated:)`` did.
public enum RestorationOutcome: Hashable, Sendable {
  /// The saved tree was restored.
  case restored
  /// There was no document; the navigator went to the fallback.
  case noSnapshot
  /// The document could not be restored, for this reason; the navigator went to the fallback.
  case fellBack(RestorationError)
}
