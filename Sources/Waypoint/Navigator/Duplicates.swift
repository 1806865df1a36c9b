import Logging

/// What a push or a presentation does about a screen the user already has: the same route on
/// top of the stack it targets, or an identical request still queued or under way.
///
/// The default is ``singleTop``: a button tapped twice in quick succession (the second tap lands
/// while the first push is queued or animating, or after it ended) pushes one screen, as
/// Jetpack's `launchSingleTop` does. A screen that really shows the same route twice (a list
/// of related products opening one of them, say) asks for ``allowed``.
///
/// ```swift
/// Button("Cart") { navigator.push(.cart) }                        // twice: one cart
/// navigator.push(.product(id), duplicates: .allowed)              // always a new screen
/// ```
public enum Duplicates: Hashable, Sendable {
  /// Nothing happens when the route is already on top of the stack the request targets (for a
  /// presentation, the first screen of the top layer, in the same style); an identical request
  /// made right after one still queued or under way, with no other request made between them,
  /// is that request (the same ``NavigationRequest``, so cancelling either cancels both).
  /// `push(x)`, `push(y)`, `push(x)` are three requests, as three taps one after another are.
  case singleTop
  /// Every request shows a new screen.
  case allowed
}

/// What a request asks for, to find an identical one still queued or under way.
struct RequestKey: Equatable {
  let verb: String
  let route: AnyRoute
  let tag: AnyTag?
  let style: String?
}

/// A push or a presentation that an identical one made right after it joins.
struct JoinableRequest {
  let key: RequestKey
  // NB: weak, so that a request that is done is not kept for the next one to compare with.
  weak var request: NavigationRequest<Void, NavigationError>?
}

extension AnyNavigator {
  /// The request `key` names that is still queued or under way when it is the last request made
  /// (a double tap: nothing between the two), or the one `make` makes.
  // NB: only the requests made since the last ticket was issued can be joined, so they are kept
  // in a short list and compared, not hashed into a table with a closure to take them out when
  // they end: that cost about 5,000 instructions a push (callgrind, `NavigatorInstructions`).
  func coalesced(
    _ key: RequestKey, _ make: () -> NavigationRequest<Void, NavigationError>
  ) -> NavigationRequest<Void, NavigationError> {
    let pipeline = self.pipeline
    if pipeline.joinableIssued == pipeline.queue.issued,
      let joined = pipeline.joinable.last(where: { $0.key == key })?.request, !joined.isDone
    {
      logger.debug("\(key.verb) \(key.route) joins the identical request made just before")
      return joined
    }
    let request = make()
    if pipeline.joinableIssued != pipeline.queue.issued {
      pipeline.joinable.removeAll(keepingCapacity: true)
      pipeline.joinableIssued = pipeline.queue.issued
    }
    pipeline.joinable.append(JoinableRequest(key: key, request: request))
    return request
  }
}

extension RequestPipeline {
  /// Forgets the joinable requests that are done, so that none keeps its route or tag alive.
  func forgetDoneJoinables() {
    guard !joinable.isEmpty else { return }
    joinable.removeAll { $0.request?.isDone ?? true }
  }
}
