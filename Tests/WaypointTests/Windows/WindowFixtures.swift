import Foundation
import Waypoint

@testable import WaypointHarness

/// The links of the windows tests: the home page, products pushed on it, the cart as a sheet.
func windowLinks() throws -> RouteTable<Page> {
  var links = try RouteTable<Page>(schemes: ["shop"], hosts: ["shop.example"])
  try links.add("", Page.home)
  try links.add("product/:id(int)", Page.product)
  try links.add("cart", Page.cart, placement: .present(.sheet))
  return links
}

/// A navigator for one window, saving with the test shop's restoration.
@MainActor
func makeWindowNavigator(_ state: NavigationState = NavigationState(root: Page.home)) -> Navigator<Page> {
  let (navigator, _) = makeNavigator(state)
  navigator.restoration = .shop()
  return navigator
}

/// A fresh directory, removed after `body`.
@MainActor
func withWindowDirectory(_ body: (URL) async throws -> Void) async throws {
  let directory = FileManager.default.temporaryDirectory
    .appendingPathComponent("waypoint-windows-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: directory) }
  try await body(directory)
}

/// A store in memory, for the custom-store tests.
final class MemoryStore: RestorationStore, @unchecked Sendable {
  private let lock = NSLock()
  private var document: Data?
  var failsToRemove = false

  func load() throws -> Data? { lock.withLock { document } }
  func save(_ document: Data) throws { lock.withLock { self.document = document } }
  func remove() throws {
    if failsToRemove { throw RestorationStoreError.io(operation: "remove", path: "memory", reason: "test") }
    lock.withLock { document = nil }
  }
}
