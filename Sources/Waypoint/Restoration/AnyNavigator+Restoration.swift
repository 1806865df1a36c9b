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
  /// A dialog is never saved, nor a redirect screen that is up (a login the requests made before
  /// wait for, which are not saved either): its layer and the layers above it are left out.
  ///
  /// - Returns: The document, UTF-8 JSON.
  /// - Throws: A ``RestorationError`` naming a route, tag, tab id or argument that cannot be
  ///   saved; nothing else is ever left out.
  public func snapshot() throws(RestorationError) -> Data {
    var saved = state
    let waitedFor = Set(pipeline.redirects.values.map(\.screen))
    if let cut = saved.modals.firstIndex(where: { $0.stack.entries.contains { waitedFor.contains($0.id) } }) {
      saved.modals.removeSubrange(cut...)
    }
    return try restoration.encode(saved, flows: try flowRecord(using: restoration)) {
      self.pipeline.book.destination(for: $0)?.arguments
    }
  }

  /// Goes to the tree saved in `data`, in one request.
  ///
  /// The document is decoded and checked whole first; on any error nothing is applied, the
  /// navigator stays where it was and the request fails at once, without taking a place in the
  /// queue. Then the restored tree is one request with reason
  /// ``NavigationReason/restoration``: one plan, queued behind any request already made, through
  /// the same guards as any other navigation. A guard that denies a restored screen drops it and
  /// what is above it (the path below stays); one that redirects (say, to login) redirects as it
  /// would for a request.
  ///
  /// ```swift
  /// if let data = try store.load() {
  ///   try await navigator.restore(from: data).value
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - data: A document made by ``snapshot()``.
  ///   - animated: Whether the transition is animated (`false` by default, as at launch).
  /// - Returns: The request. It fails with a ``RestorationError``: the document cannot be
  ///   restored (nothing changed), the guards refused it (``RestorationError/refused(_:)``,
  ///   nothing changed), or the host failed a step (``RestorationError/navigationFailed(_:)``,
  ///   the state shows what was done).
  @discardableResult
  public func restore(from data: Data, animated: Bool = false) -> NavigationRequest<Void, RestorationError> {
    let document: Restoration.Decoded
    do throws(RestorationError) {
      document = try restoration.decodeDocument(data)
    } catch {
      linkHold.release()
      return NavigationRequest(failed: error, logger: logger)
    }
    return request(refusal: RestorationError.navigationFailed) { ticket async throws(RestorationError) in
      defer { self.linkHold.release() }
      try await self.restore(document, holding: ticket, animated: animated)
    }
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
  ///   from: try? store.load(), fallback: NavigationState(root: Shop.home)
  /// ).value
  /// if case .fellBack(let error) = outcome { log.warning("not restored: \(error)") }
  /// ```
  ///
  /// - Parameters:
  ///   - data: A document made by ``snapshot()``, or `nil` when none was saved.
  ///   - fallback: Where to go when the document is missing or bad.
  ///   - animated: Whether the transition is animated (`false` by default).
  /// - Returns: The request; its value says what happened: restored, no snapshot, or fell back
  ///   because of an error. It fails with a ``NavigationError`` when the host fails a step, a
  ///   leave guard keeps its screen (``NavigationError/leaveDenied(_:)``: asked once, with no
  ///   fallback, which would take the screen away too), or the guards refuse the fallback.
  @discardableResult
  public func restore(
    from data: Data?, fallback: NavigationState, animated: Bool = false
  ) -> NavigationRequest<RestorationOutcome, NavigationError> {
    var document: Result<Restoration.Decoded, RestorationError>?
    if let data {
      do throws(RestorationError) {
        document = .success(try restoration.decodeDocument(data))
      } catch {
        document = .failure(error)
      }
    }
    return request { [document] ticket async throws(NavigationError) -> RestorationOutcome in
      defer { self.linkHold.release() }
      let outcome: RestorationOutcome
      switch document {
      case nil:
        outcome = .noSnapshot
      case .failure(let error):
        outcome = .fellBack(error)
      case .success(let document):
        do throws(RestorationError) {
          try await self.restore(document, holding: ticket, animated: animated)
          return .restored
        } catch .navigationFailed(let error) {
          throw error
        } catch {
          outcome = .fellBack(error)
        }
      }
      try await self.navigate(holding: ticket, reason: .restoration, animated: animated) { $0 = fallback }
      return outcome
    }
  }

  /// Goes to the decoded `document` in the queue's place `ticket`.
  private func restore(
    _ document: Restoration.Decoded, holding ticket: RequestQueue.Ticket, animated: Bool
  ) async throws(RestorationError) {
    let (target, flows, arguments) = document
    // NB: each restored screen is opened with the arguments it had.
    for (id, values) in arguments {
      guard let entry = target.entry(id) else { continue }
      pipeline.book.pending[id] = Destination(route: entry.route).arguments(values)
    }
    defer { for id in arguments.keys { pipeline.book.pending[id] = nil } }
    do throws(NavigationError) {
      try await navigate(holding: ticket, reason: .restoration, animated: animated) { $0 = target }
    } catch .hostFailed(let step, let underlying) {
      throw .navigationFailed(.hostFailed(step: step, underlying: underlying))
    } catch .cancelled {
      throw .navigationFailed(.cancelled)
    } catch .leaveDenied(let entry) {
      // NB: the screen a leave guard keeps is on screen now, under the fallback too: no fallback
      // asks it again.
      throw .navigationFailed(.leaveDenied(entry))
    } catch {
      throw .refused(error.description)
    }
    guard let flows else { return }
    // NB: the tree is in; the flows' `didStart` may make requests, which must not wait behind
    // this one.
    pipeline.queue.leave(ticket)
    await restoreFlows(flows, using: restoration)
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
