extension NavigationState: CustomStringConvertible {
  /// The tree drawn in ASCII, one screen a line, as the demo and test failures print it.
  ///
  ///     stack
  ///     ├─ home
  ///     └─ product(42) #p
  ///     sheet
  ///     └─ cart
  public var description: String {
    var lines: [String] = []
    switch root {
    case .stack(let stack):
      lines.append("stack")
      lines += Self.draw(stack, indent: "")
    case .tabs(let bar):
      lines.append(bar.showsMoreList ? "tabs (the More list on screen)" : "tabs")
      for (index, tab) in bar.tabs.enumerated() {
        let last = index == bar.tabs.count - 1
        var marks = tab.group.map { " in \($0)" } ?? ""
        if tab.role == .search { marks += " (search)" }
        if bar.hidden.contains(tab.id) { marks += " (hidden)" }
        if index == bar.selectedIndex { marks += " (selected)" }
        lines.append("\(last ? "└─" : "├─") [\(tab.id)]\(marks)")
        let indent = last ? "   " : "│  "
        switch tab.content {
        case .stack(let stack): lines += Self.draw(stack, indent: indent)
        case .split(let split): lines += Self.draw(split).map { indent + $0 }
        }
      }
    case .split(let split):
      lines += Self.draw(split)
    }
    for layer in modals {
      lines.append("\(layer.style)")
      lines += Self.draw(layer.stack, indent: "")
    }
    return lines.joined(separator: "\n")
  }

  /// A split: its columns, the compact column marked; collapsed, the single stack it shows.
  private static func draw(_ split: SplitRoot) -> [String] {
    var lines = ["split\(split.isCollapsed ? " (collapsed)" : "")"]
    for (index, column) in split.columns.enumerated() {
      let last = index == split.columns.count - 1
      let mark = column == split.compactColumn ? " (compact)" : ""
      let hidden = split.isCollapsed && column > split.compactColumn ? " (hidden)" : ""
      lines.append("\(last ? "└─" : "├─") [\(column)]\(mark)\(hidden)")
      lines += draw(split[column] ?? split.detail, indent: last ? "   " : "│  ")
    }
    return lines
  }

  private static func draw(_ stack: ScreenStack, indent: String) -> [String] {
    let entries = stack.entries
    return entries.enumerated().map { index, entry in
      "\(indent)\(index == entries.count - 1 ? "└─" : "├─") \(entry)"
    }
  }
}
