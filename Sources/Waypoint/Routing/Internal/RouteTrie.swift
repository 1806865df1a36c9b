/// The compiled patterns of a ``RouteTable``: a trie over path segments, stored in an array so
/// the table stays a value.
///
/// Each node has a dictionary of literal children, placeholder edges sorted by rank (typed
/// ones first, `string` last) and at most one catch-all. A lookup takes the literal child by
/// hashing, then tries the placeholder edges in rank order, backtracking when a branch fails
/// further down.
struct RouteTrie: Sendable {
  struct Node: Sendable {
    var literals: [Substring: Int] = [:]
    var placeholders: [Edge] = []
    var catchAll: Int?
    var entry: Int?
  }

  struct Edge: Sendable {
    var kind: ParameterKind
    var rank: Int
    var name: String
    var child: Int
  }

  /// A successful lookup: the entry, the placeholder values in order, and the nodes passed
  /// through (root first), whose entries make up the link's path.
  struct Match {
    var entry: Int
    var values: [any Sendable]
    var trail: [Int]
  }

  var nodes: [Node] = [Node()]
  let isCaseSensitive: Bool

  init(caseSensitive: Bool) {
    self.isCaseSensitive = caseSensitive
  }

  /// The node reached by a pattern's segments, created as needed, and whether the pattern is a
  /// catch-all. `rank` orders placeholder types.
  mutating func insert(
    _ segments: [RoutePattern.Segment], kinds: [ParameterKind], rank: (ParameterKind) -> Int
  ) -> (node: Int, isCatchAll: Bool) {
    var node = 0
    var kindIndex = 0
    for segment in segments {
      switch segment {
      case .literal(let text):
        let key = Substring(isCaseSensitive ? text : text.lowercased())
        if let child = nodes[node].literals[key] {
          node = child
        } else {
          nodes.append(Node())
          nodes[node].literals[key] = nodes.count - 1
          node = nodes.count - 1
        }
      case .placeholder(let name, _):
        let kind = kinds[kindIndex]
        kindIndex += 1
        if let edge = nodes[node].placeholders.first(where: { $0.kind.type == kind.type }) {
          node = edge.child
        } else {
          nodes.append(Node())
          let edge = Edge(kind: kind, rank: rank(kind), name: name, child: nodes.count - 1)
          nodes[node].placeholders.append(edge)
          nodes[node].placeholders.sort { $0.rank < $1.rank }
          node = edge.child
        }
      case .catchAll:
        return (node, true)
      }
    }
    return (node, false)
  }

  /// Finds the highest-priority match for `segments`.
  ///
  /// - Parameter failure: Set to the deepest placeholder refusal seen, to explain a miss.
  /// - Complexity: O(*m*) hash lookups for *m* segments when the patterns met are literal.
  ///   Each placeholder edge may be tried as well, so the worst case is O(*m* · *k*^*d*) for
  ///   *k* placeholder types at a node and *d* segments matched by placeholders on a failing
  ///   branch. Neither depends on the number of patterns.
  func match(_ segments: [Substring], failure: inout (depth: Int, error: DeepLinkError)?) -> Match? {
    var values: [any Sendable] = []
    var trail: [Int] = []
    values.reserveCapacity(4)
    trail.reserveCapacity(segments.count + 1)
    guard let entry = walk(0, 0, segments, &values, &trail, &failure) else { return nil }
    return Match(entry: entry, values: values, trail: trail)
  }

  private func walk(
    _ nodeIndex: Int, _ depth: Int, _ segments: [Substring], _ values: inout [any Sendable],
    _ trail: inout [Int], _ failure: inout (depth: Int, error: DeepLinkError)?
  ) -> Int? {
    let node = nodes[nodeIndex]
    trail.append(nodeIndex)
    if depth == segments.count {
      if let entry = node.entry { return entry }
      trail.removeLast()
      return nil
    }
    let segment = segments[depth]
    let key = isCaseSensitive ? segment : Substring(segment.lowercased())
    if let child = node.literals[key],
      let entry = walk(child, depth + 1, segments, &values, &trail, &failure)
    {
      return entry
    }
    for edge in node.placeholders {
      guard let value = edge.kind.parse(segment) else {
        if failure == nil || failure!.depth < depth {
          failure = (depth, edge.kind.failure(parameter: edge.name, text: segment))
        }
        continue
      }
      values.append(value)
      if let entry = walk(edge.child, depth + 1, segments, &values, &trail, &failure) { return entry }
      values.removeLast()
    }
    if let entry = node.catchAll {
      values.append(segments[depth...].map(String.init))
      return entry
    }
    trail.removeLast()
    return nil
  }
}
