#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// Tabs on iOS 18 and later: a `.sidebarAdaptable` `TabView` (a tab bar on an iPhone, a tab bar
  /// that turns into a sidebar on an iPad), a group's tabs in a `TabSection`, the search tab a
  /// `Tab(role: .search)`. The tabs are listed in the order the navigator holds; the user's
  /// reordering and hiding in the sidebar come back through the customization binding as
  /// `PlatformFact.tabsArranged`, and the navigator's order is then the one drawn.
  @available(iOS 18, *)
  struct SidebarAdaptableTabs: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let tabs: [DrawnTab]

    /// The tabs in runs: a group's tabs together, each other tab alone.
    private var runs: [TabRun] {
      var runs: [TabRun] = []
      for tab in tabs {
        if let group = tab.group, runs.last?.group == group {
          runs[runs.count - 1].tabs.append(tab)
        } else {
          runs.append(TabRun(group: tab.group, tabs: [tab]))
        }
      }
      return runs
    }

    var body: some View {
      TabView(selection: host.selectedTab) {
        ForEach(runs) { run in
          if let group = run.group {
            TabSection {
              ForEach(run.tabs) { tab in self.tab(tab) }
            } header: {
              screens.tabLabel(group)
            }
            .customizationID(Self.customizationID(ofGroup: group))
          } else {
            ForEach(run.tabs) { tab in self.tab(tab) }
          }
        }
      }
      .tabViewStyle(.sidebarAdaptable)
      .tabViewCustomization(customization)
    }

    private func tab(_ tab: DrawnTab) -> some TabContent<AnyTag> {
      Tab(value: tab.id, role: tab.role == .search ? .search : nil) {
        TabContentView(host: host, screens: screens, tab: tab)
      } label: {
        screens.tabLabel(tab.id)
      }
      .customizationID(Self.customizationID(of: tab.id))
    }

    nonisolated static func customizationID(of tab: AnyTag) -> String { "tab:\(tab)" }
    nonisolated static func customizationID(ofGroup group: AnyTag) -> String { "group:\(group)" }

    /// The customization SwiftUI draws: the tabs the navigator holds hidden are hidden in the
    /// sidebar, and no order of its own (the tabs are listed in the navigator's). A write is the
    /// user's edit: read back as the tabs in their new order, each hidden or not.
    ///
    /// NB: Undocumented: whether SwiftUI reorders a section's tabs by the customization's order or
    /// by the order they are listed in; the host gives no order, so both draw the navigator's.
    private var customization: Binding<TabViewCustomization> {
      let arrangement = host.tabArrangement
      return Binding {
        var customization = TabViewCustomization()
        for tab in arrangement.wrappedValue where tab.hidden {
          customization[sidebarVisibility: Self.customizationID(of: tab.id)] = .hidden
        }
        return customization
      } set: { customization in
        let drawn = arrangement.wrappedValue
        var arranged: [DrawnTab] = []
        // NB: the user reorders a section's tabs; those its order leaves out follow, as listed.
        for run in runs {
          let order = run.group.flatMap { customization[sectionID: Self.customizationID(ofGroup: $0)] } ?? []
          let listed = order.compactMap { id in run.tabs.first { Self.customizationID(of: $0.id) == id } }
          arranged += listed + run.tabs.filter { !listed.contains($0) }
        }
        let shown = arranged.map { tab in
          var tab = tab
          tab.hidden = customization[sidebarVisibility: Self.customizationID(of: tab.id)] == .hidden
          return tab
        }
        guard shown != drawn else { return }
        arrangement.wrappedValue = shown
      }
    }
  }

  /// A run of tabs `TabView` lists together: a group's, or one tab of the bar.
  @available(iOS 18, *)
  struct TabRun: Identifiable {
    let group: AnyTag?
    var tabs: [DrawnTab]
    var id: String {
      group.map { SidebarAdaptableTabs.customizationID(ofGroup: $0) }
        ?? SidebarAdaptableTabs.customizationID(of: tabs[0].id)
    }
  }
#endif
