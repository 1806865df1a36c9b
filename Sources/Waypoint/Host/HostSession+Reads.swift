// What a host reads from its platform, put in the session's terms: the host says where each
// stack is and which tab is selected; the session lists them in the order it draws them. A host
// asks these and decides nothing on what the session draws.

@_spi(Hosts)
extension HostSession {
  /// The read of a root of tabs or a split: each root stack's screens by where the stack is, the
  /// selected tab (`nil`: the More list shows with no tab picked there), and the split on screen
  /// (`nil` before the root is first drawn in a window, when the platform has not arranged it:
  /// the split as drawn, `UIKitSplitTraces.entersACompactWindow`). The stacks are listed, and
  /// the tab counted, in the order the session draws them: a platform keeps its tabs where they
  /// were made while the user reorders them. The More list keeps the tab selected before it as
  /// the selection.
  public func read(
    stacksAt stacks: [StackLocation: [ScreenID]], selectedTab: AnyTag?, showsMoreList: Bool = false,
    split: SplitRead?, layers: [[ScreenID]]
  ) -> ScreenRead {
    let drawn = drawn
    let selected = selectedTab ?? (showsMoreList ? drawn.tabBar?.selected.id : nil)
    let drawnSplit = drawn.split.map { SplitRead(collapsed: $0.isCollapsed, showing: $0.compactColumn) }
    return ScreenRead(
      stacks: drawn.rootStackLocations.map { stacks[$0] ?? [] },
      selectedTab: selected.flatMap { drawn.tabBar?.ids.firstIndex(of: $0) }, showsMoreList: showsMoreList,
      split: split ?? (isDrawnInWindow ? nil : drawnSplit), layers: layers)
  }

  /// Whether the tab bar drawn lists tabs under a More tab.
  public var listsTabsUnderMore: Bool { drawn.tabBar?.tabsUnderMore.isEmpty == false }

  /// The tab whose stack (not a split) starts with the screen `id`, drawn or shown: the tab whose
  /// screens a platform moved elsewhere (UIKit's More navigation controller).
  public func tab(rootedAt id: ScreenID) -> AnyTag? {
    let tabs = (drawn.tabBar?.tabs ?? []) + (shown.tabBar?.tabs ?? [])
    return tabs.first { $0.split == nil && $0.stack.root.id == id }?.id
  }
}
