/// A flow whose children are flows, one per tab, each with its own stack; switching tabs keeps
/// every stack.
///
/// ```swift
/// let main = TabFlow(tabs: [
///   ShopFlow(placement: .tab(AppTab.shop)),
///   CartFlow(placement: .tab(AppTab.cart)),
///   ProfileFlow(placement: .tab(AppTab.profile)),
/// ])
/// try await appFlow.start(main).value
/// ```
@MainActor
open class TabFlow: Flow {
  /// The tab flows, in tab order.
  public let tabs: [Flow]
  private let selectedTab: AnyTag?

  /// A tab bar of `tabs`, replacing the whole tree when it starts.
  ///
  /// Each flow must be placed `.tab(id)` and have a first screen; starting a tab flow with one
  /// that is not fails with ``NavigationError/flowNotPlaced(flow:)`` naming it (nothing is left
  /// out silently).
  public init(
    identifier: (any Hashable & Sendable)? = nil, tabs: [Flow], selected: (any Hashable & Sendable)? = nil
  ) {
    self.tabs = tabs
    self.selectedTab = selected.map { AnyTag($0) }
    super.init(identifier: identifier, placement: .root)
  }

  /// Selects the tab of `flow`; `false` when `flow` is not one of the tabs or is already
  /// selected.
  @discardableResult
  public func select(_ flow: Flow, animated: Bool = true) -> NavigationRequest<Bool, NavigationError> {
    guard let id = flow.tabID, tabs.contains(where: { $0 === flow }), let navigator else {
      return NavigationRequest(value: false)
    }
    return navigator.select(tab: id, animated: animated)
  }

  /// The tab flow whose tab is selected.
  public var selectedFlow: Flow? {
    guard let selected = navigator?.state.tabBar?.selected.id else { return nil }
    return children.first { $0.tabID == selected }
  }

  override func place(_ entry: ScreenEntry?, in state: inout NavigationState) {
    let tabs = self.tabs.compactMap { flow -> Tab? in
      guard let id = flow.tabID, let route = flow.firstRoute else { return nil }
      return Tab(
        id: id, stack: ScreenStack(root: ScreenEntry(id: flow.id, route: route, tag: flow.identifier)))
    }
    guard let first = tabs.first else { return }
    state = NavigationState(root: .tabs(TabBar(first, Array(tabs.dropFirst()), selected: selectedTab)))
  }

  override var placementProblem: String? {
    let misplaced = tabs.filter { $0.tabID == nil || $0.firstRoute == nil }
    if tabs.isEmpty { return "\(description): a tab flow needs at least one tab" }
    guard !misplaced.isEmpty else { return nil }
    return
      "\(description): \(misplaced.map(\.description).joined(separator: ", ")) not placed in a tab with a first screen"
  }

  override func isPlaced(in state: NavigationState) -> Bool {
    !tabs.isEmpty && tabs.allSatisfy { state.contains($0.id) }
  }

  override func didPlace() {
    guard let navigator else { return }
    for flow in tabs where flow.status == .idle {
      flow.navigator = navigator
      flow.firstEntry = flow.id
      flow.parent = self
      flow.status = .running
      children.append(flow)
      navigator.watch(flow)
    }
  }
}

extension Flow {
  /// The tab this flow takes over, if it is placed in one.
  var tabID: AnyTag? { placement.tabID }
}
