import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

@MainActor
@Suite("Per-window stores")
struct WindowStoresTests {
  @Test func twoWindowsSaveAndRestoreTheirOwnTrees() async throws {
    try await withWindowDirectory { directory in
      let windows = WindowStores(directory: directory)
      let first = makeWindowNavigator()
      let second = makeWindowNavigator()
      try await first.push(Page.product(1)).value
      try await second.push(Page.product(2)).value
      try await second.present(Page.cart, style: .sheet).value
      try windows.store(for: "SESSION-A").save(first.snapshot())
      try windows.store(for: "SESSION-B").save(second.snapshot())

      let firstAgain = makeWindowNavigator()
      let secondAgain = makeWindowNavigator()
      let start = NavigationState(root: Page.home)
      let outcomes = (
        try await firstAgain.restore(from: try windows.store(for: "SESSION-A").load(), fallback: start).value,
        try await secondAgain.restore(from: try windows.store(for: "SESSION-B").load(), fallback: start).value
      )
      #expect(outcomes == (.restored, .restored))
      #expect(firstAgain.state.hasSameStructure(as: first.state), "\(firstAgain.state)")
      #expect(secondAgain.state.hasSameStructure(as: second.state), "\(secondAgain.state)")
      #expect(!firstAgain.state.hasSameStructure(as: secondAgain.state), "the windows did not mix")
    }
  }

  @Test func aForgottenWindowRestoresNothing() async throws {
    try await withWindowDirectory { directory in
      let windows = WindowStores(directory: directory)
      let navigator = makeWindowNavigator()
      try await navigator.push(Page.product(1)).value
      try windows.store(for: "A").save(navigator.snapshot())
      try windows.store(for: "B").save(navigator.snapshot())

      try windows.forget(["A", "never-saved", ""])

      #expect(try windows.store(for: "A").load() == nil)
      #expect(try windows.store(for: "B").load() != nil, "only the discarded window is forgotten")
      let fresh = makeWindowNavigator()
      let start = NavigationState(root: Page.home)
      let outcome = try await fresh.restore(from: try windows.store(for: "A").load(), fallback: start).value
      #expect(outcome == .noSnapshot)
      #expect(fresh.state.hasSameStructure(as: start))
    }
  }

  @Test func corruptDataFailsThatWindowOnly() async throws {
    try await withWindowDirectory { directory in
      let windows = WindowStores(directory: directory)
      let source = makeWindowNavigator()
      try await source.push(Page.product(7)).value
      try windows.store(for: "good").save(source.snapshot())
      try windows.store(for: "bad").save(Data(#"{"format":1,"#.utf8))

      let bad = makeWindowNavigator()
      let good = makeWindowNavigator()
      let badData = try #require(try windows.store(for: "bad").load())
      let result = await bad.restore(from: badData).result
      guard case .failure(.corrupted) = result else {
        Issue.record("expected a corrupted document, got \(result)")
        return
      }
      try await good.restore(from: #require(try windows.store(for: "good").load())).value

      #expect(bad.state.hasSameStructure(as: NavigationState(root: Page.home)), "the bad window is unchanged")
      #expect(good.state.hasSameStructure(as: source.state), "the other window restores")
    }
  }

  @Test func idsThatDifferOnlyInCaseOrHoldPathsKeepApartFiles() throws {
    let names = try ["Ab", "aB", "ab", "a/../b", "a.b", "a_2e_b", "1DD2-C0"].map(WindowStoresTests.name)
    #expect(Set(names.map { $0.lowercased() }).count == names.count, "\(names)")
    #expect(
      names.allSatisfy { name in name.allSatisfy { $0.isLowercase || $0.isNumber || "-_".contains($0) } })
    #expect(names.last == "1_44_442-_430")
  }

  @Test func anEmptyOrOverlongIdIsATypedError() throws {
    let windows = WindowStores(directory: FileManager.default.temporaryDirectory)
    for id in ["", String(repeating: "/", count: 80)] {
      #expect(throws: RestorationStoreError.invalidWindowID(id)) { try windows.store(for: id) }
    }
  }

  @Test func forgetTriesEveryWindowAndReportsTheFirstFailure() throws {
    let stuck = MemoryStore()
    stuck.failsToRemove = true
    let other = MemoryStore()
    try other.save(Data("tree".utf8))
    let windows = WindowStores { id in id == "stuck" ? stuck : other }

    #expect(throws: RestorationStoreError.self) { try windows.forget(["stuck", "other"]) }
    #expect(try other.load() == nil, "the window after the failure is forgotten too")
  }

  static func name(_ id: String) throws -> String {
    let url = try #require(
      WindowStores(directory: URL(fileURLWithPath: "/w")).store(for: id) as? FileRestorationStore)
    #expect(url.url.deletingLastPathComponent().path == "/w")
    return String(url.url.lastPathComponent.dropFirst("navigation-".count).dropLast(".json".count))
  }
}
