import Foundation
import Waypoint

// Feeds libFuzzer's bytes to a RouteTable. Any crash, or a broken round-trip (which traps on
// purpose), is a finding. The input's first two bytes pick what is fuzzed:
//   "P:" + pattern      registers the pattern in a fresh table (with route constructors and at
//                       run time), then opens a few links with it
//   "H:" + hosts        sets up a table with the hosts (comma-separated) and, after `|`, the
//                       schemes; a malformed one must be a typed error, a good one must work
//   "R:" + bytes        builds a route from the bytes, prints it, and parses the link back
//   anything else       is a link: parsed and matched, and when it matches, printed and parsed back
// Dictionary: Fuzz/Dictionaries/RouteFuzz.dict (run.sh passes it).

enum Shop: Route {
  case home, catalog, cart
  case product(Int)
  case reviews(Int)
  case review(Int, Int)
  case article(String)
  case price(Double)
  case order(UUID)
  case toggle(Bool)
  case search(String, page: Int, sort: String?)
  case files([String])
  case tags([String], ids: [Int])
  case story(String, section: String?)
  case chapter(Int, section: Int)
  case promotion(String)
}

let links: RouteTable<Shop> = {
  var links = try! RouteTable<Shop>(
    schemes: ["shop"], hosts: ["shop.example", "*.shop.example"], maxLength: 1024)
  do {
    try links.add("", Shop.home)
    try links.add("catalog", Shop.catalog)
    try links.add("product/:id(int)", Shop.product)
    try links.add("product/:id(int)/reviews", Shop.reviews)
    try links.add("product/:id(int)/reviews/:review(int)", Shop.review)
    try links.add("product/:slug(string)", Shop.article)
    try links.add("price/:amount(double)", Shop.price)
    try links.add("order/:id(uuid)", Shop.order)
    try links.add("toggle/:on(bool)", Shop.toggle)
    try links.add("search?q=:q&page=:page(int)=1&sort=:sort?", Shop.search, placement: .present(.sheet))
    try links.add("files/*path", Shop.files)
    try links.add("cart", Shop.cart, placement: .present(.sheet))
    try links.add("tags?tag=:tags&id=:ids([int])", Shop.tags)
    try links.add("story/:slug#:section?", Shop.story)
    try links.add("chapter/:n(int)#:section(int)=1", Shop.chapter)
    try links.add(
      RoutePattern("promo/:code"),
      values: { route in
        guard case .promotion(let code) = route else { return nil }
        return ["code": code]
      },
      build: { match in match.value("code", as: String.self).map(Shop.promotion) })
  } catch {
    fatalError("the fuzz table is invalid: \(error)")
  }
  return links
}()

/// Traps unless `route` prints to a link that parses back to it (or is one no link can carry).
func checkRoundTrip(_ route: Shop) {
  guard let path = try? links.path(for: route) else { return }
  guard let again = try? links.route(for: path), again == route else {
    fatalError("round-trip broken: \(route) printed as \(path)")
  }
  _ = try? links.parse(links.string(for: route))
}

func route(from bytes: [UInt8]) -> Shop {
  guard let first = bytes.first else { return .home }
  let rest = Array(bytes.dropFirst())
  let text = String(decoding: rest, as: UTF8.self)
  var number = 0
  for byte in rest.prefix(8) { number = number << 8 | Int(byte) }
  let pieces = text.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
  switch first % 14 {
  case 0: return .product(number)
  case 1: return .review(number, 0 &- number)
  case 2: return .article(text)
  case 3: return .price(Double(bitPattern: UInt64(truncatingIfNeeded: number)))
  case 4: return .toggle(number & 1 == 0)
  case 5: return .search(text, page: number, sort: rest.count % 2 == 0 ? nil : text)
  case 6: return .files(pieces)
  case 7: return .order(UUID(uuid: uuid(rest)))
  case 8: return .reviews(number)
  case 9: return .tags(pieces, ids: rest.map { Int($0) - 128 })
  case 10: return .story(pieces[0], section: pieces.count > 1 ? pieces[1] : nil)
  case 11: return .chapter(number, section: 0 &- number)
  case 12: return .promotion(text)
  default: return .catalog
  }
}

