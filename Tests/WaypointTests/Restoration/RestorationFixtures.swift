import Foundation
import Waypoint

@testable import WaypointHarness

// Codable forms of the shared fixtures, and random trees for the restoration tests.

/// A tag type with structure, registered like a route.
struct RestorationBadge: Hashable, Sendable, Codable {
  var name: String
  var count: Int
}

/// A route that cannot be saved: not Codable.
struct RestorationUncodableRoute: Route {
  var id: Int
}

/// A route that could be saved but is not registered.
struct RestorationUnregisteredRoute: Route, Codable {
  var id: Int
}

extension Restoration {
  /// The restoration of the test shop: pages, profile screens, tabs and badges registered.
  static func shop(version: Int = 1, limits: RestorationLimits = .default) -> Restoration {
    var restoration = Restoration(version: version, limits: limits)
    try! restoration.register(Page.self, as: "page")
    try! restoration.register(Profile.self, as: "profile")
    try! restoration.register(TabID.self, as: "tab")
    try! restoration.register(RestorationBadge.self, as: "badge")
    return restoration
  }
}

extension NavigationState {
  /// A random tree: `seeds` decoded into operations from a start state, then `retags` put
  /// other route and tag types (`Profile`, `Int`, `RestorationBadge`) on random screens.
  static func randomTree(tabs: Bool, seeds: [Int], retags: [Int]) -> NavigationState {
    randomTree(kind: tabs ? 1 : 0, seeds: seeds, retags: retags)
  }

  /// A random tree grown from ``start(kind:)``: a stack, tabs or a split.
  static func randomTree(kind: Int, seeds: [Int], retags: [Int]) -> NavigationState {
    var state = NavigationState.start(kind: kind)
    for seed in seeds { Operation(seed).apply(to: &state) }
    var locations: [StackLocation] =
      state.tabBar.map { $0.ids.map(StackLocation.tab) } ?? state.split.map {
        $0.columns.map(StackLocation.column)
      }
      ?? [.root]
    locations += state.modals.indices.map(StackLocation.modal)
    for seed in retags {
      let n = abs(seed)
      let location = locations[n % locations.count]
      guard var stack = state[stack: location] else { continue }
      var entries = stack.entries
      let index = (n / 7) % entries.count
      let old = entries[index]
      let tag: AnyTag? =
        switch (n / 31) % 4 {
        case 0: AnyTag(n % 5)
        case 1: AnyTag(RestorationBadge(name: "b\(n % 3)", count: n % 4))
        case 2: nil
        default: old.tag
        }
      let route = (n / 124) % 3 == 0 ? AnyRoute(Profile.orders) : old.route
      entries[index].route = route
      entries[index].tag = tag
      stack = ScreenStack(root: entries[0], path: Array(entries.dropFirst()))
      state[stack: location] = stack
    }
    return state
  }
}

/// The case of a restoration error, without its payload, for tables.
func restorationErrorKind(_ error: RestorationError) -> String {
  switch error {
  case .duplicateName: "duplicateName"
  case .duplicateType: "duplicateType"
  case .invalidName: "invalidName"
  case .invalidMigration: "invalidMigration"
  case .navigationFailed: "navigationFailed"
  case .notCodable: "notCodable"
  case .notRegistered: "notRegistered"
  case .encodingFailed: "encodingFailed"
  case .tooLarge: "tooLarge"
  case .tooDeep: "tooDeep"
  case .tooManyScreens: "tooManyScreens"
  case .corrupted: "corrupted"
  case .notADocument: "notADocument"
  case .unsupportedFormat: "unsupportedFormat"
  case .futureVersion: "futureVersion"
  case .missingMigration: "missingMigration"
  case .migrationFailed: "migrationFailed"
  case .unknownType: "unknownType"
  case .invalidValue: "invalidValue"
  case .invalidTree: "invalidTree"
  case .refused: "refused"
  }
}

/// The kind of error decoding `text` gives, or `nil` when it decodes.
func restorationFailure(_ text: String, _ restoration: Restoration = .shop()) -> String? {
  do throws(RestorationError) {
    _ = try restoration.decode(Data(text.utf8))
    return nil
  } catch {
    return restorationErrorKind(error)
  }
}

extension AnyNavigator {
  /// The snapshot made with `restoration` as the navigator's registry.
  func snapshot(using restoration: Restoration) throws(RestorationError) -> Data {
    self.restoration = restoration
    return try snapshot()
  }

  /// Restores `data` with `restoration` as the navigator's registry.
  func restore(from data: Data, using restoration: Restoration, animated: Bool = false)
    async throws(RestorationError)
  {
    self.restoration = restoration
    try await restore(from: data, animated: animated).value
  }

  /// Restores `data`, or falls back, with `restoration` as the navigator's registry.
  @discardableResult
  func restore(
    from data: Data?, using restoration: Restoration, fallback: NavigationState, animated: Bool = false
  ) async throws(NavigationError) -> RestorationOutcome {
    self.restoration = restoration
    return try await restore(from: data, fallback: fallback, animated: animated).value
  }
}
