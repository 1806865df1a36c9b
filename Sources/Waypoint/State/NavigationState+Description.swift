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
      lines.append("tabs")
      for (index, tab) in bar.tabs.enumerated() {
        let last = index == bar.tabs.count - 1
        let mark = index == bar.selectedIndex ? " (selected)" : ""
        lines.append("\(last ? "└─" : "├─") [\(tab.id)]\(mark)")
        lines += Self.draw(tab.stack, indent: last ? "   " : "│  ")
      }
    }
    for layer in modals {
      lines.append("\(layer.style)")
      lines += Self.draw(layer.stack, indent: "")
    }
    return lines.joined(separator: "\n")
  }

  private static func draw(_ stack: ScreenStack, indent: String) -> [String] {
    let entries = stack.entries
    return entries.enumerated().map { index, entry in
      "\(indent)\(index == entries.count - 1 ? "└─" : "├─") \(entry)"
    }
  }
}
