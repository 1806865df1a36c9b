extension Arguments {
  /// The keys a decoder needs to turn encoded arguments back into typed values.
  ///
  /// Encoded arguments are a keyed container of names; a name alone does not say which Swift
  /// type to decode, so decoding takes a schema listing the keys. Declare one schema per screen
  /// (or per app) next to the keys, and hand it to the decoder:
  ///
  /// ```swift
  /// static let schema = Arguments.Schema(.productID, .quantity)
  ///
  /// let decoder = JSONDecoder()
  /// decoder.userInfo[Arguments.Schema.userInfoKey] = schema
  /// let arguments = try decoder.decode(Arguments.self, from: data)
  /// // or, without userInfo:
  /// let arguments = try Arguments(from: someDecoder, schema: schema)
  /// ```
  ///
  /// Decoding is strict: a name the schema does not know is ``ArgumentsError/unknownKey(_:)``, a
  /// value of another type is ``ArgumentsError/mistyped(key:expected:actual:)``. A schema that
  /// registers one name with two types is ``ArgumentsError/conflictingKeys(name:types:)`` on
  /// every decode — registrations never silently replace each other.
  public struct Schema: Sendable {
    struct Entry: Sendable {
      let typeName: String
      let decode: @Sendable (any Decoder) throws -> any Hashable & Sendable
    }

    var entries: [String: Entry] = [:]
    var conflicts: [String: [String]] = [:]

    /// The `userInfo` key under which ``Arguments/init(from:)`` looks for its schema.
    public static let userInfoKey = CodingUserInfoKey(rawValue: "waypoint.arguments.schema")!

    /// A schema with no keys.
    public init() {}

    /// A schema knowing `keys`.
    ///
    /// - Parameter keys: The keys, each of a `Codable` value type.
    public init<each Value: Hashable & Sendable & Codable>(_ keys: repeat ArgumentKey<each Value>) {
      for key in repeat each keys {
        register(key)
      }
    }

    /// The registered names, sorted.
    public var names: [String] { entries.keys.sorted() }

    /// Adds `key`; registering the same key twice is harmless, the same name with another type
    /// is a conflict reported by every decode.
    ///
    /// - Parameter key: A key of a `Codable` value type.
    public mutating func register<Value: Hashable & Sendable & Codable>(_ key: ArgumentKey<Value>) {
      let entry = Entry(typeName: key.valueTypeName) { decoder in try Value(from: decoder) }
      if let existing = entries[key.name] {
        guard existing.typeName != entry.typeName else { return }
        conflicts[key.name, default: [existing.typeName]].append(entry.typeName)
      } else {
        entries[key.name] = entry
      }
    }

    /// A copy that also knows `key`.
    ///
    /// - Parameter key: A key of a `Codable` value type.
    /// - Returns: This schema with `key`.
    public func registering<Value: Hashable & Sendable & Codable>(_ key: ArgumentKey<Value>) -> Schema {
      var copy = self
      copy.register(key)
      return copy
    }

    /// A schema knowing the keys of both; conflicts of either are kept.
    ///
    /// - Parameter other: Another schema.
    /// - Returns: The union of both.
    public func merging(_ other: Schema) -> Schema {
      var copy = self
      for (name, entry) in other.entries {
        if let existing = copy.entries[name] {
          guard existing.typeName != entry.typeName else { continue }
          copy.conflicts[name, default: [existing.typeName]].append(entry.typeName)
        } else {
          copy.entries[name] = entry
        }
      }
      copy.conflicts.merge(other.conflicts) { mine, theirs in mine + theirs }
      return copy
    }

    /// Throws the first conflict, by name.
    func validate() throws(ArgumentsError) {
      if let name = conflicts.keys.min() {
        throw .conflictingKeys(name: name, types: conflicts[name]!)
      }
    }
  }
}
