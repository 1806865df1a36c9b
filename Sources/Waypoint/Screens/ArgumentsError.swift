/// Why an argument could not be read, encoded or decoded. Every case names the key.
public enum ArgumentsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A required argument is not there.
  case missing(key: String, expected: String)
  /// An argument is there with a value of another type than the key's.
  case mistyped(key: String, expected: String, actual: String)
  /// An argument's value is not `Encodable`, so the arguments cannot be encoded.
  case notEncodable(key: String, type: String)
  /// Encoded arguments hold a name that no key in the ``Arguments/Schema`` knows.
  case unknownKey(String)
  /// A ``Arguments/Schema`` registers one name with two value types.
  case conflictingKeys(name: String, types: [String])
  /// Arguments were decoded without a ``Arguments/Schema`` in the decoder's `userInfo`.
  case missingSchema

  public var description: String {
    switch self {
    case .missing(let key, let expected):
      "missing argument '\(key)' (\(expected))"
    case .mistyped(let key, let expected, let actual):
      "argument '\(key)' is \(actual), expected \(expected)"
    case .notEncodable(let key, let type):
      "argument '\(key)' of type \(type) is not Encodable"
    case .unknownKey(let key):
      "argument '\(key)' is not in the schema"
    case .conflictingKeys(let name, let types):
      "argument '\(name)' is registered with several types: \(types.joined(separator: ", "))"
    case .missingSchema:
      "decoding arguments needs an Arguments.Schema in the decoder's userInfo"
    }
  }
}
