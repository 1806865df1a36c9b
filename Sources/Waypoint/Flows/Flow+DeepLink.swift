import Foundation

// Deep-link hand-off: a route walks the flow tree, the active path first. A running flow that
// handles it shows it (tabs are selected on the way); otherwise the first flow that can make a
// child flow for it starts that child, so guards apply to the start.
extension Flow {
  /// Hands `route` down the tree below this flow.
  ///
  /// 1. The running flows that handle `route` (``handles(_:)``) are searched, the active path
  ///    first (the selected tab's flow, then the most recently started); the first found
  ///    shows it (``show(_:animated:)``), its tab selected.
  /// 2. Otherwise the first flow (same order, depth first) whose ``flow(for:)`` makes a child
  ///    for `route` starts that child, which then shows `route` if it is not its first screen.
  ///
  /// The request ends with `false`, changing nothing, when no flow takes the route. It is made
  /// of several requests (a tab selected, a flow started, a screen shown), each taking its
  /// place in the queue when it is made.
  @discardableResult
  public func handOff(_ route: some Route, animated: Bool = true) -> NavigationRequest<Bool, NavigationError>
  {
    let route = AnyRoute(route)
    guard let navigator else { return NavigationRequest(value: false) }
    return navigator.sequence(refusal: { $0 }) { () async throws(NavigationError) -> Bool in
      try await self.handOff(route, animated: animated)
    }
  }

  /// Hands `route` down the tree, one request after another.
  func handOff(_ route: AnyRoute, animated: Bool) async throws(NavigationError) -> Bool {
    if let path = pathToRunningFlow(showing: route) {
      try await follow(path, animated: animated)
      try await path.last!.show(route, animated: animated)
      return true
    }
    if let (path, child) = pathToFlowMaking(route) {
      try await follow(path, animated: animated)
      let owner = path.last!
      try await owner.start(child, animated: animated).value
      if child.firstRoute != route, child.status == .running {
        try await child.show(route, animated: animated)
      }
      return true
    }
    return false
  }

  /// The children, the active one first.
  var activeFirst: [Flow] {
    let recent = Array(children.reversed())
    guard let selected = (self as? TabFlow)?.selectedFlow else { return recent }
    return [selected] + recent.filter { $0 !== selected }
  }

  /// This flow and its descendants down to the first running flow that handles `route`.
  func pathToRunningFlow(showing route: AnyRoute) -> [Flow]? {
    for child in activeFirst {
      if let path = child.pathToRunningFlow(showing: route) { return [self] + path }
    }
    return handles(route) ? [self] : nil
  }

  /// The path to the first flow that makes a child for `route`, and that child.
  func pathToFlowMaking(_ route: AnyRoute) -> ([Flow], Flow)? {
    if let child = flow(for: route) { return ([self], child) }
    for child in activeFirst {
      if let (path, made) = child.pathToFlowMaking(route) { return ([self] + path, made) }
    }
    return nil
  }

  /// Selects the tabs on `path`.
  private func follow(_ path: [Flow], animated: Bool) async throws(NavigationError) {
    for (parent, child) in zip(path, path.dropFirst()) {
      if let tabs = parent as? TabFlow { _ = try await tabs.select(child, animated: animated).value }
    }
  }
}

extension AnyNavigator {
  /// Opens the link `url` through the flow tree: the route it matches in `links` is handed
  /// to `flows` (``Flow/handOff(_:animated:)``); when no flow takes it, the link opens as its
  /// pattern places it (``open(_:using:animated:)-(URL,_,_)``).
  ///
  /// The request fails with a ``DeepLinkError``; a malformed or unmatched link changes nothing.
  @discardableResult
  public func open<R: Route>(
    _ url: URL, using links: RouteTable<R>, handingOffTo flows: Flow, animated: Bool = true
  ) -> NavigationRequest<DeepLink<R>, DeepLinkError> {
    let link: DeepLink<R>
    do throws(DeepLinkError) {
      link = try links.parse(url.absoluteString)
    } catch {
      return NavigationRequest(failed: error, logger: logger)
    }
    return sequence(refusal: DeepLinkError.navigationFailed) { () async throws(DeepLinkError) in
      do throws(NavigationError) {
        if try await flows.handOff(AnyRoute(link.route), animated: animated) { return link }
      } catch {
        throw .navigationFailed(error)
      }
      try await self.open(link, holding: nil, animated: animated)
      return link
    }
  }
}
