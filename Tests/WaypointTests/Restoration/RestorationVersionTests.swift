import Foundation
import PropertyBased
import Testing
import Waypoint

@testable import WaypointHarness

@Suite("Restoration versions")
struct RestorationVersionTests {
  /// What version 1 of the shop saved: pages registered as "Page", products as "item/N".
  static let version1 = """
    {"format":1,"version":1,"types":["Page","tab","String"],"root":{"selected":0,"tabs":[\
    {"id":[1,"shop"],"stack":[{"route":[0,"home"]},{"route":[0,"item/42"],"tag":[2,"p"]}]},\
    {"id":[1,"search"],"stack":[{"route":[0,"item/7"]}]}]},\
    "modals":[{"style":"sheet","stack":[{"route":[0,"item/1"]}]}]}
    """

  /// The shop at version 3, migrating from 1 (type renamed) and from 2 (case renamed).
  static func version3() throws -> Restoration {
    var restoration = Restoration.shop(version: 3)
    try restoration.addMigration(from: 1) { document in
      try document.renameType("Page", to: "page")
    }
    try restoration.addMigration(from: 2) { document in
      try document.mapValues(ofType: "page") { value in
        guard case .string(let name) = value, name.hasPrefix("item/") else { return value }
        return .string("product/" + name.dropFirst("item/".count))
      }
    }
    return restoration
  }

  /// Styles as documents written before styles were one value name them: the built-in ones by
  /// name, an app's as `custom:NAME` with its traits.
  @Test func stylesSavedBeforeStylesWereOneValueReadBack() throws {
    let names = [
      "sheet", "fullScreenCover", "custom:fade", "custom(covers,fixed):zoom", "custom(fixed):card",
    ]
    let modals = names.map { #"{"style":"\#($0)","stack":[{"route":[0,"cart"]}]}"# }
    let text =
      #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[0,"home"]}]},"modals":["#
      + modals.joined(separator: ",") + "]}"
    let state = try Restoration.shop().decode(Data(text.utf8))
    let card = PresentationStyle("card", coversContent: false, allowsInteractiveDismissal: false)
    #expect(state.modals.map(\.style) == [.sheet, .fullScreenCover, .fade, .zoom, card])
    let again = String(decoding: try Restoration.shop().encode(state), as: UTF8.self)
    #expect(names.allSatisfy { again.contains(#""style":"\#($0)""#) }, "saved under the same names")
    var popover = NavigationState(root: Page.home)
    popover.present(Page.cart, style: .popover)
    let saved = String(decoding: try Restoration.shop().encode(popover), as: UTF8.self)
    #expect(saved.contains(#""style":"popover""#))
    #expect(try Restoration.shop().decode(Data(saved.utf8)).modals.map(\.style) == [.popover])
  }

  @Test func olderDocumentsMigrateStepByStep() throws {
    let state = try Self.version3().decode(Data(Self.version1.utf8))
    var expected = NavigationState(
      tabs: Tab(
        id: TabID.shop,
        stack: ScreenStack(root: ScreenEntry(Page.home), path: [ScreenEntry(Page.product(42), tag: "p")])),
      Tab(id: TabID.search, root: Page.product(7)))
    expected.present(Page.product(1))
    #expect(state.hasSameStructure(as: expected), "\(state)")
  }

  @Test func migrationsSeeTheVersionTheyMigrate() throws {
    var restoration = Restoration.shop(version: 3)
    try restoration.addMigration(from: 1) { document in
      #expect(document["version"] == .int(1))
      try document.renameType("Page", to: "page")
    }
    try restoration.addMigration(from: 2) { document in
      #expect(document["version"] == .int(2))
      try document.mapValues(ofType: "page") { _ in .string("home") }
    }
    let state = try restoration.decode(Data(Self.version1.utf8))
    #expect(state.allEntries.allSatisfy { $0.route == AnyRoute(Page.home) })
  }

  @Test func randomTreesSurviveMigrationsThatChangeNothing() async throws {
    var restoration = Restoration.shop(version: 2)
    try restoration.addMigration(from: 1) { document in
      try document.mapValues(ofType: "page") { $0 }
      try document.mapValues(ofType: "badge") { $0 }
    }
    let seeds = Gen.int(in: 0...1_000_000).array(of: 0...30)
    let retags = Gen.int(in: 0...1_000_000).array(of: 0...6)
    await propertyCheck(count: 200, input: Gen.bool, seeds, retags) { tabs, seeds, retags in
      let state = NavigationState.randomTree(tabs: tabs, seeds: seeds, retags: retags)
      do {
        let old = try Restoration.shop(version: 1).encode(state)
        let migrated = try restoration.decode(old)
        #expect(migrated.hasSameStructure(as: state), "\(state)\nmigrated to\n\(migrated)")
      } catch {
        Issue.record("\(error)\n\(state)")
      }
    }
  }

  @Test func aMissingStepIsATypedError() throws {
    var restoration = Restoration.shop(version: 3)
    try restoration.addMigration(from: 2) { _ in }
    #expect(throws: RestorationError.missingMigration(from: 1, current: 3)) {
      try restoration.decode(Data(Self.version1.utf8))
    }
  }

  @Test func aMigrationThatThrowsIsATypedError() throws {
    struct Refused: Error {}
    var restoration = Restoration.shop(version: 2)
    try restoration.addMigration(from: 1) { _ in throw Refused() }
    #expect(throws: RestorationError.migrationFailed(from: 1, reason: "Refused()")) {
      try restoration.decode(Data(Self.version1.utf8))
    }
  }

  @Test func futureVersionsAreRefused() throws {
    let newer = try Self.version3().encode(NavigationState(root: Page.home))
    #expect(throws: RestorationError.futureVersion(found: 3, current: 1)) {
      try Restoration.shop().decode(newer)
    }
  }

  @Test func documentsCarryTheAppVersion() throws {
    let data = try Self.version3().encode(NavigationState(root: Page.home))
    let json = try JSONDecoder().decode(RestorationJSON.self, from: data)
    #expect(json["version"] == .int(3))
    #expect(json["format"] == .int(Restoration.format))
    #expect(try Self.version3().decode(data).hasSameStructure(as: NavigationState(root: Page.home)))
  }

  @Test func jsonValuesRenameKeysAndIgnoreTheRest() {
    let object = RestorationJSON.object(["item": .object(["_0": .int(42)])])
    #expect(object.renamingKey("item", to: "product") == .object(["product": .object(["_0": .int(42)])]))
    #expect(object.renamingKey("missing", to: "x") == object)
    #expect(RestorationJSON.int(1).renamingKey("item", to: "x") == .int(1))
    var notADocument = RestorationJSON.array([])
    #expect(throws: RestorationError.notADocument) { try notADocument.renameType("a", to: "b") }
  }
}
