// Flows in a saved tree: each flow type registers under a stable name with a way to make it
// again, so a restored tree comes back with the flows that owned its screens.
extension Restoration {
  /// Registers the flow type `F` under `name`, so a snapshot saves the running flows of type
  /// `F` (their identifier, placement, first screen and children) and a restore makes them
  /// again with `make` and gives each its restored first screen.
  ///
  /// ```swift
  /// try navigator.restoration.registerFlow(CheckoutFlow.self, as: "checkout") { placement, _ in
  ///   CheckoutFlow(placement: placement)
  /// }
  /// ```
  ///
  /// A ``TabFlow`` is registered the same way; its `make` builds it with its tabs, and the saved
  /// tab flows are matched to those tabs by tab id. A flow's identifier is saved like a tag, so
  /// its type must be registered too (`String` and `Int` are built in).
  /// - Throws: ``RestorationError/duplicateName(_:existing:)``,
  ///   ``RestorationError/duplicateType(_:existingName:)`` or
  ///   ``RestorationError/invalidName(_:)``, as for value types.
  public mutating func registerFlow<F: Flow>(
    _ type: F.Type, as name: String,
    make: @escaping @MainActor @Sendable (Placement, AnyTag?) -> F
  ) throws(RestorationError) {
    guard !name.isEmpty, name.utf8.count <= 200 else { throw .invalidName(name) }
    if let existing = flowKinds[name] { throw .duplicateName(name, existing: existing.typeName) }
    if let existing = flowNames[ObjectIdentifier(type)] {
      throw .duplicateType(String(reflecting: type), existingName: existing)
    }
    flowKinds[name] = FlowKind(typeName: String(reflecting: type), make: make)
    flowNames[ObjectIdentifier(type)] = name
  }
}

/// How to make a registered flow type again.
struct FlowKind: Sendable {
  let typeName: String
  let make: @MainActor @Sendable (Placement, AnyTag?) -> Flow
}

/// A running flow as saved: pure data, made on the main actor and encoded anywhere.
struct FlowRecord: Sendable {
  var kind: String
  var identifier: (any Hashable & Sendable)?
  var placement: Placement
  /// Where the flow's first screen is: `[stack, index]`, the stack being 0 for the root stack,
  /// `t + 1` for tab or split column `t` (in a tab showing a split, the index runs over its
  /// columns' screens in order) and `-(k + 1)` for modal layer `k`.
  var screen: [Int]?
  var children: [FlowRecord]
}

extension NavigationState {
  /// Where the screen `id` is, as a ``FlowRecord`` saves it.
  func position(of id: ScreenID) -> [Int]? {
    for (index, layer) in modals.enumerated() {
      if let at = layer.stack.entries.firstIndex(where: { $0.id == id }) { return [-(index + 1), at] }
    }
    switch root {
    case .stack(let stack):
      return stack.entries.firstIndex { $0.id == id }.map { [0, $0] }
    case .tabs(let bar):
      for (index, tab) in bar.tabs.enumerated() {
        if let at = tab.entries.firstIndex(where: { $0.id == id }) { return [index + 1, at] }
      }
      return nil
    case .split(let split):
      for (index, column) in split.columns.enumerated() {
        if let at = split[column]?.entries.firstIndex(where: { $0.id == id }) { return [index + 1, at] }
      }
      return nil
    }
  }

  /// The screen at a saved position, if the tree has it.
  func entry(at position: [Int]) -> ScreenEntry? {
    guard position.count == 2 else { return nil }
    let entries: [ScreenEntry]?
    switch (position[0], root) {
    case (0, .stack(let root)): entries = root.entries
    case (let tab, .tabs(let bar)) where tab > 0 && tab <= bar.tabs.count: entries = bar.tabs[tab - 1].entries
    case (let column, .split(let split)) where column > 0 && column <= split.columns.count:
      entries = split[split.columns[column - 1]]?.entries
    case (let modal, _) where modal < 0 && modal >= -modals.count: entries = modals[-modal - 1].stack.entries
    default: entries = nil
    }
    guard let entries, entries.indices.contains(position[1]) else { return nil }
    return entries[position[1]]
  }
}
