import Foundation
import Waypoint

// Feeds libFuzzer's bytes to a RouteTable. Any crash, or a broken round-trip (which traps on
// purpose), is a finding. The input's first two bytes pick what is fuzzed:
//   "P:" + pattern      registers the pattern in a fresh table, then opens a few links with it
//   "R:" + bytes        builds a route from the bytes, prints it, and parses the link back
//   anything else       is a link: parsed, and when it matches, printed and parsed back

enum Shop: Hashable, Sendable {
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
}

let links: RouteTable<Shop> = {
  var links = RouteTable<Shop>(schemes: ["shop"], hosts: ["shop.example"], maxLength: 1024)
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
  switch first % 10 {
  case 0: return .product(number)
  case 1: return .review(number, -number)
  case 2: return .article(text)
  case 3: return .price(Double(bitPattern: UInt64(truncatingIfNeeded: number)))
  case 4: return .toggle(number & 1 == 0)
  case 5: return .search(text, page: number, sort: rest.count % 2 == 0 ? nil : text)
  case 6: return .files(text.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
  case 7: return .order(UUID(uuid: uuid(rest)))
  case 8: return .reviews(number)
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

@_cdecl("LLVMFuzzerTestOneInput")
public func routeFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let bytes = Array(UnsafeRawBufferPointer(start: start, count: count))
  switch bytes.prefix(2) {
  case [UInt8(ascii: "P"), UInt8(ascii: ":")]:
    let pattern = String(decoding: bytes.dropFirst(2), as: UTF8.self)
    var table = RouteTable<Shop>(schemes: ["shop"], caseSensitive: bytes.count % 2 == 0)
    if (try? table.add(pattern, Shop.article)) != nil || (try? table.add(pattern, Shop.product)) != nil
      || (try? table.add(pattern, Shop.search)) != nil || (try? table.add(pattern, Shop.cart)) != nil
    {
      for link in [
        "shop://" + pattern, "shop://x/42?q=a", "/" + pattern.replacingOccurrences(of: ":", with: ""),
      ] {
        if let route = try? table.route(for: link), let path = try? table.path(for: route) {
          precondition((try? table.route(for: path)) == route, "round-trip broken in \(pattern): \(path)")
        }
      }
      _ = table.routeMap(.dot)
      _ = try? table.appSiteAssociation(appIDs: ["A.b"])
    }
  case [UInt8(ascii: "R"), UInt8(ascii: ":")]:
    checkRoundTrip(route(from: Array(bytes.dropFirst(2))))
  default:
    let text = String(decoding: bytes, as: UTF8.self)
    if let link = try? links.parse(text) {
      var state = NavigationState(root: Shop.home)
      try? state.open(link)
      checkRoundTrip(link.route)
    }
  }
  return 0
}
