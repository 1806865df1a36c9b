/// The running flows of a navigator: the root of the flow tree, and the flows watched by their
/// first screen, which end when it leaves the tree (see `AnyNavigator+Flows.swift`).
@MainActor
final class FlowTree {
  /// The root of the flow tree, once one is started.
  var root: Flow?
  /// The running flows, by their first screen.
  var watched: [ScreenID: WeakFlow] = [:]
}

/// A weak reference to a flow the navigator watches.
struct WeakFlow {
  weak var flow: Flow?
}
