import Logging

// Links that come before the restore at launch: held until it has finished, so the restore
// cannot replace the tree a link opened (an app's `onOpenURL` and its `.task { restore }` run
// in either order).
extension AnyNavigator {
  /// Holds the links opened from now on (``open(_:using:animated:)-(URL,_,_)`` and the other
  /// `open` forms) until the next restore (``restore(from:animated:)`` or
  /// ``restore(from:fallback:animated:)``) has finished, succeeded or not; then they open in the
  /// order they came, over the restored tree. Call it at launch, before the first link can come.
  ///
  /// ```swift
  /// navigator.holdLinksUntilRestored()
  /// // later, in either order:
  /// navigator.open(url, using: links)
  /// navigator.restore(from: try? store.load(), fallback: start)
  /// ```
  public func holdLinksUntilRestored() {
    linkHold.isHolding = true
  }

  /// A request that opens `link` now, or once the restore the links are held for has finished.
  func openHeld<T: Sendable>(
    _ link: @escaping @MainActor (RequestQueue.Ticket?) async throws(DeepLinkError) -> T
  ) -> NavigationRequest<T, DeepLinkError> {
    guard linkHold.isHolding else { return request(refusal: DeepLinkError.navigationFailed, link) }
    logger.debug("link held until the restore has finished")
    return sequence(refusal: DeepLinkError.navigationFailed) { () async throws(DeepLinkError) -> T in
      await self.linkHold.wait()
      return try await link(nil)
    }
  }
}

/// The links waiting for a restore.
@MainActor
final class LinkHold {
  var isHolding = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  /// Returns once the hold is released.
  func wait() async {
    guard isHolding else { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  /// Lets the held links go, in the order they came.
  func release() {
    isHolding = false
    let released = waiting
    waiting = []
    for link in released { link.resume() }
  }
}
