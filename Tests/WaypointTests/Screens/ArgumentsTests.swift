import Foundation
import Testing
import Waypoint

@testable import WaypointHarness

extension ArgumentKey<Int> {
  fileprivate static var productID: Self { "productID" }
  fileprivate static var quantity: Self { "quantity" }
}

extension ArgumentKey<String> {
  fileprivate static var title: Self { "title" }
  /// The same name as `productID`, of another type.
  fileprivate static var productIDText: Self { "productID" }
}

extension ArgumentKey<ArgumentsTestItem> {
  fileprivate static var item: Self { "item" }
}

extension ArgumentKey<ArgumentsTestOpaque> {
  fileprivate static var opaque: Self { "opaque" }
}

struct ArgumentsTestItem: Hashable, Sendable, Codable {
  var sku: String
  var sizes: [Int]
}

/// A value that is not `Encodable`.
struct ArgumentsTestOpaque: Hashable, Sendable {
  var id: Int
}

private enum ArgumentsTestKeys: String {
  case productID
  case other
}

@Suite("Arguments")
struct ArgumentsTests {
  // MARK: Keys

  @Test func enumKeyAndStringKeyWithTheSameNameAreTheSameKey() {
    #expect(ArgumentKey<Int>(ArgumentsTestKeys.productID) == ArgumentKey<Int>("productID"))
    #expect(ArgumentKey<Int>(ArgumentsTestKeys.productID) == .productID)
    #expect(ArgumentKey<Int>(ArgumentsTestKeys.other) != .productID)

    let arguments = Arguments().putting(ArgumentKey<Int>(ArgumentsTestKeys.productID), 42)
    #expect(arguments[.productID] == 42)
    #expect(arguments[ArgumentKey<Int>("productID")] == 42)
  }

  @Test func keyDescribesNameAndValueType() {
    #expect(ArgumentKey<Int>.productID.description == "productID: Int")
    #expect(ArgumentKey<ArgumentsTestItem>.item.valueTypeName == "ArgumentsTestItem")
  }

  // MARK: Reading and writing

  @Test func putGetSubscriptDefaultAndRemove() {
    var arguments = Arguments().putting(.productID, 42).putting(.title, "Shoes")
    #expect(arguments.count == 2)
    #expect(arguments.names == ["productID", "title"])
    #expect(arguments[.productID] == 42)
    #expect(arguments.get(.title) == "Shoes")
    #expect(arguments[.quantity] == nil)
    #expect(arguments[.quantity, default: 1] == 1)
    #expect(arguments.contains(.productID))
    #expect(!arguments.contains(.quantity))

    arguments[.quantity, default: 1] += 1
    #expect(arguments[.quantity] == 2)
    arguments[.quantity] = nil
    #expect(!arguments.contains(.quantity))

    #expect(arguments.remove(.title) == "Shoes")
    #expect(arguments.remove(.title) == nil)
    #expect(arguments.removing(.productID).isEmpty)
    #expect(arguments.count == 1)
  }

  @Test func aNameHoldsOneValueWhateverItsType() {
    var arguments = Arguments().putting(.productID, 42)
    arguments.put(.productIDText, "42")
    #expect(arguments.count == 1)
    #expect(arguments[.productID] == nil)
    #expect(arguments[.productIDText] == "42")
    // Removing through a key of another type removes the name all the same.
    #expect(arguments.remove(.productID) == nil)
    #expect(arguments.isEmpty)
  }

  @Test func mergeKeepsTheOtherValueOnConflict() {
    var arguments = Arguments().putting(.productID, 1).putting(.title, "a")
    arguments.merge(Arguments().putting(.productID, 2).putting(.quantity, 3))
    #expect(arguments == Arguments().putting(.productID, 2).putting(.title, "a").putting(.quantity, 3))
  }

  // MARK: Required arguments

  static let requireCases: [(Arguments, ArgumentsError?)] = [
    (Arguments().putting(.productID, 42), nil),
    (Arguments(), .missing(key: "productID", expected: "Int")),
    (Arguments().putting(.quantity, 42), .missing(key: "productID", expected: "Int")),
    (
      Arguments().putting(.productIDText, "42"),
      .mistyped(key: "productID", expected: "Int", actual: "String")
    ),
    (
      Arguments().putting(ArgumentKey<Int64>("productID"), 42),
      .mistyped(key: "productID", expected: "Int", actual: "Int64")
    ),
  ]

  @Test(arguments: requireCases)
  func requireThrowsATypedErrorNamingTheKey(arguments: Arguments, expected: ArgumentsError?) {
    do {
      let value = try arguments.require(.productID)
      #expect(expected == nil)
      #expect(value == 42)
    } catch {
      #expect(error == expected)
      #expect(error.description.contains("productID"))
    }
  }

  // MARK: Equality

  @Test func equalityIsOverNamesTypesAndValuesNotOrder() {
    let first = Arguments().putting(.productID, 42).putting(.title, "Shoes")
    let second = Arguments().putting(.title, "Shoes").putting(.productID, 42)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(Set([first, second]).count == 1)

    #expect(first != first.putting(.productID, 43))
    #expect(first != first.putting(.quantity, 1))
    #expect(first != first.removing(.title))
    // Same name and number, other type: not equal, unlike `AnyHashable`.
    #expect(Arguments().putting(.productID, 42) != Arguments().putting(ArgumentKey<Int64>("productID"), 42))
    #expect(Arguments() == Arguments())
  }

