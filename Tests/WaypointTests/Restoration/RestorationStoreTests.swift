import Foundation
import Testing

@testable import Waypoint
@testable import WaypointHarness

@Suite("Restoration file store")
struct RestorationStoreTests {
  /// A fresh directory, removed after `body`.
  func withDirectory(_ body: (URL) throws -> Void) throws {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("waypoint-restoration-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    try body(directory)
  }

  /// The contract every ``RestorationStore`` keeps.
  func checkContract(_ store: some RestorationStore) throws {
    try store.remove()
    #expect(try store.load() == nil, "nothing saved")
    try store.save(Data("first".utf8))
    #expect(try store.load() == Data("first".utf8))
    try store.save(Data("second".utf8))
    #expect(try store.load() == Data("second".utf8), "a save replaces")
    try store.save(Data())
    #expect(try store.load() == Data(), "an empty document is a document")
    try store.remove()
    #expect(try store.load() == nil, "removed")
    try store.remove()
  }

  @Test func fileStoreKeepsTheContract() throws {
    try withDirectory { directory throws in
      try checkContract(FileRestorationStore(url: directory.appendingPathComponent("state.json")))
    }
  }

  @Test func aCrashBetweenWriteAndRenameLeavesTheOldDocument() throws {
    try withDirectory { directory throws in
      let url = directory.appendingPathComponent("state.json")
      let old = try Restoration.shop().encode(NavigationState(root: Page.cart))
      try FileRestorationStore(url: url).save(old)

      let crashing = FileRestorationStore(url: url) { stage throws(RestorationStoreError) in
        guard case .wroteTemporary(let temporary) = stage else { return }
        #expect(FileManager.default.fileExists(atPath: temporary.path))
        throw .io(operation: "rename", path: temporary.path, reason: "simulated crash")
      }
      let new = try Restoration.shop().encode(NavigationState(root: Page.checkout))
      #expect(throws: RestorationStoreError.self) { try crashing.save(new) }

      let store = FileRestorationStore(url: url)
      let loaded = try #require(try store.load())
      #expect(loaded == old)
      #expect(try Restoration.shop().decode(loaded).hasSameStructure(as: NavigationState(root: Page.cart)))
      let leftovers = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
        $0.hasSuffix(".tmp")
      }
      #expect(leftovers.count == 1, "the crash left its temporary file")

      try store.save(new)
      #expect(try store.load() == new)
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["state.json"], "cleaned up")
    }
  }

  @Test func aCrashOnTheFirstSaveLeavesNothing() throws {
    try withDirectory { directory throws in
      let url = directory.appendingPathComponent("state.json")
      let crashing = FileRestorationStore(url: url) { _ throws(RestorationStoreError) in
        throw .io(operation: "rename", path: url.path, reason: "simulated crash")
      }
      #expect(throws: RestorationStoreError.self) { try crashing.save(Data("new".utf8)) }
      #expect(try FileRestorationStore(url: url).load() == nil)
    }
  }

  @Test func oversizedFilesAreNotRead() throws {
    try withDirectory { directory throws in
      let url = directory.appendingPathComponent("state.json")
      try Data(count: 2_000).write(to: url)
      #expect(throws: RestorationStoreError.tooLarge(bytes: 2_000, limit: 1_000)) {
        try FileRestorationStore(url: url, maxBytes: 1_000).load()
      }
    }
  }

  @Test func aMissingDirectoryIsAnIOError() throws {
    let url = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/state.json")
    #expect {
      try FileRestorationStore(url: url).save(Data("x".utf8))
    } throws: { error in
      guard case .io(let operation, _, _) = error as? RestorationStoreError else { return false }
      return operation == "create"
    }
  }
}
