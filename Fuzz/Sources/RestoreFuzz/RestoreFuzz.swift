import Foundation
import Waypoint

// Feeds libFuzzer's bytes to Restoration.decode, as a document read back from disk. Any crash,
// hang or unbounded allocation is a finding; so is a document that decodes but does not
// survive a round trip (which traps on purpose): encode(decode(x)) must decode to the same
// tree, and encoding is a fixed point from there on.

enum Shop: Route, Codable {
  case home, cart, checkout
  case product(Int)
  case search(String, page: Int)
  case files([String])
  case price(Double)
}

enum AppTab: String, Codable, Hashable, Sendable {
  case shop, search, account
}

struct Badge: Codable, Hashable, Sendable {
  var name: String
  var count: Int?
}

let restoration: Restoration = {
  var restoration = Restoration(
    version: 2, limits: RestorationLimits(maxBytes: 16_384, maxDepth: 32, maxScreens: 200))
  do {
    try restoration.register(Shop.self, as: "shop")
    try restoration.register(AppTab.self, as: "tab")
    try restoration.register(Badge.self, as: "badge")
    // Flow nodes decode against registered kinds; no flow is made while decoding.
    try restoration.registerFlow(Flow.self, as: "flow") { placement, id in
      Flow(identifier: id, placement: placement)
    }
    // Version 1 called `product` `item` and registered Shop as "Shop".
    try restoration.addMigration(from: 1) { document in
      try document.renameType("Shop", to: "shop")
      try document.mapValues(ofType: "shop") { $0.renamingKey("item", to: "product") }
    }
  } catch {
    fatalError("the fuzz restoration is invalid: \(error)")
  }
  return restoration
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func restoreFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
  let data = Data(bytes: start, count: count)
  guard let state = try? restoration.decode(data) else { return 0 }
  let encoded: Data
  do {
    encoded = try restoration.encode(state)
  } catch .tooLarge {
    // Re-encoding may write numbers longer than the input did (`1e5` as `100000`).
    return 0
  } catch {
    fatalError("a decoded tree failed to encode: \(error)\n\(state)")
  }
  guard let again = try? restoration.decode(encoded), again.hasSameStructure(as: state) else {
    fatalError("round trip broken:\n\(state)\nencoded as \(String(decoding: encoded, as: UTF8.self))")
  }
  guard (try? restoration.encode(again)) == encoded else {
    fatalError("encoding is not a fixed point: \(String(decoding: encoded, as: UTF8.self))")
  }
  return 0
}
