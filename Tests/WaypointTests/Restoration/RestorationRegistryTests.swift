import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

@Suite("Restoration registry")
struct RestorationRegistryTests {
  @Test func stringAndIntTagsAndTabIDsNeedNoRegistration() throws {
    var restoration = Restoration()
    #expect(restoration.registeredNames == ["Int", "String"])
    try restoration.register(Page.self, as: "page")
    let state = NavigationState(tabs: Tab(id: "shop", stack: ScreenStack(Page.home, tag: 1)))
    #expect(try restoration.decode(restoration.encode(state)).hasSameStructure(as: state))
  }

  @Test func registrationNeverLetsALaterOneWin() {
    var restoration = Restoration.shop()
    #expect(throws: RestorationError.duplicateName("page", existing: String(reflecting: Page.self))) {
      try restoration.register(RestorationUnregisteredRoute.self, as: "page")
    }
    #expect(throws: RestorationError.duplicateType(String(reflecting: Page.self), existingName: "page")) {
      try restoration.register(Page.self, as: "another")
    }
    #expect(throws: RestorationError.duplicateName("String", existing: "Swift.String")) {
      try restoration.register(RestorationUnregisteredRoute.self, as: "String")
    }
    #expect(throws: RestorationError.invalidName("")) {
      try restoration.register(RestorationUnregisteredRoute.self, as: "")
    }
    #expect(restoration.registeredNames == ["Int", "String", "badge", "page", "profile", "tab"])
  }

  @Test func migrationsAreOnePerOlderVersion() throws {
    var restoration = Restoration(version: 3)
    try restoration.addMigration(from: 1) { _ in }
    #expect(throws: RestorationError.invalidMigration(from: 1, current: 3)) {
      try restoration.addMigration(from: 1) { _ in }
    }
    #expect(throws: RestorationError.invalidMigration(from: 3, current: 3)) {
      try restoration.addMigration(from: 3) { _ in }
    }
  }

  static let unsaveable: [(String, NavigationState, RestorationError)] = {
    let uncodable = String(reflecting: RestorationUncodableRoute.self)
    let unregistered = String(reflecting: RestorationUnregisteredRoute.self)
    var pushed = NavigationState(root: Page.home)
    pushed.push(RestorationUncodableRoute(id: 1))
    var presented = NavigationState(root: Page.home)
    presented.present(Page.cart)
    presented.push(RestorationUnregisteredRoute(id: 2))
    return [
      (
        "non-Codable root", NavigationState(root: RestorationUncodableRoute(id: 1)),
        .notCodable(type: uncodable)
      ),
      ("non-Codable pushed", pushed, .notCodable(type: uncodable)),
      ("unregistered in a sheet", presented, .notRegistered(type: unregistered)),
      (
        "unregistered tag type", NavigationState(root: Page.home, tag: 1.5),
        .notRegistered(type: "Swift.Double")
      ),
      (
        "non-Codable tag", NavigationState(root: Page.home, tag: RestorationUncodableRoute(id: 3)),
        .notCodable(type: uncodable)
      ),
      (
        "unregistered tab id",
        NavigationState(tabs: Tab(id: RestorationUnregisteredRoute(id: 4), root: Page.home)),
        .notRegistered(type: unregistered)
      ),
    ]
  }()

  @Test(arguments: unsaveable)
  func unsaveableValuesAreNamedNeverDropped(name: String, state: NavigationState, error: RestorationError) {
    #expect(throws: error, "\(name)") { try Restoration.shop().encode(state) }
  }

  @Test func unregisteredNameInADocumentIsNamed() {
    let text = #"{"format":1,"version":1,"types":["elsewhere"],"root":{"stack":[{"route":[0,1]}]}}"#
    #expect(throws: RestorationError.unknownType("elsewhere")) {
      try Restoration.shop().decode(Data(text.utf8))
    }
  }

  @Test func errorsDescribeThemselves() {
    let description = RestorationError.notCodable(type: "Shop.Secret").description
    #expect(description.contains("Shop.Secret") && description.contains("not Codable"))
  }
}
