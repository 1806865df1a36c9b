/// A flow (coordinator): a unit of navigation with a first screen, children and a result.
///
/// Subclass it, give it a ``firstRoute`` and start it from its parent. The tree wires itself:
/// starting a child sets its parent (weakly) and adds it to the parent's ordered, identity-based
/// children; finishing takes the flow's screens off in one plan, finishes its children first,
/// removes it from its parent and frees it. A flow whose first screen leaves the tree any other
/// way (the user swipes back past it, a deep link replaces it) finishes by itself.
///
/// ```swift
/// final class CheckoutFlow: Flow {
///   override var firstRoute: AnyRoute? { AnyRoute(Shop.checkout) }
///   func pay() async throws { try await finish(with: Order(id: 7)).value }
/// }
///
/// let order = try await shopFlow.start(CheckoutFlow(placement: .present(.sheet)), expecting: Order.self)
///   .value
/// ```
@MainActor
open class Flow: CustomStringConvertible {
  /// Where the flow is in its life.
  public enum Status: Hashable, Sendable {
    /// Made, not started.
    case idle
    /// Its start is under way (guards, transitions); starting it again does nothing.
    case starting
    /// Started and on screen.
    case running
    /// Finished; it will not run again.
    case finished
  }

  /// The app's name for this flow, to find it among its siblings (``child(_:)``).
  public let identifier: AnyTag?
  /// Where its first screen goes when it starts.
  public let placement: Placement
  /// The flow that started this one.
  public internal(set) weak var parent: Flow?
  /// The running flows this one started, in order; several of one type are fine.
  public internal(set) var children: [Flow] = []
  /// The navigator showing the flow, once started.
  public internal(set) weak var navigator: AnyNavigator?
  /// The flow's first screen, once started (`nil` for a flow without screens of its own).
  public internal(set) var firstEntry: ScreenID?
  /// Where the flow is in its life.
  public internal(set) var status = Status.idle
  /// The flow's identity; results of ``start(_:expecting:animated:)`` are keyed by it.
  public internal(set) var id = ScreenID.next()

  /// A flow placed as `placement` when it starts.
  public init(identifier: (any Hashable & Sendable)? = nil, placement: Placement = .push) {
    self.identifier = identifier.map { AnyTag($0) }
    self.placement = placement
  }

  /// The route of the flow's first screen; `nil` (the default) for a flow that only holds
  /// child flows, such as an app flow choosing between onboarding and the main tabs.
  open var firstRoute: AnyRoute? { nil }

  /// Called once the flow has started and its first screen is on screen.
  open func didStart() async {}

  /// Called once the flow has finished, after its children.
  open func didFinish() {}

  /// Whether this flow shows `route` itself when a deep link asks for it.
  open func handles(_ route: AnyRoute) -> Bool { false }

  /// A new child flow that can show `route`, started when a deep link asks for it and no
  /// running flow handles it; `nil` by default.
  open func flow(for route: AnyRoute) -> Flow? { nil }

  /// Shows `route` in this flow's part of the tree: by default, what covers the flow's stack
  /// is dismissed (its tab selected) and `route` is pushed on it.
  open func show(_ route: AnyRoute, animated: Bool) async throws(NavigationError) {
    guard let navigator else { return }
    let first = firstEntry
    try await navigator.navigate(holding: nil, reason: .deepLink, animated: animated) { state in
      state.reveal(first)
      state.push(ScreenEntry(id: .next(), route: route, tag: nil))
    }
  }

  /// Puts the flow's first screen in `state`, as its placement says (modal layers are kept
  /// unless it says otherwise); ``TabFlow`` lays out its tabs here instead.
  func place(_ entry: ScreenEntry?, in state: inout NavigationState) {
    guard let entry else { return }
    state.place(entry, placement)
  }

  /// Why the flow cannot be placed, whatever the tree; `nil` when it can.
  var placementProblem: String? { nil }

  /// Whether the flow's screens are in `state` after its start.
  func isPlaced(in state: NavigationState) -> Bool {
    firstEntry.map(state.contains) ?? true
  }

  /// Called once the flow's screens are in the tree, before ``didStart()``; ``TabFlow``
  /// attaches its tab flows here.
  func didPlace() {}

  /// The running child the app named `identifier`, if any.
  public func child(_ identifier: some Hashable & Sendable) -> Flow? {
    let identifier = AnyTag(identifier)
    return children.first { $0.identifier == identifier }
  }

  nonisolated public var description: String {
    let name = identifier.map { "\($0)" } ?? String(describing: type(of: self))
    return "\(name) (\(placement))"
  }

  /// The flow tree below and including this flow, drawn in ASCII: each flow's name, its
  /// first screen and its placement.
  ///
  ///     app
  ///     └─ main
  ///        ├─ ShopFlow: home (tab shop)
  ///        │  └─ CheckoutFlow: checkout (presented as sheet)
  ///        └─ ProfileFlow: profile (tab profile)
  public var treeDescription: String {
    ([line] + Self.draw(children, indent: "")).joined(separator: "\n")
  }

  private var line: String {
    let name = identifier.map { "\($0)" } ?? String(describing: type(of: self))
    guard let firstRoute else { return name }
    return "\(name): \(firstRoute) (\(placement))"
  }

  private static func draw(_ flows: [Flow], indent: String) -> [String] {
    flows.enumerated().flatMap { index, flow in
      let last = index == flows.count - 1
      return ["\(indent)\(last ? "└─" : "├─") \(flow.line)"]
        + draw(flow.children, indent: indent + (last ? "   " : "│  "))
    }
  }
}

extension NavigationState {
  /// Brings the stack holding `id` to the front: dismisses the layers above its layer, or all
  /// layers and selects its tab (or, collapsed, shows its split column). `nil` leaves the tree as
  /// it is.
  mutating func reveal(_ id: ScreenID?) {
    guard let id else { return }
    if let index = modals.firstIndex(where: { $0.stack.contains(id) }) {
      modals.removeSubrange((index + 1)...)
      return
    }
    modals.removeAll()
    if case .tabs(let bar) = root, let tab = bar.tabs.first(where: { $0.entries.contains { $0.id == id } }) {
      select(tab: tab.id)
    }
    let column: SplitColumn? =
      switch location(of: id) {
      case .column(let column), .tabColumn(_, let column): column
      default: nil
      }
    if let column, let split, split.isCollapsed, column > split.compactColumn {
      show(column: column)
    }
  }
}
