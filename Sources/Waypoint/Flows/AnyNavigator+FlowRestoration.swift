import Logging

// Saving and restoring the flow tree with the navigation tree: a flow is saved as its
// registered kind, identifier, placement and the position of its first screen; restored, it is
// made again by its kind and given the restored screen at that position.
extension AnyNavigator {
  /// The running flow tree as saved data, or `nil` when no flow runs.
  /// - Throws: ``RestorationError/notRegistered(type:)`` naming a flow type that was not
  ///   registered with ``Restoration/registerFlow(_:as:make:)``.
  func flowRecord(using restoration: Restoration) throws(RestorationError) -> FlowRecord? {
    guard let root = flows.root, root.status == .running else { return nil }
    return try record(of: root, using: restoration)
  }

  private func record(of flow: Flow, using restoration: Restoration) throws(RestorationError) -> FlowRecord {
    guard let kind = restoration.flowNames[ObjectIdentifier(type(of: flow))] else {
      throw .notRegistered(type: String(reflecting: type(of: flow)))
    }
    var children: [FlowRecord] = []
    // NB: a flow whose first screen already left the tree (it ends when the plan settles) is
    // not saved.
    for child in flow.children where child.status == .running && child.firstEntry.map(state.contains) ?? true
    {
      children.append(try record(of: child, using: restoration))
    }
    return FlowRecord(
      kind: kind, identifier: flow.identifier?.base, placement: flow.placement,
      screen: flow.firstEntry.flatMap(state.position(of:)), children: children)
  }

  /// Makes the saved flows again over the restored tree. A flow whose first screen did not come
  /// back (a guard dropped it) is left out with its children; the previous flow tree finishes.
  func restoreFlows(_ record: FlowRecord, using restoration: Restoration) async {
    if let old = flows.root { end(old.subtree) }
    var started: [Flow] = []
    var claimed: Set<ScreenID> = []
    guard
      let root = rebuild(
        record, parent: nil, existing: nil, using: restoration, started: &started, claimed: &claimed)
    else { return }
    flows.root = root
    logger.debug("flows restored: \(started.count)")
    for flow in started { await flow.didStart() }
  }

  private func rebuild(
    _ record: FlowRecord, parent: Flow?, existing: Flow?, using restoration: Restoration,
    started: inout [Flow], claimed: inout Set<ScreenID>
  ) -> Flow? {
    let flow: Flow
    if let existing {
      flow = existing
    } else {
      guard let kind = restoration.flowKinds[record.kind] else { return nil }
      flow = kind.make(record.placement, record.identifier.map { AnyTag($0) })
    }
    guard flow.status == .idle else { return nil }
    // A flow with a first screen gets exactly that screen back, one flow a screen; a flow
    // without one gets none.
    switch (record.screen, flow.firstRoute) {
    case (nil, nil):
      break
    case (let position?, let route?):
      guard let entry = state.entry(at: position), entry.route == route, claimed.insert(entry.id).inserted
      else { return nil }
      flow.id = entry.id
      flow.firstEntry = entry.id
    default:
      return nil
    }
    flow.navigator = self
    flow.parent = parent
    flow.status = .running
    parent?.children.append(flow)
    watch(flow)
    started.append(flow)
    let tabs = (flow as? TabFlow)?.tabs ?? []
    for child in record.children {
      let tab = child.placement.tabID.flatMap { id in tabs.first { $0.tabID == id } }
      _ = rebuild(
        child, parent: flow, existing: tab, using: restoration, started: &started, claimed: &claimed)
    }
    return flow
  }
}
