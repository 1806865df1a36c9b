import Foundation

// Opening links: parse with a RouteTable, then one request (reason `.deepLink`, so guards see
// it), one plan. Nothing changes when the link fails.
extension AnyNavigator {
  /// Opens the link `url`: matches it in `links` and goes to its screen in one plan.
  ///
  /// ```swift
  /// try await navigator.open(url, using: links)
  /// ```
  ///
  /// - Parameters:
  ///   - url: The link, untrusted.
  ///   - links: The app's route table.
  ///   - animated: Whether the transitions are animated.
  /// - Returns: The link as matched.
  /// - Throws: ``DeepLinkError`` naming why the link was not opened; the state is unchanged,
  ///   except for ``DeepLinkError/navigationFailed(_:)``, where it shows what the host did.
  @discardableResult
  public func open<R: Route>(
    _ url: URL, using links: RouteTable<R>, animated: Bool = true
  ) async throws(DeepLinkError) -> DeepLink<R> {
    try await open(url.absoluteString, using: links, animated: animated)
  }

  /// Opens the link `text`; see ``open(_:using:animated:)-(URL,_,_)``.
  /// - Throws: ``DeepLinkError``.
  @discardableResult
  public func open<R: Route>(
    _ text: String, using links: RouteTable<R>, animated: Bool = true
  ) async throws(DeepLinkError) -> DeepLink<R> {
    let link = try links.parse(text)
    try await open(link, animated: animated)
    return link
  }

  /// Opens `route` exactly as its link would open it: with the routes of its path, where its
  /// pattern places it.
  /// - Throws: ``DeepLinkError/unprintable(route:)`` when `links` has no pattern for `route`,
  ///   or any error of ``open(_:animated:)``.
  @discardableResult
  public func open<R: Route>(
    _ route: R, using links: RouteTable<R>, animated: Bool = true
  ) async throws(DeepLinkError) -> DeepLink<R> {
    let link = try links.link(for: route)
    try await open(link, animated: animated)
    return link
  }

  /// Goes to `link`'s screens as its placement says, in one request and one plan. Guards see
  /// the request with reason ``NavigationReason/deepLink``.
  /// - Throws: ``DeepLinkError/rejected(reason:)`` (nothing changes) or
  ///   ``DeepLinkError/navigationFailed(_:)``, which carries a guard's denial or a host's
  ///   failure.
  public func open<R: Route>(_ link: DeepLink<R>, animated: Bool = true) async throws(DeepLinkError) {
    let outcome: Result<Void, DeepLinkError>
    do {
      outcome = try await navigate(reason: .deepLink, animated: animated) { state in
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
