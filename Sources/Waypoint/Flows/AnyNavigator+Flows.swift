import Logging

// The navigator's side of flows: it starts them as requests (so guards apply), knows which
// first screen belongs to which flow, and ends a flow whose first screen leaves the tree.

extension AnyNavigator {
  /// Starts `flow` as the root of the flow tree: it places its first screen (if it has one)
  /// and replaces the previous root flow, which finishes.
  ///
  /// The request fails with a ``NavigationError``: `flow` was started before
  /// (``NavigationError/flowAlreadyStarted(flow:)``), a guard denied its first screen, or the
  /// host failed.
  @discardableResult
  public func start(_ flow: Flow, animated: Bool = true) -> NavigationRequest<Void, NavigationError> {
    flow.claim(by: self)
    return request { ticket async throws(NavigationError) in
      try await self.start(flow, under: nil, holding: ticket, animated: animated)
    }
  }

  /// The root of the flow tree, once one is started.
  public var rootFlow: Flow? { flows.root }

  /// The running flows, which the request pipeline ends when their first screen goes.
  var flows: FlowTree { pipeline.flows }

  func start(
    _ child: Flow, under parent: Flow?, holding ticket: RequestQueue.Ticket?, animated: Bool
  ) async throws(NavigationError) {
    guard child.status == .idle else { throw .flowAlreadyStarted(flow: child.description) }
    if let parent, parent.status != .running { throw .flowNotRunning(flow: parent.description) }
    if let problem = child.placementProblem { throw .flowNotPlaced(flow: problem) }
    child.status = .starting
    child.navigator = self
    let entry = child.firstRoute.map { ScreenEntry(id: child.id, route: $0, tag: child.identifier) }
    child.firstEntry = entry?.id
    do throws(NavigationError) {
      try await navigate(holding: ticket, reason: .flowStart, animated: animated) {
        child.place(entry, in: &$0)
      }
      guard child.isPlaced(in: state) else { throw NavigationError.flowNotPlaced(flow: child.description) }
    } catch {
      child.firstEntry = nil
      child.navigator = nil
      child.status = .idle
      throw error
    }
    // NB: the screens are in; the flow's own `didStart` may make requests, which must not wait
    // behind this one.
    if let ticket { pipeline.queue.leave(ticket) }
    // NB: the parent may have finished while the child's start was under way: the child's
    // screen comes off again and it is not attached to a finished flow.
    if let parent, parent.status != .running {
      if let entry { _ = try? await navigate(holding: nil, animated: animated) { $0.remove(entry.id) } }
      child.firstEntry = nil
      child.navigator = nil
      child.status = .idle
      throw .flowNotPlaced(flow: child.description)
    }
    // A flow at the root replaces the flows there before it; a new root of the flow tree
    // replaces the old one, wherever it is placed.
    let replaced: [Flow]
    if let parent {
      replaced = child.placement == .root ? parent.children.filter { $0.placement == .root } : []
    } else {
      replaced = flows.root.map { [$0] } ?? []
    }
    end(replaced.flatMap(\.subtree))
    child.status = .running
    if let parent {
      child.parent = parent
      parent.children.append(child)
    } else {
      flows.root = child
    }
    watch(child)
    child.didPlace()
    logger.debug("flow started: \(child)")
    let attached = child.children
    await child.didStart()
    for flow in attached { await flow.didStart() }
  }

  /// Watches `flow`'s first screen: when it leaves the tree, the flow ends.
  func watch(_ flow: Flow) {
    guard let entry = flow.firstEntry else { return }
    if state.contains(entry) {
      flows.watched[entry] = WeakFlow(flow: flow)
    } else {
      end(flow.subtree)
    }
  }

  /// Ends flows whose first screen is no longer in the tree.
  func endFlows(of gone: some Sequence<ScreenID>) {
    guard !flows.watched.isEmpty else { return }
    var missing: [Flow] = []
    for id in gone {
      guard let watched = flows.watched.removeValue(forKey: id) else { continue }
      if let flow = watched.flow { missing.append(flow) }
    }
    guard !missing.isEmpty else { return }
    // NB: in the tree's own order (children before parents, the most recent first), not the
    // dictionary's, so flows end in the same order however they went.
    let order = flows.root?.subtree ?? []
    let rank = Dictionary(order.enumerated().map { (ObjectIdentifier($1), $0) }) { first, _ in first }
    let doomed = missing.flatMap(\.subtree)
    end(
      doomed.sorted { rank[ObjectIdentifier($0), default: .max] < rank[ObjectIdentifier($1), default: .max] })
  }

  /// Marks `flows` (children before parents) finished, detaches them from the tree and
  /// cancels any result still awaited from them.
  func end(_ flows: [Flow]) {
    var doomed: Set<ObjectIdentifier> = []
    let ending = flows.filter { $0.status != .finished && doomed.insert(ObjectIdentifier($0)).inserted }
    guard !ending.isEmpty else { return }
    // NB: each surviving parent drops its ended children in one pass, so ending a wide tree is
    // linear, not quadratic.
    var parents: [ObjectIdentifier: Flow] = [:]
    for flow in ending {
      if let parent = flow.parent, !doomed.contains(ObjectIdentifier(parent)) {
        parents[ObjectIdentifier(parent)] = parent
      }
    }
    for parent in parents.values {
      parent.children.removeAll { doomed.contains(ObjectIdentifier($0)) }
    }
    for flow in ending {
      flow.status = .finished
      flow.parent = nil
      let tree = self.flows
      if let entry = flow.firstEntry, tree.watched[entry]?.flow === flow { tree.watched[entry] = nil }
      if tree.root === flow { tree.root = nil }
      flow.children.removeAll()
      cancelResult(from: flow.id)
      logger.debug("flow finished: \(flow)")
      flow.didFinish()
    }
  }

  // MARK: Results of flows

  func awaitResult<Value: Sendable>(from id: ScreenID, as type: Value.Type) -> ResultSlot {
    let slot = ResultSlot(type)
    pipeline.book.results[id] = slot
    return slot
  }

  func keepAwaiting(_ slot: ResultSlot, from id: ScreenID) {
    pipeline.book.results[id] = slot
  }

  func cancelResult(from id: ScreenID) {
    pipeline.book.results.removeValue(forKey: id)?.deliver(.cancelled)
  }

  func takeResult<Value: Sendable>(from id: ScreenID, checking value: Value) throws(NavigationError)
    -> ResultSlot?
  {
    guard let slot = pipeline.book.results[id] else { return nil }
    guard slot.accepts(value) else {
      throw .resultTypeMismatch(expected: "\(slot.expected)", got: "\(Value.self)")
    }
    pipeline.book.results[id] = nil
    return slot
  }
}