func uuid(_ bytes: [UInt8]) -> uuid_t {
  var b = Array(bytes.prefix(16))
  while b.count < 16 { b.append(0) }
  return (
    b[0], b[1], b[2], b[3], b[4], b[5], b[6], b[7], b[8], b[9], b[10], b[11], b[12], b[13], b[14], b[15]
  )
}

/// Registers `pattern` every way a table takes one, then opens and prints a few links with it.
func fuzzPattern(_ pattern: String, caseSensitive: Bool) {
  var table = try! RouteTable<Shop>(schemes: ["shop"], caseSensitive: caseSensitive)
  let added =
    (try? table.add(pattern, Shop.article)) != nil || (try? table.add(pattern, Shop.product)) != nil
    || (try? table.add(pattern, Shop.search)) != nil || (try? table.add(pattern, Shop.cart)) != nil
    || (try? table.add(pattern, Shop.tags)) != nil || (try? table.add(pattern, Shop.story)) != nil
    || (try? table.add(pattern, Shop.files)) != nil
  var runtime = try! RouteTable<Shop>(schemes: ["shop"], caseSensitive: caseSensitive)
  if let checked = try? RoutePattern(pattern) {
    _ = checked.names
    _ = try? runtime.add(checked, values: { _ in ["a": "x"] }) { match in .article(match.description) }
  }
  for table in added ? [table, runtime] : [runtime] {
    for link in [
      "shop://" + pattern, "shop://x/42?q=a&q=&tag=1#s",
      "/" + pattern.replacingOccurrences(of: ":", with: ""),
    ] {
      _ = try? table.match(link)
      if let route = try? table.route(for: link), let path = try? table.path(for: route) {
        precondition((try? table.route(for: path)) == route, "round-trip broken in \(pattern): \(path)")
      }
    }
    _ = table.routeMap(.dot)
    _ = try? table.appSiteAssociation(appIDs: ["A.b"])
  }
}

/// Sets up a table with `hosts` and `schemes`: either a typed error, or a table whose hosts
/// take links and print.
func fuzzHosts(_ hosts: [String], schemes: [String], barePaths: Bool) {
  var table: RouteTable<Shop>
  do {
    table = try RouteTable<Shop>(schemes: schemes, hosts: hosts, acceptsBarePaths: barePaths)
  } catch {
    guard case .invalidHost = error else {
      guard case .invalidScheme = error else { fatalError("a host or scheme set-up failed with \(error)") }
      return
    }
    return
  }
  do {
    try table.add("catalog", Shop.catalog)
  } catch {
    fatalError("a valid table refused a plain pattern: \(error)")
  }
  for host in hosts {
    let concrete = host.hasPrefix("*.") ? "a" + host.dropFirst() : Substring(host)
    precondition(
      (try? table.route(for: "https://\(concrete)/catalog")) == .catalog, "\(host) takes no link")
  }
  for scheme in schemes {
    precondition((try? table.route(for: "\(scheme)://catalog")) == .catalog, "\(scheme) takes no link")
  }
  if let link = try? table.string(for: .catalog) {
    precondition((try? table.route(for: link)) == .catalog, "\(link) does not open what it printed")
  }
  _ = table.associatedDomains
  _ = table.appSiteAssociationURLs
  _ = table.routeMap(.mermaid)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func routeFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  switch bytes.prefix(2) {
  case [UInt8(ascii: "P"), UInt8(ascii: ":")]:
    fuzzPattern(String(decoding: bytes.dropFirst(2), as: UTF8.self), caseSensitive: bytes.count % 2 == 0)
  case [UInt8(ascii: "H"), UInt8(ascii: ":")]:
    let text = String(decoding: bytes.dropFirst(2), as: UTF8.self)
    let parts = text.split(separator: "|", maxSplits: 1, omittingEmptySubsequences: false)
    func list(_ part: Substring) -> [String] {
      part.isEmpty ? [] : part.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
    }
    fuzzHosts(list(parts[0]), schemes: parts.count > 1 ? list(parts[1]) : [], barePaths: bytes.count % 2 == 0)
  case [UInt8(ascii: "R"), UInt8(ascii: ":")]:
    checkRoundTrip(route(from: Array(bytes.dropFirst(2))))
  default:
    let text = String(decoding: bytes, as: UTF8.self)
    _ = try? links.match(text)
    if let link = try? links.parse(text) {
      var state = NavigationState(root: Shop.home)
      try? state.open(link)
      checkRoundTrip(link.route)
    }
  }
  return 0
}
