import RoutingKit
import Waypoint

// The routing workload shared by the package-benchmark suite (RoutingBenchmarks) and the
// instruction counter (RoutingInstructions), so both measure exactly the same thing.
//
// Each section i registers two patterns that share a placeholder position:
//   Waypoint:   section<i>/items/:id(int)/detail?page=:page(int)=1   and   section<i>/items/:slug/summary
//   RoutingKit: section<i>/items/:id/detail                              and   section<i>/items/:id/summary
// (RoutingKit needs one parameter name per position.) The link asks for the last section's
// `summary`, so Waypoint first tries the `int` branch, fails at `summary`, and backtracks to the
// `string` branch: its worst case. RoutingKit keeps one wildcard per node and needs no
// backtracking. Waypoint also converts `id` to `Int` and reads the query; RoutingKit only
// collects strings.

public enum BenchRoute: Route {
  case detail(section: Int, id: Int, page: Int)
  case summary(section: Int, slug: String)
}

public let sizes = [10, 1_000, 10_000]

public func waypointTable(_ n: Int) -> RouteTable<BenchRoute> {
  var table = try! RouteTable<BenchRoute>(schemes: ["bench"], hosts: ["bench.example"])
  for section in 0..<n {
    try! table.add("section\(section)/items/:id(int)/detail?page=:page(int)=1") { id, page in
      .detail(section: section, id: id, page: page)
    }
    try! table.add("section\(section)/items/:slug/summary") { (slug: String) in
      .summary(section: section, slug: slug)
    }
  }
  return table
}

public func routingKitRouter(_ n: Int) -> TrieRouter<Int> {
  let router = TrieRouter(Int.self)
  for section in 0..<n {
    router.register(2 * section, at: ["section\(section)", "items", ":id", "detail"])
    router.register(2 * section + 1, at: ["section\(section)", "items", ":id", "summary"])
  }
  return router
}

public func worstLink(_ n: Int) -> String {
  "https://bench.example/section\(n - 1)/items/12345/summary?page=3"
}

/// What a server does before asking RoutingKit: the path of the URL, split into segments.
/// A plain byte splitter over the link's UTF-8 buffer (no `String.Index` arithmetic), so
/// RoutingKit is not slowed down by the splitter.
public func routingKitSegments(_ link: String) -> [String] {
  var link = link
  return link.withUTF8 { bytes in
    let slash = UInt8(ascii: "/")
    var start = 0
    if let colon = bytes.firstIndex(of: UInt8(ascii: ":")) { start = colon + 3 }
    let end = bytes[start...].firstIndex(of: UInt8(ascii: "?")) ?? bytes.count
    guard let first = bytes[start..<end].firstIndex(of: slash) else { return [] }
    func segment(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    var segments: [String] = []
    var segmentStart = first + 1
    for index in segmentStart..<end where bytes[index] == slash {
      segments.append(segment(segmentStart..<index))
      segmentStart = index + 1
    }
    if segmentStart < end { segments.append(segment(segmentStart..<end)) }
    return segments
  }
}

// Route → link. Each of the first n − 1 sections registers `section<i>/about` for the route
// `.about(i)`; the last pattern is `product/:id(int)?ref=:ref=home` for `.product(id:ref:)`, so a
// table that tried its patterns in order would pass all the others before printing a product.

public enum PrintRoute: Route {
  case about(Int)
  case product(id: Int, ref: String)
}

public let printedRoute = PrintRoute.product(id: 42, ref: "mail")
public let printedLink = "https://bench.example/product/42?ref=mail"

public func printTable(_ n: Int) -> RouteTable<PrintRoute> {
  var table = try! RouteTable<PrintRoute>(schemes: ["bench"], hosts: ["bench.example"])
  for section in 0..<(n - 1) {
    try! table.add("section\(section)/about", PrintRoute.about(section))
  }
  try! table.add("product/:id(int)?ref=:ref=home", PrintRoute.product)
  return table
}
