import Foundation

extension RouteTable {
  /// A text format for ``routeMap(_:leadsTo:)``.
  public enum RouteMapFormat: Hashable, Sendable {
    /// Graphviz DOT: `dot -Tsvg routes.dot -o routes.svg`.
    case dot
    /// A Mermaid flowchart, which GitHub renders in Markdown.
    case mermaid
  }

  /// A picture of the table: its schemes and hosts as the title (`https://*.example.com` for a
  /// wildcard host), one box per pattern (with its placement), a solid arrow from each
  /// pattern to the longer patterns whose links include its route in their path (same
  /// placement, see ``parse(_:)-(String)``), and a dashed
  /// arrow for each pair in `leadsTo` (which screen opens which, as the app knows it).
  ///
  /// ```swift
  /// let dot = links.routeMap(.dot, leadsTo: [(.product(0), .reviews(0))])
  /// ```
  ///
  /// - Parameters:
  ///   - format: DOT or Mermaid.
  ///   - leadsTo: Pairs of routes, each drawn as an arrow between the patterns that print
  ///     them; a pair with a route no pattern prints is left out.
  /// - Returns: The text of the picture.
  /// - Complexity: O(*p* · *e*) for *p* patterns and *e* pairs.
  public func routeMap(_ format: RouteMapFormat, leadsTo: [(from: Route, to: Route)] = []) -> String {
    var literalChildren: [Int: [(String, Int)]] = [:]
    for edge in trie.literals.edges {
      literalChildren[edge.node, default: []].append((trie.literals.text(of: edge), edge.child))
    }
    var pathEdges: [(Int, Int)] = []
    func visit(_ node: Int, parent: Int?) {
      let here = trie.nodes[node]
      if let entry = here.entry, let parent { pathEdges.append((parent, entry)) }
      let nearest = here.entry ?? parent
      if let catchAll = here.catchAll, let nearest { pathEdges.append((nearest, catchAll)) }
      let literals = literalChildren[node, default: []].sorted { $0.0 < $1.0 }.map(\.1)
      let children = literals + here.placeholders.map(\.child)
      for child in children { visit(child, parent: nearest) }
    }
    visit(0, parent: nil)
    pathEdges = pathEdges.filter { entries[$0.0].placement == entries[$0.1].placement }
    pathEdges.sort { ($0.0, $0.1) < ($1.0, $1.1) }
    let appEdges = leadsTo.compactMap { pair -> (Int, Int)? in
      let (reflectedFrom, reflectedTo) = (ReflectedRoute(pair.from), ReflectedRoute(pair.to))
      guard let from = entries.firstIndex(where: { $0.extract(pair.from, reflectedFrom) != nil }),
        let to = entries.firstIndex(where: { $0.extract(pair.to, reflectedTo) != nil })
      else { return nil }
      return (from, to)
    }
    let labels = entries.map { entry in
      "/\(entry.pattern.text.drop { $0 == "/" })\\n\(entry.placement)"
    }
    let title = (origins.schemes.map { "\($0)://" } + origins.hosts.map { "https://\($0.text)" })
      .joined(separator: ", ")
    var lines: [String] = []
    switch format {
    case .dot:
      lines.append("digraph routes {")
      lines.append("  rankdir=LR;")
      if !title.isEmpty { lines += ["  labelloc=t;", "  label=\"\(dotEscaped(title))\";"] }
      lines.append("  node [shape=box, fontname=\"Helvetica\"];")
      for (index, label) in labels.enumerated() {
        lines.append("  r\(index) [label=\"\(dotEscaped(label))\"];")
      }
      for (from, to) in pathEdges { lines.append("  r\(from) -> r\(to);") }
      for (from, to) in appEdges { lines.append("  r\(from) -> r\(to) [style=dashed, label=\"leads to\"];") }
      lines.append("}")
    case .mermaid:
      // NB: the title is quoted, so YAML reads no scheme or host character (`*`, `:`) as syntax.
      if !title.isEmpty { lines += ["---", "title: \"\(title)\"", "---"] }
      lines.append("flowchart LR")
      for (index, label) in labels.enumerated() {
        lines.append("  r\(index)[\"\(mermaidEscaped(label))\"]")
      }
      for (from, to) in pathEdges { lines.append("  r\(from) --> r\(to)") }
      for (from, to) in appEdges { lines.append("  r\(from) -. leads to .-> r\(to)") }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func dotEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "\\\"")
  }

  private func mermaidEscaped(_ text: String) -> String {
    text.replacingOccurrences(of: "\"", with: "#quot;").replacingOccurrences(of: "\\n", with: "<br/>")
  }
}
