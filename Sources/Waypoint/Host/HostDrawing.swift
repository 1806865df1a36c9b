import Observation

/// What a binding platform's views draw (SwiftUI's), cut into parts that each view observes
/// alone: the root's shape and selected tab, each stack, each modal layer and whether it may be
/// pulled down, and whether a screen's Back button is held by a leave guard. ``HostSession`` publishes into it whenever what it draws may have changed, and a
/// part is written only when its value changed, so a push notifies the views of one stack, not
/// the whole tree.
///
/// A part outlives what it draws: a stack or layer that leaves keeps its last value, which the
/// views of a sheet still sliding away go on drawing.
@_spi(Hosts)
@MainActor
public final class HostDrawing {
  /// The shape of the root.
  public let root: DrawnPart<DrawnRoot>
  private var stacks: [StackLocation: DrawnPart<ScreenStack?>] = [:]
  private var layers: [DrawnPart<DrawnLayer?>] = []
  private var dismissible: [DrawnPart<Bool>] = []
  private var backButtons: [ScreenID: DrawnPart<Bool>] = [:]
  private var state: NavigationState
  private var allowsDismissal: (Int) -> Bool = { _ in false }
  private var holdsBackButton: (ScreenID) -> Bool = { _ in false }
  /// Runs each publication, given whether the step under way is animated (`nil` between steps):
  /// a platform wraps it in the step's animation.
  public var around: @MainActor (_ animated: Bool?, () -> Void) -> Void = { $1() }
  /// Whether the step under way is animated; `nil` between steps (a write's own animation applies
  /// then).
  var stepAnimated: Bool?
  /// Hands what the views wrote to the session (``DrawnBinding``).
  public let report: @MainActor (PlatformFact) -> Void

  init(_ state: NavigationState, report: @escaping @MainActor (PlatformFact) -> Void) {
    self.state = state
    self.report = report
    root = DrawnPart(DrawnRoot(state.root))
  }

  /// The stack drawn at `location`, or the last one drawn there.
  public func stack(at location: StackLocation) -> DrawnPart<ScreenStack?> {
    if let part = stacks[location] { return part }
    let part = DrawnPart(state[stack: location])
    stacks[location] = part
    return part
  }

  /// The layer drawn at `index`; `nil` when none is.
  public func layer(at index: Int) -> DrawnPart<DrawnLayer?> {
    grow(to: index)
    return layers[index]
  }

  /// Whether the user may pull the layer at `index` down now.
  public func allowsInteractiveDismissal(ofLayerAt index: Int) -> DrawnPart<Bool> {
    grow(to: index)
    return dismissible[index]
  }

  /// Whether the screen `id` shows the host's Back button, which asks its leave guard, instead of
  /// the platform's (``PlatformQuestion/platformBackButton(of:)`` answered no).
  public func holdsBackButton(of id: ScreenID) -> DrawnPart<Bool> {
    if let part = backButtons[id] { return part }
    let part = DrawnPart(holdsBackButton(id))
    backButtons[id] = part
    return part
  }

  /// The stack to draw at `location`: the one drawn there; for a layer's stack (whose first
  /// screen is `root`), its last one while it slides away, and its first screen alone once
  /// another layer has taken its place.
  public func stack(at location: StackLocation, rootedAt root: ScreenEntry?) -> ScreenStack? {
    let drawn = stack(at: location).value
    guard let root else { return drawn }
    return drawn?.root.id == root.id ? drawn : ScreenStack(root: root)
  }

  /// The identities the `NavigationStack` at `location` whose root is `root` shows above it;
  /// empty once another stack is drawn there.
  public func path(at location: StackLocation, rootedAt root: ScreenID) -> [ScreenID] {
    guard let stack = stack(at: location).value, stack.root.id == root else { return [] }
    return stack.path.map(\.id)
  }

  /// The layer at `index` for the presentation of `kind` (a `.sheet(item:)`, a
  /// `.fullScreenCover(item:)`); `nil` when none is drawn there, or the host's table (`kindOf`)
  /// draws its style as another kind or not at all.
  public func layer<Kind: Equatable>(
    at index: Int, drawnAs kind: Kind, by kindOf: (DrawnLayer) -> Kind?
  ) -> DrawnLayer? {
    guard let layer = layer(at: index).value, kindOf(layer) == kind else { return nil }
    return layer
  }

