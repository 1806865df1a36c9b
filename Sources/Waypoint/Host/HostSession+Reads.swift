// What a host reads from its platform, put in the session's terms: the host says where each
// stack is and which tab is selected; the session lists them in the order it draws them. A host
// asks these and decides nothing on what the session draws.

@_spi(Hosts)
extension HostSession {
  /// The read of a root of tabs or a split: each root stack's screens by where the stack is; the
  /// selected tab (`nil` with `underMore`: the More tab is selected, showing its list or a screen
  /// of no tab's; it keeps the tab selected before as the selection); and the split on screen
  /// (`nil` before the root is first drawn in a window, when the platform has not arranged it:
  /// the split as drawn, `UIKitSplitTraces.entersACompactWindow`). The stacks are listed, and the
  /// tab counted, in the order the session draws them (a platform keeps its tabs where they were
  /// made while the user reorders them), or, when the platform still shows the root a step is
  /// replacing, in the order of what is shown.
  public func read(
    stacksAt stacks: [StackLocation: [ScreenID]], selectedTab: AnyTag?, underMore: Bool = false,
    showsMoreList: Bool = false, split: SplitRead?, layers: [[ScreenID]]
  ) -> ScreenRead {
    let drawn = drawn
    let state = drawn.rootStackLocations.contains(where: { stacks[$0] != nil }) ? drawn : shown
    let selected = selectedTab ?? (underMore ? state.tabBar?.selected.id : nil)
    // NB: before a window, a split as drawn only where the platform shows the drawn selection.
    let drawnSplit =
      isDrawnInWindow || selected != state.tabBar?.selected.id
      ? nil : state.split.map { SplitRead(collapsed: $0.isCollapsed, showing: $0.compactColumn) }
    return ScreenRead(
      stacks: state.rootStackLocations.map { stacks[$0] ?? [] },
      selectedTab: selected.flatMap { state.tabBar?.ids.firstIndex(of: $0) }, showsMoreList: showsMoreList,
      split: split ?? drawnSplit, layers: layers)
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
