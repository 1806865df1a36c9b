extension Arguments: Codable {
  struct Name: CodingKey {
    let stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  /// Encodes the arguments as a keyed container of names.
  ///
  /// - Parameter encoder: The encoder.
  /// - Throws: ``ArgumentsError/notEncodable(key:type:)`` naming the first (by name) value that is
  ///   not `Encodable`, before anything is written; otherwise whatever the values throw.
  /// - Complexity: O(*n* log *n*).
  public func encode(to encoder: any Encoder) throws {
    let entries = storage.sorted { $0.key < $1.key }
    var encodable: [(String, any Encodable)] = []
    encodable.reserveCapacity(entries.count)
    for (name, value) in entries {
      guard let value = value as? any Encodable else {
        throw ArgumentsError.notEncodable(key: name, type: String(describing: type(of: value)))
      }
      encodable.append((name, value))
    }
    var container = encoder.container(keyedBy: Name.self)
    for (name, value) in encodable {
      try container.encode(value, forKey: Name(stringValue: name))
    }
  }

  /// Decodes arguments with the ``Schema`` found in the decoder's `userInfo` under
  /// ``Schema/userInfoKey``.
  ///
  /// - Parameter decoder: The decoder.
  /// - Throws: ``ArgumentsError/missingSchema`` without a schema, otherwise as
  ///   ``init(from:schema:)``.
  public init(from decoder: any Decoder) throws {
    guard let schema = decoder.userInfo[Schema.userInfoKey] as? Schema else {
      throw ArgumentsError.missingSchema
    }
    try self.init(from: decoder, schema: schema)
  }

  /// Decodes arguments whose keys are in `schema`.
  ///
  /// - Parameters:
  ///   - decoder: The decoder.
  ///   - schema: The keys that may appear.
  /// - Throws: ``ArgumentsError/conflictingKeys(name:types:)`` for a conflicting schema,
  ///   ``ArgumentsError/unknownKey(_:)`` for a name not in the schema,
  ///   ``ArgumentsError/mistyped(key:expected:actual:)`` for a value of another type, or the
  ///   decoder's own error for malformed data.
  /// - Complexity: O(*n*).
  public init(from decoder: any Decoder, schema: Schema) throws {
    try schema.validate()
    let container = try decoder.container(keyedBy: Name.self)
    self.init()
    for name in container.allKeys {
      guard let entry = schema.entries[name.stringValue] else {
        throw ArgumentsError.unknownKey(name.stringValue)
      }
      let valueDecoder = try container.superDecoder(forKey: name)
      do {
        storage[name.stringValue] = try entry.decode(valueDecoder)
      } catch DecodingError.typeMismatch(_, let context)
        where context.codingPath.count == valueDecoder.codingPath.count
      {
        let actual = encodedKind(in: try container.superDecoder(forKey: name))
        throw ArgumentsError.mistyped(key: name.stringValue, expected: entry.typeName, actual: actual)
      }
    }
  }
}

// NB: a decoder does not say what it holds, so the kind is found by trying the basic types in
// turn. Bool goes before the numbers, and Int before Double, so JSON `1` reads as Int.
private func encodedKind(in decoder: any Decoder) -> String {
  if let single = try? decoder.singleValueContainer() {
    if single.decodeNil() { return "null" }
    if (try? single.decode(Bool.self)) != nil { return "Bool" }
    if (try? single.decode(Int.self)) != nil { return "Int" }
    if (try? single.decode(Double.self)) != nil { return "Double" }
    if (try? single.decode(String.self)) != nil { return "String" }
  }
  if (try? decoder.unkeyedContainer()) != nil { return "array" }
  if (try? decoder.container(keyedBy: Arguments.Name.self)) != nil { return "object" }
  return "unknown"
}
