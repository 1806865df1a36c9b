// What a platform host asks the session before it makes or lets go of platform objects: the
// anchor a popover points at, whether a tab bar fits, which screens' objects to keep.

@_spi(Hosts)
extension HostSession {
  /// The anchor the popover showing `layer` points at, checked against what the host holds.
  ///
  /// - Parameters:
  ///   - layer: The layer whose container the platform presents as a popover.
  ///   - isRegistered: Whether the host holds a view or item registered under an id.
  /// - Returns: The layer's anchor (``ScreenEntry/popoverAnchor`` of its first screen).
  /// - Throws: ``HostError/unanchoredPopover(anchor:)`` when the layer names none, or one the
  ///   host does not hold: the step is refused with nothing presented.
  public func popoverAnchor(of layer: ModalLayer, isRegistered: (String) -> Bool) throws(HostError)
    -> String
  {
    guard let anchor = layer.stack.root.popoverAnchor, isRegistered(anchor) else {
      throw .unanchoredPopover(anchor: layer.stack.root.popoverAnchor)
    }
    return anchor
  }

  /// Checks that `root`'s tab bar, if it is one, shows every tab without a More tab.
  /// - Parameter limit: How many tabs the platform shows before it adds a More tab.
  /// - Throws: ``HostError/tooManyTabs(_:limit:)``.
  public func checkTabs(of root: NavigationRoot, limit: Int) throws(HostError) {
    guard case .tabs(let bar) = root, bar.tabs.count > limit else { return }
    throw .tooManyTabs(bar.tabs.count, limit: limit)
  }

  /// Lets `objects` forget the screens that left the tree, once no step is under way (a running
  /// step's outgoing screens are still read back): a controller the user popped or pulled down
  /// is let go when that is reported, not at the next step.
  public func trim<Object>(_ objects: ScreenObjects<Object>) {
    guard runningStep == nil else { return }
    objects.keep(only: model.displayed)
  }
}
