#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// One level of the tree: the root (level 0) or modal layer `level - 1`. Each level carries the
  /// presentation slot of the level above it, so layer i + 1 is presented by layer i's content,
  /// one at a time, as SwiftUI requires. Each view reads only its own part of the host's
  /// drawing, so a change notifies the views that draw it and no others.
  struct LevelView: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let level: Int
    /// The layer as SwiftUI passed it, still drawn while it slides away; `nil` at the root.
    let layer: DrawnLayer?

    var body: some View {
      content.modifier(LayerSlot(host: host, screens: screens, level: level))
    }

    @ViewBuilder private var content: some View {
      if let layer, let drawing = host.drawing {
        let presentation = host.presentations[layer.style.name] ?? SwiftUIHost.Presentation()
        Group {
          if layer.embedded {
            StackView(host: host, screens: screens, location: .modal(level - 1), root: layer.root)
          } else {
            ScreenView(host: host, screens: screens, entry: layer.root)
          }
        }
        .modifier(DismissalLock(allowed: drawing.allowsInteractiveDismissal(ofLayerAt: level - 1)))
        .presentationDetents(presentation.detents)
        .presentationDragIndicator(presentation.dragIndicator)
      } else {
        RootView(host: host, screens: screens)
      }
    }
  }

  /// Whether the user may pull a layer down now: the layer's own part, read here alone so a
  /// plan locking it does not redraw the layer's screens.
  struct DismissalLock: ViewModifier {
    let allowed: DrawnPart<Bool>

    func body(content: Content) -> some View {
      content.interactiveDismissDisabled(!allowed.value)
    }
  }

  /// The root: one stack, a `TabView` of a stack per tab, or a split view. (A bar of the app's
  /// whose tab under the More tab shows a split view is refused before it is drawn; one the user
  /// arranged so, in an iPad's sidebar, where there is no More tab, is drawn.)
  struct RootView: View {
    let host: SwiftUIHost
    let screens: ScreenViews

    var body: some View {
      switch host.drawing?.root.value {
      case .tabs(let tabs, _):
        if #available(iOS 18, *) {
          SidebarAdaptableTabs(host: host, screens: screens, tabs: tabs)
        } else {
          ClassicTabs(host: host, screens: screens, tabs: tabs)
        }
      case .split(let columns, _, _):
        SplitLevelView(host: host, screens: screens, columns: columns)
      case .stack, nil:
        StackView(host: host, screens: screens, location: .root, root: nil)
      }
    }
  }

  /// Tabs below iOS 18: every tab in the bar, in order (a group lists its tabs as tabs of the bar,
  /// and a tab the user hid on a later system is listed).
  struct ClassicTabs: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let tabs: [DrawnTab]

    var body: some View {
      TabView(selection: host.selectedTab) {
        ForEach(tabs) { tab in
          TabContentView(host: host, screens: screens, tab: tab)
            .tabItem { screens.tabLabel(tab.id) }
            .tag(tab.id)
        }
      }
    }
  }

  /// What a tab shows: its stack, or its split view. Its coming into the window and leaving it are
  /// reported (`PlatformFact.tabContentInWindow`): on an iPhone a `TabView` of more than five tabs
  /// writes no selection for its More tab, whose list shows when the selected tab's content leaves.
  struct TabContentView: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let tab: DrawnTab

    var body: some View {
      content
        .onAppear { host.drawing?.report(.tabContentInWindow(tab.id, true)) }
        .onDisappear { host.drawing?.report(.tabContentInWindow(tab.id, false)) }
    }

    @ViewBuilder private var content: some View {
      if let columns = tab.columns {
        SplitLevelView(host: host, screens: screens, columns: columns, tab: tab.id)
      } else {
        StackView(host: host, screens: screens, location: .tab(tab.id), root: nil)
      }
    }
  }

  /// The slot of layer `level` over a level's content: draws the layer as a sheet or a full-screen
  /// cover, as the host's table says for its style (a popover is drawn at its anchor, a dialog by
  /// ``DialogSlot``). Each presentation's item is set
  /// only for its own kind, so one layer is drawn at a time; clearing the lowest item takes the
  /// layers above with it.
  struct LayerSlot: ViewModifier {
    let host: SwiftUIHost
    let screens: ScreenViews
    let level: Int

    func body(content: Content) -> some View {
      content
        .sheet(item: host.item(at: level, drawnAs: .sheet), content: next)
        .fullScreenCover(item: host.item(at: level, drawnAs: .fullScreenCover), content: next)
        .modifier(DialogSlot(host: host, level: level))
    }

    private func next(_ layer: DrawnLayer) -> LevelView {
      LevelView(host: host, screens: screens, level: level + 1, layer: layer)
    }
  }

  /// One stack: a `NavigationStack` over the identities of its screens.
  struct StackView: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let location: StackLocation
    /// The first screen of the layer this stack belongs to, whose screens are still drawn while
    /// it slides away and another layer takes its place; `nil` for a root or tab stack.
    let root: ScreenEntry?

    var body: some View {
      let stack = host.drawing?.stack(at: location, rootedAt: root)
      if let stack {
        NavigationStack(path: host.path(at: location, rootedAt: stack.root.id)) {
          ScreenView(host: host, screens: screens, entry: stack.root)
            .navigationDestination(for: ScreenID.self) { id in
              if let entry = stack.entries.first(where: { $0.id == id }) ?? host.session?.entry(id) {
                ScreenView(host: host, screens: screens, entry: entry)
              } else {
                ScreenViews.missing(id)
              }
            }
            .modifier(screens.strayLinks)
        }
      }
    }
  }

  /// One screen: the app's view for its route, with its entry in the environment and a probe
  /// that reports when it appears and disappears. SwiftUI compares it as it compares any view, so
  /// what the app's builder captures (its own state) reaches a screen on display.
  struct ScreenView: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let entry: ScreenEntry

    var body: some View {
      screens.view(for: entry)
        .environment(\.screenEntry, entry)
        .background(AppearanceProbe(host: host, id: entry.id))
        .modifier(BackButtonLock(host: host, id: entry.id))
        .modifier(ZoomTransition(host: host, entry: entry))
        // NB: each screen is its own view: a screen replacing another at the same place (a
        // stack's root) does not inherit its state or its probe.
        .id(entry.id)
    }
  }
#endif