  @Test func descriptionListsArgumentsByName() {
    #expect(Arguments().description == "[:]")
    #expect(
      Arguments().putting(.title, "Shoes").putting(.productID, 42).description
        == #"[productID: 42, title: "Shoes"]"#)
  }

  // MARK: Coding

  static let schema = Arguments.Schema(.productID, .quantity, .title, .item)

  private func decode(_ json: String, schema: Arguments.Schema? = ArgumentsTests.schema) throws -> Arguments {
    let decoder = JSONDecoder()
    if let schema { decoder.userInfo[Arguments.Schema.userInfoKey] = schema }
    return try decoder.decode(Arguments.self, from: Data(json.utf8))
  }

  private func encode(_ arguments: Arguments) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    return String(decoding: try encoder.encode(arguments), as: UTF8.self)
  }

  @Test func encodesAsAnObjectOfNamesAndDecodesBackWithASchema() throws {
    let arguments = Arguments()
      .putting(.productID, 42)
      .putting(.title, "Shoes")
      .putting(.item, ArgumentsTestItem(sku: "A-1", sizes: [40, 41]))
    let json = try encode(arguments)
    #expect(json == #"{"item":{"sizes":[40,41],"sku":"A-1"},"productID":42,"title":"Shoes"}"#)
    #expect(try decode(json) == arguments)
    #expect(try decode("{}") == Arguments())
  }

  @Test func decodesWithAnExplicitSchemaToo() throws {
    struct Envelope: Decodable {
      var arguments: Arguments
      init(from decoder: any Decoder) throws {
        arguments = try Arguments(from: decoder, schema: Arguments.Schema(.productID))
      }
    }
    let envelope = try JSONDecoder().decode(Envelope.self, from: Data(#"{"productID":7}"#.utf8))
    #expect(envelope.arguments == Arguments().putting(.productID, 7))
  }

  @Test func encodingAValueThatIsNotEncodableNamesTheKey() {
    let arguments = Arguments().putting(.productID, 1).putting(.opaque, ArgumentsTestOpaque(id: 1))
    #expect(throws: ArgumentsError.notEncodable(key: "opaque", type: "ArgumentsTestOpaque")) {
      try encode(arguments)
    }
  }

  static let decodingErrors: [(String, ArgumentsError)] = [
    (#"{"productID":"42"}"#, .mistyped(key: "productID", expected: "Int", actual: "String")),
    (#"{"productID":true}"#, .mistyped(key: "productID", expected: "Int", actual: "Bool")),
    (#"{"title":7}"#, .mistyped(key: "title", expected: "String", actual: "Int")),
    (#"{"title":[1]}"#, .mistyped(key: "title", expected: "String", actual: "array")),
    (#"{"item":"x"}"#, .mistyped(key: "item", expected: "ArgumentsTestItem", actual: "String")),
    (#"{"productID":1,"color":"red"}"#, .unknownKey("color")),
  ]

  @Test(arguments: decodingErrors)
  func decodingAValueOfTheWrongTypeOrAnUnknownNameIsATypedError(json: String, expected: ArgumentsError) {
    #expect(throws: expected) { try decode(json) }
  }

  static let decoderErrors: [(String, String)] = [
    // A mismatch inside a value.
    (#"{"item":{"sku":"A","sizes":["x"]}}"#, "item"),
    (#"{"item":{"sku":1,"sizes":[]}}"#, "item"),
  ]

  @Test(arguments: decoderErrors)
  func otherDecodingFailuresAreTheDecodersOwnErrorsWithTheKeyInTheirPath(json: String, key: String) {
    #expect {
      try decode(json)
    } throws: { error in
      let context: DecodingError.Context? =
        switch error as? DecodingError {
        case .typeMismatch(_, let context), .dataCorrupted(let context): context
        default: nil
        }
      return context?.codingPath.first?.stringValue == key
    }
  }

  @Test func decodingWithoutASchemaOrWithAConflictingOneFails() {
    #expect(throws: ArgumentsError.missingSchema) { try decode("{}", schema: nil) }

    let conflicting = Arguments.Schema(.productID).registering(.productIDText)
    #expect(throws: ArgumentsError.conflictingKeys(name: "productID", types: ["Int", "String"])) {
      try decode("{}", schema: conflicting)
    }
    let merged = Arguments.Schema(.title).merging(Arguments.Schema(.productIDText)).merging(Self.schema)
    #expect(throws: ArgumentsError.conflictingKeys(name: "productID", types: ["String", "Int"])) {
      try decode("{}", schema: merged)
    }
  }

  @Test func registeringTheSameKeyTwiceIsHarmless() throws {
    var schema = Arguments.Schema(.productID)
    schema.register(.productID)
    schema = schema.registering(ArgumentKey<Int>(ArgumentsTestKeys.productID))
    #expect(schema.names == ["productID"])
    #expect(try decode(#"{"productID":1}"#, schema: schema) == Arguments().putting(.productID, 1))
  }
}
