// Placements: one screen put where a flow, a link or a redirect says.
extension NavigationState {
  /// Puts `entry` where `placement` says, handling open layers as it says (`modals` when it
  /// leaves it to the caller).
  /// - Returns: `false`, changing nothing, when the placement names a tab or a split column the
  ///   tree does not have.
  @discardableResult
  public mutating func place(_ entry: ScreenEntry, _ placement: Placement, modals: Placement.Modals = .keep)
    -> Bool
  {
    var target = self
    let modals = placement.modals ?? modals
    switch placement.kind {
    case .push:
      if modals == .dismissAll { target.dismissAll() }
      target.push(entry)
    case .present(let style, let embedded):
      if modals == .dismissAll { target.dismissAll() }
      target.present(ModalLayer(style: style, stack: ScreenStack(root: entry), embedded: embedded))
    case .tab(let id):
      guard target.tabBar?.index(of: id) != nil else { return false }
      target.dismissAll()
      target.select(tab: id)
      // NB: a tab showing a split gets the screen as its detail's selection, whatever the width.
      if target.split != nil {
        target.select(entry, in: .detail)
      } else {
        target.setStack(ScreenStack(root: entry))
      }
    case .column(let column):
      guard target.selectASplit(with: column) else { return false }
      target.dismissAll()
      target.select(entry, in: column)
    case .root:
      target = NavigationState(root: .stack(ScreenStack(root: entry)))
    }
    self = target
    return true
  }
}
