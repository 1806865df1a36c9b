// Screen views for analytics: one stream of the screens the user starts and stops seeing,
// whatever moved them (a request, a gesture, a tab tap, a restore).
extension AnyNavigator {
  /// A new stream of the screens the user starts and stops seeing, from now on.
  ///
  /// Views come from the lifecycle events the host delivers, by the appearance rules every host
  /// follows (``ScreenView``), so they cover requests, the user's Back taps, swipes and
  /// pull-downs, tab taps and restoration alike, and a host adds nothing for them. A screen's
  /// `disappeared` follows its `appeared` (a screen already in view when the stream is made gives
  /// only its `disappeared`); a gesture the user called off gives none.
  ///
  /// ```swift
  /// Task {
  ///   for await view in navigator.screenViews() where view.change == .appeared {
  ///     analytics.log(screen: "\(view.route)")
  ///   }
  /// }
  /// ```
  ///
  /// Each call gives its own stream. It ends when the consumer stops iterating or when the
  /// navigator is released. It keeps the 256 newest views its consumer has not read yet and
  /// drops older ones, so a consumer that stopped reading never makes the app grow.
  public func screenViews() -> AsyncStream<ScreenView> {
    pipeline.screenViews.broadcast.stream()
  }

  /// A new stream of the screens the user starts and stops seeing, each naming the pattern that
  /// prints its route in `links` (``ScreenView/linkPattern``); otherwise as ``screenViews()``.
  ///
  /// ```swift
  /// for await view in navigator.screenViews(linkingWith: links) where view.change == .appeared {
  ///   analytics.log(screen: view.linkPattern?.text ?? "\(view.route)")  // "product/:id(int)"
  /// }
  /// ```
  ///
  /// - Parameter links: The app's route table; a route of another type, or one no pattern
  ///   prints, has no pattern.
  /// - Complexity: Each view looks its pattern up as ``RouteTable/url(for:)`` does.
  public func screenViews<R: Route>(linkingWith links: RouteTable<R>) -> AsyncStream<ScreenView> {
    pipeline.screenViews.broadcast.stream { $0.linked(by: links) }
  }
}

@_spi(Hosts)
extension AnyNavigator {
  /// A new stream of every screen view from now on, none dropped however far its reader falls
  /// behind: for harnesses that check each view (`NavigationProgram` fires dozens of requests in
  /// one turn, more views than ``screenViews()`` keeps unread).
  package func everyScreenView() -> AsyncStream<ScreenView> {
    pipeline.screenViews.broadcast.stream(keepingAll: true)
  }
}