  /// The selection drawn while the More tab's list shows: a tag no tab has.
  public nonisolated static let moreListSelection = AnyTag(MoreListSelection())

  private struct MoreListSelection: Hashable, Sendable, CustomStringConvertible {
    var description: String { "the More list" }
  }

  /// The selected tab (``moreListSelection`` while the More list shows); `nil` when the root is
  /// one stack.
  public var selectedTab: AnyTag? {
    guard case .tabs(_, let selected) = root.value else { return nil }
    return selected
  }

  /// The column the split view of the root (`tab` `nil`), or of the tab `tab`, shows on top on a
  /// compact width; `nil` when there is no such split.
  public func compactColumn(inTab tab: AnyTag? = nil) -> SplitColumn? {
    switch (root.value, tab) {
    case (.split(_, _, let showing), nil): showing
    case (.tabs(let tabs, _), let tab?): tabs.first { $0.id == tab }?.showing
    default: nil
    }
  }

  /// Notifies the views of the stack at `location` (every part when `nil`) without a change: the
  /// platform has changed its own copy after a write the session refused, and draws the
  /// session's again.
  public func redraw(at location: StackLocation?) {
    around(stepAnimated) { redrawParts(at: location) }
  }

  private func redrawParts(at location: StackLocation?) {
    if let location {
      stacks[location]?.redraw()
    } else {
      root.redraw()
      for part in stacks.values { part.redraw() }
      for part in layers { part.redraw() }
    }
  }

  /// Publishes `state`, with the rules of what the user may do in it: each part whose value
  /// changed is written, the rest are left alone.
  func publish(
    _ state: NavigationState, allowsDismissal: @escaping (Int) -> Bool,
    holdsBackButton: @escaping (ScreenID) -> Bool
  ) {
    self.state = state
    self.allowsDismissal = allowsDismissal
    self.holdsBackButton = holdsBackButton
    around(stepAnimated, update)
  }

  private func update() {
    root.update(DrawnRoot(state.root))
    for (location, part) in stacks {
      // NB: a stack that left keeps its last value (a sheet sliding away still draws it).
      if let stack = state[stack: location] { part.update(stack) }
    }
    for index in layers.indices {
      layers[index].update(state.modals.indices.contains(index) ? DrawnLayer(state.modals[index]) : nil)
      dismissible[index].update(allowsDismissal(index))
    }
    // NB: the part of a screen that left is let go; a view still sliding away keeps its own.
    backButtons = backButtons.filter { state.entry($0.key) != nil }
    for (id, part) in backButtons.sorted(by: { $0.key < $1.key }) { part.update(holdsBackButton(id)) }
  }

  private func grow(to index: Int) {
    while layers.count <= index {
      let next = layers.count
      layers.append(DrawnPart(state.modals.indices.contains(next) ? DrawnLayer(state.modals[next]) : nil))
      dismissible.append(DrawnPart(allowsDismissal(next)))
    }
  }
}

/// One observable part of a ``HostDrawing``: written only when its value changes, and drawn
/// again on demand.
///
/// NB: an `@Observable` property written with the value it already has notifies no observer (the
/// macro's `shouldNotifyObservers` compares them), so "draw it again" cannot be an equal write: it
/// counts a redraw, which every view reading ``value`` observes too.
@_spi(Hosts)
@MainActor
@Observable
public final class DrawnPart<Value: Equatable> {
  /// What the views draw; a view reading it is drawn again at every change and every redraw.
  public var value: Value {
    _ = redraws
    return current
  }
  private var current: Value
  /// How many times the views were asked to draw it again with the same value.
  private var redraws = 0

  init(_ value: Value) {
    current = value
  }

  func update(_ new: Value) {
    if new != current { current = new }
  }

  /// Notifies the views that draw this part, its value unchanged: the platform changed its own
  /// copy after a write the session refused, and draws the session's again.
  func redraw() {
    redraws += 1
  }
}
