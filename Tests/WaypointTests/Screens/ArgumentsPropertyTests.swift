import Foundation
import PropertyBased
import Testing
import Waypoint

@testable import WaypointHarness

/// What a name holds in the reference model: a plain dictionary of names.
private enum ArgumentsReferenceValue: Hashable {
  case int(Int)
  case string(String)

  var typeName: String {
    switch self {
    case .int: "Int"
    case .string: "String"
    }
  }
}

/// One random change, decoded from a number: put an Int or a String, or remove, under one of
/// three names.
private struct ArgumentsOperation: CustomStringConvertible {
  static let names = ["a", "b", "c"]
  let kind: Int
  let name: String
  let value: Int

  init(_ seed: Int) {
    kind = seed % 3
    name = Self.names[(seed / 3) % Self.names.count]
    value = (seed / 9) % 5
  }

  func apply(to arguments: inout Arguments, _ model: inout [String: ArgumentsReferenceValue]) {
    switch kind {
    case 0:
      arguments.put(ArgumentKey<Int>(name), value)
      model[name] = .int(value)
    case 1:
      arguments[ArgumentKey<String>(name)] = "\(value)"
      model[name] = .string("\(value)")
    default:
      arguments.remove(ArgumentKey<Int>(name))
      model[name] = nil
    }
  }

  var description: String { ["put Int", "put String", "remove"][kind] + " \(name) \(value)" }
}

@Suite("Arguments properties")
struct ArgumentsPropertyTests {
  static let operations = Gen.int(in: 0...1_000_000).array(of: 0...30)

  private static func build(_ seeds: [Int]) -> (Arguments, [String: ArgumentsReferenceValue]) {
    var arguments = Arguments()
    var model: [String: ArgumentsReferenceValue] = [:]
    for seed in seeds { ArgumentsOperation(seed).apply(to: &arguments, &model) }
    return (arguments, model)
  }

  @Test func readsAgreeWithADictionaryOfNames() async {
    await propertyCheck(count: 300, input: Self.operations) { seeds in
      var arguments = Arguments()
      var model: [String: ArgumentsReferenceValue] = [:]
      for seed in seeds {
        let operation = ArgumentsOperation(seed)
        operation.apply(to: &arguments, &model)
        #expect(arguments.count == model.count, "after \(operation)")
        #expect(arguments.names == model.keys.sorted())
        for name in ArgumentsOperation.names {
          let int = ArgumentKey<Int>(name)
          let string = ArgumentKey<String>(name)
          switch model[name] {
          case .int(let value):
            #expect(arguments[int] == value)
            #expect(arguments[string] == nil)
            #expect(throws: ArgumentsError.mistyped(key: name, expected: "String", actual: "Int")) {
              try arguments.require(string)
            }
          case .string(let value):
            #expect(arguments[string] == value)
            #expect(arguments[int] == nil)
            #expect(throws: ArgumentsError.mistyped(key: name, expected: "Int", actual: "String")) {
              try arguments.require(int)
            }
          case nil:
            #expect(arguments[int] == nil && arguments[string] == nil)
            #expect(throws: ArgumentsError.missing(key: name, expected: "Int")) { try arguments.require(int) }
          }
        }
      }
    }
  }

  @Test func equalityAndHashAgreeWithTheModel() async {
    await propertyCheck(count: 300, input: Self.operations, Self.operations) { first, second in
      let (a, modelA) = Self.build(first)
      let (b, modelB) = Self.build(second)
      #expect((a == b) == (modelA == modelB), "\(a) vs \(b)")
      if a == b { #expect(a.hashValue == b.hashValue) }
      // The same contents in another order are the same value.
      let (rebuilt, _) = Self.build(
        modelA.keys.sorted().reversed().map { name in
          let index = ArgumentsOperation.names.firstIndex(of: name)! * 3
          switch modelA[name]! {
          case .int(let value): return index + value * 9
          case .string(let value): return index + 1 + Int(value)! * 9
          }
        })
      #expect(rebuilt == a)
      #expect(rebuilt.hashValue == a.hashValue)
    }
  }

  @Test func encodingThenDecodingWithTheKeysGivesTheSameArguments() async throws {
    await propertyCheck(count: 200, input: Self.operations) { seeds in
      let (arguments, model) = Self.build(seeds)
      var schema = Arguments.Schema()
      for (name, value) in model {
        switch value {
        case .int: schema.register(ArgumentKey<Int>(name))
        case .string: schema.register(ArgumentKey<String>(name))
        }
      }
      let decoder = JSONDecoder()
      decoder.userInfo[Arguments.Schema.userInfoKey] = schema
      let decoded = try decoder.decode(Arguments.self, from: JSONEncoder().encode(arguments))
      #expect(decoded == arguments)
    }
  }
}
