// The words of this room, each defined once:
// - shown: what the session holds to be on screen (`HostModel.shown`); only a step the platform
//   finished, or a change the navigator is told of, writes it.
// - drawn: what the platform is asked to draw (`HostSession.drawn`): the end of the step under
//   way, else what is shown. A SwiftUI host's views draw it part by part (`HostDrawing`).
// - read: what a platform read returns (`ScreenRead`, `HostPlatform.read()`): the identities of
//   the screens UIKit's controllers hold, read back when a step is judged.

/// The screens a platform shows, read back as identities.
@_spi(Hosts)
public struct ScreenRead: Hashable, Sendable, CustomStringConvertible {
  /// Each root stack, bottom first: one, or one per tab or split column in order.
  public var stacks: [[ScreenID]]
  /// The selected tab's index, when the root is a tab bar.
  public var selectedTab: Int?
  /// Whether the More tab's list shows in place of the selected tab (``TabBar/showsMoreList``).
  public var showsMoreList: Bool
  /// Whether the split is collapsed, and its compact column, when the root is a split view.
  public var split: SplitRead?
  /// Each presented layer's stack, bottom layer first.
  public var layers: [[ScreenID]]

  public init(
    stacks: [[ScreenID]], selectedTab: Int? = nil, showsMoreList: Bool = false, split: SplitRead? = nil,
    layers: [[ScreenID]] = []
  ) {
    self.stacks = stacks
    self.selectedTab = selectedTab
    self.showsMoreList = showsMoreList
    self.split = split
    self.layers = layers
  }

  public var description: String {
    let root = stacks.map { "\($0)" }.joined(separator: " | ")
    let split =
      split.map { " (split \($0.collapsed ? "collapsed" : "expanded") showing \($0.showing))" } ?? ""
    let tab = selectedTab.map { " (tab \($0)\(showsMoreList ? ", More list shown" : ""))" } ?? ""
    return "root \(root)\(tab)\(split), layers \(layers)"
  }
}

extension ScreenRead {
  /// Whether this read shows `after` wherever `after` differs from `before`: each stack that
  /// changed reads as in `after`, and layers taken away are gone.
  func shows(_ after: ScreenRead, over before: ScreenRead) -> Bool {
    let stacksShown = after.stacks.indices.allSatisfy { index in
      before.stacks.indices.contains(index) && before.stacks[index] == after.stacks[index]
        || stacks.indices.contains(index) && stacks[index] == after.stacks[index]
    }
    let layersShown =
      after.layers.count < before.layers.count
      ? layers.count <= after.layers.count
      : after.layers.indices.allSatisfy { index in
        before.layers.indices.contains(index) && before.layers[index] == after.layers[index]
          || layers.indices.contains(index) && layers[index] == after.layers[index]
      }
    return stacksShown && layersShown
  }
}

/// How a platform shows a split view: collapsed or not, and the column on top on a compact width.
@_spi(Hosts)
public struct SplitRead: Hashable, Sendable {
  /// Whether the columns are collapsed into one stack.
  public var collapsed: Bool
  /// The column on top on a compact width. Expanded, none is: a host reads the one the session
  /// would put on top (``HostSession/topColumnForCollapsing(proposed:)``).
  public var showing: SplitColumn

  public init(collapsed: Bool, showing: SplitColumn) {
    self.collapsed = collapsed
    self.showing = showing
  }
}

@_spi(Hosts)
extension NavigationState {
  /// The read a platform showing this state gives.
  public var read: ScreenRead {
    let layers = modals.map { $0.stack.entries.map(\.id) }
    switch root {
    case .stack(let stack):
      return ScreenRead(stacks: [stack.entries.map(\.id)], layers: layers)
    case .tabs(let bar):
      // NB: a tab showing a split reads as its columns' stacks, in order.
      return ScreenRead(
        stacks: bar.tabs.flatMap(\.stacks).map { $0.entries.map(\.id) }, selectedTab: bar.selectedIndex,
        showsMoreList: bar.showsMoreList,
        split: bar.selected.split.map { SplitRead(collapsed: $0.isCollapsed, showing: $0.compactColumn) },
        layers: layers)
    case .split(let split):
      return ScreenRead(
        stacks: split.columns.compactMap { split[$0]?.entries.map(\.id) },
        split: SplitRead(collapsed: split.isCollapsed, showing: split.compactColumn), layers: layers)
    }
  }
}

extension Tab {
  /// The tab's stacks: its one stack, or its split's columns' in order.
  var stacks: [ScreenStack] {
    switch content {
    case .stack(let stack): [stack]
    case .split(let split): split.columns.compactMap { split[$0] }
    }
  }

  /// Where the tab's stacks are, in the order of ``stacks``.
  var stackLocations: [StackLocation] {
    switch content {
    case .stack: [.tab(id)]
    case .split(let split): split.columns.map { .tabColumn(id, $0) }
    }
  }
}

extension TabBar {
  /// Where every tab's stacks are, tab by tab, as a read lists them.
  var stackLocations: [StackLocation] { tabs.flatMap(\.stackLocations) }
}

extension NavigationState {
  /// The position among ``read``'s root stacks of the stack at `location`; `nil` for a
  /// layer's or one the root does not have.
  func rootStackIndex(of location: StackLocation) -> Int? {
    rootStackLocations.firstIndex(of: location)
  }

  /// Where each of ``read``'s root stacks is, in order.
  package var rootStackLocations: [StackLocation] {
    switch root {
    case .stack: [.root]
    case .tabs(let bar): bar.stackLocations
    case .split(let split): split.columns.map { .column($0) }
    }
  }
}

extension ScreenRead: Codable {}

extension SplitRead: Codable {}
