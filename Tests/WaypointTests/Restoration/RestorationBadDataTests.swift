import Foundation
import PropertyBased
import Testing
import Waypoint

@testable import WaypointHarness

@Suite("Restoration bad data")
struct RestorationBadDataTests {
  /// A valid document with tabs, tags and modals, to cut and damage.
  static let valid: Data = {
    var state = NavigationState.shopTabs
    state.push(Page.product(42), tag: "p")
    state.present(Page.cart, style: .sheet, tag: RestorationBadge(name: "b", count: 2))
    state.push(Page.checkout, tag: 3)
    return try! Restoration.shop().encode(state)
  }()

  @Test func everyTruncationIsCorrupted() {
    #expect(throws: Never.self) { try Restoration.shop().decode(Self.valid) }
    for length in 0..<Self.valid.count {
      let text = String(decoding: Self.valid.prefix(length), as: UTF8.self)
      #expect(restorationFailure(text) == "corrupted", "cut at \(length): \(text)")
    }
  }

  @Test func damagedBytesFailCleanlyOrGiveAValidTree() async {
    let positions = Gen.int(in: 0...(Self.valid.count - 1)).array(of: 1...6)
    await propertyCheck(count: 500, input: positions, Gen.int(in: 0...255)) { positions, byte in
      var data = Self.valid
      for position in positions { data[position] = UInt8(byte) }
      do throws(RestorationError) {
        let state = try Restoration.shop().decode(data)
        state._checkInvariants()
      } catch {
        #expect(!error.description.isEmpty)
      }
    }
  }

