// What the bindings of a SwiftUI host read. A binding reads what the views draw (the end of the
// step under way, else what is displayed); what a write means is the session's `report(_:)`
// (`PlatformFact.pathWritten`, `.layerItemCleared`, `.tabSelected`).
@_spi(Hosts)
extension HostSession {
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
    drawn.entry(id) ?? model.displayed.entry(id)
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
}
