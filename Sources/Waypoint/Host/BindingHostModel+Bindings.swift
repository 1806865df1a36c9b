// What the bindings of a SwiftUI host read and what their writes mean. A binding reads what the
// views draw; a write reports what the user did, by identity, or is refused, or means nothing.
// A write never changes the navigator's state itself: the host reports the change and the
// navigator follows.
@_spi(Hosts)
extension BindingHostModel {
  /// What the user did through a binding: the change to report, and the events to send first.
  public struct Report: Hashable, Sendable {
    /// The change, by identity.
    public let change: UserChange
    /// The lifecycle events of the change, in UIKit's order.
    public let events: [HostEvent]
  }

  // MARK: Reading

  /// The identities a `NavigationStack(path:)` at `location` shows above its root; empty when
  /// there is no such stack.
  public func path(at location: StackLocation) -> [ScreenID] {
    drawn[stack: location]?.path.map(\.id) ?? []
  }

  /// The stack drawn at `location` while it is the one whose root is `root`; `nil` once it is
  /// not (a layer on its way out, whose sheet keeps showing its screens while it slides away).
  public func stack(at location: StackLocation, rootedAt root: ScreenID) -> ScreenStack? {
    guard let stack = drawn[stack: location], stack.root.id == root else { return nil }
    return stack
  }

  /// The screen `id` as drawn, or as displayed while the step under way takes it away (a
  /// popped screen still draws while it slides out).
  public func entry(_ id: ScreenID) -> ScreenEntry? {
    drawn.entry(id) ?? displayed.entry(id)
  }

  /// The layer at `index` for the presentation of `kind` of the level below it (its
  /// `.sheet(item:)`, `.fullScreenCover(item:)` or `.popover(item:)`); `nil` when none is drawn
  /// there, or the host's table draws its style as another kind or not at all.
  /// - Parameters:
  ///   - kind: The kind of presentation asking.
  ///   - kindOf: The host's table: how it draws a style, `nil` for a style it has no entry for.
  public func layer<Kind: Equatable>(
    at index: Int, drawnAs kind: Kind, by kindOf: (PresentationStyle) -> Kind?
  ) -> ModalLayer? {
    let modals = drawn.modals
    guard modals.indices.contains(index), kindOf(modals[index].style) == kind else { return nil }
    return modals[index]
  }

  /// Whether the user may pull the layer at `index` down now: its style and its screens allow
  /// it, and no plan or step is under way. A host applies the opposite as
  /// `interactiveDismissDisabled`.
  public func allowsInteractiveDismissal(ofLayerAt index: Int) -> Bool {
    drawn.modals.indices.contains(index) && model.allowsInteractiveDismissal(of: drawn.modals[index])
  }

  // MARK: Writing

  /// What a `NavigationStack(path:)` setter means: the stack at `location` whose root is `root`
  /// now shows `path` above its root.
  ///
  /// Only a shorter start of the drawn path is a change: the user popped (the back button, a
  /// swipe, the long-press menu, `@Environment(\.dismiss)` in a pushed screen). The same path
  /// (a setter called twice) is nothing, and so is a write for a stack no longer drawn there (a
  /// layer on its way out, or one replaced since).
  /// - Returns: The report, or `nil` when nothing changed.
  /// - Throws: ``HostError/foreignScreens(_:)`` for any other path: a longer one (a stray
  ///   `NavigationLink(value:)`), an older one, one with screens the navigator did not put
  ///   there; ``HostError/transitionInProgress(running:attempted:)`` while a step is under way.
  ///   The views draw the host's path again.
  public mutating func pathWritten(_ path: [ScreenID], above root: ScreenID, at location: StackLocation)
    throws(HostError) -> Report?
  {
    guard stack(at: location, rootedAt: root) != nil else { return nil }
    // NB: read against what the views draw, which is what SwiftUI changed; the model then
    // refuses the change while a step is under way.
    guard let change = try HostModel(showing: drawn).userChange(inStackAt: location, showing: [root] + path)
    else { return nil }
    return try report(change)
  }

  /// What setting a `.sheet(item:)` or `.fullScreenCover(item:)` item to `nil` means: the
  /// user dismissed `layer`, the layer drawn when the binding was made (a pull-down, a tap
  /// outside, `@Environment(\.dismiss)`), and the layers above it.
  ///
  /// A dismissal cannot be locked: a screen dismissing itself goes through during a plan.
  /// - Parameter layer: The identity of the layer the binding showed when it was made.
  /// - Returns: The report, or `nil` when that layer is no longer drawn (a stale setter, one
  ///   called twice, SwiftUI confirming a dismissal the host made).
  /// - Throws: ``HostError/transitionInProgress(running:attempted:)`` while a step is under way.
  public mutating func layerDismissed(_ layer: ScreenID?) throws(HostError) -> Report? {
    guard let layer, drawn.modals.contains(where: { $0.id == layer }) else { return nil }
    return try report(.dismissed(layer: layer))
  }

  /// What a `TabView(selection:)` setter means: the user selected `tab`.
  /// - Returns: The report, or `nil` when `tab` is the one drawn.
  /// - Throws: ``HostError/lockedDuringPlan`` while a plan is under way,
  ///   ``HostError/transitionInProgress(running:attempted:)`` while a step is, and
  ///   ``HostError/doesNotFit(_:screen:)`` for a tab the bar does not have. The views draw the
  ///   host's selection again.
  public mutating func tabSelected(_ tab: AnyTag) throws(HostError) -> Report? {
    guard drawn.tabBar?.selected.id != tab else { return nil }
    return try report(.selected(tab: tab))
  }

  private mutating func report(_ change: UserChange) throws(HostError) -> Report {
    let transition = try model.userDid(change)
    return Report(change: change, events: transition.willEvents + transition.didEvents)
  }
}