  static let documents: [(String, String, String)] = [
    ("not JSON", "navigation", "corrupted"),
    ("empty", "", "corrupted"),
    ("an array", "[1,2]", "notADocument"),
    ("another app's JSON", #"{"user":"me","theme":"dark"}"#, "notADocument"),
    ("format as a string", #"{"format":"1","version":1}"#, "notADocument"),
    ("a newer format", #"{"format":3,"version":1}"#, "unsupportedFormat"),
    ("a newer app version", #"{"format":1,"version":2,"types":[],"root":{"stack":[]}}"#, "futureVersion"),
    ("no root", #"{"format":1,"version":1,"types":[]}"#, "corrupted"),
    ("an empty root", #"{"format":1,"version":1,"types":[],"root":{}}"#, "invalidTree"),
    (
      "a root with a stack and tabs",
      #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[0,"home"]}],"tabs":[]}}"#,
      "invalidTree"
    ),
    ("an empty stack", #"{"format":1,"version":1,"types":[],"root":{"stack":[]}}"#, "invalidTree"),
    ("no tabs", #"{"format":1,"version":1,"types":[],"root":{"tabs":[],"selected":0}}"#, "invalidTree"),
    (
      "two tabs with one id",
      #"{"format":1,"version":1,"types":["page","tab"],"root":{"selected":0,"tabs":[{"id":[1,"shop"],"stack":[{"route":[0,"home"]}]},{"id":[1,"shop"],"stack":[{"route":[0,"cart"]}]}]}}"#,
      "invalidTree"
    ),
    (
      "a selection past the tabs",
      #"{"format":1,"version":1,"types":["page","tab"],"root":{"selected":1,"tabs":[{"id":[1,"shop"],"stack":[{"route":[0,"home"]}]}]}}"#,
      "invalidTree"
    ),
    (
      "a negative selection",
      #"{"format":1,"version":1,"types":["page","tab"],"root":{"selected":-1,"tabs":[{"id":[1,"shop"],"stack":[{"route":[0,"home"]}]}]}}"#,
      "invalidTree"
    ),
    (
      "a type index past the table",
      #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[1,"home"]}]}}"#,
      "invalidTree"
    ),
    (
      "a value with three elements",
      #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[0,"home","x"]}]}}"#, "invalidTree"
    ),
    (
      "an unknown style",
      #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[0,"home"]}]},"modals":[{"style":"bubble","stack":[{"route":[0,"cart"]}]}]}"#,
      "invalidTree"
    ),
    (
      "an unregistered type",
      #"{"format":1,"version":1,"types":["order"],"root":{"stack":[{"route":[0,"home"]}]}}"#,
      "unknownType"
    ),
    (
      "a case the app no longer has",
      #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[0,"wishlist"]}]}}"#,
      "invalidValue"
    ),
    (
      "a value of the wrong shape",
      #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[0,42]}]}}"#,
      "invalidValue"
    ),
    (
      "a tag of the wrong shape",
      #"{"format":1,"version":1,"types":["page","badge"],"root":{"stack":[{"route":[0,"home"],"tag":[1,{"name":"x"}]}]}}"#,
      "invalidValue"
    ),
    (
      "a screen that is not an object",
      #"{"format":1,"version":1,"types":["page"],"root":{"stack":[[0,"home"]]}}"#,
      "corrupted"
    ),
  ]

  @Test(arguments: documents)
  func malformedDocumentsAreTypedErrors(name: String, text: String, kind: String) {
    #expect(restorationFailure(text) == kind, "\(name)")
  }

  @Test func deepNestingIsRefusedBeforeParsing() {
    let restoration = Restoration.shop()
    for opener in ["[", "{\"a\":"] {
      let text = String(repeating: opener, count: 200_000)
      #expect(throws: RestorationError.tooDeep(limit: 64)) { try restoration.decode(Data(text.utf8)) }
    }
    let nested = String(repeating: "[", count: 65) + String(repeating: "]", count: 65)
    let document = #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[0,\#(nested)]}]}}"#
    #expect(throws: RestorationError.tooDeep(limit: 64)) { try restoration.decode(Data(document.utf8)) }
  }

  @Test(arguments: [(59, "invalidValue"), (60, "tooDeep")])
  func theDepthLimitCountsTheDocumentsOwnLevels(nesting: Int, kind: String) {
    // The document takes 5 levels around a root-stack route: object, root, stack, screen, value.
    let nested = String(repeating: "[", count: nesting) + String(repeating: "]", count: nesting)
    let text = #"{"format":1,"version":1,"types":["page"],"root":{"stack":[{"route":[0,\#(nested)]}]}}"#
    #expect(restorationFailure(text) == kind)
  }

  @Test func bracketsInsideStringsDoNotCount() throws {
    let restoration = Restoration.shop(limits: RestorationLimits(maxDepth: 8))
    let tag = String(repeating: "[{", count: 50) + #"\"]}\\"#
    let text =
      #"{"format":1,"version":1,"types":["page","String"],"root":{"stack":[{"route":[0,"home"],"tag":[1,"\#(tag)"]}]}}"#
    let state = try restoration.decode(Data(text.utf8))
    #expect(state.topScreen.tag == AnyTag(String(repeating: "[{", count: 50) + "\"]}\\"))
  }

  @Test func hugeDocumentsAreRefusedBeforeParsing() {
    let restoration = Restoration.shop(limits: RestorationLimits(maxBytes: 1_000))
    let huge = Data(repeating: UInt8(ascii: " "), count: 1_001)
    #expect(throws: RestorationError.tooLarge(bytes: 1_001, limit: 1_000)) { try restoration.decode(huge) }
  }

  @Test func treesPastTheScreenLimitAreRefusedBothWays() throws {
    let small = Restoration.shop(limits: RestorationLimits(maxScreens: 10))
    var state = NavigationState(root: Page.home)
    for id in 1...10 { state.push(Page.product(id)) }
    #expect(throws: RestorationError.tooManyScreens(count: 11, limit: 10)) { try small.encode(state) }
    let data = try Restoration.shop().encode(state)
    #expect(throws: RestorationError.tooManyScreens(count: 11, limit: 10)) { try small.decode(data) }
  }

  @Test func aManyScreenDocumentWithinTheByteLimitIsStillBounded() {
    let screens = Array(repeating: #"{"route":[0,"home"]}"#, count: 20_000).joined(separator: ",")
    let text = #"{"format":1,"version":1,"types":["page"],"root":{"stack":[\#(screens)]}}"#
    #expect(throws: RestorationError.tooManyScreens(count: 20_000, limit: 1_000)) {
      try Restoration.shop().decode(Data(text.utf8))
    }
  }
}
