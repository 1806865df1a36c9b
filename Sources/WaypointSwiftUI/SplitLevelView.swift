#if canImport(SwiftUI) && canImport(UIKit)
  import SwiftUI
  @_spi(Hosts) import Waypoint

  /// A split view, the root's or a tab's: a `NavigationSplitView` with a `NavigationStack` per
  /// column. Which column shows on a compact width is the session's (`preferredCompactColumn`,
  /// iOS 17); whether it is collapsed is read from the horizontal size class and reported as a
  /// fact (every split follows the window's width). The columns' visibility on a regular width
  /// (`columnVisibility`) is the user's display mode, not state.
  struct SplitLevelView: View {
    let host: SwiftUIHost
    let screens: ScreenViews
    let columns: [SplitColumn]
    /// The tab showing the split; `nil` for the root's.
    var tab: AnyTag?
    @Environment(\.horizontalSizeClass) private var sizeClass
    @State private var visibility = NavigationSplitViewVisibility.automatic

    var body: some View {
      split
        .onChange(of: sizeClass, initial: true) { _, new in
          // NB: SwiftUI collapses a split view in a compact width; the size class is how a view
          // learns it (SwiftUISplitTraces.collapses).
          guard let new else { return }
          host.session?.report(.splitCollapsed(new == .compact, top: nil))
        }
    }

    @ViewBuilder private var split: some View {
      let shown = host.compactColumn(inTab: tab)
      let compact = Binding(
        get: { shown.wrappedValue.swiftUI },
        set: { shown.transaction($1).wrappedValue = SplitColumn($0) })
      if columns.contains(.supplementary) {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: compact) {
          column(.sidebar)
        } content: {
          column(.supplementary)
        } detail: {
          column(.detail)
        }
      } else {
        NavigationSplitView(columnVisibility: $visibility, preferredCompactColumn: compact) {
          column(.sidebar)
        } detail: {
          column(.detail)
        }
      }
    }

    private func column(_ column: SplitColumn) -> StackView {
      StackView(
        host: host, screens: screens, location: tab.map { .tabColumn($0, column) } ?? .column(column),
        root: nil)
    }
  }

  extension SplitColumn {
    /// SwiftUI's name of the column.
    var swiftUI: NavigationSplitViewColumn {
      switch self {
      case .sidebar: .sidebar
      case .supplementary: .content
      case .detail: .detail
      }
    }

    /// The column SwiftUI names.
    init(_ column: NavigationSplitViewColumn) {
      switch column {
      case .sidebar: self = .sidebar
      case .content: self = .supplementary
      default: self = .detail
      }
    }
  }
#endif
