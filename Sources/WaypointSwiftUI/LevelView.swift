#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// One level of the tree: the root (level 0) or modal layer `level - 1`. Each level carries the
  /// presentation slot of the level above it, so layer i + 1 is presented by layer i's content,
  /// one at a time, as SwiftUI requires.
  struct LevelView: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let level: Int
    /// The layer as SwiftUI last passed it, still drawn while it slides away; `nil` at the root.
    let layer: ModalLayer?

    var body: some View {
      content.modifier(LayerSlot(host: host, screens: screens, level: level))
    }

    @ViewBuilder private var content: some View {
      if let layer {
        let index = level - 1
        let presentation = host.presentation(of: layer.style) ?? SwiftUIHost.Presentation()
        Group {
          if layer.embedded {
            StackView(host: host, screens: screens, location: .modal(index), stack: layer.stack)
          } else {
            ScreenView(host: host, screens: screens, entry: layer.stack.root)
          }
        }
        .interactiveDismissDisabled(!host.allowsInteractiveDismissal(ofLayerAt: index))
        .presentationDetents(presentation.detents)
        .presentationDragIndicator(presentation.dragIndicator)
      } else if let drawn = host.drawn {
        switch drawn.root {
        case .stack(let stack):
          StackView(host: host, screens: screens, location: .root, stack: stack)
        case .tabs(let bar):
          TabView(selection: host.selectedTab(of: bar)) {
            ForEach(bar.tabs, id: \.id) { tab in
              StackView(host: host, screens: screens, location: .tab(tab.id), stack: tab.stack)
                .tabItem { screens.tabLabel(tab.id) }
                .tag(tab.id)
            }
          }
        }
      }
    }
  }

  /// The slot of layer `level` over a level's content: draws the layer as a sheet, a full-screen
  /// cover or a popover, as the host's table says for its style. Each presentation's item is set
  /// only for its own kind, so one layer is drawn at a time.
  struct LayerSlot: ViewModifier {
    let host: SwiftUIHost
    let screens: ScreenViews
    let level: Int

    func body(content: Content) -> some View {
      content
        .sheet(item: host.layer(at: level, drawnAs: .sheet), content: next)
        .fullScreenCover(item: host.layer(at: level, drawnAs: .fullScreenCover), content: next)
        .popover(item: host.layer(at: level, drawnAs: .popover), content: next)
    }

    private func next(_ layer: ModalLayer) -> LevelView {
      LevelView(host: host, screens: screens, level: level + 1, layer: layer)
    }
  }

  /// One stack: a `NavigationStack` over the identities of its screens.
  struct StackView: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let location: StackLocation
    /// The stack as its level last drew it, drawn as it was while a layer slides away.
    let stack: ScreenStack

    var body: some View {
      let stack = host.stack(at: location, rootedAt: stack.root.id) ?? stack
      NavigationStack(path: host.path(at: location, drawing: stack)) {
        ScreenView(host: host, screens: screens, entry: stack.root)
          .navigationDestination(for: ScreenID.self) { id in
            if let entry = host.entry(id) {
              ScreenView(host: host, screens: screens, entry: entry)
            }
          }
      }
    }
  }

  /// One screen: the app's view for its route, with its entry in the environment and a probe
  /// that reports when it appears and disappears.
  struct ScreenView: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let entry: ScreenEntry

    var body: some View {
      screens.view(for: entry)
        .environment(\.screenEntry, entry)
        .background(AppearanceProbe(host: host, id: entry.id))
        .modifier(LeaveGuardBackButton(host: host, id: entry.id))
        // NB: each screen is its own view: a screen replacing another at the same place (a
        // stack's root) does not inherit its state or its probe.
        .id(entry.id)
    }
  }
#endif
