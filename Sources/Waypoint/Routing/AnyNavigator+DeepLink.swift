import Foundation

// Opening links: parse with a RouteTable, then one request (reason `.deepLink`, so guards see
// it), one plan. Nothing changes when the link fails.
extension AnyNavigator {
  /// Opens the link `url`: matches it in `links` and goes to its screen in one plan.
  ///
  /// ```swift
  /// try await navigator.open(url, using: links).value
  /// ```
  ///
  /// - Parameters:
  ///   - url: The link, untrusted.
  ///   - links: The app's route table.
  ///   - animated: Whether the transitions are animated.
  /// - Returns: The request; its value is the link as matched. It fails with a
  ///   ``DeepLinkError`` naming why the link was not opened; the state is unchanged, except for
  ///   ``DeepLinkError/navigationFailed(_:)``, where it shows what the host did. A link that
  ///   does not match fails at once and never takes a place in the queue.
  @discardableResult
  public func open<R: Route>(
    _ url: URL, using links: RouteTable<R>, animated: Bool = true
  ) -> NavigationRequest<DeepLink<R>, DeepLinkError> {
    open(url.absoluteString, using: links, animated: animated)
  }

  /// Opens the link `text`; see ``open(_:using:animated:)-(URL,_,_)``.
  @discardableResult
  public func open<R: Route>(
    _ text: String, using links: RouteTable<R>, animated: Bool = true
  ) -> NavigationRequest<DeepLink<R>, DeepLinkError> {
    do throws(DeepLinkError) {
      let link = try links.parse(text)
      return open(link, returning: animated, pattern: recorder == nil ? nil : links.pattern(matching: text))
    } catch {
      return NavigationRequest(failed: error, logger: logger)
    }
  }

  /// Opens `route` exactly as its link would open it: with the routes of its path, where its
  /// pattern places it. The request fails with ``DeepLinkError/unprintable(route:)`` when
  /// `links` has no pattern for `route`, or with any error of ``open(_:animated:)``.
  @discardableResult
  public func open<R: Route>(
    _ route: R, using links: RouteTable<R>, animated: Bool = true
  ) -> NavigationRequest<DeepLink<R>, DeepLinkError> {
    do throws(DeepLinkError) {
      let link = try links.link(for: route)
      return open(link, returning: animated, pattern: recorder == nil ? nil : links.pattern(for: route))
    } catch {
      return NavigationRequest(failed: error, logger: logger)
    }
  }

  /// Goes to `link`'s screens as its placement says, in one request and one plan. Guards see
  /// the request with reason ``NavigationReason/deepLink``.
  ///
  /// The request fails with ``DeepLinkError/rejected(reason:)`` (nothing changes) or
  /// ``DeepLinkError/navigationFailed(_:)``, which carries a guard's denial or a host's failure.
  @discardableResult
  public func open<R: Route>(_ link: DeepLink<R>, animated: Bool = true) -> NavigationRequest<
    Void, DeepLinkError
  > {
    openHeld { ticket async throws(DeepLinkError) in
      try await self.open(link, holding: ticket, animated: animated)
    }
  }

  /// Opens `link`, which matched `pattern` (for a recorder); the request's value is the link.
  private func open<R: Route>(
    _ link: DeepLink<R>, returning animated: Bool, pattern: RoutePattern?
  ) -> NavigationRequest<DeepLink<R>, DeepLinkError> {
    openHeld { ticket async throws(DeepLinkError) in
      try await self.open(link, holding: ticket, animated: animated, pattern: pattern)
      return link
    }
  }

  /// Goes to `link`'s screens in the queue's place `ticket` (a new one when `nil`); a recorder
  /// hears `pattern`, the one the link matched, with the plan.
  func open<R: Route>(
    _ link: DeepLink<R>, holding ticket: RequestQueue.Ticket?, animated: Bool, pattern: RoutePattern? = nil
  ) async throws(DeepLinkError) {
    let outcome: Result<Void, DeepLinkError>
    do throws(NavigationError) {
      outcome = try await navigate(
        holding: ticket, reason: .deepLink, animated: animated, link: pattern?.text
      ) {
        state in
        do throws(DeepLinkError) {
          try state.open(link)
          return .success(())
        } catch {
          return .failure(error)
        }
      }
    } catch {
      throw .navigationFailed(error)
    }
    try outcome.get()
  }
}
